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
                  let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { continue }
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
        return folder == "/" ? "/" + name : folder + "/" + name
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
    static func absolute(_ path: String, from directory: String?) -> String {
        if path.hasPrefix("/") { return path }
        var base = directory ?? FileManager.default.currentDirectoryPath
        // A relative folder (a default Configuration's ".") is itself taken from the working directory.
        if !base.hasPrefix("/") { base = absolute(base, from: nil) }
        return base.hasSuffix("/") ? base + path : base + "/" + path
    }

    /// `path` made absolute and rid of `.`, `..` and doubled slashes as written, links untouched.
    static func lexical(_ path: String, from directory: String? = nil) -> String {
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
    static let maximumHops = 40
}
