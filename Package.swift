// swift-tools-version:6.0
// Toolchains 6.2 and later read Package@swift-6.2.swift instead: this manifest with one compiler
// flag more for seguelint's own targets (see there).
import PackageDescription

// Sanitizer and fuzzer builds (scripts/sanitize, scripts/fuzz) set SEGUELINT_SANITIZE to `address`,
// `thread` or `fuzzer`. Only seguelint's own targets are instrumented: swift-syntax, Yams and
// ArgumentParser keep their plain build in .build, so a sanitized build recompiles our modules only
// (about a minute on 2 cores instead of six for an instrumented swift-syntax).
let sanitizer = Context.environment["SEGUELINT_SANITIZE"].flatMap { $0.isEmpty ? nil : $0 }
let instrumented: [SwiftSetting] =
    switch sanitizer {
    case nil: []
    case "fuzzer": [.unsafeFlags(["-sanitize=fuzzer,address"])]
    case let name?: [.unsafeFlags(["-sanitize=\(name)"])]
    }
// The fuzz executables link libFuzzer without its `main` (SwiftPM gives an executable its own) and
// the AddressSanitizer runtime; scripts/fuzz passes the library's path in SEGUELINT_FUZZER_LIB.
let instrumentedLink: [LinkerSetting] =
    switch sanitizer {
    case nil: []
    case "fuzzer":
        [
            .unsafeFlags([
                "-sanitize=address", "-Xlinker",
                Context.environment["SEGUELINT_FUZZER_LIB"] ?? "-lclang_rt.fuzzer_no_main-x86_64", "-lstdc++",
            ])
        ]
    case let name?: [.unsafeFlags(["-sanitize=\(name)"])]
    }

// libFuzzer targets (Fuzz/), only in the fuzzer build: `SEGUELINT_SANITIZE=fuzzer`, see scripts/fuzz.
var fuzzTargets: [Target] {
    guard sanitizer == "fuzzer" else { return [] }
    return [
        .target(name: "CFuzzer", path: "Fuzz/CFuzzer"),
        .executableTarget(
            name: "FuzzStoryboardParser",
            dependencies: ["CFuzzer", "StoryboardParser", "SegueModel"],
            path: "Fuzz/FuzzStoryboardParser",
            swiftSettings: instrumented,
            linkerSettings: instrumentedLink
        ),
        .executableTarget(
            name: "FuzzXcodeProject",
            dependencies: ["CFuzzer", "XcodeProject", "SegueModel"],
            path: "Fuzz/FuzzXcodeProject",
            swiftSettings: instrumented,
            linkerSettings: instrumentedLink
        ),
        .executableTarget(
            name: "FuzzSwiftFacts",
            dependencies: ["CFuzzer", "SwiftFacts", "SegueModel"],
            path: "Fuzz/FuzzSwiftFacts",
            swiftSettings: instrumented,
            linkerSettings: instrumentedLink
        ),
    ]
}

let package = Package(
    name: "seguelint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "seguelint", targets: ["seguelint"]),
        .plugin(name: "SeguelintCommandPlugin", targets: ["SeguelintCommandPlugin"]),
        // The parsers and the linter as a library.
        .library(
            name: "SegueLintKit",
            targets: [
                "SegueModel", "StoryboardParser", "SwiftFacts", "XcodeProject", "SegueRules",
                "SegueCache", "SegueGraph", "SegueDriver",
            ]),
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
        .target(name: "SegueModel", swiftSettings: instrumented),
        .target(name: "StoryboardParser", dependencies: ["SegueModel", "CLibXML2"], swiftSettings: instrumented),
        .target(
            name: "SwiftFacts",
            dependencies: [
                "SegueModel",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
            ],
            swiftSettings: instrumented
        ),
        // Xcode projects: project.pbxproj → targets, module names, platforms, Swift versions.
        .target(name: "XcodeProject", dependencies: ["SegueModel"], swiftSettings: instrumented),
        // The project index, the Rule protocol, the rules and their diagnostics. Imports only the
        // model: the compiler enforces that a rule never sees a parser, and adding a rule
        // recompiles this target and those above it, not the parsers.
        .target(name: "SegueRules", dependencies: ["SegueModel"], swiftSettings: instrumented),
        // The facts cache: packs, their binary coding, content fingerprints, the cached result (bytes
        // the driver encodes). Imports only the model: a new rule or parser change rebuilds none of it.
        .target(name: "SegueCache", dependencies: ["SegueModel"], swiftSettings: instrumented),
        // The navigation graph, its renderers and the Graphviz runner. Reads the index, not the driver.
        .target(name: "SegueGraph", dependencies: ["SegueModel", "SegueRules"], swiftSettings: instrumented),
        // The driver: discovery, configuration, suppressions, baseline, reporters, the Linter.
        .target(
            name: "SegueDriver",
            dependencies: [
                "SegueModel", "StoryboardParser", "SwiftFacts", "XcodeProject", "SegueRules", "SegueCache", "SegueGraph",
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: instrumented
        ),
        .executableTarget(
            name: "seguelint",
            dependencies: [
                "SegueDriver",
                "SegueGraph",
                "SegueModel",
                "SegueRules",
                "StoryboardParser",
                "SwiftFacts",
                "XcodeProject",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: instrumented,
            linkerSettings: instrumentedLink
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
            )
            // No `dependencies: ["seguelint"]`: the plugin builds the product itself (see plugin.swift),
            // so swift-syntax is not compiled a second time as a host tool.
        ),
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: instrumented),
        .testTarget(
            name: "StoryboardParserTests",
            dependencies: ["StoryboardParser", "SegueModel", "TestSupport"],
            swiftSettings: instrumented, linkerSettings: instrumentedLink
        ),
        .testTarget(
            name: "XcodeProjectTests",
            dependencies: ["XcodeProject", "SegueModel", "TestSupport"],
            swiftSettings: instrumented, linkerSettings: instrumentedLink
        ),
        .testTarget(
            name: "SwiftFactsTests",
            dependencies: [
                "SwiftFacts", "SegueModel", "TestSupport",
                // AttributeNameTests parses attributes with swift-syntax.
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: instrumented, linkerSettings: instrumentedLink
        ),
        .testTarget(
            name: "SegueDriverTests",
            dependencies: [
                "SegueDriver", "SegueGraph", "SegueRules", "SegueCache", "SegueModel", "StoryboardParser", "SwiftFacts",
                "XcodeProject", "TestSupport",
                // DocumentationTests reads Package.swift with swift-syntax.
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: instrumented, linkerSettings: instrumentedLink
        ),
        .testTarget(
            name: "CLITests",
            dependencies: ["seguelint", "TestSupport"],
            swiftSettings: instrumented, linkerSettings: instrumentedLink
        ),
    ] + fuzzTargets,
    swiftLanguageModes: [.v6]
)
