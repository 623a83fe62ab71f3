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
        rationale: #"""
            A [suppression comment](../configuration.md#suppressing-findings) that hides nothing today will hide a real finding tomorrow,
            and a misspelled rule id hides nothing at all. The rule reports a `seguelint:disable`, `disable:next` or `disable:this`
            comment in these cases:

            - It suppressed no finding in this run.
            - It names no rule.
            - It names an unknown rule. The message suggests the nearest rule id, if there is one.

            A directive that names only rules that did not run (disabled, `off`, or opt-in and not enabled) is not judged, because it may
            be needed when they run. `enable` comments are never reported. The finding points at `seguelint:` in the comment.

            **Fix:** delete the comment, or correct the rule id. A comment can't suppress this rule itself (a
            `seguelint:disable superfluous-disable` comment is reported as suppressing nothing). To keep such a comment on purpose, add an
            `ignore` entry with `rule: superfluous-disable`, or turn the rule off with `disabled_rules` or `severity`.
            """#,
        triggering: [
            RuleExample(
                (
                    "ViewController.swift",
                    """
                    class ViewController: UIViewController {
                        // ↓seguelint:disable:next all
                        func nothingToHide() {}
                        // ↓seguelint:disable unknown-segue-identifer
                    }
                    """
                ))
        ],
        nonTriggering: [
            // Directives naming rules that did not run are not judged.
            RuleExample(
                (
                    "ViewController.swift",
                    """
                    class ViewController: UIViewController {
                        // seguelint:disable:next unknown-segue-identifier
                        func go() { performSegue(withIdentifier: "x", sender: nil) }
                    }
                    """
                ))
        ])

    /// Creates the rule.
    public init() {}

    /// Nothing: the driver judges suppression comments after the other rules ran.
    public func check(_ index: CrossReferenceIndex) -> [Diagnostic] { [] }
}
