import Foundation

/// One spelling per file: absolute, symbolic links resolved, no `.` or `..`. Everything that
/// compares paths — discovery's roots, the working directory, baselines, `--changed` — goes
/// through here, so a file reached through a symbolic link to a folder (macOS's `/tmp` and
/// `/var`) or as `App/../App` is the same file everywhere.
public enum CanonicalPath {
    /// The canonical form of `path` (relative paths are taken from `directory`, by default the
    /// working directory). Works like `realpath(3)`, component by component, but also for paths
    /// that do not exist (yet): symbolic links are followed to their end, dangling ones included,
    /// and once a component does not exist the rest is applied as written, `..` removing the
    /// component before it. A loop of links stops after 40 hops, as the kernel's lookup does.
    public static func resolve(_ path: String, from directory: String? = nil) -> String {
        var pending = Array(components(absolute(path, from: directory)).reversed())
        var resolved: [String] = []
        var exists = true
        var hops = 0
        while let part = pending.popLast() {
            if part == "." { continue }
            if part == ".." {
                if !resolved.isEmpty { resolved.removeLast() }
                continue
            }
            resolved.append(part)
            guard exists else { continue }
            let current = "/" + resolved.joined(separator: "/")
            var info = stat()
            guard lstat(current, &info) == 0 else {
                exists = false
                continue
            }
            guard info.st_mode & S_IFMT == S_IFLNK, hops < maximumHops,
                let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current)
            else { continue }
            hops += 1
            resolved.removeLast()
            if target.hasPrefix("/") { resolved.removeAll() }
            pending.append(contentsOf: components(target).reversed())
        }
        return "/" + resolved.joined(separator: "/")
    }

    /// The canonical folder of `path` plus its last component unresolved: a named symbolic link to
    /// a file keeps its own name, but the folders it sits in are resolved.
    public static func resolveFolder(of path: String, from directory: String? = nil) -> String {
        var parts = components(absolute(path, from: directory))
        guard let name = parts.popLast(), name != ".", name != ".." else { return resolve(path, from: directory) }
        let folder = resolve("/" + parts.joined(separator: "/"))
        // `String(name)`: `+` with a Substring takes the generic path, whose first call in a run
        // looks up the Swift runtime's conformances (about 2 % of a run on an empty folder).
        return folder == "/" ? "/" + String(name) : folder + "/" + String(name)
    }

    /// `path` relative to `directory`, both canonical, with `..` where `path` is outside it:
    /// `relative("/a/b/c.swift", from: "/a/d")` is `../b/c.swift`.
    public static func relative(_ path: String, from directory: String) -> String {
        let target = components(path)
        let base = components(directory)
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let parts = Array(repeating: "..", count: base.count - common) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Whether `path` is `directory` or inside it (both in the same form).
    public static func isInside(_ path: String, _ directory: String) -> Bool {
        directory == "/" || path == directory || path.hasPrefix(directory + "/")
    }

    private static func components(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init)
    }

    /// `path` made absolute against `directory` (by default the working directory), as written.
    public static func absolute(_ path: String, from directory: String?) -> String {
        if path.hasPrefix("/") { return path }
        var base = directory ?? FileManager.default.currentDirectoryPath
        // A relative folder (a default Configuration's ".") is itself taken from the working directory.
        if !base.hasPrefix("/") { base = absolute(base, from: nil) }
        return base.hasSuffix("/") ? base + path : base + "/" + path
    }

    /// `path` made absolute and rid of `.`, `..` and doubled slashes as written, links untouched.
    public static func lexical(_ path: String, from directory: String? = nil) -> String {
        var parts: [String] = []
        for part in components(absolute(path, from: directory)) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Symbolic-link loops end after this many hops, as the kernel's own lookup does (ELOOP).
    public static let maximumHops = 40
}

/// The files a run may open besides those it was given: the ones inside the repository — the
/// folder holding the `.git` of a linted path, else the linted path itself. Paths are compared
/// canonically (links resolved), so a link inside the repository that leads out of it is outside.
public struct ReadBoundary: Sendable {
    /// The canonical folders inside which files may be read.
    public let roots: [String]
    /// The folders resolved so far by `allows`, shared by the boundary's copies: a run asks about
    /// the manifests, configuration files and source roots of every project, in the same few folders.
    private let resolvedFolders = ResolvedFolders()

    /// A boundary of these folders (made canonical).
    public init(roots: [String]) {
        self.roots = roots.map { CanonicalPath.resolve($0) }
    }

    /// A folder's resolution, kept for the run. The file system is read as it is when first asked.
    private final class ResolvedFolders: @unchecked Sendable {  // Safe: `folders` is only touched under `lock`.
        private let lock = NSLock()
        private var folders: [String: String] = [:]

        /// `CanonicalPath.resolve(path)`, from its folder's resolution when it can be (`isRegular`:
        /// a folder listing said the path is a regular file, so it is no link to look at).
        func resolve(_ path: String, isRegular: Bool = false) -> String {
            lock.lock()
            defer { lock.unlock() }
            return ReadBoundary.resolvedFile(path, isRegular: isRegular, folders: &folders) ?? CanonicalPath.resolve(path)
        }
    }

    /// The repositories of `paths`: for each, the nearest folder at or above it holding a `.git`
    /// (a folder, or a file in a worktree or submodule), else the path itself (its folder, for a file).
    public static func repositories(of paths: [String]) -> ReadBoundary {
        ReadBoundary(
            roots: paths.map { path in
                var isFolder: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
                let start = CanonicalPath.resolve(
                    exists && !isFolder.boolValue ? (path as NSString).deletingLastPathComponent : path)
                var folder = start
                while true {
                    if FileManager.default.fileExists(atPath: folder == "/" ? "/.git" : folder + "/.git") { return folder }
                    guard folder != "/", let slash = folder.lastIndex(of: "/") else { return start }
                    folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
                }
            })
    }

    /// Whether `path` is inside one of the roots, once links are resolved: each folder once per
    /// boundary, from its parent's resolution and one `lstat` of its own, and the file only when
    /// it is itself a link.
    public func allows(_ path: String) -> Bool {
        allows(path, isRegular: false)
    }

    private func allows(_ path: String, isRegular: Bool) -> Bool {
        let resolved = resolvedFolders.resolve(path, isRegular: isRegular)
        return roots.contains { CanonicalPath.isInside(resolved, $0) }
    }

    /// The paths `allows`, in order; none of those in `regular`, which a folder listing said are
    /// regular files, is `lstat`ed.
    public func allowed(_ paths: [String], regular: Set<String> = []) -> [String] {
        paths.filter { allows($0, isRegular: regular.contains($0)) }
    }

    /// `CanonicalPath.resolve(path)` built from its folder's, or `nil` when it must be resolved
    /// whole (a link, a name that is `.` or `..`, no folder).
    fileprivate static func resolvedFile(_ path: String, isRegular: Bool, folders: inout [String: String]) -> String? {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return nil }
        let name = path[path.index(after: slash)...]
        guard !name.isEmpty, name != ".", name != ".." else { return nil }
        if !isRegular {
            var info = stat()
            if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK { return nil }
        }
        let folderPath = String(path[..<slash])
        let folder =
            folders[folderPath]
            ?? {
                let resolved = resolvedFile(folderPath, isRegular: false, folders: &folders) ?? CanonicalPath.resolve(folderPath)
                folders[folderPath] = resolved
                return resolved
            }()
        return folder == "/" ? "/" + name : folder + "/" + name
    }
}
