import SegueModel
import XCTest

@testable import SegueCache
@testable import SegueDriver
@testable import SegueRules

final class BaselineTests: XCTestCase {
    private let directory = FileManager.default.currentDirectoryPath

    private func lint(_ swift: String) -> [Diagnostic] {
        let storyboard = Examples.storyboard(
            viewController: "HomeViewController",
            segues: [
                #"<segue destination="dst-00-001" kind="show" identifier="showMap" id="sg1-00-001"/>"#
            ])
        return Linter.lint(inMemory: [(name: "Main.storyboard", content: storyboard), (name: "Home.swift", content: swift)])
            .diagnostics
    }

    func testRoundTripSurvivesShiftedLines() throws {
        let before = lint(
            """
            class HomeViewController: UIViewController {
                func a() { performSegue(withIdentifier: "nope", sender: nil) }
                func b() { performSegue(withIdentifier: "shwMap", sender: nil) }
            }
            """)
        XCTAssertEqual(before.count, 2)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Baseline(diagnostics: before, directory: Baseline.directory(of: url.path)).write(to: url.path)
        let baseline = try Baseline.load(path: url.path)
        XCTAssertEqual(baseline.entries.map(\.subject), ["shwMap", "nope"], "sorted by file, rule, message")

        let after = lint(
            """
            // A new comment
            // moves every line down.
            class HomeViewController: UIViewController {
                func a() { performSegue(withIdentifier: "nope", sender: nil) }
                func c() { performSegue(withIdentifier: "brandNew", sender: nil) }
            }
            """)
        let (new, stale) = baseline.filter(after)
        XCTAssertEqual(new.map(\.subject), ["brandNew"])
        XCTAssertEqual(stale.map(\.subject), ["shwMap"])
    }

    func testEachEntryAbsorbsOneDiagnostic() {
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
        let (new, stale) = Baseline(diagnostics: once, directory: directory).filter(twice)
        XCTAssertEqual(new.count, 1)
        XCTAssertEqual(stale.count, 0)
    }

    func testMalformedBaselineIsAClearError() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try "not json".write(to: url, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try Baseline.load(path: url.path)) { error in
            XCTAssertTrue("\(error)".contains("is not a seguelint baseline"), "\(error)")
        }
    }
}
