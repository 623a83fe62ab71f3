import SegueModel

/// An `@IBAction` that takes a storyboard segue is an unwind action; when no linted storyboard
/// names its selector in an `unwindAction`, it is dead code or the storyboard lost its exit
/// connection. Opt-in: apps often share unwind actions with storyboards outside the lint run.
struct UnusedUnwindActionRule: Rule {
    static let description = RuleDescription(
        id: "unused-unwind-action",
        name: "Unused unwind action",
        summary: "An @IBAction taking a storyboard segue is named by no linted storyboard's unwindAction",
        defaultSeverity: .warning,
        isOptIn: true,
        rationale: #"""
            This rule is opt-in: enable it with `opt_in_rules` in `.seguelint.yml` (or run with `--enable-all-rules`). It reports an
            `@IBAction` that takes a storyboard segue (an unwind action) whose selector appears in no `unwindAction` of any linted
            storyboard. Either the method is dead code, or the storyboard lost the Exit connection that should reach it. Selectors are
            derived as for [`missing-unwind-action`](missing-unwind-action.md). The rule is opt-in because apps often share unwind actions
            with storyboards that are not in the lint run.

            ```yaml
            # .seguelint.yml
            opt_in_rules:
              - unused-unwind-action
            ```

            **Fix:** delete the method, or connect an Exit to it in Interface Builder. If a storyboard outside the lint run uses it, add
            that storyboard to the run.
            """#,
        triggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "ConfirmViewController",
                        segues: [
                            #"<segue destination="ext-00-001" kind="unwind" unwindAction="unwindToCart:" id="sg1-00-001"/>"#
                        ])
                ),
                (
                    "CartViewController.swift",
                    """
                    class CartViewController: UIViewController {
                        @IBAction func unwindToCart(_ segue: UIStoryboardSegue) {}
                        @IBAction func ↓unwindToWishlist(_ segue: UIStoryboardSegue) {}
                    }
                    """
                ))
        ],
        nonTriggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "ConfirmViewController",
                        segues: [
                            #"<segue destination="ext-00-001" kind="unwind" unwindAction="unwindToCart:" id="sg1-00-001"/>"#
                        ])
                ),
                (
                    "CartViewController.swift",
                    """
                    class CartViewController: UIViewController {
                        @IBAction func unwindToCart(_ segue: UIStoryboardSegue) {}
                        func helper(_ segue: UIStoryboardSegue) {}
                    }
                    """
                ))
        ])

    func check(_ index: CrossReferenceIndex) -> [Diagnostic] {
        guard !index.storyboards.isEmpty else { return [] }
        let named = Set(index.storyboards.flatMap { $0.scenes.flatMap { $0.segues.compactMap(\.unwindAction) } })
        return index.segueMethods.filter {
            $0.isIBAction && $0.takesStoryboardSegue && !named.contains(index.selector(of: $0))
        }
        .map { method in
            diagnostic(
                "unwind action \"\(index.selector(of: method))\" (\(MissingUnwindActionRule.name(method))) "
                    + "is named by no linted storyboard", about: index.selector(of: method), at: method.location)
        }
    }
}
