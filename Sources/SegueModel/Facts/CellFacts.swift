/// Facts about reusable cells: dequeues, registrations and data sources.

/// `tableView.dequeueReusableCell(withIdentifier: "Person", for: indexPath) as! PersonCell` and the
/// other calls that take a reusable view by identifier.
public struct CellDequeue: Hashable, Codable, Sendable {
    /// The simple name of the enclosing type; `nil` at file scope.
    public var ownerType: String?
    /// Which prototypes the call can reach.
    public var family: PrototypeCell.Family
    /// The identifier as written.
    public var identifier: IdentifierExpression
    /// Whether the call returns an optional (`dequeueReusableCell(withIdentifier:)` without `for:`,
    /// `dequeueReusableHeaderFooterView`, `makeView`): nil when nothing has the identifier.
    public var returnsOptional: Bool
    /// Whether an optional result is forced (`!`, `as!`), so nil crashes.
    public var isForced: Bool
    /// The type the result is cast to, if any.
    public var castType: String?
    /// Whether the cast is `as!`.
    public var isForcedCast: Bool
    /// Where the identifier is written.
    public var location: Location
    /// Where the cast's type is written.
    public var castLocation: Location?

    /// Creates a dequeue.
    public init(
        ownerType: String?, family: PrototypeCell.Family, identifier: IdentifierExpression, returnsOptional: Bool,
        isForced: Bool, castType: String? = nil, isForcedCast: Bool = false, location: Location,
        castLocation: Location? = nil
    ) {
        self.ownerType = ownerType
        self.family = family
        self.identifier = identifier
        self.returnsOptional = returnsOptional
        self.isForced = isForced
        self.castType = castType
        self.isForcedCast = isForcedCast
        self.location = location
        self.castLocation = castLocation
    }
}

/// `tableView.register(PersonCell.self, forCellReuseIdentifier: "Person")` (class or nib).
public struct CellRegistration: Hashable, Codable, Sendable {
    /// The simple name of the enclosing type; `nil` at file scope.
    public var ownerType: String?
    /// Which dequeue calls the registration serves.
    public var family: PrototypeCell.Family
    /// The identifier as written; `nil` when it can't be read (built at run time).
    public var identifier: IdentifierExpression?
    /// Where the call is.
    public var location: Location

    /// Creates a registration.
    public init(ownerType: String?, family: PrototypeCell.Family, identifier: IdentifierExpression?, location: Location) {
        self.ownerType = ownerType
        self.family = family
        self.identifier = identifier
        self.location = location
    }
}

/// `view.dataSource = value`, for the reuse scopes: `parent.collectionView.dataSource = self` (a
/// child view controller feeds its container's view) or `tableView.dataSource = albumsController`
/// (the type's own view is fed by another object). `nil` values are not recorded.
public struct DataSourceAssignment: Hashable, Codable, Sendable {
    /// The simple name of the enclosing type; `nil` at file scope.
    public var ownerType: String?
    /// Whether the view is the type's own: a property of `self` (`tableView`, `self.collectionView`,
    /// `albumsTableView?`), not one reached through another object (`library.collectionView`).
    public var viewIsOwn: Bool
    /// Whether the value is `self`.
    public var valueIsSelf: Bool
    /// Where the assignment is.
    public var location: Location

    /// Creates an assignment.
    public init(ownerType: String?, viewIsOwn: Bool, valueIsSelf: Bool, location: Location) {
        self.ownerType = ownerType
        self.viewIsOwn = viewIsOwn
        self.valueIsSelf = valueIsSelf
        self.location = location
    }
}

extension CellDequeue: SourceFact {
    public var owner: String? { ownerType }
    public var mentionedNames: [String] { [ownerType, castType].compactMap { $0 } + identifier.mentionedNames }

    public var dumpLines: [String] {
        [
            "dequeue \(family.rawValue) \(identifier) in \(ownerType ?? "<file>")"
                + (returnsOptional ? (isForced ? " (optional, forced)" : " (optional)") : "")
                + (castType.map { " \(isForcedCast ? "as!" : "as?") \($0)" } ?? "") + " @\(location.dumpPosition)"
        ]
    }
}

extension CellRegistration: SourceFact {
    public var owner: String? { ownerType }
    public var mentionedNames: [String] { [ownerType].compactMap { $0 } + (identifier?.mentionedNames ?? []) }

    public var dumpLines: [String] {
        [
            "register \(family.rawValue) \(identifier?.description ?? "<unreadable>") in " + (ownerType ?? "<file>")
                + " @\(location.dumpPosition)"
        ]
    }
}

extension DataSourceAssignment: SourceFact {
    public var owner: String? { ownerType }
    public var mentionedNames: [String] { [ownerType].compactMap { $0 } }

    public var dumpLines: [String] {
        [
            "data source of " + (viewIsOwn ? "own view" : "another object's view") + " = "
                + (valueIsSelf ? "self" : "another object") + " in \(ownerType ?? "<file>") @\(location.dumpPosition)"
        ]
    }
}
