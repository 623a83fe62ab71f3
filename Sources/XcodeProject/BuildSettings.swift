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
            result += rest[..<dollar]
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
        result += rest
        return result.trimmingCharacters(in: .whitespaces)
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
    static func level(_ settings: [String: PlistValue]) -> [String: String] {
        settings.compactMapValues(text)
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
    private var resolvedFolders: [String: String] = [:]
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
        let allowed = allowedPaths[path] ?? boundary.allows(path, folders: &resolvedFolders)
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
        case assignment(key: String, condition: Substring?, value: String, inherits: Bool)
    }

    /// Each file's lines, split and trimmed once whatever the number of configurations and targets.
    private var lines: [String: [Line]] = [:]

    private mutating func lines(of path: String) -> [Line]? {
        if let known = lines[path] { return known }
        guard let bytes = bytes(path) else { return nil }
        let parsed = Self.parse(String(decoding: bytes, as: UTF8.self), folder: ProjectPath.folder(of: path))
        lines[path] = parsed
        return parsed
    }

    /// Blanks around a line, a key or a value (the line break is already gone).
    private static func trimmed(_ text: Substring) -> Substring {
        let isBlank: (Character) -> Bool = { $0.isWhitespace }
        guard let first = text.firstIndex(where: { !isBlank($0) }), let last = text.lastIndex(where: { !isBlank($0) }) else {
            return text[text.endIndex...]
        }
        return text[first...last]
    }

    /// The text before a `//` comment.
    private static func uncommented(_ line: Substring) -> Substring {
        var previous: Character?
        for index in line.indices {
            if line[index] == "/", previous == "/" { return line[..<line.index(before: index)] }
            previous = line[index]
        }
        return line
    }

    /// The lines of one file, parsed once (Foundation's string functions were most of a project
    /// read for a framework whose dozens of targets share sixty `.xcconfig` files).
    private static func parse(_ text: String, folder: String) -> [Line] {
        var parsed: [Line] = []
        // `\r\n` is one `Character`: a file with Windows line ends has lines too.
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            .enumerated()
        {
            let line = trimmed(rawLine)
            if line.isEmpty { continue }
            if line.hasPrefix("#include") {
                let rest = line.dropFirst("#include".count).drop { $0 == "?" || $0 == " " || $0 == "\t" }
                guard rest.first == "\"", let end = rest.dropFirst().firstIndex(of: "\"") else { continue }
                let included = ProjectPath.join(folder, String(rest[rest.index(after: rest.startIndex)..<end]))
                parsed.append(.include(path: included, line: index + 1))
                continue
            }
            let uncommented = uncommented(line)
            // `KEY[config=Debug] = value`: the assignment's `=` comes after any condition brackets.
            let firstEquals = uncommented.firstIndex(of: "=") ?? uncommented.endIndex
            let searchFrom =
                uncommented.firstIndex(of: "[").flatMap { $0 < firstEquals ? uncommented[$0...].firstIndex(of: "]") : nil }
                ?? uncommented.startIndex
            guard let equals = uncommented[searchFrom...].firstIndex(of: "=") else { continue }
            var key = trimmed(uncommented[..<equals])
            var value = trimmed(uncommented[uncommented.index(after: equals)...])
            // A trailing `;` ends the value, as in the project file (`SDKROOT = macosx;`).
            if value.hasSuffix(";") { value = trimmed(value.dropLast()) }
            var condition: Substring?
            if let bracket = key.firstIndex(of: "[") {
                condition = key[bracket...]
                key = key[..<bracket]
            }
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            let text = String(value)
            parsed.append(
                .assignment(key: String(key), condition: condition, value: text, inherits: text.contains("$(inherited)")))
        }
        return parsed
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
