import SegueModel

/// What seguelint reads from an Xcode project (`project.pbxproj`): its native targets, each with
/// its module name, platform and Swift language version per build configuration. The first
/// piece of issue #11's project model; membership, xcconfig files, package dependencies and the
/// pairing of storyboards with targets come next.
public struct XcodeProject: Hashable, Codable, Sendable {
    /// The `project.pbxproj` file.
    public var path: String
    /// The native targets, in the project's order.
    public var targets: [Target]
    /// `LastSwiftUpdateCheck` / `LastSwiftMigration` of the project (e.g. `0730`): with no
    /// `SWIFT_VERSION` set anywhere, a value before `0800` (Xcode 8) means a Swift 2 project.
    public var lastSwiftUpdateCheck: String?

    /// Creates a project model.
    public init(path: String, targets: [Target], lastSwiftUpdateCheck: String? = nil) {
        self.path = path
        self.targets = targets
        self.lastSwiftUpdateCheck = lastSwiftUpdateCheck
    }

    /// One `PBXNativeTarget`.
    public struct Target: Hashable, Codable, Sendable {
        /// The target's name.
        public var name: String
        /// The module its Swift code is compiled into: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`
        /// (else the target's name) made a C99 extended identifier, as Xcode does.
        public var moduleName: String
        /// `SDKROOT` (`iphoneos`, `macosx`, `appletvos`, `watchos`, …), if set.
        public var platform: String?
        /// Each build configuration's resolved `SWIFT_VERSION`, by configuration name; a
        /// configuration without one is absent.
        public var swiftVersions: [String: String]
        /// The build configurations, in the project's order.
        public var configurations: [String]

        /// Creates a target.
        public init(name: String, moduleName: String, platform: String?, swiftVersions: [String: String], configurations: [String]) {
            self.name = name
            self.moduleName = moduleName
            self.platform = platform
            self.swiftVersions = swiftVersions
            self.configurations = configurations
        }
    }

    /// A readable summary for `seguelint dump`.
    public func dump() -> String {
        var lines = ["project \(path)"]
        if let lastSwiftUpdateCheck { lines.append("  lastSwiftUpdateCheck \(lastSwiftUpdateCheck)") }
        for target in targets {
            lines.append("  target \"\(target.name)\" module \(target.moduleName) platform \(target.platform ?? "-")")
            for configuration in target.configurations {
                lines.append("    configuration \(configuration) swift \(target.swiftVersions[configuration] ?? "-")")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
