import SegueModel
import SwiftSyntax

/// Byte offsets of line starts, built with one scan of the source. Turns a syntax position into a
/// 1-based line and UTF-8 column far more cheaply than `SourceLocationConverter`, which walks the
/// whole tree to build the same table.
struct LineTable {
    private let starts: [Int]
    let path: String

    init(source: String, path: String) {
        self.path = path
        var starts = [0]
        var utf8 = source
        utf8.withUTF8 { bytes in
            starts.reserveCapacity(bytes.count / 32 + 1)
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
                starts.append(index + 1)
            }
        }
        self.starts = starts
    }

    /// The location of a position in the tree parsed from the same source.
    func location(of position: AbsolutePosition) -> Location {
        let offset = position.utf8Offset
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return Location(file: path, line: low + 1, column: offset - starts[low] + 1)
    }
}
