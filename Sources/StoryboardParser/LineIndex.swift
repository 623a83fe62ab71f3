/// Byte offsets of line starts, to turn a libxml2 line number into a UTF-8 column by finding the
/// element's text on that line.
struct LineIndex {
    private let buffer: UnsafeBufferPointer<UInt8>
    private var starts: [Int] = [0]

    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
        var starts = [0]
        starts.reserveCapacity(buffer.count / 40 + 1)
        for index in buffer.indices where buffer[index] == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        self.starts = starts
    }

    /// The 1-based UTF-8 column where `needle` first occurs on `line` at or after `fromColumn`,
    /// or `nil` when the line does not hold it (e.g. a start tag split over several lines).
    func column(of needle: [UInt8], onLine line: Int, fromColumn: Int = 1) -> Int? {
        guard line >= 1, line <= starts.count, !needle.isEmpty else { return nil }
        let lineStart = starts[line - 1]
        let lineEnd = line < starts.count ? starts[line] : buffer.count
        var index = lineStart + max(0, fromColumn - 1)
        let last = lineEnd - needle.count
        while index <= last {
            if buffer[index] == needle[0] {
                var matched = true
                for offset in 1..<needle.count where buffer[index + offset] != needle[offset] {
                    matched = false
                    break
                }
                if matched { return index - lineStart + 1 }
            }
            index += 1
        }
        return nil
    }
}
