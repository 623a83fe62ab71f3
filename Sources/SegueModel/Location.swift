/// A place in an input file. Lines are 1-based; columns are 1-based UTF-8 byte offsets
/// (the convention of clang and swiftc), `nil` where the parser cannot know the column.
public struct Location: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
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
    public static func < (lhs: Location, rhs: Location) -> Bool {
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

extension CodingUserInfoKey {
    /// The file every `Location` in a cached entry belongs to: locations are stored as
    /// `[line, column]` only, since one file's facts never point into another file.
    public static let sourcePath = CodingUserInfoKey(rawValue: "seguelint.sourcePath")!
}

extension Location {
    /// Decodes `[line]` or `[line, column]`; the file comes from `userInfo[.sourcePath]`.
    public init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let line = try container.decode(Int.self)
        let column = container.isAtEnd ? nil : try container.decode(Int.self)
        self.init(file: decoder.userInfo[.sourcePath] as? String ?? "", line: line, column: column)
    }

    /// Encodes `[line]` or `[line, column]` (the file is the entry's own).
    public func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(line)
        if let column { try container.encode(column) }
    }
}
