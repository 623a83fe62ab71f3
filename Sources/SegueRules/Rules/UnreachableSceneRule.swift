import SegueModel

/// A scene that nothing can show: not its storyboard's initial view controller, no Storyboard ID
/// (so no `instantiateViewController(withIdentifier:)` or storyboard reference can name it), and
/// the destination of no segue, relationship or embed. Usually a screen left behind when the flow
/// changed.
struct UnreachableSceneRule: Rule {
    static let description = RuleDescription(
        id: "unreachable-scene",
        name: "Unreachable scene",
        summary: "A scene is not initial, has no Storyboard ID and no segue leads to it, so it can never be shown",
        defaultSeverity: .warning,
        rationale: #"""
            A scene can be shown in three ways: as its storyboard's initial view controller (the main storyboard's at launch, or
            through `instantiateInitialViewController()` and storyboard references without an identifier), by its Storyboard ID
            (`instantiateViewController(withIdentifier:)` and storyboard references), or as the destination of a segue (including the
            relationship segues of navigation, tab bar and split view controllers, and embed segues). A scene with none of these can
            never appear: a screen left behind when the app's flow changed, and whose code may still be maintained.

            The message names the scene's class. When that class is also declared nowhere, the message says so, and
            `unknown-custom-class` does not report the scene separately (see
            [Which rule reports a finding](README.md#which-rule-reports-a-finding)).

            Not reported: macOS `application` scenes (the menu bar), watchOS notification and glance controllers (shown by the
            system), and any storyboard when a storyboard of the run could not be parsed (a segue into the scene may be in it).

            **Fix:** delete the scene, or connect it: give it a Storyboard ID for code that instantiates it, or a segue.
            """#,
        triggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "InboxViewController", segues: [],
                        extraScenes: Examples.scene(
                            3, id: "vc3-00-001", customClass: "ArchiveViewController",
                            marker: "↓"))
                ),
                (
                    "Inbox.swift",
                    "class InboxViewController: UIViewController {}\nclass ArchiveViewController: UIViewController {}"
                ))
        ],
        nonTriggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "InboxViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="showMessage" id="sg1-00-001"/>"#
                        ]
                    ).replacingOccurrences(of: #"storyboardIdentifier="Destination" "#, with: "")
                ),
                ("Inbox.swift", "class InboxViewController: UIViewController {}"))
        ])

    func check(_ index: CrossReferenceIndex) -> [Diagnostic] {
        index.unreachableScenes.compactMap { ref in
            guard let vc = ref.scene.viewController else { return nil }
            let name = vc.customClass.map(CrossReferenceIndex.simpleName)
            var message =
                "this scene of " + (name ?? "\(vc.elementName) (no custom class)")
                + " can never be shown: it is not the initial view controller, has no Storyboard ID, and no segue leads to it"
            if let name, UnknownCustomClassRule.isUndeclaredAppClass(vc, in: index) {
                message += "; its class \(name) is also declared nowhere"
            }
            return diagnostic(message, about: name ?? vc.id, at: vc.location)
        }
    }
}

extension CrossReferenceIndex {
    /// Scenes that nothing can show (see `unreachable-scene`); none when a storyboard of the run
    /// could not be read.
    public var unreachableScenes: [SceneRef] {
        guard !problems.contains(where: { $0.kind == .storyboard }) else { return [] }
        var result: [SceneRef] = []
        for storyboard in storyboards {
            let destinations = Set(storyboard.scenes.flatMap { $0.segues.compactMap(\.destinationID) })
            for scene in storyboard.scenes {
                guard let vc = scene.viewController, !Self.systemShownElements.contains(vc.elementName),
                    vc.id != storyboard.initialViewControllerID, (vc.storyboardIdentifier ?? "").isEmpty,
                    !destinations.contains(vc.id)
                else { continue }
                result.append(SceneRef(storyboard: storyboard, scene: scene))
            }
        }
        return result
    }

    /// Scene elements the system shows without a segue or an identifier.
    static let systemShownElements: Set<String> = [
        "application", "notificationController", "glanceController", "customObject",
    ]
}
