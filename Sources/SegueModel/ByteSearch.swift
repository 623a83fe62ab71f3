import Foundation

/// Substring search over raw bytes (`memchr` to each candidate first byte, then `memcmp`): the
/// cheap test that decides whether a file, or a function body, can hold anything segue-related.
public struct ByteSearch: Sendable {
    private let needles: [[UInt8]]

    /// Searches for any of `needles`.
    public init(_ needles: [String]) {
        self.needles = needles.filter { !$0.isEmpty }.map { Array($0.utf8) }
    }

    /// Whether any needle occurs in `bytes[range]`.
    public func occurs(in bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>? = nil) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let range = range ?? 0..<bytes.count
        let start = max(0, range.lowerBound)
        let end = min(bytes.count, range.upperBound)
        guard start < end else { return false }
        return needles.contains { Self.contains(base + start, end - start, $0) }
    }

    /// Whether any needle occurs in `bytes`.
    public func occurs(in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { occurs(in: $0) }
    }

    private static func contains(_ base: UnsafePointer<UInt8>, _ count: Int, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, count >= needle.count else { return false }
        var offset = 0
        let last = count - needle.count
        while offset <= last {
            guard let found = memchr(base + offset, Int32(first), last - offset + 1) else { return false }
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + index, needle, needle.count) == 0 { return true }
            offset = index + 1
        }
        return false
    }
}
