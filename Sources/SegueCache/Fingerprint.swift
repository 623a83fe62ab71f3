import Foundation

/// A fast non-cryptographic 128-bit content fingerprint (two independent 64-bit lanes over 8-byte
/// words, murmur-style finalisation). Stable across runs and machines, unlike `Hasher`.
public struct Fingerprint {
    /// A fingerprint of nothing yet.
    public init() {}

    private var lane1: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var lane2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private var length: UInt64 = 0

    /// The fingerprint of `kind`, `path`, `salt` and the content.
    public static func content(kind: String, path: String, salt: String, bytes: [UInt8]) -> ContentKey {
        var fingerprint = Fingerprint()
        fingerprint.add(Array("\(kind)\u{0}\(path)\u{0}\(salt)\u{0}".utf8))
        fingerprint.add(bytes)
        return fingerprint.key
    }

    public mutating func add<Bytes: ContiguousBytes>(_ bytes: Bytes) {
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
            length &+= UInt64(raw.count)
        }
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

    public var key: ContentKey {
        let first = Self.finalize(lane1 ^ length)
        return ContentKey(high: first, low: Self.finalize(lane2 &+ first))
    }

    /// The key as 32 lowercase hexadecimal digits. By hand: `String(format:)` goes through
    /// Foundation's locale-aware formatter, about 5 % of a run on an empty folder.
    var hex: String {
        let key = key
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8](repeating: 0, count: 32)
        for (offset, word) in [key.high, key.low].enumerated() {
            for nibble in 0..<16 {
                text[offset * 16 + nibble] = digits[Int(truncatingIfNeeded: word >> UInt64(60 - 4 * nibble)) & 0xF]
            }
        }
        return String(decoding: text, as: UTF8.self)
    }
}
