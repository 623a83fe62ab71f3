import SegueModel

/// A `// seguelint:disable…` comment that suppresses nothing (or names an unknown rule) hides
/// nothing today and will hide a real finding tomorrow; SwiftLint reports the same. The linter
/// evaluates this after every other rule ran; `check` itself has nothing to look at.
public struct SuperfluousDisableRule: Rule {
    /// The rule's description (the driver reports its findings).
    public static let description = RuleDescription(
        id: "superfluous-disable",
        name: "Superfluous disable comment",
        summary: "A seguelint:disable comment suppresses no diagnostic or names an unknown rule",
        defaultSeverity: .warning,
        triggering: [
            RuleExample(("ViewController.swift", """
            class ViewController: UIViewController {
                // ↓seguelint:disable:next all
                func nothingToHide() {}
                // ↓seguelint:disable unknown-segue-identifer
            }
            """)),
        ],
        nonTriggering: [
            // Directives naming rules that did not run are not judged.
            RuleExample(("ViewController.swift", """
            class ViewController: UIViewController {
                // seguelint:disable:next unknown-segue-identifier
                func go() { performSegue(withIdentifier: "x", sender: nil) }
            }
            """)),
        ])

    /// Creates the rule.
    public init() {}

    /// Nothing: the driver judges suppression comments after the other rules ran.
    public func check(_ project: Project) -> [Diagnostic] { [] }
}
