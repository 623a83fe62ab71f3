import Foundation

/// What the project model looked at besides the files the discovery listed: folders it listed,
/// files it read, paths it checked exist, and paths it asked the read boundary about. The facts
/// cache keeps the list, and a later run's key holds what each of these finds then
/// (`outcome(in:)`), so a change to any of them is seen without knowing why the model looked
/// (a `Podfile` in a project's source root, a folder named like a podspec, a submodule checked out).
/// A run's reads depend only on what its earlier reads found, so when every outcome is the same,
/// the model is too.
public final class ReadLog: @unchecked Sendable {  // Safe: `reads` is only touched under `lock`.
    /// One look at the file system.
    public enum Read: Hashable, Sendable {
        /// The names in a folder that match any of the patterns (a name, `*suffix`, or `?`: whether
        /// the folder is empty): what the model looked for there, so that other names coming and
        /// going (a cache folder, a new source file) don't count.
        case listing(String, matching: [String])
        /// A file's bytes.
        case file(String)
        /// Whether something exists at a path.
        case existence(String)
        /// Whether the read boundary allows a path (links resolved).
        case boundary(String)
    }

    private let lock = NSLock()
    private var reads: Set<Read> = []

    public init() {}

    /// Notes a read.
    public func note(_ read: Read) {
        lock.lock()
        reads.insert(read)
        lock.unlock()
    }

    /// The reads noted, each once, in a fixed order (of their `coded` texts, each made once).
    public var all: [Read] {
        lock.lock()
        let noted = reads
        lock.unlock()
        return noted.map { (read: $0, coded: $0.coded) }.sorted { $0.coded < $1.coded }.map(\.read)
    }

    /// The names in `folder` (not sorted), or `nil` when it can't be listed; the caller looks
    /// only for names that match `patterns` (see `Read.listing`).
    public func listing(_ folder: String, matching patterns: [String]) -> [String]? {
        try? contents(ofFolder: folder, matching: patterns)
    }

    /// `listing(_:matching:)` that throws when the folder can't be listed.
    public func contents(ofFolder folder: String, matching patterns: [String]) throws -> [String] {
        note(.listing(folder, matching: patterns))
        return try FileManager.default.contentsOfDirectory(atPath: folder)
    }

    /// `InputFile.bytes(atPath:limit:)`, noted.
    public func bytes(atPath path: String, limit: Int) throws -> [UInt8] {
        note(.file(path))
        return try InputFile.bytes(atPath: path, limit: limit)
    }

    /// Whether something exists at `path`.
    public func exists(_ path: String) -> Bool {
        note(.existence(path))
        return FileManager.default.fileExists(atPath: path)
    }

    /// Whether `boundary` allows `path`.
    public func allows(_ path: String, in boundary: ReadBoundary) -> Bool {
        note(.boundary(path))
        return boundary.allows(path)
    }
}

extension ReadLog.Read {
    /// The read as text: a letter for its kind, then the path.
    public var coded: String {
        switch self {
        case .listing(let path, let patterns): "L" + path + "\u{0}" + patterns.joined(separator: "\u{0}")
        case .file(let path): "F" + path
        case .existence(let path): "E" + path
        case .boundary(let path): "B" + path
        }
    }

    /// The read a `coded` text names, or `nil`.
    public init?(coded: String) {
        guard let kind = coded.first else { return nil }
        let path = String(coded.dropFirst())
        switch kind {
        case "L":
            let parts = path.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
            self = .listing(parts[0], matching: Array(parts.dropFirst()))
        case "F": self = .file(path)
        case "E": self = .existence(path)
        case "B": self = .boundary(path)
        default: return nil
        }
    }

    /// What the read finds now, as bytes for a fingerprint: the sorted names of a listing, a
    /// file's bytes (or why it can't be read), whether a path exists or is allowed.
    public func outcome(in boundary: ReadBoundary) -> [UInt8] {
        switch self {
        case .listing(let folder, let patterns):
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folder)
            } catch {
                // Why, which a problem may name.
                return Array(Self.reason(error).utf8) + [0]
            }
            if patterns == ["?"] { return [names.isEmpty ? 2 : 3] }
            let matching = names.filter { name in
                patterns.contains { $0.hasPrefix("*") ? name.hasSuffix($0.dropFirst()) : name == $0 }
            }
            return Array(matching.sorted().joined(separator: "\u{0}").utf8) + [1]
        case .file(let path):
            do {
                return try InputFile.bytes(atPath: path, limit: Self.fileLimit) + [1]
            } catch {
                return Array(Self.reason(error).utf8) + [0]
            }
        case .existence(let path):
            return [FileManager.default.fileExists(atPath: path) ? 1 : 0]
        case .boundary(let path):
            return [boundary.allows(path) ? 1 : 0]
        }
    }

    /// Why a read failed, the same in every run: a Foundation error's domain and code, and its
    /// underlying error's (its description prints its user info in hash order, which differs
    /// between processes); any other error's description.
    static func reason(_ error: Error) -> String {
        // A read error says why itself: interpolating an `Error` reflects over it.
        if let read = error as? InputFile.ReadError { return read.description }
        guard let cocoa = error as? CocoaError else { return "\(error)" }
        var text = "\(CocoaError.errorDomain) \(cocoa.code.rawValue)"
        if let underlying = cocoa.userInfo[NSUnderlyingErrorKey] as? NSError {
            text += " \(underlying.domain) \(underlying.code)"
        }
        return text
    }

    /// The largest file read whole for a key: more than any manifest the model reads may be.
    static let fileLimit = 64 << 20
}
