import SwiftParser
import SwiftSyntax

/// Reads what a `Package.swift` declares, with swift-syntax: the manifest is parsed, never run,
/// so only names written as plain string literals are seen (a name computed at run time, or built
/// by interpolation, is not). Every `#if` branch counts. A source whose square-bracket nesting is
/// over `BracketNesting.budget` is not parsed and gives no names.
public enum PackageManifestScanner {
    /// The names the package's dependencies may provide as modules, sorted and unique:
    /// - `.package(url: "https://github.com/owner/Name.git", …)` → `Name` (the repository name);
    /// - `.package(name: "X", …)` → `X` (with a `url:` or `path:` too, both names);
    /// - `.package(path: "../LocalKit")` → `LocalKit`;
    /// - `.package(id: "scope.Name", …)` (a registry) → `Name`;
    /// - `.product(name: "P", package: "pkg")` → `P`;
    /// - a target dependency by name (`"Alamofire"` or `.byName(name: "Alamofire")` in a target's
    ///   `dependencies:`) that is none of the package's own modules: SwiftPM then takes it for a
    ///   product of a dependency with that name.
    ///
    /// Package and repository names are given as written (`swift-collections`): they are not
    /// always module names.
    public static func dependencyNames(source: String) -> [String] {
        scan(source).dependencies
    }

    /// The package's own module names, sorted and unique: the `name:` of every `.target`,
    /// `.executableTarget`, `.testTarget`, `.systemLibrary`, `.binaryTarget` and `.macro`, and of
    /// every `.library` product (also `.target(name:)` used as a dependency, which names a target
    /// of the same package).
    public static func ownModuleNames(source: String) -> [String] {
        scan(source).own
    }

    /// The package's structure: its targets with their folders and dependencies, its library
    /// products and the platforms it declares. `nil` when the manifest can't be parsed.
    public static func manifest(source: String) -> PackageManifest? {
        guard !BracketNesting.isOverBudget(Array(source.utf8)) else { return nil }
        let visitor = ManifestVisitor()
        visitor.walk(Parser.parse(source: source))
        return PackageManifest(platforms: visitor.platforms.sorted(), products: visitor.libraries, targets: visitor.targets)
    }

    /// Both lists, from one parse.
    static func scan(_ source: String) -> (dependencies: [String], own: [String]) {
        guard !BracketNesting.isOverBudget(Array(source.utf8)) else { return ([], []) }
        let visitor = ManifestVisitor()
        visitor.walk(Parser.parse(source: source))
        let dependencies = visitor.packages.union(visitor.products).union(visitor.byName.subtracting(visitor.own))
        return (dependencies.sorted(), visitor.own.sorted())
    }

    /// The repository or package name at the end of a URL, an SSH location or a path, without
    /// `.git`: `https://github.com/owner/Name.git` → `Name`, `../LocalKit/` → `LocalKit`.
    static func repositoryName(_ location: String) -> String? {
        var text = Substring(location)
        while text.last == " " || text.last == "/" { text = text.dropLast() }
        var name = text.split { $0 == "/" || $0 == ":" || $0 == "\\" }.last ?? ""
        if name.hasSuffix(".git"), name.count > 4 { name = name.dropLast(4) }
        let trimmed = name.drop { $0 == " " }
        return trimmed.isEmpty ? nil : String(trimmed)
    }
}

/// What a `Package.swift` declares about its own code, as `PackageManifestScanner.manifest(source:)`
/// reads it (plain string literals only; every `#if` branch counts).
public struct PackageManifest: Hashable, Sendable {
    /// A target: a module and the folder its files are in.
    public struct Target: Hashable, Sendable {
        /// `.target`, `.executableTarget`, `.testTarget`, `.macro`, …: what the factory is named.
        public var kind: String
        /// Its name, which is its module's name.
        public var name: String
        /// `path:` as written (relative to the package), or `nil` for SwiftPM's default
        /// (`Sources/<name>`, `Source/<name>`, `src/<name>`, `srcs/<name>`; `Tests/<name>` for tests).
        public var path: String?
        /// `exclude:` entries, relative to the target's folder.
        public var exclude: [String] = []
        /// `sources:` entries, relative to the target's folder, or `nil` when every file counts.
        public var sources: [String]?
        /// What it depends on, in order.
        public var dependencies: [Dependency] = []

        /// Whether the module is linked into what depends on it (a library target), rather than a
        /// test, a tool, a plugin, a macro or a prebuilt binary.
        public var isLibrary: Bool { kind == "target" }
        /// Whether it is a test target.
        public var isTest: Bool { kind == "testTarget" }
    }

    /// A target dependency.
    public struct Dependency: Hashable, Sendable {
        /// A target of the same package or a product (`"X"`, `.byName(name:)`, `.target(name:)`, `.product(name:package:)`).
        public var name: String
        /// `package:` of a `.product`; `nil` for the other forms.
        public var package: String?
        /// `condition: .when(platforms: [.iOS, …])` as `#if os()` names, or `nil` when it applies everywhere.
        public var platforms: [String]?

        /// Creates a dependency.
        public init(name: String, package: String? = nil, platforms: [String]? = nil) {
            self.name = name
            self.package = package
            self.platforms = platforms
        }
    }

    /// `platforms:` of the package as `#if os()` names (`iOS`, `macOS`, `tvOS`, `watchOS`, `visionOS`), sorted.
    public var platforms: [String]
    /// `.library(name:targets:)` products: the targets of each library, by library name.
    public var products: [String: [String]]
    /// Its targets in manifest order.
    public var targets: [Target]

    /// The `#if os()` name of a `SupportedPlatform`/`Platform` member (`iOS`, `macCatalyst` → `iOS`,
    /// `macOS`, `tvOS`, `watchOS`, `visionOS`), or `nil`.
    static func operatingSystem(_ member: String) -> String? {
        switch member {
        case "iOS", "macCatalyst": return "iOS"
        case "macOS", "tvOS", "watchOS", "visionOS", "linux", "windows", "android", "wasi", "openbsd": return member
        default: return nil
        }
    }
}

/// Collects the names of `.package`, `.product`, by-name dependencies and the package's own
/// targets and libraries, wherever the calls are (in `Package(…)`, in a variable, after `+=`).
private final class ManifestVisitor: SyntaxVisitor {
    var packages: Set<String> = []
    var products: Set<String> = []
    var byName: Set<String> = []
    var own: Set<String> = []
    var platforms: Set<String> = []
    var libraries: [String: [String]] = [:]
    var targets: [PackageManifest.Target] = []
    /// The `.target(name:)`/`.product(…)` calls met in targets' dependency lists.
    private var dependencyCalls: Set<SyntaxIdentifier> = []

    /// The `Target` factory methods that declare a module.
    private static let targetKinds: Set<String> = [
        "target", "executableTarget", "testTarget", "systemLibrary",
        "binaryTarget", "macro",
    ]

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `.package(…)`, `Package.Dependency.package(…)`, `Target.target(…)`, …
        if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package" { readPlatforms(node) }
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
        let kind = member.declName.baseName.text
        switch kind {
        case "package":
            if let name = string(node, "name") { packages.insert(name) }
            for label in ["url", "path"] {
                if let location = string(node, label), let name = PackageManifestScanner.repositoryName(location) {
                    packages.insert(name)
                }
            }
            if let identity = string(node, "id"), let dot = identity.firstIndex(of: "."),
                identity.index(after: dot) < identity.endIndex
            {
                packages.insert(String(identity[identity.index(after: dot)...]))
            }
        case "product":
            if let name = string(node, "name") { products.insert(name) }
        case "byName":
            if let name = string(node, "name") { byName.insert(name) }
        case "library":
            if let name = string(node, "name") {
                own.insert(name)
                libraries[name, default: []] += strings(node, "targets") ?? []
            }
        case _ where Self.targetKinds.contains(kind):
            guard let name = string(node, "name") else { break }
            own.insert(name)
            // `.target(name:)` in a dependency list names a target; it declares none.
            guard !dependencyCalls.contains(node.id) else { break }
            var target = PackageManifest.Target(
                kind: kind, name: name, path: string(node, "path"),
                exclude: strings(node, "exclude") ?? [], sources: strings(node, "sources"))
            let dependencies = node.arguments.first { $0.label?.text == "dependencies" }?.expression
            for element in dependencies?.as(ArrayExprSyntax.self)?.elements ?? [] {
                if let name = element.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue, !name.isEmpty {
                    byName.insert(name)
                    target.dependencies.append(.init(name: name))
                } else if let call = element.expression.as(FunctionCallExprSyntax.self),
                    let form = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                    ["product", "target", "byName"].contains(form), let dependency = string(call, "name")
                {
                    dependencyCalls.insert(call.id)
                    target.dependencies.append(
                        .init(
                            name: dependency, package: form == "product" ? string(call, "package") : nil,
                            platforms: conditionPlatforms(call)))
                }
            }
            targets.append(target)
        case "init" where member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package":
            readPlatforms(node)  // `Package.init(…)`
        default:
            break
        }
        return .visitChildren
    }

    /// The value of the argument labelled `label` when it is a plain, non-empty string literal.
    /// `platforms:` of `Package(…)`: `[.iOS(.v15), .macOS("12.0"), .macCatalyst(.v15)]`.
    private func readPlatforms(_ call: FunctionCallExprSyntax) {
        guard let list = call.arguments.first(where: { $0.label?.text == "platforms" })?.expression.as(ArrayExprSyntax.self)
        else { return }
        for element in list.elements {
            let callee = element.expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? element.expression
            if let name = callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                let system = PackageManifest.operatingSystem(name)
            {
                platforms.insert(system)
            }
        }
    }

    /// `condition: .when(platforms: [.iOS, .macCatalyst])` → `["iOS"]`; `nil` with no platform list.
    private func conditionPlatforms(_ call: FunctionCallExprSyntax) -> [String]? {
        guard
            let condition = call.arguments.first(where: { $0.label?.text == "condition" })?.expression.as(
                FunctionCallExprSyntax.self),
            let list = condition.arguments.first(where: { $0.label?.text == "platforms" })?.expression.as(ArrayExprSyntax.self)
        else { return nil }
        return Set(
            list.elements.compactMap { element in
                element.expression.as(MemberAccessExprSyntax.self).flatMap {
                    PackageManifest.operatingSystem($0.declName.baseName.text)
                }
            }
        ).sorted()
    }

    /// The values of an array of plain string literals labelled `label`; `nil` when there is no
    /// such argument or it is not an array literal.
    private func strings(_ call: FunctionCallExprSyntax, _ label: String) -> [String]? {
        guard let list = call.arguments.first(where: { $0.label?.text == label })?.expression.as(ArrayExprSyntax.self) else {
            return nil
        }
        return list.elements.compactMap { $0.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue }
    }

    private func string(_ call: FunctionCallExprSyntax, _ label: String) -> String? {
        guard let argument = call.arguments.first(where: { $0.label?.text == label }),
            let value = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
            !value.isEmpty
        else { return nil }
        return value
    }
}
