import SegueModel

/// Two segues of one scene share an identifier but lead to different destinations (or unwind
/// actions): `performSegue(withIdentifier:)` picks one of them, and `prepare(for:sender:)` cannot
/// tell them apart.
struct DuplicateSegueIdentifierRule: Rule {
    static let description = RuleDescription(
        id: "duplicate-segue-identifier",
        name: "Duplicate segue identifier",
        summary: "Two segues of one scene share an identifier but lead to different destinations",
        defaultSeverity: .warning,
        rationale: #"""
            Two segues of one scene share an identifier but lead to different destinations (or to different unwind actions).
            `performSegue(withIdentifier:)` picks one of them, and `prepare(for:sender:)` can't tell them apart. Two segues with the same
            identifier and the same destination are not reported, because that is a common, harmless layout with two buttons.

            **Fix:** give one of the segues its own identifier, and update the code that uses it.
            """#,
        triggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "SettingsViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="showHelp" id="sg1-00-001"/>"#,
                            #"<segue destination="vc0-00-001" kind="show" identifier="↓showHelp" id="sg1-00-002"/>"#,
                        ])
                ))
        ],
        nonTriggering: [
            // Two buttons, one destination: a common and harmless layout.
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "SettingsViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="showHelp" id="sg1-00-001"/>"#,
                            #"<segue destination="dst-00-001" kind="show" identifier="showHelp" id="sg1-00-002"/>"#,
                        ])
                ))
        ])

    func check(_ index: CrossReferenceIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for storyboard in index.storyboards {
            for scene in storyboard.scenes {
                var first: [String: Segue] = [:]
                for segue in scene.segues {
                    guard let identifier = segue.nonEmptyIdentifier else { continue }
                    guard let earlier = first[identifier] else {
                        first[identifier] = segue
                        continue
                    }
                    guard earlier.destinationID != segue.destinationID || earlier.unwindAction != segue.unwindAction
                    else { continue }
                    diagnostics.append(
                        diagnostic(
                            "segue identifier \"\(identifier)\" is used twice in this scene, with different destinations",
                            about: identifier, at: segue.location,
                            notes: [Note("the other segue \"\(identifier)\" is here", at: earlier.location)]))
                }
            }
        }
        return diagnostics
    }
}
