import Foundation

/// Lexical path arithmetic for member paths (no file system access: a project names files that
/// may not exist, and paths that escape the repository are only strings that match nothing).
public enum ProjectPath {
    /// The folder that holds `<name>.xcodeproj/project.pbxproj`, then `projectDirPath` within it.
    public static func sourceRoot(ofProjectFile path: String, projectDirPath: String?) -> String {
        var folder = Self.folder(of: path)
        if folder.hasSuffix(".xcodeproj") { folder = Self.folder(of: folder) }
        guard let projectDirPath, !projectDirPath.isEmpty else { return folder }
        return join(folder, projectDirPath)
    }

    /// The folder part of `path` (`.` for a bare name).
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `relative` under `base` (an absolute `relative` stands alone), with `.` and `..` removed.
    public static func join(_ base: String, _ relative: String) -> String {
        if relative.isEmpty { return base }
        // The common case needs no normalising: a plain relative path under a clean base.
        if isPlainRelative(relative), isClean(base) {
            return base == "/" ? "/" + relative : base + "/" + relative
        }
        return normalize(relative.hasPrefix("/") ? relative : (base.hasSuffix("/") ? base + relative : base + "/" + relative))
    }

    /// `relative` under `base`, where `base` is what `normalize` or `join` returned (the folder
    /// of a group): only `relative` needs checking. Files are joined to their group's folder, so
    /// this runs once per member file.
    static func join(normalized base: String, _ relative: String) -> String {
        guard !relative.isEmpty else { return base }
        // Plain components added to a normalized path leave it normalized; `.` is the exception.
        if base != ".", isPlainRelative(relative) { return base == "/" ? "/" + relative : base + "/" + relative }
        return join(base, relative)
    }

    /// Whether `path` is relative and has no empty, `.` or `..` component (a byte scan: this runs
    /// once per member file).
    static func isPlainRelative(_ path: String) -> Bool {
        isPlainRelative(bytes: path.utf8)
    }

    private static func isPlainRelative(bytes: some Sequence<UInt8>) -> Bool {
        var length = 0
        var dots = 0
        var first = true
        for byte in bytes {
            if byte == UInt8(ascii: "/") {
                if length == 0 || dots == length { return false }
                length = 0
                dots = 0
            } else {
                if byte == UInt8(ascii: "."), length == dots { dots += 1 }
                length += 1
            }
            first = false
        }
        return !first && length > 0 && dots != length
    }

    /// Whether `path` is already what `normalize` would make of it.
    static func isClean(_ path: String) -> Bool {
        if path == "/" { return true }
        return path.hasPrefix("/") ? isPlainRelative(bytes: path.utf8.dropFirst()) : isPlainRelative(path)
    }

    /// `a/./b/../c` → `a/c`; leading `..` of a relative path are kept.
    public static func normalize(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
                continue
            }
            if component == "..", path.hasPrefix("/") { continue }
            components.append(component)
        }
        let joined = components.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}

/// The pbxproj `objects` table, looked up by id; references that name nothing are skipped, and
/// walks up the group tree are bounded (a cyclic or absurdly deep tree resolves to no path).
/// An object is known inside by its position in the table (its id's last entry): an id is hashed
/// once per lookup, and what the walks keep per object is in arrays.
final class ProjectGraph {
    /// Every object, by id (the table of objects is large, so its keys are hashed once, when parsed).
    private let table: PlistDictionary
    let project: PlistDictionary
    let sourceRoot: String
    /// Each group member's group (the first group, by id, that lists it), by position; -1 for none.
    private let parents: [Int]
    /// Each group member's depth below its tree's root group (0 for the root), by position.
    private let levels: [Int]
    /// The synchronized folders (Xcode 16), by id, sorted.
    private let synchronizedRootGroups: [String]
    /// Paths of groups and build files' references already resolved, by position (`.some(nil)`:
    /// resolved to no path): files under one group share its walk up the tree, and an app, its
    /// extensions and its widgets compile many of the same files.
    private var resolvedPaths: [String??]

    init(objects: PlistDictionary, project: PlistDictionary, sourceRoot: String) {
        self.table = objects
        let table = objects
        self.project = project
        self.sourceRoot = ProjectPath.normalize(sourceRoot)
        let count = table.entries.count
        var isGroup = [Bool](repeating: false, count: count)
        var groups: [(id: String, position: Int)] = []
        var synchronized: [String] = []
        // An id written twice names its last object, as for any key.
        for (position, entry) in table.entries.enumerated() {
            guard case .dictionary(let object) = entry.value, table.position(of: entry.key) == position else { continue }
            if object["children"] != nil {
                groups.append((entry.key, position))
                isGroup[position] = true
            }
            if object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" { synchronized.append(entry.key) }
        }
        synchronizedRootGroups = synchronized.sorted()
        // Parents in the main group's tree first (breadth first), then groups outside it by id. A
        // group is entered once, so a group that contains itself through others ends the walk.
        var parents = [Int](repeating: -1, count: count)
        var levels = [Int](repeating: 0, count: count)
        var entered = [Bool](repeating: false, count: count)
        func adopt(from start: Int) {
            guard !entered[start] else { return }
            entered[start] = true
            levels[start] = 0
            var queue = [start]
            var head = 0
            while head < queue.count {
                let group = queue[head]
                head += 1
                guard let children = table.entries[group].value.dictionary?["children"]?.array else { continue }
                for case .string(let id) in children {
                    // A child that names no object has no path to give.
                    guard let child = table.position(of: id), parents[child] < 0, !entered[child] else { continue }
                    parents[child] = group
                    levels[child] = levels[group] + 1
                    if isGroup[child] {
                        entered[child] = true
                        queue.append(child)
                    }
                }
            }
        }
        if let main = project["mainGroup"]?.string, let position = table.position(of: main) { adopt(from: position) }
        // Groups outside the main group's tree (a bad merge), in a stable order.
        for group in groups.sorted(by: { $0.id < $1.id }) where !entered[group.position] { adopt(from: group.position) }
        self.parents = parents
        self.levels = levels
        resolvedPaths = [String??](repeating: nil, count: count)
    }

    /// Groups nest at most this deep (real projects: about ten); deeper members have no path.
    static let maximumDepth = 64
    /// Longer paths are no paths (`PATH_MAX`): with the depth bound, what paths cost stays linear
    /// in the number of groups, however long each one's own `path`.
    static let maximumPathLength = 4096

    /// The object `id` names, if it is a dictionary.
    subscript(id: String) -> PlistDictionary? {
        table[id]?.dictionary
    }

    func object(_ reference: PlistValue?) -> PlistDictionary? {
        reference?.string.flatMap { table[$0]?.dictionary }
    }

    func list(_ references: PlistValue?) -> [PlistDictionary] {
        (references?.array ?? []).compactMap(object)
    }

    /// Each build configuration's name, settings and the path of its base `.xcconfig`, in the list's order.
    func configurations(of owner: PlistDictionary) -> [(name: String, settings: [String: String], basePath: String?)] {
        guard let list = object(owner["buildConfigurationList"]) else { return [] }
        return self.list(list["buildConfigurations"]).compactMap { configuration in
            guard let name = configuration["name"]?.string else { return nil }
            return (
                name, BuildSettings.level(configuration["buildSettings"]?.dictionary ?? PlistDictionary()),
                basePath(of: configuration)
            )
        }
    }

    /// A configuration's base `.xcconfig`: a file reference (`baseConfigurationReference`), or, since
    /// Xcode 16, a path inside a synchronized folder (`baseConfigurationReferenceAnchor` names the
    /// folder, `baseConfigurationReferenceRelativePath` the file in it).
    private func basePath(of configuration: PlistDictionary) -> String? {
        if let reference = configuration["baseConfigurationReference"] { return path(of: reference) }
        guard let relative = configuration["baseConfigurationReferenceRelativePath"]?.string,
            let folder = path(of: configuration["baseConfigurationReferenceAnchor"])
        else { return nil }
        return ProjectPath.join(folder, relative)
    }

    /// The full path of a file reference or group: its `path` under its `sourceTree` (`<group>`:
    /// its group's path, the source root for the main group; `SOURCE_ROOT`; `<absolute>`).
    /// `nil` for build products and SDK files, and for trees that loop or nest past 64 levels.
    func path(of reference: PlistValue?) -> String? {
        guard let id = reference?.string, let position = table.position(of: id) else { return nil }
        return path(at: position, depth: 0)
    }

    /// The path of the object at `position`, resolved once.
    private func resolvedPath(at position: Int) -> String? {
        if let known = resolvedPaths[position] { return known }
        let resolved = path(at: position, depth: 0)
        resolvedPaths[position] = .some(resolved)
        return resolved
    }

    private func path(at position: Int, depth: Int) -> String? {
        // The depth in the group tree, not of this walk: the walk may start below a cached group.
        guard depth < Self.maximumDepth, levels[position] <= Self.maximumDepth,
            let object = table.entries[position].value.dictionary
        else { return nil }
        let own = object["path"]?.string ?? ""
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<absolute>": return ProjectPath.normalize(own)
        case "SOURCE_ROOT": return ProjectPath.join(sourceRoot, own)
        case "<group>":
            let parent = parents[position]
            guard parent >= 0 else { return ProjectPath.join(sourceRoot, own) }
            let folder: String?
            if let known = resolvedPaths[parent] {
                folder = known
            } else {
                folder = path(at: parent, depth: depth + 1)
                resolvedPaths[parent] = .some(folder)
            }
            return folder.map { ProjectPath.join(normalized: $0, own) }.flatMap {
                $0.utf8.count > Self.maximumPathLength ? nil : $0
            }
        default: return nil
        }
    }

    /// Swift packages the project references, by repository or folder name, sorted.
    func packageReferences() -> [String] {
        Set(
            list(project["packageReferences"]).compactMap { reference -> String? in
                let location =
                    reference["repositoryURL"]?.string ?? reference["relativePath"]?.string ?? reference["path"]?.string
                return location.map(Self.lastComponent)
            }
        ).sorted()
    }

    /// `https://github.com/owner/Name.git` → `Name`.
    static func lastComponent(_ location: String) -> String {
        var name = location.split(separator: "/").last.map(String.init) ?? location
        if name.hasSuffix(".git") { name.removeLast(4) }
        return name
    }

    /// The target `id` names: its settings in each configuration, its members and its dependencies.
    func target(
        id: String, named name: String, _ target: PlistDictionary,
        projectLevels: [(name: String, levels: [[String: String]])],
        configurationFiles: inout ConfigurationFiles
    ) -> XcodeProject.Target {
        var result = configuredTarget(
            named: name, configurations: configurations(of: target), projectLevels: projectLevels,
            configurationFiles: &configurationFiles)
        var (files, folders) = buildPhaseMembers(of: target)
        let synchronized = Set((target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap(\.string))
        for groupID in synchronized.sorted() {
            guard let group = self[groupID], let folder = path(of: .string(groupID)) else { continue }
            let (plain, localized) = Self.split(exceptions(of: group, for: id), in: folder)
            folders.append(XcodeProject.SynchronizedFolder(path: folder, excluded: plain, excludedLocalized: localized))
        }
        // A file listed in an exception set of a folder the target doesn't synchronize is added to it.
        var localizedFiles: Set<String> = []
        for groupID in synchronizedRootGroups where !synchronized.contains(groupID) {
            guard let group = self[groupID], let folder = path(of: .string(groupID)) else { continue }
            let (plain, localized) = Self.split(exceptions(of: group, for: id), in: folder)
            files.formUnion(plain)
            localizedFiles.formUnion(localized)
        }
        result.files = files
        result.localizedFiles = localizedFiles
        result.synchronizedFolders = folders.sorted { $0.path < $1.path }
        result.packageProducts = Set(list(target["packageProductDependencies"]).compactMap { $0["productName"]?.string }).sorted()
        result.dependencies = Set(list(target["dependencies"]).compactMap { object($0["target"])?["name"]?.string }).sorted()
        result.productType = target["productType"]?.string
        return result
    }

    /// A target with what its build settings say in each configuration (project levels, `.xcconfig`, its own).
    private func configuredTarget(
        named name: String, configurations own: [(name: String, settings: [String: String], basePath: String?)],
        projectLevels: [(name: String, levels: [[String: String]])],
        configurationFiles: inout ConfigurationFiles
    ) -> XcodeProject.Target {
        var swiftVersions: [String: String] = [:]
        var conditions: [String: [String]] = [:]
        var platform: String?
        var systems: Set<String> = []
        var moduleName: String?
        var interfaceBuilderModule: String?
        for configuration in own {
            let lower = projectLevels.first { $0.name == configuration.name }?.levels ?? []
            let settings = BuildSettings(
                levels: lower + [
                    configurationFiles.settings(configuration.basePath, configuration: configuration.name),
                    configuration.settings,
                ],
                targetName: name)
            if let version = settings.value("SWIFT_VERSION"), !version.isEmpty { swiftVersions[configuration.name] = version }
            conditions[configuration.name] = Self.compilationConditions(settings)
            let sdk = settings.value("SDKROOT")
            platform = platform ?? sdk
            systems.formUnion(Self.operatingSystems(sdkRoot: sdk, supportedPlatforms: settings.value("SUPPORTED_PLATFORMS")))
            moduleName =
                moduleName ?? settings.value("PRODUCT_MODULE_NAME").flatMap { $0.isEmpty ? nil : $0 }
                ?? settings.value("PRODUCT_NAME").flatMap { $0.isEmpty ? nil : XcodeProjectReader.c99Identifier($0) }
            interfaceBuilderModule = interfaceBuilderModule ?? settings.value("IBSC_MODULE").flatMap { $0.isEmpty ? nil : $0 }
        }
        var result = XcodeProject.Target(
            name: name, moduleName: moduleName ?? XcodeProjectReader.c99Identifier(name),
            platform: platform, swiftVersions: swiftVersions, configurations: own.map(\.name))
        result.operatingSystems = systems.sorted()
        result.interfaceBuilderModule = interfaceBuilderModule
        result.compilationConditions = conditions.filter { !$0.value.isEmpty }
        return result
    }

    /// The non-empty flags of `SWIFT_ACTIVE_COMPILATION_CONDITIONS`, without quotes.
    private static func compilationConditions(_ settings: BuildSettings) -> [String] {
        let flags = (settings.value("SWIFT_ACTIVE_COMPILATION_CONDITIONS") ?? "")
            .split(whereSeparator: { $0 == " " || $0 == "\t" }).map { flag in
                // Quotes at either end dropped (Foundation's trimming would bridge to NSString).
                let start = flag.firstIndex { $0 != "\"" && $0 != "'" } ?? flag.endIndex
                let end = flag.lastIndex { $0 != "\"" && $0 != "'" }.map(flag.index(after:)) ?? start
                return String(flag[start..<max(start, end)])
            }
        return flags.filter { !$0.isEmpty }
    }

    /// The files a target's build phases list (a variant group's children included), and folder references.
    private func buildPhaseMembers(of target: PlistDictionary) -> (
        files: Set<String>, folders: [XcodeProject.SynchronizedFolder]
    ) {
        var files: Set<String> = []
        var folders: [XcodeProject.SynchronizedFolder] = []
        for phase in list(target["buildPhases"]) {
            for buildFile in list(phase["files"]) {
                guard let fileID = buildFile["fileRef"]?.string, let position = table.position(of: fileID),
                    let reference = table.entries[position].value.dictionary
                else { continue }
                switch reference["isa"]?.string {
                case "PBXVariantGroup":
                    for child in reference["children"]?.array ?? [] { if let path = path(of: child) { files.insert(path) } }
                case "PBXFileReference":
                    guard let path = resolvedPath(at: position) else { continue }
                    if reference["lastKnownFileType"]?.string == "folder" || reference["explicitFileType"]?.string == "folder" {
                        folders.append(XcodeProject.SynchronizedFolder(path: path))
                    } else {
                        files.insert(path)
                    }
                default:
                    continue
                }
            }
        }
        return (files, folders)
    }

    /// Exception paths made full: plain ones, and localized ones (`/Localized/X/Y`, every
    /// `X/<language>.lproj/Y`) without their language folder.
    static func split(_ exceptions: [String], in folder: String) -> (plain: Set<String>, localized: Set<String>) {
        var plain: Set<String> = []
        var localized: Set<String> = []
        for exception in exceptions {
            if exception.hasPrefix(XcodeProject.localizedExceptionPrefix) {
                localized.insert(
                    ProjectPath.join(folder, String(exception.dropFirst(XcodeProject.localizedExceptionPrefix.count))))
            } else {
                plain.insert(ProjectPath.join(folder, exception))
            }
        }
        return (plain, localized)
    }

    /// The `membershipExceptions` of a synchronized folder's exception sets for one target.
    private func exceptions(of group: PlistDictionary, for targetID: String) -> [String] {
        list(group["exceptions"]).filter {
            $0["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet" && $0["target"]?.string == targetID
        }.flatMap { ($0["membershipExceptions"]?.array ?? []).compactMap(\.string) }
    }

    /// `#if os()` names of the platforms in `SUPPORTED_PLATFORMS`, else of `SDKROOT`.
    static func operatingSystems(sdkRoot: String?, supportedPlatforms: String?) -> [String] {
        let names =
            (supportedPlatforms?.split(separator: " ").map(String.init)).flatMap { $0.isEmpty ? nil : $0 } ?? [sdkRoot ?? ""]
        return Set(
            names.compactMap { name -> String? in
                if name.hasPrefix("iphone") { return "iOS" }
                if name.hasPrefix("appletv") { return "tvOS" }
                if name.hasPrefix("watch") { return "watchOS" }
                if name.hasPrefix("macosx") { return "macOS" }
                if name.hasPrefix("xr") { return "visionOS" }
                return nil
            }
        ).sorted()
    }
}
