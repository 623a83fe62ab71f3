import SegueModel

/// Reusable cells: the prototypes a dequeue call can reach and the registrations that make an
/// identifier valid without one, resolved once for the cell rules.
extension CrossReferenceIndex {
    /// A prototype cell with the storyboard and scene that hold it.
    public struct PrototypeRef: Sendable {
        /// The storyboard.
        public var storyboard: Storyboard
        /// The scene.
        public var scene: Scene
        /// The prototype.
        public var cell: PrototypeCell

        /// Its class: the custom class, else the framework class of its element (`UITableViewCell`).
        public var className: String {
            cell.customClass.map(CrossReferenceIndex.simpleName)
                ?? CrossReferenceIndex.frameworkClass(of: cell.elementName, macOS: storyboard.isMacOS)
        }
    }

    /// Where a dequeue call's identifier must be: the prototypes and registrations it can reach.
    struct ReuseScope {
        /// The classes whose scenes were searched; empty when every storyboard was.
        var classes: [String]
        /// The prototypes of the call's family in those scenes.
        var prototypes: [PrototypeRef]
        /// The identifiers registered by code that reaches the call's views.
        var registered: [String: Location]
        /// Whether some registration in reach spells its identifier in a way that can't be read
        /// (`register(T.self, forCellReuseIdentifier: T.reuseIdentifier)` in a generic helper).
        var hasUnreadableRegistration: Bool

        /// Whether a prototype or a registration in reach has `identifier`.
        func contains(_ identifier: String) -> Bool {
            registered[identifier] != nil || prototypes.contains { $0.cell.reuseIdentifier == identifier }
        }
    }

    /// Every prototype of every linted storyboard, in storyboard and document order.
    public var allPrototypes: [PrototypeRef] {
        storyboards.flatMap { storyboard in
            storyboard.scenes.flatMap { scene in
                scene.prototypes.map { PrototypeRef(storyboard: storyboard, scene: scene, cell: $0) }
            }
        }
    }

    /// A reuse identifier's value: a string, a constant, a `String` enum case's raw value, or
    /// `PersonCell.reuseIdentifier` read through a property whose value is the type's own name
    /// (`static var reuseIdentifier: String { String(describing: self) }` on the class, an
    /// ancestor or a protocol it adopts). `nil` when it can't be known.
    func resolveReuseIdentifier(_ expression: IdentifierExpression, in owner: String?) -> (
        value: String, constant: StringConstant?
    )? {
        switch resolve(expression, in: owner) {
        case .value(let value, let constant):
            return (value, constant)
        case .enumCase(_, let enumCase):
            return (enumCase.rawValue, nil)
        case .unresolved:
            guard case .reference(let qualified?, let name) = expression, qualified != "Self",
                let base = qualified.split(separator: ".").last.map(String.init), kindsOfType(base).contains(.class)
            else { return nil }
            let owners = selfNamedPropertyOwners[name] ?? []
            let selfNamed = owners.contains(base) || ancestors(of: base).contains(where: owners.contains)
            return selfNamed ? (base, nil) : nil
        }
    }

    /// Which types feed views that are not their own, and whose own views another object feeds,
    /// from `dataSource =` assignments.
    public struct DataSourceFlow: Sendable {
        /// Types that make themselves the data source of another object's view
        /// (`parent.collectionView.dataSource = self`): their dequeues can reach any view.
        public var feedingOtherViews: Set<String> = []
        /// Types whose own views another object feeds (`tableView.dataSource = albumsController`):
        /// any type's dequeues can reach their scenes' prototypes.
        public var fedByOthers: Set<String> = []
    }

    /// The data source assignments of the linted code, computed once.
    public var dataSourceFlow: DataSourceFlow {
        memo.dataSources {
            var flow = DataSourceFlow()
            for facts in sources {
                for assignment in facts.dataSourceAssignments {
                    guard let owner = assignment.ownerType else { continue }
                    if assignment.valueIsSelf && !assignment.viewIsOwn { flow.feedingOtherViews.insert(owner) }
                    if assignment.viewIsOwn && !assignment.valueIsSelf { flow.fedByOthers.insert(owner) }
                }
            }
            return flow
        }
    }

    /// The types declaring each self-named property (`reuseIdentifier` → `UITableViewCell`,
    /// `Reusable`), by property name, indexed once (each dequeue scanned every file before).
    var selfNamedPropertyOwners: [String: Set<String>] {
        memo.selfNamedPropertyOwners {
            var owners: [String: Set<String>] = [:]
            for facts in sources {
                for property in facts.selfNamedProperties { owners[property.name, default: []].insert(property.ownerType) }
            }
            return owners
        }
    }

    /// The prototypes and registrations a dequeue in `owner` reaches. Code of a class with scenes
    /// (its own or its subclasses') reaches the prototypes of those scenes, the prototypes of the
    /// scenes of classes whose views another object feeds (`tableView.dataSource = child`), and
    /// the registrations made by the class, its ancestors and subclasses, and by code outside every
    /// class with scenes (helpers, data sources, cells). Code of any other type, and of a class
    /// that makes itself the data source of another object's view (`parent.collectionView.dataSource
    /// = self`), reaches every prototype and every registration.
    func reuseScope(forCodeIn owner: String?, family: PrototypeCell.Family) -> ReuseScope {
        // Computed once per owner and family: every dequeue of a class asks the same question.
        memo.reuseScope(owner: owner, family: family.rawValue) { computeReuseScope(forCodeIn: owner, family: family) }
    }

    private func computeReuseScope(forCodeIn owner: String?, family: PrototypeCell.Family) -> ReuseScope {
        let flow = dataSourceFlow
        let classes =
            owner.map { hasOwnScope($0) && !flow.feedingOtherViews.contains($0) ? classesWithScenes(reachedFrom: $0) : [] } ?? []
        let prototypes: [PrototypeRef]
        let lineage: Set<String>?
        if let owner, !classes.isEmpty {
            let fed = flow.fedByOthers.subtracting(classes).sorted()
            prototypes = (classes + fed).flatMap { scenes(ofClass: $0) }.flatMap { ref in
                ref.scene.prototypes.map { PrototypeRef(storyboard: ref.storyboard, scene: ref.scene, cell: $0) }
            }
            lineage = Set([owner] + ancestors(of: owner)).union(descendants(of: owner))
        } else {
            // Every prototype and registration: the same scope for all such code, computed once.
            return memo.reuseScope(owner: "\u{0}any", family: family.rawValue) {
                scope(prototypes: allPrototypes, lineage: nil, classes: [], family: family)
            }
        }
        return scope(prototypes: prototypes, lineage: lineage, classes: classes, family: family)
    }

    /// The cell registrations of one family, worked out once for every scope: those any code
    /// reaches (made outside every view controller with scenes), and those of each view controller
    /// with scenes, which only its own family of classes reaches. Each registration keeps its place
    /// in source order, so a scope names the first one of each identifier.
    struct Registrations {
        /// The first registration of each identifier that any code reaches, with its place.
        var reachedByAll: [String: (order: Int, location: Location)] = [:]
        var reachedByAllIsUnreadable = false
        /// The registrations of each view controller with scenes: place, identifier (`nil` when it
        /// can't be read) and location.
        var byViewController: [String: [(order: Int, value: String?, location: Location)]] = [:]
    }

    /// The scope of code whose view controllers are `classes` (with `lineage`, their family), or of
    /// any code when `lineage` is `nil`.
    private func scope(
        prototypes: [PrototypeRef], lineage: Set<String>?, classes: [String], family: PrototypeCell.Family
    ) -> ReuseScope {
        let registrations = self.registrations(family: family)
        var first = registrations.reachedByAll
        var unreadable = registrations.reachedByAllIsUnreadable
        let reached = lineage.map { lineage in lineage.compactMap { registrations.byViewController[$0] } }
        for (order, value, location) in (reached ?? Array(registrations.byViewController.values)).joined() {
            guard let value else {
                unreadable = true
                continue
            }
            if let known = first[value], known.order < order { continue }
            first[value] = (order, location)
        }
        return ReuseScope(
            classes: classes, prototypes: prototypes.filter { $0.cell.family == family },
            registered: first.mapValues(\.location), hasUnreadableRegistration: unreadable)
    }

    /// The registrations of a family's cells, each identifier resolved once, not once per view
    /// controller's scope.
    private func registrations(family: PrototypeCell.Family) -> Registrations {
        memo.registrations(family: family.rawValue) {
            var result = Registrations()
            var order = 0
            for facts in sources {
                for registration in facts.cellRegistrations where registration.family == family {
                    order += 1
                    let value = registration.identifier.flatMap { resolveReuseIdentifier($0, in: registration.ownerType)?.0 }
                    if let registrar = registration.ownerType, hasOwnScope(registrar),
                        !classesWithScenes(reachedFrom: registrar).isEmpty
                    {
                        result.byViewController[registrar, default: []].append((order, value, registration.location))
                    } else if let value {
                        if result.reachedByAll[value] == nil { result.reachedByAll[value] = (order, registration.location) }
                    } else {
                        result.reachedByAllIsUnreadable = true
                    }
                }
            }
            return result
        }
    }

    /// "the table views of PeopleViewController", "the collection views of MainViewController and
    /// its subclasses A, B", or "any linted storyboard's table views", for messages.
    static func describe(_ scope: ReuseScope, owner: String?, family: PrototypeCell.Family) -> String {
        let views = family == .collection ? "collection views" : "table views"
        guard let owner, !scope.classes.isEmpty else { return "any linted storyboard's \(views)" }
        let subclasses = scope.classes.filter { $0 != owner }
        guard !subclasses.isEmpty else { return "the \(views) of \(owner)" }
        return "the \(views) of \(owner) and its subclass" + (subclasses.count == 1 ? " " : "es ")
            + subclasses.joined(separator: ", ")
    }
}
