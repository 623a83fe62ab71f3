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

        enum CodingKeys: String, CodingKey {
            case path, types, stringEnums, stringConstants, identifierUses, prepareHandlers, segueMethods, destinationCasts,
                routerProperties, suppressions, conditionalRegions, prepareForwards, codeSegues, unwrappedProperties,
                controllerProperties, storyboardNames, instantiations, generatedSceneUses, dequeues, cellRegistrations,
                dataSourceAssignments, selfNamedProperties
        }

        // Empty arrays, most of a file's, are left out of the coded form: decoding one cost a
        // container and its reader, which made decoding the cached facts most of a run after an
        // edit. A fact kind is coded here as well as listed in `kinds` (FactKindTests round-trips
        // every fixture's facts through the cache's coder).
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(path, forKey: .path)
            if !types.isEmpty { try container.encode(types, forKey: .types) }
            if !stringEnums.isEmpty { try container.encode(stringEnums, forKey: .stringEnums) }
            if !stringConstants.isEmpty { try container.encode(stringConstants, forKey: .stringConstants) }
            if !identifierUses.isEmpty { try container.encode(identifierUses, forKey: .identifierUses) }
            if !prepareHandlers.isEmpty { try container.encode(prepareHandlers, forKey: .prepareHandlers) }
            if !segueMethods.isEmpty { try container.encode(segueMethods, forKey: .segueMethods) }
            if !destinationCasts.isEmpty { try container.encode(destinationCasts, forKey: .destinationCasts) }
            if !routerProperties.isEmpty { try container.encode(routerProperties, forKey: .routerProperties) }
            if !suppressions.isEmpty { try container.encode(suppressions, forKey: .suppressions) }
            if !conditionalRegions.isEmpty { try container.encode(conditionalRegions, forKey: .conditionalRegions) }
            if !prepareForwards.isEmpty { try container.encode(prepareForwards, forKey: .prepareForwards) }
            if !codeSegues.isEmpty { try container.encode(codeSegues, forKey: .codeSegues) }
            if !unwrappedProperties.isEmpty { try container.encode(unwrappedProperties, forKey: .unwrappedProperties) }
            if !controllerProperties.isEmpty { try container.encode(controllerProperties, forKey: .controllerProperties) }
            if !storyboardNames.isEmpty { try container.encode(storyboardNames, forKey: .storyboardNames) }
            if !instantiations.isEmpty { try container.encode(instantiations, forKey: .instantiations) }
            if !generatedSceneUses.isEmpty { try container.encode(generatedSceneUses, forKey: .generatedSceneUses) }
            if !dequeues.isEmpty { try container.encode(dequeues, forKey: .dequeues) }
            if !cellRegistrations.isEmpty { try container.encode(cellRegistrations, forKey: .cellRegistrations) }
            if !dataSourceAssignments.isEmpty { try container.encode(dataSourceAssignments, forKey: .dataSourceAssignments) }
            if !selfNamedProperties.isEmpty { try container.encode(selfNamedProperties, forKey: .selfNamedProperties) }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            path = try container.decode(String.self, forKey: .path)
            types = try container.decodeIfPresent([TypeDeclaration].self, forKey: .types) ?? []
            stringEnums = try container.decodeIfPresent([EnumDeclaration].self, forKey: .stringEnums) ?? []
            stringConstants = try container.decodeIfPresent([StringConstant].self, forKey: .stringConstants) ?? []
            identifierUses = try container.decodeIfPresent([IdentifierUse].self, forKey: .identifierUses) ?? []
            prepareHandlers = try container.decodeIfPresent([PrepareHandler].self, forKey: .prepareHandlers) ?? []
            segueMethods = try container.decodeIfPresent([SegueMethod].self, forKey: .segueMethods) ?? []
            destinationCasts = try container.decodeIfPresent([DestinationCast].self, forKey: .destinationCasts) ?? []
            routerProperties = try container.decodeIfPresent([RouterProperty].self, forKey: .routerProperties) ?? []
            suppressions = try container.decodeIfPresent([SuppressionDirective].self, forKey: .suppressions) ?? []
            conditionalRegions = try container.decodeIfPresent([ConditionalRegion].self, forKey: .conditionalRegions) ?? []
            prepareForwards = try container.decodeIfPresent([PrepareForward].self, forKey: .prepareForwards) ?? []
            codeSegues = try container.decodeIfPresent([CodeSegue].self, forKey: .codeSegues) ?? []
            unwrappedProperties = try container.decodeIfPresent([UnwrappedProperty].self, forKey: .unwrappedProperties) ?? []
            controllerProperties = try container.decodeIfPresent([ControllerProperty].self, forKey: .controllerProperties) ?? []
            storyboardNames = try container.decodeIfPresent([StoryboardNameUse].self, forKey: .storyboardNames) ?? []
            instantiations = try container.decodeIfPresent([SceneInstantiation].self, forKey: .instantiations) ?? []
            generatedSceneUses = try container.decodeIfPresent([GeneratedSceneUse].self, forKey: .generatedSceneUses) ?? []
            dequeues = try container.decodeIfPresent([CellDequeue].self, forKey: .dequeues) ?? []
            cellRegistrations = try container.decodeIfPresent([CellRegistration].self, forKey: .cellRegistrations) ?? []
            dataSourceAssignments =
                try container.decodeIfPresent([DataSourceAssignment].self, forKey: .dataSourceAssignments) ?? []
            selfNamedProperties = try container.decodeIfPresent([SelfNamedProperty].self, forKey: .selfNamedProperties) ?? []
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
