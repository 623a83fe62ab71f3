import SegueModel

/// Segues of one view controller class whose identifiers differ only in letter case and lead to
/// different destinations (`toFirst` in one storyboard, `ToFirst` in another): code that compares
/// with one spelling silently misses the other.
struct IdentifierCaseConflictRule: Rule {
    static let description = RuleDescription(
        id: "identifier-case-conflict",
        name: "Identifier case conflict",
        summary: "Two segues of one view controller class have identifiers that differ only in letter case",
        defaultSeverity: .warning,
        rationale: #"""
            Segue identifiers are compared exactly. When the scenes of one view controller class (in one storyboard or several, such as
            an iPhone and an iPad storyboard) have segues whose identifiers differ only in letter case, `toFirst` and `ToFirst`, and
            they lead to different destinations, the code that handles one spelling (`case "toFirst":`) silently misses the other.
            The finding is at the later segue (by file and line), with a note at the other.

            Segues of different classes may use any spelling, and two spellings that lead to the same destination are left alone.

            **Fix:** give both segues the same identifier in Interface Builder.
            """#,
        triggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "HomeViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="toFirst" id="sg1-00-001"/>"#,
                            #"<segue destination="vc0-00-001" kind="show" identifier="↓ToFirst" id="sg1-00-002"/>"#,
                        ])
                ),
                ("HomeViewController.swift", "class HomeViewController: UIViewController {}"))
        ],
        nonTriggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "HomeViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="toFirst" id="sg1-00-001"/>"#
                        ],
                        extraScenes: Examples.scene(
                            3, id: "vc3-00-001", customClass: "MenuViewController", storyboardIdentifier: "Menu",
                            segues: [
                                #"<segue destination="dst-00-001" kind="show" identifier="ToFirst" id="sg3-00-001"/>"#
                            ]))
                ),
                ("HomeViewController.swift", "class HomeViewController: UIViewController {}"))
        ])

    func check(_ index: CrossReferenceIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let classes = Dictionary(grouping: index.classScenes, by: \.className)
        for className in classes.keys.sorted() {
            // Every segue of the class's scenes, in file and line order, with its destination's identity.
            let segues = (classes[className] ?? []).flatMap { entry in
                entry.ref.scene.segues.compactMap { segue -> (Storyboard, Segue, String)? in
                    guard let identifier = segue.nonEmptyIdentifier, !segue.isRelationship, !segue.isUnwind else { return nil }
                    return (entry.ref.storyboard, segue, identifier)
                }
            }.sorted { $0.1.location < $1.1.location }
            var firstBySpelling: [String: [String: (Storyboard, Segue)]] = [:]
            for (storyboard, segue, identifier) in segues {
                let folded = identifier.lowercased()
                var spellings = firstBySpelling[folded] ?? [:]
                if spellings[identifier] == nil {
                    let destination = Self.destination(of: segue, in: storyboard, index: index)
                    if let (otherStoryboard, other) = spellings.values.sorted(by: { $0.1.location < $1.1.location }).first(
                        where: {
                            Self.destination(of: $0.1, in: $0.0, index: index) != destination
                        })
                    {
                        _ = otherStoryboard
                        diagnostics.append(
                            diagnostic(
                                "segue identifier \"\(identifier)\" of \(className) differs only in letter case from \"\(other.identifier ?? "")\", "
                                    + "which leads elsewhere; code that compares with one spelling misses the other",
                                about: identifier, at: segue.location,
                                notes: [Note("segue \"\(other.identifier ?? "")\" of \(className) is here", at: other.location)]))
                    }
                    spellings[identifier] = (storyboard, segue)
                }
                firstBySpelling[folded] = spellings
            }
        }
        return diagnostics
    }

    /// What a segue leads to: its destination's custom class (through a navigation controller),
    /// else the destination scene itself.
    static func destination(of segue: Segue, in storyboard: Storyboard, index: CrossReferenceIndex) -> String {
        guard var destination = index.destination(of: segue, in: storyboard) else {
            return "\(storyboard.path)#\(segue.destinationID ?? "")"
        }
        if destination.isNavigationController, let root = index.rootViewController(of: destination) { destination = root }
        if let custom = destination.viewController.customClass { return "class " + CrossReferenceIndex.simpleName(custom) }
        return "\(destination.storyboard.path)#\(destination.viewController.id)"
    }
}
