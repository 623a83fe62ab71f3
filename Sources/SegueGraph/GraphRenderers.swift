import Foundation
import SegueModel
import SegueRules

/// The formats `seguelint graph --format` takes.
public enum GraphFormat: String, CaseIterable, Sendable {
    case dot, mermaid, json, svg, html

    /// Whether drawing it needs Graphviz's `dot` program.
    public var needsGraphviz: Bool { self == .svg || self == .html }
}

/// Text forms of a `NavigationGraph`. `dot` and `mermaid` labels carry no line numbers, so a
/// committed picture changes only when the navigation does; `json` carries every location.
public enum GraphRenderer {

    /// The longest label line, in characters: longer ones end with `…` (Graphviz refuses labels of
    /// over 16,384 characters, and no reader wants one).
    public static let maximumLabelLength = 200

    /// One label line as every format may show it: on one line, with control and bidirectional
    /// characters made visible (`\u{202E}`), and at most `maximumLabelLength` characters.
    public static func safeLine(_ text: String) -> String {
        let line = LineSafe.escape(text)
        return line.count > maximumLabelLength ? String(line.prefix(maximumLabelLength - 1)) + "…" : line
    }

    /// A node's label lines: class, Storyboard ID, storyboard.
    public static func labelLines(_ node: NavigationGraph.Node) -> [String] {
        if node.isUnresolvedReference { return ["reference", safeLine(node.label)] }
        return
            ([node.label] + (node.storyboardID.map { ["ID: \($0)"] } ?? []) + [node.storyboard + ".storyboard"]
            + (node.findings.isEmpty ? [] : [Set(node.findings.map(\.ruleID)).sorted().joined(separator: ", ")])).map(safeLine)
    }

    /// An edge's label: identifier and kind, trigger, where it is (with `locations`), rules.
    public static func edgeLabel(_ edge: NavigationGraph.Edge, locations: Bool = false) -> [String] {
        var first = edge.identifier.map { "\($0) (\(edge.kind))" } ?? edge.kind
        if edge.kind == "unwind", let action = edge.detail {
            first = (edge.identifier.map { "\($0) " } ?? "") + "unwind \(action)"
        }
        var lines = [first]
        if edge.kind != "unwind", let detail = edge.detail { lines.append(detail) }
        if locations {
            // The file's name and the line: the segue element, or the code that shows the scene.
            let file = edge.location.file.split(separator: "/").last.map(String.init) ?? edge.location.file
            lines.append("\(file):\(edge.location.line)")
        }
        if !edge.findings.isEmpty { lines.append(Set(edge.findings.map(\.ruleID)).sorted().joined(separator: ", ")) }
        return lines.map(safeLine)
    }

    /// `text` with each scalar that `replacements` has replaced, in one pass (scalars, not
    /// characters: the `\n` of a `\r\n` is replaced too).
    public static func escaped(_ text: String, _ replacements: [Unicode.Scalar: String]) -> String {
        guard text.unicodeScalars.contains(where: { replacements[$0] != nil }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if let replacement = replacements[scalar] { out += replacement } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// Text for a Markdown heading: each character with an inline meaning backslash-escaped
    /// (CommonMark allows it for any ASCII punctuation), so a storyboard's name can't start a link,
    /// emphasis, code, HTML or an entity, or close the heading.
    public static func markdownText(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if "\\`*_[]()<>!&#|~{}".unicodeScalars.contains(scalar) {
                out += "\\"
            }
            out.unicodeScalars.append(scalar)
        }
        return out
    }

    /// The worst severity among findings, if any.
    public static func worst(_ findings: [NavigationGraph.Finding]) -> Severity? {
        findings.contains { $0.severity == .error } ? .error : findings.isEmpty ? nil : .warning
    }

    // MARK: DOT

    /// Graphviz DOT: one cluster per storyboard; `locations` puts each edge's file and line in its label.
    public static func dot(_ graph: NavigationGraph, locations: Bool = false) -> String {
        func quote(_ text: String) -> String {
            "\"" + escaped(text, ["\\": "\\\\", "\"": "\\\"", "\n": "\\n"]) + "\""
        }
        var out = [
            "digraph navigation {", "  rankdir=LR;",
            "  node [shape=box, style=\"rounded,filled\", fillcolor=white, fontname=Helvetica];",
            "  edge [fontname=Helvetica, fontsize=10];",
        ]
        for (index, storyboard) in graph.storyboards.enumerated() {
            out.append("  subgraph cluster_\(index) {")
            out.append("    label=\(quote(safeLine(storyboard + ".storyboard")));")
            for (index, node) in graph.nodes.enumerated() where node.storyboard == storyboard {
                // `id` names the node's SVG element: the HTML page finds nodes by it, whatever the node's name holds.
                var attributes = ["label=\(quote(labelLines(node).joined(separator: "\n")))", "id=\"node\(index)\""]
                if node.isUnresolvedReference { attributes.append("style=\"rounded,dashed\"") }
                if node.isInitial { attributes.append("penwidth=2") }
                if node.isUnreachable {
                    attributes.append("fillcolor=\"#dddddd\"")
                    attributes.append("fontcolor=\"#777777\"")
                }
                switch worst(node.findings) {
                case .error?: attributes.append("color=red")
                case .warning?: attributes.append("color=orange")
                default: break
                }
                out.append("    \(quote(node.id)) [\(attributes.joined(separator: ", "))];")
            }
            out.append("  }")
        }
        for edge in graph.edges {
            var attributes = ["label=\(quote(edgeLabel(edge, locations: locations).joined(separator: "\n")))"]
            if edge.origin == .code { attributes.append("style=dashed, color=blue, fontcolor=blue") }
            if edge.kind == "relationship" || edge.kind == "embed" { attributes.append("arrowhead=diamond") }
            if edge.kind == "unwind" { attributes.append("style=dotted") }
            switch worst(edge.findings) {
            case .error?: attributes.append("color=red, fontcolor=red")
            case .warning?: attributes.append("color=orange, fontcolor=orange")
            default: break
            }
            out.append("  \(quote(edge.from)) -> \(quote(edge.to)) [\(attributes.joined(separator: ", "))];")
        }
        out.append("}")
        return out.joined(separator: "\n") + "\n"
    }

    // MARK: Mermaid

    /// One fenced Mermaid diagram per storyboard, each under a `##` heading, for apps too large for
    /// one diagram (`--split`): the storyboard's scenes and the edges that start or end there, with
    /// the scenes of other storyboards at their other end, so navigation across storyboards stays visible.
    public static func mermaidSplit(_ graph: NavigationGraph, locations: Bool = false) -> String {
        graph.storyboards.map { storyboard in
            let own = Set(graph.nodes.filter { $0.storyboard == storyboard }.map(\.id))
            let edges = graph.edges.filter { own.contains($0.from) || own.contains($0.to) }
            let kept = own.union(edges.flatMap { [$0.from, $0.to] })
            let part = NavigationGraph(nodes: graph.nodes.filter { kept.contains($0.id) }, edges: edges)
            return "## \(markdownText(safeLine(storyboard + ".storyboard")))\n\n"
                + mermaid(part, markdown: true, locations: locations)
        }.joined(separator: "\n")
    }

    /// A Mermaid `flowchart` with one subgraph per storyboard; `locations` puts each edge's file and line in its label.
    public static func mermaid(_ graph: NavigationGraph, markdown: Bool, locations: Bool = false) -> String {
        var ids: [String: String] = [:]
        for (index, node) in graph.nodes.enumerated() { ids[node.id] = "n\(index)" }
        func escape(_ text: String) -> String {
            // Mermaid labels in quotes take HTML entities; `#quot;` is its own escape for `"`. A
            // backtick would start Markdown text (a lexical error in Mermaid 11); in a fenced block,
            // three of them would end the fence.
            escaped(text, ["&": "#amp;", "\"": "#quot;", "<": "#lt;", ">": "#gt;", "|": "#124;", "`": "#96;"])
        }
        var out = ["flowchart LR"]
        let storyboards = graph.storyboards
        var classes: [String: [String]] = [:]
        for (index, storyboard) in storyboards.enumerated() {
            out.append("  subgraph s\(index)[\"\(escape(safeLine(storyboard + ".storyboard")))\"]")
            for node in graph.nodes where node.storyboard == storyboard {
                let id = ids[node.id] ?? ""
                let label = labelLines(node).map(escape).joined(separator: "<br/>")
                out.append(node.isUnresolvedReference ? "    \(id)[/\"\(label)\"/]" : "    \(id)[\"\(label)\"]")
                if node.isUnreachable { classes["unreachable", default: []].append(id) }
                if let severity = worst(node.findings) { classes[severity.rawValue, default: []].append(id) }
            }
            out.append("  end")
        }
        var styles: [String] = []
        // `linkStyle` counts the links drawn, in order.
        var drawn = 0
        for edge in graph.edges {
            guard let from = ids[edge.from], let to = ids[edge.to] else { continue }
            let label = edgeLabel(edge, locations: locations).map(escape).joined(separator: "<br/>")
            let arrow = edge.origin == .code || edge.kind == "unwind" ? "-.->" : "-->"
            out.append("  \(from) \(arrow)|\"\(label)\"| \(to)")
            if let severity = worst(edge.findings) {
                styles.append("  linkStyle \(drawn) stroke:\(severity == .error ? "red" : "orange")")
            }
            drawn += 1
        }
        out += styles
        out.append("  classDef error stroke:red,stroke-width:2px")
        out.append("  classDef warning stroke:orange,stroke-width:2px")
        out.append("  classDef unreachable fill:#dddddd,color:#777777")
        for name in classes.keys.sorted() { out.append("  class \(classes[name, default: []].joined(separator: ",")) \(name)") }
        let text = out.joined(separator: "\n") + "\n"
        return markdown ? "```mermaid\n" + text + "```\n" : text
    }

    // MARK: JSON

    /// The documented, versioned JSON form (`docs/graph.schema.json`), with every location.
    public static func json(_ graph: NavigationGraph, paths: PathDisplay) -> String {
        func location(_ location: Location) -> [String: Any] {
            var result: [String: Any] = ["file": paths.display(location.file), "line": location.line]
            if let column = location.column { result["column"] = column }
            return result
        }
        func findings(_ list: [NavigationGraph.Finding]) -> [[String: Any]] {
            list.map {
                ["rule": $0.ruleID, "severity": $0.severity.rawValue, "message": $0.message, "location": location($0.location)]
            }
        }
        let nodes: [[String: Any]] = graph.nodes.map { node in
            var result: [String: Any] = [
                "id": node.id, "storyboard": node.storyboard, "class": node.label, "element": node.element,
                "initial": node.isInitial, "unresolvedReference": node.isUnresolvedReference, "unreachable": node.isUnreachable,
                "location": location(node.location), "findings": findings(node.findings),
            ]
            if let id = node.storyboardID { result["storyboardID"] = id }
            return result
        }
        let edges: [[String: Any]] = graph.edges.map { edge in
            var result: [String: Any] = [
                "from": edge.from, "to": edge.to, "origin": edge.origin.rawValue, "kind": edge.kind,
                "location": location(edge.location), "findings": findings(edge.findings),
            ]
            if let identifier = edge.identifier { result["identifier"] = identifier }
            if let detail = edge.detail { result["detail"] = detail }
            return result
        }
        let document: [String: Any] = ["version": 1, "nodes": nodes, "edges": edges]
        let data =
            (try? JSONSerialization.data(
                withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
