import Foundation
import SegueModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An on-disk cache of per-file facts.
///
/// Each lint writes one pack per project (working directory) and extraction options: for every file
/// its path, its `stat` signature (size, modification and change times, inode, device), a 128-bit
/// fingerprint of its content, its facts in `BinaryCoder`'s compact form and a fingerprint of those
/// (`payloadKey`). On the next run a file whose signature is unchanged is not even read; a file
/// whose signature changed is read and fingerprinted, and its facts are reused when the content is
/// the same. A Swift file the prefilter skipped is stored with its word hashes and a fingerprint of
/// its type names, so an unchanged run needs no file contents at all; one the run then parsed also
/// keeps the names it declares that the run wanted (`pulledBy`). The run's diagnostics are stored
/// under a key of the facts fingerprints (`Linter.resultKey`).
///
/// Safety: the pack's folder is specific to the tool version, the pack format and the build of the
/// executable (a rebuilt seguelint never reads facts an older extractor wrote); the pack ends with
/// a fingerprint of everything before it, so a truncated or corrupt pack is ignored and rebuilt,
/// never trusted; it is written to a temporary file and renamed, so two concurrent runs each see a
/// whole pack. A signature is trusted only if the file had not been modified within two seconds of
/// the run that recorded it (file systems with coarse timestamps could otherwise hide an edit made
/// right after it was read); otherwise the content is fingerprinted again.
public struct FactsCache: Sendable {
    /// Bumped whenever the pack layout or the facts' shape or meaning changes.
    static let formatVersion = "25"
    /// The format version and a fingerprint of the facts' fields, as `FactKindTests` computes it:
    /// that test fails when the facts change shape and `formatVersion` does not.
    static let recordedFactsShape = "25 9ce5c02f5199ab74"
    static let magic = Array("seguelint-facts-pack\n".utf8)

    /// The folder packs live in (created on first write).
    public let directory: URL
    /// `directory`'s path, to join the packs' names to.
    private let directoryPath: String

    /// How long after its last change a file's signature starts to vouch for its content. Tests
    /// lower it (below zero) to have files they just wrote trusted.
    var trustWindow: Double = 2

    /// A cache rooted at `path`, with a subfolder per tool and format version and per build of the
    /// executable (its size and modification time).
    public init(path: String, build: String) {
        // Joined as strings: the first `appendingPathComponent` of a run costs as much as the
        // rest of setting up the cache.
        let folder = path.hasSuffix("/") ? path : path + "/"
        directoryPath = folder + "facts-\(SegueLintVersion.current)-\(Self.formatVersion)-\(build)"
        directory = URL(fileURLWithPath: directoryPath, isDirectory: true)
    }

    /// A short fingerprint of the running executable (its size and modification time) and of
    /// `libraries`, the versions of the libraries it loaded whose output the cached facts hold
    /// (libxml2, whose messages cached problems quote; the driver names them, so the cache needs
    /// no parser); `nil` when the executable can't be found, and then nothing is cached.
    public static func currentBuild(libraries: String) -> String? {
        guard let path = executablePath, let signature = FileSignature(path: path) else { return nil }
        var fingerprint = Fingerprint()
        fingerprint.add(Array("\(signature.size)-\(signature.modified)-\(libraries)".utf8))
        return String(fingerprint.hex.prefix(12))
    }

    /// This program's file. On Linux the kernel's link says it. `Bundle.main` finds it too, but
    /// lists the folder that holds the executable: from a folder of 8,787 entries that was about
    /// 12 ms of every cached run (docs/performance.md).
    static var executablePath: String? {
        #if os(Linux)
            var buffer = [CChar](repeating: 0, count: 4096)
            let count = readlink("/proc/self/exe", &buffer, buffer.count)
            if count > 0 && count < buffer.count {
                return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
        #endif
        return Bundle.main.executablePath
    }

    /// `$XDG_CACHE_HOME/seguelint`, `~/Library/Caches/seguelint` on macOS, else `~/.cache/seguelint`;
    /// `nil` (no cache) when neither `XDG_CACHE_HOME` nor `HOME` is set, rather than a shared
    /// folder such as /tmp, where another user could plant a pack.
    public static var defaultPath: String? {
        if let xdg = ProcessEnvironment.value("XDG_CACHE_HOME"), !xdg.isEmpty { return xdg + "/seguelint" }
        guard let home = ProcessEnvironment.value("HOME"), !home.isEmpty else { return nil }
        #if os(macOS)
            return home + "/Library/Caches/seguelint"
        #else
            return home + "/.cache/seguelint"
        #endif
    }

    /// What the cache holds for one file. Coded as a list: the case's number, then its values
    /// (see Payload+Coding.swift).
    public enum Payload: Codable {
        case storyboard(Storyboard)
        case storyboardProblem(InputProblem)
        /// A parsed Swift file: its facts, the problem found in it, and the sorted hashes of the
        /// names its facts mention (see `Prefilter`).
        case source(SourceFacts, InputProblem?, mentions: [UInt64])
        /// A Swift file the prefilter skipped: the sorted hashes of the names it may declare, and a
        /// fingerprint of the type names the near-miss scan would read in it (see `Prefilter`).
        /// With them, the payload holds everything a run takes from the file.
        case skippedSource(declarations: [UInt64], typeNames: ContentKey)
        /// An Objective-C header or implementation: the classes and `IBAction` methods it declares.
        case objectiveC(classes: [ObjCClassDeclaration], actions: [ObjCActionDeclaration])
        /// An Xcode project file: its model or the problem that stopped it, as the driver encodes
        /// them (this module does not know the project reader), and every configuration file the
        /// reader asked for, with what it found there.
        case project(model: [UInt8], configurationFiles: [ConfigurationFileRead])
    }

    /// A configuration file an Xcode project's model was read with: the fingerprint of its content,
    /// `nil` when it could not be read (a CocoaPods `.xcconfig` before `pod install`) or was not
    /// opened because it is outside the repository (`refused`). Also the source root a
    /// `projectDirPath` names, which is never read: its content is `nil`, and `refused` the
    /// boundary's answer (the model holds while the answer is the same).
    public struct ConfigurationFileRead: Codable, Hashable, Sendable {
        public var path: String
        public var content: ContentKey?
        public var refused: Bool

        public init(path: String, content: ContentKey?, refused: Bool = false) {
            self.path = path
            self.content = content
            self.refused = refused
        }
    }

    /// The pack for the current working directory and `salt` (the extraction options).
    func packURL(salt: String) -> URL {
        var fingerprint = Fingerprint()
        fingerprint.add(Array("\(FileManager.default.currentDirectoryPath)\u{0}\(salt)".utf8))
        return URL(fileURLWithPath: directoryPath + "/" + fingerprint.hex + ".pack", isDirectory: false)
    }

    /// Opens this run's view of the cache: the previous pack, if it is whole and for `salt`, and
    /// no larger than `maximumPackSize(files:)` for a run over `files` inputs (a bigger one — a
    /// poisoned CI cache — is not read at all, and this run's pack replaces it).
    public func open(salt: String, files: Int = 0) -> CacheSession {
        CacheSession(
            url: packURL(salt: salt), salt: salt, runStart: Date().timeIntervalSince1970, trustWindow: trustWindow,
            maximumSize: Self.maximumPackSize(files: files))
    }

    /// The largest pack read for a run over `files` inputs: 16 MB, plus 64 KB a file (a real app's
    /// facts take a few KB a file; the 4,221-file app of the real-app check wrote about 6 MB).
    public static func maximumPackSize(files: Int) -> Int {
        16 * 1024 * 1024 + files * 64 * 1024
    }
}

/// A file's `stat` signature: any edit, replacement or `touch` changes it.
public struct FileSignature: Hashable, Sendable {
    var size: UInt64
    var modified: Int64
    var changed: Int64
    var inode: UInt64
    var device: UInt64

    /// The signature of the file at `path`, following symbolic links; `nil` if it cannot be read.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The signature `info` describes (`stat` of the file, following symbolic links).
    public init(_ info: stat) {
        // Wrapping arithmetic: a file dated past 2262 (tar keeps any date) must not trap; its
        // signature is then merely odd, and still changes when the file does.
        size = UInt64(truncatingIfNeeded: info.st_size)
        #if canImport(Darwin)
            modified = Int64(info.st_mtimespec.tv_sec) &* 1_000_000_000 &+ Int64(info.st_mtimespec.tv_nsec)
            changed = Int64(info.st_ctimespec.tv_sec) &* 1_000_000_000 &+ Int64(info.st_ctimespec.tv_nsec)
        #else
            modified = Int64(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int64(info.st_mtim.tv_nsec)
            changed = Int64(info.st_ctim.tv_sec) &* 1_000_000_000 &+ Int64(info.st_ctim.tv_nsec)
        #endif
        inode = UInt64(truncatingIfNeeded: info.st_ino)
        device = UInt64(truncatingIfNeeded: info.st_dev)
    }

    init(size: UInt64, modified: Int64, changed: Int64, inode: UInt64, device: UInt64) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
        self.device = device
    }
}

/// A 128-bit fingerprint: of a file's content, of a payload, or of a run's inputs.
public struct ContentKey: Hashable, Codable, Sendable {
    public var high: UInt64
    public var low: UInt64
}

/// One file's cache record.
public struct CacheRecord: Sendable {
    public var path: String
    public var signature: FileSignature
    /// Whether the signature alone may vouch for the content next time (not modified within two
    /// seconds of this run's start).
    var trusted: Bool
    public var key: ContentKey
    /// A fingerprint of `payload`: what a run takes from the file. A run's result is keyed on
    /// these, so an edit that leaves a file's facts as they were finds the last run's result.
    public var payloadKey: ContentKey
    /// For a Swift file the prefilter skipped and the run then parsed: the hashes of the names it
    /// may declare that other files or the storyboards wanted by the end of the run (whatever
    /// order the work queue took, so the record is the same on any thread count). While those files
    /// are unchanged, they pull the file in again, so an edit that keeps one of these names and
    /// the facts leaves the run as it was. Not part of the payload: any of them will do.
    public var pulledBy: [UInt64] = []
    /// The `FactsCache.Payload`, binary-encoded (for a record read from a pack, a slice of the
    /// pack's bytes: an unchanged run copies no payload).
    var payload: ArraySlice<UInt8>
}

/// The diagnostics of a run, under the key of everything they depend on (`Linter.resultKey`).
struct CachedResult: Sendable {
    var key: ContentKey
    /// The diagnostics as the driver encodes them (`CachedDiagnostic`).
    var payload: ArraySlice<UInt8>
}

/// One run's use of the cache: lookups against the previous pack, and the new pack at the end.
/// Immutable, so lookups are safe from any thread (the compiler checks it: no `@unchecked`).
public final class CacheSession: Sendable {
    let url: URL
    let salt: String
    let runStart: Double
    private let previous: RecordTable
    private let previousResult: CachedResult?
    /// The last run's findings for each of its lint units, by the unit's key (`Linter.UnitCache`).
    private let previousUnits: [ContentKey: ArraySlice<UInt8>]
    /// What the last run's project model looked at besides the listed files (`ReadLog.Read.coded`).
    public let previousReads: [String]

    let trustWindow: Double

    /// Signatures already taken in this run (by the unchanged-project check), so that files are
    /// not stat'ed twice; see `knowing(_:)`.
    public let knownSignatures: [String: FileSignature]
    /// Records this run has already made (the files read to look for the last run's result), used
    /// before the previous pack's; see `knowing(_:fresh:)`.
    private let fresh: [String: CacheRecord]

    init(url: URL, salt: String, runStart: Double, trustWindow: Double = 2, maximumSize: Int = .max) {
        self.url = url
        self.salt = salt
        self.runStart = runStart
        self.trustWindow = trustWindow
        // The size is checked before anything is read (and a pack that is not a regular file is not opened).
        let pack = (try? InputFile.bytes(atPath: url.path, limit: max(maximumSize, 0))).flatMap { Self.read($0, salt: salt) }
        previous = pack?.records ?? RecordTable([])
        previousResult = pack?.result
        previousUnits = pack?.units ?? [:]
        previousReads = pack?.reads ?? []
        knownSignatures = [:]
        fresh = [:]
    }

    private init(_ session: CacheSession, knownSignatures: [String: FileSignature], fresh: [String: CacheRecord]) {
        url = session.url
        salt = session.salt
        runStart = session.runStart
        trustWindow = session.trustWindow
        previous = session.previous
        previousResult = session.previousResult
        previousUnits = session.previousUnits
        previousReads = session.previousReads
        self.knownSignatures = knownSignatures
        self.fresh = fresh
    }

    /// The same session, with the signatures this run has already taken and the records it has
    /// already made (each used while its file's signature is the one it was made with).
    public func knowing(_ signatures: [String: FileSignature], fresh: [String: CacheRecord] = [:]) -> CacheSession {
        CacheSession(self, knownSignatures: signatures, fresh: fresh)
    }

    /// Whether the last run left a result (a run that changed files may still find it).
    public var hasResult: Bool { previousResult != nil }

    /// The file's signature: the one taken earlier in this run, else a fresh one.
    public func signature(of path: String) -> FileSignature? {
        knownSignatures[path] ?? FileSignature(path: path)
    }

    /// The stored result of the last run (encoded by the driver) when its key is `key`.
    public func cachedResult(for key: ContentKey) -> [UInt8]? {
        guard let previousResult, previousResult.key == key else { return nil }
        return Array(previousResult.payload)
    }

    /// The stored findings of a lint unit (encoded by the driver) whose key is `key`.
    public func cachedUnit(for key: ContentKey) -> [UInt8]? {
        previousUnits[key].map { Array($0) }
    }

    /// The previous record for `path` if its signature still matches and may be trusted; a record
    /// this run made (`knowing(_:fresh:)`) comes first, and needs only its signature to match.
    public func unchanged(_ path: String, signature: FileSignature?) -> CacheRecord? {
        // This run's own record: the file was read after this signature was taken.
        if let record = fresh[path] { return record.signature == signature ? record : nil }
        return previous[path].flatMap { Self.vouched($0, by: signature) }
    }

    /// `unchanged` for each of `paths` with the signature at the same position: a sorted list
    /// (the run's storyboards, then its Swift files...) is found in one pass of the pack's records.
    public func unchanged(_ paths: [String], signatures: [FileSignature?]) -> [CacheRecord?] {
        guard fresh.isEmpty else { return zip(paths, signatures).map { unchanged($0, signature: $1) } }
        return zip(previous.positions(of: paths), signatures).map { position, signature in
            position.flatMap { Self.vouched(previous.records[$0], by: signature) }
        }
    }

    /// A previous record, if the file's signature now is the one it was made with and that
    /// signature may vouch for the content (`CacheRecord.trusted`).
    private static func vouched(_ record: CacheRecord, by signature: FileSignature?) -> CacheRecord? {
        guard let signature, record.trusted, record.signature == signature else { return nil }
        return record
    }

    /// The previous pack's record for `path`, whatever the file is now.
    public func previousRecord(_ path: String) -> CacheRecord? { previous[path] }

    /// The record for `path` made from the same content: this run's own, else the previous one.
    public func sameContent(_ path: String, key: ContentKey) -> CacheRecord? {
        if let record = fresh[path], record.key == key { return record }
        guard let record = previous[path], record.key == key else { return nil }
        return record
    }

    /// The payload of `record`, or `nil` if it does not decode.
    public func payload(of record: CacheRecord) -> FactsCache.Payload? {
        try? BinaryCoder.decode(FactsCache.Payload.self, from: Array(record.payload), userInfo: [.sourcePath: record.path])
    }

    /// A new record for a file read in this run.
    public func record(
        path: String, signature: FileSignature?, key: ContentKey, payload: FactsCache.Payload, pulledBy: [UInt64] = []
    ) -> CacheRecord? {
        guard let signature, let bytes = try? BinaryCoder.encode(payload) else { return nil }
        var fingerprint = Fingerprint()
        fingerprint.add(bytes)
        return CacheRecord(
            path: path, signature: signature, trusted: isTrusted(signature), key: key, payloadKey: fingerprint.key,
            pulledBy: pulledBy, payload: bytes[...])
    }

    /// `record` carried into this run with the file's current signature.
    public func refreshed(_ record: CacheRecord, signature: FileSignature?) -> CacheRecord? {
        guard let signature else { return nil }
        var record = record
        record.signature = signature
        record.trusted = isTrusted(signature)
        return record
    }

    /// The later of the modification and change times must be two seconds before this run: a
    /// tool that writes a file and then restores its old modification time still moves the change
    /// time.
    private func isTrusted(_ signature: FileSignature) -> Bool {
        Double(max(signature.modified, signature.changed)) / 1e9 < runStart - trustWindow
    }

    /// Writes this run's pack, keeping the previous records of files this run did not look at
    /// (a `--changed` run must not evict the rest of the project) while they still exist, and
    /// the previous units' findings unless `units` replaces them, and the previous reads unless
    /// `reads` replaces them. Nothing is written when nothing changed.
    public func save(
        _ records: [CacheRecord], result: (key: ContentKey, payload: [UInt8])?,
        units: [(key: ContentKey, payload: [UInt8])]? = nil, reads: [String]? = nil
    ) {
        var byPath: [String: CacheRecord] = [:]
        for record in records { byPath[record.path] = record }
        // A run without a result of its own (`graph`) keeps the last one: its key still says whether it holds.
        let newResult = result.map { CachedResult(key: $0.key, payload: $0.payload[...]) } ?? previousResult
        var newUnits = previousUnits
        if let units {
            newUnits = [:]
            for unit in units { newUnits[unit.key] = unit.payload[...] }
        }
        let newReads = reads ?? previousReads
        var changed =
            byPath.count != previous.count || newResult?.key != previousResult?.key
            || Set(newUnits.keys) != Set(previousUnits.keys) || newReads != previousReads
        for (path, record) in byPath where !changed {
            guard let old = previous[path], old.signature == record.signature, old.trusted == record.trusted,
                old.key == record.key, old.payload == record.payload
            else {
                changed = true
                break
            }
        }
        for record in previous.records where byPath[record.path] == nil {
            let path = record.path
            // A file this run took the signature of exists (an early cutoff keeps every record).
            if knownSignatures[path] != nil || FileManager.default.fileExists(atPath: path) {
                byPath[path] = record
            } else {
                changed = true
            }
        }
        guard changed else { return }
        Self.removeStaleTemporaries(in: url.deletingLastPathComponent())
        let paths = Array(byPath.keys)
        let bytes = Self.write(
            PathOrder.ascending(paths).map { byPath[paths[$0]]! }, result: newResult, units: newUnits, reads: newReads,
            salt: salt)
        bytes.withUnsafeBytes { raw in
            // Written from the bytes in place (a `Data` copy of a large pack cost as much as the
            // encoding).
            guard let base = raw.baseAddress else { return }
            let data = Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: raw.count, deallocator: .none)
            do {
                do {
                    try data.write(to: url, options: .atomic)
                } catch {
                    try FileManager.default.createDirectory(
                        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try data.write(to: url, options: .atomic)
                }
            } catch {
                // A cache that cannot be written only costs speed.
            }
        }
    }

    /// Removes the temporary files that runs killed while writing a pack left in `folder`
    /// (Foundation's atomic writes: `.dat.nosync…`), once they are ten minutes old: a run that is
    /// writing now is never disturbed.
    static func removeStaleTemporaries(in folder: URL, now: Date = Date()) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for entry in entries where entry.hasPrefix(".") && entry.contains(".nosync") {
            let path = folder.appendingPathComponent(entry).path
            guard let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
                now.timeIntervalSince(modified) > 600
            else { continue }
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// magic, salt, record count, records, the result (a presence byte, its key and payload), the
    /// units' findings (a count, then each key and payload, by key), the model's reads (a count,
    /// then each), then a fingerprint of all the preceding bytes.
    static func write(
        _ records: [CacheRecord], result: CachedResult?, units: [ContentKey: ArraySlice<UInt8>] = [:],
        reads: [String] = [], salt: String
    ) -> [UInt8] {
        let out = BinaryEncoder()
        out.bytes = FactsCache.magic
        out.bytes.reserveCapacity(records.reduce(64) { $0 + $1.payload.count + $1.path.utf8.count + 64 })
        out.writeString(salt)
        out.writeVarint(UInt64(records.count))
        for record in records {
            out.writeString(record.path)
            out.writeVarint(record.signature.size)
            out.writeSigned(record.signature.modified)
            out.writeSigned(record.signature.changed)
            out.writeVarint(record.signature.inode)
            out.writeVarint(record.signature.device)
            out.bytes.append(record.trusted ? 1 : 0)
            out.writeVarint(record.key.high)
            out.writeVarint(record.key.low)
            out.writeVarint(record.payloadKey.high)
            out.writeVarint(record.payloadKey.low)
            out.writeVarint(UInt64(record.pulledBy.count))
            for name in record.pulledBy { out.writeVarint(name) }
            out.writeVarint(UInt64(record.payload.count))
            record.payload.withUnsafeBufferPointer { out.bytes.append(contentsOf: $0) }
        }
        if let result {
            out.bytes.append(1)
            out.writeVarint(result.key.high)
            out.writeVarint(result.key.low)
            out.writeVarint(UInt64(result.payload.count))
            result.payload.withUnsafeBufferPointer { out.bytes.append(contentsOf: $0) }
        } else {
            out.bytes.append(0)
        }
        out.writeVarint(UInt64(units.count))
        for key in units.keys.sorted(by: { ($0.high, $0.low) < ($1.high, $1.low) }) {
            out.writeVarint(key.high)
            out.writeVarint(key.low)
            out.writeVarint(UInt64(units[key]!.count))
            units[key]!.withUnsafeBufferPointer { out.bytes.append(contentsOf: $0) }
        }
        out.writeVarint(UInt64(reads.count))
        for read in reads { out.writeString(read) }
        var fingerprint = Fingerprint()
        fingerprint.add(out.bytes)
        let check = fingerprint.key
        out.writeVarint(check.high)
        out.writeVarint(check.low)
        return out.bytes
    }

    /// The records, result, units' findings and reads of a whole pack for `salt`; `nil` for anything else.
    static func read(
        _ bytes: [UInt8], salt: String
    ) -> (
        records: RecordTable, result: CachedResult?, units: [ContentKey: ArraySlice<UInt8>], reads: [String]
    )? {
        guard bytes.starts(with: FactsCache.magic) else { return nil }
        let input = BinaryDecoder(bytes: bytes, userInfo: [:])
        input.offset = FactsCache.magic.count
        do {
            guard try input.readString() == salt else { return nil }
            let count = try input.readVarint()
            guard count <= UInt64(bytes.count) else { return nil }
            var records: [CacheRecord] = []
            // The checksum is not verified yet: reserve no more than the bytes could hold.
            records.reserveCapacity(min(Int(count), (bytes.count - input.offset) / 16))
            for _ in 0..<count {
                let path = try input.readString()
                let signature = FileSignature(
                    size: try input.readVarint(), modified: try input.readSigned(),
                    changed: try input.readSigned(), inode: try input.readVarint(),
                    device: try input.readVarint())
                let trusted = try input.readBool()
                let key = ContentKey(high: try input.readVarint(), low: try input.readVarint())
                let payloadKey = ContentKey(high: try input.readVarint(), low: try input.readVarint())
                let names = try input.readVarint()
                guard names <= UInt64(bytes.count - input.offset) else { return nil }
                let pulledBy = try (0..<names).map { _ in try input.readVarint() }
                records.append(
                    CacheRecord(
                        path: path, signature: signature, trusted: trusted, key: key, payloadKey: payloadKey,
                        pulledBy: pulledBy, payload: try readPayload(input)))
            }
            var result: CachedResult?
            if try input.readBool() {
                result = CachedResult(
                    key: ContentKey(high: try input.readVarint(), low: try input.readVarint()),
                    payload: try readPayload(input))
            }
            let unitCount = try input.readVarint()
            guard unitCount <= UInt64(bytes.count - input.offset) else { return nil }
            var units: [ContentKey: ArraySlice<UInt8>] = [:]
            for _ in 0..<unitCount {
                let key = ContentKey(high: try input.readVarint(), low: try input.readVarint())
                units[key] = try readPayload(input)
            }
            let readCount = try input.readVarint()
            guard readCount <= UInt64(bytes.count - input.offset) else { return nil }
            let reads = try (0..<readCount).map { _ in try input.readString() }
            let end = input.offset
            var fingerprint = Fingerprint()
            fingerprint.add(bytes[..<end])
            let check = ContentKey(high: try input.readVarint(), low: try input.readVarint())
            guard check == fingerprint.key, input.offset == bytes.count else { return nil }
            return (RecordTable(records), result, units, reads)
        } catch {
            return nil
        }
    }

    private static func readPayload(_ input: BinaryDecoder) throws -> ArraySlice<UInt8> {
        let length = try input.readVarint()
        guard length <= UInt64(input.bytes.count - input.offset) else { throw input.corrupt("payload past the end") }
        defer { input.offset += Int(length) }
        return input.bytes[input.offset..<input.offset + Int(length)]
    }
}
