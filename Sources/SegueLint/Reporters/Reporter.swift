import Foundation
import SegueModel

/// The output formats, by the name `--reporter` takes.
public enum ReporterKind: String, CaseIterable, Sendable {
    case xcode
    case json
    case sarif
    case githubActions = "github-actions"
    case junit
    case checkstyle
    case gitlab
    case summary

    /// Renders a lint result in this format.
    public func render(_ result: Linter.Result, paths: PathDisplay) -> String {
        switch self {
        case .xcode: return XcodeReporter.render(result, paths: paths)
        case .json: return JSONReporter.render(result, paths: paths)
        case .sarif: return SARIFReporter.render(result, paths: paths)
        case .githubActions: return GitHubActionsReporter.render(result, paths: paths)
        case .junit: return JUnitReporter.render(result, paths: paths)
        case .checkstyle: return CheckstyleReporter.render(result, paths: paths)
        case .gitlab: return GitLabReporter.render(result, paths: paths)
        case .summary: return SummaryReporter.render(result, paths: paths)
        }
    }
}

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
        return path.hasPrefix("/") ? path : URL(fileURLWithPath: workingDirectory).appendingPathComponent(path).standardizedFileURL.path
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

/// The one-line human summary printed on stderr after the report.
public enum Summary {
    /// E.g. `2 errors and 1 warning in 14 files (3 storyboards, 11 Swift files)`.
    public static func line(_ result: Linter.Result) -> String {
        let files = result.storyboardCount + result.sourceCount
        return "\(count(result.errorCount, "error")) and \(count(result.warningCount, "warning")) in "
            + "\(count(files, "file")) (\(count(result.storyboardCount, "storyboard")), "
            + "\(count(result.sourceCount, "Swift file")))"
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
