import SegueModel
import XCTest

@testable import SegueCache
@testable import SegueDriver
@testable import SegueRules

final class SuppressionTests: XCTestCase {
    private let storyboard = (
        "Main.storyboard",
        Examples.storyboard(
            viewController: "HomeViewController",
            segues: [
                #"<segue destination="dst-00-001" kind="show" identifier="showMap" id="sg1-00-001"/>"#
            ])
    )

    private func lint(_ swift: String) -> [Diagnostic] {
        Linter.lint(inMemory: [storyboard, ("Home.swift", swift)].map { (name: $0.0, content: $0.1) }).diagnostics
    }

    private func summary(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.location.line) \($0.ruleID)" }
    }

    func testEveryFormOfDirective() {
        let diagnostics = lint(
            """
            class HomeViewController: UIViewController {
                func a() { performSegue(withIdentifier: "nope1", sender: nil) }
                // seguelint:disable:next unknown-segue-identifier
                func b() { performSegue(withIdentifier: "nope2", sender: nil) }
                func c() { performSegue(withIdentifier: "nope3", sender: nil) } // seguelint:disable:this all
                // seguelint:disable unknown-segue-identifier misspelled-segue-identifier
                func d() { performSegue(withIdentifier: "nope4", sender: nil) }
                func e() { performSegue(withIdentifier: "showMa", sender: nil) }
                // seguelint:enable unknown-segue-identifier
                func f() { performSegue(withIdentifier: "nope6", sender: nil) }
                /* seguelint:disable:next unknown-segue-identifier */
                func g() { performSegue(withIdentifier: "nope7", sender: nil) }
            }
            """)
        XCTAssertEqual(summary(diagnostics), ["2 unknown-segue-identifier", "10 unknown-segue-identifier"])
    }

    func testSuperfluousDirectivesAreReported() {
        let diagnostics = lint(
            """
            class HomeViewController: UIViewController {
                // seguelint:disable:next unknown-segue-identifier
                func a() { performSegue(withIdentifier: "showMap", sender: nil) }
                // seguelint:disable:this unknown-segue-identifer
                // seguelint:disable:next
                func b() {}
            }
            """)
        XCTAssertEqual(summary(diagnostics), ["2 superfluous-disable", "4 superfluous-disable", "5 superfluous-disable"])
        XCTAssertEqual(diagnostics[0].location.column, 8)
        XCTAssertTrue(diagnostics[1].message.contains("did you mean \"unknown-segue-identifier\"?"), diagnostics[1].message)
        XCTAssertTrue(diagnostics[2].message.contains("names no rule"))
        XCTAssertTrue(diagnostics.allSatisfy { $0.severity == .warning })
    }

    /// In a `/** … */` block, `disable:next` means the line after the comment, and the prose lines
    /// after the directive are not rule names.
    func testDisableNextInAMultiLineDocComment() {
        let diagnostics = lint(
            """
            class HomeViewController: UIViewController {
                /**
                 seguelint:disable:next unknown-segue-identifier
                 Opens the legacy map, which only the old storyboard has.
                 - Parameter sender: the button
                 */
                func a() { performSegue(withIdentifier: "legacyMap", sender: nil) }
                /** seguelint:disable:next unknown-segue-identifier */
                func b() { performSegue(withIdentifier: "legacyList", sender: nil) }
                func c() { performSegue(withIdentifier: "nope", sender: nil) }
                /**
                 * Opens the archive (Xcode's own doc-comment style, a star on every line).
                 *
                 * seguelint:disable:next unknown-segue-identifier
                 */
                func d() { performSegue(withIdentifier: "legacyArchive", sender: nil) }
                // Not a directive: prose that mentions seguelint:disable:next unknown-segue-identifier
                func e() { performSegue(withIdentifier: "nope2", sender: nil) }
            }
            """)
        XCTAssertEqual(summary(diagnostics), ["10 unknown-segue-identifier", "18 unknown-segue-identifier"])
    }
}
