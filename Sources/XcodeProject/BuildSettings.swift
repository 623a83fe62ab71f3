import Foundation
import SegueModel

/// Build settings as Xcode resolves them in the common cases. Levels, lowest first: the project's
/// `.xcconfig`, the project's settings, the target's `.xcconfig`, the target's settings. A setting
/// is taken from the highest level that sets it; `$(inherited)` is its value one level down;
/// `$(NAME)` / `${NAME}` is another setting (to a bounded depth), with the `:c99extidentifier`,
/// `:rfc1034identifier`, `:lower` and `:upper` operators; `$(TARGET_NAME)` is the target's name.
struct BuildSettings {
    /// The levels, lowest first.
    let levels: [[String: String]]
    let targetName: String

    func value(_ key: String) -> String? {
        expand(key, below: levels.count, depth: 0)
    }

    private func expand(_ key: String, below: Int, depth: Int) -> String? {
        guard depth < 16 else { return nil }
        guard let index = (0..<below).reversed().first(where: { levels[$0][key] != nil }), let raw = levels[index][key] else {
            return key == "TARGET_NAME" ? targetName : nil
        }
        var result = ""
        var rest = Substring(raw)
        while let dollar = Self.nextReference(in: rest) {
            let start = rest.index(dollar, offsetBy: 2)
            result.append(contentsOf: rest[..<dollar])
            let closer: Character = rest[rest.index(after: dollar)] == "(" ? ")" : "}"
            guard let close = rest[start...].firstIndex(of: closer) else { break }
            let reference = rest[start..<close].split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            let name = reference.first ?? ""
            var value: String
            if name == "inherited" {
                value = expand(key, below: index, depth: depth + 1) ?? ""
            } else if name == "TARGET_NAME" {
                value = targetName
            } else {
                value = expand(name, below: levels.count, depth: depth + 1) ?? ""
            }
            for operation in reference.dropFirst() { value = Self.apply(operation, to: value) }
            result += value
            rest = rest[rest.index(after: close)...]
        }
        result.append(contentsOf: rest)
        return Self.trimmingBlanks(result)
    }

    /// A tab, a space separator, or the zero-width space.
    static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
    }

    /// `text` without the tabs and spaces (Unicode's space separators, and the zero-width space
    /// that Foundation's set also holds) at its ends, as `trimmingCharacters(in: .whitespaces)`
    /// returns it, without Foundation's bridging, which took a twentieth of reading a project.
    static func trimmingBlanks(_ text: String) -> String {
        let utf8 = text.utf8
        // Most values start and end with an ASCII byte that is not a blank.
        if let first = utf8.first, let last = utf8.last, first < 0x80, last < 0x80, first != 0x20, first != 0x09,
            last != 0x20, last != 0x09
        {
            return text
        }
        let scalars = text.unicodeScalars
        guard let start = scalars.firstIndex(where: { !isBlank($0) }), let end = scalars.lastIndex(where: { !isBlank($0) })
        else { return "" }
        return String(scalars[start...end])
    }

    /// Where the next `$(` or `${` starts.
    private static func nextReference(in text: Substring) -> Substring.Index? {
        var index = text.startIndex
        while let dollar = text[index...].firstIndex(of: "$") {
            let next = text.index(after: dollar)
            if next < text.endIndex, text[next] == "(" || text[next] == "{" { return dollar }
            index = next
        }
        return nil
    }

    private static func apply(_ operation: String, to value: String) -> String {
        switch operation {
        case "c99extidentifier", "identifier": return XcodeProjectReader.c99Identifier(value)
        case "rfc1034identifier": return String(value.map { $0.isLetter || $0.isNumber || $0 == "." ? $0 : "-" })
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        default: return value
        }
    }

    /// A setting's value as text (a list is joined by spaces, as Xcode does).
    static func text(_ value: PlistValue) -> String? {
        switch value {
        case .string(let string): return string
        case .array(let list): return list.compactMap(\.string).joined(separator: " ")
        default: return nil
        }
    }

    /// Settings of a pbxproj `buildSettings` dictionary as text.
    static func level(_ settings: PlistDictionary) -> [String: String] {
        var level: [String: String] = Dictionary(minimumCapacity: settings.entries.count)
        // A key written twice has its last value; one that is not text has none.
        for entry in settings.entries { level[entry.key] = text(entry.value) }
        return level
    }
}

/// `.xcconfig` files: `KEY = value` lines (`KEY[config=Debug] = value` for that configuration
/// only; other conditions are skipped), `//` comments, and `#include "file"` / `#include? "file"`
/// relative to the including file, to a bounded depth and without cycles. A file that can't be read
/// contributes nothing (a CocoaPods configuration before `pod install`).
struct ConfigurationFiles {
    let readFile: (String) -> [UInt8]?
    /// Told each file not opened because it is outside the boundary (the facts cache records them).
    let refusedFile: (String) -> Void
    /// Where files may be read; `nil` for anywhere (files held in memory).
    let boundary: ReadBoundary?
    /// Every file read, in the order first read.
    private(set) var read: [String] = []
    /// Files not opened because they are outside the boundary, each named where it was referred to.
    private(set) var refused: [InputProblem] = []
    private var refusedPaths: Set<String> = []
    private var allowedPaths: [String: Bool] = [:]
    private var cache: [String: [UInt8]?] = [:]
    /// The settings of each file for each configuration, worked out once: every target's
    /// configurations are based on the same few files (a framework's project: dozens of targets).
    private var resolved: [String: [String: String]] = [:]

    /// The project file, where a configuration file outside the boundary is reported.
    let projectFile: String

    init(
        readFile: @escaping (String) -> [UInt8]?, refusedFile: @escaping (String) -> Void = { _ in },
        boundary: ReadBoundary? = nil, projectFile: String = ""
    ) {
        self.readFile = readFile
        self.refusedFile = refusedFile
        self.boundary = boundary
        self.projectFile = projectFile
    }

    /// Whether `path` may be opened; if not, the problem is recorded at `reference` (once per place).
    mutating func mayRead(_ path: String, referredToAt reference: Location) -> Bool {
        guard let boundary else { return true }
        // Each path's answer once: every target's configurations include the same few files, and
        // the answer resolves the path on disk.
        let allowed = allowedPaths[path] ?? boundary.allows(path)
        allowedPaths[path] = allowed
        guard !allowed else { return true }
        refusedFile(path)
        if refusedPaths.insert("\(reference)\u{0}\(path)").inserted {
            refused.append(
                InputProblem(
                    kind: .project, location: reference,
                    message: "\"\(path)\" is outside the repository (\(boundary.roots.joined(separator: ", "))); it is not read"))
        }
        return false
    }

    /// The settings `path` sets for `configuration` (empty for `nil`).
    mutating func settings(_ path: String?, configuration: String) -> [String: String] {
        guard let path, mayRead(path, referredToAt: Location(file: projectFile, line: 1)) else { return [:] }
        let key = path + "\u{0}" + configuration
        if let known = resolved[key] { return known }
        var settings: [String: String] = [:]
        var visiting: Set<String> = []
        apply(path, condition: "[config=\(configuration)]", into: &settings, visiting: &visiting)
        resolved[key] = settings
        return settings
    }

    private mutating func bytes(_ path: String) -> [UInt8]? {
        if let cached = cache[path] { return cached }
        let bytes = readFile(path)
        cache[path] = bytes
        if bytes != nil { read.append(path) }
        return bytes
    }

    /// A line of an `.xcconfig` that counts: an `#include` (the file it names, relative to the
    /// including one, and its line) or an assignment (`condition` is the `[config=…]` text, if any).
    private enum Line {
        case include(path: String, line: Int)
        case assignment(key: String, condition: String?, value: String, inherits: Bool)
    }

    /// Each file's lines, split and trimmed once whatever the number of configurations and targets.
    private var lines: [String: [Line]] = [:]

    private mutating func lines(of path: String) -> [Line]? {
        if let known = lines[path] { return known }
        guard let bytes = bytes(path) else { return nil }
        let parsed = Self.parse(bytes, folder: ProjectPath.folder(of: path))
        lines[path] = parsed
        return parsed
    }

    /// The lines of one file, parsed once, on its bytes (Foundation's string functions, then
    /// `Character` handling, were most of a project read for a framework whose dozens of targets
    /// share sixty `.xcconfig` files). Lines end at `\n`; blanks are ASCII white space.
    private static func parse(_ bytes: [UInt8], folder: String) -> [Line] {
        bytes.withUnsafeBufferPointer { bytes in
            var parsed: [Line] = []
            var lineStart = 0
            var number = 0
            while lineStart < bytes.count {
                number += 1
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                let line = trimmed(bytes, lineStart..<lineEnd)
                lineStart = lineEnd + 1
                guard !line.isEmpty else { continue }
                if startsWithInclude(bytes, line) {
                    // Without a quoted path, a line that counts for nothing (never an assignment).
                    if let included = includedPath(bytes, line) {
                        parsed.append(.include(path: ProjectPath.join(folder, included), line: number))
                    }
                } else if let assignment = assignment(bytes, line) {
                    parsed.append(assignment)
                }
            }
            return parsed
        }
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || (byte >= 0x09 && byte <= 0x0D)
    }

    /// `range` without the blanks at either end: ASCII white space, and Unicode's (a no-break
    /// space pasted from a web page), as `Character.isWhitespace` says.
    private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper {
            if isBlank(bytes[lower]) {
                lower += 1
            } else if bytes[lower] >= 0x80, let width = whiteSpaceWidth(bytes, at: lower, before: upper) {
                lower += width
            } else {
                break
            }
        }
        while upper > lower {
            if isBlank(bytes[upper - 1]) {
                upper -= 1
                continue
            }
            // The start of the last scalar: back over at most three continuation bytes.
            var start = upper - 1
            while start > lower, upper - start < 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
            guard bytes[upper - 1] >= 0x80, whiteSpaceWidth(bytes, at: start, before: upper) == upper - start else { break }
            upper = start
        }
        return lower..<upper
    }

    /// The length of the white space scalar that starts at `index`, if one does and ends by `end`.
    private static func whiteSpaceWidth(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, before end: Int) -> Int? {
        var iterator = UnsafeBufferPointer(rebasing: bytes[index..<min(end, index + 4)]).makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator), scalar.properties.isWhitespace else { return nil }
        return UTF8.width(scalar)
    }

    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private static func first(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        range.first { bytes[$0] == byte }
    }

    private static func startsWithInclude(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Bool {
        let keyword = "#include".utf8
        return line.count >= keyword.count && bytes[line.lowerBound..<line.lowerBound + keyword.count].elementsEqual(keyword)
    }

    /// The path of `#include "path"` (or `#include? "path"`), as written.
    private static func includedPath(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> String? {
        var index = line.lowerBound + "#include".utf8.count
        while index < line.upperBound,
            bytes[index] == UInt8(ascii: "?") || bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
        {
            index += 1
        }
        guard index < line.upperBound, bytes[index] == UInt8(ascii: "\""),
            let close = first(UInt8(ascii: "\""), in: bytes, index + 1..<line.upperBound)
        else { return nil }
        return string(bytes, index + 1..<close)
    }

    /// `KEY = value`, `KEY[config=Debug] = value;`, before any `//` comment; `nil` for anything else.
    private static func assignment(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Line? {
        // The text before a `//` comment.
        var end = line.upperBound
        for index in line.dropFirst() where bytes[index] == UInt8(ascii: "/") && bytes[index - 1] == UInt8(ascii: "/") {
            end = index - 1
            break
        }
        let text = line.lowerBound..<end
        // The assignment's `=` comes after any condition brackets.
        let firstEquals = first(UInt8(ascii: "="), in: bytes, text) ?? end
        var searchFrom = text.lowerBound
        if let bracket = first(UInt8(ascii: "["), in: bytes, text), bracket < firstEquals,
            let close = first(UInt8(ascii: "]"), in: bytes, bracket..<end)
        {
            searchFrom = close
        }
        guard let equals = first(UInt8(ascii: "="), in: bytes, searchFrom..<end) else { return nil }
        var key = trimmed(bytes, text.lowerBound..<equals)
        var value = trimmed(bytes, equals + 1..<end)
        // A trailing `;` ends the value, as in the project file (`SDKROOT = macosx;`).
        if let last = value.last, bytes[last] == UInt8(ascii: ";") { value = trimmed(bytes, value.dropLast()) }
        var condition: String?
        if let bracket = first(UInt8(ascii: "["), in: bytes, key) {
            condition = string(bytes, bracket..<key.upperBound)
            key = key.lowerBound..<bracket
        }
        guard !key.isEmpty, isSettingName(bytes, key) else { return nil }
        let written = string(bytes, value)
        return .assignment(
            key: string(bytes, key), condition: condition, value: written, inherits: written.containsBytes("$(inherited)"))
    }

    /// Letters, digits and `_` (non-ASCII letters and digits too).
    private static func isSettingName(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        let ascii = range.allSatisfy { index in
            let byte = bytes[index]
            return (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        }
        if ascii { return true }
        guard range.contains(where: { bytes[$0] >= 0x80 }) else { return false }
        return string(bytes, range).allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Applies the lines of `path` (and the files it includes) that hold for the configuration
    /// whose `[config=…]` condition is `condition`.
    private mutating func apply(
        _ path: String, condition configurationCondition: String, into settings: inout [String: String],
        visiting: inout Set<String>
    ) {
        guard visiting.count < 16, visiting.insert(path).inserted, let lines = lines(of: path) else { return }
        defer { visiting.remove(path) }
        for line in lines {
            switch line {
            case .include(let included, let number):
                // An include that leaves the repository is never opened.
                guard mayRead(included, referredToAt: Location(file: path, line: number)) else { continue }
                apply(included, condition: configurationCondition, into: &settings, visiting: &visiting)
            case .assignment(let key, let condition, let value, let inherits):
                if let condition, condition != configurationCondition { continue }
                // `$(inherited)` within the file chain means the value set earlier in it.
                if inherits, let earlier = settings[key] {
                    settings[key] = value.replacingOccurrences(of: "$(inherited)", with: earlier)
                } else {
                    settings[key] = value
                }
            }
        }
    }
}
