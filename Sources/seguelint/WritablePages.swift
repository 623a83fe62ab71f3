#if os(Linux)
    import Glibc

    /// The executable's zero-filled data (`.bss`), faulted in writable once at start, while the
    /// process has one thread.
    ///
    /// The Swift runtime fills caches there on first use (witness tables, metadata, `once`
    /// tokens); a page first read maps the kernel's zero page, and its first write then replaces
    /// that mapping, which, once parsing runs on several threads, flushes every core's TLB with an
    /// interrupt. `MADV_POPULATE_WRITE` (Linux 5.14) makes the pages writable without changing
    /// their content; on an older kernel the call fails and nothing changes.
    enum WritablePages {
        /// `MADV_POPULATE_WRITE`, which older C headers don't name.
        private static let populateWrite: Int32 = 23
        /// ELF program header types and flags (`<elf.h>`).
        private static let load: UInt32 = 1
        private static let programHeaders: UInt32 = 6
        private static let writable: UInt32 = 2

        /// One 64-bit ELF program header's fields that matter here (`Elf64_Phdr`, 56 bytes).
        private struct Header {
            var type: UInt32
            var flags: UInt32
            var address: UInt
            var fileSize: UInt
            var size: UInt

            init(_ base: UnsafeRawPointer) {
                type = base.loadUnaligned(as: UInt32.self)
                flags = base.loadUnaligned(fromByteOffset: 4, as: UInt32.self)
                address = UInt(base.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
                fileSize = UInt(base.loadUnaligned(fromByteOffset: 32, as: UInt64.self))
                size = UInt(base.loadUnaligned(fromByteOffset: 40, as: UInt64.self))
            }
        }

        static func prefault() {
            // The executable's program headers, as the kernel mapped them (`AT_PHDR`, `AT_PHNUM`).
            let vector = auxiliaryVector()
            guard let entry = vector.first(where: { $0.type == 4 })?.value, entry == 56,
                let count = vector.first(where: { $0.type == 5 })?.value,
                let location = vector.first(where: { $0.type == 3 })?.value,
                let table = UnsafeRawPointer(bitPattern: UInt(location))
            else { return }
            let headers = (0..<Int(count)).map { Header(table + $0 * 56) }
            // Where the executable was loaded: the table's address less its own header's.
            guard let own = headers.first(where: { $0.type == programHeaders }) else { return }
            let bias = UInt(bitPattern: table) &- own.address
            let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
            for header in headers where header.type == load && header.flags & writable != 0 {
                // The zero-filled part past the file's bytes (`.bss`), whole pages: the writable
                // segment also holds data written once at start (relocations) and, in a static
                // Swift binary, tens of megabytes of read-only data, which stay as they are.
                let first: UInt = bias &+ header.address &+ header.fileSize
                let start: UInt = (first + page - 1) / page * page
                let last: UInt = bias &+ header.address &+ header.size
                let end: UInt = (last + page - 1) / page * page
                guard end > start, let address = UnsafeMutableRawPointer(bitPattern: start) else { continue }
                _ = madvise(address, Int(end - start), populateWrite)
            }
        }

        /// The kernel's auxiliary vector (`/proc/self/auxv`: pairs of 64-bit type and value), in
        /// a list: a `Dictionary` keyed by a type the run has not hashed yet costs the Swift runtime
        /// a scan of every conformance record, about a tenth of a millisecond.
        private static func auxiliaryVector() -> [(type: UInt64, value: UInt64)] {
            let descriptor = open("/proc/self/auxv", O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return [] }
            defer { close(descriptor) }
            var words = [UInt64](repeating: 0, count: 128)
            let count = words.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            return stride(from: 0, to: max(0, count) / 16 * 2, by: 2).filter { words[$0] != 0 }.map { (words[$0], words[$0 + 1]) }
        }
    }
#endif
