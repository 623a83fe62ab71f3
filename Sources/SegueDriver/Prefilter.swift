import Foundation
import SegueCache
import SegueModel

/// Decides, from bytes alone, which Swift files need swift-syntax at all.
///
/// A file whose text mentions nothing segue-related (no `egue` — `Segue`, `segue`,
/// `seguelint:` —, no `routeTo`, no `router`, no configured perform function or segue enum name)
/// can contribute only declarations: types, their inheritance, string constants. Those matter only
/// when some relevant fact names them. So relevant files are parsed first; then every skipped file
/// that declares or extends a name the parsed facts or the storyboards mention
/// (`declarations(in:)`) is parsed too, and so on until nothing new is pulled in. A skipped file therefore declares nothing any rule looks up, and the
/// diagnostics are identical to parsing everything (the test suite and scripts/bench check this).
struct Prefilter {
    private let search: ByteSearch

    /// A prefilter for `needles` (`ExtractionOptions.fileNeedles`: the words the extractor also
    /// looks for, and the configured names).
    init(needles: [String]) {
        search = ByteSearch(needles)
    }

    /// Whether the file mentions anything segue-related.
    func isRelevant(_ bytes: [UInt8]) -> Bool {
        search.occurs(in: bytes)
    }

    /// Hashes of the names a file may declare or extend, read without parsing: a lexical index
    /// that decides which skipped files a fact's names pull in. A superset of the declarations, so
    /// it never misses one:
    /// - the name after `class`, `struct`, `enum`, `protocol`, `actor`, `extension` and
    ///   `typealias` (every component of a dotted `extension Outer.Inner`);
    /// - the name after `let` and `var` (every name of a tuple pattern), and the words after `case`
    ///   up to the next `:`, `{` or line end;
    /// - the first word in `objc(…)`: the Objective-C name of `@objc(Name) class SwiftName`, by
    ///   which a storyboard may name the class.
    /// Words in comments don't count (strings do, which only pulls in more). A file that only uses
    /// a name, or inherits from it, does not declare it: it is not pulled in for it. What a pulled
    /// file inherits is then wanted in turn, so every ancestor of a wanted type is read; a
    /// subclass in a skipped file holds only declarations, which no rule reads through a superclass.
    static func declarations(in bytes: [UInt8]) -> Set<UInt64> {
        declarationsAndTypeNames(in: bytes).declarations
    }

    /// `declarations(in:)`, and in the same scan a fingerprint of the names `declaredTypeNames(in:)`
    /// reads (the hashes of the words after a type keyword, sorted): a skipped file's cache payload
    /// holds both, so a file edited with both unchanged gives the run nothing new.
    static func declarationsAndTypeNames(in bytes: [UInt8]) -> (declarations: Set<UInt64>, typeNames: ContentKey) {
        bytes.withUnsafeBufferPointer { bytes in
            var result: Set<UInt64> = []
            var typeNames: Set<UInt64> = []
            var mode = DeclarationMode.none
            var previousEnd = 0
            var previousWasTypeKeyword = false
            var previousOpensObjCName = false
            scanCode(bytes) { start, end in
                // The Objective-C name of `@objc(Name) class Swift…`, which storyboards may name.
                if previousOpensObjCName { result.insert(FNV1a.hash(bytes[start..<end])) }
                previousOpensObjCName =
                    end - start == 4 && bytes[start..<end].elementsEqual("objc".utf8)
                    && nextByteOpensParenthesis(bytes, after: end)
                let word = keyword(bytes, start..<end)
                // As `declaredTypeNames(in:)` reads them: the word after any type keyword but `extension`.
                if previousWasTypeKeyword { typeNames.insert(FNV1a.hash(bytes[start..<end])) }
                previousWasTypeKeyword = opensTypeName(word, bytes, start..<end)
                // Outside a declaration only a keyword matters: no separator to read.
                if case .none = mode {} else { mode = mode.after(Separator(bytes, previousEnd..<start)) }
                previousEnd = end
                switch mode {
                case .typeHead, .cases:
                    result.insert(FNV1a.hash(bytes[start..<end]))
                    return
                case .binding(let tuple):
                    result.insert(FNV1a.hash(bytes[start..<end]))
                    if !tuple { mode = .none }
                    return
                case .none:
                    break
                }
                switch word {
                case .type?: mode = .typeHead(words: 0)
                case .binding?: mode = .binding(tuple: nextByteOpensParenthesis(bytes, after: end))
                case .cases?: mode = .cases
                case nil: break
                }
            }
            var fingerprint = Fingerprint()
            for hash in typeNames.sorted() { withUnsafeBytes(of: hash.littleEndian) { fingerprint.add($0) } }
            return (result, fingerprint.key)
        }
    }

    /// Where `declarations(in:)` is: outside a declaration, or reading its names.
    private enum DeclarationMode {
        case none
        case typeHead(words: Int)
        case binding(tuple: Bool)
        case cases

        /// The mode for the next word, given what lies between it and the previous one.
        func after(_ separator: Separator) -> DeclarationMode {
            switch self {
            case .typeHead(let count):
                // The declared name, dotted for an extension (`extension Outer.Inner`): it ends at
                // the first byte that is not a space or a dot (`:`, `<`, `{`, `=`).
                return !separator.isOnlyPath || count >= 64 ? .none : .typeHead(words: count + 1)
            case .binding(let tuple):
                let ends = tuple ? separator.hasStop : separator.hasStop || separator.hasBrace
                return ends ? .none : self
            case .cases:
                // `case one = "x", two`: a raw value does not end the list, a line end does.
                return separator.hasColon || separator.hasBrace || separator.hasNewline ? .none : self
            case .none:
                return self
            }
        }
    }

    /// What lies between two words, as far as the end of a declaration's names goes.
    private struct Separator {
        var hasBrace = false
        var hasStop = false
        var hasColon = false
        var hasNewline = false
        var isOnlyPath = true

        init(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
            for index in range {
                switch bytes[index] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "."): break
                default: isOnlyPath = false
                }
                switch bytes[index] {
                case UInt8(ascii: "{"), UInt8(ascii: "}"): hasBrace = true
                case UInt8(ascii: "="), UInt8(ascii: ")"): hasStop = true
                case UInt8(ascii: ":"):
                    hasStop = true
                    hasColon = true
                case UInt8(ascii: "\n"): hasNewline = true
                default: break
                }
            }
        }
    }

    private enum DeclarationKeyword { case type, binding, cases }

    /// The declaration keyword `bytes[range]` spells, if any: compared by length and bytes, as
    /// every word of a skipped file is asked.
    private static func keyword(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> DeclarationKeyword? {
        func spells(_ word: StaticString) -> Bool { Self.spells(word, bytes, range) }
        switch range.count {
        case 3: return spells("let") || spells("var") ? .binding : nil
        case 4: return spells("case") ? .cases : spells("enum") ? .type : nil
        case 5: return spells("class") || spells("actor") ? .type : nil
        case 6: return spells("struct") ? .type : nil
        case 8: return spells("protocol") ? .type : nil
        case 9: return spells("extension") || spells("typealias") ? .type : nil
        default: return nil
        }
    }

    /// Whether the next word is a type name to the near-miss scan: `keyword`, the word at `range`,
    /// is a type keyword other than `extension`. `declaredTypeNames(in:)` and the type-name
    /// fingerprint of `declarationsAndTypeNames(in:)` both ask this, so they read the same names.
    private static func opensTypeName(
        _ keyword: DeclarationKeyword?, _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
    ) -> Bool {
        keyword == .type && !spells("extension", bytes, range)
    }

    /// Whether `bytes[range]` is `word`.
    private static func spells(_ word: StaticString, _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        word.utf8CodeUnitCount == range.count
            && memcmp(word.utf8Start, bytes.baseAddress! + range.lowerBound, range.count) == 0
    }

    /// Whether the first byte after `end` that is not a space is `(`: a tuple pattern.
    private static func nextByteOpensParenthesis(_ bytes: UnsafeBufferPointer<UInt8>, after end: Int) -> Bool {
        var index = end
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "(")
    }

    /// The names that follow `class`, `struct`, `enum`, `protocol`, `actor` and `typealias` in
    /// code: a lexical index of the types a file may declare (a superset: `class func f` yields
    /// `func`), read without parsing, for near-miss class suggestions.
    static func declaredTypeNames(in bytes: [UInt8]) -> Set<String> {
        var result: Set<String> = []
        var previousWasKeyword = false
        bytes.withUnsafeBufferPointer { bytes in
            scanCode(bytes) { start, end in
                // Only the word after a keyword becomes a string.
                if previousWasKeyword {
                    result.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                }
                previousWasKeyword = opensTypeName(keyword(bytes, start..<end), bytes, start..<end)
            }
        }
        return result
    }

    /// Calls `body` with the range of each word (letters, digits after the first byte, `_`, and
    /// non-ASCII bytes) outside comments: `//` to the end of the line, `/* … */` nested as Swift
    /// nests them. Names in Xcode's file header (`//  PersonViewController.swift`) don't count.
    /// Each byte is classified by one table look-up; a word's bytes are passed in a loop of their own.
    static func scanCode(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Int, Int) -> Void) {
        ByteClass.table.withUnsafeBufferPointer { table in
            let count = bytes.count
            var index = 0
            while index < count {
                switch table[Int(bytes[index])] {
                case ByteClass.wordStart:
                    let start = index
                    index += 1
                    while index < count, table[Int(bytes[index])] >= ByteClass.wordStart { index += 1 }
                    body(start, index)
                case ByteClass.slash where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
                    while index < count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                case ByteClass.slash where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
                    index = SwiftComments.endOfBlockComment(bytes, from: index).end
                default:
                    index += 1
                }
            }
        }
    }

    /// The classes of bytes `scanCode` tells apart, and the table that gives each byte its class.
    private enum ByteClass {
        static let other: UInt8 = 0
        static let slash: UInt8 = 1
        /// A letter, `_` or a non-ASCII byte: starts or continues a word.
        static let wordStart: UInt8 = 2
        /// A digit: continues a word only.
        static let digit: UInt8 = 3

        static let table: [UInt8] = (0..<256).map { value in
            let byte = UInt8(value)
            switch byte {
            case UInt8(ascii: "/"): return slash
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), 0x80...:
                return wordStart
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return digit
            default: return other
            }
        }
    }

    static func hash(_ name: String) -> UInt64 { FNV1a.hash(name.utf8) }

    /// Standard library and Foundation names a file can only extend, never declare. Mentioning
    /// them pulls nothing in: what an extension of them adds matters only through names the facts
    /// mention themselves (a constant's name, a protocol that contains "egue" or is configured).
    static let platformNames: Set<String> = [
        "String", "Substring", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "Bool", "Character", "Array", "Dictionary", "Set", "Optional", "Result", "Error",
        "Codable", "Decodable", "Encodable", "Hashable", "Equatable", "Comparable", "Identifiable", "CaseIterable",
        "RawRepresentable", "CustomStringConvertible", "CustomDebugStringConvertible", "Sendable", "AnyObject", "Any",
        "Self", "Data", "Date", "URL", "UUID", "Void",
    ]

    /// Whether a name belongs to Apple's frameworks (`UIViewController`, `NSObject`) or the
    /// standard library, and so is never declared by the app.
    static func isPlatformName(_ name: String) -> Bool {
        if platformNames.contains(name) { return true }
        for prefix in ["UI", "NS", "CG", "CA", "AV", "MK", "WK", "SK"] where name.hasPrefix(prefix) {
            if name.dropFirst(prefix.count).first?.isUppercase == true { return true }
        }
        return false
    }

    /// The hashes of every name a file's facts mention (`SourceFact.mentionedNames`, split at
    /// dots, platform names left out), sorted: the names that can pull a skipped file in. Worked
    /// out on the names' bytes: an ASCII component is checked against the platform names by its
    /// hash and bytes, without a `String` of its own.
    static func mentionedNameHashes(in facts: SourceFacts) -> [UInt64] {
        var hashes: Set<UInt64> = []
        for fact in facts.allFacts {
            for var name in fact.mentionedNames {
                name.withUTF8 { bytes in
                    var start = 0
                    for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: ".") {
                        defer { start = index + 1 }
                        // As `split(separator:)`: empty components are left out.
                        guard index > start else { continue }
                        let component = UnsafeBufferPointer(rebasing: bytes[start..<index])
                        if !isPlatformName(component) { hashes.insert(FNV1a.hash(component)) }
                    }
                }
            }
        }
        return hashes.sorted()
    }

    private static let platformNamesByHash: [UInt64: [UInt8]] = Dictionary(
        platformNames.map { (hash($0), Array($0.utf8)) }, uniquingKeysWith: { first, _ in first })

    /// `isPlatformName(_:)` of a name's UTF-8 bytes.
    private static func isPlatformName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Beyond ASCII, whether a letter is upper-case is Unicode's to say.
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return isPlatformName(String(decoding: bytes, as: UTF8.self)) }
        if let platform = platformNamesByHash[FNV1a.hash(bytes)], platform.elementsEqual(bytes) { return true }
        guard bytes.count > 2, bytes[2] >= UInt8(ascii: "A"), bytes[2] <= UInt8(ascii: "Z") else { return false }
        return platformPrefixes.contains { $0[0] == bytes[0] && $0[1] == bytes[1] }
    }

    private static let platformPrefixes: [[UInt8]] = ["UI", "NS", "CG", "CA", "AV", "MK", "WK", "SK"].map { Array($0.utf8) }
}
