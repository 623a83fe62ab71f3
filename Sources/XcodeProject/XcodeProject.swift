import SegueModel

/// What seguelint reads from an Xcode project (`project.pbxproj` and the `.xcconfig` files its
/// configurations are based on): the native targets, each with its module name, platforms, Swift
/// language version and compilation conditions per build configuration, member files and package
/// products.
public struct XcodeProject: Hashable, Codable, Sendable {
    /// The `project.pbxproj` file.
    public var path: String
    /// The folder that holds the `.xcodeproj` (`SOURCE_ROOT`): member paths start here.
    public var sourceRoot: String
    /// The native targets, in the project's order.
    public var targets: [Target]
    /// `LastSwiftUpdateCheck` / `LastSwiftMigration` of the project (e.g. `0730`): with no
    /// `SWIFT_VERSION` set anywhere, a value before `0800` (Xcode 8) means a Swift 2 project.
    public var lastSwiftUpdateCheck: String?
    /// Which attribute `lastSwiftUpdateCheck` came from: `LastSwiftMigration`, `LastSwiftUpdateCheck`,
    /// or `LastUpgradeCheck` when the project has neither Swift key.
    public var lastSwiftUpdateCheckKey = "LastSwiftUpdateCheck"
    /// Swift packages the project references (`XCRemoteSwiftPackageReference` repository names,
    /// `XCLocalSwiftPackageReference` folder names), sorted.
    public var packageReferences: [String]
    /// Every file the model was read from: the pbxproj, then each `.xcconfig` that was read.
    public var inputs: [String]
    /// What could not be read without stopping the project from being read: configuration files
    /// outside the repository, each named where it was referred to.
    public var problems: [InputProblem] = []

    /// A local Swift package's library products: the targets of each, by product name.
    public var packageProductTargets: [String: [String]] = [:]

    /// Whether the model is a local Swift package's (`path` is its `Package.swift`), not an Xcode project's.
    public var isSwiftPackage: Bool { path == "Package.swift" || path.hasSuffix("/Package.swift") }

    /// Creates a project model.
    public init(
        path: String, sourceRoot: String = "", targets: [Target], lastSwiftUpdateCheck: String? = nil,
        packageReferences: [String] = [], inputs: [String] = []
    ) {
        self.path = path
        self.sourceRoot = sourceRoot
        self.targets = targets
        self.lastSwiftUpdateCheck = lastSwiftUpdateCheck
        self.packageReferences = packageReferences
        self.inputs = inputs
    }

    /// One `PBXNativeTarget`.
    public struct Target: Hashable, Codable, Sendable {
        /// The target's name.
        public var name: String
        /// The module its Swift code is compiled into: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`
        /// (else the target's name) made a C99 extended identifier, as Xcode does.
        public var moduleName: String
        /// `IBSC_MODULE`: the module whose classes the target's storyboards mean by
        /// `customModuleProvider="target"` (a watch app's is its WatchKit extension's), if set.
        public var interfaceBuilderModule: String?
        /// `SDKROOT` (`iphoneos`, `macosx`, `appletvos`, `watchos`, …), if set.
        public var platform: String?
        /// The operating systems the target builds for, as `#if os()` names them (`iOS`, `tvOS`,
        /// `watchOS`, `macOS`, `visionOS`), from `SDKROOT` and `SUPPORTED_PLATFORMS`; sorted.
        /// Empty when the project doesn't say.
        public var operatingSystems: [String] = []
        /// Each build configuration's resolved `SWIFT_VERSION`, by configuration name; a
        /// configuration without one is absent.
        public var swiftVersions: [String: String]
        /// Each build configuration's `SWIFT_ACTIVE_COMPILATION_CONDITIONS`, by configuration name.
        public var compilationConditions: [String: [String]] = [:]
        /// The build configurations, in the project's order.
        public var configurations: [String]
        /// Member files (sources, resources, headers of build phases, and each localisation of a
        /// variant group), as paths under the source root.
        public var files: Set<String> = []
        /// Folders synchronized with the target (Xcode 16): every file under them is a member,
        /// except the exceptions.
        public var synchronizedFolders: [SynchronizedFolder] = []
        /// Names of the Swift package products the target depends on, sorted.
        public var packageProducts: [String] = []
        /// Names of the targets of the same project it depends on (`PBXTargetDependency`), sorted;
        /// for a Swift package's target, the targets its dependencies name (products resolved).
        public var dependencies: [String] = []
        /// The dependencies that apply only on some operating systems (a package's
        /// `.when(platforms:)`), by dependency name.
        public var dependencyPlatforms: [String: [String]] = [:]
        /// `productType` (`com.apple.product-type.application`, `….framework`, `….app-extension`, …).
        public var productType: String?

        /// Whether it builds an app (`com.apple.product-type.application…`); a target whose product
        /// type is not given counts as one.
        public var isApplication: Bool {
            productType.map { $0.hasPrefix("com.apple.product-type.application") } ?? true
        }

        /// Whether other targets link its code (a framework or a library), rather than embed it as
        /// a separate program (an app extension, a watch app) or run it (tests).
        public var isLinkedLibrary: Bool {
            guard let productType else { return false }
            return productType.containsBytes("framework") || productType.containsBytes("library")
        }

        /// Whether it is a WatchKit extension (`com.apple.product-type.watchkit-extension`,
        /// `….watchkit2-extension`): the code of the watch app that embeds it, whose storyboard's
        /// controllers it declares (`IBSC_MODULE` names its module).
        public var isWatchKitExtension: Bool {
            productType.map { $0.containsBytes("watchkit") && $0.hasSuffix("extension") } ?? false
        }

        /// Whether it is a unit-test or UI-test bundle (`com.apple.product-type.bundle.unit-test`,
        /// `….bundle.ui-testing`): code that never ships, whose storyboards and Swift files are often
        /// copies of the app's, made members without the rest of the app.
        public var isTestBundle: Bool {
            guard let productType else { return false }
            return productType.hasSuffix(".unit-test") || productType.hasSuffix(".ui-testing")
                || productType.hasSuffix(".ocunit-test")
        }
        /// The line of the pbxproj where the target's object starts (1 when not found).
        public var line: Int = 1

        /// Creates a target.
        public init(
            name: String, moduleName: String, platform: String?, swiftVersions: [String: String], configurations: [String]
        ) {
            self.name = name
            self.moduleName = moduleName
            self.platform = platform
            self.swiftVersions = swiftVersions
            self.configurations = configurations
        }

        /// Localized files added from synchronized folders it doesn't own (`/Localized/X/Y` in an
        /// exception set): `X/Y` for every `X/<language>.lproj/Y`, as full paths without the `.lproj`.
        public var localizedFiles: Set<String> = []

        /// Whether `file` (a path under the source root, spelled as `files` are) belongs to the target.
        public func contains(_ file: String) -> Bool {
            files.contains(file) || folderMembership.contains(file, delocalized: XcodeProject.delocalized(file))
        }

        /// How files belong to the target other than by `files` (`contains` is `files`, then this).
        public var folderMembership: FolderMembership {
            FolderMembership(
                folders: synchronizedFolders,
                prefixes: synchronizedFolders.map { $0.path.hasSuffix("/") ? $0.path : $0.path + "/" },
                localizedFiles: localizedFiles)
        }
    }

    /// How a file belongs to a target other than by its `files`: as a localized file, or under one
    /// of its synchronized folders. Made once for asking about every file of a run, with each
    /// file's `XcodeProject.delocalized` key found once for all targets.
    public struct FolderMembership: Sendable {
        public let folders: [SynchronizedFolder]
        /// What the path of a file under each folder starts with (`hasPrefix`).
        public let prefixes: [String]
        public let localizedFiles: Set<String>

        /// Whether `file`, whose `delocalized` key is given, is a member: a localized file, or
        /// under some folder.
        public func contains(_ file: String, delocalized: String?) -> Bool {
            if let delocalized, contains(localized: delocalized) { return true }
            return prefixes.indices.contains { contains(file, underFolder: $0) }
        }

        /// Whether the localized file of this `XcodeProject.delocalized` key is a member.
        public func contains(localized key: String) -> Bool {
            !localizedFiles.isEmpty && localizedFiles.contains(key)
        }

        /// Whether `file` is a member through the folder at `index` (by position: a folder is
        /// looked at in place, not copied with its sets for each file).
        public func contains(_ file: String, underFolder index: Int) -> Bool {
            file.hasPrefix(prefixes[index]) && folders[index].contains(underIt: file)
        }
    }

    /// A `PBXFileSystemSynchronizedRootGroup` as one target sees it.
    public struct SynchronizedFolder: Hashable, Codable, Sendable {
        /// The folder.
        public var path: String
        /// Files under it that are not members (full paths).
        public var excluded: Set<String>
        /// Localized files that are not members, as full paths without their `<language>.lproj`
        /// folder (Xcode writes `/Localized/X/Y` for every `X/<language>.lproj/Y`).
        public var excludedLocalized: Set<String>

        /// For a Swift package target with `sources:`, the files and folders that hold its Swift
        /// files (full paths); `nil` when every Swift file under the folder is one.
        public var swiftSources: [String]?

        /// Creates a synchronized folder.
        public init(path: String, excluded: Set<String> = [], excludedLocalized: Set<String> = [], swiftSources: [String]? = nil)
        {
            self.path = path
            self.excluded = excluded
            self.excludedLocalized = excludedLocalized
            self.swiftSources = swiftSources
        }

        /// Whether `file` is under the folder and neither excluded nor under an excluded folder.
        public func contains(_ file: String) -> Bool {
            XcodeProject.isUnder(file, path) && contains(underIt: file)
        }

        /// `contains` for a file known to be under the folder.
        func contains(underIt file: String) -> Bool {
            guard !excluded.contains(file) else { return false }
            // An excluded folder excludes what is under it: look each of the file's folders up
            // (a few set lookups, however many exceptions there are).
            if !excluded.isEmpty {
                var folder = Substring(file)
                while let slash = folder.lastIndex(of: "/"), folder.utf8.count > path.utf8.count {
                    folder = folder[..<slash]
                    if excluded.contains(String(folder)) { return false }
                }
            }
            if let swiftSources, file.hasSuffix(".swift"),
                !swiftSources.contains(where: { $0 == file || XcodeProject.isUnder(file, $0) })
            {
                return false
            }
            if !excludedLocalized.isEmpty, let key = XcodeProject.delocalized(file), excludedLocalized.contains(key) {
                return false
            }
            return true
        }
    }

    /// Whether `file` is inside `folder`.
    static func isUnder(_ file: String, _ folder: String) -> Bool {
        file.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// `X/en.lproj/Y` → `X/Y`: the path of a localized file without its language folder; `nil` for a
    /// file in no `.lproj` folder.
    public static func delocalized(_ file: String) -> String? {
        // Only the parent folder counts: find the last two slashes without splitting the path
        // (this runs for every file and every target with localized files).
        let bytes = file.utf8
        guard let last = bytes.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        let folderStart = bytes[..<last].lastIndex(of: UInt8(ascii: "/")).map { bytes.index(after: $0) } ?? bytes.startIndex
        guard bytes[folderStart..<last].reversed().starts(with: ".lproj".utf8.reversed()) else { return nil }
        return String(file[..<folderStart]) + String(file[bytes.index(after: last)...])
    }

    /// The prefix Xcode gives a localized file in a synchronized folder's exception set.
    public static let localizedExceptionPrefix = "/Localized/"

    /// A readable summary for `seguelint dump`: paths relative to the source root.
    public func dump() -> String {
        func relative(_ file: String) -> String {
            let prefix = sourceRoot.hasSuffix("/") ? sourceRoot : sourceRoot + "/"
            return !sourceRoot.isEmpty && file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
        }
        var lines = ["project \(path)"]
        if let lastSwiftUpdateCheck { lines.append("  lastSwiftUpdateCheck \(lastSwiftUpdateCheck)") }
        for input in inputs.dropFirst() { lines.append("  read \(relative(input))") }
        if !packageReferences.isEmpty { lines.append("  packages \(packageReferences.joined(separator: ", "))") }
        for target in targets {
            lines.append(
                "  target \"\(target.name)\" (line \(target.line)) module \(target.moduleName) platform \(target.platform ?? "-")"
                    + " os \(target.operatingSystems.isEmpty ? "-" : target.operatingSystems.joined(separator: ","))")
            for configuration in target.configurations {
                let conditions = target.compilationConditions[configuration] ?? []
                lines.append(
                    "    configuration \(configuration) swift \(target.swiftVersions[configuration] ?? "-")"
                        + (conditions.isEmpty ? "" : " conditions \(conditions.joined(separator: " "))"))
            }
            let counts = Dictionary(
                grouping: target.files,
                by: { file -> String in
                    file.split(separator: "/").last.flatMap { name in
                        name.containsBytes(".") ? name.split(separator: ".").last.map(String.init) : nil
                    } ?? "-"
                }
            ).mapValues(\.count)
            if !counts.isEmpty {
                lines.append("    files " + counts.keys.sorted().map { "\($0) \(counts[$0] ?? 0)" }.joined(separator: ", "))
            }
            for file in target.files.filter({ $0.hasSuffix(".storyboard") }).sorted() {
                lines.append("    storyboard \(relative(file))")
            }
            func localizedPattern(_ path: String) -> String {
                let relativePath = relative(path)
                guard let slash = relativePath.lastIndex(of: "/") else { return "*.lproj/" + relativePath }
                return relativePath[..<slash] + "/*.lproj" + relativePath[slash...]
            }
            for file in target.localizedFiles.sorted() { lines.append("    localized \(localizedPattern(file))") }
            for folder in target.synchronizedFolders {
                let excluded = folder.excluded.sorted().map(relative) + folder.excludedLocalized.sorted().map(localizedPattern)
                lines.append(
                    "    synchronized \(relative(folder.path))"
                        + (excluded.isEmpty ? "" : " except \(excluded.joined(separator: ", "))"))
            }
            if !target.packageProducts.isEmpty { lines.append("    products \(target.packageProducts.joined(separator: ", "))") }
            if let module = target.interfaceBuilderModule { lines.append("    storyboard module \(module)") }
            if !target.dependencies.isEmpty { lines.append("    depends on \(target.dependencies.joined(separator: ", "))") }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
