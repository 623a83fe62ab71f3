import SegueModel

/// Two scenes of one storyboard with the same Storyboard ID: `instantiateViewController(withIdentifier:)`
/// returns one of them, and which one is not specified.
struct DuplicateStoryboardIDRule: Rule {
    static let description = RuleDescription(
        id: "duplicate-storyboard-id",
        name: "Duplicate Storyboard ID",
        summary: "Two scenes of one storyboard have the same Storyboard ID",
        defaultSeverity: .warning,
        rationale: #"""
            A Storyboard ID names one scene for `instantiateViewController(withIdentifier:)` and storyboard references. When two scenes
            of one storyboard share it (usually a scene duplicated in Interface Builder, the copy keeping the ID), the runtime returns
            one of them, and which one is not specified. The finding is at the later scene, with a note at the other. The same ID in
            two different storyboards is fine. Localized copies of a storyboard count once.

            **Fix:** give the copy its own Storyboard ID.
            """#,
        triggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "HomeViewController", segues: [],
                        extraScenes: Examples.scene(
                            3, id: "vc3-00-001", customClass: "HomeViewController",
                            storyboardIdentifier: "Destination", marker: "↓"))
                ),
                ("HomeViewController.swift", "class HomeViewController: UIViewController {}"))
        ],
        nonTriggering: [
            RuleExample(
                ("Main.storyboard", Examples.storyboard(viewController: "HomeViewController", segues: [])),
                ("Other.storyboard", Examples.storyboard(viewController: "HomeViewController", segues: [])),
                ("HomeViewController.swift", "class HomeViewController: UIViewController {}"))
        ])

    func check(_ index: CrossReferenceIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for storyboard in index.storyboards {
            var first: [String: ViewController] = [:]
            for scene in storyboard.scenes {
                guard let controller = scene.viewController, let identifier = controller.storyboardIdentifier, !identifier.isEmpty
                else { continue }
                guard let earlier = first[identifier] else {
                    first[identifier] = controller
                    continue
                }
                diagnostics.append(
                    diagnostic(
                        "Storyboard ID \"\(identifier)\" is also on another scene of \(storyboard.name).storyboard; "
                            + "instantiating it returns either one",
                        about: identifier, at: controller.location,
                        notes: [Note("the other scene with Storyboard ID \"\(identifier)\" is here", at: earlier.location)]))
            }
        }
        return diagnostics
    }
}
