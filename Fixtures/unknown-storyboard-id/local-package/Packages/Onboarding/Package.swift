// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Onboarding",
    defaultLocalization: "en",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "Onboarding", targets: ["Onboarding"]),
    ],
    targets: [
        .target(
            name: "Onboarding",
            exclude: ["Legacy"],
            resources: [.process("Resources")]
        ),
        .testTarget(
            name: "OnboardingTests",
            dependencies: ["Onboarding"]
        ),
    ]
)
