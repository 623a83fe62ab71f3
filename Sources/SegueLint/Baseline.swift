import Foundation

/// Today's findings, recorded so that only new ones are reported. Entries match by rule, file,
/// subject and message — never by line — so edits that move code keep them matched. Each entry
/// absorbs one diagnostic (a second identical finding is new).
public struct Baseline: Codable, Equatable, Sendable {
    /// One recorded finding.
    public struct Entry: Codable, Hashable, Sendable {
        /// Rule id.
        public var rule: String
        /// File path as displayed (relative to the working directory when under it).
        public var file: String
        /// The quoted subject of the message (identifier, action, class), if any.
        public var subject: String?
        /// The message.
        public var message: String
    }

    /// The file format version.
    public var version = 1
    /// The entries, sorted.
    public var entries: [Entry]

    /// Records diagnostics.
    public init(diagnostics: [Diagnostic], paths: PathDisplay) {
        entries = diagnostics.map { Self.entry(for: $0, paths: paths) }
            .sorted { ($0.file, $0.rule, $0.message) < ($1.file, $1.rule, $1.message) }
    }

    static func entry(for diagnostic: Diagnostic, paths: PathDisplay) -> Entry {
        Entry(rule: diagnostic.ruleID, file: paths.display(diagnostic.location.file), subject: diagnostic.subject,
              message: diagnostic.message)
    }

    /// Reads a baseline file; a clear error for a missing or malformed one.
    public static func load(path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BaselineError(description: "cannot read baseline \(path)")
        }
        do {
            return try JSONDecoder().decode(Baseline.self, from: data)
        } catch let DecodingError.keyNotFound(key, _) {
            throw BaselineError(description: "\(path) is not a seguelint baseline: the key '\(key.stringValue)' is missing")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            let where_ = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw BaselineError(description: "\(path) is not a seguelint baseline: wrong value at '\(where_)'")
        } catch {
            throw BaselineError(description: "\(path) is not a seguelint baseline: it is not valid JSON")
        }
    }

    /// Writes the baseline atomically.
    public func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try AtomicFile.write(try encoder.encode(self) + Data("\n".utf8), to: path)
    }

    /// The diagnostics not in the baseline, and the baseline entries nothing matched any more.
    public func filter(_ diagnostics: [Diagnostic], paths: PathDisplay) -> (new: [Diagnostic], stale: [Entry]) {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        var new: [Diagnostic] = []
        for diagnostic in diagnostics {
            let key = Self.entry(for: diagnostic, paths: paths)
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
            } else {
                new.append(diagnostic)
            }
        }
        let stale = entries.filter { entry in
            guard let count = remaining[entry], count > 0 else { return false }
            remaining[entry] = count - 1
            return true
        }
        return (new, stale)
    }
}

/// A baseline that cannot be read.
public struct BaselineError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String
}

/// Writes through a temporary file in the same folder and a rename, so readers never see half a file.
public enum AtomicFile {
    /// Writes `data` to `path` atomically.
    public static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try data.write(to: url, options: .atomic)
    }
}
