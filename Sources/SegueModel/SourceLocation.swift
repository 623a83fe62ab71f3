/// A place in an input file. Lines are 1-based; columns are 1-based UTF-8 byte offsets
/// (the convention of clang and swiftc), `nil` where the parser cannot know the column.
public struct SourceLocation: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The file path as it was discovered (absolute or relative to the working directory).
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based UTF-8 column, or `nil` when unknown.
    public var column: Int?

    /// Creates a location.
    public init(file: String, line: Int, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// Orders by file, line, then column (a missing column sorts first).
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        return (lhs.column ?? 0) < (rhs.column ?? 0)
    }

    /// `file:line:column` or `file:line`.
    public var description: String {
        if let column { return "\(file):\(line):\(column)" }
        return "\(file):\(line)"
    }
}
