import Foundation
import SegueModel

/// The external dependencies an app declares, by module name, as its manifests say: which
/// dependency managers a folder uses and which modules their dependencies may provide. Nothing
/// is fetched or resolved, so the module names are candidates (see
/// `DependencyManifestReader.moduleNames(forDependency:)`): enough to tell "this module may come
/// from a dependency" from "this module exists nowhere".
public struct ExternalDependencies: Hashable, Codable, Sendable {
    /// A dependency manager.
    public enum Manager: String, Hashable, Codable, Sendable, Comparable {
        /// Swift Package Manager: `Package.swift`, `Package.resolved`.
        case swiftPackageManager = "Swift Package Manager"
        /// CocoaPods: `Podfile`, `Podfile.lock`.
        case cocoaPods = "CocoaPods"
        /// Carthage: `Cartfile`, `Cartfile.private`, `Cartfile.resolved`.
        case carthage = "Carthage"
        /// Git submodules (`.gitmodules`): vendored code that may not be checked out.
        case gitSubmodules = "git submodules"

        /// Declaration order: Swift Package Manager, CocoaPods, Carthage.
        public static func < (lhs: Manager, rhs: Manager) -> Bool {
            lhs.order < rhs.order
        }

        private var order: Int {
            switch self {
            case .swiftPackageManager: 0
            case .cocoaPods: 1
            case .carthage: 2
            case .gitSubmodules: 3
            }
        }
    }

    /// The managers whose manifests were found, sorted.
    public var managers: [Manager]
    /// Module names the dependencies may provide, sorted, unique.
    public var modules: [String]
    /// The manifest files found (read, or reported by a problem when they could not be), sorted.
    public var manifests: [String]

    /// Creates a set of dependencies; each list is sorted and made unique.
    public init(managers: [Manager] = [], modules: [String] = [], manifests: [String] = []) {
        self.managers = Set(managers).sorted()
        self.modules = Set(modules).sorted()
        self.manifests = Set(manifests).sorted()
    }

    /// Whether no manifest of any manager was found.
    public var isEmpty: Bool { managers.isEmpty }

    /// Merges another set (union, sorted).
    public func merging(_ other: ExternalDependencies) -> ExternalDependencies {
        ExternalDependencies(
            managers: managers + other.managers, modules: modules + other.modules,
            manifests: manifests + other.manifests)
    }
}

/// Reads the manifests of CocoaPods, Carthage and the Swift Package Manager for the names of the
/// dependencies they declare. Small line and token scanners for the text formats (no regular
/// expressions, nothing evaluated), Foundation's `JSONSerialization` for `Package.resolved`.
/// A manifest that cannot be read or parsed is an `InputProblem`, never a crash.
public enum DependencyManifestReader {
    /// Manifests larger than this are refused (real ones are a few kilobytes).
    public static let sizeLimit = 4 * 1024 * 1024

    // MARK: CocoaPods

    /// Pod names in a Podfile (Ruby), unique and sorted, as written: `pod 'Name'`,
    /// `pod "Name", '~> 1.0'`, `pod('Name')`, and `pod 'Firebase/Analytics'` → `Firebase/Analytics`
    /// (a subspec; its module is the part before `/`). Only a `pod` token at the start of a
    /// statement counts (a line, or after `;`), so `target 'App' do … end` and `abstract_target`
    /// blocks need no special handling; `#` comments, `=begin`…`=end` blocks and strings elsewhere
    /// are skipped. Not seen: a `pod` after `do` on the same line, or a name that is not a literal.
    public static func podNames(podfile text: String) -> [String] {
        var names: Set<String> = []
        var inBlockComment = false
        for line in text.split(whereSeparator: \.isNewline) {
            if inBlockComment {
                if line.hasPrefix("=end") { inBlockComment = false }
                continue
            }
            if line.hasPrefix("=begin") {
                inBlockComment = true
                continue
            }
            for statement in rubyStatements(line) {
                if let name = podArgument(statement) { names.insert(name) }
            }
        }
        return names.sorted()
    }

    /// Pod names in a Podfile.lock (YAML as CocoaPods writes it), unique and sorted, as written:
    /// every entry of the top-level `PODS:` section (`  - Alamofire (5.4.0)`,
    /// `  - Firebase/Core (8.0.0):`, and the nested dependency lines `    - FirebaseAnalytics (= 8.0.0)`
    /// under such an entry) and of the `DEPENDENCIES:` section (`  - Alamofire (~> 5.4)`,
    /// and the quoted `  - "SnapKit (from …)"`). Other sections (`SPEC REPOS`, `SPEC CHECKSUMS`,
    /// `PODFILE CHECKSUM`, `COCOAPODS`, …) are skipped.
    public static func podNames(podfileLock text: String) -> [String] {
        var names: Set<String> = []
        var section: Substring = ""
        for line in text.split(whereSeparator: \.isNewline) {
            guard let first = line.first else { continue }
            if first == "#" { continue }
            if first != " " && first != "\t" && first != "-" {
                // A top-level key starts a section: `PODS:`, `SPEC REPOS:`, `COCOAPODS: 1.11.2`.
                section = line.prefix { $0 != ":" }
                continue
            }
            guard section == "PODS" || section == "DEPENDENCIES" else { continue }
            var entry = line.drop { $0 == " " || $0 == "\t" }
            guard entry.first == "-" else { continue }
            entry = entry.dropFirst().drop { $0 == " " || $0 == "\t" }
            if entry.first == "\"" || entry.first == "'" { entry = entry.dropFirst() }
            let name = entry.prefix { !$0.isWhitespace && $0 != "(" && $0 != ":" && $0 != "\"" && $0 != "'" }
            if !name.isEmpty { names.insert(String(name)) }
        }
        return names.sorted()
    }

    // MARK: Carthage

    /// Repository names in a Cartfile, Cartfile.private or Cartfile.resolved, unique and sorted:
    /// `github "Alamofire/Alamofire" ~> 5.0` → `Alamofire`; `git "https://host/owner/Name.git" "branch"`
    /// → `Name`; `binary "https://…/Name.json"` → `Name`. `#` comments are skipped.
    public static func carthageNames(cartfile text: String) -> [String] {
        var names: Set<String> = []
        for line in text.split(whereSeparator: \.isNewline) {
            for statement in rubyStatements(line) {
                var rest = statement.drop(while: \.isWhitespace)
                let kind = rest.prefix { !$0.isWhitespace }
                switch kind {
                case "github", "git", "binary": break
                default: continue
                }
                rest = rest.dropFirst(kind.count).drop(while: \.isWhitespace)
                guard rest.first == "\"" else { continue }
                rest = rest.dropFirst()
                guard let close = rest.firstIndex(of: "\""),
                    let name = repositoryName(String(rest[..<close]))
                else { continue }
                names.insert(name)
            }
        }
        return names.sorted()
    }

    // MARK: Swift Package Manager

    /// Package names in a Package.resolved, unique and sorted, or `nil` when the bytes are not one
    /// (not JSON, or no `pins` list). Version 1 (`object.pins[]`) gives each pin's `package`;
    /// versions 2 and 3 (`pins[]`) the last path component of its `location` without `.git`
    /// (`https://github.com/Alamofire/Alamofire.git` → `Alamofire`, as the identity is lower-cased),
    /// a registry pin the name in its `scope.name` identity, and a pin without a location its
    /// `identity`.
    public static func packageNames(packageResolved bytes: [UInt8]) -> [String]? {
        try? resolvedPackageNames(bytes)
    }

    /// Why a manifest could not be parsed.
    struct ManifestError: Error, CustomStringConvertible {
        var description: String
    }

    /// `packageNames(packageResolved:)`, with the reason when the bytes are not a Package.resolved.
    static func resolvedPackageNames(_ bytes: [UInt8]) throws -> [String] {
        if jsonNestingExceedsLimit(bytes) {
            throw ManifestError(description: "not read: the JSON nests more than \(jsonNestingLimit) levels deep")
        }
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: Data(bytes))
        } catch {
            throw ManifestError(description: "not valid JSON: \(reason(error))")
        }
        guard let root = json as? [String: Any] else { throw ManifestError(description: "not a JSON object") }
        let pins: [Any]
        if let list = root["pins"] as? [Any] {
            pins = list
        } else if let object = root["object"] as? [String: Any], let list = object["pins"] as? [Any] {
            pins = list
        } else {
            throw ManifestError(description: "no list of pins (`pins` in versions 2 and 3, `object.pins` in version 1)")
        }
        var names: Set<String> = []
        for case let pin as [String: Any] in pins {
            if let package = pin["package"] as? String, !package.isEmpty {
                names.insert(package)
            } else if pin["kind"] as? String == "registry", let identity = pin["identity"] as? String,
                let dot = identity.firstIndex(of: "."), identity.index(after: dot) < identity.endIndex
            {
                names.insert(String(identity[identity.index(after: dot)...]))
            } else if let location = pin["location"] as? String ?? pin["repositoryURL"] as? String,
                let name = repositoryName(location)
            {
                names.insert(name)
            } else if let identity = pin["identity"] as? String, !identity.isEmpty {
                names.insert(identity)
            }
        }
        return names.sorted()
    }

    /// Deeper JSON nesting is refused before `JSONSerialization` (which recurses once per level)
    /// sees the bytes; a Package.resolved nests four deep.
    static let jsonNestingLimit = 64

    /// Whether `[`/`{` nesting outside strings goes past `jsonNestingLimit` anywhere.
    static func jsonNestingExceedsLimit(_ bytes: [UInt8]) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                depth += 1
                if depth > jsonNestingLimit { return true }
            } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                depth -= 1
            }
        }
        return false
    }

    // MARK: Module names

    /// Words that only say which language or platform a repository is for, dropped from the
    /// third candidate of `moduleNames(forDependency:)`.
    static let platformWords: Set<String> = ["swift", "ios", "macos", "osx", "tvos", "watchos", "objc", "sdk", "cocoa", "spm"]

    /// The module names a dependency may provide, most likely first, unique. Repository and pod
    /// names often differ from their modules, and these names only ever say "a module of this name
    /// may come from a dependency", so the list is generous. Of the part before the first `/` (a
    /// subspec's pod):
    /// 1. the name as Xcode makes a module name of it (`XcodeProjectReader.c99Identifier`):
    ///    `lottie-ios` → `lottie_ios`;
    /// 2. its words (split at anything but letters, digits and `_`) capitalised and joined:
    ///    `lottie-ios` → `LottieIos`, `realm-swift` → `RealmSwift`, `kingfisher` → `Kingfisher`;
    /// 3. the same without the words that only name a language or platform (`swift`, `ios`,
    ///    `sdk`, `cocoa`, …): `lottie-ios` → `Lottie`, `swift-collections` → `Collections`,
    ///    `Reachability.swift` → `Reachability`, `GoogleSignIn-iOS` → `GoogleSignIn`.
    /// An empty name has none.
    public static func moduleNames(forDependency name: String) -> [String] {
        let base = BuildSettings.trimmingBlanks(name.split(separator: "/").first.map(String.init) ?? "")
        guard !base.isEmpty else { return [] }
        let words =
            XcodeProjectReader.isPlainASCII(base)
            ? base.utf8.split { !XcodeProjectReader.isASCIIWordByte($0) }.map { String(decoding: $0, as: UTF8.self) }
            : base.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        var candidates = [XcodeProjectReader.c99Identifier(base)]
        let groups = [words, words.filter { !platformWords.contains($0.lowercased()) }]
        for group in groups where !group.isEmpty {
            candidates.append(XcodeProjectReader.c99Identifier(group.map(capitalised).joined()))
        }
        var seen: Set<String> = []
        return candidates.filter { seen.insert($0).inserted }
    }

    private static func capitalised(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    // MARK: Folders

    /// One kind of manifest file.
    private enum Manifest {
        case podfile, podfileLock, cartfile, packageResolved, packageSwift, gitModules

        var manager: ExternalDependencies.Manager {
            switch self {
            case .gitModules: .gitSubmodules
            case .podfile, .podfileLock: .cocoaPods
            case .cartfile: .carthage
            case .packageResolved, .packageSwift: .swiftPackageManager
            }
        }
    }

    /// The manifests looked for at the top of a folder, by file name.
    private static let topLevelManifests: [(name: String, kind: Manifest)] = [
        ("Podfile", .podfile), ("Podfile.lock", .podfileLock),
        ("Cartfile", .cartfile), ("Cartfile.private", .cartfile), ("Cartfile.resolved", .cartfile),
        ("Package.resolved", .packageResolved), (".gitmodules", .gitModules),
    ]

    /// Reads the manifests found in `folder` (not its subfolders): `Podfile`, `Podfile.lock`,
    /// `Cartfile`, `Cartfile.private`, `Cartfile.resolved`, `Package.resolved`, and the
    /// `Package.resolved` Xcode keeps for each `*.xcodeproj`
    /// (`project.xcworkspace/xcshareddata/swiftpm/Package.resolved`) and `*.xcworkspace`
    /// (`xcshareddata/swiftpm/Package.resolved`) in the folder. Each is read through
    /// `InputFile.bytes(atPath:limit:)` with `sizeLimit`. A manifest that cannot be read or parsed
    /// is an `InputProblem` (kind `.project`) naming the file and the reason, and its manager still
    /// counts as found. A `Package.swift` is not read here (it is Swift: `PackageManifestScanner`
    /// in SwiftFacts reads it, and the driver counts it only when it declares dependencies). A
    /// folder that cannot be listed is a problem too. Paths are `folder` joined with the file's
    /// path inside it.
    /// A manifest outside `boundary` (a link that leads out of the repository) is not opened: a problem.
    /// Every look at the disk is noted in `log`.
    public static func read(folder: String, boundary: ReadBoundary? = nil, log: ReadLog = ReadLog()) -> (
        dependencies: ExternalDependencies, problems: [InputProblem]
    ) {
        let directory = folder.isEmpty ? "." : folder
        let entries: [String]
        do {
            entries = try log.contents(
                ofFolder: directory, matching: topLevelManifests.map(\.name) + ["*.xcodeproj", "*.xcworkspace"])
        } catch {
            let message = "cannot list the folder for dependency manifests: \(reason(error))"
            return (ExternalDependencies(), [problem(folder, message)])
        }
        var managers: [ExternalDependencies.Manager] = []
        var manifests: [String] = []
        var modules: [String] = []
        var problems: [InputProblem] = []
        for (name, kind) in manifestsFound(in: directory, entries: entries, log: log) {
            let path = join(folder, name)
            managers.append(kind.manager)
            manifests.append(path)
            if kind == .packageSwift { continue }
            switch readManifest(kind, path: path, directory: directory, boundary: boundary, log: log) {
            case .names(let names):
                modules += names.flatMap(moduleNames(forDependency:))
            case .failed(let problem):
                problems.append(problem)
            case .declaresNothing:
                managers.removeLast()
                manifests.removeLast()
            }
        }
        return (ExternalDependencies(managers: managers, modules: modules, manifests: manifests), problems)
    }

    /// The manifests among a folder's entries: the top-level ones, then each project's and workspace's `Package.resolved`.
    private static func manifestsFound(in directory: String, entries: [String], log: ReadLog) -> [(
        name: String, kind: Manifest
    )] {
        let present = Set(entries)
        var found = topLevelManifests.filter { present.contains($0.name) }
        for entry in entries.sorted() {
            let nested: String
            if entry.hasSuffix(".xcodeproj") {
                nested = entry + "/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"
            } else if entry.hasSuffix(".xcworkspace") {
                nested = entry + "/xcshareddata/swiftpm/Package.resolved"
            } else {
                continue
            }
            if log.exists(join(directory, nested)) {
                found.append((name: nested, kind: Manifest.packageResolved))
            }
        }
        return found
    }

    /// What reading one manifest gave.
    private enum ManifestReading {
        /// The dependency names it declares.
        case names([String])
        /// It could not be read or parsed; its manager still counts.
        case failed(InputProblem)
        /// It declares nothing: its manager and the manifest are not counted.
        case declaresNothing
    }

    /// Reads and parses the manifest at `path`, unless it lies outside `boundary`.
    private static func readManifest(
        _ kind: Manifest, path: String, directory: String, boundary: ReadBoundary?, log: ReadLog
    ) -> ManifestReading {
        if let boundary, !log.allows(path, in: boundary) {
            return .failed(problem(path, "the dependency manifest leads outside the repository; it is not read"))
        }
        let bytes: [UInt8]
        do {
            bytes = try log.bytes(atPath: path, limit: sizeLimit)
        } catch {
            return .failed(problem(path, "cannot read the dependency manifest: \(error)"))
        }
        let names: [String]
        switch kind {
        case .podfile:
            names = podNames(podfile: String(decoding: bytes, as: UTF8.self))
        case .podfileLock:
            names = podNames(podfileLock: String(decoding: bytes, as: UTF8.self))
        case .cartfile:
            names = carthageNames(cartfile: String(decoding: bytes, as: UTF8.self))
        case .packageResolved:
            do {
                names = try resolvedPackageNames(bytes)
            } catch {
                return .failed(problem(path, "not a valid Package.resolved: \(error)"))
            }
        case .gitModules:
            let absent = absentSubmodules(gitmodules: bytes, directory: directory, log: log)
            guard !absent.isEmpty else { return .declaresNothing }
            names = absent.map { String($0.split(separator: "/").last ?? Substring($0)) }
        case .packageSwift:
            return .names([])
        }
        if names.isEmpty, [.podfile, .podfileLock, .cartfile].contains(kind) {
            return emptyManifest(kind, path: path, bytes: bytes)
        }
        return .names(names)
    }

    /// The submodules of a `.gitmodules` file that are not checked out, by path (the folders
    /// listed are noted in `log`: checking a submodule out changes what the run knows).
    public static func absentSubmodules(gitmodules bytes: [UInt8], directory: String, log: ReadLog = ReadLog()) -> [String] {
        // Only submodules that are not checked out hide code: one whose folder is missing
        // or empty. (A checked-out one is linted like the rest.) A folder name is often its
        // module's (`Vendor/Charts`).
        submodulePaths(gitmodules: String(decoding: bytes, as: UTF8.self)).filter { path in
            // Never look outside the folder: a path that climbs out counts as absent, unread.
            guard !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else { return true }
            return (log.listing(join(directory, path), matching: ["?"]) ?? []).isEmpty
        }
    }

    /// A Podfile or Cartfile that gave no name: it declares nothing, or it is a problem.
    private static func emptyManifest(_ kind: Manifest, path: String, bytes: [UInt8]) -> ManifestReading {
        if isText(bytes), declaresNothing(String(decoding: bytes, as: UTF8.self), podfile: kind == .podfile) {
            // A manifest that declares nothing (empty, comments, a Podfile's targets with
            // no pod) is no dependency manager.
            return .declaresNothing
        }
        return .failed(
            problem(
                path,
                "no dependency could be read from this manifest"
                    + (isText(bytes) ? "" : " (it is not text)")
                    + "; it is taken to declare some, so a class or an unwind action "
                    + "the project lacks is not reported as an error (unverified-custom-class, unverified-unwind-action)"
            ))
    }

    /// The `path = …` of each submodule in a `.gitmodules` file, as written (relative to it).
    public static func submodulePaths(gitmodules text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).compactMap { line -> String? in
            let parts = line.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, BuildSettings.trimmingBlanks(String(parts[0])) == "path" else { return nil }
            let path = BuildSettings.trimmingBlanks(String(parts[1]))
            return path.isEmpty ? nil : path
        }
    }

    // MARK: Helpers

    /// Whether a manifest's text can declare no dependency: nothing but white space and `#`
    /// comments, or, for a Podfile, no line that mentions `pod` (a Podfile may have targets, a
    /// platform and `use_frameworks!` and no pod at all) or loads another file.
    static func declaresNothing(_ text: String, podfile: Bool) -> Bool {
        text.split(whereSeparator: \.isNewline).allSatisfy { line in
            let trimmed = BuildSettings.trimmingBlanks(String(line))
            if trimmed.isEmpty || trimmed.hasPrefix("#") { return true }
            guard podfile else { return false }
            return !["pod", "load", "eval", "require"].contains { trimmed.containsBytes($0) }
        }
    }

    /// Whether the bytes are UTF-8 text without NUL bytes.
    static func isText(_ bytes: [UInt8]) -> Bool {
        !bytes.contains(0) && String(validatingUTF8: bytes.map { CChar(bitPattern: $0) } + [0]) != nil
    }

    /// `folder/name`, without doubling a trailing `/`; `name` alone for an empty folder.
    private static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The statements of one line of Ruby (or of a Cartfile): split at `;`, ending at a `#`
    /// comment; `'…'` and `"…"` strings (with `\` escapes) are kept whole.
    static func rubyStatements(_ line: Substring) -> [Substring] {
        var statements: [Substring] = []
        var start = line.startIndex
        var end = line.endIndex
        var quote: Character?
        var index = line.startIndex
        scan: while index < line.endIndex {
            let character = line[index]
            if let open = quote {
                if character == "\\" {
                    index = line.index(after: index)
                    if index == line.endIndex { break scan }
                } else if character == open {
                    quote = nil
                }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "#" {
                end = index
                break scan
            } else if character == ";" {
                statements.append(line[start..<index])
                start = line.index(after: index)
            }
            index = line.index(after: index)
        }
        statements.append(line[start..<end])
        return statements
    }

    /// The literal first argument of a `pod` statement: `pod 'Name'`, `pod "Name", …`, `pod('Name')`.
    private static func podArgument(_ statement: Substring) -> String? {
        var rest = statement.drop(while: \.isWhitespace)
        guard rest.hasPrefix("pod") else { return nil }
        rest = rest.dropFirst(3)
        guard let next = rest.first, next.isWhitespace || next == "(" else { return nil }
        rest = rest.drop { $0.isWhitespace || $0 == "(" }
        guard let quote = rest.first, quote == "'" || quote == "\"" else { return nil }
        var name = ""
        var escaped = false
        for character in rest.dropFirst() {
            if escaped {
                name.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == quote {
                let trimmed = BuildSettings.trimmingBlanks(name)
                return trimmed.isEmpty ? nil : trimmed
            } else {
                name.append(character)
            }
        }
        return nil
    }

    /// The repository or package name at the end of a location: a URL (`https://host/owner/Name.git`),
    /// an SSH location (`git@host:owner/Name.git`), a path (`../LocalKit/`), a GitHub `owner/Name`,
    /// or a Carthage binary specification (`https://host/Name.json`); a query is dropped.
    static func repositoryName(_ location: String) -> String? {
        var text = Substring(BuildSettings.trimmingBlanks(location))
        if let query = text.firstIndex(of: "?") { text = text[..<query] }
        while text.hasSuffix("/") { text = text.dropLast() }
        var name = text.split { $0 == "/" || $0 == ":" || $0 == "\\" }.last ?? ""
        for suffix in [".git", ".json"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name = name.dropLast(suffix.count)
        }
        return name.isEmpty ? nil : String(name)
    }

    private static func problem(_ path: String, _ message: String) -> InputProblem {
        InputProblem(kind: .project, location: Location(file: path, line: 1), message: message)
    }

    /// Foundation's message without its generic wrapping.
    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    }
}
