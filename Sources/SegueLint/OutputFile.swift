import Foundation

/// Writes a report, baseline or configuration to a path the user named, the way a shell
/// redirection would and never destroying what is there:
/// - a regular file or a new path is replaced atomically (a temporary file in the same folder,
///   then a rename), keeping the replaced file's permissions, so readers never see half a file;
/// - a symbolic link is followed, through chains and to a target that does not exist yet, and its
///   final target is written (atomically); the link stays a link;
/// - a FIFO or a character device (`/dev/null`, a terminal) is written in place: the FIFO blocks
///   until a reader opens it, as `> fifo` does; nothing replaces the node itself;
/// - `/dev/stdout`, `/dev/fd/N` and `/proc/self/fd/N` write into the descriptor they name;
/// - a folder, a socket or a block device is refused with a message.
public enum OutputFile {
    /// Why the file could not be written.
    public struct WriteError: Error, CustomStringConvertible {
        /// What went wrong, without the path (the caller names it).
        public var description: String
    }

    /// Writes `data` to `path` (see the type's documentation for what each kind of path gets).
    public static func write(_ data: Data, to path: String) throws {
        if isDescriptorAlias(path) { return try writeInPlace(data, to: path, truncate: true) }
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                let target = try finalTarget(of: path)
                if isDescriptorAlias(target) { return try writeInPlace(data, to: path, truncate: true) }
                try replace(with: data, at: target, mode: info.st_mode & 0o7777)
            case S_IFIFO, S_IFCHR:
                try writeInPlace(data, to: path, truncate: false)
            case S_IFDIR:
                throw WriteError(description: "it is a directory")
            default:
                throw WriteError(description: "it is neither a regular file, a FIFO nor a character device")
            }
            return
        }
        guard errno == ENOENT else { throw WriteError(description: String(cString: strerror(errno))) }
        // A new file, possibly at the end of a dangling symbolic link.
        try replace(with: data, at: try finalTarget(of: path), mode: nil)
    }

    /// The end of the chain of symbolic links starting at `path` (itself when it is none).
    static func finalTarget(of path: String) throws -> String {
        var current = path
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = destination.hasPrefix("/")
                ? destination
                : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(destination).path
        }
        throw WriteError(description: String(cString: strerror(ELOOP)))
    }

    /// Paths that name an open descriptor rather than a file: the kernel reopens what the
    /// descriptor refers to, which may be a pipe with no path at all.
    static func isDescriptorAlias(_ path: String) -> Bool {
        ["/dev/stdout", "/dev/stderr"].contains(path) || path.hasPrefix("/dev/fd/") || path.hasPrefix("/proc/self/fd/")
            || (path.hasPrefix("/proc/") && path.contains("/fd/"))
    }

    private static func writeInPlace(_ data: Data, to path: String, truncate: Bool) throws {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | (truncate ? O_TRUNC : 0))
        guard descriptor >= 0 else { throw WriteError(description: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        try writeAll(data, to: descriptor)
    }

    /// Writes through a temporary file beside `target` and renames it over `target`.
    private static func replace(with data: Data, at target: String, mode: mode_t?) throws {
        let url = URL(fileURLWithPath: target)
        var template = Array(url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).seguelint-XXXXXX").path.utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw WriteError(description: String(cString: strerror(errno))) }
        let temporary = String(cString: template)
        var renamed = false
        defer {
            if !renamed { unlink(temporary) }
        }
        do {
            defer { close(descriptor) }
            try writeAll(data, to: descriptor)
            // mkstemp creates 0600; a new file gets what the umask allows, as `>` would create it.
            guard fchmod(descriptor, mode ?? (0o666 & ~currentUmask())) == 0 else {
                throw WriteError(description: String(cString: strerror(errno)))
            }
        }
        guard rename(temporary, target) == 0 else { throw WriteError(description: String(cString: strerror(errno))) }
        renamed = true
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

    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}
