import SegueModel

/// The cast after `instantiateViewController(withIdentifier:)` disagrees with the scene's class:
/// `as!` crashes (error), `as?` always fails (warning).
struct InstantiatedTypeMismatchRule: Rule {
    static let description = RuleDescription(
        id: "instantiated-type-mismatch",
        name: "Instantiated type mismatch",
        summary: "The cast after instantiating a scene by Storyboard ID disagrees with the scene's class",
        defaultSeverity: .error,
        rationale: #"""
            `storyboard.instantiateViewController(withIdentifier: "Profile") as! ProfileViewController` crashes when the scene with that
            Storyboard ID has another class; with `as?` (also in `guard let … as? T`), the cast always fails and the code silently does
            nothing (a **warning**). The scene's class may be the cast type or a subclass of it. When the scene is a navigation
            controller whose root is the cast type, the message says to cast the navigation controller and take its root.
            Storyboards are resolved as `unknown-storyboard-id` resolves them; when several scenes have the ID, every one must fail
            the cast.

            **Fix:** cast to the scene's class, or correct the scene's class in the Identity inspector.
            """#,
        triggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(viewController: "HomeViewController", segues: [])
                        .replacingOccurrences(
                            of: #"<viewController storyboardIdentifier="Destination" id="dst-00-001""#,
                            with:
                                #"<viewController storyboardIdentifier="Destination" id="dst-00-001" customClass="ProfileViewController" customModule="App" customModuleProvider="target""#
                        )
                ),
                (
                    "HomeViewController.swift",
                    """
                    class HomeViewController: UIViewController {
                        func open() {
                            let profile = storyboard!.instantiateViewController(withIdentifier: "Destination") as! ↓SettingsViewController
                            present(profile, animated: true)
                        }
                    }
                    class ProfileViewController: UIViewController {}
                    class SettingsViewController: UIViewController {}
                    """
                ))
        ],
        nonTriggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(viewController: "HomeViewController", segues: [])
                        .replacingOccurrences(
                            of: #"<viewController storyboardIdentifier="Destination" id="dst-00-001""#,
                            with:
                                #"<viewController storyboardIdentifier="Destination" id="dst-00-001" customClass="ProfileViewController" customModule="App" customModuleProvider="target""#
                        )
                ),
                (
                    "HomeViewController.swift",
                    """
                    class HomeViewController: UIViewController {
                        func open() {
                            let profile = storyboard!.instantiateViewController(withIdentifier: "Destination") as! BaseViewController
                            present(profile, animated: true)
                        }
                    }
                    class BaseViewController: UIViewController {}
                    class ProfileViewController: BaseViewController {}
                    """
                ))
        ])

    func check(_ index: CrossReferenceIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for instantiation in index.sources.flatMap(\.instantiations) {
            guard let castType = instantiation.castType, let castLocation = instantiation.castLocation,
                let expression = instantiation.identifier,
                case .value(let identifier, _) = index.resolve(expression, in: instantiation.ownerType),
                let storyboards = index.storyboards(for: instantiation)
            else { continue }
            let scenes = index.scenes(withStoryboardID: identifier, in: storyboards)
            guard !scenes.isEmpty else { continue }
            var verdicts: [(message: String, notes: [Note])] = []
            for ref in scenes {
                guard let controller = ref.scene.viewController else { continue }
                let destination = CrossReferenceIndex.Destination(storyboard: ref.storyboard, viewController: controller)
                if index.kinship(of: destination.className, to: castType) != .no { break }
                var notes = [
                    Note(
                        "the scene with Storyboard ID \"\(identifier)\", a \(destination.className), is here",
                        at: controller.location)
                ]
                if destination.isNavigationController, let root = index.rootViewController(of: destination),
                    index.kinship(of: root.className, to: castType) == .yes
                {
                    notes.append(Note("its root, \(root.className), is here", at: root.viewController.location))
                    verdicts.append(
                        (
                            "the scene with Storyboard ID \"\(identifier)\" is a navigation controller whose root is "
                                + "\(root.className); cast to \(destination.className) and take its topViewController", notes
                        ))
                } else {
                    verdicts.append(
                        (
                            "the scene with Storyboard ID \"\(identifier)\" is a \(destination.className), which is not "
                                + "\(castType) or a subclass of it", notes
                        ))
                }
            }
            guard verdicts.count == scenes.count, let verdict = verdicts.first else { continue }
            diagnostics.append(
                Diagnostic(
                    ruleID: Self.description.id, severity: instantiation.isForcedCast ? .error : .warning,
                    message: verdict.message
                        + (instantiation.isForcedCast ? "; the as! cast will crash" : "; the as? cast always fails"),
                    subject: identifier, location: castLocation, notes: verdict.notes))
        }
        return diagnostics
    }
}
