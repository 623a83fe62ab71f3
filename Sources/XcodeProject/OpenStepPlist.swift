/// A value of an OpenStep ("old-style ASCII") property list, the format of `project.pbxproj`.
public enum PlistValue: Hashable, Sendable {
    /// A quoted or unquoted string.
    case string(String)
    /// `( value, value, )`.
    case array([PlistValue])
    /// `{ key = value; … }`.
    case dictionary(PlistDictionary)
    /// `<0fbd7a…>`.
    case data([UInt8])

    /// The string, if this is one.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements, if this is an array.
    public var array: [PlistValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The entries, if this is a dictionary.
    public var dictionary: PlistDictionary? {
        if case .dictionary(let value) = self { return value }
        return nil
    }
}

/// A property list's `{ key = value; … }`: its entries in the order written. A project's objects
/// have a handful of keys each, found faster by comparing them than by hashing each one as a
/// `Dictionary` would when the file is parsed and at each lookup. A dictionary of more than
/// `indexedCount` entries (the table of objects, build settings) also keeps each key's position,
/// so no lookup is slower than hashing, whatever the file holds. A key written twice has its last
/// value, as in a `Dictionary` built in the file's order.
public struct PlistDictionary: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    /// One `key = value;`.
    public struct Entry: Hashable, Sendable {
        public var key: String
        public var value: PlistValue
    }

    /// Above this many entries, keys are found by hashing.
    static let indexedCount = 16

    /// The entries in the order written, repeated keys included.
    public let entries: [Entry]
    /// Each key's last position in `entries`, for a dictionary of more than `indexedCount`.
    private let positions: [String: Int]?

    /// A dictionary of `entries`.
    public init(_ entries: [Entry] = []) {
        self.entries = entries
        guard entries.count > Self.indexedCount else {
            positions = nil
            return
        }
        var positions: [String: Int] = Dictionary(minimumCapacity: entries.count)
        for (position, entry) in entries.enumerated() { positions[entry.key] = position }
        self.positions = positions
    }

    public init(dictionaryLiteral elements: (String, PlistValue)...) {
        self.init(elements.map { Entry(key: $0.0, value: $0.1) })
    }

    /// The value of `key`: the last one written.
    public subscript(key: String) -> PlistValue? {
        if let positions { return positions[key].map { entries[$0].value } }
        var index = entries.count
        while index > 0 {
            index -= 1
            if entries[index].key == key { return entries[index].value }
        }
        return nil
    }

    /// The position in `entries` of `key`'s last value.
    public func position(of key: String) -> Int? {
        if let positions { return positions[key] }
        var index = entries.count
        while index > 0 {
            index -= 1
            if entries[index].key == key { return index }
        }
        return nil
    }

    /// The entries that hold each key's last value, in the order written.
    public var lastEntries: [Entry] {
        let positions = positions ?? Dictionary(entries.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { $1 })
        return entries.enumerated().filter { positions[$0.element.key] == $0.offset }.map(\.element)
    }

    /// Each key with its last value.
    public var dictionary: [String: PlistValue] {
        var result: [String: PlistValue] = Dictionary(minimumCapacity: entries.count)
        for entry in entries { result[entry.key] = entry.value }
        return result
    }

    /// Equal when each key has the same last value, whatever the order.
    public static func == (lhs: PlistDictionary, rhs: PlistDictionary) -> Bool {
        lhs.dictionary == rhs.dictionary
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(dictionary)
    }
}

/// Reads an OpenStep property list from bytes. Hand-written for `project.pbxproj`: one pass, no
/// recursion (nesting is an explicit stack, bounded by `nestingLimit`), `//` and `/* */`
/// comments, quoted strings with the format's escapes (`\"`, `\\`, `\n`, `\t`, octal `\012`,
/// `\U00e9`), unquoted strings (`[A-Za-z0-9_$+/:.-]`), `<hex>` data. It is several times faster than
/// Foundation's `PropertyListSerialization` on large projects (measured in docs/performance.md),
/// and an error names the line and what was expected there.
struct OpenStepParser {
    /// Why the bytes are not a property list, and the line where that became clear.
    struct Failure: Error {
        var message: String
        var line: Int
    }

    /// The file's bytes, read without bounds checks in release builds: every read is guarded by
    /// `index < bytes.count`.
    private let bytes: UnsafeBufferPointer<UInt8>
    private let nestingLimit: Int
    private var index = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, nestingLimit: Int) {
        self.bytes = bytes
        self.nestingLimit = nestingLimit
    }

    /// The property list in `bytes` (a UTF-8 byte order mark is skipped).
    static func parse(_ bytes: [UInt8], nestingLimit: Int) throws -> PlistValue {
        try bytes.withUnsafeBufferPointer { buffer in
            var parser = OpenStepParser(bytes: buffer, nestingLimit: nestingLimit)
            if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
            return try parser.parseDocument()
        }
    }

    private enum Mode { case value, keyOrClose, elementOrClose, afterValue }
    private enum Container { case dictionary, array }

    /// Open containers, innermost last; each kind's contents live in their own stack, mutated
    /// in place (a container held in an enum would be copied on every insertion).
    private struct OpenContainers {
        var containers: [Container] = []
        var dictionaries: [[PlistDictionary.Entry]] = []
        var keys: [String] = []
        var arrays: [[PlistValue]] = []
    }

    /// What one step of the parse gave: the next mode, or a finished value for its container.
    private enum Step {
        case next(Mode)
        case finished(PlistValue)
    }

    /// The top-level value, read in one loop over `Mode`s with the nesting on an explicit stack.
    private mutating func parseDocument() throws -> PlistValue {
        var stack = OpenContainers()
        var mode = Mode.value
        while true {
            skipBlanksAndComments()
            let step: Step
            switch mode {
            case .value: step = try valueStep(&stack)
            case .keyOrClose: step = try keyOrCloseStep(&stack)
            case .elementOrClose: step = try elementOrCloseStep(&stack)
            case .afterValue: step = .next(try afterValueStep(in: stack.containers.last))
            }
            switch step {
            case .next(let next):
                mode = next
            case .finished(let value):
                if let done = try deliver(value, &stack) { return done }
                mode = .afterValue
            }
        }
    }

    /// Where a value starts: opens a dictionary or an array, or reads data or a string.
    @inline(__always) private mutating func valueStep(_ stack: inout OpenContainers) throws -> Step {
        guard index < bytes.count else { throw failure("the file ends where a value should be") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            try open(&stack.containers, .dictionary)
            stack.dictionaries.append([])
            return .next(.keyOrClose)
        case UInt8(ascii: "("):
            try open(&stack.containers, .array)
            stack.arrays.append([])
            return .next(.elementOrClose)
        case UInt8(ascii: "<"):
            return .finished(.data(try parseData()))
        default:
            return .finished(.string(try parseString(what: "a value")))
        }
    }

    /// In a dictionary: its `}`, or a key and its `=`.
    @inline(__always) private mutating func keyOrCloseStep(_ stack: inout OpenContainers) throws -> Step {
        guard index < bytes.count else { throw failure("the file ends inside a dictionary (missing '}')") }
        if bytes[index] == UInt8(ascii: "}") {
            index += 1
            stack.containers.removeLast()
            return .finished(.dictionary(PlistDictionary(stack.dictionaries.removeLast())))
        }
        stack.keys.append(try parseString(what: "a key or '}'"))
        skipBlanksAndComments()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw failure("expected '=' after a key") }
        index += 1
        return .next(.value)
    }

    /// In an array: its `)`, or an element.
    @inline(__always) private mutating func elementOrCloseStep(_ stack: inout OpenContainers) throws -> Step {
        guard index < bytes.count else { throw failure("the file ends inside an array (missing ')')") }
        if bytes[index] == UInt8(ascii: ")") {
            index += 1
            stack.containers.removeLast()
            return .finished(.array(stack.arrays.removeLast()))
        }
        return .next(.value)
    }

    /// After a value: the `;` of a dictionary, or the `,` or `)` of an array.
    @inline(__always) private mutating func afterValueStep(in container: Container?) throws -> Mode {
        guard index < bytes.count else {
            throw failure("the file ends after a value (missing ';', ',' or a closing bracket)")
        }
        if container == .dictionary {
            guard bytes[index] == UInt8(ascii: ";") else { throw failure("expected ';' after a value") }
            index += 1
            return .keyOrClose
        } else if bytes[index] == UInt8(ascii: ",") {
            index += 1
            return .elementOrClose
        } else if bytes[index] == UInt8(ascii: ")") {
            return .elementOrClose
        } else {
            throw failure("expected ',' or ')' after an array element")
        }
    }

    /// Hands a closed container to its parent; returns it when it was the top-level value.
    private func deliver(_ value: PlistValue, _ stack: inout OpenContainers) throws -> PlistValue? {
        switch stack.containers.last {
        case nil:
            var rest = self
            rest.skipBlanksAndComments()
            guard rest.index == bytes.count else { throw rest.failure("unexpected text after the property list") }
            return value
        case .dictionary?:
            stack.dictionaries[stack.dictionaries.count - 1].append(
                PlistDictionary.Entry(key: stack.keys.removeLast(), value: value))
        case .array?:
            stack.arrays[stack.arrays.count - 1].append(value)
        }
        return nil
    }

    private mutating func open(_ containers: inout [Container], _ container: Container) throws {
        guard containers.count < nestingLimit else {
            throw failure(
                "not read: the property list nests \(containers.count + 1) deep here (seguelint reads at most \(nestingLimit) levels)"
            )
        }
        containers.append(container)
        index += 1
    }

    private mutating func skipBlanksAndComments() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    index += 1
                }
                index = min(index + 2, bytes.count)
            } else {
                return
            }
        }
    }

    /// The bytes of an unquoted string (`[A-Za-z0-9_$+/:.-]`), as a table looked up once a byte.
    private static let unquoted: [Bool] = (0...255).map { value in
        switch UInt8(value) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
            UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    private mutating func parseString(what: String) throws -> String {
        guard index < bytes.count else { throw failure("the file ends where \(what) should be") }
        if bytes[index] == UInt8(ascii: "\"") { return try parseQuoted() }
        let start = index
        Self.unquoted.withUnsafeBufferPointer { unquoted in
            while index < bytes.count, unquoted[Int(bytes[index])] { index += 1 }
        }
        guard index > start else {
            let byte = bytes[index]
            let hex = Array("0123456789ABCDEF")
            let shown =
                byte >= 0x21 && byte < 0x7F
                ? "'\(Character(UnicodeScalar(byte)))'"
                : "byte 0x\(hex[Int(byte >> 4)])\(hex[Int(byte & 0xF)])"
            throw failure("unexpected \(shown) where \(what) should be")
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private mutating func parseQuoted() throws -> String {
        index += 1
        let start = index
        // Fast path: no escapes.
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") { index += 1 }
        guard index < bytes.count else { throw failure("the file ends inside a quoted string") }
        if bytes[index] == UInt8(ascii: "\"") {
            index += 1
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index - 1]), as: UTF8.self)
        }
        var text = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: text, as: UTF8.self)
            }
            guard byte == UInt8(ascii: "\\") else {
                text.append(byte)
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { break }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "a"): text.append(0x07)
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "v"): text.append(0x0B)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(escaped - UInt8(ascii: "0"))
                for _ in 0..<2 where index < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                    value = value * 8 + Int(bytes[index] - UInt8(ascii: "0"))
                    index += 1
                }
                text.append(UInt8(truncatingIfNeeded: value))
            case UInt8(ascii: "U"):
                var value: UInt32 = 0
                for _ in 0..<4 {
                    guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else { break }
                    value = value * 16 + UInt32(digit)
                    index += 1
                }
                text += Array(String(Character(UnicodeScalar(value) ?? "\u{FFFD}")).utf8)
            default:
                text.append(escaped)
            }
        }
        throw failure("the file ends inside a quoted string")
    }

    private mutating func parseData() throws -> [UInt8] {
        index += 1
        var data: [UInt8] = []
        var high: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: ">") {
                guard high == nil else { throw failure("odd number of hex digits in data") }
                return data
            }
            if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D { continue }
            guard let digit = Self.hexValue(byte) else { throw failure("unexpected character in data") }
            if let first = high {
                data.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
        }
        throw failure("the file ends inside data (missing '>')")
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// A failure at the current position, with its line (counted only now, on the way out).
    private func failure(_ message: String) -> Failure {
        let end = min(index, bytes.count)
        var line = 1
        for byte in bytes[..<end] where byte == 0x0A { line += 1 }
        return Failure(message: message, line: line)
    }
}
