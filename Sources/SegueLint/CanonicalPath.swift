import Foundation

/// One spelling per file: absolute, symbolic links resolved, no `.` or `..`. Everything that
/// compares paths — discovery's roots, the working directory, baselines, `--changed` — goes
/// through here, so a file reached through a symlinked folder (macOS's `/tmp` and `/var`) or as
/// `App/../App` is the same file everywhere.
public enum CanonicalPath {
    /// The canonical form of `path` (relative paths are taken from `directory`, by default the
    /// working directory). Symbolic links are followed to their end, dangling ones included: the
    /// part of the path that does not exist yet is appended to its deepest existing folder.
    public static func resolve(_ path: String, from directory: String? = nil) -> String {
        resolve(absolute(path, from: directory), hops: 0)
    }

    /// The canonical folder of `path` plus its last component unresolved: a named symbolic link to
    /// a file keeps its own name, but the folders it sits in are resolved.
    public static func resolveFolder(of path: String, from directory: String? = nil) -> String {
        let url = URL(fileURLWithPath: absolute(path, from: directory))
        let name = url.lastPathComponent
        let folder = resolve(url.deletingLastPathComponent().path, hops: 0)
        if name.isEmpty || name == "/" { return folder }
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

    /// Whether `path` is `directory` or inside it (both canonical).
    public static func isInside(_ path: String, _ directory: String) -> Bool {
        directory == "/" || path == directory || path.hasPrefix(directory + "/")
    }

    private static func components(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init)
    }

    static func absolute(_ path: String, from directory: String?) -> String {
        if path.hasPrefix("/") { return path }
        let base = directory ?? FileManager.default.currentDirectoryPath
        return base.hasSuffix("/") ? base + path : base + "/" + path
    }

    /// Symbolic-link loops end after this many hops, as the kernel's own lookup does (ELOOP).
    private static let maximumHops = 40

    private static func resolve(_ absolutePath: String, hops: Int) -> String {
        if let real = realpath(absolutePath, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        let url = URL(fileURLWithPath: absolutePath)
        let name = url.lastPathComponent
        let parentPath = url.deletingLastPathComponent().path
        if parentPath == absolutePath || name.isEmpty { return lexical(absolutePath) }
        // A dangling symbolic link: follow it to where it points.
        if hops < maximumHops, let target = try? FileManager.default.destinationOfSymbolicLink(atPath: absolutePath) {
            return resolve(absolute(target, from: resolve(parentPath, hops: hops + 1)), hops: hops + 1)
        }
        let parent = resolve(parentPath, hops: hops + 1)
        switch name {
        case ".": return parent
        case "..": return URL(fileURLWithPath: parent).deletingLastPathComponent().path
        default: return parent == "/" ? "/" + name : parent + "/" + name
        }
    }

    private static func lexical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
