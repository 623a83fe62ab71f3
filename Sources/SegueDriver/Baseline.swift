import Foundation
import SegueModel
import SegueRules

/// Today's findings, recorded so that only new ones are reported. Entries match by rule, file and
/// subject (`Diagnostic.subject`) — never by line or message text — so edits that move code and
/// reworded messages keep them matched. Each entry absorbs one diagnostic: a second identical
/// finding is new. File paths are stored relative to the baseline file's own folder (with `..`
/// where needed), so a baseline matches from any working directory.
public struct Baseline: Equatable, Sendable {
    /// One recorded finding.
    public struct Entry: Codable, Hashable, Sendable {
        /// Rule id.
        public var rule: String
        /// File path relative to the baseline's folder, or absolute.
        public var file: String
        /// What the finding is about, if anything.
        public var subject: String?
        /// The message when it was recorded, for people reading the file; not matched.
        public var message: String

        /// Creates an entry.
        public init(rule: String, file: String, subject: String?, message: String) {
            self.rule = rule
            self.file = file
            self.subject = subject
            self.message = message
        }
    }

    /// The version this seguelint writes: 2 matches on the subject each rule states; 1 (still
    /// read) on the first quoted value of the message, which version 1 files store as `subject`.
    public static let currentVersion = 2
    /// The versions this seguelint reads.
    public static let readableVersions = [1, 2]

    /// The file format version.
    public var version = Baseline.currentVersion
    /// The entries, sorted.
    public var entries: [Entry]
    /// The canonical folder the entries' relative paths start from.
    public var directory: String

    /// Records diagnostics for a baseline file whose canonical folder is `directory`.
    public init(diagnostics: [Diagnostic], directory: String) {
        self.directory = directory
        var paths = Paths(directory: directory)
        entries = diagnostics.map { diagnostic in
            Entry(
                rule: diagnostic.ruleID, file: paths.relative(diagnostic.location.file), subject: diagnostic.subject,
                message: diagnostic.message)
        }.sorted { ($0.file, $0.rule, $0.subject ?? "", $0.message) < ($1.file, $1.rule, $1.subject ?? "", $1.message) }
    }

    /// The canonical folder of the baseline file at `path`: the folder of the file its symbolic
    /// links finally lead to (so reading the file by its own path or through a link agree, unlike
    /// a shared `.seguelint.yml`, whose paths are the linking project's). A baseline that is no
    /// file (`/dev/stdout`, a FIFO, a process substitution) has the working directory.
    public static func directory(of path: String) -> String {
        guard case .file(let target)? = try? OutputFile.destination(of: path) else {
            return CanonicalPath.resolve(FileManager.default.currentDirectoryPath)
        }
        return URL(fileURLWithPath: CanonicalPath.resolve(target)).deletingLastPathComponent().path
    }

    /// Whether two paths name the same baseline file.
    public static func isSameFile(_ lhs: String, _ rhs: String) -> Bool {
        guard case .file(let left)? = try? OutputFile.destination(of: lhs),
            case .file(let right)? = try? OutputFile.destination(of: rhs)
        else { return false }
        return CanonicalPath.resolve(left) == CanonicalPath.resolve(right)
    }

    /// Reads a baseline file; a clear error for a missing, malformed or unknown-version one.
    public static func load(path: String) throws -> Baseline {
        // Read to the end whatever the path is: a process substitution (`<(git show …)`) is a pipe.
        guard let handle = FileHandle(forReadingAtPath: path), let read = try? handle.readToEnd() ?? Data() else {
            throw BaselineError(description: "cannot read baseline \(path)")
        }
        let data = read
        guard let object = try? JSONSerialization.jsonObject(with: data) else {
            throw BaselineError(description: "\(path) is not a seguelint baseline: it is not valid JSON")
        }
        guard let document = object as? [String: Any] else {
            throw BaselineError(description: "\(path) is not a seguelint baseline: it is not a JSON object")
        }
        guard document["version"] != nil else {
            throw BaselineError(description: "\(path) is not a seguelint baseline: the key 'version' is missing")
        }
        let versions = readableVersions.map(String.init).joined(separator: " and ")
        let version: Int
        switch (try? JSONDecoder().decode(VersionField.self, from: data))?.version {
        case .integer(let number)? where readableVersions.contains(number):
            version = number
        case .integer(let number)?:
            throw BaselineError(
                description: "\(path): unsupported baseline version \(number) (this seguelint reads versions \(versions))")
        case .fraction(let number)?:
            throw BaselineError(
                description: "\(path): unsupported baseline version \(number) (this seguelint reads versions \(versions))")
        case .other(let text)?:
            throw BaselineError(
                description: "\(path): the baseline version must be a number, not \(text) "
                    + "(this seguelint reads versions \(versions))")
        case nil:
            throw BaselineError(
                description: "\(path): the baseline version must be a number (this seguelint reads versions \(versions))")
        }
        do {
            let file = try JSONDecoder().decode(File.self, from: data)
            return Baseline(version: version, entries: file.entries, directory: directory(of: path))
        } catch let DecodingError.keyNotFound(key, context) {
            let place = (context.codingPath.map(\.stringValue) + [key.stringValue]).joined(separator: ".")
            throw BaselineError(description: "\(path) is not a seguelint baseline: the key '\(place)' is missing")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            let place = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw BaselineError(description: "\(path) is not a seguelint baseline: wrong value at '\(place)'")
        } catch {
            throw BaselineError(description: "\(path) is not a seguelint baseline: \(error)")
        }
    }

    private init(version: Int, entries: [Entry], directory: String) {
        self.version = version
        self.entries = entries
        self.directory = directory
    }

    /// The file's shape (the folder is where it lies, not part of it).
    private struct File: Codable {
        var version: Int
        var entries: [Entry]
    }

    /// The `version` value as the file writes it: JSONSerialization would turn `1` and `true` into
    /// the same NSNumber, so the value is decoded by type.
    private struct VersionField: Decodable {
        enum Value {
            case integer(Int)
            case fraction(Double)
            case other(String)
        }

        var version: Value

        enum CodingKeys: String, CodingKey { case version }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let number = try? container.decode(Int.self, forKey: .version) {
                version = .integer(number)
            } else if let number = try? container.decode(Double.self, forKey: .version) {
                version = .fraction(number)
            } else if let text = try? container.decode(String.self, forKey: .version) {
                version = .other("\"\(text)\"")
            } else if let flag = try? container.decode(Bool.self, forKey: .version) {
                version = .other(String(flag))
            } else {
                version = .other("null, a list or an object")
            }
        }
    }

    /// Writes the baseline (see `OutputFile` for symbolic links, FIFOs and devices).
    public func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try OutputFile.write(try encoder.encode(File(version: version, entries: entries)) + Data("\n".utf8), to: path)
    }

    /// What an entry and a diagnostic are compared on.
    private struct Key: Hashable {
        var rule: String
        var file: String
        var subject: String?
    }

    /// The diagnostics not in the baseline, and the baseline entries nothing matched any more.
    public func filter(_ diagnostics: [Diagnostic]) -> (new: [Diagnostic], stale: [Entry]) {
        var paths = Paths(directory: directory)
        func key(_ entry: Entry) -> Key {
            Key(rule: entry.rule, file: paths.entryFile(entry.file, version: version), subject: entry.subject)
        }
        var remaining: [Key: Int] = [:]
        for entry in entries { remaining[key(entry), default: 0] += 1 }
        var new: [Diagnostic] = []
        for diagnostic in diagnostics {
            let wanted = Key(
                rule: diagnostic.ruleID, file: paths.canonical(diagnostic.location.file, from: nil),
                subject: diagnostic.subject)
            if let count = remaining[wanted], count > 0 {
                remaining[wanted] = count - 1
            } else {
                new.append(diagnostic)
            }
        }
        let stale = entries.filter { entry in
            let entryKey = key(entry)
            guard let count = remaining[entryKey], count > 0 else { return false }
            remaining[entryKey] = count - 1
            return true
        }
        return (new, stale)
    }

    /// Canonical paths, each computed once per run.
    private struct Paths {
        var directory: String
        private var memo: [String: String] = [:]

        init(directory: String) { self.directory = directory }

        mutating func canonical(_ path: String, from base: String?) -> String {
            let absolute = CanonicalPath.absolute(path, from: base)
            if let known = memo[absolute] { return known }
            let resolved = CanonicalPath.resolve(absolute)
            memo[absolute] = resolved
            return resolved
        }

        /// An entry's file. Version 1 wrote a path relative to the working directory of the run
        /// that recorded it unless the file was under the baseline's folder (the defect version 2
        /// fixed), so a version 1 path that names no file from the baseline's folder is taken
        /// from the working directory.
        mutating func entryFile(_ path: String, version: Int) -> String {
            let fromBaseline = canonical(path, from: directory)
            guard version == 1, !path.hasPrefix("/"), !FileManager.default.fileExists(atPath: fromBaseline) else {
                return fromBaseline
            }
            return canonical(path, from: nil)
        }

        mutating func relative(_ path: String) -> String {
            CanonicalPath.relative(canonical(path, from: nil), from: directory)
        }
    }
}

/// A baseline that cannot be read.
public struct BaselineError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String
}
