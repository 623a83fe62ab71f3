import SegueModel

/// `dequeueReusableCell(withIdentifier: "X", for: indexPath)` where no prototype cell the code can
/// reach has the reuse identifier X and no code registers it: "unable to dequeue a cell with
/// identifier X".
struct UnknownReuseIdentifierRule: Rule {
    static let description = RuleDescription(
        id: "unknown-reuse-identifier",
        name: "Unknown reuse identifier",
        summary: "Code dequeues a reuse identifier that no prototype cell has and no code registers",
        defaultSeverity: .error,
        rationale: #"""
            `dequeueReusableCell(withIdentifier:for:)` raises *"unable to dequeue a cell with identifier X - must register a nib or a
            class for the identifier or connect a prototype cell in a storyboard"* (collection views: *"could not dequeue a view of
            kind …"*) when neither a prototype of the table or collection view nor a registration has the identifier. The calls read:
            `dequeueReusableCell(withIdentifier:for:)`, `dequeueReusableCell(withReuseIdentifier:for:)`,
            `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`, `dequeueReusableHeaderFooterView(withIdentifier:)`,
            `dequeueReusableCell(withIdentifier:)`, AppKit's `makeView(withIdentifier:owner:)` and the Swift 2 spellings; identifiers
            as the segue rules resolve them, plus `String(describing: PersonCell.self)` and `PersonCell.reuseIdentifier` through a
            `static var reuseIdentifier: String { String(describing: self) }` (both the class's name).

            **Where the identifier must be.** Code of a view controller with scenes (its own, or its subclasses' when it has none)
            reaches the prototypes of those scenes, and the registrations (`register(_:forCellReuseIdentifier:)`, nib or class, and
            their collection and AppKit forms) made by the class, its ancestors and subclasses, or by code outside every view
            controller with scenes (helpers, cells, data sources). Code of any other type (a separate data source object, a cell
            that holds a collection view, a view controller built from a xib) reaches every prototype and every registration of the
            project. `dataSource =` assignments widen this: a view controller that makes itself the data source of another object's
            view (`parent.collectionView.dataSource = self`, a child feeding its container) reaches every prototype, and any code
            reaches the prototypes of a view controller whose own view another object feeds (`tableView.dataSource =
            albumsController`). A table dequeue is matched with table prototypes only, a collection dequeue with collection prototypes.

            **Not reported:** an identifier that can't be read; any identifier in reach of a registration whose identifier can't be
            read (a generic `register<T>` helper); a supplementary view of a kind spelled as a literal other than a header or footer
            (`ofKind: "nil"`, a placeholder in a `default:` branch: only the app's layout can ask for that kind, and no storyboard
            provides it); `dequeueReusableCell(withIdentifier:)` and `dequeueReusableHeaderFooterView` whose
            optional result is handled (`?? UITableViewCell(style:reuseIdentifier:)`, `if let`, `as?`), since nil is their documented
            answer; `makeView(withIdentifier:owner:)` outside view controllers with scenes (AppKit tables often live in xibs, which
            seguelint does not read); anything when a storyboard failed to parse. An unforced `makeView` in a view controller with
            scenes is a **warning**: the row stays empty.

            **Fix:** correct the identifier, set it on the prototype cell in the Attributes inspector, or register a class or nib for it.
            """#,
        triggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.tableStoryboard(viewController: "PeopleViewController", cells: [("PersonCell", nil, "")])
                ),
                (
                    "PeopleViewController.swift",
                    """
                    class PeopleViewController: UITableViewController {
                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            tableView.dequeueReusableCell(withIdentifier: "↓PersonCel", for: indexPath)
                        }
                    }
                    """
                ))
        ],
        nonTriggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.tableStoryboard(viewController: "PeopleViewController", cells: [("PersonCell", nil, "")])
                ),
                (
                    "PeopleViewController.swift",
                    """
                    class PeopleViewController: UITableViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Footer")
                        }
                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            if indexPath.section == 1 { return tableView.dequeueReusableCell(withIdentifier: "Footer", for: indexPath) }
                            if indexPath.section == 2 {
                                return tableView.dequeueReusableCell(withIdentifier: "Plain") ?? UITableViewCell(style: .default, reuseIdentifier: "Plain")
                            }
                            return tableView.dequeueReusableCell(withIdentifier: "PersonCell", for: indexPath)
                        }
                    }
                    """
                ))
        ])

    func check(_ index: CrossReferenceIndex) -> [Diagnostic] {
        guard !index.storyboards.isEmpty, !index.problems.contains(where: { $0.kind == .storyboard }) else { return [] }
        var diagnostics: [Diagnostic] = []
        for dequeue in index.sources.flatMap(\.dequeues) {
            let ownScenes =
                dequeue.ownerType.map { index.hasOwnScope($0) && !index.classesWithScenes(reachedFrom: $0).isEmpty } ?? false
            if dequeue.family == .appKit && !ownScenes { continue }
            let handlesNil = dequeue.returnsOptional && !dequeue.isForced
            if handlesNil && dequeue.family != .appKit { continue }
            guard let (identifier, constant) = index.resolveReuseIdentifier(dequeue.identifier, in: dequeue.ownerType),
                !identifier.isEmpty
            else { continue }
            let scope = index.reuseScope(forCodeIn: dequeue.ownerType, family: dequeue.family)
            guard !scope.contains(identifier), !scope.hasUnreadableRegistration else { continue }
            var known: [String: Location] = scope.registered
            for prototype in scope.prototypes where known[prototype.cell.reuseIdentifier] == nil {
                known[prototype.cell.reuseIdentifier] = prototype.cell.location
            }
            let near = EditDistance.nearestMiss(of: identifier, among: known.keys)
            var notes =
                constant.map { [Note("the identifier comes from the constant \($0.name) declared here", at: $0.location)] } ?? []
            if let near, let place = known[near] {
                let isPrototype = scope.registered[near] == nil
                notes.append(
                    Note(
                        isPrototype
                            ? "the prototype with reuse identifier \"\(near)\" is here" : "\"\(near)\" is registered here",
                        at: place))
            }
            for owner in scope.classes.prefix(3) {
                if let scene = index.scenes(ofClass: owner).first?.scene.viewController {
                    notes.append(Note("\(owner)'s scene is here", at: scene.location))
                }
            }
            let consequence: String
            switch dequeue.family {
            case .appKit:
                consequence =
                    handlesNil
                    ? "makeView(withIdentifier:owner:) returns nil and the row stays empty"
                    : "makeView(withIdentifier:owner:) returns nil and the forced result crashes"
            case _ where dequeue.returnsOptional:
                consequence = "the call returns nil and the forced result crashes"
            case .table:
                consequence = "dequeuing it raises 'unable to dequeue a cell with identifier \(identifier)'"
            case .collection:
                consequence = "dequeuing it raises 'could not dequeue a view of kind … with identifier \(identifier)'"
            }
            var finding = diagnostic(
                "no prototype cell of \(CrossReferenceIndex.describe(scope, owner: dequeue.ownerType, family: dequeue.family)) has the reuse identifier "
                    + "\"\(identifier)\" and no code registers it; \(consequence)"
                    + (near.map { "; did you mean \"\($0)\"?" } ?? ""),
                about: identifier, at: dequeue.location, notes: notes)
            if handlesNil { finding.severity = .warning }
            diagnostics.append(finding)
        }
        return diagnostics
    }
}
