import SegueModel
import TestSupport
import XCTest
@testable import SegueLint

/// Runs the whole linter over every fixture case (`Fixtures/<rule-id>/<case>/` and the demo app)
/// and compares the Xcode-format output with the `expected.txt` beside the inputs.
final class FixtureCaseTests: XCTestCase {
    /// Folders holding an `expected.txt`, outside the parser corpus.
    static func caseFolders() -> [URL] {
        TestSupport.files(under: TestSupport.fixtures, suffix: "expected.txt")
            .map { $0.deletingLastPathComponent() }
            .filter { !$0.path.contains("/Fixtures/Corpus/") }
    }

    func testThereAreCasesForEveryRule() {
        let folders = Set(Self.caseFolders().map { $0.deletingLastPathComponent().lastPathComponent })
        for rule in allRules where rule.description.id != "invalid-swift-source" {
            XCTAssertTrue(folders.contains(rule.description.id), "no fixture case for \(rule.description.id)")
        }
    }

    func testEveryCaseMatchesItsExpectedOutput() throws {
        let cases = Self.caseFolders()
        XCTAssertGreaterThan(cases.count, 10)
        for folder in cases {
            // A case may carry its own .seguelint.yml (opt-in rules), found as the CLI finds it.
            let configuration = try Configuration.find(from: folder.path).map {
                try Configuration.load(path: $0, ruleIDs: allRules.map { $0.description.id },
                                       reporters: ReporterKind.allCases.map(\.rawValue))
            } ?? Configuration()
            let result = Linter.lint(try FileDiscovery.discover([folder.path]), configuration: configuration)
            let output = ReporterKind.xcode.render(result, paths: PathDisplay(workingDirectory: folder.path))
            TestSupport.assertMatchesFile(output, folder.appendingPathComponent("expected.txt"))
        }
    }

    /// The same project linted from a shuffled file list gives the same bytes.
    func testOutputDoesNotDependOnFileOrder() throws {
        let demo = TestSupport.fixtures.appendingPathComponent("DemoApp")
        let files = try FileDiscovery.discover([demo.path])
        let display = PathDisplay(workingDirectory: demo.path)
        let reference = ReporterKind.json.render(Linter.lint(files), paths: display)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3 {
            let shuffled = FileDiscovery.Files(storyboards: files.storyboards.shuffled(using: &generator),
                                               sources: files.sources.shuffled(using: &generator))
            XCTAssertEqual(ReporterKind.json.render(Linter.lint(shuffled), paths: display), reference)
        }
    }
}
