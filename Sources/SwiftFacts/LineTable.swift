import SegueModel
import SwiftSyntax

/// Byte offsets of line starts, built with one scan of the source. Turns a syntax position into a
/// 1-based line and UTF-8 column far more cheaply than `SourceLocationConverter`, which walks the
/// whole tree to build the same table.
struct LineTable {
    private let starts: [Int]
    let path: String
    /// From a position in the parsed text to the same place in the file.
    private let offsets: OffsetMap

    /// The lines of a file's `bytes`, whose parsed text `offsets` maps back to them.
    init(bytes: [UInt8], path: String, offsets: OffsetMap) {
        self.path = path
        self.offsets = offsets
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        self.starts = starts
    }

    /// The location of a position in the tree parsed from the source (or its compacted text).
    func location(of position: AbsolutePosition) -> Location {
        let offset = offsets.original(position.utf8Offset)
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return Location(file: path, line: low + 1, column: offset - starts[low] + 1)
    }
}

/// Where each place of a text with ranges left out (`UnreadBodies.compacted`) was in the original:
/// an offset past a left-out range moves by what was left out before it. Empty, it changes nothing.
struct OffsetMap: Sendable, Equatable {
    /// For each left-out range, in order: the offset in the compacted text where what follows it
    /// starts, and the bytes left out up to there.
    private var ends: [Int] = []
    private var removed: [Int] = []

    /// Notes `count` bytes left out just before offset `end` of the compacted text.
    mutating func leaveOut(_ count: Int, endingAt end: Int) {
        ends.append(end)
        removed.append((removed.last ?? 0) + count)
    }

    func original(_ offset: Int) -> Int {
        // The last range that ends at or before `offset`.
        var low = 0
        var high = ends.count
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? offset : offset + removed[low - 1]
    }
}

extension UnreadBodies {
    /// The bytes without what `ranges` (sorted, apart) hold but their line ends, and the map from
    /// an offset in the result to the same place in `bytes`.
    static func compacted(_ bytes: [UInt8], leavingOut ranges: [Range<Int>]) -> (bytes: [UInt8], offsets: OffsetMap) {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var offsets = OffsetMap()
        var copied = 0
        for range in ranges {
            result += bytes[copied..<range.lowerBound]
            var kept = 0
            for index in range where isLineEnd(bytes[index]) {
                result.append(bytes[index])
                kept += 1
            }
            offsets.leaveOut(range.count - kept, endingAt: result.count)
            copied = range.upperBound
        }
        result += bytes[copied...]
        return (result, offsets)
    }
}
