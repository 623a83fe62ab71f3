import SegueModel

/// Blanks, before parsing, the bodies of functions and properties that the facts visitor would
/// skip anyway.
///
/// `FactsVisitor` does not visit a function, an initialiser or a `var` (neither `static` nor
/// `class`) whose text holds none of the body needles (`ExtractionScope.mayMatter`), so what its
/// body says never becomes a fact; but swift-syntax still parses it, and bodies are most of an
/// app's code. Here a byte scan finds the bodies of the functions and initialisers declared at file
/// level or in a type's body, and the blocks of such `var`s in a type's body (a getter's
/// statements, a closure or trailing closure of its initializer; a list of accessors such as
/// `didSet` is kept; at file level, top-level code may follow a `var`),
/// and leaves out of a body whose declaration's text names nothing relevant every byte but its
/// line ends (`compacted`), so that swift-syntax's lexer does not read them as whitespace.
/// Every line stays where it was, and an `OffsetMap` takes each position of the parsed text back
/// to the original file's; the tree outside those bodies is the same, so the facts are those of
/// the original file (the test suite and scripts/bench compare against `--no-prefilter`, which
/// parses every file whole).
///
/// The scan is conservative: it knows comments (nested), string literals (multi-line, with
/// interpolations), backticks and `#if` clauses, and every `(`, `[` and `{` must close in order.
/// At anything it does not model (a raw string, a regex literal or a `/` that could open one, a
/// `'`, an editor placeholder `<#…#>`, a `#if` clause that does not balance, unbalanced
/// brackets), it stops: the bodies already
/// found are left out and the rest of the file is parsed as it is. A body that contains a `#if`
/// is kept. Functions inside other functions, closures or computed properties are never left out
/// on their own (the enclosing function's local names are collected from its whole body). A body that names a
/// property or constant declared at type or file level which holds something relevant (or is bound
/// to one that does) is kept: the references to a scene kept in a property are looked for in every
/// body of its type.
enum UnreadBodies {
    static func isLineEnd(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }

    /// The insides of the bodies no recogniser reads, in order, given where the needles occur in
    /// `bytes` (found once for the many ranges asked about, and for the visitor after); `nil`
    /// when there is none.
    static func unreadBodies(_ bytes: [UInt8], needles found: BodyNeedleSites) -> [Range<Int>]? {
        var scanner = Scanner(bytes: bytes)
        scanner.run()
        var ranges: [Range<Int>] = []
        let readsEverything = bytes.withUnsafeBufferPointer { buffer in
            // A stored property or a file-level constant that holds a scene instantiation: how the
            // scene is shown is looked for in every member of its type (or of the file), bodies
            // included, by its name and the names bound to it in turn (`Presentation`).
            let names = ByteSearch(Array(scanner.namesReferencingScenes(buffer, needles: found)))
            // Whatever the scan did not reach may hold more.
            if scanner.stopped,
                found.matter(text: scanner.index..<buffer.count, body: scanner.index..<buffer.count)
                    || names.occurs(in: buffer, range: scanner.index..<buffer.count)
            {
                return true
            }
            for body in scanner.bodies
            where !found.matter(text: body.text, body: body.localTypes) && !names.occurs(in: buffer, range: body.inside) {
                ranges.append(body.inside)
            }
            return false
        }
        guard !readsEverything, !ranges.isEmpty else { return nil }
        return ranges
    }

    /// A function body found by the scan.
    struct Body: Equatable {
        /// Between its braces.
        var inside: Range<Int>
        /// A superset of the function's text as `mayMatter` reads it: from the last `{`, `}` or `;`
        /// before its declaration to the end of the line of its closing brace.
        var text: Range<Int>
        /// Where a local type's keyword makes it matter: its inside for a function, all of its
        /// text for a `var` (as the visitor asks of a `var`).
        var localTypes: Range<Int>
    }

    /// What an open bracket is, innermost last.
    private enum Frame: Equatable {
        /// A type's body (`class X {`), or the file itself: functions declared here are candidates.
        case typeBody
        /// A candidate function's body, opened at `open`; `text` starts where its text may start.
        case functionBody(open: Int, textStart: Int, hasDirective: Bool)
        /// A candidate block of a `var` at type level (a getter, a closure or a trailing closure
        /// in its initializer), opened at `open`: its text is the whole binding's, known at its end.
        case bindingBlock(open: Int, hasDirective: Bool)
        /// Any other brace: a closure, an accessor, a statement's block.
        case otherBrace
        case parenthesis
        case bracket
        /// `\(` in a string literal: code up to the matching `)`.
        case interpolation
        case string(multiline: Bool)
    }

    /// What a `#if`, `#elseif`, `#else` or `#endif` must find: the depth of the frames where its `#if` opened.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var frames: [Frame] = [.typeBody]
        var bodies: [Body] = []
        /// The text of each `var` and `let` declared at type or file level (a superset: to the next
        /// declaration there), with the names it may bind (the word after `var`, `let` or a `,`).
        var bindings: [(text: Range<Int>, names: [String])] = []
        private var bindingNames: [String] = []
        /// The next word may be a name the `var` or `let` binds.
        private var expectsName = false
        /// Where the `var` or `let` being read at type level starts.
        var bindingStart: Int?
        /// Where the text of the `var` being read may start, when its blocks are candidates: a
        /// `var` that is not `static` or `class` (whose getter's one expression is read).
        private var blockBindingTextStart: Int?
        /// A word that starts with `static` or `class` was read at type level, and no keyword but
        /// modifiers since: the next `var` may be a type member. Attributes, unknown modifiers
        /// (`package`) and words glued to other bytes keep it, so no `static var` reads as plain.
        private var afterTypeMemberWord = false
        /// The candidate blocks of that `var` closed so far (between their braces).
        private var bindingBlocks: [Range<Int>] = []
        /// Where the text of the next declaration at type level may start.
        var textStart = 0
        /// A `func` or `init` was read at type level: the next `{` there opens its body.
        var pendingFunction: Int?
        /// A type's keyword and name were read at type level: the next `{` there opens its body.
        var pendingType = false
        /// The previous word was `class`, `struct`, `enum`, `protocol`, `extension` or `actor`.
        var afterTypeKeyword = false
        /// The previous code byte was `.` (`x.init`, `.class`): the word is a member, not a keyword.
        var afterDot = false
        /// The frame depth of each open `#if`.
        var directiveDepths: [Int] = []
        var stopped = false

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        /// Whether the innermost frames are type bodies only: declarations here are candidates.
        var atTypeLevel: Bool { frames.last == .typeBody }

        mutating func run() {
            while !stopped, index < bytes.count {
                if case .string(let multiline) = frames.last! {
                    string(multiline: multiline)
                } else {
                    code()
                }
            }
            endBinding(at: min(index, bytes.count))
        }

        /// The `var` or `let` being read ends before `position`.
        private mutating func endBinding(at position: Int) {
            if let start = bindingStart { bindings.append((start..<max(start, position), bindingNames)) }
            // The binding's text, to the next declaration, is a superset of what `mayMatter` reads.
            if let textStart = blockBindingTextStart {
                let text = textStart..<max(textStart, position)
                for block in bindingBlocks { bodies.append(Body(inside: block, text: text, localTypes: text)) }
            }
            blockBindingTextStart = nil
            bindingBlocks = []
            bindingStart = nil
            bindingNames = []
            expectsName = false
        }

        /// The names of the bindings whose text holds a needle, and of those whose text names one of
        /// them, until nothing changes.
        func namesReferencingScenes(_ buffer: UnsafeBufferPointer<UInt8>, needles: BodyNeedleSites) -> Set<String> {
            var names: Set<String> = []
            var (pending, rest) = Self.partition(bindings) { needles.matter(text: $0.text, body: $0.text) }
            while !pending.isEmpty {
                names.formUnion(pending.flatMap(\.names))
                let search = ByteSearch(Array(names))
                (pending, rest) = Self.partition(rest) { search.occurs(in: buffer, range: $0.text) }
            }
            return names
        }

        /// The elements that pass `test`, and the others, each in order; `test` runs once for each.
        private static func partition<Element>(_ elements: [Element], by test: (Element) -> Bool) -> ([Element], [Element]) {
            var passing: [Element] = []
            var failing: [Element] = []
            for element in elements {
                if test(element) { passing.append(element) } else { failing.append(element) }
            }
            return (passing, failing)
        }

        private mutating func stop() { stopped = true }

        private func byte(_ offset: Int) -> UInt8 {
            index + offset < bytes.count ? bytes[index + offset] : 0
        }

        // MARK: Code

        private mutating func code() {
            let current = bytes[index]
            switch current {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                skipBlanks()
            case UInt8(ascii: "/"):
                slash()
            case UInt8(ascii: "\""):
                if byte(1) == UInt8(ascii: "\""), byte(2) == UInt8(ascii: "\"") {
                    frames.append(.string(multiline: true))
                    index += 3
                } else {
                    frames.append(.string(multiline: false))
                    index += 1
                }
                afterDot = false
            case UInt8(ascii: "#"):
                pound()
            case UInt8(ascii: "'"):
                stop()
            case UInt8(ascii: "<") where byte(1) == UInt8(ascii: "#"):
                // An editor placeholder (`<#name#>`): its text is not code, and a quote in it
                // would open a string the lexer never sees.
                stop()
            case UInt8(ascii: "`"):
                let start = index
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
                guard index < bytes.count, bytes[index] == UInt8(ascii: "`") else { return stop() }
                index += 1
                word((start + 1)..<(index - 1), backticked: true)
            case UInt8(ascii: "{"):
                openBrace()
            case UInt8(ascii: "}"):
                closeBrace()
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"):
                bracket(current)
            case UInt8(ascii: ";"):
                if atTypeLevel { endDeclaration(at: index + 1) }
                index += 1
                afterDot = false
            case UInt8(ascii: "."):
                index += 1
                afterDot = true
            case UInt8(ascii: ","):
                if atTypeLevel, bindingStart != nil { expectsName = true }
                index += 1
                afterDot = false
            default:
                if Self.isWordByte(current) {
                    let start = index
                    while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
                    word(start..<index)
                } else {
                    index += 1
                    afterDot = false
                }
            }
        }

        /// `(`, `)`, `[`, `]`: each closes the innermost open one, or the scan stops.
        private mutating func bracket(_ current: UInt8) {
            afterDot = false
            switch current {
            case UInt8(ascii: "("): frames.append(.parenthesis)
            case UInt8(ascii: "["): frames.append(.bracket)
            case UInt8(ascii: ")"):
                guard frames.last == .parenthesis || frames.last == .interpolation else { return stop() }
                frames.removeLast()
            default:
                guard frames.last == .bracket else { return stop() }
                frames.removeLast()
            }
            index += 1
        }

        /// `//` and `/* */` comments; `/` then a space is an operator; any other `/` may open a
        /// regex literal, which the scan does not model.
        private mutating func slash() {
            switch byte(1) {
            case UInt8(ascii: "/"):
                // A line comment ends at a line feed or a carriage return, as Swift's lexer ends it.
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
            case UInt8(ascii: "*"):
                let comment = bytes.withUnsafeBufferPointer { SwiftComments.endOfBlockComment($0, from: index) }
                index = comment.end
                if !comment.closed { stop() }
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
                afterDot = false
            default:
                stop()
            }
        }

        /// `#if`, `#elseif`, `#else`, `#endif` must balance the frames; `#selector`, `#available`
        /// and other `#` words are words; a raw string or a `#/` regex stops the scan.
        private mutating func pound() {
            let start = index + 1
            var end = start
            while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
            guard end > start else { return stop() }
            let name = String(decoding: bytes[start..<end], as: UTF8.self)
            index = end
            afterDot = false
            switch name {
            case "if":
                directiveDepths.append(frames.count)
            case "elseif", "else", "endif":
                guard let depth = directiveDepths.last, depth == frames.count else { return stop() }
                if name == "endif" { directiveDepths.removeLast() }
            default:
                // `#selector(…)` in an initializer, or a macro (`#Preview { … }`) that expands
                // to declarations of its own: no later block is taken for the `var`'s.
                if atTypeLevel { blockBindingTextStart = nil }
                return
            }
            if atTypeLevel {
                pendingFunction = nil
                pendingType = false
                endBinding(at: start - 1)
            }
            // A body with a `#if` inside is kept whole.
            for position in frames.indices.reversed() {
                if case .functionBody(let open, let textStart, _) = frames[position] {
                    frames[position] = .functionBody(open: open, textStart: textStart, hasDirective: true)
                    break
                }
                if case .bindingBlock(let open, _) = frames[position] {
                    frames[position] = .bindingBlock(open: open, hasDirective: true)
                    break
                }
            }
        }

        /// A word of code at `range` (`backticked` when it was spelled `` `like this` ``, which is never a keyword).
        private mutating func word(_ range: Range<Int>, backticked: Bool = false) {
            defer { afterDot = false }
            guard atTypeLevel, !afterDot else {
                afterTypeKeyword = false
                return
            }
            var keyword = backticked ? nil : Keyword.of(bytes, range)
            // `actor` is a keyword only where a declaration can start: `let a = actor.x` names a value.
            if keyword == .type, Self.spells(bytes, range, "actor"), Self.followsOperator(bytes, range.lowerBound) {
                keyword = nil
            }
            if afterTypeKeyword {
                afterTypeKeyword = false
                // After `class`, a keyword or a modifier (`class func`, `class var`) is no type's name.
                if keyword == nil && !backticked { pendingType = true }
            }
            if expectsName {
                expectsName = false
                bindingNames.append(String(decoding: bytes[range], as: UTF8.self))
            }
            let start = backticked ? range.lowerBound - 1 : range.lowerBound
            switch keyword {
            case .function?:
                endBinding(at: start)
                pendingFunction = textStart
                pendingType = false
            case .type?:
                endBinding(at: start)
                afterTypeKeyword = true
                pendingFunction = nil
            case .binding?:
                endBinding(at: start)
                bindingStart = start
                if Self.spells(bytes, range, "var"), !afterTypeMemberWord { blockBindingTextStart = textStart }
                expectsName = true
                pendingFunction = nil
                pendingType = false
            case .declaration?:
                endBinding(at: start)
                pendingFunction = nil
                pendingType = false
            case .modifier?, nil:
                break
            }
            // An `if` or `switch` expression in the initializer: its braces are its own, and how
            // swift-syntax splits them from the `var`'s depends on line breaks.
            if Self.spells(bytes, range, "if") || Self.spells(bytes, range, "switch") { blockBindingTextStart = nil }
            if Self.starts(bytes, range, with: "static") || Self.starts(bytes, range, with: "class") {
                afterTypeMemberWord = true
            } else if keyword != nil && keyword != .modifier {
                afterTypeMemberWord = false
            }
        }

        private mutating func openBrace() {
            afterDot = false
            afterTypeKeyword = false
            guard atTypeLevel else {
                frames.append(.otherBrace)
                index += 1
                return
            }
            if let start = pendingFunction {
                frames.append(.functionBody(open: index, textStart: start, hasDirective: false))
            } else if pendingType {
                frames.append(.typeBody)
            } else if blockBindingTextStart != nil, frames.count > 1, !opensAccessors() {
                // In a type's body only: at file level, top-level code (`if`, a call with a
                // trailing closure) may follow a `var`, and its braces are not the `var`'s.
                frames.append(.bindingBlock(open: index, hasDirective: false))
            } else {
                frames.append(.otherBrace)
            }
            pendingFunction = nil
            pendingType = false
            index += 1
            if frames.last == .typeBody {
                textStart = index
                afterTypeMemberWord = false
            }
        }

        private mutating func closeBrace() {
            afterDot = false
            switch frames.last {
            case .functionBody(let open, let start, let hasDirective):
                frames.removeLast()
                if !hasDirective {
                    var lineEnd = index + 1
                    while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                    bodies.append(Body(inside: (open + 1)..<index, text: start..<lineEnd, localTypes: (open + 1)..<index))
                }
            case .bindingBlock(let open, let hasDirective):
                frames.removeLast()
                if !hasDirective { bindingBlocks.append((open + 1)..<index) }
            case .typeBody where frames.count > 1:
                endBinding(at: index)
                frames.removeLast()
            case .otherBrace:
                frames.removeLast()
            default:
                return stop()
            }
            index += 1
            if atTypeLevel { endDeclaration(at: index) }
        }

        /// After a `}` or `;` at type level: the next declaration's text starts here.
        private mutating func endDeclaration(at position: Int) {
            textStart = position
            pendingFunction = nil
            pendingType = false
            afterTypeKeyword = false
            afterTypeMemberWord = false
        }

        /// Whether the `{` at `index` opens a list of accessors (`get`, `set`, `didSet`, `willSet`,
        /// `init`, `_read`, …, or an attribute or a comment first): such a block is kept whole, so
        /// that `var x = 0 { didSet { … } }` never reads as a trailing closure. A getter's
        /// statements, a closure and a trailing closure can be left out.
        private func opensAccessors() -> Bool {
            var position = index + 1
            while position < bytes.count, Self.blanks.contains(bytes[position]) { position += 1 }
            guard position < bytes.count else { return true }
            if bytes[position] == UInt8(ascii: "@") || bytes[position] == UInt8(ascii: "/") { return true }
            var end = position
            while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
            return Self.accessorWords.contains { Self.spells(bytes, position..<end, $0) }
        }

        private static let accessorWords: [StaticString] = [
            "get", "set", "willSet", "didSet", "init", "_read", "_modify", "read", "modify", "unsafeAddress",
            "unsafeMutableAddress", "mutating", "nonmutating", "borrowing", "consuming", "yielding", "__consuming",
            // swift-syntax reads `var x = f { case …` as accessors (a misplaced `case`).
            "case",
        ]

        /// Whether the last byte before `position` that is not blank is an operator's or `=`.
        static func followsOperator(_ bytes: [UInt8], _ position: Int) -> Bool {
            var index = position - 1
            while index >= 0, Self.blanks.contains(bytes[index]) { index -= 1 }
            return index >= 0 && Self.operatorBytes.contains(bytes[index])
        }

        private static let blanks: [UInt8] = [0x20, 0x09, 0x0A, 0x0D]
        private static let operatorBytes = Array("=+-*/%<>!&|^~?:,(".utf8)

        /// Whether `bytes[range]` starts with `word`.
        static func starts(_ bytes: [UInt8], _ range: Range<Int>, with word: StaticString) -> Bool {
            range.count >= word.utf8CodeUnitCount
                && spells(bytes, range.lowerBound..<range.lowerBound + word.utf8CodeUnitCount, word)
        }

        /// Whether `bytes[range]` is `word`.
        static func spells(_ bytes: [UInt8], _ range: Range<Int>, _ word: StaticString) -> Bool {
            range.count == word.utf8CodeUnitCount
                && word.withUTF8Buffer { $0.elementsEqual(bytes[range]) }
        }

        // MARK: Strings

        private mutating func string(multiline: Bool) {
            let current = bytes[index]
            switch current {
            case UInt8(ascii: "\\"):
                if byte(1) == UInt8(ascii: "(") {
                    frames.append(.interpolation)
                    index += 2
                } else if byte(1) == UInt8(ascii: "#") {
                    stop()
                } else {
                    index += 2
                }
            case UInt8(ascii: "\""):
                if multiline {
                    guard byte(1) == UInt8(ascii: "\""), byte(2) == UInt8(ascii: "\"") else {
                        index += 1
                        return
                    }
                    index += 3
                } else {
                    index += 1
                }
                frames.removeLast()
                if byte(0) == UInt8(ascii: "#") { stop() }
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if multiline { index += 1 } else { stop() }
            default:
                index += 1
            }
        }

        /// The keywords the scan tells apart, found by hash and then compared byte for byte.
        enum Keyword {
            case function, type, binding, declaration, modifier

            private static let table: [UInt64: (word: [UInt8], keyword: Keyword)] = {
                var table: [UInt64: (word: [UInt8], keyword: Keyword)] = [:]
                let groups: [(Keyword, [String])] = [
                    (.function, ["func", "init"]),
                    (.type, ["class", "struct", "enum", "protocol", "extension", "actor"]),
                    (.binding, ["var", "let"]),
                    (
                        .declaration,
                        ["subscript", "deinit", "case", "typealias", "import", "operator", "precedencegroup", "associatedtype"]
                    ),
                    (
                        .modifier,
                        [
                            "static", "final", "override", "private", "fileprivate", "internal", "public", "open", "dynamic",
                            "required", "convenience", "lazy", "weak", "unowned", "mutating", "nonmutating", "nonisolated",
                        ]
                    ),
                ]
                for (keyword, words) in groups {
                    for word in words { table[FNV1a.hash(word.utf8)] = (Array(word.utf8), keyword) }
                }
                return table
            }()

            static func of(_ bytes: [UInt8], _ range: Range<Int>) -> Keyword? {
                guard range.count <= 15, let entry = table[FNV1a.hash(bytes[range])], entry.word.elementsEqual(bytes[range])
                else {
                    return nil
                }
                return entry.keyword
            }
        }

        /// Passes the blank at the cursor and those after it (indentation) at once: a blank changes
        /// nothing but the position.
        private mutating func skipBlanks() {
            index += 1
            while index < bytes.count, Self.isBlank(bytes[index]) { index += 1 }
        }

        @inline(__always) static func isBlank(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }

        static func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x5F || byte == 0x24 || byte >= 0x80
        }
    }
}
