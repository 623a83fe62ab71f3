import Foundation
import SegueModel
import TestSupport
import XCTest

@testable import SegueCache
@testable import SegueDriver
@testable import SegueRules

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What downstream tools read from the reports: unique and stable fingerprints, URIs no resolver
/// misreads, XML that parses whatever an identifier holds, one line per diagnostic.
final class ReporterContractTests: XCTestCase {
    private static let storyboard = Examples.storyboard(
        viewController: "HomeViewController",
        segues: [
            #"<segue destination="dst-00-001" kind="show" identifier="showMap" id="sg1-00-001"/>"#
        ])

    private func lint(_ swift: String) -> LintResult {
        Linter.lint(inMemory: [(name: "Main.storyboard", content: Self.storyboard), (name: "Home.swift", content: swift)])
    }

    private func fingerprints(_ result: LintResult) -> [String] {
        ReporterSupport.fingerprints(result.diagnostics, PathDisplay(workingDirectory: "/"))
    }

    /// Two identical findings in one file get two fingerprints; the first keeps the value a lone
    /// finding has, so an alert raised before the second appeared survives; moving lines changes
    /// nothing.
    func testIdenticalFindingsGetUniqueStableFingerprints() throws {
        let once = lint(
            """
            class HomeViewController: UIViewController {
                func a() { performSegue(withIdentifier: "nope", sender: nil) }
            }
            """)
        let twice = lint(
            """
            class HomeViewController: UIViewController {
                func a() { performSegue(withIdentifier: "nope", sender: nil) }
                func b() { performSegue(withIdentifier: "nope", sender: nil) }
            }
            """)
        let moved = lint(
            """
            // Two new lines
            // above everything.
            class HomeViewController: UIViewController {
                func a() { performSegue(withIdentifier: "nope", sender: nil) }

                func b() { performSegue(withIdentifier: "nope", sender: nil) }
            }
            """)
        XCTAssertEqual(twice.diagnostics.count, 2)
        XCTAssertEqual(Set(fingerprints(twice)).count, 2)
        XCTAssertEqual(fingerprints(twice).first, fingerprints(once).first)
        XCTAssertEqual(fingerprints(moved), fingerprints(twice))

        for kind in [ReporterKind.sarif, .gitlab] {
            let text = kind.render(twice, paths: PathDisplay(workingDirectory: "/"))
            for fingerprint in fingerprints(twice) {
                XCTAssertEqual(text.components(separatedBy: fingerprint).count - 1, 1, "\(kind.rawValue): \(fingerprint) once")
            }
        }
    }

    /// The subject is data each rule sets: reword every message and baselines, `ignore` entries
    /// and fingerprints still match.
    func testRewordedMessagesKeepBaselinesIgnoreEntriesAndFingerprints() throws {
        let result = lint(
            """
            class HomeViewController: UIViewController {
                func a() { performSegue(withIdentifier: "nope", sender: nil) }
                func b() { performSegue(withIdentifier: "shwMap", sender: nil) }
            }
            """)
        XCTAssertEqual(result.diagnostics.map(\.subject), ["nope", "shwMap"])
        var reworded = result
        reworded.diagnostics = result.diagnostics.map { diagnostic in
            var copy = diagnostic
            copy.message = "Reworded entirely, without quoting anything"
            return copy
        }
        let directory = FileManager.default.currentDirectoryPath
        let (new, stale) = Baseline(diagnostics: result.diagnostics, directory: directory).filter(reworded.diagnostics)
        XCTAssertEqual(new, [])
        XCTAssertEqual(stale, [])
        XCTAssertEqual(fingerprints(reworded), fingerprints(result))
        var configuration = Configuration()
        configuration.ignore = [.init(file: "Home.swift", identifier: "shwMap", rule: "misspelled-segue-identifier")]
        XCTAssertEqual(reworded.diagnostics.map(configuration.ignores), [false, true])
    }

    /// A relative path whose first segment holds `:` would read as a URI scheme.
    func testSARIFEncodesColonsInTheFirstSegmentOfRelativeURIs() throws {
        let result = LintResult(
            diagnostics: [
                Diagnostic(
                    ruleID: "unknown-segue-identifier", severity: .error, message: "m", subject: "x",
                    location: Location(file: "/work/file:Profile.swift", line: 1, column: 1)),
                Diagnostic(
                    ruleID: "unknown-segue-identifier", severity: .error, message: "m", subject: "y",
                    location: Location(file: "/work/App:v1/X:Y.storyboard", line: 2, column: 1)),
            ], storyboardCount: 1, sourceCount: 1)
        let sarif = ReporterKind.sarif.render(result, paths: PathDisplay(workingDirectory: "/work"))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let runs = try XCTUnwrap(object["runs"] as? [[String: Any]])
        let uris = (runs[0]["results"] as? [[String: Any]] ?? []).compactMap { result -> String? in
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
        }
        XCTAssertEqual(uris, ["file%3AProfile.swift", "App%3Av1/X:Y.storyboard"])
        for uri in uris {
            XCTAssertNil(URLComponents(string: uri)?.scheme, "\(uri) must not parse with a scheme")
        }
    }

    /// Characters XML 1.0 cannot carry become visible escapes; CR, LF and TAB survive a parser
    /// as character references, in attributes and in text.
    func testXMLReportsStayWellFormedWithControlCharacters() throws {
        let message = "segue \"a\u{1}b\u{B}c\u{FFFE}\" line1\r\nline2\tend"
        let result = LintResult(
            diagnostics: [
                Diagnostic(
                    ruleID: "unknown-segue-identifier", severity: .error, message: message, subject: "a",
                    location: Location(file: "Home.swift", line: 3, column: 4))
            ], storyboardCount: 0, sourceCount: 1)
        for kind in [ReporterKind.junit, .checkstyle] {
            let document = kind.render(result, paths: PathDisplay(workingDirectory: "/"))
            let collector = AttributeCollector()
            let parser = XMLParser(data: Data(document.utf8))
            parser.delegate = collector
            XCTAssertTrue(parser.parse(), "\(kind.rawValue): \(String(describing: parser.parserError))\n\(document)")
            XCTAssertTrue(
                collector.messages.contains("segue \"a\\u{1}b\\u{B}c\\u{FFFE}\" line1\r\nline2\tend"),
                "\(kind.rawValue): \(collector.messages)")
        }
    }

    func testLineFormatsKeepOneDiagnosticPerLine() {
        let result = LintResult(
            diagnostics: [
                Diagnostic(
                    ruleID: "unknown-segue-identifier", severity: .error, message: "segue \"a\r\nb\u{1B}[31m\u{2028}\"",
                    subject: "a", location: Location(file: "Odd\nName.swift", line: 1, column: 2),
                    notes: [Note("defined\nhere", at: Location(file: "Main.storyboard", line: 4))])
            ], storyboardCount: 1, sourceCount: 1)
        let paths = PathDisplay(workingDirectory: "/")
        XCTAssertEqual(
            ReporterKind.xcode.render(result, paths: paths),
            """
            Odd\\nName.swift:1:2: error: segue "a\\r\\nb\\u{1B}[31m\\u{2028}" (unknown-segue-identifier)
            Main.storyboard:4: note: defined\\nhere

            """)
        XCTAssertEqual(
            TerminalReporter.render(result, paths: paths, color: false),
            """
            Odd\\nName.swift:1:2: error: segue "a\\r\\nb\\u{1B}[31m\\u{2028}" (unknown-segue-identifier)
            Main.storyboard:4: note: defined\\nhere

            """)
        XCTAssertEqual(ReporterKind.githubActions.render(result, paths: paths).components(separatedBy: "\n").count, 2)
        XCTAssertFalse(ReporterKind.summary.render(result, paths: paths).contains("Odd\nName"))
    }

    /// Bidirectional controls (an identifier that reads backwards on screen, "Trojan Source") are
    /// shown as escapes in every line format, never obeyed.
    func testBidirectionalControlsAreShownNotObeyed() {
        let bidi = [
            "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
            "\u{200E}", "\u{200F}", "\u{061C}",
        ]
        let result = LintResult(
            diagnostics: [
                Diagnostic(
                    ruleID: "unknown-segue-identifier", severity: .error,
                    message: "segue \"" + bidi.joined(separator: "x") + "\"",
                    subject: "x\u{202E}y", location: Location(file: "gnp.\u{202E}exe.swift", line: 1, column: 2))
            ], storyboardCount: 1, sourceCount: 1)
        let paths = PathDisplay(workingDirectory: "/")
        let outputs = [
            ReporterKind.xcode.render(result, paths: paths), TerminalReporter.render(result, paths: paths, color: false),
            ReporterKind.githubActions.render(result, paths: paths), ReporterKind.summary.render(result, paths: paths),
        ]
        for output in outputs {
            for control in bidi {
                XCTAssertFalse(output.contains(control), "raw \(control.unicodeScalars.first!.value) in \(output)")
            }
        }
        XCTAssertTrue(outputs[0].contains("gnp.\\u{202E}exe.swift"), outputs[0])
    }
}

/// Collects the `message` attributes and the text of `failure` elements.
private final class AttributeCollector: NSObject, XMLParserDelegate {
    var messages: [String] = []
    private var text: String?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if let message = attributes["message"] { messages.append(message) }
        if elementName == "failure" { text = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text? += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName == "failure", let text { messages.append(text) }
        text = nil
    }
}
