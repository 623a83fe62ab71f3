import SegueModel

/// A view controller class whose code performs or compares segue identifiers, while neither it nor
/// a subclass is the custom class of any scene of the linted storyboards: usually a screen replaced
/// by a new one and left behind. Every `performSegue` there raises, every comparison is dead.
struct SegueCodeWithoutSceneRule: Rule {
    static let description = RuleDescription(
        id: "segue-code-without-scene",
        name: "Segue code without a scene",
        summary: "Code names a segue in a class that no linted scene has, nor a subclass of it",
        defaultSeverity: .warning,
        isOptIn: true,
        rationale: #"""
            **Opt-in** since 2026-11-26: on real apps, hand-read for issue #20, it was right 14 % of the time (classes given a scene
            at run time with `object_setClass`, code kept for another target or app), below the 80 % a default warning must reach.
            Enable it with `opt_in_rules: [segue-code-without-scene]` when every scene of the app is in the linted storyboards.

            A view controller's segues belong to its scenes: the scenes whose `customClass` is the class or one of its subclasses.
            When no linted storyboard has such a scene, `performSegue(withIdentifier:sender:)` in that class raises *"Receiver has no
            segue with identifier"*, and its comparisons in `prepare(for:sender:)` never match. The usual cause is a screen that was
            replaced by a new class while the old one stayed in the project.

            Until issue #12, seguelint skipped such classes, in case their storyboard was not among the inputs. Lint the whole app (or
            its Xcode project) so every storyboard is read; a class whose scenes live in a storyboard of another bundle can be
            silenced with an `ignore` entry.

            Not reported: code whose `prepare(for:sender:)` receives forwarded segues (when some class forwards), identifiers given to
            segues built in code, code in extensions of framework view controllers or in protocols (checked against every scene),
            classes declared only in extensions (their class lives in another module), and runs without storyboards.

            **Fix:** delete the dead class, or give its scene the class in Interface Builder.
            """#,
        triggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "CheckoutViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="showPayment" id="sg1-00-001"/>"#
                        ])
                ),
                (
                    "LegacyCheckoutViewController.swift",
                    """
                    class LegacyCheckoutViewController: UIViewController {
                        func pay() { performSegue(withIdentifier: "↓showPayment", sender: nil) }
                    }
                    """
                ))
        ],
        nonTriggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "CheckoutViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="showPayment" id="sg1-00-001"/>"#
                        ])
                ),
                (
                    "Checkout.swift",
                    """
                    class BaseCheckoutViewController: UIViewController {
                        func pay() { performSegue(withIdentifier: "showPayment", sender: nil) }
                    }
                    class CheckoutViewController: BaseCheckoutViewController {}
                    extension SFSafariViewController {
                        func close() { performSegue(withIdentifier: "done", sender: nil) }
                    }
                    """
                ))
        ])

    func check(_ index: CrossReferenceIndex) -> [Diagnostic] {
        index.identifierAnalysis.sceneless.map { use in
            let consequence =
                use.kind == .perform
                ? "performSegue will raise 'Receiver has no segue with identifier'" : "this branch never runs"
            return diagnostic(
                "segue identifier \"\(use.value)\" is named in \(use.owner), but no linted storyboard has a scene of "
                    + "\(use.owner) or a subclass; \(consequence)", about: use.value, at: use.location)
        }
    }
}
