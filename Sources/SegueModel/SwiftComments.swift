/// Swift's block comments, read on bytes: `/* … */`, nested as Swift nests them. The byte scans
/// that skip comments without parsing (the prefilter's word scan, the unread-body scan) share it.
public enum SwiftComments {
    /// The index just past the `*/` that closes the `/*` at `start`, nested comments counted; the
    /// end of the bytes, and `closed` false, when it never closes.
    public static func endOfBlockComment(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (end: Int, closed: Bool) {
        var index = start
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return (index, true) }
            } else {
                index += 1
            }
        }
        return (index, false)
    }
}
