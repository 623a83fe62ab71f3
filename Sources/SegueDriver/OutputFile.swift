import Foundation
import SegueModel

/// Writes a report, baseline or configuration to a path the user named, the way a shell
/// redirection would and never destroying what is there:
/// - a regular file or a new path is replaced atomically (a temporary file in the same folder,
///   flushed, then renamed), keeping the replaced file's permissions and, for root, its owner, so
///   readers never see half a file. Where a rename can't do what `>` does — a file with other
///   hard links, a file bind-mounted into a container, a folder that can't take a temporary file
///   — the file is truncated and written in place instead;
/// - a symbolic link is followed, through chains and to a target that does not exist yet, and its
///   final target is written; the link stays a link;
/// - a FIFO or a character device (`/dev/null`, a terminal) is written in place: the FIFO blocks
///   until a reader opens it, as `> fifo` does; nothing replaces the node itself;
/// - `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` and `/proc/self/fd/N` (also when a link on the
///   way leads there) are written into that open descriptor, at its offset and with its append
///   mode, as a shell's `>&N` does;
/// - a folder, a socket or a block device is refused with a message.
public enum OutputFile {
    /// Why the file could not be written.
    public struct WriteError: Error, CustomStringConvertible {
        /// What went wrong, without the path (the caller names it).
        public var description: String
    }

    /// Where the bytes for a path go.
    public enum Destination: Equatable, Sendable {
        /// An open descriptor of this process (`/dev/stdout` is 1).
        case descriptor(Int32)
        /// A regular file, or a new one, at this path (links followed): replaced atomically.
        case file(String)
        /// A FIFO or character device at this path: written in place.
        case node(String)
    }

    /// Writes `data` to `path` (see the type's documentation for what each kind of path gets);
    /// returns where it went.
    @discardableResult
    public static func write(_ data: Data, to path: String) throws -> Destination {
        let destination = try self.destination(of: path)
        switch destination {
        case .descriptor(let descriptor):
            try writeAll(data, to: descriptor)
        case .node(let node):
            let descriptor = open(node, O_WRONLY | O_CLOEXEC | O_NOCTTY)
            guard descriptor >= 0 else { throw WriteError(description: String(cString: strerror(errno))) }
            defer { close(descriptor) }
            try writeAll(data, to: descriptor)
        case .file(let target):
            try replace(with: data, at: target)
        }
        return destination
    }

    /// Where `write` would put bytes for `path`: the chain of symbolic links is followed hop by
    /// hop, and a hop that names a descriptor ends it there.
    public static func destination(of path: String) throws -> Destination {
        var current = CanonicalPath.lexical(path)
        for _ in 0...CanonicalPath.maximumHops {
            if let descriptor = descriptor(named: current) { return .descriptor(descriptor) }
            var info = stat()
            guard lstat(current, &info) == 0 else {
                guard errno == ENOENT else { throw WriteError(description: String(cString: strerror(errno))) }
                return .file(current)
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                let target = try FileManager.default.destinationOfSymbolicLink(atPath: current)
                let folder = URL(fileURLWithPath: current).deletingLastPathComponent().path
                current = CanonicalPath.lexical(target, from: folder)
            case S_IFREG:
                return .file(current)
            case S_IFIFO, S_IFCHR:
                return .node(current)
            case S_IFDIR:
                throw WriteError(description: "it is a directory")
            default:
                throw WriteError(
                    description: "it is \(InputFile.kind(of: info.st_mode)), not a regular file, a FIFO or a character device")
            }
        }
        throw WriteError(description: String(cString: strerror(ELOOP)))
    }

    /// The descriptor a path names: `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`
    /// and `/proc/<this process>/fd/N`.
    static func descriptor(named path: String) -> Int32? {
        switch path {
        case "/dev/stdin": return 0
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default: break
        }
        let parts = path.split(separator: "/").map(String.init)
        let number: String
        if parts.count == 3, parts[0] == "dev", parts[1] == "fd" {
            number = parts[2]
        } else if parts.count == 4, parts[0] == "proc", parts[1] == "self" || parts[1] == String(getpid()), parts[2] == "fd" {
            number = parts[3]
        } else {
            return nil
        }
        return Int32(number)
    }

    /// Replaces the regular file (or creates the file) at `target`.
    private static func replace(with data: Data, at target: String) throws {
        var existing = stat()
        let exists = stat(target, &existing) == 0
        if exists {
            // `>` would fail on a file it may not write; a rename would not notice.
            guard access(target, W_OK) == 0 else { throw WriteError(description: String(cString: strerror(errno))) }
            // A rename would split the file from its other names.
            if existing.st_nlink > 1 { return try truncateAndWrite(data, at: target) }
        }
        let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
        let temporary = folder + "/." + URL(fileURLWithPath: target).lastPathComponent + ".seguelint-" + UUID().uuidString
        // Created with 0666 so that the umask applies, as for `>`; a replaced file's mode is restored below.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            let reason = errno
            // A folder that takes no new file (read-only, or not ours) may still hold a writable file.
            if exists, reason == EACCES || reason == EROFS || reason == EPERM { return try truncateAndWrite(data, at: target) }
            throw WriteError(description: String(cString: strerror(reason)))
        }
        var renamed = false
        defer { if !renamed { unlink(temporary) } }
        do {
            defer { close(descriptor) }
            try writeAll(data, to: descriptor)
            if exists {
                guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else {
                    throw WriteError(description: String(cString: strerror(errno)))
                }
                if geteuid() == 0 { _ = fchown(descriptor, existing.st_uid, existing.st_gid) }
            }
            guard fsync(descriptor) == 0 else { throw WriteError(description: String(cString: strerror(errno))) }
        }
        guard rename(temporary, target) == 0 else {
            let reason = errno
            // A file bind-mounted on its own (a container's volume) or on another device: write in place.
            if exists, reason == EBUSY || reason == EXDEV { return try truncateAndWrite(data, at: target) }
            throw WriteError(description: String(cString: strerror(reason)))
        }
        renamed = true
    }

    /// `>`'s own way: truncate and write the file where it is.
    private static func truncateAndWrite(_ data: Data, at target: String) throws {
        let descriptor = open(target, O_WRONLY | O_TRUNC | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw WriteError(description: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        try writeAll(data, to: descriptor)
    }

    private static func writeAll(_ data: Data, to descriptor: Int32) throws {
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw WriteError(description: String(cString: strerror(errno)))
                }
                offset += written
            }
        }
    }
}
