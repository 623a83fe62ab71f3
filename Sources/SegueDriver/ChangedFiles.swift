import Foundation
import SegueModel
import SegueRules

/// Restricts a report to findings that touch a set of changed files (pre-commit, `--files-from`):
/// the whole project is still linted, so a change on one side of a cross-reference (a storyboard
/// or the Swift that uses it) still reports findings whose other side did not change.
public struct ChangedFiles: Sendable {
    private let paths: Set<String>

    /// Normalises `paths` (canonical folders, see `CanonicalPath`) for comparison.
    public init(_ paths: [String]) {
        self.paths = Set(paths.filter { !$0.isEmpty }.map(ChangedFiles.key))
    }

    /// Reads one path per line from a file, or from standard input for `-`.
    public static func read(from source: String) throws -> ChangedFiles {
        let data: Data
        if source == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            // Read to the end whatever the path is: `--files-from <(git diff --name-only)` is a pipe,
            // and an empty one (no changes) is an empty list, not an error.
            guard let handle = FileHandle(forReadingAtPath: source), let contents = try? handle.readToEnd() ?? Data() else {
                throw BaselineError(description: "cannot read the file list \(source)")
            }
            data = contents
        }
        let lines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        return ChangedFiles(lines)
    }

    /// Whether the diagnostic's location or any of its notes is in a changed file.
    public func touches(_ diagnostic: Diagnostic) -> Bool {
        ([diagnostic.location] + diagnostic.notes.map(\.location)).contains { paths.contains(Self.key($0.file)) }
    }

    private static func key(_ path: String) -> String {
        CanonicalPath.resolveFolder(of: path)
    }
}
