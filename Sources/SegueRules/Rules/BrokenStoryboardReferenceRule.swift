import SegueModel

/// A storyboard reference (`viewControllerPlaceholder`) names a storyboard that is not among the
/// linted files, or a `referencedIdentifier` that storyboard does not define as a
/// `storyboardIdentifier`, or neither; without `referencedIdentifier`, the storyboard must have an initial
/// view controller. Any of these crashes when the segue runs.
struct BrokenStoryboardReferenceRule: Rule {
    static let description = RuleDescription(
        id: "broken-storyboard-reference",
        name: "Broken storyboard reference",
        summary: "A storyboard reference names a missing storyboard, identifier or initial view controller",
        defaultSeverity: .error,
        rationale: #"""
            A storyboard reference (`viewControllerPlaceholder`) must lead to a view controller, or UIKit raises an exception when the
            segue runs. The rule reports a reference in these cases:

            - It names a storyboard that is not among the linted files.
            - Its `referencedIdentifier` is not the Storyboard ID of any scene in that storyboard.
            - It has no `referencedIdentifier`, and that storyboard has no initial view controller.
            - It names neither a storyboard nor a referenced identifier (a reference dropped on the canvas and never set up).

            A reference with a `bundleIdentifier` points into another bundle (a framework's storyboard): it is not resolvable from
            the app's files and is not reported, and casts of segues through it are not judged. A reference without `storyboardName`
            points into its own storyboard. Localized copies of a storyboard share its name, and all
            of them are searched. When a name or identifier is a near miss of an existing one, the message suggests it. Lint the whole
            app, so that every referenced storyboard is among the inputs.

            **Fix:** correct the storyboard name or the referenced identifier, set the Storyboard ID (or *Is Initial View Controller*) on
            the target scene, or add the missing storyboard to the lint run.
            """#,
        triggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "HomeViewController", segues: [],
                        extraScenes: """
                                    <scene sceneID="scn-00-003">
                                        <objects>
                                            ↓<viewControllerPlaceholder storyboardName="Main" referencedIdentifier="Settngs" id="ref-00-001" sceneMemberID="viewController"/>
                                            ↓<viewControllerPlaceholder storyboardName="Orders" id="ref-00-002" sceneMemberID="viewController"/>
                                            ↓<viewControllerPlaceholder id="ref-00-003" sceneMemberID="viewController"/>
                                        </objects>
                                    </scene>
                            """)
                ))
        ],
        nonTriggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "HomeViewController", segues: [],
                        extraScenes: """
                                    <scene sceneID="scn-00-003">
                                        <objects>
                                            <viewController storyboardIdentifier="Settings" id="set-00-001" sceneMemberID="viewController"/>
                                            <viewControllerPlaceholder referencedIdentifier="Settings" id="ref-00-001" sceneMemberID="viewController"/>
                                        </objects>
                                    </scene>
                            """)
                ))
        ])

    func check(_ index: CrossReferenceIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        lazy var storyboardNames = Set(index.storyboards.map(\.name))
        for storyboard in index.storyboards {
            for scene in storyboard.scenes {
                // A reference into another bundle (a framework's storyboard) can't be resolved here.
                for reference in scene.placeholders where !reference.isInOtherBundle {
                    // Interface Builder's fresh reference, never configured: it leads nowhere.
                    if reference.storyboardName == nil && reference.referencedIdentifier == nil {
                        diagnostics.append(
                            diagnostic(
                                "storyboard reference \"\(reference.id)\" names neither a storyboard nor a referenced identifier, so it leads nowhere",
                                about: reference.id, at: reference.location))
                        continue
                    }
                    let name = reference.storyboardName ?? storyboard.name
                    let targets = index.storyboards(named: name)
                    guard !targets.isEmpty else {
                        let near = EditDistance.nearestMiss(of: name, among: storyboardNames)
                        diagnostics.append(
                            diagnostic(
                                "storyboard reference names \"\(name).storyboard\", which is not among the linted files"
                                    + (near.map { "; did you mean \"\($0)\"?" } ?? ""),
                                about: "\(name).storyboard", at: reference.location))
                        continue
                    }
                    guard index.resolve(reference, from: storyboard) == nil else { continue }
                    if let identifier = reference.referencedIdentifier {
                        let known = Set(targets.flatMap { $0.scenes.compactMap { $0.viewController?.storyboardIdentifier } })
                        let near = EditDistance.nearestMiss(of: identifier, among: known)
                        diagnostics.append(
                            diagnostic(
                                "storyboard reference names the identifier \"\(identifier)\", which \(name).storyboard does not define"
                                    + (near.map { "; did you mean \"\($0)\"?" } ?? ""),
                                about: identifier, at: reference.location))
                    } else {
                        diagnostics.append(
                            diagnostic(
                                "storyboard reference has no referencedIdentifier, and \(name).storyboard has no initial view controller",
                                about: "\(name).storyboard", at: reference.location))
                    }
                }
            }
        }
        return diagnostics
    }
}
