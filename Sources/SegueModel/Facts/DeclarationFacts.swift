/// Facts about declarations: types, `String` enums and constants, and the stored properties
/// rules look at.

/// The kind of a type declaration.
public enum TypeKind: String, Hashable, Codable, Sendable {
    case `class`, `struct`, `enum`, `protocol`, `actor`, `extension`
}

/// A type declaration or an extension.
public struct TypeDeclaration: Hashable, Codable, Sendable {
    /// The declaration kind.
    public var kind: TypeKind
    /// The simple name (for an extension, the last component of the extended type).
    public var name: String
    /// The dotted path of enclosing types and the name, e.g. `Outer.Inner`.
    public var qualifiedName: String
    /// The simple names in the inheritance clause (superclass and protocols alike).
    public var inheritedTypes: [String]
    /// Where the name is written.
    public var location: Location
    /// The Objective-C runtime name given by `@objc(Name)`, if any.
    public var objcName: String?

    /// Creates a type declaration.
    public init(
        kind: TypeKind, name: String, qualifiedName: String, inheritedTypes: [String],
        location: Location, objcName: String? = nil
    ) {
        self.kind = kind
        self.name = name
        self.qualifiedName = qualifiedName
        self.inheritedTypes = inheritedTypes
        self.location = location
        self.objcName = objcName
    }
}

/// An enum with a `String` raw type.
public struct EnumDeclaration: Hashable, Codable, Sendable {
    /// The simple name of the type (or extended type) the enum is declared in; `nil` at file scope.
    public var ownerType: String?
    /// The enum's name.
    public var name: String
    /// Its cases, in order.
    public var cases: [EnumCase]
    /// Where the enum's name is written.
    public var location: Location

    /// Creates an enum declaration.
    public init(ownerType: String?, name: String, cases: [EnumCase], location: Location) {
        self.ownerType = ownerType
        self.name = name
        self.cases = cases
        self.location = location
    }
}

/// One case of a `String` enum.
public struct EnumCase: Hashable, Codable, Sendable {
    /// The case name, without backticks.
    public var name: String
    /// The explicit raw value (`case detail = "showDetail"`), `nil` when implicit.
    public var explicitRawValue: String?
    /// Where the case name is written.
    public var location: Location

    /// Creates a case.
    public init(name: String, explicitRawValue: String?, location: Location) {
        self.name = name
        self.explicitRawValue = explicitRawValue
        self.location = location
    }

    /// The raw value Swift gives the case: the explicit one, or the case name.
    public var rawValue: String { explicitRawValue ?? name }
}

/// A string constant declared outside function bodies: `static let showHelp = "showHelp"`.
public struct StringConstant: Hashable, Codable, Sendable {
    /// The dotted path of the enclosing types (`SettingsViewController.Segues`), `nil` at file scope.
    public var ownerType: String?
    /// The constant's name.
    public var name: String
    /// Its value.
    public var value: String
    /// Where the string literal's content starts.
    public var location: Location

    /// Creates a constant.
    public init(ownerType: String?, name: String, value: String, location: Location) {
        self.ownerType = ownerType
        self.name = name
        self.value = value
        self.location = location
    }
}

/// A stored property whose type names a view controller class (`weak var toolbar:
/// ToolbarViewController?`): where an embedded child is kept, which only `prepare` can fill.
public struct ControllerProperty: Hashable, Codable, Sendable {
    /// The simple name of the enclosing type.
    public var ownerType: String
    /// The property's name (`router`, `toolbar`, `activeChild`).
    public var name: String
    /// The simple type names in its declared type (`(NSObjectProtocol & CheckoutRoutingLogic)?`).
    public var typeNames: [String]
    /// Where the property name is written.
    public var location: Location

    /// Creates a controller property.
    public init(ownerType: String, name: String, typeNames: [String], location: Location) {
        self.ownerType = ownerType
        self.name = name
        self.typeNames = typeNames
        self.location = location
    }
}

/// Clean Swift's `router` property (the link from a view controller to its routing logic) and
/// the types it is declared with.
public struct RouterProperty: Hashable, Codable, Sendable {
    /// The simple name of the enclosing type.
    public var ownerType: String
    /// The property's name (`router`, `toolbar`, `activeChild`).
    public var name: String
    /// The simple type names in its declared type (`(NSObjectProtocol & CheckoutRoutingLogic)?`).
    public var typeNames: [String]
    /// Where the property name is written.
    public var location: Location

    /// Creates a router property.
    public init(ownerType: String, name: String, typeNames: [String], location: Location) {
        self.ownerType = ownerType
        self.name = name
        self.typeNames = typeNames
        self.location = location
    }
}

/// A stored property declared implicitly unwrapped (`var item: Item!`), not an outlet.
public struct UnwrappedProperty: Hashable, Codable, Sendable {
    /// The simple name of the type that declares it.
    public var ownerType: String
    /// The property's name.
    public var name: String
    /// Where the name is written.
    public var location: Location

    /// Creates a property fact.
    public init(ownerType: String, name: String, location: Location) {
        self.ownerType = ownerType
        self.name = name
        self.location = location
    }
}

/// A static property whose value is the name of the type it is read on:
/// `static var reuseIdentifier: String { String(describing: self) }` in a class, an extension or a
/// protocol extension.
public struct SelfNamedProperty: Hashable, Codable, Sendable {
    /// The simple name of the type, extended type or protocol that declares it.
    public var ownerType: String
    /// The property's name.
    public var name: String
    /// Where the name is written.
    public var location: Location

    /// Creates a property fact.
    public init(ownerType: String, name: String, location: Location) {
        self.ownerType = ownerType
        self.name = name
        self.location = location
    }
}

extension TypeDeclaration: SourceFact {
    public var owner: String? {
        let components = qualifiedName.split(separator: ".")
        return components.count > 1 ? String(components[components.count - 2]) : nil
    }

    /// Its name and what it inherits; for a view controller, also its Clean Swift router.
    public var mentionedNames: [String] {
        [name] + inheritedTypes + [CleanSwift.routerName(forViewController: name)].compactMap { $0 }
    }

    public var dumpLines: [String] {
        let inherited = inheritedTypes.isEmpty ? "" : ": " + inheritedTypes.joined(separator: ", ")
        return [
            "\(kind.rawValue) \(qualifiedName)\(inherited)" + (objcName.map { " @objc(\($0))" } ?? "")
                + " @\(location.dumpPosition)"
        ]
    }
}

extension EnumDeclaration: SourceFact {
    public var owner: String? { ownerType }
    public var mentionedNames: [String] { [name] + [ownerType].compactMap { $0 } }

    public var dumpLines: [String] {
        let owner = ownerType.map { $0 + "." } ?? ""
        return ["string enum \(owner)\(name): String @\(location.dumpPosition)"]
            + cases.map { enumCase in
                "  case \(enumCase.name) = \"\(enumCase.rawValue)\""
                    + (enumCase.explicitRawValue == nil ? " (implicit)" : "") + " @\(enumCase.location.dumpPosition)"
            }
    }

    /// The enum without the cases in inactive clauses.
    public func keeping(_ keep: (Location) -> Bool) -> EnumDeclaration? {
        guard keep(location) else { return nil }
        var kept = self
        kept.cases = cases.filter { keep($0.location) }
        return kept
    }
}

extension StringConstant: SourceFact {
    public var owner: String? { ownerType }
    /// None: a constant matters only when a fact names it, and then its file is parsed for that.
    public var mentionedNames: [String] { [] }

    public var dumpLines: [String] {
        ["constant \(ownerType.map { $0 + "." } ?? "")\(name) = \"\(value)\" @\(location.dumpPosition)"]
    }
}

extension ControllerProperty: SourceFact {
    public var owner: String? { ownerType }
    public var mentionedNames: [String] { [ownerType] + typeNames }

    public var dumpLines: [String] {
        ["controller property \(ownerType).\(name): " + typeNames.joined(separator: " & ") + " @\(location.dumpPosition)"]
    }
}

extension RouterProperty: SourceFact {
    public var owner: String? { ownerType }
    public var mentionedNames: [String] { [ownerType] + typeNames }

    public var dumpLines: [String] {
        ["router in \(ownerType): " + typeNames.joined(separator: " & ") + " @\(location.dumpPosition)"]
    }
}

extension UnwrappedProperty: SourceFact {
    public var owner: String? { ownerType }
    public var mentionedNames: [String] { [] }
    public var dumpLines: [String] { ["unwrapped property \(ownerType).\(name) @\(location.dumpPosition)"] }
}

extension SelfNamedProperty: SourceFact {
    public var owner: String? { ownerType }
    public var mentionedNames: [String] { [ownerType, name] }
    public var dumpLines: [String] { ["self-named property \(ownerType).\(name) @\(location.dumpPosition)"] }
}
