import SegueModel

/// Two prototypes of one table or collection view with the same reuse identifier: the view keeps
/// one of them, and the other is never dequeued.
struct DuplicateReuseIdentifierRule: Rule {
    static let description = RuleDescription(
        id: "duplicate-reuse-identifier",
        name: "Duplicate reuse identifier",
        summary: "Two prototype cells of one table or collection view share a reuse identifier",
        defaultSeverity: .warning,
        rationale: #"""
            A table or collection view registers its prototypes by reuse identifier. When two prototypes of the same kind (two cells,
            two header views) in one view share an identifier, which one `dequeueReusableCell(withIdentifier:)` returns is not
            specified, and the other prototype is dead: usually a cell duplicated in Interface Builder whose copy kept the identifier.
            The finding is at the later prototype, with a note at the earlier one. The same identifier in two different table views,
            on a cell and a supplementary view, or on supplementary views (registered per kind), is fine.

            **Fix:** give the copy its own reuse identifier, or delete it.
            """#,
        triggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.tableStoryboard(
                        viewController: "PeopleViewController",
                        cells: [("Person", nil, ""), ("Person", nil, "↓")])
                ),
                ("PeopleViewController.swift", "class PeopleViewController: UITableViewController {}"))
        ],
        nonTriggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.tableStoryboard(
                        viewController: "PeopleViewController",
                        cells: [("Person", nil, ""), ("Company", nil, "")])
                ),
                (
                    "Other.storyboard",
                    Examples.tableStoryboard(viewController: "PeopleViewController", cells: [("Person", nil, "")])
                ),
                ("PeopleViewController.swift", "class PeopleViewController: UITableViewController {}"))
        ])

    func check(_ index: CrossReferenceIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for storyboard in index.storyboards {
            for scene in storyboard.scenes {
                var first: [String: PrototypeCell] = [:]
                // Cells only: supplementary views are registered per kind (a header and a footer may share one).
                for cell in scene.prototypes where cell.family != .appKit && cell.elementName.hasSuffix("Cell") {
                    let key = cell.containerID + "\u{0}" + cell.elementName + "\u{0}" + cell.reuseIdentifier
                    guard let earlier = first[key] else {
                        first[key] = cell
                        continue
                    }
                    diagnostics.append(
                        diagnostic(
                            "reuse identifier \"\(cell.reuseIdentifier)\" is also on another prototype of this "
                                + (cell.family == .collection ? "collection" : "table")
                                + " view; dequeuing it returns either one",
                            about: cell.reuseIdentifier, at: cell.location,
                            notes: [
                                Note(
                                    "the other prototype with reuse identifier \"\(cell.reuseIdentifier)\" is here",
                                    at: earlier.location)
                            ]))
                }
            }
        }
        return diagnostics
    }
}
