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
    /// blocking the run until something writes to it (the file is opened without blocking and
    /// checked before it is read, so a file swapped for a FIFO in between is caught too).
    public static func bytes(atPath path: String, limit: Int = .max) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = errno
            // A socket cannot even be opened (ENXIO): say what it is rather than the system's reason.
            var info = stat()
            if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR {
                throw ReadError(description: "not a regular file (\(kind(of: info.st_mode))), so it was not read")
            }
            switch reason {
            case ENOENT: throw ReadError(description: "no such file (deleted while linting?)")
            case EACCES: throw ReadError(description: "permission denied")
            default: throw ReadError(description: String(cString: strerror(reason)))
            }
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw ReadError(description: String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw ReadError(description: info.st_mode & S_IFMT == S_IFDIR
                            ? "is a directory" : "not a regular file (\(kind(of: info.st_mode))), so it was not read")
        }
        let size = Int(info.st_size)
        if size > limit {
            throw ReadError(description: "the file is too large (\(size / 1_048_576) MB; the limit is \(limit / 1_048_576) MB), so it was not parsed")
        }
        do {
            return [UInt8](try handle.readToEnd() ?? Data())
        } catch {
            throw ReadError(description: error.localizedDescription)
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
