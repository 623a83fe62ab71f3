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
        XCTAssertTrue(
            result.stderr.hasPrefix(
                root.appendingPathComponent(".seguelint.yml").path
                    + ":2:1: error: unknown key 'exclude'; did you mean 'excluded'?"),
            result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    func testConfigurationIsFoundInAParentAndApplied() throws {
        let root = try project([
            ".seguelint.yml": "severity:\n  unknown-segue-identifier: warning\nexcluded: [\"App/Generated\"]\n",
            "App/Main.storyboard": Self.storyboard,
            "App/Home.swift": Self.swift(["nowhere"]),
            "App/Generated/Bad.swift":
                "class X: UIViewController { func f() { performSegue(withIdentifier: \"zzz\", sender: nil) } }",
        ])
        let result = try CLITests.launch([".", "--quiet"], in: root.appendingPathComponent("App"))
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(
            result.stdout,
            "Home.swift:2:54: warning: segue identifier \"nowhere\" matches no segue for HomeViewController; "
                + "performSegue will raise 'Receiver has no segue with identifier' (unknown-segue-identifier)\n"
                + "Main.storyboard:6:17: note: HomeViewController's scene is here\n")
        XCTAssertEqual(try CLITests.launch([".", "--strict", "--quiet"], in: root.appendingPathComponent("App")).status, 1)
        XCTAssertEqual(try CLITests.launch([".", "--no-config", "--quiet"], in: root.appendingPathComponent("App")).status, 1)
    }

    func testBaselineWorkflowAcrossShiftedLines() throws {
        let root = try project(["Main.storyboard": Self.storyboard, "Home.swift": Self.swift(["nowhere", "showDetial"])])
        let write = try CLITests.launch(["--write-baseline", "baseline.json", "--quiet"], in: root)
        XCTAssertEqual(write.status, 1, "writing a baseline still reports")
        try Self.swift(["nowhere", "brandNew"], padding: 5).write(
            to: root.appendingPathComponent("Home.swift"), atomically: true, encoding: .utf8)
        let result = try CLITests.launch(["--baseline", "baseline.json", "--baseline-stale", "--quiet"], in: root)
        XCTAssertEqual(result.status, 1)
        let lines = result.stdout.split(separator: "\n").filter { !$0.contains(": note: ") }
        XCTAssertEqual(lines.count, 1, result.stdout)
        XCTAssertTrue(lines.first?.contains("\"brandNew\"") == true, result.stdout)
        XCTAssertEqual(
            result.stderr,
            "seguelint: stale baseline entry: Home.swift: segue identifier \"showDetial\" matches no segue "
                + "for HomeViewController; did you mean \"showDetail\"? (misspelled-segue-identifier)\n")
        let broken = try CLITests.launch(["--baseline", "missing.json"], in: root)
        XCTAssertEqual(broken.status, 2)
        XCTAssertEqual(broken.stderr, "seguelint: error: cannot read baseline missing.json\n")
        // Baseline paths are relative to the baseline file: absolute output (Xcode) and another
        // working directory still match.
        let elsewhere = try CLITests.launch(
            [
                "lint", root.path, "--baseline", root.appendingPathComponent("baseline.json").path,
                "--absolute-paths", "--quiet",
            ], in: root.deletingLastPathComponent())
        XCTAssertEqual(elsewhere.stdout.split(separator: "\n").filter { !$0.contains(": note: ") }.count, 1, elsewhere.stdout)
        XCTAssertTrue(elsewhere.stdout.hasPrefix(root.appendingPathComponent("Home.swift").path), elsewhere.stdout)
    }

    func testOutputFileGetsTheReportAndTheTerminalTheSummary() throws {
        let root = try project(["Main.storyboard": Self.storyboard, "Home.swift": Self.swift(["nowhere"])])
        let result = try CLITests.launch(["--reporter", "sarif", "--output", "out/report.sarif"], in: root)
        XCTAssertEqual(result.status, 2, "a missing output folder is an error: \(result.stderr)")
        let written = try CLITests.launch(["--reporter", "sarif", "--output", "report.sarif"], in: root)
        XCTAssertEqual(written.status, 1)
        XCTAssertEqual(
            written.stdout,
            """
            rule                        errors  warnings
            unknown-segue-identifier         1         0

            file          errors  warnings
            Home.swift         1         0

            1 error and 0 warnings in 2 files (1 storyboard, 1 Swift file)

            """)
        XCTAssertEqual(written.stderr, "")
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
        let misspelling =
            "Home.swift:2:57: error: segue identifier \"showDetial\" matches no segue for HomeViewController; "
            + "did you mean \"showDetail\"? (misspelled-segue-identifier)\n"
            + "Main.storyboard:8:74: note: segue \"showDetail\" is defined here\n"
            + "Main.storyboard:6:17: note: HomeViewController's scene is here\n"
        XCTAssertEqual(storyboardChanged.stdout, misspelling)
        let unrelated = try CLITests.launch(["--changed", "Other.swift", "--quiet"], in: root)
        XCTAssertEqual(unrelated.status, 0, unrelated.stdout)
        XCTAssertEqual(unrelated.stdout, "")
        try "Home.swift\n".write(to: root.appendingPathComponent("changed.txt"), atomically: true, encoding: .utf8)
        let fromFile = try CLITests.launch(["--files-from", "changed.txt", "--quiet"], in: root)
        XCTAssertEqual(fromFile.status, 1)
        XCTAssertEqual(fromFile.stdout, misspelling)
    }

    func testInitWritesAConfigurationThatLoads() throws {
        let root = try project(["Main.storyboard": Self.storyboard])
        let first = try CLITests.launch(["init"], in: root)
        XCTAssertEqual(first.status, 0)
        XCTAssertEqual(first.stdout, "wrote .seguelint.yml\n")
        let again = try CLITests.launch(["init"], in: root)
        XCTAssertEqual(again.status, 2, "no silent overwrite")
        XCTAssertEqual(again.stderr, "seguelint: error: .seguelint.yml already exists (use --force to overwrite)\n")
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
