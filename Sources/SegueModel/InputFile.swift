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

    /// The file's bytes; files over `limit` bytes are refused with a message saying so, and so is
    /// anything that is not a regular file: a FIFO named `X.swift` is refused at once instead of
    /// blocking the run until something writes to it, and a device is never opened (opening some
    /// has side effects). The type is checked before the file is opened and again on the open
    /// descriptor, so a file swapped for something else in between is caught too; a file that
    /// grows past `limit` while it is read is refused as well.
    public static func bytes(atPath path: String, limit: Int = .max) throws -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else { throw ReadError(description: reason(errno)) }
        try requireRegular(info)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw ReadError(description: reason(errno)) }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0 else { throw ReadError(description: reason(errno)) }
        try requireRegular(info)
        let size = Int(info.st_size)
        if size > limit { throw tooLarge(size, limit) }
        // Read up to one byte past the limit, so that growth while reading is noticed.
        let ceiling = limit == .max ? limit : limit + 1
        var count = 0
        // The common case, one read into memory that is not zeroed first; a file that grows while
        // it is read goes on below.
        var bytes = try [UInt8](unsafeUninitializedCapacity: min(size, limit) + 1) { buffer, initialized in
            while initialized < buffer.count {
                let read = Foundation.read(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                if read < 0 {
                    if errno == EINTR { continue }
                    throw ReadError(description: reason(errno))
                }
                if read == 0 { break }
                initialized += read
            }
        }
        count = bytes.count
        if count < min(size, limit) + 1 { return bytes }
        while true {
            if count == bytes.count {
                guard bytes.count <= limit else { throw tooLarge(count, limit) }
                bytes.append(contentsOf: repeatElement(0, count: min(max(bytes.count, 4096), ceiling - bytes.count)))
            }
            let read = bytes.withUnsafeMutableBytes { buffer in
                Foundation.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if read < 0 {
                if errno == EINTR { continue }
                throw ReadError(description: reason(errno))
            }
            if read == 0 { break }
            count += read
        }
        if count > limit { throw tooLarge(count, limit) }
        bytes.removeSubrange(count...)
        return bytes
    }

    private static func requireRegular(_ info: stat) throws {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw ReadError(description: "is a directory")
        default: throw ReadError(description: "not a regular file (\(kind(of: info.st_mode))), so it was not read")
        }
    }

    private static func tooLarge(_ size: Int, _ limit: Int) -> ReadError {
        ReadError(
            description:
                "the file is too large (\(size / 1_048_576) MB; the limit is \(limit / 1_048_576) MB), so it was not parsed")
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file (deleted while linting?)"
        case EACCES: return "permission denied"
        default: return String(cString: strerror(code))
        }
    }

    /// `a FIFO`, `a socket`, … for a `stat` mode that is not a regular file or a folder.
    public static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFDIR: return "a directory"
        case S_IFLNK: return "a symbolic link"
        default: return "not a regular file"
        }
    }
}
