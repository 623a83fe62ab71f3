import SegueModel

/// A segue whose `destination` id is not an element of its storyboard: usually a bad merge of the
/// storyboard XML. Interface Builder shows the storyboard as broken; at run time the segue crashes.
struct DanglingSegueDestinationRule: Rule {
    static let description = RuleDescription(
        id: "dangling-segue-destination",
        name: "Dangling segue destination",
        summary: "A segue's destination id is not an element of its storyboard",
        defaultSeverity: .error,
        rationale: #"""
            A segue's `destination` id is not an element of its storyboard. This is usually left by a bad merge of the storyboard XML.
            Interface Builder shows the storyboard as broken, and the segue crashes at run time. Any element directly inside a scene's
            `<objects>` counts as a destination: view controllers, storyboard references, exits and the rest.

            **Fix:** resolve the merge so that the destination scene is back, or delete the segue and connect it again in Interface
            Builder.
            """#,
        triggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "HomeViewController",
                        segues: [
                            #"<segue destination="gone-00-01" kind="show" identifier="↓showGone" id="sg1-00-001"/>"#
                        ])
                ))
        ],
        nonTriggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "HomeViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="showOther" id="sg1-00-001"/>"#,
                            #"<segue destination="ext-00-001" kind="unwind" unwindAction="back:" id="sg1-00-002"/>"#,
                        ])
                ))
        ])

    func check(_ index: CrossReferenceIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for storyboard in index.storyboards {
            var ids: Set<String> = []
            for scene in storyboard.scenes {
                ids.formUnion(scene.memberIDs)
                ids.formUnion(scene.exits.map(\.id))
                if let vc = scene.viewController { ids.insert(vc.id) }
                ids.formUnion(scene.placeholders.map(\.id))
            }
            for scene in storyboard.scenes {
                for segue in scene.segues {
                    guard let destination = segue.destinationID, !ids.contains(destination) else { continue }
                    let name = segue.identifier.map { "segue \"\($0)\"" } ?? "segue \(segue.id)"
                    diagnostics.append(
                        diagnostic(
                            "\(name) leads to \"\(destination)\", which is not an element of \(storyboard.name).storyboard",
                            about: segue.identifier ?? destination, at: segue.location))
                }
            }
        }
        return diagnostics
    }
}
