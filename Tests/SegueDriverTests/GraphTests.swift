import Foundation
import SegueModel
import TestSupport
import XCTest

@testable import SegueDriver
@testable import SegueGraph
@testable import SegueRules

/// `seguelint graph`: the demo app's graph in every text format against `Fixtures/Graph/`, the DOT
/// laid out by Graphviz, the JSON validated against `docs/graph.schema.json`, the Mermaid checked
/// against the flowchart rules that matter, and the building blocks (focus, storyboard filter).
final class GraphTests: XCTestCase {
    static let demo = TestSupport.fixtures.appendingPathComponent("DemoApp")

    static func demoGraph(_ options: NavigationGraph.Options = NavigationGraph.Options()) throws -> NavigationGraph {
        let files = try FileDiscovery.discover([demo.path])
        let (project, result) = Linter.navigation(
            files, configuration: Configuration(), load: Linter.LoadOptions(), findings: true)
        return NavigationGraph.build(project, diagnostics: result.diagnostics, options: options)
    }

    static func render(_ format: String) throws -> String {
        let graph = try demoGraph()
        switch format {
        case "dot": return GraphRenderer.dot(graph)
        case "mermaid": return GraphRenderer.mermaid(graph, markdown: false)
        default: return GraphRenderer.json(graph, paths: PathDisplay(workingDirectory: demo.path))
        }
    }

    func testEveryTextFormatMatchesItsGoldenFile() throws {
        for format in ["dot", "mermaid", "json"] {
            TestSupport.assertMatchesFile(
                try Self.render(format), TestSupport.fixtures.appendingPathComponent("Graph/DemoApp.\(format)"))
        }
    }

    func testTheGraphHoldsTheDemoAppsNavigation() throws {
        let graph = try Self.demoGraph()
        XCTAssertEqual(graph.nodes.count, 16)
        // The storyboard reference from Main to Orders is followed to the real scene.
        XCTAssertTrue(
            graph.edges.contains { $0.from == "Main/Ty9-Wf-4Mb" && $0.to == "Orders/Rk2-Pm-6Tw" && $0.origin == .storyboard })
        // A code edge for instantiateViewController(withIdentifier: "Settings").
        XCTAssertTrue(graph.edges.contains { $0.origin == .code && $0.kind == "instantiate" && $0.identifier == "Settings" })
        // The misspelled reuse identifier's finding is on the People scene.
        XCTAssertTrue(
            graph.nodes.contains {
                $0.label == "PeopleViewController" && $0.findings.contains { $0.ruleID == "unknown-reuse-identifier" }
            })
        // The duplicate segue identifier is on both segues, not on the scene.
        XCTAssertEqual(graph.edges.filter { $0.findings.contains { $0.ruleID == "duplicate-segue-identifier" } }.count, 2)
        var plain = NavigationGraph.Options()
        plain.findings = false
        plain.codeEdges = false
        let bare = try Self.demoGraph(plain)
        XCTAssertTrue(
            bare.nodes.allSatisfy(\.findings.isEmpty) && bare.edges.allSatisfy { $0.origin == .storyboard && $0.findings.isEmpty }
        )
    }

    /// Labels carry no line numbers unless asked (`--locations`): then every edge says where it is.
    func testLocationsInLabelsOnlyWhenAsked() throws {
        let graph = try Self.demoGraph()
        let numbered = try NSRegularExpression(pattern: #"\.(swift|storyboard):[0-9]+"#)
        func count(_ text: String) -> Int { numbered.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text)) }
        XCTAssertEqual(count(GraphRenderer.dot(graph)), 0)
        XCTAssertEqual(count(GraphRenderer.mermaid(graph, markdown: false)), 0)
        XCTAssertEqual(count(GraphRenderer.dot(graph, locations: true)), graph.edges.count)
        XCTAssertEqual(count(GraphRenderer.mermaid(graph, markdown: false, locations: true)), graph.edges.count)
        XCTAssertTrue(
            GraphRenderer.dot(graph, locations: true).contains(
                #"Settings (instantiate)\npushViewController\nPeopleViewController.swift:63""#))
        Self.assertFlowchartGrammar(GraphRenderer.mermaid(graph, markdown: false, locations: true))
    }

    func testFocusKeepsNeighboursAndThePathFromTheEntry() throws {
        var options = NavigationGraph.Options()
        options.focus = "OrdersViewController"
        let graph = try Self.demoGraph(options)
        XCTAssertEqual(
            Set(graph.nodes.map(\.label)),
            [
                "UINavigationController", "PeopleViewController", "PersonViewController",
                "OrdersViewController", "OrderDetailViewController",
            ])
        var one = NavigationGraph.Options()
        one.storyboard = "Orders"
        XCTAssertEqual(Set(try Self.demoGraph(one).nodes.map(\.storyboard)), ["Orders"])
    }

    func testAReferenceToAnotherBundleIsADashedNodeOfItsOwn() throws {
        let fixture = TestSupport.fixtures.appendingPathComponent("no-false-positives/reference-to-other-bundle")
        let files = try FileDiscovery.discover([fixture.path])
        let (project, result) = Linter.navigation(
            files, configuration: Configuration(), load: Linter.LoadOptions(), findings: true)
        let graph = NavigationGraph.build(project, diagnostics: result.diagnostics)
        let reference = try XCTUnwrap(graph.nodes.first(where: \.isUnresolvedReference))
        XCTAssertEqual(reference.label, "com.example.OnboardingKit: Onboarding.storyboard Welcome")
        XCTAssertTrue(graph.edges.contains { $0.to == reference.id && $0.identifier == "showOnboarding" })
        XCTAssertTrue(GraphRenderer.dot(graph).contains("style=\"rounded,dashed\""))
        XCTAssertTrue(GraphRenderer.mermaid(graph, markdown: false).contains("[/\"reference<br/>"))
    }

    /// Clean Swift: a router that instantiates a scene draws an edge from the view controllers
    /// whose `router` it is (through its routing-logic protocol).
    func testARoutersInstantiationStartsAtItsViewController() throws {
        let storyboard = Examples.storyboard(viewController: "OrdersViewController", segues: [])
            .replacingOccurrences(
                of: #"<viewController storyboardIdentifier="Destination" id="dst-00-001""#,
                with:
                    #"<viewController storyboardIdentifier="Receipt" id="dst-00-001" customClass="ReceiptViewController" customModule="App" customModuleProvider="target""#
            )
        let root = try TestSupport.temporaryProject(
            [
                "Main.storyboard": storyboard,
                "OrdersViewController.swift": """
                //
                //  OrdersViewController.swift
                //  App
                //
                import UIKit

                protocol OrdersRoutingLogic { func routeToReceipt() }

                final class OrdersViewController: UIViewController {
                    var router: (NSObjectProtocol & OrdersRoutingLogic)?
                }

                final class OrdersRouter: NSObject, OrdersRoutingLogic {
                    weak var viewController: OrdersViewController?

                    func routeToReceipt() {
                        let receipt = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Receipt")
                        viewController?.show(receipt, sender: nil)
                    }
                }

                final class ReceiptViewController: UIViewController {}
                """,
            ], for: self)
        let files = try FileDiscovery.discover([root.path])
        let (project, result) = Linter.navigation(
            files, configuration: Configuration(), load: Linter.LoadOptions(), findings: true)
        let graph = NavigationGraph.build(project, diagnostics: result.diagnostics)
        XCTAssertTrue(
            graph.edges.contains { $0.from == "Main/vc0-00-001" && $0.to == "Main/dst-00-001" && $0.kind == "instantiate" },
            "\(graph.edges)")
    }

    func testDOTIsLaidOutByGraphviz() throws {
        guard let dot = GraphvizRunner.find(environment: ProcessInfo.processInfo.environment) else {
            throw XCTSkip("Graphviz's dot is not installed (scripts/bootstrap installs it): the DOT output was not laid out")
        }
        let svg = try GraphvizRunner.svg(try Self.render("dot"), program: dot)
        XCTAssertTrue(svg.contains("<svg"), svg)
        XCTAssertTrue(svg.contains("PeopleViewController"))
        let html = GraphRenderer.html(try Self.demoGraph(), svg: svg, paths: PathDisplay(workingDirectory: Self.demo.path))
        // Rows name nodes by their SVG element's id, which the DOT sets: any character in a node's name is harmless.
        let people = try XCTUnwrap(try Self.demoGraph().nodes.firstIndex { $0.id == "Main/Lw3-Hn-5Fa" })
        XCTAssertTrue(html.contains("<table id=\"findings\">") && html.contains("<tr data-node=\"node\(people)\">"))
        XCTAssertTrue(svg.contains("id=\"node\(people)\""), "Graphviz keeps the DOT's id")
        // One row per finding: the demo app's 9 findings, each once, in the output's order.
        let rows = html.components(separatedBy: "<tr data-node=").count - 1
        let lint = Linter.lint(try FileDiscovery.discover([Self.demo.path]))
        XCTAssertEqual(rows, lint.diagnostics.count)
        XCTAssertTrue(
            html.contains("id=\"fit\"") && html.contains("max-width: 100%"), "the picture fits the window, with a toggle")
        // Self-contained: no script, style sheet or image is fetched (Graphviz's SVG names its XML namespaces by URL, which loads nothing).
        for fetch in ["<script src", "<link", "<img", "@import", "xlink:href=\"http"] {
            XCTAssertFalse(html.contains(fetch), "the page would fetch something: \(fetch)")
        }
    }

    /// The HTML page in headless Chromium (`scripts/check-graph-html`): SVG and findings table
    /// present, clicking a finding highlights its node. Skipped, with the reason, when no browser
    /// can be driven here (`scripts/test` installs Chromium, chromedriver and selenium when it can).
    func testHTMLWorksInAHeadlessBrowser() throws {
        guard let dot = GraphvizRunner.find(environment: ProcessInfo.processInfo.environment) else {
            throw XCTSkip("Graphviz's dot is not installed: no HTML page to open")
        }
        let graph = try Self.demoGraph()
        let html = GraphRenderer.html(
            graph, svg: try GraphvizRunner.svg(GraphRenderer.dot(graph), program: dot),
            paths: PathDisplay(workingDirectory: Self.demo.path))
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("seguelint-graph-\(UUID().uuidString).html")
        try html.write(to: page, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: page) }
        let (status, output) = try TestSupport.runProgram(
            TestSupport.packageRoot.appendingPathComponent("scripts/check-graph-html"),
            [page.path])
        if status == 77 {
            print("GraphTests: headless browser test skipped: \(output)")
            throw XCTSkip("no headless browser here: \(output)")
        }
        XCTAssertEqual(status, 0, output)
    }

    func testJSONFollowsTheCommittedSchema() throws {
        let schema = TestSupport.packageRoot.appendingPathComponent("docs/graph.schema.json")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("seguelint-graph-\(UUID().uuidString).json")
        try Self.render("json").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let (_, output) = try TestSupport.runPython(
            """
            import json, sys, jsonschema
            jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1])))
            print("valid")
            """, [schema.path, file.path])
        XCTAssertEqual(output.trimmingCharacters(in: .whitespacesAndNewlines), "valid", output)
    }

    /// The flowchart rules a label or id can break: one header, ids declared before use, balanced
    /// subgraphs, no raw quote, pipe or angle bracket inside a quoted label (only `<br/>`), and a
    /// `linkStyle` only for a link that exists.
    static func assertFlowchartGrammar(_ text: String, file: StaticString = #filePath, line testLine: UInt = #line) {
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "flowchart LR", file: file, line: testLine)
        XCTAssertEqual(
            lines.filter { $0.hasPrefix("  subgraph ") }.count, lines.filter { $0 == "  end" }.count, file: file, line: testLine)
        var declared: Set<String> = []
        var links = 0
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            for quoted in trimmed.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            where quoted.offset % 2 == 1 {
                let label = quoted.element.replacingOccurrences(of: "<br/>", with: "")
                XCTAssertFalse(
                    label.contains("|") || label.contains("<") || label.contains(">"), line, file: file, line: testLine)
            }
            XCTAssertEqual(trimmed.filter { $0 == "\"" }.count % 2, 0, line, file: file, line: testLine)
            if let id = trimmed.split(separator: "[").first, trimmed.contains("[\"") || trimmed.contains("[/\""),
                id.allSatisfy({ $0.isLetter || $0.isNumber })
            {
                declared.insert(String(id))
            }
            if trimmed.contains("-->") || trimmed.contains("-.->") {
                let parts = trimmed.split(separator: " ")
                XCTAssertTrue(
                    declared.contains(String(parts[0])) && declared.contains(String(parts[parts.count - 1])), line,
                    file: file, line: testLine)
                links += 1
            }
            if trimmed.hasPrefix("linkStyle "), let index = Int(trimmed.split(separator: " ")[1]) {
                XCTAssertLessThan(index, links, line, file: file, line: testLine)
            }
        }
    }

    func testMermaidFollowsTheFlowchartGrammar() throws {
        let graph = try Self.demoGraph()
        var tricky = graph
        tricky.nodes[0].label = "Weird \"Quoted\" | <Generic> & Co"
        for text in [GraphRenderer.mermaid(graph, markdown: false), GraphRenderer.mermaid(tricky, markdown: false)] {
            Self.assertFlowchartGrammar(text)
        }
        XCTAssertTrue(GraphRenderer.mermaid(graph, markdown: true).hasPrefix("```mermaid\nflowchart LR\n"))
    }

    /// Hostile names in every text format: a newline and a fence in a label, Markdown and HTML,
    /// bidirectional overrides, a leading backtick, a 20,000-character class name. Each label stays
    /// one line, with controls visible and at most `maximumLabelLength` characters; the Markdown,
    /// rendered by cmark (CommonMark's reference implementation), is headings and fenced code only;
    /// Graphviz lays out the DOT.
    func testHostileLabelsStayInsideTheirFormat() throws {
        var graph = try Self.demoGraph()
        let payloads = [
            "Evil\n```\n[click](https://example.com) <img src=x onerror=alert(1)>\n```mermaid",
            "`backtick first", "gnp.\u{202E}exe", "\u{2066}isolate\u{2069}",
            String(repeating: "Long", count: 5_000),
        ]
        for (index, payload) in payloads.enumerated() { graph.nodes[index].label = payload }
        graph.nodes[0].storyboardID = "ID\r\n## Injected <b>heading</b>"
        for (index, edge) in graph.edges.enumerated() where index < 3 {
            graph.edges[index].identifier = "id\n```\n" + (edge.identifier ?? "")
        }
        let mermaid = GraphRenderer.mermaid(graph, markdown: false)
        Self.assertFlowchartGrammar(mermaid)
        let dot = GraphRenderer.dot(graph)
        for text in [mermaid, dot] {
            for bidi in ["\u{202E}", "\u{2066}", "\u{2069}"] { XCTAssertFalse(text.contains(bidi)) }
            XCTAssertTrue(text.contains("\\u{202E}"), "the override is shown, not obeyed")
        }
        XCTAssertFalse(mermaid.contains("`"), "a backtick starts Markdown text in Mermaid; three end a fence")
        XCTAssertTrue(mermaid.contains("#96;backtick first"))
        // DOT: every statement on its own line, each label within the limit.
        for line in dot.split(separator: "\n") where line.contains("label=") {
            XCTAssertLessThan(line.count, 4 * GraphRenderer.maximumLabelLength, String(line.prefix(200)))
        }
        if let program = GraphvizRunner.find(environment: ProcessInfo.processInfo.environment) {
            XCTAssertTrue(try GraphvizRunner.svg(dot, program: program).contains("<svg"))
        }
        // The Markdown forms, rendered.
        guard let cmark = ["/usr/bin/cmark", "/usr/local/bin/cmark"].first(where: FileManager.default.isExecutableFile) else {
            throw XCTSkip("cmark is not installed (scripts/test installs it): the Markdown was not rendered")
        }
        var split = graph
        split.nodes = split.nodes.map { node in
            var node = node
            node.storyboard = "Main](https://example.com) <b>x</b> ```"
            return node
        }
        for markdown in [GraphRenderer.mermaid(graph, markdown: true), GraphRenderer.mermaidSplit(split)] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: cmark)
            let input = Pipe()
            let output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            try process.run()
            input.fileHandleForWriting.write(Data(markdown.utf8))
            try input.fileHandleForWriting.close()
            let html = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            // Only headings and one code block per diagram: no paragraph, link, image or raw HTML escaped the fence.
            let tags = Set(html.matches(of: /<([a-z0-9]+)[ >]/).map { String($0.1) })
            XCTAssertTrue(tags.isSubset(of: ["h2", "pre", "code"]), "\(tags): \(html.prefix(2000))")
            XCTAssertEqual(
                html.components(separatedBy: "<pre>").count - 1, markdown.components(separatedBy: "```mermaid").count - 1)
        }
    }

    /// Graphviz that refuses its input and exits before reading it all (a label over its 16,384
    /// characters, then more than a pipe holds) closes the pipe under the writer: that is Graphviz's
    /// error, reported, never a SIGPIPE that kills seguelint without a word.
    func testGraphvizThatStopsReadingIsItsOwnError() throws {
        guard let program = GraphvizRunner.find(environment: ProcessInfo.processInfo.environment) else {
            throw XCTSkip("Graphviz's dot is not installed (scripts/bootstrap installs it)")
        }
        let source =
            "digraph g {\n  a [label=\"" + String(repeating: "x", count: 20_000) + "\"];\n"
            + String(repeating: "  b -> c [label=\"" + String(repeating: "y", count: 100) + "\"];\n", count: 20_000) + "}\n"
        XCTAssertThrowsError(try GraphvizRunner.svg(source, program: program)) { error in
            XCTAssertTrue("\(error)".contains("-Tsvg failed"), "\(error)")
        }
    }

    /// `--split`: one fenced diagram per storyboard, each valid on its own, each keeping the edges
    /// that leave or enter its storyboard (with the scene at the other end) and no others.
    func testSplitMermaidIsOneDiagramPerStoryboard() throws {
        let graph = try Self.demoGraph()
        let text = GraphRenderer.mermaidSplit(graph)
        let sections = text.components(separatedBy: "## ").dropFirst()
        XCTAssertEqual(
            sections.map { String($0.prefix { $0 != "\n" }) }, ["Checkout.storyboard", "Main.storyboard", "Orders.storyboard"])
        var drawnEdges = 0
        for section in sections {
            let lines = section.split(separator: "\n", omittingEmptySubsequences: false)
            XCTAssertEqual(lines[2], "```mermaid")
            let body = section.components(separatedBy: "```mermaid\n")[1].components(separatedBy: "```\n")[0]
            Self.assertFlowchartGrammar(body)
            drawnEdges += body.split(separator: "\n").filter { $0.contains("-->") || $0.contains("-.->") }.count
        }
        // Main's diagram shows where the showOrders reference leads: the Orders scene, in its own subgraph.
        let main = try XCTUnwrap(sections.first { $0.hasPrefix("Main.storyboard") })
        XCTAssertTrue(main.contains("[\"Orders.storyboard\"]") && main.contains("OrdersViewController"), main)
        XCTAssertFalse(main.contains("ReceiptViewController"), "only the scenes at the other end of Main's edges")
        // Every edge is drawn once per storyboard it touches.
        let crossing = graph.edges.filter { edge in
            graph.nodes.first { $0.id == edge.from }?.storyboard != graph.nodes.first { $0.id == edge.to }?.storyboard
        }
        XCTAssertEqual(drawnEdges, graph.edges.count + crossing.count)
        XCTAssertFalse(crossing.isEmpty)
    }

    /// Code edges are drawn for the scenes code instantiates and then presents, pushes or shows
    /// (through casts, containers, closures, lazy properties, SwiftGen and R.swift accessors, Swift
    /// 2 spellings, a named storyboard's initial view controller), and not for the ones it returns, hands to a coordinator, embeds or never shows.
    func testCodeEdgesAreTheScenesCodeShows() throws {
        let fixture = TestSupport.fixtures.appendingPathComponent("Graph/ShopApp")
        let files = try FileDiscovery.discover([fixture.path])
        let (project, result) = Linter.navigation(
            files, configuration: Configuration(), load: Linter.LoadOptions(), findings: true)
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let graph = NavigationGraph.build(project, diagnostics: result.diagnostics)
        TestSupport.assertMatchesFile(
            GraphRenderer.json(graph, paths: PathDisplay(workingDirectory: fixture.path)),
            fixture.appendingPathComponent("expected-graph.json"))
        let code = graph.edges.filter { $0.origin == .code }
        XCTAssertEqual(
            Dictionary(uniqueKeysWithValues: code.map { ($0.identifier ?? "", $0.detail ?? "") }),
            [
                "EditProfile": "pushViewController", "OrderList": "present", "Address": "show", "Terms": "present",
                "Welcome": "setViewControllers", "Help": "present", "Payment": "pushViewController",
                "Receipts": "showDetailViewController", "Invite": "presentViewController",
                // Orders.storyboard's initial view controller, instantiated by `instantiateInitialViewController()`.
                "": "present",
            ])
        let account = try XCTUnwrap(graph.nodes.first { $0.label == "AccountViewController" })
        XCTAssertTrue(code.allSatisfy { $0.from == account.id })
    }

    func testGraphvizIsLookedUpOnThePath() {
        XCTAssertNil(GraphvizRunner.find(environment: ["PATH": "/nonexistent"]))
    }
}
