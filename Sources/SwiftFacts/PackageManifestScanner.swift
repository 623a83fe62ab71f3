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

/// Collects the names of `.package`, `.product`, by-name dependencies and the package's own
/// targets and libraries, wherever the calls are (in `Package(…)`, in a variable, after `+=`).
private final class ManifestVisitor: SyntaxVisitor {
    var packages: Set<String> = []
    var products: Set<String> = []
    var byName: Set<String> = []
    var own: Set<String> = []

    /// The `Target` factory methods that declare a module.
    private static let targetKinds: Set<String> = ["target", "executableTarget", "testTarget", "systemLibrary",
                                                   "binaryTarget", "macro"]

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `.package(…)`, `Package.Dependency.package(…)`, `Target.target(…)`, …
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
               identity.index(after: dot) < identity.endIndex {
                packages.insert(String(identity[identity.index(after: dot)...]))
            }
        case "product":
            if let name = string(node, "name") { products.insert(name) }
        case "byName":
            if let name = string(node, "name") { byName.insert(name) }
        case "library":
            if let name = string(node, "name") { own.insert(name) }
        case _ where Self.targetKinds.contains(kind):
            if let name = string(node, "name") { own.insert(name) }
            let dependencies = node.arguments.first { $0.label?.text == "dependencies" }?.expression
            if let list = dependencies?.as(ArrayExprSyntax.self) {
                for element in list.elements {
                    if let name = element.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue, !name.isEmpty {
                        byName.insert(name)
                    }
                }
            }
        default:
            break
        }
        return .visitChildren
    }

    /// The value of the argument labelled `label` when it is a plain, non-empty string literal.
    private func string(_ call: FunctionCallExprSyntax, _ label: String) -> String? {
        guard let argument = call.arguments.first(where: { $0.label?.text == label }),
              let value = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
              !value.isEmpty else { return nil }
        return value
    }
}
