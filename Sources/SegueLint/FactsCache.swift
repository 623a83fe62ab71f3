import Foundation
import SegueModel

/// An on-disk cache of per-file facts, keyed by the file's content, its path, the extraction
/// options and the tool version. One small file per entry, written atomically (temporary file +
/// rename), so two concurrent runs can share it. An entry that is unreadable, truncated, of
/// another version or for another key is ignored and rebuilt — never trusted.
public struct FactsCache: Sendable {
    /// Bumped whenever the facts' shape or meaning changes.
    static let formatVersion = "6"

    /// The folder entries live in (created on first write).
    public let directory: URL

    /// A cache rooted at `path`, with a subfolder per tool and format version and per build of the
    /// executable (its size and modification time), so a rebuilt seguelint never reads facts an
    /// older extractor wrote.
    public init(path: String, build: String = FactsCache.currentBuild) {
        directory = URL(fileURLWithPath: path)
            .appendingPathComponent("facts-\(ReporterSupport.toolVersion)-\(Self.formatVersion)-\(build)")
    }

    /// The running executable's size and modification time, as a short fingerprint.
    public static var currentBuild: String {
        guard let path = Bundle.main.executablePath,
              let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return "unknown" }
        let size = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        var fingerprint = Fingerprint()
        fingerprint.add(Array("\(size)-\(modified)".utf8))
        return String(fingerprint.hex.prefix(12))
    }

    /// `$XDG_CACHE_HOME/seguelint`, `~/Library/Caches/seguelint` on macOS, else `~/.cache/seguelint`.
    public static var defaultPath: String {
        let environment = ProcessInfo.processInfo.environment
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return xdg + "/seguelint" }
        let home = environment["HOME"] ?? NSTemporaryDirectory()
        #if os(macOS)
        return home + "/Library/Caches/seguelint"
        #else
        return home + "/.cache/seguelint"
        #endif
    }

    /// What a cache entry holds.
    enum Payload: Codable {
        case storyboard(Storyboard)
        case storyboardProblem(InputProblem)
        case source(SourceFacts, InputProblem?)
    }

    private struct Entry: Codable {
        var key: String
        var payload: Payload
    }

    /// The entry's key: a 128-bit fingerprint of kind, path, options and content.
    static func key(kind: String, path: String, salt: String, bytes: [UInt8]) -> String {
        var fingerprint = Fingerprint()
        fingerprint.add(Array("\(kind)\u{0}\(path)\u{0}\(salt)\u{0}".utf8))
        fingerprint.add(bytes)
        return fingerprint.hex
    }

    /// The entry for `key`, whose locations all belong to `path`.
    func load(_ key: String, path: String) -> Payload? {
        let url = location(of: key)
        let decoder = JSONDecoder()
        decoder.userInfo[.sourcePath] = path
        guard let data = try? Data(contentsOf: url),
              let entry = try? decoder.decode(Entry.self, from: data),
              entry.key == key else { return nil }
        return entry.payload
    }

    func store(_ payload: Payload, for key: String) {
        let url = location(of: key)
        do {
            let data = try JSONEncoder().encode(Entry(key: key, payload: payload))
            do {
                try data.write(to: url, options: .atomic)
            } catch {
                // First write of a run (or the folder was removed): create it and try once more.
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try data.write(to: url, options: .atomic)
            }
        } catch {
            // A cache that cannot be written only costs speed.
        }
    }

    private func location(of key: String) -> URL {
        directory.appendingPathComponent(key + ".json")
    }
}

/// A fast non-cryptographic 128-bit content fingerprint (two independent 64-bit lanes over 8-byte
/// words, murmur-style finalisation). Stable across runs and machines, unlike `Hasher`.
struct Fingerprint {
    private var lane1: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var lane2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private var length: UInt64 = 0

    mutating func add(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var index = 0
            while index + 8 <= raw.count {
                mix(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self).littleEndian)
                index += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while index < raw.count {
                tail |= UInt64(raw[index]) << shift
                shift += 8
                index += 1
            }
            mix(tail ^ (UInt64(raw.count & 7) << 56))
        }
        length &+= UInt64(bytes.count)
    }

    private mutating func mix(_ word: UInt64) {
        lane1 = ((lane1 ^ word) &* 0x87C3_7B91_1142_53D5)
        lane1 = (lane1 << 31) | (lane1 >> 33)
        lane2 = ((lane2 ^ ((word << 17) | (word >> 47))) &* 0x4CF5_AD43_2745_937F)
        lane2 ^= lane2 >> 29
    }

    private static func finalize(_ value: UInt64) -> UInt64 {
        var x = value
        x ^= x >> 33
        x = x &* 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33
        x = x &* 0xC4CE_B9FE_1A85_EC53
        x ^= x >> 33
        return x
    }

    var hex: String {
        let first = Self.finalize(lane1 ^ length)
        let second = Self.finalize(lane2 &+ first)
        return String(format: "%016llx%016llx", first, second)
    }
}
