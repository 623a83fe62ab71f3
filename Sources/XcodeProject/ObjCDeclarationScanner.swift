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
        guard declarationWords.occurs(in: bytes) else { return ([], []) }
        var parser = ObjCDeclarationParser(lexer: ObjCLexer(bytes: bytes), path: path)
        let classes = parser.declarations()
        return (classes, parser.actions)
    }
}

/// A token: an identifier, an `@` keyword (its range excludes the `@`), one punctuation byte, or
/// anything else (a number, a literal, a word with non-ASCII bytes).
private struct ObjCToken {
    enum Kind { case word, atKeyword, punctuation, other }
    let kind: Kind
    let range: Range<Int>
    let first: UInt8
    let line: Int
    let column: Int

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
            let keyword = lexer.text(token)
            let found: ObjCClassDeclaration? =
                switch keyword {
                case "interface": interface()
                case "implementation": implementation()
                case "compatibility_alias": alias()
                default: nil
                }
            if keyword == "end" { currentClass = nil }
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
        guard punctuation("("), let type = word(), lexer.text(type) == "IBAction", punctuation(")") else { return nil }
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
        return ObjCActionDeclaration(
            selector: selector, className: currentClass,
            location: Location(file: path, line: first.line, column: first.column))
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

    private func declaration(
        _ kind: ObjCClassDeclaration.Kind, _ name: ObjCToken,
        superclass: ObjCToken?
    ) -> ObjCClassDeclaration {
        ObjCClassDeclaration(
            kind: kind, name: lexer.text(name), superclass: superclass.map { lexer.text($0) },
            location: Location(file: path, line: name.line, column: name.column))
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

/// Splits the bytes into tokens, skipping white space, comments, literals and preprocessor lines.
/// Lines end at `\n` (so CRLF counts once); columns are 1-based UTF-8 byte offsets.
private struct ObjCLexer {
    let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// Only blanks and comments precede `index` on its line, so a `#` here starts a directive.
    private var atLineStart = true
    /// Inside a preprocessor directive: its tokens are dropped until a newline without a backslash.
    private var inDirective = false

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    func text(_ token: ObjCToken) -> String {
        String(decoding: bytes[token.range], as: UTF8.self)
    }

    mutating func next() -> ObjCToken? {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                advance()
                atLineStart = true
                inDirective = false
            } else if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                advance()
            } else if splice(at: index) > 0 {
                advance(splice(at: index))
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { advance(max(1, splice(at: index))) }
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                advance(2)
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) { advance() }
                advance(2)
            } else if byte == UInt8(ascii: "#"), atLineStart {
                atLineStart = false
                inDirective = true
                advance()
            } else {
                atLineStart = false
                let token = lexToken()
                if !inDirective { return token }
            }
        }
        return nil
    }

    /// Lexes one token at `index`, which holds neither white space nor a comment.
    private mutating func lexToken() -> ObjCToken {
        let start = index
        let line = self.line
        let column = index - lineStart + 1
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
                advance()
            }
            kind = .other
        } else if byte == UInt8(ascii: "@"), Self.isIdentifierStart(peek(1)) {
            advance()
            let wordStart = index
            kind = skipWord() ? .atKeyword : .other
            range = wordStart..<index
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            skipLiteral(closedBy: byte)
            kind = .other
        } else {
            advance()
        }
        return ObjCToken(kind: kind, range: range ?? (start..<index), first: byte, line: line, column: column)
    }

    /// Skips identifier bytes (and non-ASCII ones, which clang allows in identifiers); whether all
    /// were ASCII.
    private mutating func skipWord() -> Bool {
        var ascii = true
        while index < bytes.count, Self.isIdentifierByte(bytes[index]) || bytes[index] >= 0x80 {
            if bytes[index] >= 0x80 { ascii = false }
            advance()
        }
        return ascii
    }

    /// Skips a string or character literal (`@"…"` is `@` then a string); an unterminated one
    /// ends at the end of its line, as in clang.
    private mutating func skipLiteral(closedBy quote: UInt8) {
        advance()
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            let byte = bytes[index]
            advance(byte == UInt8(ascii: "\\") ? max(2, splice(at: index)) : 1)
            if byte == quote { return }
        }
    }

    /// The length of a backslash-newline at `position` (2, or 3 with CRLF), else 0.
    private func splice(at position: Int) -> Int {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\\") else { return 0 }
        let after = position + 1 < bytes.count ? bytes[position + 1] : 0
        if after == UInt8(ascii: "\n") { return 2 }
        let second = position + 2 < bytes.count ? bytes[position + 2] : 0
        return after == UInt8(ascii: "\r") && second == UInt8(ascii: "\n") ? 3 : 0
    }

    private func peek(_ offset: Int) -> UInt8 {
        index + offset < bytes.count ? bytes[index + offset] : 0
    }

    /// Moves `count` bytes on (stopping at the end), counting lines.
    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
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
        isIdentifierStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
