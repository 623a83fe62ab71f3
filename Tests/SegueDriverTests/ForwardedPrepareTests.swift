import Foundation
import SegueModel
import XCTest

@testable import SegueDriver
@testable import SegueRules

/// A container's prepare(for:sender:) forwards its segues: to a receiver known from a property's
/// class or an embedding (`parent`), only that receiver's comparisons match the container's
/// segues; to an unknown receiver (`delegate`), every class's.
final class ForwardedPrepareTests: XCTestCase {
    private func findings(container: String) -> [String] {
        let storyboard = Examples.storyboard(
            viewController: "ContainerViewController",
            segues: [
                #"<segue destination="dst-00-001" kind="show" identifier="showEditor" id="sg1-00-001"/>"#
            ],
            extraScenes: Examples.scene(
                3, id: "vc3-00-001", customClass: "ProfileViewController", storyboardIdentifier: "Profile")
                + "\n" + Examples.scene(4, id: "vc4-00-001", customClass: "OtherViewController", storyboardIdentifier: "Other"))
        let files = [
            (name: "Main.storyboard", content: storyboard),
            (name: "Container.swift", content: container),
            (
                name: "Children.swift",
                content: """
                class ProfileViewController: UIViewController {
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        if segue.identifier == "showEditor" { title = "Editing" }
                    }
                }
                class OtherViewController: UIViewController {
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        if segue.identifier == "showEditor" { title = "Editing" }
                    }
                }
                """
            ),
        ]
        return Linter.lint(inMemory: files).diagnostics.map { "\($0.ruleID) \($0.location.file):\($0.location.line)" }
    }

    func testAKnownReceiverIsTheOnlyOneWidened() {
        XCTAssertEqual(
            findings(
                container: """
                    class ContainerViewController: UIViewController {
                        var activeChild: ProfileViewController?
                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                            activeChild?.prepare(for: segue, sender: sender)
                        }
                    }
                    """), ["unknown-segue-identifier Children.swift:8"])
    }

    func testAnUnknownReceiverWidensEveryClass() {
        XCTAssertEqual(
            findings(
                container: """
                    protocol ContainerDelegate: AnyObject { func prepare(for segue: UIStoryboardSegue, sender: Any?) }
                    class ContainerViewController: UIViewController {
                        weak var delegate: ContainerDelegate?
                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                            delegate?.prepare(for: segue, sender: sender)
                        }
                    }
                    """), [])
    }

    /// Without forwarding both comparisons are reported; `player.prepare()` is not a forward.
    func testNoForwardingNoWidening() {
        XCTAssertEqual(
            findings(
                container: """
                    class ContainerViewController: UIViewController {
                        let player = AVAudioPlayer()
                        func start() { player.prepare(); player.prepareToPlay() }
                    }
                    """), ["unknown-segue-identifier Children.swift:3", "unknown-segue-identifier Children.swift:8"])
    }
}
