// swift-tools-version:6.0
// libFuzzer targets for seguelint's two parsers. Built by scripts/fuzz with
// `-sanitize=fuzzer,address -parse-as-library` (libFuzzer supplies `main`).
import PackageDescription

let package = Package(
    name: "seguelint-fuzz",
    dependencies: [.package(name: "seguelint", path: "..")],
    targets: [
        .executableTarget(
            name: "FuzzStoryboardParser",
            dependencies: [.product(name: "SegueLintKit", package: "seguelint")]
        ),
        .executableTarget(
            name: "FuzzSwiftFacts",
            dependencies: [.product(name: "SegueLintKit", package: "seguelint")]
        ),
    ],
    swiftLanguageModes: [.v5]
)
