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
        triggering: [
            RuleExample(
                ("Main.storyboard", Examples.storyboard(viewController: "ConfirmViewController", segues: [
                    #"<segue destination="ext-00-001" kind="unwind" unwindAction="unwindToCart:" id="sg1-00-001"/>"#,
                ])),
                ("CartViewController.swift", """
                class CartViewController: UIViewController {
                    @IBAction func unwindToCart(_ segue: UIStoryboardSegue) {}
                    @IBAction func ↓unwindToWishlist(_ segue: UIStoryboardSegue) {}
                }
                """)),
        ],
        nonTriggering: [
            RuleExample(
                ("Main.storyboard", Examples.storyboard(viewController: "ConfirmViewController", segues: [
                    #"<segue destination="ext-00-001" kind="unwind" unwindAction="unwindToCart:" id="sg1-00-001"/>"#,
                ])),
                ("CartViewController.swift", """
                class CartViewController: UIViewController {
                    @IBAction func unwindToCart(_ segue: UIStoryboardSegue) {}
                    func helper(_ segue: UIStoryboardSegue) {}
                }
                """)),
        ])

    func check(_ project: Project) -> [Diagnostic] {
        guard !project.storyboards.isEmpty else { return [] }
        let named = Set(project.storyboards.flatMap { $0.scenes.flatMap { $0.segues.compactMap(\.unwindAction) } })
        return project.segueMethods.filter { $0.isIBAction && $0.takesStoryboardSegue && !named.contains($0.selector) }
            .map { method in
                diagnostic("unwind action \"\(method.selector)\" (\(MissingUnwindActionRule.name(method))) "
                           + "is named by no linted storyboard", about: method.selector, at: method.location)
            }
    }
}
