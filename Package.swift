// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "seguelint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "seguelint", targets: ["seguelint"]),
        .plugin(name: "SeguelintCommandPlugin", targets: ["SeguelintCommandPlugin"]),
        // The parsers and the linter as a library (used by the fuzz targets in Fuzz/).
        .library(name: "SegueLintKit", targets: ["SegueModel", "StoryboardParser", "SwiftFacts", "SegueLint"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
    ],
    targets: [
        // libxml2, found through pkg-config. Only StoryboardParser imports it.
        .systemLibrary(
            name: "CLibXML2",
            path: "Sources/CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // Immutable, Sendable facts: the storyboard model and the Swift source facts.
        .target(name: "SegueModel"),
        .target(name: "StoryboardParser", dependencies: ["SegueModel", "CLibXML2"]),
        .target(
            name: "SwiftFacts",
            dependencies: [
                "SegueModel",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "SegueLint",
            dependencies: ["SegueModel", "StoryboardParser", "SwiftFacts", .product(name: "Yams", package: "Yams")]
        ),
        .executableTarget(
            name: "seguelint",
            dependencies: [
                "SegueLint",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The parse-only baseline for scripts/bench: swift-syntax's parser alone, one thread.
        .executableTarget(
            name: "seguelint-parse-bench",
            dependencies: [.product(name: "SwiftParser", package: "swift-syntax")]
        ),
        // `swift package seguelint`: lints the package's targets.
        .plugin(
            name: "SeguelintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "seguelint", description: "Lint storyboard segues against the Swift sources"),
                permissions: []
            ),
            dependencies: ["seguelint"]
        ),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "StoryboardParserTests", dependencies: ["StoryboardParser", "SegueModel", "TestSupport"]),
        .testTarget(name: "SwiftFactsTests", dependencies: ["SwiftFacts", "SegueModel", "TestSupport"]),
        .testTarget(name: "SegueLintTests", dependencies: ["SegueLint", "SegueModel", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["seguelint", "TestSupport"]),
    ],
    swiftLanguageModes: [.v5]
)
