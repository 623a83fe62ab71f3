import Foundation
import SegueModel
import SegueRules

/// Lays out DOT with Graphviz's `dot` program, for `--format svg` and `html`.
public enum GraphvizRunner {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The `dot` executable on `PATH`, if any.
    public static func find(environment: [String: String]) -> String? {
        for directory in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = String(directory) + "/dot"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// `dot -Tsvg` over `source`. When Graphviz refuses the input and exits before reading all of
    /// it, the write fails with EPIPE (SIGPIPE is ignored meanwhile, never fatal) and Graphviz's
    /// own message is the error.
    public static func svg(_ source: String, program: String) throws -> String {
        let previousHandler = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previousHandler) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = ["-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Write and read on separate threads: a large graph fills either pipe.
        let written = DispatchSemaphore(value: 0)
        let writer = Thread {
            // A closed pipe (Graphviz gave up) is not an error of ours: its exit status says why.
            try? input.fileHandleForWriting.write(contentsOf: Data(source.utf8))
            try? input.fileHandleForWriting.close()
            written.signal()
        }
        writer.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        written.wait()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "\(program) -Tsvg failed (exit \(process.terminationStatus)): "
                    + String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return String(decoding: data, as: UTF8.self)
    }
}

extension GraphRenderer {
    /// One self-contained page (no network): the SVG, a findings table whose rows highlight their
    /// node, and a search box that highlights the nodes of a class.
    public static func html(_ graph: NavigationGraph, svg: String, paths: PathDisplay) -> String {
        // Graphviz writes each node as <g id="node3" class="node">…</g>, with the id the DOT gave it.
        let body = svg.range(of: "<svg").map { String(svg[$0.lowerBound...]) } ?? svg
        return htmlPage(body: body, rows: findingRows(graph, paths: paths))
    }

    /// One table row per finding (a finding attached to several scenes and edges is listed once, with
    /// the first node it belongs to), sorted by place, rule and message.
    private static func findingRows(_ graph: NavigationGraph, paths: PathDisplay) -> [String] {
        // The reporters' XML escaping: HTML text and attributes take the same references.
        let escape = LineSafe.xml
        // Rows name a node by its SVG element's id (`node3`, set in the DOT), never by its name, which may hold anything.
        var elementID: [String: String] = [:]
        for (index, node) in graph.nodes.enumerated() { elementID[node.id] = "node\(index)" }
        var first: [String: (finding: NavigationGraph.Finding, node: String)] = [:]
        func add(_ finding: NavigationGraph.Finding, node: String) {
            let key = [finding.ruleID, "\(finding.location)", finding.message].joined(separator: "\u{0}")
            if first[key] == nil { first[key] = (finding, elementID[node] ?? node) }
        }
        for node in graph.nodes { for finding in node.findings { add(finding, node: node.id) } }
        for edge in graph.edges { for finding in edge.findings { add(finding, node: edge.from) } }
        return first.values.sorted {
            ($0.finding.location, $0.finding.ruleID, $0.finding.message) < (
                $1.finding.location, $1.finding.ruleID, $1.finding.message
            )
        }.map { row in
            "<tr data-node=\"\(escape(row.node))\"><td>\(row.finding.severity.rawValue)</td>"
                + "<td>\(escape(row.finding.ruleID))</td>"
                + "<td>\(escape(paths.display(row.finding.location.file))):\(row.finding.location.line)</td>"
                + "<td>\(escape(row.finding.message))</td></tr>"
        }
    }

    /// The page: the SVG `body` in a graph box, the finding `rows`, and the script that highlights nodes.
    private static func htmlPage(body: String, rows: [String]) -> String {
        """
        <!DOCTYPE html>
        <html><head><meta charset="utf-8"><title>seguelint navigation graph</title>
        <style>
        body { font-family: -apple-system, Helvetica, sans-serif; margin: 1em; }
        .highlight polygon, .highlight path, .highlight ellipse { stroke: #0a84ff !important; stroke-width: 4px !important; }
        table { border-collapse: collapse; margin-top: 1em; } td, th { border: 1px solid #ccc; padding: 4px 8px; text-align: left; }
        tr[data-node] { cursor: pointer; } tr[data-node]:hover { background: #eef; }
        #graph { overflow: auto; } #graph.fit svg { max-width: 100%; height: auto; }
        </style></head><body>
        <input id="search" type="search" placeholder="Highlight a class">
        <label><input id="fit" type="checkbox" checked> Fit to window</label>
        <div id="graph" class="fit">
        \(body)
        </div>
        <table id="findings"><thead><tr><th>severity</th><th>rule</th><th>location</th><th>message</th></tr></thead><tbody>
        \(rows.joined(separator: "\n"))
        </tbody></table>
        <script>
        function nodes() { return Array.from(document.querySelectorAll('#graph g.node')); }
        function idOf(node) { return node.getAttribute('id') || ''; }
        function highlight(match) { nodes().forEach(function (n) { n.classList.toggle('highlight', match(n)); }); }
        document.querySelectorAll('#findings tr[data-node]').forEach(function (row) {
          row.addEventListener('click', function () {
            var id = row.getAttribute('data-node');
            highlight(function (n) { return idOf(n) === id; });
            var hit = nodes().find(function (n) { return idOf(n) === id; });
            if (hit && hit.scrollIntoView) { hit.scrollIntoView({block: 'center'}); }
          });
        });
        document.getElementById('fit').addEventListener('change', function (event) {
          document.getElementById('graph').classList.toggle('fit', event.target.checked);
        });
        document.getElementById('search').addEventListener('input', function (event) {
          var text = event.target.value.trim().toLowerCase();
          highlight(function (n) { return text !== '' && n.textContent.toLowerCase().indexOf(text) >= 0; });
        });
        </script>
        </body></html>

        """
    }
}
