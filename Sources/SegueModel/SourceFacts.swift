/// Everything seguelint keeps of one Swift file. Pure values: the syntax tree is gone once this exists.
///
/// Each stored array is one kind of fact, listed in `kinds`; its element type conforms to
/// `SourceFact`, which says what the prefilter, the dump and `#if` filtering need to know of it.
/// The arrays live in `Contents`, behind properties of the same names; copies share one
/// `Contents` until one of them is changed, so handing a file's facts to every target that
/// compiles it costs one reference, not one per array. The cache codes `Contents` with
/// its synthesized `Codable` form. See "Adding a fact" in docs/architecture.md.
public struct SourceFacts: Hashable, Codable, Sendable, CustomReflectable {
    /// The facts themselves (each array's meaning is documented here).
    struct Contents: Hashable, Codable, Sendable {
        /// The path the file was read from.
        var path: String
        /// Every type declaration and extension, nested ones included.
        var types: [TypeDeclaration] = []
        /// Every enum whose raw type is `String`, wherever it is declared.
        var stringEnums: [EnumDeclaration] = []
        /// `let` / `static let` constants initialised with a plain string literal outside function bodies.
        var stringConstants: [StringConstant] = []
        /// Places where code names a segue identifier.
        var identifierUses: [IdentifierUse] = []
        /// `prepare(for:sender:)` implementations.
        var prepareHandlers: [PrepareHandler] = []
        /// Methods that take a storyboard segue (unwind actions, Clean Swift routes) or are named `routeTo…`.
        var segueMethods: [SegueMethod] = []
        /// Casts of a segue's destination inside branches on identifiers.
        var destinationCasts: [DestinationCast] = []
        /// `router` properties (Clean Swift) and the types they are declared with.
        var routerProperties: [RouterProperty] = []
        /// `// seguelint:disable …` comments, in source order.
        var suppressions: [SuppressionDirective] = []
        /// The clauses of `#if` blocks, in source order (a target keeps only the facts of clauses
        /// active for it).
        var conditionalRegions: [ConditionalRegion] = []
        /// `x.prepare(for: segue, sender: sender)` sent to another object than `self` or `super`.
        var prepareForwards: [PrepareForward] = []
        /// Segues built in code with an identifier: `FadeSegue(identifier: "x", source: a, destination: b)`.
        var codeSegues: [CodeSegue] = []
        /// Stored properties declared implicitly unwrapped (`var item: Item!`, not `@IBOutlet`): state a
        /// view controller expects to be given before it appears.
        var unwrappedProperties: [UnwrappedProperty] = []
        /// Stored properties whose type names a view controller class (`weak var toolbar:
        /// ToolbarViewController?`): the place an embedded child is kept, which only `prepare` can fill.
        var controllerProperties: [ControllerProperty] = []
        /// `UIStoryboard(name: "X", bundle: nil)` / `NSStoryboard(name:bundle:)` in the app's bundle.
        var storyboardNames: [StoryboardNameUse] = []
        /// `instantiateViewController(withIdentifier:)` and its spellings, with the cast that follows.
        var instantiations: [SceneInstantiation] = []
        /// Scenes instantiated through generated accessors: SwiftGen's `StoryboardScene.Main.settings.instantiate()`,
        /// R.swift's `R.storyboard.main.settings()`.
        var generatedSceneUses: [GeneratedSceneUse] = []
        /// `dequeueReusableCell(withIdentifier:for:)` and its spellings, with the cast that follows.
        var dequeues: [CellDequeue] = []
        /// `register(_:forCellReuseIdentifier:)` and its spellings: identifiers valid without a prototype.
        var cellRegistrations: [CellRegistration] = []
        /// `x.dataSource = value` assignments: views a type feeds that are not its own, and its own
        /// views that another object feeds.
        var dataSourceAssignments: [DataSourceAssignment] = []
        /// `static var reuseIdentifier: String { String(describing: self) }`: a property whose value is
        /// the name of the type it is read on.
        var selfNamedProperties: [SelfNamedProperty] = []

        init(path: String) {
            self.path = path
        }

        // A list: the path, a mask of the fact kinds the file has, then those arrays in this order.
        // Empty arrays, most of a file's, are left out: decoding one cost a container and its
        // reader, which made decoding the cached facts most of a run after an edit; and a keyed
        // container compares each key. A fact kind is coded here as well as listed in `kinds`
        // (FactKindTests round-trips every fixture's facts through the cache's coder).
        func encode(to encoder: any Encoder) throws {
            var list = encoder.unkeyedContainer()
            try list.encode(path)
            var present: UInt64 = 0
            for (bit, isEmpty) in [
                types.isEmpty, stringEnums.isEmpty, stringConstants.isEmpty, identifierUses.isEmpty, prepareHandlers.isEmpty,
                segueMethods.isEmpty, destinationCasts.isEmpty, routerProperties.isEmpty, suppressions.isEmpty,
                conditionalRegions.isEmpty, prepareForwards.isEmpty, codeSegues.isEmpty, unwrappedProperties.isEmpty,
                controllerProperties.isEmpty, storyboardNames.isEmpty, instantiations.isEmpty, generatedSceneUses.isEmpty,
                dequeues.isEmpty, cellRegistrations.isEmpty, dataSourceAssignments.isEmpty, selfNamedProperties.isEmpty,
            ].enumerated() where !isEmpty {
                present |= 1 << UInt64(bit)
            }
            try list.encode(present)
            try list.encode(types, ifIn: present, bit: 0)
            try list.encode(stringEnums, ifIn: present, bit: 1)
            try list.encode(stringConstants, ifIn: present, bit: 2)
            try list.encode(identifierUses, ifIn: present, bit: 3)
            try list.encode(prepareHandlers, ifIn: present, bit: 4)
            try list.encode(segueMethods, ifIn: present, bit: 5)
            try list.encode(destinationCasts, ifIn: present, bit: 6)
            try list.encode(routerProperties, ifIn: present, bit: 7)
            try list.encode(suppressions, ifIn: present, bit: 8)
            try list.encode(conditionalRegions, ifIn: present, bit: 9)
            try list.encode(prepareForwards, ifIn: present, bit: 10)
            try list.encode(codeSegues, ifIn: present, bit: 11)
            try list.encode(unwrappedProperties, ifIn: present, bit: 12)
            try list.encode(controllerProperties, ifIn: present, bit: 13)
            try list.encode(storyboardNames, ifIn: present, bit: 14)
            try list.encode(instantiations, ifIn: present, bit: 15)
            try list.encode(generatedSceneUses, ifIn: present, bit: 16)
            try list.encode(dequeues, ifIn: present, bit: 17)
            try list.encode(cellRegistrations, ifIn: present, bit: 18)
            try list.encode(dataSourceAssignments, ifIn: present, bit: 19)
            try list.encode(selfNamedProperties, ifIn: present, bit: 20)
        }

        init(from decoder: any Decoder) throws {
            var list = try decoder.unkeyedContainer()
            path = try list.decode(String.self)
            let present = try list.decode(UInt64.self)
            types = try list.decode([TypeDeclaration].self, ifIn: present, bit: 0)
            stringEnums = try list.decode([EnumDeclaration].self, ifIn: present, bit: 1)
            stringConstants = try list.decode([StringConstant].self, ifIn: present, bit: 2)
            identifierUses = try list.decode([IdentifierUse].self, ifIn: present, bit: 3)
            prepareHandlers = try list.decode([PrepareHandler].self, ifIn: present, bit: 4)
            segueMethods = try list.decode([SegueMethod].self, ifIn: present, bit: 5)
            destinationCasts = try list.decode([DestinationCast].self, ifIn: present, bit: 6)
            routerProperties = try list.decode([RouterProperty].self, ifIn: present, bit: 7)
            suppressions = try list.decode([SuppressionDirective].self, ifIn: present, bit: 8)
            conditionalRegions = try list.decode([ConditionalRegion].self, ifIn: present, bit: 9)
            prepareForwards = try list.decode([PrepareForward].self, ifIn: present, bit: 10)
            codeSegues = try list.decode([CodeSegue].self, ifIn: present, bit: 11)
            unwrappedProperties = try list.decode([UnwrappedProperty].self, ifIn: present, bit: 12)
            controllerProperties = try list.decode([ControllerProperty].self, ifIn: present, bit: 13)
            storyboardNames = try list.decode([StoryboardNameUse].self, ifIn: present, bit: 14)
            instantiations = try list.decode([SceneInstantiation].self, ifIn: present, bit: 15)
            generatedSceneUses = try list.decode([GeneratedSceneUse].self, ifIn: present, bit: 16)
            dequeues = try list.decode([CellDequeue].self, ifIn: present, bit: 17)
            cellRegistrations = try list.decode([CellRegistration].self, ifIn: present, bit: 18)
            dataSourceAssignments = try list.decode([DataSourceAssignment].self, ifIn: present, bit: 19)
            selfNamedProperties = try list.decode([SelfNamedProperty].self, ifIn: present, bit: 20)
        }
    }

    /// Shared by copies; changed in place only when no other copy holds it (`isKnownUniquelyReferenced`).
    private final class Box: @unchecked Sendable {  // Safe: written only through a unique reference.
        var contents: Contents
        init(_ contents: Contents) { self.contents = contents }
    }

    private var box: Box

    /// Creates empty facts for a file.
    public init(path: String) {
        box = Box(Contents(path: path))
    }

    /// The path the file was read from.
    public var path: String {
        get { box.contents.path }
        _modify {
            makeUnique()
            yield &box.contents.path
        }
    }

    public var types: [TypeDeclaration] {
        get { box.contents.types }
        _modify {
            makeUnique()
            yield &box.contents.types
        }
    }

    public var stringEnums: [EnumDeclaration] {
        get { box.contents.stringEnums }
        _modify {
            makeUnique()
            yield &box.contents.stringEnums
        }
    }

    public var stringConstants: [StringConstant] {
        get { box.contents.stringConstants }
        _modify {
            makeUnique()
            yield &box.contents.stringConstants
        }
    }

    public var identifierUses: [IdentifierUse] {
        get { box.contents.identifierUses }
        _modify {
            makeUnique()
            yield &box.contents.identifierUses
        }
    }

    public var prepareHandlers: [PrepareHandler] {
        get { box.contents.prepareHandlers }
        _modify {
            makeUnique()
            yield &box.contents.prepareHandlers
        }
    }

    public var segueMethods: [SegueMethod] {
        get { box.contents.segueMethods }
        _modify {
            makeUnique()
            yield &box.contents.segueMethods
        }
    }

    public var destinationCasts: [DestinationCast] {
        get { box.contents.destinationCasts }
        _modify {
            makeUnique()
            yield &box.contents.destinationCasts
        }
    }

    public var routerProperties: [RouterProperty] {
        get { box.contents.routerProperties }
        _modify {
            makeUnique()
            yield &box.contents.routerProperties
        }
    }

    public var suppressions: [SuppressionDirective] {
        get { box.contents.suppressions }
        _modify {
            makeUnique()
            yield &box.contents.suppressions
        }
    }

    public var conditionalRegions: [ConditionalRegion] {
        get { box.contents.conditionalRegions }
        _modify {
            makeUnique()
            yield &box.contents.conditionalRegions
        }
    }

    public var prepareForwards: [PrepareForward] {
        get { box.contents.prepareForwards }
        _modify {
            makeUnique()
            yield &box.contents.prepareForwards
        }
    }

    public var codeSegues: [CodeSegue] {
        get { box.contents.codeSegues }
        _modify {
            makeUnique()
            yield &box.contents.codeSegues
        }
    }

    public var unwrappedProperties: [UnwrappedProperty] {
        get { box.contents.unwrappedProperties }
        _modify {
            makeUnique()
            yield &box.contents.unwrappedProperties
        }
    }

    public var controllerProperties: [ControllerProperty] {
        get { box.contents.controllerProperties }
        _modify {
            makeUnique()
            yield &box.contents.controllerProperties
        }
    }

    public var storyboardNames: [StoryboardNameUse] {
        get { box.contents.storyboardNames }
        _modify {
            makeUnique()
            yield &box.contents.storyboardNames
        }
    }

    public var instantiations: [SceneInstantiation] {
        get { box.contents.instantiations }
        _modify {
            makeUnique()
            yield &box.contents.instantiations
        }
    }

    public var generatedSceneUses: [GeneratedSceneUse] {
        get { box.contents.generatedSceneUses }
        _modify {
            makeUnique()
            yield &box.contents.generatedSceneUses
        }
    }

    public var dequeues: [CellDequeue] {
        get { box.contents.dequeues }
        _modify {
            makeUnique()
            yield &box.contents.dequeues
        }
    }

    public var cellRegistrations: [CellRegistration] {
        get { box.contents.cellRegistrations }
        _modify {
            makeUnique()
            yield &box.contents.cellRegistrations
        }
    }

    public var dataSourceAssignments: [DataSourceAssignment] {
        get { box.contents.dataSourceAssignments }
        _modify {
            makeUnique()
            yield &box.contents.dataSourceAssignments
        }
    }

    public var selfNamedProperties: [SelfNamedProperty] {
        get { box.contents.selfNamedProperties }
        _modify {
            makeUnique()
            yield &box.contents.selfNamedProperties
        }
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.contents) }
    }

    public static func == (lhs: SourceFacts, rhs: SourceFacts) -> Bool {
        lhs.box === rhs.box || lhs.box.contents == rhs.box.contents
    }

    public func hash(into hasher: inout Hasher) { box.contents.hash(into: &hasher) }

    public init(from decoder: any Decoder) throws {
        box = Box(try Contents(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws { try box.contents.encode(to: encoder) }

    /// The stored arrays, as `Mirror` would show them if they were stored here.
    public var customMirror: Mirror { Mirror(reflecting: box.contents) }
}

/// One fact of a Swift file. A fact type says, beside its fields, everything the driver needs of
/// it, so no other code lists the fact kinds one by one.
public protocol SourceFact: Hashable, Codable, Sendable {
    /// Where the fact is written (for an `#if` clause, where it starts).
    var location: Location { get }
    /// The simple name of the type it is written in; `nil` at file scope.
    var owner: String? { get }
    /// Names the fact mentions, dotted or not: a file the prefilter skipped is parsed after all
    /// when it contains one of them.
    var mentionedNames: [String] { get }
    /// Its lines in `seguelint dump` output.
    var dumpLines: [String] { get }
    /// The fact as a target sees it when what `keep` rejects lies in an inactive `#if` clause:
    /// `nil` to drop it, or a copy without its inactive parts.
    func keeping(_ keep: (Location) -> Bool) -> Self?
}

extension SourceFact {
    public func keeping(_ keep: (Location) -> Bool) -> Self? {
        keep(location) ? self : nil
    }
}

/// One kind of fact: an array of `SourceFacts`, read and filtered without naming its type.
public struct SourceFactKind: Sendable {
    /// The name of the `SourceFacts` property.
    public let name: String
    private let read: @Sendable (SourceFacts) -> [any SourceFact]
    private let filter: @Sendable (inout SourceFacts, (Location) -> Bool) -> Void
    private let append: @Sendable (inout SourceFacts, SourceFacts) -> Void

    init<Fact: SourceFact>(_ name: String, _ path: WritableKeyPath<SourceFacts, [Fact]> & Sendable) {
        self.name = name
        read = { $0[keyPath: path] }
        filter = { facts, keep in facts[keyPath: path] = facts[keyPath: path].compactMap { $0.keeping(keep) } }
        append = { facts, other in facts[keyPath: path] += other[keyPath: path] }
    }

    /// The facts of this kind in `facts`.
    public func facts(in facts: SourceFacts) -> [any SourceFact] { read(facts) }

    /// Removes from `facts` what `keep` rejects.
    func filter(_ facts: inout SourceFacts, keeping keep: (Location) -> Bool) { filter(&facts, keep) }

    /// Appends the facts of this kind in `other` to `facts`.
    func append(_ other: SourceFacts, to facts: inout SourceFacts) { append(&facts, other) }
}

extension SourceFacts {
    /// Every kind of fact, in the order `dump` prints them. A test fails when a stored array of
    /// `SourceFacts` is missing here.
    public static let kinds: [SourceFactKind] = [
        SourceFactKind("types", \.types),
        SourceFactKind("stringEnums", \.stringEnums),
        SourceFactKind("stringConstants", \.stringConstants),
        SourceFactKind("identifierUses", \.identifierUses),
        SourceFactKind("prepareHandlers", \.prepareHandlers),
        SourceFactKind("segueMethods", \.segueMethods),
        SourceFactKind("destinationCasts", \.destinationCasts),
        SourceFactKind("suppressions", \.suppressions),
        SourceFactKind("routerProperties", \.routerProperties),
        SourceFactKind("prepareForwards", \.prepareForwards),
        SourceFactKind("codeSegues", \.codeSegues),
        SourceFactKind("unwrappedProperties", \.unwrappedProperties),
        SourceFactKind("controllerProperties", \.controllerProperties),
        SourceFactKind("storyboardNames", \.storyboardNames),
        SourceFactKind("instantiations", \.instantiations),
        SourceFactKind("generatedSceneUses", \.generatedSceneUses),
        SourceFactKind("dequeues", \.dequeues),
        SourceFactKind("cellRegistrations", \.cellRegistrations),
        SourceFactKind("dataSourceAssignments", \.dataSourceAssignments),
        SourceFactKind("selfNamedProperties", \.selfNamedProperties),
        SourceFactKind("conditionalRegions", \.conditionalRegions),
    ]

    /// Every fact of the file, kind by kind in the order of `kinds`.
    public var allFacts: [any SourceFact] {
        Self.kinds.flatMap { $0.facts(in: self) }
    }

    /// Adds every fact of `other`, kind by kind (the path stays this one's).
    public mutating func append(contentsOf other: SourceFacts) {
        for kind in Self.kinds { kind.append(other, to: &self) }
    }

    /// One line per fact, in the order of `kinds`.
    public func dump() -> String {
        let lines = allFacts.flatMap(\.dumpLines)
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }

    /// The facts with everything inside an inactive clause removed; `isActive` says whether a
    /// clause is active (a nested clause counts only inside an active one, which holds because the
    /// outer clause's facts are removed too). Suppression comments and the clauses themselves are
    /// kept: they are matched against findings, not judged.
    public func keepingActive(_ isActive: (ConditionalRegion) -> Bool) -> SourceFacts {
        let inactive = conditionalRegions.filter { !isActive($0) }
        guard !inactive.isEmpty else { return self }
        var kept = self
        for kind in Self.kinds {
            kind.filter(&kept) { location in !inactive.contains { $0.contains(location) } }
        }
        return kept
    }
}

extension Location {
    /// `line:column`, or `line` alone, as dumps print a location.
    var dumpPosition: String {
        column.map { "\(line):\($0)" } ?? "\(line)"
    }
}

extension IdentifierExpression {
    /// The names the expression mentions: none for a literal.
    var mentionedNames: [String] {
        switch self {
        case .literal: return []
        case .implicitMember(let name): return [name]
        case .reference(let base, let name): return [base, name].compactMap { $0 }
        }
    }
}
