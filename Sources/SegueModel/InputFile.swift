import Foundation

/// Reads input files whole, with a clear message for anything that is not a readable regular file.
/// Shared by both parsers and the cache, so each file is read exactly once per run.
public enum InputFile {
    /// Why a file could not be read.
    public struct ReadError: Error, CustomStringConvertible {
        /// `no such file`, `is a directory`, `permission denied or unreadable`, …
        public var description: String
    }

    /// Swift files larger than this are reported, not parsed: a syntax tree costs many times the
    /// file's size, and no hand-written Swift file comes near it.
    public static let swiftSizeLimit = 8 * 1024 * 1024
    /// Storyboards larger than this are reported, not parsed (the streaming parser's memory is
    /// bounded, but such a file is no real storyboard).
    public static let storyboardSizeLimit = 256 * 1024 * 1024

    /// The file's bytes; files over `limit` bytes are refused with a message saying so.
    public static func bytes(atPath path: String, limit: Int = .max) throws -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ReadError(description: "no such file (deleted while linting?)")
        }
        if isDirectory.boolValue { throw ReadError(description: "is a directory") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ReadError(description: "permission denied or unreadable")
        }
        defer { try? handle.close() }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue, size > limit {
            throw ReadError(description: "the file is too large (\(size / 1_048_576) MB; the limit is \(limit / 1_048_576) MB), so it was not parsed")
        }
        do {
            return [UInt8](try handle.readToEnd() ?? Data())
        } catch {
            throw ReadError(description: error.localizedDescription)
        }
    }
}
