import Foundation
import SegueModel
import SwiftParser
import SwiftSyntax

/// Turns one Swift file into `SourceFacts` with swift-syntax. The syntax tree lives only for the
/// duration of the call: facts are kept, trees are not.
public enum SwiftFactsExtractor {
    /// Reads and extracts the file at `path`. A file that cannot be read gives empty facts and a
    /// problem; a file that is not valid UTF-8 gives a problem *and* the facts of its decoded text
    /// (invalid bytes replaced), so one bad byte does not hide the rest of the file.
    public static func extract(
        contentsOf path: String,
        options: ExtractionOptions = ExtractionOptions()
    ) -> (facts: SourceFacts, problem: InputProblem?) {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.bytes(atPath: path, limit: InputFile.swiftSizeLimit)
        } catch {
            let problem = InputProblem(
                kind: .swiftSource, location: Location(file: path, line: 1),
                message: "cannot read Swift source: \(error)")
            return (SourceFacts(path: path), problem)
        }
        return extract(bytes: bytes, path: path, options: options)
    }

    /// Extracts facts from a file's bytes; `path` is used for locations only.
    /// `brackets` is `BracketNesting.estimate(bytes)` when the caller already took it.
    public static func extract(
        bytes: [UInt8], path: String,
        options: ExtractionOptions = ExtractionOptions(), brackets known: BracketNesting.Estimate? = nil
    ) -> (facts: SourceFacts, problem: InputProblem?) {
        if InputProblem.isGitCryptEncrypted(bytes) {
            return (
                SourceFacts(path: path),
                InputProblem(
                    kind: .swiftSource, location: Location(file: path, line: 1),
                    message: InputProblem.encryptedMessage)
            )
        }
        let brackets = known ?? BracketNesting.estimate(bytes)
        if brackets.units > options.bracketBudget {
            return (
                SourceFacts(path: path),
                InputProblem(
                    kind: .swiftSource, location: Location(file: path, line: brackets.line),
                    message: "not parsed: square brackets nest \(brackets.deepest) deep here, and swift-syntax's parser takes "
                        + "time exponential in that depth (this file would exceed seguelint's budget for it)")
            )
        }
        var problem: InputProblem?
        if brackets.deepestNesting > BracketNesting.nestingWarningDepth {
            problem = InputProblem(
                kind: .swiftSource, location: Location(file: path, line: brackets.nestingLine),
                message:
                    "read in part: brackets, parentheses and braces nest \(brackets.deepestNesting) deep from here; swift-syntax's "
                    + "parser skips code nested deeper than it allows, so findings in this file may be missing", isWarning: true)
        }
        if let bad = UTF8Validation.firstInvalidByte(in: bytes) {
            problem = InputProblem(
                kind: .swiftSource, location: Location(file: path, line: bad.line, column: bad.column),
                message: "Swift source is not valid UTF-8 (byte 0x\(String(bad.byte, radix: 16, uppercase: true))); "
                    + "invalid bytes were replaced before linting")
        }
        // Where the body needles occur in the file: a body is left out only when none occurs in its
        // text (and no needle spans a brace); the visitor maps what it asks back to the file. With
        // invalid UTF-8 the source's bytes are repaired, and move.
        var bodyNeedles: BodyNeedleSites?
        if problem == nil { bodyNeedles = BodyNeedleSites(bytes, options: options) }
        if options.leavesOutUnreadBodies, let found = bodyNeedles, let unread = UnreadBodies.unreadBodies(bytes, needles: found) {
            let compacted = UnreadBodies.compacted(bytes, leavingOut: unread)
            let source = String(decoding: compacted.bytes, as: UTF8.self)
            let original = (bytes: bytes, offsets: compacted.offsets)
            return (extract(source: source, path: path, options: options, bodyNeedles: found, original: original), problem)
        }
        let source = String(decoding: bytes, as: UTF8.self)
        return (extract(source: source, path: path, options: options, bodyNeedles: bodyNeedles), problem)
    }

    /// Extracts facts from Swift source held in memory; `path` is used for locations only.
    public static func extract(source: String, path: String, options: ExtractionOptions = ExtractionOptions()) -> SourceFacts {
        extract(source: source, path: path, options: options, bodyNeedles: nil)
    }

    /// `bodyNeedles`: where `options.bodyNeedles` occur in the file, when the caller found them.
    /// `original`: the file's bytes and the map to them, when `source` has unread bodies left out.
    static func extract(
        source: String, path: String, options: ExtractionOptions, bodyNeedles: BodyNeedleSites?,
        original: (bytes: [UInt8], offsets: OffsetMap)? = nil
    ) -> SourceFacts {
        var source = source
        var original = original
        var tree = Parser.parse(source: source)
        // Leaving bodies out changes no fact where swift-syntax reads the braces as the scan did;
        // in a file with a syntax error its recovery may not (`guard x els }`): such a file is
        // parsed whole.
        if tree.hasError, let file = original?.bytes {
            source = String(decoding: file, as: UTF8.self)
            original = nil
            tree = Parser.parse(source: source)
        }
        let visitor = FactsVisitor(
            path: path, source: source, options: options, bodyNeedles: bodyNeedles, original: original)
        visitor.walk(tree)
        var facts = visitor.facts
        if ByteSearch([SuppressionScanner.marker]).occurs(in: visitor.bytes) {
            facts.suppressions = SuppressionScanner.directives(in: tree, lines: visitor.lines)
        }
        return facts
    }
}

/// Finds the first byte sequence that is not valid UTF-8, with its line and column.
public enum UTF8Validation {
    /// Whether the bytes are valid UTF-8.
    public static func isValid(_ bytes: [UInt8]) -> Bool {
        firstInvalidByte(in: bytes) == nil
    }

    struct Invalid {
        var byte: UInt8
        var line: Int
        var column: Int
    }

    static func firstInvalidByte(in bytes: [UInt8]) -> Invalid? {
        bytes.withUnsafeBufferPointer { buffer in
            let raw = UnsafeRawBufferPointer(buffer)
            let count = buffer.count
            var index = 0
            while index < count {
                // ASCII runs (most of any source file) eight bytes at a time, also between the
                // multi-byte characters of a file that has some.
                while index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                }
                guard index < count else { break }
                let byte = buffer[index]
                if byte < 0x80 {
                    index += 1
                    continue
                }
                guard let length = sequenceLength(buffer, at: index) else { return invalid(buffer, at: index) }
                index += length
            }
            return nil
        }
    }

    /// The length of the valid multi-byte sequence that starts at `index`, or nil.
    private static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let byte = bytes[index]
        let length: Int
        switch byte {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 { return nil }
        // Overlong and surrogate forms.
        let second = bytes[index + 1]
        if (byte == 0xE0 && second < 0xA0) || (byte == 0xED && second > 0x9F) || (byte == 0xF0 && second < 0x90)
            || (byte == 0xF4 && second > 0x8F)
        {
            return nil
        }
        return length
    }

    /// The invalid byte at `index`, with its line and column (counted only once one is found).
    private static func invalid(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Invalid {
        var line = 1
        var lineStart = 0
        for position in 0..<index where bytes[position] == UInt8(ascii: "\n") {
            line += 1
            lineStart = position + 1
        }
        return Invalid(byte: bytes[index], line: line, column: index - lineStart + 1)
    }
}

/// A guard against swift-syntax's one known blow-up: its parser (603.0.1) takes time exponential in
/// the nesting depth of square brackets (`[[[[…` in an expression or a type, balanced or not:
/// 22 levels take seconds, 30 would take hours), which a hostile file can exploit with a few
/// hundred bytes. The work is estimated from the bytes, as 2^depth for every `[` of code, and a file
/// over the budget is reported instead of parsed. Brackets inside string literals (ANSI escapes such
/// as `"\u{001B}[38;5;208m"`: a real app has one literal with 1,636 of them) are one token to the
/// parser and cost nothing; brackets in comments count from the comment's depth, which ends with it.
/// Where the lexer could disagree with the parser about what is a literal, it reads code: a `/`
/// (a regex literal or a division) makes the rest of its line code, where no quote opens a
/// literal; an extended regex `#/…/#` is code; a one-line literal ends at its line's end, backslash
/// or not. Code inside an interpolation `\(…)` is counted as code. When a literal or a comment is
/// left open at the end of the file, every `[` counts, which only errs on the side of refusing.
/// Real code stays far below the budget: even a generated table with thousands of `[` five deep
/// costs a few percent of it.
public enum BracketNesting {
    /// About half a second of swift-syntax's time in a release build (2^20 units; one
    /// `[[…[1]…]]` 19 levels deep costs 2^20).
    public static let budget: UInt64 = 1 << 20

    /// The estimated work, and the deepest nesting with the line it is on.
    public struct Estimate: Sendable {
        public var units: UInt64
        public var deepest: Int
        public var line: Int
        /// The deepest nesting of `(`, `[` and `{` together in code, and the line where it is first reached.
        public var deepestNesting = 0
        public var nestingLine = 1
    }

    /// Deeper nesting of brackets, parentheses and braces is reported: swift-syntax's parser reads
    /// nothing nested deeper than 256 levels in a release build (20 in a debug build), so facts past
    /// that point may be missing. The same bound in every build, so the output never depends on it.
    public static let nestingWarningDepth = 200

    public static func estimate(_ bytes: [UInt8]) -> Estimate {
        estimate(bytes, skippingLiterals: true) ?? estimate(bytes, skippingLiterals: false)!
    }

    /// What the lexer is inside of.
    private enum Mode {
        /// Code; `parentheses` counts the open `(` of an interpolation's code, so its `)` is known.
        case code(parentheses: Int)
        /// A string literal: `"` or `"""`, with the number of `#` of a raw string, and the bracket
        /// depth of the code where it opened.
        case string(multiline: Bool, hashes: Int, outerDepth: Int)
        /// A `/* … */` comment, nested comments counted, and the bracket depth where it opened.
        case comment(depth: Int, outerDepth: Int)
    }

    /// The estimate counting only the brackets of code, or of every byte; `nil` when a literal or
    /// a comment is still open at the end.
    static func estimate(_ bytes: [UInt8], skippingLiterals: Bool) -> Estimate? {
        var scanner = Scanner(bytes: bytes)
        while scanner.index < scanner.count {
            if skippingLiterals, case .code = scanner.stack[scanner.stack.count - 1] {
                // Code between the bytes that matter (most of it) is passed over in one loop.
                scanner.index = scanner.skipOrdinaryCode()
                guard scanner.index < scanner.count else { break }
            }
            let byte = scanner.bytes[scanner.index]
            if byte == UInt8(ascii: "\n") { scanner.line += 1 }
            guard skippingLiterals else {
                scanner.tally(byte)
                scanner.index += 1
                continue
            }
            switch scanner.stack[scanner.stack.count - 1] {
            case .code(let parentheses):
                scanner.code(byte, parentheses: parentheses)
            case .string(let multiline, let hashes, let outerDepth):
                scanner.string(byte, multiline: multiline, hashes: hashes, outerDepth: outerDepth)
            case .comment(let level, let outerDepth):
                scanner.comment(byte, level: level, outerDepth: outerDepth)
            }
        }
        guard !skippingLiterals || scanner.stack.count == 1 else { return nil }
        return scanner.estimate
    }

    /// The cursor and counts of one pass of `estimate(_:skippingLiterals:)`. Each step reads the
    /// byte at `index` and moves past it (and past whatever it opens or closes).
    private struct Scanner {
        let bytes: [UInt8]
        let count: Int
        var index = 0
        var line = 1
        /// The nesting of square brackets, which sets a `[`'s cost.
        var depth = 0
        /// The nesting of `(`, `[` and `{` together, in code.
        var nesting = 0
        var estimate = Estimate(units: 0, deepest: 0, line: 1)
        var stack: [Mode] = [.code(parentheses: 0)]

        init(bytes: [UInt8]) {
            self.bytes = bytes
            count = bytes.count
        }

        /// The bytes a step in code acts on: the others only move the cursor.
        private static let codeBytes: [Bool] = (0..<256).map { byte in
            Array("/#\"(){}[]\n".utf8).contains(UInt8(byte))
        }

        /// The index of the first byte at or after the cursor that a step in code acts on (or the end).
        func skipOrdinaryCode() -> Int {
            Self.codeBytes.withUnsafeBufferPointer { table in
                bytes.withUnsafeBufferPointer { buffer in
                    var position = index
                    while position < count, !table[Int(buffer[position])] { position += 1 }
                    return position
                }
            }
        }

        /// The byte `offset` past the cursor; 0 past the end.
        @inline(__always) func at(_ offset: Int) -> UInt8 { index + offset < count ? bytes[index + offset] : 0 }

        /// Opens (1) or closes (-1) a level of nesting, noting the deepest and its line.
        @inline(__always) mutating func nest(_ change: Int) {
            nesting = max(nesting + change, 0)
            if nesting > estimate.deepestNesting {
                estimate.deepestNesting = nesting
                estimate.nestingLine = line
            }
        }

        /// Counts a `[` (2^depth units, noting the deepest and its line) or a `]`; ignores other bytes.
        @inline(__always) mutating func tally(_ byte: UInt8) {
            switch byte {
            case UInt8(ascii: "["):
                depth += 1
                let cost: UInt64 = depth >= 63 ? .max : 1 << UInt64(depth)
                let (sum, overflow) = estimate.units.addingReportingOverflow(cost)
                estimate.units = overflow ? .max : sum
                if depth > estimate.deepest {
                    estimate.deepest = depth
                    estimate.line = line
                }
            case UInt8(ascii: "]"):
                depth = max(depth - 1, 0)
            default:
                break
            }
        }

        /// A step in code: comments, regexes and literals open here; brackets and nesting count.
        @inline(__always) mutating func code(_ byte: UInt8, parentheses: Int) {
            switch byte {
            case UInt8(ascii: "/") where at(1) == UInt8(ascii: "/"):
                let outerDepth = depth
                tallyToEndOfLine()
                depth = outerDepth
            case UInt8(ascii: "/") where at(1) == UInt8(ascii: "*"):
                stack.append(.comment(depth: 1, outerDepth: depth))
                index += 2
            case UInt8(ascii: "/"):
                // A regex literal or a division: the rest of the line is read as code, where no
                // quote opens a literal (so `/"/` can't hide the lines after it).
                index += 1
                tallyToEndOfLine()
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                openLiteral(byte)
            case UInt8(ascii: "("):
                nest(1)
                stack[stack.count - 1] = .code(parentheses: parentheses + 1)
                index += 1
            case UInt8(ascii: ")"):
                if parentheses == 0, stack.count > 1 {
                    stack.removeLast()  // the end of an interpolation
                } else {
                    nest(-1)
                    stack[stack.count - 1] = .code(parentheses: max(parentheses - 1, 0))
                }
                index += 1
            default:
                // Nesting counts code only: not comments, not literals.
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { nest(1) }
                if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") { nest(-1) }
                tally(byte)
                index += 1
            }
        }

        /// Tallies the bytes up to the end of the line, leaving the cursor on its newline.
        mutating func tallyToEndOfLine() {
            while index < count, bytes[index] != UInt8(ascii: "\n") {
                tally(bytes[index])
                index += 1
            }
        }

        /// A `#` or `"` in code: opens an extended regex or a string literal, else is passed over.
        mutating func openLiteral(_ byte: UInt8) {
            var hashes = 0
            while at(hashes) == UInt8(ascii: "#") { hashes += 1 }
            if byte == UInt8(ascii: "#"), at(hashes) == UInt8(ascii: "/") {
                // An extended regex literal `#/…/#`: its brackets count as code, up to its end.
                index += hashes + 1
                return extendedRegex(hashes: hashes)
            }
            guard at(hashes) == UInt8(ascii: "\"") else {
                index += 1
                return
            }
            let multiline = at(hashes + 1) == UInt8(ascii: "\"") && at(hashes + 2) == UInt8(ascii: "\"")
            stack.append(.string(multiline: multiline, hashes: hashes, outerDepth: depth))
            index += hashes + (multiline ? 3 : 1)
        }

        /// The body of an extended regex literal, tallied as code, up to and past its `/#…`.
        mutating func extendedRegex(hashes: Int) {
            while index < count {
                if bytes[index] == UInt8(ascii: "/") {
                    var closes = true
                    for offset in 0..<hashes where at(1 + offset) != UInt8(ascii: "#") { closes = false }
                    if closes {
                        index += 1 + hashes
                        return
                    }
                }
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                tally(bytes[index])
                index += 1
            }
        }

        /// A step in a string literal: escapes, interpolations and its end.
        @inline(__always) mutating func string(_ byte: UInt8, multiline: Bool, hashes: Int, outerDepth: Int) {
            // Brackets inside a literal are one token to the parser: they cost nothing.
            if byte == UInt8(ascii: "\\") {
                var matched = true
                for offset in 0..<hashes where at(1 + offset) != UInt8(ascii: "#") { matched = false }
                if matched { return escape(multiline: multiline, hashes: hashes) }
            } else if byte == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                var closes = true
                for offset in 0..<quotes where at(offset) != UInt8(ascii: "\"") { closes = false }
                for offset in 0..<hashes where at(quotes + offset) != UInt8(ascii: "#") { closes = false }
                if closes {
                    stack.removeLast()
                    depth = outerDepth
                    index += quotes + hashes
                    return
                }
            } else if byte == UInt8(ascii: "\n"), !multiline {
                stack.removeLast()  // a one-line literal ends at the line's end (unterminated)
                depth = outerDepth
            }
            index += 1
        }

        /// A backslash with the literal's `#`s: an interpolation opens code; other escapes are skipped.
        mutating func escape(multiline: Bool, hashes: Int) {
            if at(1 + hashes) == UInt8(ascii: "(") {
                stack.append(.code(parentheses: 0))
                index += 2 + hashes
                return
            }
            // A backslash-newline continues only a multi-line literal.
            if at(1 + hashes) == UInt8(ascii: "\n") && !multiline {
                index += 1
                return
            }
            if at(1 + hashes) == UInt8(ascii: "\n") { line += 1 }
            index += 2 + hashes
        }

        /// A step in a `/* … */` comment: nested comments open and close; brackets count.
        @inline(__always) mutating func comment(_ byte: UInt8, level: Int, outerDepth: Int) {
            if byte == UInt8(ascii: "*"), at(1) == UInt8(ascii: "/") {
                if level == 1 {
                    stack.removeLast()
                    depth = outerDepth
                } else {
                    stack[stack.count - 1] = .comment(depth: level - 1, outerDepth: outerDepth)
                }
                index += 2
                return
            }
            if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
                stack[stack.count - 1] = .comment(depth: level + 1, outerDepth: outerDepth)
                index += 2
                return
            }
            tally(byte)
            index += 1
        }
    }

    /// Whether parsing the bytes could take longer than the budget allows.
    public static func isOverBudget(_ bytes: [UInt8]) -> Bool {
        estimate(bytes).units > budget
    }

    /// Whether the bytes hold too few `[` for their estimate to exceed `budget`, whatever their
    /// nesting and wherever they are (code, literals, comments): `n` of them cost at most
    /// 2 + 4 + … + 2^n = 2^(n+1) − 2 units, when each is nested in the one before. Counting is a
    /// `memchr` per `[`, stopped at the first one too many; most files have fewer than 20.
    public static func cannotExceed(_ budget: UInt64, _ bytes: [UInt8]) -> Bool {
        // The most `[` that fit: the largest n with 2^(n+1) − 2 <= budget.
        var allowed = 0
        while allowed < 62, (UInt64(1) << UInt64(allowed + 2)) - 2 <= budget { allowed += 1 }
        return bytes.withUnsafeBufferPointer { buffer in
            guard var cursor = buffer.baseAddress.map(UnsafeRawPointer.init) else { return true }
            let end = cursor + buffer.count
            var found = 0
            while cursor < end, let hit = memchr(cursor, Int32(UInt8(ascii: "[")), end - cursor) {
                found += 1
                if found > allowed { return false }
                cursor = UnsafeRawPointer(hit) + 1
            }
            return true
        }
    }
}
