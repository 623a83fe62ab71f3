import Foundation
import SegueModel
import XCTest

@testable import SegueDriver
@testable import SegueRules

/// Every pair of rules where one defers to the other, both ways: the finding is reported once by
/// the deferring-to rule, and by the other when that one is off (disabled, or `severity: off`).
/// Suppression comments don't move a finding to the other rule.
final class RuleInterplayTests: XCTestCase {
    private func rules(_ files: [(String, String)], disabled: Set<String> = [], off: Set<String> = []) -> [String] {
        var configuration = Configuration()
        configuration.optInRules = ["unhandled-segue", "segue-code-without-scene"]
        configuration.disabledRules = disabled
        for id in off { configuration.severities[id] = .off }
        return Linter.lint(inMemory: files.map { (name: $0.0, content: $0.1) }, configuration: configuration).diagnostics
            .map { "\($0.ruleID) \($0.location.file):\($0.location.line)" }
    }

    private let personStoryboard = Examples.storyboard(
        viewController: "PersonViewController",
        segues: [
            #"<segue destination="dst-00-001" kind="show" identifier="showPerson" id="sg1-00-001"/>"#
        ])

    /// A segue enum case `showPersn` for the segue `showPerson`: the misspelled case, or, with that
    /// rule off, the segue without a case. Never nothing (the bug this fixes).
    func testEnumCaseTypo() {
        let files = [
            ("Main.storyboard", personStoryboard),
            (
                "PersonViewController.swift",
                """
                class PersonViewController: UIViewController, SegueHandlerType {
                    enum SegueIdentifier: String { case showPersn }
                }
                """
            ),
        ]
        XCTAssertEqual(rules(files), ["misspelled-segue-identifier PersonViewController.swift:2"])
        XCTAssertEqual(rules(files, disabled: ["misspelled-segue-identifier"]), ["missing-enum-case Main.storyboard:8"])
        XCTAssertEqual(rules(files, off: ["misspelled-segue-identifier"]), ["missing-enum-case Main.storyboard:8"])
        // A suppression comment doesn't hand the finding to the other rule.
        let suppressed = [
            files[0],
            (
                "PersonViewController.swift",
                """
                class PersonViewController: UIViewController, SegueHandlerType {
                    // seguelint:disable:next misspelled-segue-identifier
                    enum SegueIdentifier: String { case showPersn }
                }
                """
            ),
        ]
        XCTAssertEqual(rules(suppressed), [])
    }

    /// Two segues to one DetailViewController, one configured by prepare: the other has evidence
    /// for unhandled-segue.
    private let detailStoryboard = Examples.storyboard(
        viewController: "PersonViewController",
        segues: [
            #"<segue destination="vc3-00-001" kind="show" identifier="showPerson" id="sg1-00-001"/>"#,
            #"<segue destination="vc3-00-001" kind="show" identifier="showDetail" id="sg1-00-002"/>"#,
        ], extraScenes: Examples.scene(3, id: "vc3-00-001", customClass: "DetailViewController"))

    /// A segue with no enum case in a view controller that switches on its enum: missing-enum-case,
    /// or unhandled-segue when that is off.
    func testSegueWithoutEnumCase() {
        let files = [
            ("Main.storyboard", detailStoryboard),
            (
                "PersonViewController.swift",
                """
                class PersonViewController: UIViewController, SegueHandlerType {
                    enum SegueIdentifier: String { case showDetail }
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        switch segueIdentifier(for: segue) {
                        case .showDetail: break
                        }
                    }
                }
                class DetailViewController: UIViewController {}
                """
            ),
        ]
        XCTAssertEqual(
            rules(files).filter { !$0.hasPrefix("unknown") && !$0.hasPrefix("misspelled") },
            ["missing-enum-case Main.storyboard:8"])
        XCTAssertEqual(
            rules(files, disabled: ["missing-enum-case"]).filter { !$0.hasPrefix("unknown") && !$0.hasPrefix("misspelled") },
            ["unhandled-segue Main.storyboard:8"])
    }

    /// A branch on `showPersn` for the segue `showPerson`: the misspelled branch, or, with that
    /// rule off, the segue with no branch.
    func testBranchTypo() {
        let files = [
            ("Main.storyboard", detailStoryboard),
            (
                "PersonViewController.swift",
                """
                class PersonViewController: UIViewController {
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        if segue.identifier == "showPersn" { } else if segue.identifier == "showDetail" { }
                    }
                }
                class DetailViewController: UIViewController {}
                """
            ),
        ]
        XCTAssertEqual(rules(files), ["misspelled-segue-identifier PersonViewController.swift:3"])
        XCTAssertEqual(rules(files, disabled: ["misspelled-segue-identifier"]), ["unhandled-segue Main.storyboard:8"])
    }

    /// An unwind action that matches nothing in an app with a Podfile: the unverified warning, and
    /// nothing when it is off (a dependency may provide the action); without dependencies, the error.
    func testUnwindActionWithDependencies() {
        let storyboard = Examples.storyboard(
            viewController: "PersonViewController",
            segues: [
                #"<segue destination="ext-00-001" kind="unwind" unwindAction="unwindToRoot:" id="sg1-00-001"/>"#
            ])
        let app = [
            ("Main.storyboard", storyboard), ("PersonViewController.swift", "class PersonViewController: UIViewController {}"),
        ]
        XCTAssertEqual(rules(app), ["missing-unwind-action Main.storyboard:8"])
        let withPods = app + [("Podfile", "pod 'Hero'\n")]
        XCTAssertEqual(rules(withPods), ["unverified-unwind-action Main.storyboard:8"])
        XCTAssertEqual(rules(withPods, disabled: ["unverified-unwind-action"]), [])
    }
}
