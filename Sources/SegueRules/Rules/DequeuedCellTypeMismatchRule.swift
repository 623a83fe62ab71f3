import SegueModel

/// The cast after dequeuing a cell disagrees with the class of its prototype: `as!` crashes
/// (error), `as?` always fails (warning).
struct DequeuedCellTypeMismatchRule: Rule {
    static let description = RuleDescription(
        id: "dequeued-cell-type-mismatch",
        name: "Dequeued cell type mismatch",
        summary: "The cast after dequeuing a cell disagrees with the class of the prototype that has its identifier",
        defaultSeverity: .error,
        rationale: #"""
            `tableView.dequeueReusableCell(withIdentifier: "Person", for: indexPath) as! PersonCell` crashes when the prototype cell
            with reuse identifier "Person" has another class (a prototype without a custom class is a plain `UITableViewCell` or
            `UICollectionViewCell`); with `as?` (also in `guard let … as? T`) the cast always fails and the code takes its fallback (a
            **warning**). The prototypes are those `unknown-reuse-identifier` searches; every prototype with the identifier must fail
            the cast. Not judged when code in reach registers the identifier (the registered class or nib is what the call returns),
            when the prototype's class or the cast type is not declared in the linted sources (a pod's or an Objective-C class), or
            when the cast is to a framework class.

            **Fix:** cast to the prototype's class, or set the prototype's class in the Identity inspector.
            """#,
        triggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.tableStoryboard(
                        viewController: "PeopleViewController",
                        cells: [("Person", "PersonTableViewCell", "")])
                ),
                (
                    "PeopleViewController.swift",
                    """
                    class PeopleViewController: UITableViewController {
                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            tableView.dequeueReusableCell(withIdentifier: "Person", for: indexPath) as! ↓PersonCell
                        }
                    }
                    class PersonCell: UITableViewCell {}
                    class PersonTableViewCell: UITableViewCell {}
                    """
                ))
        ],
        nonTriggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.tableStoryboard(
                        viewController: "PeopleViewController",
                        cells: [("Person", "PersonTableViewCell", ""), ("Note", "OldNoteCell", "")])
                ),
                (
                    "PeopleViewController.swift",
                    """
                    class PeopleViewController: UITableViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tableView.register(NoteCell.self, forCellReuseIdentifier: "Note")
                        }
                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            if indexPath.section == 1 { return tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath) as! NoteCell }
                            return tableView.dequeueReusableCell(withIdentifier: "Person", for: indexPath) as! BaseCell
                        }
                    }
                    class BaseCell: UITableViewCell {}
                    class PersonTableViewCell: BaseCell {}
                    class NoteCell: UITableViewCell {}
                    class OldNoteCell: UITableViewCell {}
                    """
                ))
        ])

    func check(_ index: CrossReferenceIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for dequeue in index.sources.flatMap(\.dequeues) {
            guard let castType = dequeue.castType, let castLocation = dequeue.castLocation,
                let (identifier, _) = index.resolveReuseIdentifier(dequeue.identifier, in: dequeue.ownerType)
            else { continue }
            let scope = index.reuseScope(forCodeIn: dequeue.ownerType, family: dequeue.family)
            guard scope.registered[identifier] == nil, !scope.hasUnreadableRegistration else { continue }
            let prototypes = scope.prototypes.filter { $0.cell.reuseIdentifier == identifier }
            guard let first = prototypes.first,
                prototypes.allSatisfy({ index.kinship(of: $0.className, to: castType) == .no })
            else { continue }
            let noun = first.cell.elementName.hasSuffix("Cell") ? "prototype cell" : "prototype view"
            let notes = prototypes.prefix(3).map { prototype in
                Note("the \(noun) \"\(identifier)\" (class \(prototype.className)) is here", at: prototype.cell.location)
            }
            diagnostics.append(
                Diagnostic(
                    ruleID: Self.description.id, severity: dequeue.isForcedCast ? .error : .warning,
                    message:
                        "the \(noun) with reuse identifier \"\(identifier)\" has the class \(first.className), which is not \(castType) "
                        + "or a subclass of it"
                        + (dequeue.isForcedCast ? "; the as! cast will crash" : "; the as? cast always fails"),
                    subject: identifier, location: castLocation, notes: notes))
        }
        return diagnostics
    }
}
