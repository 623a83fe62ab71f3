/// Facts about segues: identifier uses, `prepare(for:sender:)`, segue methods, destination casts.

/// How code spells a segue identifier, before project-wide resolution.
public enum IdentifierExpression: Hashable, Codable, Sendable, CustomStringConvertible {
    /// A string literal: `"showPerson"` (also `NSStoryboardSegue.Identifier("showPerson")`).
    case literal(String)
    /// An implicit member: `.showPerson` — a segue enum case, or a `static let` on `String`.
    case implicitMember(String)
    /// A name, possibly qualified: `showHelp`, `Segues.showHelp`, `SegueIdentifier.showPerson`,
    /// `Self.showHelp`. `base` is the last component before the name.
    case reference(base: String?, name: String)

    /// The expression as written, for messages.
    public var description: String {
        switch self {
        case .literal(let value): return "\"\(value)\""
        case .implicitMember(let name): return ".\(name)"
        case .reference(let base?, let name): return "\(base).\(name)"
        case .reference(nil, let name): return name
        }
    }
}

/// What a use of an identifier does.
public enum IdentifierUseKind: String, Hashable, Codable, Sendable {
    /// `performSegue(withIdentifier:sender:)` and its spellings.
    case perform
    /// `segue.identifier == "x"` and friends.
    case comparison
    /// `case "x":` in a `switch` over a segue identifier.
    case switchCase
}

/// A place where code names a segue identifier.
public struct IdentifierUse: Hashable, Codable, Sendable {
    /// The simple name of the enclosing type (or extended type); `nil` at file scope.
    public var ownerType: String?
    /// How the identifier is spelled.
    public var expression: IdentifierExpression
    /// What the code does with it.
    public var kind: IdentifierUseKind
    /// `false` when `performSegue` is sent to something other than `self`, so the receiver's
    /// class is unknown.
    public var receiverIsSelf: Bool
    /// Where the identifier is written (the literal's content for string literals).
    public var location: Location
    /// For a comparison or a `case`: the branch it guards does nothing (`if … {}`, `case "x": break`),
    /// so that the branch never runs loses nothing.
    public var branchDoesNothing = false

    /// Creates a use.
    public init(
        ownerType: String?, expression: IdentifierExpression, kind: IdentifierUseKind,
        receiverIsSelf: Bool = true, location: Location, branchDoesNothing: Bool = false
    ) {
        self.ownerType = ownerType
        self.expression = expression
        self.kind = kind
        self.receiverIsSelf = receiverIsSelf
        self.location = location
        self.branchDoesNothing = branchDoesNothing
    }
}

/// One `prepare(for:sender:)` implementation and how it dispatches on segue identifiers.
public struct PrepareHandler: Hashable, Codable, Sendable {
    /// The simple name of the type (or extended type) that implements it.
    public var ownerType: String
    /// Where the function name is written.
    public var location: Location
    /// The identifiers with a branch of their own: literals and constants compared with the
    /// identifier, or enum cases of a `switch segueIdentifier(for: segue)`.
    public var handled: [HandledIdentifier]
    /// Where a `default:` or final `else` of an identifier dispatch is, if any.
    public var fallback: Location?
    /// Whether the body calls `super.prepare(for:sender:)`.
    public var callsSuper: Bool
    /// Whether it builds a selector from the identifier (Clean Swift's `routeTo\(id)WithSegue:`),
    /// so every identifier is dispatched dynamically.
    public var dispatchesDynamically: Bool
    /// Whether it compares the identifier outside a branch condition (`flag = segue.identifier == "x"`),
    /// so which segues it handles cannot be told from its branches.
    public var comparesOutsideBranches: Bool = false

    /// Creates a handler.
    public init(
        ownerType: String, location: Location, handled: [HandledIdentifier] = [],
        fallback: Location? = nil, callsSuper: Bool = false, dispatchesDynamically: Bool = false
    ) {
        self.ownerType = ownerType
        self.location = location
        self.handled = handled
        self.fallback = fallback
        self.callsSuper = callsSuper
        self.dispatchesDynamically = dispatchesDynamically
    }

    /// Whether the body branches on identifiers at all.
    public var dispatchesOnIdentifiers: Bool { !handled.isEmpty || dispatchesDynamically }
}

/// An identifier with a branch in `prepare(for:sender:)`.
public struct HandledIdentifier: Hashable, Codable, Sendable {
    /// How the branch spells it.
    public var expression: IdentifierExpression
    /// Where.
    public var location: Location

    /// Creates a handled identifier.
    public init(expression: IdentifierExpression, location: Location) {
        self.expression = expression
        self.location = location
    }
}

/// A method that takes a storyboard segue or whose name starts with `routeTo`.
public struct SegueMethod: Hashable, Codable, Sendable {
    /// The simple name of the enclosing type, `nil` at file scope.
    public var ownerType: String?
    /// The base name.
    public var name: String
    /// Argument labels; `nil` for `_`.
    public var labels: [String?]
    /// The name in `@objc(name:)`, when given.
    public var objcName: String?
    /// Whether it is marked `@IBAction`.
    public var isIBAction: Bool
    /// Whether it is exposed to Objective-C (`@IBAction`, `@objc`, or a member of an `@objc` protocol).
    public var isObjC: Bool
    /// Whether its first parameter is a `UIStoryboardSegue` / `NSStoryboardSegue`.
    public var takesStoryboardSegue: Bool
    /// Where the name is written.
    public var location: Location
    /// Whether the first parameter spells its argument label apart from its name (`segue s:`,
    /// `_ segue:`): Swift 2 gave a method's first parameter no label unless it did.
    public var firstLabelIsExplicit: Bool = true

    /// Creates a method fact.
    public init(
        ownerType: String?, name: String, labels: [String?], objcName: String?, isIBAction: Bool,
        isObjC: Bool, takesStoryboardSegue: Bool, location: Location
    ) {
        self.ownerType = ownerType
        self.name = name
        self.labels = labels
        self.objcName = objcName
        self.isIBAction = isIBAction
        self.isObjC = isObjC
        self.takesStoryboardSegue = takesStoryboardSegue
        self.location = location
    }

    /// The Objective-C selector: `@objc(name)` when given, else Swift's rules.
    public var selector: String {
        objcName ?? ObjCSelector.selector(name: name, labels: labels)
    }

    /// The selector under Swift 2's rules: the first parameter has no label unless spelled apart
    /// (`func unwind(segue: …, towards: …)` is `unwind:towards:`).
    public var swift2Selector: String {
        objcName ?? ObjCSelector.selector(name: name, labels: firstLabelIsExplicit ? labels : [nil] + labels.dropFirst())
    }

    /// `name(label:_:)` as Swift spells it.
    public var swiftName: String {
        "\(name)(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }
}

/// `segue.destination as! T` inside a branch of `prepare(for:sender:)` tied to identifiers.
public struct DestinationCast: Hashable, Codable, Sendable {
    /// The simple name of the type whose `prepare` holds the cast.
    public var ownerType: String
    /// The identifiers of the enclosing branch.
    public var identifiers: [IdentifierExpression]
    /// The simple name of the type cast to.
    public var typeName: String
    /// `as!` (true) or `as?` (false).
    public var isForced: Bool
    /// Whether the cast goes through a navigation controller's `topViewController`,
    /// `visibleViewController` or `viewControllers.first`.
    public var throughNavigation: Bool
    /// Where the type name is written.
    public var location: Location

    /// Creates a cast fact.
    public init(
        ownerType: String, identifiers: [IdentifierExpression], typeName: String, isForced: Bool,
        throughNavigation: Bool, location: Location
    ) {
        self.ownerType = ownerType
        self.identifiers = identifiers
        self.typeName = typeName
        self.isForced = isForced
        self.throughNavigation = throughNavigation
        self.location = location
    }
}

/// A `prepare(for:sender:)` call sent to another view controller (`activeChild?.prepare(for:
/// segue, sender: sender)`, `parent?.prepare(…)`, `delegate?.prepare(…)`): the segues of the
/// caller's scenes reach the receiver's `prepare`.
public struct PrepareForward: Hashable, Codable, Sendable {
    /// The simple name of the type whose code forwards; `nil` at file scope.
    public var ownerType: String?
    /// The receiver as written (`activeChild`, `parent`, `delegate`).
    public var receiver: String
    /// Where the call is.
    public var location: Location

    /// Creates a forward.
    public init(ownerType: String?, receiver: String, location: Location) {
        self.ownerType = ownerType
        self.receiver = receiver
        self.location = location
    }
}

/// A segue built in code with an identifier: `FadeSegue(identifier: "x", source: a, destination: b)`.
public struct CodeSegue: Hashable, Codable, Sendable {
    /// The simple name of the enclosing type; `nil` at file scope.
    public var ownerType: String?
    /// The identifier or name as written.
    public var expression: IdentifierExpression
    /// Where it is written.
    public var location: Location
    /// Creates a segue built in code.
    public init(ownerType: String?, expression: IdentifierExpression, location: Location) {
        self.ownerType = ownerType
        self.expression = expression
        self.location = location
    }
}

extension IdentifierUse {
    /// `performSegue` sent to `self`: the identifier must be a segue of the owner's scenes (the
    /// graph draws it as an edge from them; rules check it against them).
    public var performsOnSelf: Bool { kind == .perform && receiverIsSelf }
}

extension IdentifierUse: SourceFact {
    public var owner: String? { ownerType }
    public var mentionedNames: [String] { [ownerType].compactMap { $0 } + expression.mentionedNames }

    public var dumpLines: [String] {
        [
            "use \(kind.rawValue) \(expression) in \(ownerType ?? "<file>")"
                + (receiverIsSelf ? "" : " (other receiver)") + (branchDoesNothing ? " (empty branch)" : "")
                + " @\(location.dumpPosition)"
        ]
    }
}

extension PrepareHandler: SourceFact {
    public var owner: String? { ownerType }
    public var mentionedNames: [String] { [ownerType] + handled.flatMap(\.expression.mentionedNames) }

    public var dumpLines: [String] {
        var flags: [String] = []
        if callsSuper { flags.append("calls super") }
        if dispatchesDynamically { flags.append("dynamic") }
        if comparesOutsideBranches { flags.append("compares outside branches") }
        if let fallback { flags.append("fallback @\(fallback.dumpPosition)") }
        return [
            "prepare in \(ownerType) @\(location.dumpPosition)"
                + (flags.isEmpty ? "" : " [" + flags.joined(separator: ", ") + "]")
        ]
            + handled.map { "  handles \($0.expression) @\($0.location.dumpPosition)" }
    }

    /// The handler without the branches and fallback in inactive clauses.
    public func keeping(_ keep: (Location) -> Bool) -> PrepareHandler? {
        guard keep(location) else { return nil }
        var kept = self
        kept.handled = handled.filter { keep($0.location) }
        if let fallback, !keep(fallback) { kept.fallback = nil }
        return kept
    }
}

extension SegueMethod: SourceFact {
    public var owner: String? { ownerType }
    public var mentionedNames: [String] { [ownerType].compactMap { $0 } }

    public var dumpLines: [String] {
        var flags: [String] = []
        if isIBAction { flags.append("IBAction") } else if isObjC { flags.append("objc") }
        if takesStoryboardSegue { flags.append("takes segue") }
        return [
            "method \(ownerType.map { $0 + "." } ?? "")\(swiftName) selector=\(selector)"
                + " [" + flags.joined(separator: ", ") + "] @\(location.dumpPosition)"
        ]
    }
}

extension DestinationCast: SourceFact {
    public var owner: String? { ownerType }
    public var mentionedNames: [String] { [ownerType, typeName] + identifiers.flatMap(\.mentionedNames) }

    public var dumpLines: [String] {
        [
            "cast in \(ownerType) for " + identifiers.map(\.description).joined(separator: ", ")
                + " \(isForced ? "as!" : "as?") \(typeName)" + (throughNavigation ? " (through navigation)" : "")
                + " @\(location.dumpPosition)"
        ]
    }
}

extension PrepareForward: SourceFact {
    public var owner: String? { ownerType }
    public var mentionedNames: [String] { [] }

    public var dumpLines: [String] {
        ["prepare forwarded by \(ownerType ?? "<file>") to \(receiver) @\(location.dumpPosition)"]
    }
}

extension CodeSegue: SourceFact {
    public var owner: String? { ownerType }
    public var mentionedNames: [String] { [ownerType].compactMap { $0 } + expression.mentionedNames }

    public var dumpLines: [String] {
        ["segue built in \(ownerType ?? "<file>") with identifier \(expression) @\(location.dumpPosition)"]
    }
}
