import Foundation
import SegueModel

/// Reads `project.pbxproj` (an OpenStep property list) with `OpenStepParser` into an
/// `XcodeProject`. Anything wrong with the file is an `InputProblem` naming it, the line and the
/// reason, never a crash: the size and the nesting depth are limited, and the parser keeps its
/// own stack instead of recursing.
public enum XcodeProjectReader {
    /// Files larger than this are refused (real projects stay far below it).
    public static let sizeLimit = 64 * 1024 * 1024
    /// Deeper nesting of `{` and `(` is refused: real projects nest about six deep.
    public static let nestingLimit = 64

    /// Reads the project file at `path`, and the `.xcconfig` files its configurations are based on.
    /// Files outside `boundary` (an `.xcconfig` an `#include` names, a project whose
    /// `projectDirPath` leads elsewhere) are never opened: each is a problem naming where it was
    /// referred to.
    public static func read(contentsOf path: String, boundary: ReadBoundary? = nil) -> Result<XcodeProject, InputProblem> {
        do {
            return read(bytes: try InputFile.bytes(atPath: path, limit: sizeLimit), path: path, boundary: boundary)
        } catch {
            return .failure(unreadable(path, error))
        }
    }

    /// The problem of a project file that could not be read.
    public static func unreadable(_ path: String, _ error: Error) -> InputProblem {
        problem(path, line: 1, "cannot read the project: \(error)")
    }

    /// Reads an `.xcconfig` file; `nil` when it can't be read (a CocoaPods configuration before
    /// `pod install` is the common case).
    public static func readConfigurationFile(_ path: String) -> [UInt8]? {
        try? InputFile.bytes(atPath: path, limit: 1024 * 1024)
    }

    /// Whether `boundary` allows `sourceRoot`, told to `asked`.
    private static func allows(_ sourceRoot: String, _ boundary: ReadBoundary, _ asked: (String, Bool) -> Void) -> Bool {
        let allowed = boundary.allows(sourceRoot)
        asked(sourceRoot, allowed)
        return allowed
    }

    /// Reads project text held in memory; `path` names it in the model and in problems, and the
    /// source root is the folder that holds its `.xcodeproj`. `readFile` reads `.xcconfig` files;
    /// `refusedFile` is told those not opened because they are outside `boundary`, and
    /// `sourceRootAsked` the source root a `projectDirPath` names, with the boundary's answer.
    public static func read(
        bytes: [UInt8], path: String, readFile: @escaping (String) -> [UInt8]? = readConfigurationFile,
        refusedFile: @escaping (String) -> Void = { _ in }, sourceRootAsked: (String, Bool) -> Void = { _, _ in },
        boundary: ReadBoundary? = nil
    ) -> Result<XcodeProject, InputProblem> {
        let plist: PlistValue
        switch parsePropertyList(bytes, path: path) {
        case .success(let value): plist = value
        case .failure(let problem): return .failure(problem)
        }
        guard let root = plist.dictionary, let objects = root["objects"]?.dictionary, let rootID = root["rootObject"]?.string,
            let project = objects[rootID]?.dictionary, project["isa"]?.string == "PBXProject"
        else {
            return .failure(problem(path, line: 1, "not an Xcode project: no PBXProject root object"))
        }
        let sourceRoot = ProjectPath.sourceRoot(ofProjectFile: path, projectDirPath: project["projectDirPath"]?.string)
        if let boundary, let written = project["projectDirPath"]?.string, !Self.allows(sourceRoot, boundary, sourceRootAsked) {
            // A project whose files are on someone else's machine (`/Users/…`) or beside the repository.
            let line = lineOf("projectDirPath", in: bytes) ?? 1
            return .failure(
                problem(
                    path, line: line,
                    "projectDirPath \"\(written)\" leads outside the repository, to \(sourceRoot); "
                        + "the project is not read"))
        }
        let graph = ProjectGraph(objects: objects, project: project, sourceRoot: sourceRoot)
        var configurationFiles = ConfigurationFiles(
            readFile: readFile, refusedFile: refusedFile, boundary: boundary, projectFile: path)
        let projectLevels = graph.configurations(of: project).map { configuration in
            (
                name: configuration.name,
                levels: [
                    configurationFiles.settings(configuration.basePath, configuration: configuration.name),
                    configuration.settings,
                ]
            )
        }
        let targets = nativeTargets(
            of: project, in: graph, bytes: bytes, projectLevels: projectLevels, configurationFiles: &configurationFiles)
        let model = projectModel(
            path: path, sourceRoot: sourceRoot, targets: targets, attributes: project["attributes"]?.dictionary,
            graph: graph, configurationFiles: configurationFiles)
        releaseInBackground(ParsedTree(plist: plist, graph: graph))
        return .success(model)
    }

    /// The property list in `bytes`, or the problem that names why it is not one.
    private static func parsePropertyList(_ bytes: [UInt8], path: String) -> Result<PlistValue, InputProblem> {
        do {
            return .success(try OpenStepParser.parse(bytes, nestingLimit: nestingLimit))
        } catch let failure as OpenStepParser.Failure {
            // A bad merge is the usual cause: say so, at the conflict's first line.
            if let line = mergeConflictLine(bytes) {
                return .failure(
                    problem(
                        path, line: line,
                        "not a valid property list: an unresolved merge conflict "
                            + "(a <<<<<<< line) starts here"))
            }
            let message =
                failure.message.hasPrefix("not read") ? failure.message : "not a valid property list: \(failure.message)"
            return .failure(problem(path, line: failure.line, message))
        } catch {
            return .failure(problem(path, line: 1, "not a valid property list: \(error)"))
        }
    }

    /// The project's native targets, in its order, each with the line where it is defined.
    private static func nativeTargets(
        of project: PlistDictionary, in graph: ProjectGraph, bytes: [UInt8],
        projectLevels: [(name: String, levels: [[String: String]])],
        configurationFiles: inout ConfigurationFiles
    ) -> [XcodeProject.Target] {
        var targets: [XcodeProject.Target] = []
        let targetIDs = project["targets"]?.array?.compactMap(\.string) ?? []
        let lines = definitionLines(of: Set(targetIDs), in: bytes)
        for id in targetIDs {
            guard let target = graph[id], target["isa"]?.string == "PBXNativeTarget", let name = target["name"]?.string
            else { continue }
            var model = graph.target(
                id: id, named: name, target, projectLevels: projectLevels,
                configurationFiles: &configurationFiles)
            model.line = lines[id] ?? 1
            targets.append(model)
        }
        return targets
    }

    /// The model of the project: its targets, Swift version keys, packages, inputs and refused files.
    private static func projectModel(
        path: String, sourceRoot: String, targets: [XcodeProject.Target], attributes: PlistDictionary?,
        graph: ProjectGraph, configurationFiles: ConfigurationFiles
    ) -> XcodeProject {
        let migration = attributes?["LastSwiftMigration"]?.string
        let updateCheck = attributes?["LastSwiftUpdateCheck"]?.string
        // A project Xcode 7 last upgraded, with neither Swift key, was never opened by Xcode 8 or
        // later (which writes `LastSwiftUpdateCheck`): its Swift is Swift 2.
        let upgrade = migration == nil && updateCheck == nil ? attributes?["LastUpgradeCheck"]?.string : nil
        var model = XcodeProject(
            path: path, sourceRoot: sourceRoot, targets: targets,
            lastSwiftUpdateCheck: migration ?? updateCheck ?? upgrade,
            packageReferences: graph.packageReferences(), inputs: [path] + configurationFiles.read)
        model.problems = configurationFiles.refused
        if migration != nil { model.lastSwiftUpdateCheckKey = "LastSwiftMigration" }
        if upgrade != nil { model.lastSwiftUpdateCheckKey = "LastUpgradeCheck" }
        return model
    }

    /// The parsed property list of a large project is tens of thousands of small dictionaries and
    /// strings; freeing them took about a fifth of the reading time on the L corpus. The model
    /// keeps none of them, so the last references are dropped on another thread while linting goes
    /// on.
    private static func releaseInBackground(_ tree: ParsedTree) {
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(tree) {} }
    }

    /// What `releaseInBackground` frees. Never read after it is handed over.
    private final class ParsedTree: @unchecked Sendable {  // Safe: immutable, and only freed by the other thread.
        let plist: PlistValue
        let graph: ProjectGraph

        init(plist: PlistValue, graph: ProjectGraph) {
            self.plist = plist
            self.graph = graph
        }
    }

    /// The first line that starts with Git's `<<<<<<< ` conflict marker, if any.
    static func mergeConflictLine(_ bytes: [UInt8]) -> Int? {
        let marker = Array("<<<<<<< ".utf8)
        var line = 1
        var atLineStart = true
        for index in bytes.indices {
            if atLineStart, bytes[index] == marker[0], index + marker.count <= bytes.count,
                bytes[index..<index + marker.count].elementsEqual(marker)
            {
                return line
            }
            atLineStart = bytes[index] == UInt8(ascii: "\n")
            if atLineStart { line += 1 }
        }
        return nil
    }

    /// The lines where the objects `ids` are defined (`ID /* comment */ = {` at the start of a
    /// line, after blanks), in one pass over the file.
    static func definitionLines(of ids: Set<String>, in bytes: [UInt8]) -> [String: Int] {
        // An id is looked up by the word that starts a line (up to a blank, `/`, `=` or the line
        // end), not tried against every line: a project has thousands of lines and dozens of
        // targets. An id holding one of those bytes (never seen; ids are hex) is tried everywhere.
        func endsWord(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "=")
                || byte == UInt8(ascii: "\n")
        }
        let (byWord, unusual) = wordTable(of: ids, endsWord: endsWord)
        var found: [String: Int] = [:]
        var line = 1
        var index = 0
        func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        /// Whether the id ending at `end` is followed by blanks, an optional `/* … */`, `=` and `{`.
        func opensDefinition(after end: Int) -> Bool {
            var next = end
            while next < bytes.count, isBlank(bytes[next]) { next += 1 }
            if next + 1 < bytes.count, bytes[next] == UInt8(ascii: "/"), bytes[next + 1] == UInt8(ascii: "*") {
                while next + 1 < bytes.count, !(bytes[next] == UInt8(ascii: "*") && bytes[next + 1] == UInt8(ascii: "/")),
                    bytes[next] != UInt8(ascii: "\n")
                { next += 1 }
                next += 2
                while next < bytes.count, isBlank(bytes[next]) { next += 1 }
            }
            guard next < bytes.count, bytes[next] == UInt8(ascii: "=") else { return false }
            next += 1
            while next < bytes.count, isBlank(bytes[next]) { next += 1 }
            return next < bytes.count && bytes[next] == UInt8(ascii: "{")
        }
        let wanted = byWord.values.reduce(0) { $0 + $1.count } + unusual.count
        while index < bytes.count, found.count < wanted {
            // At the start of a line: skip blanks, look the word up, then go to the next line.
            while index < bytes.count, isBlank(bytes[index]) { index += 1 }
            var end = index
            while end < bytes.count, !endsWord(bytes[end]) { end += 1 }
            if end > index, let candidates = byWord[FNV1a.hash(bytes[index..<end])],
                let id = candidates.first(where: { bytes[index..<end].elementsEqual($0.bytes) })?.id, found[id] == nil,
                opensDefinition(after: end)
            {
                found[id] = line
            }
            for needle in unusual
            where found[needle.id] == nil && index + needle.bytes.count <= bytes.count
                && bytes[index..<index + needle.bytes.count].elementsEqual(needle.bytes)
                && opensDefinition(after: index + needle.bytes.count)
            {
                found[needle.id] = line
            }
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            index += 1
            line += 1
        }
        return found
    }

    /// The ids by the hash of their bytes (checked byte for byte on a hit: no array is made for
    /// each line), and those that hold a byte that ends a word, to be tried at every line.
    private static func wordTable(of ids: Set<String>, endsWord: (UInt8) -> Bool) -> (
        byWord: [UInt64: [(id: String, bytes: [UInt8])]], unusual: [(id: String, bytes: [UInt8])]
    ) {
        var byWord: [UInt64: [(id: String, bytes: [UInt8])]] = [:]
        var unusual: [(id: String, bytes: [UInt8])] = []
        for id in ids where !id.isEmpty {
            let bytes = Array(id.utf8)
            if bytes.contains(where: endsWord) {
                unusual.append((id, bytes))
            } else {
                byWord[FNV1a.hash(bytes), default: []].append((id, bytes))
            }
        }
        return (byWord, unusual)
    }

    /// The 1-based line where `key = ` is first written, if it is.
    static func lineOf(_ key: String, in bytes: [UInt8]) -> Int? {
        let needle = Array((key + " = ").utf8)
        guard needle.count <= bytes.count else { return nil }
        var line = 1
        for index in 0...(bytes.count - needle.count) {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            if bytes[index] == needle[0], Array(bytes[index..<index + needle.count]) == needle { return line }
        }
        return nil
    }

    private static func problem(_ path: String, line: Int, _ message: String) -> InputProblem {
        InputProblem(kind: .project, location: Location(file: path, line: line), message: message)
    }
}

extension XcodeProjectReader {
    /// A product name as a module name: Xcode's C99 extended identifier (a character that can't
    /// be in an identifier becomes `_`, and so does a leading digit).
    public static func c99Identifier(_ name: String) -> String {
        // ASCII names, nearly all of them, byte by byte: `isLetter` and `isNumber` look up Unicode
        // properties, and agree with these ranges on ASCII (but `\r\n` is one character).
        if isPlainASCII(name) {
            var bytes = Array(name.utf8)
            for index in bytes.indices where !isASCIIWordByte(bytes[index]) || (index == 0 && bytes[0] < UInt8(ascii: "A")) {
                bytes[index] = UInt8(ascii: "_")  // not a letter, a digit or `_`, or a leading digit
            }
            return bytes.isEmpty ? "_" : String(decoding: bytes, as: UTF8.self)
        }
        var result = ""
        for (index, character) in name.enumerated() {
            let allowed = character.isLetter || character == "_" || (index > 0 && character.isNumber)
            result.append(allowed ? character : "_")
        }
        return result.isEmpty ? "_" : result
    }

    /// Whether `text` is ASCII without a carriage return: each of its bytes is one character.
    static func isPlainASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
    }

    /// Whether an ASCII byte is a letter, a digit or `_` (what `isLetter || isNumber || == "_"` says).
    static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}
