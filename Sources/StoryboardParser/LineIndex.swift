import Foundation

/// Byte offsets of line starts, to turn a libxml2 line number into a UTF-8 column by finding the
/// element's text on that line.
struct LineIndex {
    private let buffer: UnsafeBufferPointer<UInt8>
    private var starts: [Int] = [0]

    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
        var starts = [0]
        starts.reserveCapacity(buffer.count / 40 + 1)
        if let base = buffer.baseAddress {
            var offset = 0
            while offset < buffer.count,
                let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset)
            {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                starts.append(index + 1)
                offset = index + 1
            }
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

extension LineIndex {
    /// Whether the content starts like XML: a byte-order mark (libxml2 then detects the encoding),
    /// or `<` after optional white space.
    func looksLikeXML() -> Bool {
        guard let first = buffer.first else { return false }
        if first == 0xEF || first == 0xFE || first == 0xFF || first == 0x00 { return true }
        for byte in buffer {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D: continue
            case UInt8(ascii: "<"): return true
            default: return false
            }
        }
        return false
    }

    /// The line of the first `<!DOCTYPE` in the prolog (before the root element), if any.
    /// Storyboards never have one; a document that does is refused before libxml2 reads it.
    func doctypeLineInProlog() -> Int? {
        let doctype = Array("<!DOCTYPE".utf8)
        var index = 0
        while index < buffer.count {
            if buffer[index] == UInt8(ascii: "<"), index + 1 < buffer.count {
                let next = buffer[index + 1]
                if next == UInt8(ascii: "!"), index + doctype.count <= buffer.count,
                    Array(buffer[index..<(index + doctype.count)]) == doctype
                {
                    return line(atOffset: index)
                }
                let isNameStart = (next >= 0x41 && next <= 0x5A) || (next >= 0x61 && next <= 0x7A) || next == 0x5F
                if isNameStart { return nil }
            }
            index += 1
        }
        return nil
    }

    private func line(atOffset offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }
}
