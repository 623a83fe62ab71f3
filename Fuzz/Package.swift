// swift-tools-version:6.0
// libFuzzer targets for seguelint's two parsers. Built by scripts/fuzz with
// `-sanitize=fuzzer,address`; each main hands control to libFuzzer's LLVMFuzzerRunDriver.
import PackageDescription

let package = Package(
    name: "seguelint-fuzz",
    dependencies: [.package(name: "seguelint", path: "..")],
    targets: [
        .target(name: "CFuzzer"),
        .executableTarget(
            name: "FuzzStoryboardParser",
            dependencies: ["CFuzzer", .product(name: "SegueLintKit", package: "seguelint")]
        ),
        .executableTarget(
            name: "FuzzSwiftFacts",
            dependencies: ["CFuzzer", .product(name: "SegueLintKit", package: "seguelint")]
        ),
    ],
    swiftLanguageModes: [.v5]
)
