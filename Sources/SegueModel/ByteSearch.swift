import Foundation

/// Substring search over raw bytes: the cheap test that decides whether a file, or a function
/// body, can hold anything segue-related. A few needles are each found by `memchr` to its rarest
/// byte, then `memcmp`; needles whose bytes are common are found together in one pass over the text
/// (`PairTable`).
public struct ByteSearch: Sendable {
    /// Each needle with the offset of its rarest byte (by `perThousand`), which `memchr` looks
    /// for: in Swift source, looking for the `e` of `egue` stops at every 13th byte, its `g` at
    /// every 90th. Which byte only changes the speed of the search, never its result.
    private let needles: [(bytes: [UInt8], anchor: Int)]
    /// Those of two bytes or more, when `memchr` would stop often (`pairTableStops`); the others
    /// stay in `needles`.
    private let table: PairTable?

    /// Whether the needles are found by one pass over pairs of bytes (`PairTable`).
    var usesPairTable: Bool { table != nil }

    /// From this many expected stops of `memchr` per thousand bytes, over all needles' anchors,
    /// one pass over the text for all of them costs less: each stop costs about as much as
    /// 15–25 bytes of that pass. Over 32 MB of the apps' Swift, the segue words (about 100 stops
    /// per thousand) took 2.1–2.5 ns a byte by `memchr` and 1.2–1.5 by pairs, the local-type
    /// keywords (about 95) 1.9 and 1.4; over the apps' Objective-C headers the declaration words
    /// (`@interface`, `IBAction`; about 10) took 0.22 by `memchr` and 1.03 by pairs.
    static let pairTableStops = 50.0

    /// Searches for any of `needles`.
    public init(_ needles: [String]) {
        let all = needles.filter { !$0.isEmpty }.map { needle in
            let bytes = Array(needle.utf8)
            let anchor = bytes.indices.min { Self.perThousand(bytes[$0]) < Self.perThousand(bytes[$1]) } ?? 0
            return (bytes: bytes, anchor: anchor)
        }
        let stops = all.reduce(0) { $0 + Self.perThousand($1.bytes[$1.anchor]) }
        if stops >= Self.pairTableStops, all.contains(where: { $0.bytes.count >= 2 }) {
            table = PairTable(all.map(\.bytes).filter { $0.count >= 2 })
            self.needles = all.filter { $0.bytes.count < 2 }
        } else {
            table = nil
            self.needles = all
        }
    }

    /// About how often a byte occurs in Swift and Objective-C source, per thousand bytes: the
    /// bytes of `commonBytes` as measured over the apps of the real-app check (2026-11-28), an
    /// upper-case letter 3, `(`, `)` and `.` 10, anything else 2.
    static func perThousand(_ byte: UInt8) -> Double { frequencies[Int(byte)] }

    /// Space, line feed and the lower-case letters: the bytes whose frequencies were measured.
    private static let commonBytes = Array(" \netaoinsrlcdupmfhgybwvkxjqz".utf8)

    private static let frequencies: [Double] = (0..<256).map { value in
        let byte = UInt8(value)
        let measured: [Double] = [
            224, 27, 76, 56, 42, 40, 42, 39, 33, 42, 31, 23, 20, 19, 14, 12, 11.5, 11, 11.5, 7.4, 8.3, 6.7, 6.6, 3.8, 3, 1.4, 1.2,
            1.1,
        ]
        if let rank = commonBytes.firstIndex(of: byte) { return measured[rank] }
        if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { return 3 }
        if byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: ".") { return 10 }
        return 2
    }

    /// Whether any needle occurs in `bytes[range]`.
    public func occurs(in bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>? = nil) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let range = range ?? 0..<bytes.count
        let start = max(0, range.lowerBound)
        let end = min(bytes.count, range.upperBound)
        guard start < end else { return false }
        if let table, table.occurs(in: base + start, end - start) { return true }
        return needles.contains { Self.contains(base + start, end - start, $0.bytes, anchor: $0.anchor) }
    }

    /// Whether any needle occurs in `bytes`.
    public func occurs(in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { occurs(in: $0) }
    }

    /// Where the needles occur in all of `bytes`, found once, to answer for many ranges of them.
    public func occurrences(in bytes: UnsafeBufferPointer<UInt8>) -> Occurrences {
        guard let base = bytes.baseAddress else { return Occurrences(spans: []) }
        var spans: [Occurrences.Span] = []
        table?.collect(in: base, bytes.count, into: &spans)
        for needle in needles where bytes.count >= needle.bytes.count {
            var offset = needle.anchor
            let last = bytes.count - needle.bytes.count + needle.anchor
            while offset <= last, let found = memchr(base + offset, Int32(needle.bytes[needle.anchor]), last - offset + 1) {
                let start = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) - needle.anchor
                // The first and last bytes first: most places of a common anchor byte fail there.
                if base[start] == needle.bytes[0], base[start + needle.bytes.count - 1] == needle.bytes[needle.bytes.count - 1],
                    memcmp(base + start, needle.bytes, needle.bytes.count) == 0
                {
                    spans.append(Occurrences.Span(start: start, end: start + needle.bytes.count))
                }
                offset = start + needle.anchor + 1
            }
        }
        spans.sort { ($0.start, $0.end) < ($1.start, $1.end) }
        return Occurrences(spans: spans)
    }

    /// Every place the needles of a `ByteSearch` occur in one text, by where they start: whether
    /// one occurs in a range is a binary search, where `occurs(in:range:)` searches the range for
    /// each needle again (the extractor asks for each function and property of a file).
    public struct Occurrences: Sendable {
        struct Span: Sendable {
            var start: Int
            var end: Int
        }
        let spans: [Span]

        /// Those followed in `bytes` (the text they were found in) by a byte other than `excluded`,
        /// or by nothing.
        public func followed(byNoneOf excluded: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Occurrences {
            Occurrences(spans: spans.filter { $0.end >= bytes.count || !excluded.contains(bytes[$0.end]) })
        }

        /// Whether a needle occurs wholly inside `range`: the same answer as `occurs(in:range:)` on
        /// the text these were found in.
        public func occurs(in range: Range<Int>) -> Bool {
            var low = 0
            var high = spans.count
            while low < high {
                let middle = (low + high) / 2
                if spans[middle].start < range.lowerBound { low = middle + 1 } else { high = middle }
            }
            while low < spans.count, spans[low].start < range.upperBound {
                if spans[low].end <= range.upperBound { return true }
                low += 1
            }
            return false
        }
    }

    /// Many needles found in one pass: each needle is looked for at its rarest pair of adjacent
    /// bytes (by `perThousand`), and a bit for each of the 65,536 pairs says whether some needle
    /// has its pair there. The pass reads each pair of the text, and only where the bit is set
    /// compares the needles that have that pair with the text around it.
    struct PairTable: Sendable {
        /// A needle, its chosen pair (first byte high), and the pair's offset in it.
        struct Entry: Sendable {
            var bytes: [UInt8]
            var pair: UInt16
            var offset: Int
        }
        let entries: [Entry]
        /// 1,024 words of 64 bits: bit `pair` is set when some entry has that pair.
        let bits: [UInt64]

        init(_ needles: [[UInt8]]) {
            var bits = [UInt64](repeating: 0, count: 1_024)
            entries = needles.map { bytes in
                let offset = (0..<(bytes.count - 1)).min { Self.commonness(bytes, $0) < Self.commonness(bytes, $1) } ?? 0
                let pair = UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
                bits[Int(pair >> 6)] |= 1 << UInt64(pair & 63)
                return Entry(bytes: bytes, pair: pair, offset: offset)
            }
            self.bits = bits
        }

        /// How common the pair at `offset` is: its commoner byte's frequency, then both together.
        private static func commonness(_ bytes: [UInt8], _ offset: Int) -> (Double, Double) {
            let (first, second) = (ByteSearch.perThousand(bytes[offset]), ByteSearch.perThousand(bytes[offset + 1]))
            return (max(first, second), first + second)
        }

        /// Whether `entry` occurs in the `count` bytes at `base` with its pair at `index`.
        @inline(__always)
        private func matches(_ entry: Entry, at index: Int, _ base: UnsafePointer<UInt8>, _ count: Int) -> Bool {
            let start = index - entry.offset
            return start >= 0 && start + entry.bytes.count <= count && memcmp(base + start, entry.bytes, entry.bytes.count) == 0
        }

        /// Where the first pair at or after `index` whose bit is set starts. The loop calls
        /// nothing, so the text's position and the pair stay in registers.
        @inline(__always)
        private static func nextPair(
            _ base: UnsafePointer<UInt8>, _ count: Int, from index: Int, _ bits: UnsafePointer<UInt64>
        ) -> Int? {
            var index = index
            guard index + 1 < count else { return nil }
            var pair = UInt16(base[index])
            while index + 1 < count {
                pair = pair &<< 8 | UInt16(base[index + 1])
                if bits[Int(pair &>> 6)] & (1 &<< UInt64(pair & 63)) != 0 { return index }
                index &+= 1
            }
            return nil
        }

        /// Whether a needle occurs in the `count` bytes at `base`.
        func occurs(in base: UnsafePointer<UInt8>, _ count: Int) -> Bool {
            bits.withUnsafeBufferPointer { bits in
                guard let bits = bits.baseAddress else { return false }
                var index = 0
                while let found = Self.nextPair(base, count, from: index, bits) {
                    let pair = UInt16(base[found]) << 8 | UInt16(base[found + 1])
                    if entries.contains(where: { $0.pair == pair && matches($0, at: found, base, count) }) { return true }
                    index = found + 1
                }
                return false
            }
        }

        /// Appends where the needles occur in the `count` bytes at `base`.
        func collect(in base: UnsafePointer<UInt8>, _ count: Int, into spans: inout [Occurrences.Span]) {
            bits.withUnsafeBufferPointer { bits in
                guard let bits = bits.baseAddress else { return }
                var index = 0
                while let found = Self.nextPair(base, count, from: index, bits) {
                    let pair = UInt16(base[found]) << 8 | UInt16(base[found + 1])
                    for entry in entries where entry.pair == pair && matches(entry, at: found, base, count) {
                        let start = found - entry.offset
                        spans.append(Occurrences.Span(start: start, end: start + entry.bytes.count))
                    }
                    index = found + 1
                }
            }
        }
    }

    /// Whether `needle` occurs in the `count` bytes at `base`: `memchr` to each place its byte at
    /// `anchor` could be, then `memcmp` of the whole needle.
    fileprivate static func contains(_ base: UnsafePointer<UInt8>, _ count: Int, _ needle: [UInt8], anchor: Int) -> Bool {
        guard count >= needle.count else { return false }
        let byte = Int32(needle[anchor])
        // Where the anchor byte can be: from `anchor` to `count - needle.count + anchor`.
        var offset = anchor
        let last = count - needle.count + anchor
        while offset <= last {
            guard let found = memchr(base + offset, byte, last - offset + 1) else { return false }
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            let start = index - anchor
            if base[start] == needle[0], base[start + needle.count - 1] == needle[needle.count - 1],
                memcmp(base + start, needle, needle.count) == 0
            {
                return true
            }
            offset = index + 1
        }
        return false
    }
}

/// FNV-1a, 64 bits: the hash of names in the prefilter's lexical index, of keywords in the scan
/// of unread bodies, and of SARIF fingerprints (which must stay the same from run to run).
public enum FNV1a {
    @inlinable
    public static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }
}

extension StringProtocol {
    /// Whether `needle`'s UTF-8 bytes occur in this string's: a byte search. With Foundation
    /// imported, `contains(_:)` on two strings is Foundation's, which goes through `CFString`
    /// (compares by Unicode rules, costs a bridge and, the first time, Foundation's setup).
    /// Identifiers, paths and build settings compare by bytes.
    public func containsBytes(_ needle: String) -> Bool {
        let wanted = Array(needle.utf8)
        guard !wanted.isEmpty else { return true }
        let search = { (haystack: UnsafeBufferPointer<UInt8>) -> Bool in
            guard let base = haystack.baseAddress else { return false }
            return ByteSearch.contains(base, haystack.count, wanted, anchor: 0)
        }
        return utf8.withContiguousStorageIfAvailable(search) ?? Array(utf8).withUnsafeBufferPointer(search)
    }
}
