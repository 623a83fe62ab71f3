/// Everything seguelint keeps of one Swift file. Pure values: the syntax tree is gone once this exists.
///
/// Each stored array is one kind of fact, listed in `kinds`; its element type conforms to
/// `SourceFact`, which says what the prefilter, the dump and `#if` filtering need to know of it.
/// The cache codes the whole value with its synthesized `Codable` form. See "Adding a fact" in
/// docs/architecture.md.
public struct SourceFacts: Hashable, Codable, Sendable {
    /// The path the file was read from.
    public var path: String
    /// Every type declaration and extension, nested ones included.
    public var types: [TypeDeclaration] = []
    /// Every enum whose raw type is `String`, wherever it is declared.
    public var stringEnums: [EnumDeclaration] = []
    /// `let` / `static let` constants initialised with a plain string literal outside function bodies.
    public var stringConstants: [StringConstant] = []
    /// Places where code names a segue identifier.
    public var identifierUses: [IdentifierUse] = []
    /// `prepare(for:sender:)` implementations.
    public var prepareHandlers: [PrepareHandler] = []
    /// Methods that take a storyboard segue (unwind actions, Clean Swift routes) or are named `routeTo…`.
    public var segueMethods: [SegueMethod] = []
    /// Casts of a segue's destination inside branches on identifiers.
    public var destinationCasts: [DestinationCast] = []
    /// `router` properties (Clean Swift) and the types they are declared with.
    public var routerProperties: [RouterProperty] = []
    /// `// seguelint:disable …` comments, in source order.
    public var suppressions: [SuppressionDirective] = []
    /// The clauses of `#if` blocks, in source order (a target keeps only the facts of clauses
    /// active for it).
    public var conditionalRegions: [ConditionalRegion] = []
    /// `x.prepare(for: segue, sender: sender)` sent to another object than `self` or `super`.
    public var prepareForwards: [PrepareForward] = []
    /// Segues built in code with an identifier: `FadeSegue(identifier: "x", source: a, destination: b)`.
    public var codeSegues: [CodeSegue] = []
    /// Stored properties declared implicitly unwrapped (`var item: Item!`, not `@IBOutlet`): state a
    /// view controller expects to be given before it appears.
    public var unwrappedProperties: [UnwrappedProperty] = []
    /// Stored properties whose type names a view controller class (`weak var toolbar:
    /// ToolbarViewController?`): the place an embedded child is kept, which only `prepare` can fill.
    public var controllerProperties: [ControllerProperty] = []
    /// `UIStoryboard(name: "X", bundle: nil)` / `NSStoryboard(name:bundle:)` in the app's bundle.
    public var storyboardNames: [StoryboardNameUse] = []
    /// `instantiateViewController(withIdentifier:)` and its spellings, with the cast that follows.
    public var instantiations: [SceneInstantiation] = []
    /// Scenes instantiated through generated accessors: SwiftGen's `StoryboardScene.Main.settings.instantiate()`,
    /// R.swift's `R.storyboard.main.settings()`.
    public var generatedSceneUses: [GeneratedSceneUse] = []
    /// `dequeueReusableCell(withIdentifier:for:)` and its spellings, with the cast that follows.
    public var dequeues: [CellDequeue] = []
    /// `register(_:forCellReuseIdentifier:)` and its spellings: identifiers valid without a prototype.
    public var cellRegistrations: [CellRegistration] = []
    /// `x.dataSource = value` assignments: views a type feeds that are not its own, and its own
    /// views that another object feeds.
    public var dataSourceAssignments: [DataSourceAssignment] = []
    /// `static var reuseIdentifier: String { String(describing: self) }`: a property whose value is
    /// the name of the type it is read on.
    public var selfNamedProperties: [SelfNamedProperty] = []

    /// Creates empty facts for a file.
    public init(path: String) {
        self.path = path
    }
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
