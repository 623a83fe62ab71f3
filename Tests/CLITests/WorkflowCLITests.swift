import Foundation
import TestSupport
import XCTest

/// The workflow options end to end: configuration files, baselines, output files, changed-file
/// runs and `init`.
final class WorkflowCLITests: XCTestCase {
    private func project(_ files: [String: String]) throws -> URL {
        try TestSupport.temporaryProject(files, for: self)
    }

    /// One scene, `HomeViewController`, with a `showDetail` segue (shared with CLITests).
    private static let storyboard = CLITests.goodStoryboard

    private static func swift(_ identifiers: [String], padding: Int = 0) -> String {
        String(repeating: "// padding\n", count: padding) + "class HomeViewController: UIViewController {\n"
            + identifiers.map { "    func go\($0)() { performSegue(withIdentifier: \"\($0)\", sender: nil) }\n" }.joined() + "}\n"
    }

    func testConfigurationErrorExitsTwoWithLocation() throws {
        let root = try project([".seguelint.yml": "strict: true\nexclude: [x]\n", "Main.storyboard": Self.storyboard])
        let result = try CLITests.launch([], in: root)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix(root.appendingPathComponent(".seguelint.yml").path + ":2:1: error: unknown key 'exclude'; did you mean 'excluded'?"),
                      result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    func testConfigurationIsFoundInAParentAndApplied() throws {
        let root = try project([
            ".seguelint.yml": "severity:\n  unknown-segue-identifier: warning\nexcluded: [\"App/Generated\"]\n",
            "App/Main.storyboard": Self.storyboard,
            "App/Home.swift": Self.swift(["nowhere"]),
            "App/Generated/Bad.swift": "class X: UIViewController { func f() { performSegue(withIdentifier: \"zzz\", sender: nil) } }",
        ])
        let result = try CLITests.launch([".", "--quiet"], in: root.appendingPathComponent("App"))
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("Home.swift:2:54: warning: "), result.stdout)
        XCTAssertFalse(result.stdout.contains("Bad.swift"))
        XCTAssertEqual(try CLITests.launch([".", "--strict", "--quiet"], in: root.appendingPathComponent("App")).status, 1)
        XCTAssertEqual(try CLITests.launch([".", "--no-config", "--quiet"], in: root.appendingPathComponent("App")).status, 1)
    }

    func testBaselineWorkflowAcrossShiftedLines() throws {
        let root = try project(["Main.storyboard": Self.storyboard, "Home.swift": Self.swift(["nowhere", "showDetial"])])
        let write = try CLITests.launch(["--write-baseline", "baseline.json", "--quiet"], in: root)
        XCTAssertEqual(write.status, 1, "writing a baseline still reports")
        try Self.swift(["nowhere", "brandNew"], padding: 5).write(to: root.appendingPathComponent("Home.swift"), atomically: true, encoding: .utf8)
        let result = try CLITests.launch(["--baseline", "baseline.json", "--baseline-stale", "--quiet"], in: root)
        XCTAssertEqual(result.status, 1)
        let lines = result.stdout.split(separator: "\n").filter { !$0.contains(": note: ") }
        XCTAssertEqual(lines.count, 1, result.stdout)
        XCTAssertTrue(lines.first?.contains("\"brandNew\"") == true, result.stdout)
        XCTAssertTrue(result.stderr.contains("stale baseline entry: Home.swift: segue identifier \"showDetial\""), result.stderr)
        let broken = try CLITests.launch(["--baseline", "missing.json"], in: root)
        XCTAssertEqual(broken.status, 2)
        // Baseline paths are relative to the baseline file: absolute output (Xcode) and another
        // working directory still match.
        let elsewhere = try CLITests.launch(["lint", root.path, "--baseline", root.appendingPathComponent("baseline.json").path,
                                             "--absolute-paths", "--quiet"], in: root.deletingLastPathComponent())
        XCTAssertEqual(elsewhere.stdout.split(separator: "\n").filter { !$0.contains(": note: ") }.count, 1, elsewhere.stdout)
        XCTAssertTrue(elsewhere.stdout.hasPrefix(root.appendingPathComponent("Home.swift").path), elsewhere.stdout)
    }

    func testOutputFileGetsTheReportAndTheTerminalTheSummary() throws {
        let root = try project(["Main.storyboard": Self.storyboard, "Home.swift": Self.swift(["nowhere"])])
        let result = try CLITests.launch(["--reporter", "sarif", "--output", "out/report.sarif"], in: root)
        XCTAssertEqual(result.status, 2, "a missing output folder is an error: \(result.stderr)")
        let written = try CLITests.launch(["--reporter", "sarif", "--output", "report.sarif"], in: root)
        XCTAssertEqual(written.status, 1)
        XCTAssertTrue(written.stdout.contains("unknown-segue-identifier"), written.stdout)
        XCTAssertTrue(written.stdout.contains("1 error and 0 warnings"), written.stdout)
        let report = try String(contentsOf: root.appendingPathComponent("report.sarif"), encoding: .utf8)
        XCTAssertTrue(report.contains("\"version\" : \"2.1.0\""))
    }

    func testChangedFilesReportOnlyFindingsTouchingThem() throws {
        let root = try project([
            "Main.storyboard": Self.storyboard,
            "Home.swift": Self.swift(["showDetial"]),
            "Other.swift": "class OtherViewController: UIViewController {}",
        ])
        // The storyboard changed: the misspelling in Home.swift points at it through its note.
        let storyboardChanged = try CLITests.launch(["--changed", "Main.storyboard", "--quiet"], in: root)
        XCTAssertEqual(storyboardChanged.status, 1)
        XCTAssertTrue(storyboardChanged.stdout.contains("Home.swift:2"), storyboardChanged.stdout)
        let unrelated = try CLITests.launch(["--changed", "Other.swift", "--quiet"], in: root)
        XCTAssertEqual(unrelated.status, 0, unrelated.stdout)
        try "Home.swift\n".write(to: root.appendingPathComponent("changed.txt"), atomically: true, encoding: .utf8)
        let fromFile = try CLITests.launch(["--files-from", "changed.txt", "--quiet"], in: root)
        XCTAssertEqual(fromFile.status, 1)
    }

    func testInitWritesAConfigurationThatLoads() throws {
        let root = try project(["Main.storyboard": Self.storyboard])
        XCTAssertEqual(try CLITests.launch(["init"], in: root).status, 0)
        XCTAssertEqual(try CLITests.launch(["init"], in: root).status, 2, "no silent overwrite")
        let lint = try CLITests.launch(["--quiet"], in: root)
        XCTAssertEqual(lint.status, 0, lint.stderr)
    }

    func testColorOnlyWhenAskedForInATerminal() throws {
        let root = try project(["Main.storyboard": Self.storyboard, "Home.swift": Self.swift(["nowhere"])])
        let piped = try CLITests.launch(["--quiet"], in: root)
        XCTAssertFalse(piped.stdout.contains("\u{1B}["), "no escape codes when stdout is not a terminal")
        XCTAssertFalse(piped.stdout.contains(" | "), "no snippets when stdout is not a terminal")
    }
}
