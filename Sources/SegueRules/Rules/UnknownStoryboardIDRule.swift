import SegueModel

/// `instantiateViewController(withIdentifier: "Y")` on a storyboard that has no scene with
/// Storyboard ID Y ("Storyboard doesn't contain a view controller with identifier"), or
/// `instantiateInitialViewController()` on one without an initial view controller.
struct UnknownStoryboardIDRule: Rule {
    static let description = RuleDescription(
        id: "unknown-storyboard-id",
        name: "Unknown Storyboard ID",
        summary: "Code instantiates a Storyboard ID that no scene of that storyboard has",
        defaultSeverity: .error,
        rationale: #"""
            `instantiateViewController(withIdentifier:)` (also `instantiateViewController(identifier:)` and AppKit's
            `instantiateController(withIdentifier:)`) raises *"Storyboard doesn't contain a view controller with identifier"* when no
            scene of the storyboard has that Storyboard ID. The storyboard is known when the call goes to `UIStoryboard(name: "X",
            bundle: nil)` written inline or bound to a local in the same function; for the view controller's own `storyboard`, the
            storyboards of its class's scenes are searched; otherwise (a parameter, `UIStoryboard.main`) every linted storyboard.
            A near-miss Storyboard ID of those storyboards is suggested. `instantiateInitialViewController()` on a named storyboard
            without an initial view controller returns `nil`, and is reported too.

            Generated accessors are checked too (SwiftGen's `StoryboardScene` declarations where they are generated, or its uses
            when the generated file is not linted; R.swift's `R.storyboard.main.settings()` where used), and WatchKit's
            `pushController(withName:context:)` / `presentController(withName:context:)` against the `identifier` of the watch
            storyboards' controllers.

            Not judged: identifiers built at run time, storyboards of other bundles, and a storyboard name that matches no storyboard
            (`unknown-storyboard-name` reports it).

            **Fix:** correct the identifier, or set the scene's Storyboard ID in the Identity inspector.
            """#,
        triggering: [
            RuleExample(
                ("Main.storyboard", Examples.storyboard(viewController: "HomeViewController", segues: [])),
                (
                    "HomeViewController.swift",
                    """
                    class HomeViewController: UIViewController {
                        func open() {
                            let storyboard = UIStoryboard(name: "Main", bundle: nil)
                            let next = storyboard.instantiateViewController(withIdentifier: "↓Destinaton")
                            present(next, animated: true)
                        }
                    }
                    """
                ))
        ],
        nonTriggering: [
            RuleExample(
                ("Main.storyboard", Examples.storyboard(viewController: "HomeViewController", segues: [])),
                (
                    "HomeViewController.swift",
                    """
                    class HomeViewController: UIViewController {
                        func open(_ identifier: String) {
                            let next = storyboard!.instantiateViewController(withIdentifier: "Destination")
                            let other = storyboard!.instantiateViewController(withIdentifier: identifier)
                            let initial = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
                            _ = (next, other, initial)
                        }
                    }
                    """
                ))
        ])

    func check(_ index: CrossReferenceIndex) -> [Diagnostic] {
        guard !index.storyboards.isEmpty, !index.problems.contains(where: { $0.kind == .storyboard }) else { return [] }
        var diagnostics = checkGeneratedUses(index)
        for instantiation in index.sources.flatMap(\.instantiations) {
            guard let storyboards = index.storyboards(for: instantiation), !storyboards.isEmpty else { continue }
            guard let expression = instantiation.identifier else {
                if case .named = instantiation.storyboard, storyboards.allSatisfy({ $0.initialViewControllerID == nil }) {
                    diagnostics.append(
                        diagnostic(
                            "\(storyboards[0].name).storyboard has no initial view controller; instantiateInitialViewController() returns nil",
                            about: storyboards[0].name, at: instantiation.location,
                            notes: [
                                Note(
                                    "\(storyboards[0].name).storyboard is here", at: Location(file: storyboards[0].path, line: 1))
                            ]))
                }
                continue
            }
            guard case .value(let identifier, let constant) = index.resolve(expression, in: instantiation.ownerType),
                !identifier.isEmpty, index.scenes(withStoryboardID: identifier, in: storyboards).isEmpty
            else { continue }
            let near = EditDistance.nearestMiss(of: identifier, among: index.storyboardIDs(in: storyboards))
            let scope = storyboards.count == 1 ? "\(storyboards[0].name).storyboard" : "any linted storyboard"
            var notes =
                constant.map { [Note("the identifier comes from the constant \($0.name) declared here", at: $0.location)] } ?? []
            if let near, let scene = index.scenes(withStoryboardID: near, in: storyboards).first?.scene.viewController {
                notes.append(Note("the scene with Storyboard ID \"\(near)\" is here", at: scene.location))
            }
            let problem =
                instantiation.isWatchKitName
                ? "no WatchKit controller of \(scope) has the identifier \"\(identifier)\"; the controller is never shown"
                : "no scene of \(scope) has the Storyboard ID \"\(identifier)\"; instantiating it raises "
                    + "'Storyboard doesn't contain a view controller with identifier'"
            diagnostics.append(
                diagnostic(
                    problem + (near.map { "; did you mean \"\($0)\"?" } ?? ""),
                    about: identifier, at: instantiation.location, notes: notes))
        }
        return diagnostics
    }

    /// SwiftGen's `StoryboardScene.Main.settngs.instantiate()` and R.swift's `R.storyboard.main.settngs()`,
    /// matched loosely (`CrossReferenceIndex.generatedKey`) with the Storyboard IDs of the storyboard they name.
    private func checkGeneratedUses(_ index: CrossReferenceIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for use in index.generatedSceneUses {
            let storyboards = index.storyboards(generatedName: use.storyboard)
            guard let storyboard = storyboards.first else { continue }
            let tool = CrossReferenceIndex.toolName(use.tool)
            guard let scene = use.scene else {
                if storyboards.allSatisfy({ $0.initialViewControllerID == nil }) {
                    diagnostics.append(
                        diagnostic(
                            "\(storyboard.name).storyboard has no initial view controller; \(tool)'s initial scene accessor is out of date",
                            about: storyboard.name, at: use.location,
                            notes: [Note("\(storyboard.name).storyboard is here", at: Location(file: storyboard.path, line: 1))]))
                }
                continue
            }
            var byKey: [String: ViewController] = [:]
            for candidate in storyboards.flatMap(\.scenes) {
                guard let controller = candidate.viewController, let identifier = controller.storyboardIdentifier,
                    !identifier.isEmpty
                else { continue }
                if byKey[CrossReferenceIndex.generatedKey(identifier)] == nil {
                    byKey[CrossReferenceIndex.generatedKey(identifier)] = controller
                }
            }
            guard byKey[CrossReferenceIndex.generatedKey(scene)] == nil else { continue }
            let near = EditDistance.nearestMiss(of: CrossReferenceIndex.generatedKey(scene), among: byKey.keys).flatMap {
                byKey[$0]
            }
            let notes =
                near.map { [Note("the scene with Storyboard ID \"\($0.storyboardIdentifier ?? "")\" is here", at: $0.location)] }
                ?? []
            diagnostics.append(
                diagnostic(
                    "no scene of \(storyboard.name).storyboard has a Storyboard ID that \(tool) names \(scene); the generated accessor is out of date"
                        + (near.map { "; did you mean \"\($0.storyboardIdentifier ?? "")\"?" } ?? ""),
                    about: scene, at: use.location, notes: notes))
        }
        return diagnostics
    }
}
