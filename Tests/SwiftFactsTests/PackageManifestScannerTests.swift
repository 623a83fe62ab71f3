import Foundation
import SwiftFacts
import TestSupport
import XCTest

/// Package.swift → the names its dependencies may provide, and the package's own modules, read
/// with swift-syntax (never run).
final class PackageManifestScannerTests: XCTestCase {
    /// A real-shaped manifest: every form of `.package`, products, by-name dependencies (a string,
    /// `.byName`, `.target`), each target kind, a `#if` block, and names computed at run time
    /// (not seen).
    private let manifest = #"""
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "TVShowsKit",
            platforms: [.iOS(.v15), .macOS(.v12)],
            products: [
                .library(name: "TVShowsKit", targets: ["TVShowsKit"]),
                .library(name: "TVShowsUI", type: .dynamic, targets: ["TVShowsUI"]),
                .executable(name: "tvshows-cli", targets: ["TVShowsCLI"]),
            ],
            dependencies: [
                .package(url: "https://github.com/Alamofire/Alamofire.git", from: "5.8.0"),
                .package(url: "https://github.com/apple/swift-collections", .upToNextMajor(from: "1.0.0")),
                .package(name: "Realm", url: "git@github.com:realm/realm-swift.git", exact: "10.45.0"),
                .package(path: "../LocalKit/"),
                .package(id: "mona.LinkedList", from: "1.0.0"),
            ],
            targets: [
                .target(
                    name: "TVShowsKit",
                    dependencies: [
                        "Alamofire",
                        "Networking",
                        .product(name: "OrderedCollections", package: "swift-collections"),
                        .product(name: "RealmSwift", package: "Realm"),
                        .byName(name: "LocalKit"),
                        .target(name: "Networking", condition: .when(platforms: [.iOS])),
                    ],
                    resources: [.process("Resources")]
                ),
                .target(name: "Networking"),
                .target(name: "TVShowsUI", dependencies: ["TVShowsKit", "Kingfisher"]),
                .executableTarget(name: "TVShowsCLI", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]),
                .binaryTarget(name: "Analytics", url: "https://example.com/Analytics.xcframework.zip", checksum: "0a1b2c"),
                .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3"),
                .testTarget(name: "TVShowsKitTests", dependencies: ["TVShowsKit"]),
                .plugin(name: "Lint", capability: .buildTool()),
            ]
        )

        #if os(macOS)
        package.dependencies += [.package(url: "https://github.com/jpsim/Yams.git", from: "5.0.0")]
        #endif

        let computed = "Computed"
        package.targets.append(.target(name: computed))
        package.dependencies.append(.package(url: "https://github.com/\(computed)/\(computed).git", from: "1.0.0"))
        """#

    func testDependencyNames() {
        XCTAssertEqual(
            PackageManifestScanner.dependencyNames(source: manifest),
            [
                "Alamofire", "ArgumentParser", "Kingfisher", "LinkedList", "LocalKit", "OrderedCollections", "Realm",
                "RealmSwift", "Yams", "realm-swift", "swift-collections",
            ])
    }

    func testOwnModuleNames() {
        XCTAssertEqual(
            PackageManifestScanner.ownModuleNames(source: manifest),
            ["Analytics", "CSQLite", "Networking", "TVShowsCLI", "TVShowsKit", "TVShowsKitTests", "TVShowsUI"])
    }

    /// The structure: targets with their folders, `exclude:`/`sources:`, dependencies (a
    /// `.target(name:)` in a dependency list declares nothing; `.when(platforms:)` is kept, with
    /// `macCatalyst` as iOS), library products, and the package's platforms.
    func testManifestStructure() throws {
        let source = #"""
            let package = Package(
                name: "Shop",
                platforms: [.iOS(.v15), .macCatalyst(.v15), .macOS("12.0")],
                products: [.library(name: "ShopUI", targets: ["Catalog", "Checkout"]), .executable(name: "tool", targets: ["Tool"])],
                targets: [
                    .target(name: "Catalog", dependencies: [
                        "Networking",
                        .target(name: "Checkout", condition: .when(platforms: [.iOS, .macCatalyst])),
                        .product(name: "Kingfisher", package: "Kingfisher", condition: .when(platforms: [.macOS])),
                    ], path: "Modules/Catalog", exclude: ["Legacy", "README.md"], resources: [.process("Storyboards")]),
                    .target(name: "Checkout", sources: ["Views", "Checkout.swift"]),
                    .target(name: "Networking"),
                    .executableTarget(name: "Tool"),
                    .testTarget(name: "CatalogTests", dependencies: ["Catalog"]),
                ]
            )
            """#
        let manifest = try XCTUnwrap(PackageManifestScanner.manifest(source: source))
        XCTAssertEqual(manifest.platforms, ["iOS", "macOS"])
        XCTAssertEqual(manifest.products, ["ShopUI": ["Catalog", "Checkout"]])
        XCTAssertEqual(manifest.targets.map(\.name), ["Catalog", "Checkout", "Networking", "Tool", "CatalogTests"])
        XCTAssertEqual(manifest.targets.map(\.isLibrary), [true, true, true, false, false])
        XCTAssertEqual(manifest.targets.map(\.isTest), [false, false, false, false, true])
        let catalog = manifest.targets[0]
        XCTAssertEqual(catalog.path, "Modules/Catalog")
        XCTAssertEqual(catalog.exclude, ["Legacy", "README.md"])
        XCTAssertNil(catalog.sources)
        XCTAssertEqual(
            catalog.dependencies,
            [
                .init(name: "Networking", package: nil, platforms: nil),
                .init(name: "Checkout", package: nil, platforms: ["iOS"]),
                .init(name: "Kingfisher", package: "Kingfisher", platforms: ["macOS"]),
            ])
        XCTAssertEqual(manifest.targets[1].sources, ["Views", "Checkout.swift"])
        XCTAssertNil(manifest.targets[1].path)
        XCTAssertNil(PackageManifestScanner.manifest(source: "let bomb = " + String(repeating: "[", count: 40)))
    }

    /// Qualified factory methods (`Target.target`, `Package.Dependency.package`) and a variable
    /// outside `Package(…)` count like the leading-dot forms.
    func testQualifiedCallsAndVariables() {
        let source = """
            let dependencies: [Package.Dependency] = [Package.Dependency.package(url: "https://gitlab.com/group/SubKit.git/", from: "1.0.0")]
            let core = Target.target(name: "Core", dependencies: ["SubKit"])
            let package = Package(name: "P", dependencies: dependencies, targets: [core])
            """
        XCTAssertEqual(PackageManifestScanner.dependencyNames(source: source), ["SubKit"])
        XCTAssertEqual(PackageManifestScanner.ownModuleNames(source: source), ["Core"])
    }

    func testEmptyAndBrokenManifests() {
        XCTAssertEqual(PackageManifestScanner.dependencyNames(source: ""), [])
        XCTAssertEqual(PackageManifestScanner.ownModuleNames(source: ""), [])
        // A syntax error later in the file does not hide the calls before it.
        let broken = """
            let package = Package(name: "P", dependencies: [.package(url: "https://github.com/a/B.git", from: "1.0.0")],
                targets: [.target(name: "T", dependencies: [.product(name: "B", package: "B")]), .target(name: "U"
            """
        XCTAssertEqual(PackageManifestScanner.dependencyNames(source: broken), ["B"])
        XCTAssertEqual(PackageManifestScanner.ownModuleNames(source: broken), ["T", "U"])
        // Empty names are no names.
        XCTAssertEqual(
            PackageManifestScanner.dependencyNames(source: #"let d = [.package(path: ""), .product(name: "", package: "")]"#), [])
    }

    /// swift-syntax's parser takes time exponential in square-bracket depth: such a source is not
    /// parsed at all.
    func testBracketBombIsNotParsed() {
        let source =
            "let package = Package(name: \"P\", dependencies: [.package(path: \"../A\")])\nlet bomb = "
            + String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        let clock = Date()
        XCTAssertEqual(PackageManifestScanner.dependencyNames(source: source), [])
        XCTAssertEqual(PackageManifestScanner.ownModuleNames(source: source), [])
        XCTAssertLessThan(Date().timeIntervalSince(clock), TestSupport.timeLimit(2))
        let harmless = "let package = Package(name: \"P\", dependencies: [.package(path: \"../A\")])"
        XCTAssertEqual(PackageManifestScanner.dependencyNames(source: harmless), ["A"])
    }
}
