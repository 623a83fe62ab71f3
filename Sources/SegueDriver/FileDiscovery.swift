import Foundation
import SegueCache
import SegueModel

/// Finds the storyboards and Swift files under the given paths.
public enum FileDiscovery {
    /// Folder names never entered: build products and dependency managers' checkouts.
    public static let defaultExcludedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData"]

    /// The files found, each list sorted and free of duplicates.
    public struct Files: Equatable, Sendable {
        /// `*.storyboard` files.
        public var storyboards: [String] = []
        /// `*.swift` files.
        public var sources: [String] = []
        /// `project.pbxproj` files of the `*.xcodeproj` folders found (or named).
        public var projects: [String] = []
        /// Objective-C headers and implementations (`*.h`, `*.m`, `*.mm`), for the classes they declare.
        public var objcFiles: [String] = []
        /// The Objective-C files that the folder listing said are regular files, not links: the read
        /// boundary resolves only their folders (`ReadBoundary.allowed`).
        public var regularObjCFiles: Set<String> = []
        /// `*.xcconfig` files, dependency manifests (`Podfile`, `Podfile.lock`, `Cartfile`,
        /// `Cartfile.private`, `Cartfile.resolved`, `Package.swift`, `Package.resolved`, also the one
        /// Xcode keeps in a project's or workspace's `xcshareddata/swiftpm`), `.gitmodules` and
        /// podspecs: what the project model is read from besides the pbxproj, for the cache key.
        /// For a project named on its own, those beside it.
        public var projectInputs: [String] = []
        /// The folders named (not the files), where dependency manifests are looked for.
        public var roots: [String] = []
        /// Folders inside the named ones that could not be listed, with the reason (`permission
        /// denied`): their files are not linted, and the run says so.
        public var unreadableFolders: [(path: String, reason: String)] = []
        /// The `stat` signatures of the storyboards, Swift and Objective-C files the walk took from
        /// a folder listing, when asked for (the facts cache compares them). Each is taken relative
        /// to its open folder, which spares the kernel a walk of the whole path for every file.
        /// They are those of the moment of discovery: a `Files` value is for one run, and a later
        /// run must discover the files again.
        public var signatures = Signatures()

        public static func == (lhs: Files, rhs: Files) -> Bool {
            lhs.storyboards == rhs.storyboards && lhs.sources == rhs.sources && lhs.projects == rhs.projects
                && lhs.objcFiles == rhs.objcFiles && lhs.projectInputs == rhs.projectInputs && lhs.roots == rhs.roots
                && lhs.unreadableFolders.map(\.path) == rhs.unreadableFolders.map(\.path)
        }

        /// Creates a file list.
        public init(
            storyboards: [String] = [], sources: [String] = [], projects: [String] = [], objcFiles: [String] = [],
            projectInputs: [String] = [], roots: [String] = []
        ) {
            self.storyboards = storyboards
            self.sources = sources
            self.projects = projects
            self.objcFiles = objcFiles
            self.projectInputs = projectInputs
            self.roots = roots
        }
    }

    /// The signatures a walk took, in the order of `storyboards + sources + objcFiles` as it
    /// found them: a lookup by position, with no path hashed (a dictionary of them was a tenth
    /// of an unchanged run's instructions on a 4,000-file app).
    public struct Signatures: Sendable {
        var paths: [String] = []
        var values: [FileSignature?] = []

        /// The signature the walk took of `path` at `position` of `storyboards + sources +
        /// objcFiles`; `nil` if it took none, or if the lists no longer hold `path` there.
        public func signature(at position: Int, of path: String) -> FileSignature? {
            position < paths.count && paths[position] == path ? values[position] : nil
        }

        /// The signature of `files[position]`: the one the walk took, else a fresh one.
        public func current(_ files: [String], at position: Int) -> FileSignature? {
            signature(at: position, of: files[position]) ?? FileSignature(path: files[position])
        }
    }

    /// Manifest file names whose content the project model depends on.
    public static let manifestNames: Set<String> = [
        "Podfile", "Podfile.lock", "Cartfile", "Cartfile.private", "Cartfile.resolved", "Package.swift", "Package.resolved",
        ".gitmodules",
    ]

    /// Whether a file of this name is a project input: an `.xcconfig` file, a dependency manifest,
    /// or a podspec (which makes the projects below it a vendored library's, `ProjectModel.isVendored`).
    static func isProjectInput(_ name: String) -> Bool {
        name.hasSuffix(".xcconfig") || manifestNames.contains(name) || name.hasSuffix(".podspec")
            || name.hasSuffix(".podspec.json")
    }

    /// A path the user named that cannot be linted.
    public struct PathError: Error, CustomStringConvertible {
        /// What is wrong, naming the path.
        public var description: String
    }

    /// Folders Xcode treats as one resource, whose contents are never code, storyboards or
    /// project inputs: workspaces, localization exports and asset catalogs.
    static func isBundleOfData(_ name: String) -> Bool {
        name.hasSuffix(".xcworkspace") || name.hasSuffix(".xcloc") || name.hasSuffix(".xcassets")
            || name.hasSuffix(".xcstickers")
    }

    /// Walks `paths` recursively. Hidden folders and `excludedFolders` are skipped; symbolic links
    /// to folders are not followed (no loops); a named file is taken whatever folder it is in.
    /// Each named path is made canonical first (see `root`), so every file has one spelling
    /// whatever way it was named. Files found
    /// in folders are taken whatever their type: one that is not a regular file (a FIFO named
    /// `X.swift`) is reported by the reader, never read and never skipped silently.
    /// Throws for a path that does not exist, a named file that is neither kind, or a named file
    /// that is not a regular file.
    public static func discover(
        _ paths: [String], excludedFolders: Set<String> = defaultExcludedFolders,
        excluded: [Glob] = [], relativeTo base: String = ".",
        list: ((String) throws -> [String])? = nil, threads: Int? = nil, signatures: Bool = false
    ) throws -> Files {
        // Without a `list` (tests inject one), folders are read with readdir, whose entry types
        // spare a stat of every file the walk does not take.
        let lister: Lister =
            list.map { names in { try names($0).map { ($0, nil, nil) } } } ?? { try Self.readDirectory($0, signing: signatures) }
        // Folders are listed on `threads` threads (default: every core), a level of the tree at a
        // time (unless tests inject a lister).
        let parallel = list == nil
        let base = CanonicalPath.resolve(base)
        let workingDirectory = CanonicalPath.resolve(FileManager.default.currentDirectoryPath)
        var found = Found(
            base: base, excludedFolders: excludedFolders, excluded: excluded, threads: threads, signing: signatures)
        for rawPath in paths {
            try found.add(rawPath, workingDirectory: workingDirectory, list: lister, parallel: parallel)
        }
        return found.files()
    }

    /// The files found so far by `discover`, with what decides which are taken.
    private struct Found {
        var base: String
        var excludedFolders: Set<String>
        var excluded: [Glob]
        var threads: Int?
        /// Whether folder listings take the signatures of the files the walk takes.
        var signing: Bool
        // Lists, not sets: see `sortedUnique`.
        var storyboards: [Taken] = []
        var sources: [Taken] = []
        var projects: [String] = []
        var objcFiles: [Taken] = []
        var regularObjCFiles: Set<String> = []
        var projectInputs: [String] = []
        var roots: [String] = []
        var unreadable: [(path: String, reason: String)] = []

        /// A file taken, with the signature its folder's listing took, if any.
        typealias Taken = (path: String, signature: FileSignature?)

        /// Whether the configuration's `excluded` globs match the path (relative to `base`).
        func isExcluded(_ path: String) -> Bool {
            guard !excluded.isEmpty, let relative = Glob.relativePath(path, to: base) else { return false }
            return excluded.contains { $0.matches(relative) }
        }

        /// Takes one named path: a file, a project folder's pbxproj, or everything in a folder.
        mutating func add(_ rawPath: String, workingDirectory: String, list: Lister, parallel: Bool) throws {
            var info = stat()
            guard stat(rawPath, &info) == 0 else {
                // Say what is wrong: a folder on the way that can't be searched is not a missing file.
                let reason = errno
                throw PathError(
                    description: reason == ENOENT || reason == ENOTDIR
                        ? "no such file or directory: \(rawPath)"
                        : "cannot read \(rawPath): \(String(cString: strerror(reason)))")
            }
            let isDirectory = info.st_mode & S_IFMT == S_IFDIR
            let path = FileDiscovery.root(rawPath, isDirectory: isDirectory, workingDirectory: workingDirectory)
            if !isDirectory {
                try addNamedFile(path, rawPath: rawPath, info: info)
                return
            }
            if path.hasSuffix(".xcodeproj") {
                projects.append(path + "/project.pbxproj")
                addInputs(besideNamedProject: path)
                return
            }
            roots.append(path)
            walk(path, list: list, parallel: parallel)
        }

        /// Takes a file named on the command line, unless excluded; throws when it can't be linted.
        mutating func addNamedFile(_ path: String, rawPath: String, info: stat) throws {
            if isExcluded(path) { return }
            if path.hasSuffix("/project.pbxproj") {
                projects.append(path)
                if let slash = path.lastIndex(of: "/") { addInputs(besideNamedProject: String(path[..<slash])) }
                return
            }
            guard path.hasSuffix(".storyboard") || path.hasSuffix(".swift") else {
                throw PathError(description: "not a .storyboard, .swift or project.pbxproj file: \(rawPath)")
            }
            guard info.st_mode & S_IFMT == S_IFREG else {
                throw PathError(description: "not a regular file: \(rawPath) is \(InputFile.kind(of: info.st_mode))")
            }
            guard access(rawPath, R_OK) == 0 else {
                throw PathError(description: "cannot read \(rawPath): \(String(cString: strerror(errno)))")
            }
            if path.hasSuffix(".storyboard") { storyboards.append((path, nil)) } else { sources.append((path, nil)) }
        }

        /// Walks a named folder and the folders under it, noting those that can't be listed.
        /// A level of the tree at a time: its folders are listed (in parallel when `parallel`),
        /// then their entries are sorted into files and the next level's folders. What is found
        /// is the same whatever the order (the lists are sorted at the end).
        mutating func walk(_ path: String, list: Lister, parallel: Bool) {
            var level = [path]
            while !level.isEmpty {
                let listings =
                    parallel && level.count > 1
                    ? ParallelMap.map(level, threads: threads) { [signing] folder in
                        FileDiscovery.Listing({ try FileDiscovery.readDirectory($0, signing: signing) }, folder)
                    }
                    : level.map { FileDiscovery.Listing(list, $0) }
                var next: [String] = []
                for (directory, listing) in zip(level, listings) {
                    guard case .entries(let entries) = listing else {
                        if case .unreadable(let reason) = listing { unreadable.append((directory, reason)) }
                        continue
                    }
                    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
                    for (entry, known, signature) in entries {
                        let child = prefix + entry
                        guard let type = known ?? FileDiscovery.fileType(child), !isExcluded(child) else { continue }
                        switch type {
                        case .directory:
                            if shouldEnter(entry, at: child) { next.append(child) }
                        case .file:
                            addFoundFile(entry, at: child, isRegular: known == .file, signature: signature)
                        case .other:
                            break
                        }
                    }
                }
                level = next
            }
        }

        /// Whether the walk enters a folder found in it; a project folder's pbxproj is taken instead.
        mutating func shouldEnter(_ entry: String, at child: String) -> Bool {
            if entry.hasSuffix(".xcodeproj") {
                // A project folder holds the pbxproj and Xcode's own state, no sources.
                if FileDiscovery.fileType(child + "/project.pbxproj") != nil { projects.append(child + "/project.pbxproj") }
                addResolvedPackages(child + "/project.xcworkspace")
                return false
            }
            // Xcode's resolved packages inside a workspace, which the walk does not enter: the
            // dependency reader reads them.
            if entry.hasSuffix(".xcworkspace") { addResolvedPackages(child) }
            // Xcode's localization exports (`*.xcloc`) hold copies of the storyboards; asset
            // catalogs (`*.xcassets`, `*.xcstickers`) hold images and JSON, compiled by actool,
            // and are most of a large app's folders (one per image set).
            return !entry.hasPrefix(".") && !excludedFolders.contains(entry) && !FileDiscovery.isBundleOfData(entry)
        }

        /// A project named on its own (`lint App.xcodeproj`): the dependency manifests and podspecs
        /// beside it and the `Package.resolved` files Xcode keeps, which the project model reads,
        /// as project inputs (its folder is not walked).
        private mutating func addInputs(besideNamedProject project: String) {
            addResolvedPackages(project + "/project.xcworkspace")
            guard let slash = project.lastIndex(of: "/") else { return }
            let folder = project[..<slash].isEmpty ? "/" : String(project[..<slash])
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                let child = folder == "/" ? "/" + entry : folder + "/" + entry
                if entry.hasSuffix(".xcworkspace") {
                    addResolvedPackages(child)
                } else if FileDiscovery.isProjectInput(entry) && !entry.hasSuffix(".xcconfig"),
                    FileDiscovery.fileType(child) == .file
                {
                    projectInputs.append(child)
                }
            }
        }

        /// The `Package.resolved` Xcode keeps in a workspace, if there is one, as a project input.
        private mutating func addResolvedPackages(_ workspace: String) {
            let resolved = workspace + "/xcshareddata/swiftpm/Package.resolved"
            if FileDiscovery.fileType(resolved) == .file { projectInputs.append(resolved) }
        }

        /// Takes a file found in a folder by its extension or name; any other is left out.
        mutating func addFoundFile(
            _ entry: String, at child: String, isRegular: Bool = false, signature: FileSignature? = nil
        ) {
            if entry.hasSuffix(".storyboard") {
                storyboards.append((child, signature))
            } else if entry.hasSuffix(".swift") {
                sources.append((child, signature))
            } else if FileDiscovery.isObjectiveC(entry) {
                objcFiles.append((child, signature))
                if isRegular { regularObjCFiles.insert(child) }
            } else if FileDiscovery.isProjectInput(entry) {
                projectInputs.append(child)
            }
        }

        /// The lists, sorted and free of duplicates, with each `Package.swift` among the project
        /// inputs, not the sources.
        func files() -> Files {
            // `Package.swift` is a manifest, not app code.
            var code: [Taken] = []
            var manifests: [String] = []
            for file in sources {
                if file.path.hasSuffix("/Package.swift") || file.path == "Package.swift" {
                    manifests.append(file.path)
                } else {
                    code.append(file)
                }
            }
            let storyboards = Self.sortedUnique(storyboards)
            let sources = Self.sortedUnique(code)
            let objcFiles = Self.sortedUnique(objcFiles)
            var files = Files(
                storyboards: storyboards.map(\.path), sources: sources.map(\.path),
                projects: Self.sortedUnique(projects), objcFiles: objcFiles.map(\.path),
                projectInputs: Self.sortedUnique(projectInputs + manifests), roots: Self.sortedUnique(roots))
            files.unreadableFolders = unreadable.sorted { $0.path < $1.path }
            files.regularObjCFiles = regularObjCFiles
            let signed = storyboards + sources + objcFiles
            files.signatures = Signatures(paths: signed.map(\.path), values: signed.map(\.signature))
            return files
        }

        /// `items` sorted by their paths, each path once (paths equal as `==` finds them kept
        /// once, as a `Set` would): a walk meets each entry once, and a path met twice (folders
        /// named inside one another) is dropped here. Inserting every path into a set hashed it
        /// whole, a fifth of an unchanged run's walk on a 4,000-file app.
        static func sortedUnique(_ paths: [String]) -> [String] {
            var unique: [String] = []
            unique.reserveCapacity(paths.count)
            for position in PathOrder.ascending(paths) where unique.last != paths[position] { unique.append(paths[position]) }
            return unique
        }

        /// The files taken, sorted by path, each path once (see above).
        static func sortedUnique(_ taken: [Taken]) -> [Taken] {
            var unique: [Taken] = []
            unique.reserveCapacity(taken.count)
            for position in PathOrder.ascending(taken.map(\.path)) where unique.last?.path != taken[position].path {
                unique.append(taken[position])
            }
            return unique
        }
    }

    /// The system's reason for a failed listing (`Permission denied`), without Foundation's wording.
    static func reason(_ error: Error) -> String {
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if (error as NSError).domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32((error as NSError).code))) }
        if (error as NSError).code == NSFileReadNoPermissionError { return String(cString: strerror(EACCES)) }
        return error.localizedDescription
    }

    /// The one spelling of a named path: canonical (absolute, symbolic links in its folders
    /// resolved), so that a working directory and an argument reached through different links
    /// agree — except for a link inside the working directory that leads out of it (`Shared ->
    /// ../../Shared`): that path keeps its place in the project as written, so it still prints
    /// relative and the configuration's `excluded` and `ignore` globs still match it.
    static func root(_ rawPath: String, isDirectory: Bool, workingDirectory: String) -> String {
        let canonical = isDirectory ? CanonicalPath.resolve(rawPath) : CanonicalPath.resolveFolder(of: rawPath)
        if CanonicalPath.isInside(canonical, workingDirectory) { return canonical }
        let written = CanonicalPath.lexical(rawPath, from: workingDirectory)
        return CanonicalPath.isInside(written, workingDirectory) ? written : canonical
    }

    private enum EntryType: Sendable { case directory, file, other }

    /// A folder's entries, or why it could not be listed.
    private enum Listing: Sendable {
        case entries([Entry])
        case unreadable(String)

        init(_ list: Lister, _ directory: String) {
            do {
                self = .entries(try list(directory))
            } catch {
                self = .unreadable(FileDiscovery.reason(error))
            }
        }
    }

    /// A folder's entry: its name, its type when the listing tells it, and the signature of a
    /// file the walk takes when asked for.
    private typealias Entry = (name: String, type: EntryType?, signature: FileSignature?)

    /// Lists a folder's entries.
    private typealias Lister = (String) throws -> [Entry]

    /// Whether the walk takes a file of this name with a signature: what `Linter` compares with
    /// the cache's records (storyboards, Swift and Objective-C files).
    private static func isSigned(_ name: String) -> Bool {
        name.hasSuffix(".swift") || name.hasSuffix(".storyboard") || isObjectiveC(name)
    }

    /// Whether a file of this name is an Objective-C header or implementation.
    private static func isObjectiveC(_ name: String) -> Bool {
        name.hasSuffix(".h") || name.hasSuffix(".m") || name.hasSuffix(".mm")
    }

    /// A folder's entries by readdir: folders and regular files typed from `d_type`; links and
    /// anything else untyped, for `fileType` to look at. When `signing`, each regular file the
    /// walk takes with a signature (`isSigned`) is `stat`ed by its name in the open folder. Fails
    /// as `contentsOfDirectory` does, with the system's error.
    private static func readDirectory(_ path: String, signing: Bool) throws -> [Entry] {
        guard let directory = opendir(path) else {
            throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno))
        }
        defer { closedir(directory) }
        let folder = dirfd(directory)
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): entries.append((name, .directory, nil))
            case Int32(DT_REG):
                var info = stat()
                let signed = signing && isSigned(name) && fstatat(folder, name, &info, 0) == 0
                entries.append((name, .file, signed ? FileSignature(info) : nil))
            default: entries.append((name, nil, nil))
            }
        }
        return entries
    }

    /// The entry's type without following a symbolic link to a folder. Anything else counts as a
    /// file — a link to a file, a dangling link, a FIFO or a socket — for the reader to read or to
    /// report.
    private static func fileType(_ path: String) -> EntryType? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFLNK:
            var target = stat()
            if stat(path, &target) == 0, target.st_mode & S_IFMT == S_IFDIR { return .other }
            return .file
        default: return .file
        }
    }

}
