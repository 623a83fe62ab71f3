import Foundation
import SegueModel

/// Finds the classes an Objective-C header or implementation declares, with a small tokenizer over
/// the bytes (no regular expressions, no decoding): comments, string and character literals and
/// preprocessor lines are skipped, so `#define X @interface Fake` or `@"@interface"` declare
/// nothing. `@class` forward declarations, `@protocol` and categories are not recorded. Any bytes
/// are accepted in one linear pass; a name is recorded only when it is an ASCII identifier.
public enum ObjCDeclarationScanner {
    /// The file extensions (without the dot) of Objective-C headers and implementations.
    public static let extensions: Set<String> = ["h", "m", "mm"]

    /// The words a class declaration, an alias or an action needs.
    private static let declarationWords = ByteSearch(["@interface", "@implementation", "@compatibility_alias", "IBAction"])

    /// The class declarations in `bytes`, in source order; `path` goes into their locations.
    public static func scan(bytes: [UInt8], path: String) -> [ObjCClassDeclaration] {
        scanAll(bytes: bytes, path: path).classes
    }

    /// The class declarations and the `IBAction` methods in `bytes`, in one pass, in source order.
    public static func scanAll(bytes: [UInt8], path: String) -> (
        classes: [ObjCClassDeclaration], actions: [ObjCActionDeclaration]
    ) {
        // Every declaration starts at one of these words, spelled in one piece (a line splice
        // never joins a word), so a file without any declares nothing: most vendored C headers.
        bytes.withUnsafeBufferPointer { buffer in
            guard declarationWords.occurs(in: buffer) else { return ([], []) }
            var parser = ObjCDeclarationParser(lexer: ObjCLexer(bytes: buffer), path: path)
            let classes = parser.declarations()
            return (classes, parser.actions)
        }
    }
}

/// A token: an identifier, an `@` keyword (its range excludes the `@`), one punctuation byte, or
/// anything else (a number, a literal, a word with non-ASCII bytes). `start` is the offset of its
/// first byte (the `@` of a keyword); its line and column are counted only when a declaration needs them.
private struct ObjCToken {
    enum Kind { case word, atKeyword, punctuation, other }
    let kind: Kind
    let range: Range<Int>
    let first: UInt8
    let start: Int

    func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        kind == .punctuation && first == UInt8(ascii: scalar)
    }
}

/// Reads declarations from the token stream. Lookahead takes a token and restores the lexer (a
/// cheap copy) when it does not fit, which rescans at most one token: the scan stays linear.
private struct ObjCDeclarationParser {
    var lexer: ObjCLexer
    let path: String

    /// The `IBAction` methods found by `declarations()`.
    var actions: [ObjCActionDeclaration] = []
    /// The class whose `@interface` or `@implementation` the tokens are in.
    private var currentClass: String?
    /// Counts the lines of the tokens that become declarations.
    private var lines = LineCounter()

    init(lexer: ObjCLexer, path: String) {
        self.lexer = lexer
        self.path = path
    }

    mutating func declarations() -> [ObjCClassDeclaration] {
        var result: [ObjCClassDeclaration] = []
        while let token = lexer.next() {
            if token.isPunctuation("-") || token.isPunctuation("+") {
                if let action = action() { actions.append(action) }
                continue
            }
            guard token.kind == .atKeyword else { continue }
            // Keywords are compared as bytes: a `String` for each `@property`, `@end` or method
            // type was a fifth of the scan of a project of 1,339 Objective-C files.
            let found: ObjCClassDeclaration?
            if lexer.hasText(token, "interface") {
                found = interface()
            } else if lexer.hasText(token, "implementation") {
                found = implementation()
            } else if lexer.hasText(token, "compatibility_alias") {
                found = alias()
            } else {
                if lexer.hasText(token, "end") { currentClass = nil }
                found = nil
            }
            if let found {
                result.append(found)
                if found.kind != .alias { currentClass = found.name }
            }
        }
        return result
    }

    /// After a `-` or `+`: `(IBAction)name:(Type *)parameter more:(Type)other`, the selector
    /// `name:more:`; `nil` for anything else (other return types, expressions).
    private mutating func action() -> ObjCActionDeclaration? {
        guard punctuation("("), let type = word(), lexer.hasText(type, "IBAction"), punctuation(")") else { return nil }
        var selector = ""
        var first: ObjCToken?
        while let piece = word() {
            if first == nil { first = piece }
            guard punctuation(":") else {
                if selector.isEmpty { selector = lexer.text(piece) }
                break
            }
            selector += lexer.text(piece) + ":"
            if punctuation("(") {
                var depth = 1
                while depth > 0,
                    let token = take(where: { !($0.isPunctuation(";") || $0.isPunctuation("{") || $0.kind == .atKeyword) })
                {
                    if token.isPunctuation("(") { depth += 1 }
                    if token.isPunctuation(")") { depth -= 1 }
                }
                guard depth == 0 else { return nil }
            }
            // The parameter's name, after qualifiers such as `__unused`.
            while let name = take(where: { $0.kind == .word }), lexer.text(name).hasPrefix("__") {}
        }
        guard let first, !selector.isEmpty else { return nil }
        return ObjCActionDeclaration(selector: selector, className: currentClass, location: location(of: first))
    }

    /// `Name`, optional `<generics or protocols>`, then `: Super`, `()` (a class extension) or
    /// `(Category)` (not a class declaration).
    private mutating func interface() -> ObjCClassDeclaration? {
        guard let name = word() else { return nil }
        if punctuation("<"), !skipAngleBrackets() { return nil }
        if punctuation(":") { return declaration(.interface, name, superclass: word()) }
        if punctuation("("), !punctuation(")") { return nil }
        return declaration(.interface, name, superclass: nil)
    }

    private mutating func implementation() -> ObjCClassDeclaration? {
        guard let name = word(), !punctuation("(") else { return nil }
        return declaration(.implementation, name, superclass: nil)
    }

    private mutating func alias() -> ObjCClassDeclaration? {
        guard let alias = word(), let original = word() else { return nil }
        return declaration(.alias, alias, superclass: original)
    }

    private mutating func declaration(
        _ kind: ObjCClassDeclaration.Kind, _ name: ObjCToken,
        superclass: ObjCToken?
    ) -> ObjCClassDeclaration {
        ObjCClassDeclaration(
            kind: kind, name: lexer.text(name), superclass: superclass.map { lexer.text($0) },
            location: location(of: name))
    }

    private mutating func location(of token: ObjCToken) -> Location {
        let (line, column) = lines.position(of: token.start, in: lexer.bytes)
        return Location(file: path, line: line, column: column)
    }

    /// Skips past the `>` that closes an `<` just taken; `false` when a `;`, brace, `@` keyword or
    /// the end of the file comes first.
    private mutating func skipAngleBrackets() -> Bool {
        var depth = 1
        while let token = take(where: {
            !($0.kind == .atKeyword || $0.isPunctuation(";") || $0.isPunctuation("{")
                || $0.isPunctuation("}"))
        }) {
            if token.isPunctuation("<") { depth += 1 }
            if token.isPunctuation(">") { depth -= 1 }
            if depth == 0 { return true }
        }
        return false
    }

    private mutating func word() -> ObjCToken? {
        take { $0.kind == .word }
    }

    private mutating func punctuation(_ scalar: Unicode.Scalar) -> Bool {
        take { $0.isPunctuation(scalar) } != nil
    }

    /// The next token if it matches; otherwise the lexer is left where it was.
    private mutating func take(where matches: (ObjCToken) -> Bool) -> ObjCToken? {
        let saved = lexer
        if let token = lexer.next(), matches(token) { return token }
        lexer = saved
        return nil
    }
}

/// The line and UTF-8 column of offsets asked for in increasing order: each question counts the
/// newlines since the previous one (`memchr`), so a file's declarations cost one pass together.
private struct LineCounter {
    private var counted = 0
    private var line = 1
    private var lineStart = 0

    /// Lines end at `\n` (so CRLF counts once); the column is 1-based.
    mutating func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        if offset < counted { self = LineCounter() }
        while let newline = ObjCLexer.find(UInt8(ascii: "\n"), in: bytes, from: counted, before: offset) {
            line += 1
            lineStart = newline + 1
            counted = newline + 1
        }
        counted = offset
        return (line, offset - lineStart + 1)
    }
}

/// Splits the bytes into tokens, skipping white space, comments, literals and preprocessor lines.
/// Works on the file's buffer in place; comments and lines are skipped with `memchr`.
private struct ObjCLexer {
    let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    /// Only blanks and comments precede `index` on its line, so a `#` here starts a directive.
    private var atLineStart = true
    /// Inside a preprocessor directive: its tokens are dropped until a newline without a backslash.
    private var inDirective = false

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    func text(_ token: ObjCToken) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[token.range]), as: UTF8.self)
    }

    /// Whether the token's text is `word`, compared as bytes.
    func hasText(_ token: ObjCToken, _ word: StaticString) -> Bool {
        word.withUTF8Buffer { UnsafeBufferPointer(rebasing: bytes[token.range]).elementsEqual($0) }
    }

    mutating func next() -> ObjCToken? {
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                index += 1
                atLineStart = true
                inDirective = false
            } else if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                index += 1
            } else if byte == UInt8(ascii: "\\"), splice(at: index) > 0 {
                index += splice(at: index)
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                skipLineComment()
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
            } else if byte == UInt8(ascii: "#"), atLineStart {
                atLineStart = false
                inDirective = true
                index += 1
            } else {
                atLineStart = false
                let token = lexToken()
                if !inDirective { return token }
            }
        }
        return nil
    }

    /// From `//` to the first newline that no backslash splices (`\` before `\n` or `\r\n`).
    private mutating func skipLineComment() {
        var from = index + 2
        while let newline = Self.find(UInt8(ascii: "\n"), in: bytes, from: from, before: bytes.count) {
            let before = bytes[newline - 1]
            let spliced =
                before == UInt8(ascii: "\\")
                || (before == UInt8(ascii: "\r") && bytes[newline - 2] == UInt8(ascii: "\\"))
            if !spliced {
                index = newline
                return
            }
            from = newline + 1
        }
        index = bytes.count
    }

    /// From `/*` past the first `*/` after it (an unterminated comment runs to the end of the file).
    private mutating func skipBlockComment() {
        var from = index + 2
        while let star = Self.find(UInt8(ascii: "*"), in: bytes, from: from, before: bytes.count) {
            if peek(at: star + 1) == UInt8(ascii: "/") {
                index = star + 2
                return
            }
            from = star + 1
        }
        index = bytes.count
    }

    /// Lexes one token at `index`, which holds neither white space nor a comment.
    private mutating func lexToken() -> ObjCToken {
        let start = index
        let byte = bytes[index]
        var kind = ObjCToken.Kind.punctuation
        var range: Range<Int>?
        if Self.isIdentifierStart(byte) || byte >= 0x80 {
            kind = skipWord() ? .word : .other
        } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            // A number: a `'` inside is a C++14 digit separator (`1'000`), not a character literal.
            while index < bytes.count,
                Self.isIdentifierByte(bytes[index]) || bytes[index] == UInt8(ascii: ".")
                    || (bytes[index] == UInt8(ascii: "'") && Self.isIdentifierByte(peek(1)))
            {
                index += 1
            }
            kind = .other
        } else if byte == UInt8(ascii: "@"), Self.isIdentifierStart(peek(1)) {
            index += 1
            let wordStart = index
            kind = skipWord() ? .atKeyword : .other
            range = wordStart..<index
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            skipLiteral(closedBy: byte)
            kind = .other
        } else {
            index += 1
        }
        // Every token takes a byte at least, so the scan always ends (a word start that is no
        // word byte would otherwise stop it in place).
        if index == start { index += 1 }
        return ObjCToken(kind: kind, range: range ?? (start..<index), first: byte, start: start)
    }

    /// Skips identifier bytes (and non-ASCII ones, which clang allows in identifiers); whether all
    /// were ASCII.
    private mutating func skipWord() -> Bool {
        var ascii = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x80 {
                ascii = false
            } else if !Self.isIdentifierByte(byte) {
                break
            }
            index += 1
        }
        return ascii
    }

    /// Skips a string or character literal (`@"…"` is `@` then a string); an unterminated one
    /// ends at the end of its line, as in clang.
    private mutating func skipLiteral(closedBy quote: UInt8) {
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            let byte = bytes[index]
            index = min(bytes.count, index + (byte == UInt8(ascii: "\\") ? max(2, splice(at: index)) : 1))
            if byte == quote { return }
        }
    }

    /// The length of a backslash-newline at `position` (2, or 3 with CRLF), else 0.
    private func splice(at position: Int) -> Int {
        guard peek(at: position) == UInt8(ascii: "\\") else { return 0 }
        let after = peek(at: position + 1)
        if after == UInt8(ascii: "\n") { return 2 }
        return after == UInt8(ascii: "\r") && peek(at: position + 2) == UInt8(ascii: "\n") ? 3 : 0
    }

    private func peek(_ offset: Int) -> UInt8 {
        peek(at: index + offset)
    }

    private func peek(at position: Int) -> UInt8 {
        position < bytes.count ? bytes[position] : 0
    }

    /// The offset of the first `byte` in `bytes[from..<end]`, by `memchr`.
    static func find(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int, before end: Int) -> Int? {
        guard let base = bytes.baseAddress, from < end else { return nil }
        guard let found = memchr(base + from, Int32(byte), end - from) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// `[A-Za-z_$]`.
    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "_"), UInt8(ascii: "$"):
            true
        default: false
        }
    }

    /// `[A-Za-z0-9_$]`.
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        // One bit per ASCII byte: `$` and digits below 64, letters and `_` from 64.
        let low: UInt64 = 1 << 36 | 0x3FF << 48
        let high: UInt64 = 0x7FF_FFFE | 1 << 31 | 0x3FF_FFFF << 33
        return byte < 64 ? low >> byte & 1 == 1 : byte < 128 && high >> (byte - 64) & 1 == 1
    }
}
