import SegueModel
import TestSupport
import XCTest

@testable import SegueCache
@testable import SegueDriver
@testable import SegueRules

final class ReporterTests: XCTestCase {
    private let result = LintResult(
        diagnostics: [
            Diagnostic(
                ruleID: "misspelled-segue-identifier", severity: .error,
                message: "segue identifier \"showOrdrs\" matches no segue for PersonViewController; did you mean \"showOrders\"?",
                subject: "showOrdrs",
                location: Location(file: "/work/App/Person.swift", line: 31, column: 40),
                notes: [
                    Note(
                        "segue \"showOrders\" is defined here",
                        at: Location(file: "/elsewhere/Main.storyboard", line: 115, column: 93))
                ]),
            Diagnostic(
                ruleID: "invalid-storyboard", severity: .error, message: "malformed XML: boom", subject: nil,
                location: Location(file: "Broken.storyboard", line: 3)),
            Diagnostic(
                ruleID: "unhandled-segue", severity: .warning, message: "segue \"x\" has no branch", subject: "x",
                location: Location(file: "Main.storyboard", line: 7, column: 5)),
        ],
        storyboardCount: 2, sourceCount: 1)

    func testXcodeFormat() {
        let output = ReporterKind.xcode.render(result, paths: PathDisplay(workingDirectory: "/work/"))
        XCTAssertEqual(
            output,
            """
            App/Person.swift:31:40: error: segue identifier "showOrdrs" matches no segue for PersonViewController; did you mean "showOrders"? (misspelled-segue-identifier)
            /elsewhere/Main.storyboard:115:93: note: segue "showOrders" is defined here
            Broken.storyboard:3: error: malformed XML: boom (invalid-storyboard)
            Main.storyboard:7:5: warning: segue "x" has no branch (unhandled-segue)

            """)
    }

    func testJSONFormatIsValidAndComplete() throws {
        let output = ReporterKind.json.render(result, paths: PathDisplay(workingDirectory: "/work"))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        XCTAssertEqual(object["version"] as? Int, 1)
        let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.count, 3)
        XCTAssertEqual(diagnostics[0]["file"] as? String, "App/Person.swift")
        XCTAssertEqual(diagnostics[0]["column"] as? Int, 40)
        XCTAssertEqual(diagnostics[0]["rule"] as? String, "misspelled-segue-identifier")
        let notes = try XCTUnwrap(diagnostics[0]["notes"] as? [[String: Any]])
        XCTAssertEqual(notes.first?["file"] as? String, "/elsewhere/Main.storyboard")
        XCTAssertTrue(diagnostics[1]["column"] is NSNull, "an unknown column is null, not missing")
        let summary = try XCTUnwrap(object["summary"] as? [String: Int])
        XCTAssertEqual(summary, ["errors": 2, "warnings": 1, "storyboards": 2, "swiftFiles": 1])
        XCTAssertTrue(output.contains("\"file\" : \"App/Person.swift\""), "slashes are not escaped")
    }

    func testSummaryLine() {
        XCTAssertEqual(Summary.line(result), "2 errors and 1 warning in 3 files (2 storyboards, 1 Swift file)")
    }
}

/// The terminal format: the source line under each location, a caret at the column (counting
/// terminal cells, so wide characters before it do not shift it) and `~` over the subject.
final class TerminalReporterTests: XCTestCase {
    func testSnippetPutsTheCaretUnderTheIdentifier() throws {
        let root = try TestSupport.temporaryProject(
            ["Home.swift": "let t = \"👤\"; performSegue(withIdentifier: \"shwMap\", sender: nil)\n"], for: self)
        let file = root.appendingPathComponent("Home.swift").path
        // `let t = "👤"; performSegue(withIdentifier: "` is 46 bytes (👤 is 4): the value starts at 47.
        let result = LintResult(
            diagnostics: [
                Diagnostic(
                    ruleID: "misspelled-segue-identifier", severity: .error,
                    message: "segue identifier \"shwMap\" matches no segue", subject: "shwMap",
                    location: Location(file: file, line: 1, column: 47))
            ], storyboardCount: 0, sourceCount: 1)
        let plain = TerminalReporter.render(result, paths: PathDisplay(workingDirectory: root.path), color: false)
        let lines = plain.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(
            lines[0], "Home.swift:1:47: error: segue identifier \"shwMap\" matches no segue (misspelled-segue-identifier)")
        XCTAssertEqual(lines[1], " 1 | let t = \"👤\"; performSegue(withIdentifier: \"shwMap\", sender: nil)")
        // 43 characters precede the value, the emoji taking two cells: 44 cells, then ^ and five ~.
        XCTAssertEqual(lines[2], "   | " + String(repeating: " ", count: 44) + "^~~~~~")
        XCTAssertFalse(plain.contains("\u{1B}["))
        let colored = TerminalReporter.render(result, paths: PathDisplay(workingDirectory: root.path), color: true)
        XCTAssertTrue(colored.contains("\u{1B}[1;31merror:\u{1B}[0m"), colored)
    }
}
