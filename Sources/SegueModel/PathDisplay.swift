import Foundation
import SegueModel

/// How file paths are shown: relative to the working directory when under it, else absolute.
/// Both sides are canonical (see `CanonicalPath`), so a working directory or a file reached
/// through a symbolic link still shows relative.
public struct PathDisplay: Sendable {
    /// The working directory, canonical.
    public var workingDirectory: String

    /// Whether every path is shown absolute (Xcode's issue navigator wants them).
    public var absolute: Bool

    /// Creates a display rule for `workingDirectory`.
    public init(workingDirectory: String, absolute: Bool = false) {
        self.workingDirectory = CanonicalPath.resolve(workingDirectory)
        self.absolute = absolute
    }

    /// The path as shown: `relativeDisplay`, or absolute when `absolute` is set.
    public func display(_ path: String) -> String {
        guard absolute else { return relativeDisplay(path) }
        return path.hasPrefix("/")
            ? path : URL(fileURLWithPath: workingDirectory).appendingPathComponent(path).standardizedFileURL.path
    }

    /// `path` relative to the working directory when it is inside it (after resolving the
    /// symbolic links of its folders if need be), else unchanged. A relative path is already
    /// relative to the working directory. Fingerprints use this whatever `absolute` says.
    public func relativeDisplay(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        if let inside = strip(path) { return inside }
        return strip(CanonicalPath.resolveFolder(of: path)) ?? path
    }

    private func strip(_ path: String) -> String? {
        let prefix = workingDirectory == "/" ? "/" : workingDirectory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}
