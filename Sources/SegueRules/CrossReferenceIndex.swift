import Foundation
import SegueModel

/// All storyboards and all Swift facts of a lint run, with the indexes rules need. Immutable.
public struct CrossReferenceIndex: Sendable {
    /// A scene together with the storyboard that holds it.
    public struct SceneRef: Sendable {
        /// The storyboard.
        public var storyboard: Storyboard
        /// The scene.
        public var scene: Scene
    }

    /// What an identifier expression in code stands for, once the whole project is known.
    public enum Resolution: Sendable {
        /// A string value; `constant` is set when it came through a `let`.
        case value(String, constant: StringConstant?)
        /// A case of a segue enum.
        case enumCase(EnumDeclaration, EnumCase)
        /// Not resolvable statically (a parameter, a computed value): never reported.
        case unresolved
    }

    /// Names that make a `String` enum a segue enum wherever it is nested.
    public static let defaultSegueEnumNames: Set<String> = ["SegueIdentifier", "ViewControllerSegue"]
    /// Protocols whose conformers' `String` enum is their segue enum.
    public static let defaultSegueHandlerProtocols: Set<String> = ["SegueHandlerType", "SegueHandler"]
    /// Framework classes: code in their extensions can perform any scene's segues.
    public static let frameworkViewControllers: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UISplitViewController", "UIPageViewController", "NSViewController",
        "NSWindowController", "NSTabViewController", "NSSplitViewController", "NSPageController",
    ]

    /// Every storyboard that parsed, sorted by path.
    public let storyboards: [Storyboard]
    /// Facts of every Swift file, sorted by path.
    public let sources: [SourceFacts]
    /// Files that could not be read or parsed.
    public let problems: [InputProblem]
    /// Enum names recognised as segue enums.
    public let segueEnumNames: Set<String>
    /// Protocols whose conformers' `String` enum is the segue enum.
    public let segueHandlerProtocols: Set<String>

    private let supertypesByType: [String: Set<String>]
    private let subtypesByType: [String: Set<String>]
    private let kindsByType: [String: Set<TypeKind>]
    /// Each class's superclass candidates: the first inherited type of each of its declarations,
    /// `""` for a declaration without one (Objective-C's `@interface X : Y` too).
    private let superclassesByClass: [String: Set<String>]
    private let enumsByOwner: [String: [EnumDeclaration]]
    /// `String` enums by name, in source order.
    let enumsByName: [String: [EnumDeclaration]]
    /// String constants by name, in source order.
    let constantsByName: [String: [StringConstant]]
    /// Constants by name, then by the last component of their owner ("" at file scope).
    let constantsByNameAndOwner: [String: [String: [StringConstant]]]
    /// Constants by name, then by the last two components of their owner (`Outer.Inner`).
    let constantsByNameAndOwnerPair: [String: [String: [StringConstant]]]
    /// Storyboards by name (localisations share one).
    let storyboardsByNameIndex: [String: [Storyboard]]
    private let scenesByClass: [String: [SceneRef]]
    private let handlersByOwner: [String: [PrepareHandler]]
    /// Every segue of every storyboard, with its storyboard.
    public let allSegues: [(Storyboard, Segue)]
    /// Every scene with a view controller of a custom class, in storyboard order.
    public let classScenes: [(className: String, ref: SceneRef)]
    /// Modules that the app's own classes name (`customModule` of `customModuleProvider="target"` elements).
    public let appModules: Set<String>
    /// Every segue method (unwind actions, routes) in the project, in source order.
    public let segueMethods: [SegueMethod]
    /// Segue methods by the simple name of the type declaring them.
    public let segueMethodsByOwner: [String: [SegueMethod]]
    /// `router` properties by the simple name of the type declaring them.
    public let routerPropertiesByOwner: [String: [RouterProperty]]
    /// Every class, struct, enum, actor and protocol name declared in the linted sources.
    public let declaredTypeNames: Set<String>
    /// Derived answers computed once per project (the class hierarchy is walked often).
    let memo = Memo()
    /// What the Xcode project says about these files (folder mode: nothing).
    public let context: Context
    /// Class names the Objective-C runtime knows from the project: Objective-C `@interface` and
    /// `@implementation` names, and Swift `@objc(Name)` classes. (Not `@compatibility_alias`
    /// names: an alias exists only for the compiler.)
    public let objcRuntimeNames: Set<String>
    /// `@compatibility_alias` declarations by alias name.
    public let objcAliases: [String: ObjCClassDeclaration]

    /// Builds the indexes. Inputs are sorted by path so the project does not depend on parse order.
    /// The analyses are the ordered steps below: each reads the inputs and earlier steps' results only.
    public init(
        storyboards: [Storyboard], sources: [SourceFacts], problems: [InputProblem] = [],
        segueEnumNames: Set<String> = CrossReferenceIndex.defaultSegueEnumNames,
        segueHandlerProtocols: Set<String> = CrossReferenceIndex.defaultSegueHandlerProtocols, context: Context = Context()
    ) {
        self.context = context
        self.storyboards = CrossReferenceIndex.droppingLocalizedCopies(storyboards).sorted { $0.path < $1.path }
        self.sources = sources.sorted { $0.path < $1.path }
        self.problems = problems.sorted { $0.location < $1.location }
        self.segueEnumNames = segueEnumNames
        self.segueHandlerProtocols = segueHandlerProtocols

        var types = context.objcTypes.tables
        CrossReferenceIndex.indexSwiftTypes(self.sources, into: &types)
        supertypesByType = types.supertypes
        subtypesByType = types.subtypes
        superclassesByClass = types.superclasses
        kindsByType = types.kinds
        objcRuntimeNames = types.runtimeNames
        objcAliases = types.aliases
        declaredTypeNames = CrossReferenceIndex.indexDeclaredTypeNames(types.kinds)
        (enumsByOwner, enumsByName) = CrossReferenceIndex.indexStringEnums(self.sources)
        constantsByName = CrossReferenceIndex.indexConstants(self.sources)
        (constantsByNameAndOwner, constantsByNameAndOwnerPair) = CrossReferenceIndex.indexConstantScopes(constantsByName)
        handlersByOwner = CrossReferenceIndex.indexPrepareHandlers(self.sources)
        (segueMethods, segueMethodsByOwner) = CrossReferenceIndex.indexSegueMethods(self.sources)
        routerPropertiesByOwner = CrossReferenceIndex.indexRouterProperties(self.sources)
        scenesByClass = CrossReferenceIndex.indexScenes(self.storyboards)
        storyboardsByNameIndex = CrossReferenceIndex.indexStoryboardNames(self.storyboards)
        allSegues = CrossReferenceIndex.indexSegues(self.storyboards)
        classScenes = CrossReferenceIndex.indexClassScenes(self.storyboards)
        appModules = CrossReferenceIndex.indexAppModules(self.storyboards)
    }

    // MARK: Index steps, in the order the init runs them

    /// The class hierarchy and Objective-C names that the type steps build.
    struct TypeTables: Sendable {
        var supertypes: [String: Set<String>] = [:]
        var subtypes: [String: Set<String>] = [:]
        var superclasses: [String: Set<String>] = [:]
        var kinds: [String: Set<TypeKind>] = [:]
        var runtimeNames: Set<String> = []
        var aliases: [String: ObjCClassDeclaration] = [:]
    }

    /// Step 1. Needs the project's Objective-C classes. Gives their kinds, supertypes, runtime names and aliases.
    static func indexObjCClasses(_ declarations: [ObjCClassDeclaration]) -> TypeTables {
        var types = TypeTables()
        for declaration in declarations {
            if declaration.kind == .alias {
                // For code, an alias is its class: casts and superclasses through it resolve.
                if types.aliases[declaration.name] == nil { types.aliases[declaration.name] = declaration }
                types.kinds[declaration.name, default: []].insert(.class)
                if let aliased = declaration.superclass, aliased != declaration.name {
                    types.supertypes[declaration.name, default: []].insert(aliased)
                    types.subtypes[aliased, default: []].insert(declaration.name)
                }
                continue
            }
            types.runtimeNames.insert(declaration.name)
            guard declaration.kind == .interface else { continue }
            types.kinds[declaration.name, default: []].insert(.class)
            if let superclass = declaration.superclass, superclass != declaration.name {
                types.supertypes[declaration.name, default: []].insert(superclass)
                types.subtypes[superclass, default: []].insert(declaration.name)
                types.superclasses[declaration.name, default: []].insert(superclass)
            } else {
                types.superclasses[declaration.name, default: []].insert("")
            }
        }
        return types
    }

    /// Step 2. Needs the sorted sources and step 1's tables. Adds the Swift types' kinds, supertypes and `@objc` names.
    private static func indexSwiftTypes(_ sources: [SourceFacts], into types: inout TypeTables) {
        for facts in sources {
            for type in facts.types {
                if let objcName = type.objcName { types.runtimeNames.insert(objcName) }
                types.kinds[type.name, default: []].insert(type.kind)
                for inherited in type.inheritedTypes where inherited != type.name {
                    types.supertypes[type.name, default: []].insert(inherited)
                    types.subtypes[inherited, default: []].insert(type.name)
                }
                // Only a class declaration's first inherited type can be its superclass.
                if type.kind == .class {
                    types.superclasses[type.name, default: []].insert(type.inheritedTypes.first ?? "")
                }
            }
        }
    }

    /// Step 3. Needs step 2's kinds. Gives the names declared as a type, not only extended.
    private static func indexDeclaredTypeNames(_ kinds: [String: Set<TypeKind>]) -> Set<String> {
        Set(kinds.filter { !$0.value.subtracting([.extension]).isEmpty }.keys)
    }

    /// Step 4. Needs the sorted sources. Gives the `String` enums by owner and by name, in source order.
    private static func indexStringEnums(_ sources: [SourceFacts]) -> (
        byOwner: [String: [EnumDeclaration]], byName: [String: [EnumDeclaration]]
    ) {
        var byOwner: [String: [EnumDeclaration]] = [:]
        var byName: [String: [EnumDeclaration]] = [:]
        for declaration in sources.flatMap(\.stringEnums) {
            if let owner = declaration.ownerType { byOwner[owner, default: []].append(declaration) }
            byName[declaration.name, default: []].append(declaration)
        }
        return (byOwner, byName)
    }

    /// Step 5. Needs the sorted sources. Gives the string constants by name, in source order.
    private static func indexConstants(_ sources: [SourceFacts]) -> [String: [StringConstant]] {
        var constants: [String: [StringConstant]] = [:]
        for constant in sources.flatMap(\.stringConstants) { constants[constant.name, default: []].append(constant) }
        return constants
    }

    /// Step 6. Needs step 5's constants. Gives them by name, then by their owner's last one and two components.
    private static func indexConstantScopes(_ constants: [String: [StringConstant]]) -> (
        byOwner: [String: [String: [StringConstant]]], byPair: [String: [String: [StringConstant]]]
    ) {
        var byOwner: [String: [String: [StringConstant]]] = [:]
        var byPair: [String: [String: [StringConstant]]] = [:]
        for (name, list) in constants {
            for constant in list {
                let components = constant.ownerType?.split(separator: ".").map(String.init) ?? []
                byOwner[name, default: [:]][components.last ?? "", default: []].append(constant)
                if components.count >= 2 {
                    byPair[name, default: [:]][components.suffix(2).joined(separator: "."), default: []].append(constant)
                }
            }
        }
        return (byOwner, byPair)
    }

    /// Step 7. Needs the sorted sources. Gives the `prepare(for:sender:)` handlers by owner, in source order.
    private static func indexPrepareHandlers(_ sources: [SourceFacts]) -> [String: [PrepareHandler]] {
        var handlers: [String: [PrepareHandler]] = [:]
        for handler in sources.flatMap(\.prepareHandlers) { handlers[handler.ownerType, default: []].append(handler) }
        return handlers
    }

    /// Step 8. Needs the sorted sources. Gives every segue method in source order, and those with an owner by owner.
    private static func indexSegueMethods(_ sources: [SourceFacts]) -> (
        all: [SegueMethod], byOwner: [String: [SegueMethod]]
    ) {
        let methods = sources.flatMap(\.segueMethods)
        return (methods, Dictionary(grouping: methods.filter { $0.ownerType != nil }, by: { $0.ownerType ?? "" }))
    }

    /// Step 9. Needs the sorted sources. Gives the `router` properties by owner.
    private static func indexRouterProperties(_ sources: [SourceFacts]) -> [String: [RouterProperty]] {
        Dictionary(grouping: sources.flatMap(\.routerProperties), by: \.ownerType)
    }

    /// Step 10. Needs the sorted storyboards. Gives the scenes of each custom class, by its simple name.
    private static func indexScenes(_ storyboards: [Storyboard]) -> [String: [SceneRef]] {
        var scenes: [String: [SceneRef]] = [:]
        for storyboard in storyboards {
            for scene in storyboard.scenes {
                guard let className = scene.viewController?.customClass else { continue }
                scenes[CrossReferenceIndex.simpleName(className), default: []].append(
                    SceneRef(storyboard: storyboard, scene: scene))
            }
        }
        return scenes
    }

    /// Step 11. Needs the sorted storyboards. Gives them by name.
    private static func indexStoryboardNames(_ storyboards: [Storyboard]) -> [String: [Storyboard]] {
        Dictionary(grouping: storyboards, by: \.name)
    }

    /// Step 12. Needs the sorted storyboards. Gives every segue with its storyboard, in storyboard order.
    private static func indexSegues(_ storyboards: [Storyboard]) -> [(Storyboard, Segue)] {
        storyboards.flatMap { storyboard in storyboard.scenes.flatMap { $0.segues.map { (storyboard, $0) } } }
    }

    /// Step 13. Needs the sorted storyboards. Gives every scene of a custom class with its simple name, in storyboard order.
    private static func indexClassScenes(_ storyboards: [Storyboard]) -> [(className: String, ref: SceneRef)] {
        storyboards.flatMap { storyboard in
            storyboard.scenes.compactMap { scene in
                scene.viewController?.customClass.map {
                    (CrossReferenceIndex.simpleName($0), SceneRef(storyboard: storyboard, scene: scene))
                }
            }
        }
    }

    /// Step 14. Needs the storyboards. Gives the modules the app's own classes name, which
    /// `presence(of:)` asks about for every custom class.
    private static func indexAppModules(_ storyboards: [Storyboard]) -> Set<String> {
        Set(storyboards.flatMap { $0.customClasses.filter(\.isTargetClass).compactMap(\.module) })
    }

    /// The storyboards without the localized copies of a storyboard: of `X.lproj/Main.storyboard`
    /// files in one folder, only `Base.lproj`'s is kept (else the first by path), so each finding
    /// is reported once, at the Base file.
    public static func droppingLocalizedCopies(_ storyboards: [Storyboard]) -> [Storyboard] {
        func key(_ path: String) -> (group: String, isBase: Bool)? {
            let components = path.split(separator: "/", omittingEmptySubsequences: false)
            guard components.count >= 2, components[components.count - 2].hasSuffix(".lproj") else { return nil }
            // The path up to the `.lproj` folder, by its bytes (joining the components is generic code).
            let (language, file) = (components[components.count - 2], components[components.count - 1])
            let parent = path.utf8.prefix(max(0, path.utf8.count - language.utf8.count - file.utf8.count - 2))
            return (String(decoding: parent, as: UTF8.self) + "/" + file, language == "Base.lproj")
        }
        var chosen: [String: Storyboard] = [:]
        for storyboard in storyboards {
            guard let (group, isBase) = key(storyboard.path) else { continue }
            if let current = chosen[group] {
                let currentIsBase = key(current.path)?.isBase == true
                if currentIsBase || (!isBase && current.path < storyboard.path) { continue }
            }
            chosen[group] = storyboard
        }
        return storyboards.filter { storyboard in
            guard let (group, _) = key(storyboard.path) else { return true }
            return chosen[group]?.path == storyboard.path
        }
    }

    /// `Module.Class` or a mangled-free nested name → the simple class name.
    public static func simpleName(_ className: String) -> String {
        className.split(separator: ".").last.map(String.init) ?? className
    }

    // MARK: Class hierarchy

    /// Every supertype (superclass and protocols, transitively), nearest first, without `type`.
    public func ancestors(of type: String) -> [String] {
        memo.ancestors(of: type) { computeAncestors(of: type) }
    }

    private func computeAncestors(of type: String) -> [String] {
        var result: [String] = []
        var seen: Set<String> = [type]
        var queue = [type]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            for parent in (supertypesByType[next] ?? []).sorted() where seen.insert(parent).inserted {
                result.append(parent)
                queue.append(parent)
            }
        }
        return result
    }

    /// `className`'s superclasses, nearest first, and whether the chain is complete: it ends at a
    /// framework class or at a class with no superclass. Protocols and extensions never add a
    /// superclass; a class declared nowhere, or declared twice with different first inherited
    /// types, leaves the chain incomplete.
    public func superclassChain(of className: String) -> (chain: [String], complete: Bool) {
        var chain: [String] = []
        var current = className
        var seen: Set<String> = [className]
        while true {
            guard let candidates = superclassesByClass[current] else {
                return (chain, current != className && CrossReferenceIndex.isFrameworkName(current) && !isDeclaredClass(current))
            }
            guard candidates.count == 1, let next = candidates.first else { return (chain, false) }
            // No superclass, or a first inherited type that is a protocol of the project.
            if next.isEmpty || isProtocol(next) { return (chain, true) }
            guard seen.insert(next).inserted else { return (chain, false) }
            chain.append(next)
            current = next
        }
    }

    /// Every subtype, transitively, without `type`.
    public func descendants(of type: String) -> Set<String> {
        memo.descendants(of: type) { computeDescendants(of: type) }
    }

    private func computeDescendants(of type: String) -> Set<String> {
        var result: Set<String> = []
        var queue = [type]
        while let next = queue.popLast() {
            for child in subtypesByType[next] ?? [] where child != type && result.insert(child).inserted {
                queue.append(child)
            }
        }
        return result
    }

    /// The kinds of declaration `type` has in the linted sources (empty: not declared there).
    public func kindsOfType(_ type: String) -> Set<TypeKind> {
        kindsByType[type] ?? []
    }

    /// Whether `type` is declared as a protocol in the linted sources.
    public func isProtocol(_ type: String) -> Bool {
        kindsByType[type]?.contains(.protocol) == true
    }

    // MARK: Scenes

    /// The scenes whose view controller has `className` as its custom class.
    public func scenes(ofClass className: String) -> [SceneRef] {
        scenesByClass[className] ?? []
    }

    /// The segues code in `owner` can name: those of the scenes of `owner` and its subclasses; any
    /// scene's for framework view controllers, protocols, file scope and calls to other receivers.
    /// `nil` when `owner` appears in no linted scene (its storyboard may not be among the inputs).
    public func reachableSegues(forCodeIn owner: String?, receiverIsSelf: Bool = true) -> [(Storyboard, Segue)]? {
        guard let owner, receiverIsSelf, !CrossReferenceIndex.frameworkViewControllers.contains(owner), !isProtocol(owner) else {
            return storyboards.isEmpty ? nil : allSegues
        }
        let segues = memo.reachable(from: owner) { () -> [(Storyboard, Segue)] in
            let classes = [owner] + descendants(of: owner).sorted()
            return classes.flatMap { scenes(ofClass: $0) }.flatMap { ref in ref.scene.segues.map { (ref.storyboard, $0) } }
        }
        return scenesByClass[owner] == nil && segues.isEmpty && descendants(of: owner).allSatisfy({ scenesByClass[$0] == nil })
            ? nil : segues
    }

    /// Whether code in `owner` names only the segues of its own and its subclasses' scenes (not a
    /// framework view controller's extension or a protocol, whose code reaches every scene).
    public func hasOwnScope(_ owner: String) -> Bool {
        !CrossReferenceIndex.frameworkViewControllers.contains(owner) && !isProtocol(owner)
    }

    /// Whether `type` is declared as a class in the linted sources (or their Objective-C), not only extended.
    public func isDeclaredClass(_ type: String) -> Bool {
        kindsOfType(type).contains(.class)
    }

    /// The classes whose scenes code in `owner` reaches: `owner` and its subclasses that are the
    /// custom class of some linted scene, `owner` first, then by name.
    public func classesWithScenes(reachedFrom owner: String) -> [String] {
        memo.classesWithScenes(owner) { ([owner] + descendants(of: owner).sorted()).filter { scenesByClass[$0] != nil } }
    }

    /// The shared analysis behind the identifier rules, computed once.
    var unmatchedIdentifiers: [CodeIdentifiers.Unmatched] {
        identifierAnalysis.unmatched
    }

    /// Every identifier of code checked against the segues it can reach, once per project.
    var identifierAnalysis: CodeIdentifiers.Analysis {
        memo.analysis(compute: { CodeIdentifiers.analyse(self) })
    }

    /// Identifiers that code in a superclass names on `self`, that some classes with scenes have and
    /// others lack (computed with `unmatchedIdentifiers`).
    var subclassGaps: [CodeIdentifiers.Gap] {
        identifierAnalysis.gaps
    }

    /// Identifier values of segues built in code (`FadeSegue(identifier: "x", …)`).
    public var codeSegueIdentifiers: Set<String> {
        Set(codeSegueBuilders.keys)
    }

    /// The classes that build a segue in code, by its identifier value (`""` for code at file scope).
    public var codeSegueBuilders: [String: Set<String>] {
        var builders: [String: Set<String>] = [:]
        for segue in sources.flatMap(\.codeSegues) {
            if case .value(let value, _) = resolve(segue.expression, in: segue.ownerType) {
                builders[value, default: []].insert(segue.ownerType ?? "")
            }
        }
        return builders
    }

    // MARK: Segue enums

    /// The segue enum `type` declares itself (in its body or any extension), if any: one of the
    /// configured names (or its plural), or the only `String` enum of a `SegueHandlerType` adopter.
    public func ownSegueEnum(of type: String) -> EnumDeclaration? {
        let candidates = (enumsByOwner[type] ?? []).sorted { $0.location < $1.location }
        // A plural spelling (`enum SegueIdentifiers` in the view controller) is the same enum.
        if let named = candidates.first(where: {
            segueEnumNames.contains($0.name) || ($0.name.hasSuffix("s") && segueEnumNames.contains(String($0.name.dropLast())))
        }) {
            return named
        }
        let conforms = Set([type] + ancestors(of: type)).intersection(segueHandlerProtocols).isEmpty == false
        return conforms && candidates.count == 1 ? candidates.first : nil
    }

    /// The segue enum of a view controller class: its own, or the nearest inherited one.
    public func segueEnum(of type: String) -> EnumDeclaration? {
        if let own = ownSegueEnum(of: type) { return own }
        for ancestor in ancestors(of: type) {
            if let inherited = ownSegueEnum(of: ancestor) { return inherited }
        }
        return nil
    }

    /// Every segue enum with the type that owns it, in source order.
    public var segueEnums: [(owner: String, declaration: EnumDeclaration)] {
        sources.flatMap(\.stringEnums).compactMap { declaration in
            guard let owner = declaration.ownerType, ownSegueEnum(of: owner) == declaration else { return nil }
            return (owner, declaration)
        }
    }

    /// Whether an enum is an app-wide enum of segue identifiers (`enum Segue: String` at file
    /// scope or in a type that is not its owner's segue enum, named after segues): its cases are
    /// checked by `stale-global-segue-case`, not per view controller.
    public func isGlobalSegueEnum(_ declaration: EnumDeclaration) -> Bool {
        if let owner = declaration.ownerType, ownSegueEnum(of: owner) == declaration { return false }
        guard declaration.ownerType != "StoryboardSegue" else { return false }
        return ([declaration.name] + (declaration.ownerType.map { [$0] } ?? [])).contains {
            $0.localizedCaseInsensitiveContains("segue")
        }
    }

    // MARK: Prepare handlers

    /// The `prepare(for:sender:)` implementations that run for segues from a `type` scene, the
    /// overriding one first, following `super.prepare` calls up the hierarchy.
    public func prepareChain(for type: String) -> [PrepareHandler] {
        var chain: [PrepareHandler] = []
        for candidate in [type] + ancestors(of: type) {
            guard let handler = handlersByOwner[candidate]?.first else { continue }
            chain.append(handler)
            if !handler.callsSuper { break }
        }
        return chain
    }
}

/// Memoised answers of one `CrossReferenceIndex`. Rules run one after another, but the lock keeps it safe if
/// they ever run in parallel. (Plain stored dictionaries: mutating through key paths would copy a
/// whole table on every insertion.)
final class Memo: @unchecked Sendable {  // Safe: every stored table is read and written under `lock` only.
    private var ancestors: [String: [String]] = [:]
    private var descendants: [String: Set<String>] = [:]
    private var reachable: [String: [(Storyboard, Segue)]] = [:]
    private var analysisValue: CodeIdentifiers.Analysis?
    private var forwardingValue: (known: [String: Set<String>], unknown: [String])?
    private var dataSourcesValue: CrossReferenceIndex.DataSourceFlow?
    private var selfNamedValue: [String: Set<String>]?
    private var classesWithScenes: [String: [String]] = [:]
    private var reuseScopes: [String: CrossReferenceIndex.ReuseScope] = [:]
    private var registrations: [String: CrossReferenceIndex.Registrations] = [:]
    private let lock = NSLock()

    private func cached<Value>(_ read: () -> Value?, _ compute: () -> Value, _ write: (Value) -> Void) -> Value {
        lock.lock()
        if let value = read() {
            lock.unlock()
            return value
        }
        lock.unlock()
        let value = compute()
        lock.lock()
        write(value)
        lock.unlock()
        return value
    }

    func ancestors(of type: String, compute: () -> [String]) -> [String] {
        cached({ ancestors[type] }, compute, { ancestors[type] = $0 })
    }

    func descendants(of type: String, compute: () -> Set<String>) -> Set<String> {
        cached({ descendants[type] }, compute, { descendants[type] = $0 })
    }

    func reachable(from type: String, compute: () -> [(Storyboard, Segue)]) -> [(Storyboard, Segue)] {
        cached({ reachable[type] }, compute, { reachable[type] = $0 })
    }

    func analysis(compute: () -> CodeIdentifiers.Analysis) -> CodeIdentifiers.Analysis {
        cached({ analysisValue }, compute, { analysisValue = $0 })
    }

    func classesWithScenes(_ owner: String, compute: () -> [String]) -> [String] {
        cached({ classesWithScenes[owner] }, compute, { classesWithScenes[owner] = $0 })
    }

    func selfNamedPropertyOwners(compute: () -> [String: Set<String>]) -> [String: Set<String>] {
        cached({ selfNamedValue }, compute, { selfNamedValue = $0 })
    }

    func reuseScope(owner: String?, family: String, compute: () -> CrossReferenceIndex.ReuseScope)
        -> CrossReferenceIndex.ReuseScope
    {
        let key = (owner ?? "") + "\u{0}" + family
        return cached({ reuseScopes[key] }, compute, { reuseScopes[key] = $0 })
    }

    func registrations(
        family: String, compute: () -> CrossReferenceIndex.Registrations
    ) -> CrossReferenceIndex.Registrations {
        cached({ registrations[family] }, compute, { registrations[family] = $0 })
    }

    func dataSources(compute: () -> CrossReferenceIndex.DataSourceFlow) -> CrossReferenceIndex.DataSourceFlow {
        cached({ dataSourcesValue }, compute, { dataSourcesValue = $0 })
    }

    func forwarding(compute: () -> (known: [String: Set<String>], unknown: [String])) -> (
        known: [String: Set<String>], unknown: [String]
    ) {
        cached({ forwardingValue }, compute, { forwardingValue = $0 })
    }
}
