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
    public static func read(contentsOf path: String) -> Result<XcodeProject, InputProblem> {
        do {
            return read(bytes: try InputFile.bytes(atPath: path, limit: sizeLimit), path: path)
        } catch {
            return .failure(problem(path, line: 1, "cannot read the project: \(error)"))
        }
    }

    /// Reads an `.xcconfig` file; `nil` when it can't be read (a CocoaPods configuration before
    /// `pod install` is the common case).
    public static func readConfigurationFile(_ path: String) -> [UInt8]? {
        try? InputFile.bytes(atPath: path, limit: 1024 * 1024)
    }

    /// Reads project text held in memory; `path` names it in the model and in problems, and the
    /// source root is the folder that holds its `.xcodeproj`. `readFile` reads `.xcconfig` files.
    public static func read(bytes: [UInt8], path: String,
                            readFile: @escaping (String) -> [UInt8]? = readConfigurationFile) -> Result<XcodeProject, InputProblem> {
        if let line = mergeConflictLine(bytes) {
            return .failure(problem(path, line: line, "not a valid property list: an unresolved merge conflict "
                                    + "(a <<<<<<< line) starts here"))
        }
        let plist: PlistValue
        do {
            plist = try OpenStepParser.parse(bytes, nestingLimit: nestingLimit)
        } catch let failure as OpenStepParser.Failure {
            let message = failure.message.hasPrefix("not read") ? failure.message : "not a valid property list: \(failure.message)"
            return .failure(problem(path, line: failure.line, message))
        } catch {
            return .failure(problem(path, line: 1, "not a valid property list: \(error)"))
        }
        guard let root = plist.dictionary, let objects = root["objects"]?.dictionary, let rootID = root["rootObject"]?.string,
              let project = objects[rootID]?.dictionary, project["isa"]?.string == "PBXProject" else {
            return .failure(problem(path, line: 1, "not an Xcode project: no PBXProject root object"))
        }
        let sourceRoot = ProjectPath.sourceRoot(ofProjectFile: path, projectDirPath: project["projectDirPath"]?.string)
        let graph = ProjectGraph(objects: objects, project: project, sourceRoot: sourceRoot)
        var configurationFiles = ConfigurationFiles(readFile: readFile)
        let projectLevels = graph.configurations(of: project).map { configuration in
            (name: configuration.name,
             levels: [configurationFiles.settings(graph.path(of: configuration.base), configuration: configuration.name),
                      configuration.settings])
        }
        var targets: [XcodeProject.Target] = []
        for id in project["targets"]?.array?.compactMap(\.string) ?? [] {
            guard let target = graph[id], target["isa"]?.string == "PBXNativeTarget", let name = target["name"]?.string
            else { continue }
            var model = graph.target(id: id, named: name, target, projectLevels: projectLevels,
                                     configurationFiles: &configurationFiles)
            model.line = definitionLine(of: id, in: bytes)
            targets.append(model)
        }
        let attributes = project["attributes"]?.dictionary
        let migration = attributes?["LastSwiftMigration"]?.string
        var model = XcodeProject(path: path, sourceRoot: sourceRoot, targets: targets,
                                 lastSwiftUpdateCheck: migration ?? attributes?["LastSwiftUpdateCheck"]?.string,
                                 packageReferences: graph.packageReferences(), inputs: [path] + configurationFiles.read)
        if migration != nil { model.lastSwiftUpdateCheckKey = "LastSwiftMigration" }
        return .success(model)
    }

    /// The first line that starts with Git's `<<<<<<< ` conflict marker, if any.
    static func mergeConflictLine(_ bytes: [UInt8]) -> Int? {
        let marker = Array("<<<<<<< ".utf8)
        var line = 1
        var atLineStart = true
        for index in bytes.indices {
            if atLineStart, bytes[index] == marker[0], index + marker.count <= bytes.count,
               bytes[index..<index + marker.count].elementsEqual(marker) {
                return line
            }
            atLineStart = bytes[index] == UInt8(ascii: "\n")
            if atLineStart { line += 1 }
        }
        return nil
    }

    /// The line where the object `id` is defined (`id /* comment */ = {`), 1 when not found.
    static func definitionLine(of id: String, in bytes: [UInt8]) -> Int {
        let needle = Array(id.utf8)
        guard !needle.isEmpty, bytes.count >= needle.count else { return 1 }
        var line = 1
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            let before = index == 0 ? UInt8(ascii: " ") : bytes[index - 1]
            if bytes[index] == needle[0], before == UInt8(ascii: " ") || before == UInt8(ascii: "\t") || before == UInt8(ascii: "\n"),
               bytes[index..<index + needle.count].elementsEqual(needle) {
                var next = index + needle.count
                func skipSpace() { while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 } }
                skipSpace()
                if next + 1 < bytes.count, bytes[next] == UInt8(ascii: "/"), bytes[next + 1] == UInt8(ascii: "*") {
                    while next + 1 < bytes.count, !(bytes[next] == UInt8(ascii: "*") && bytes[next + 1] == UInt8(ascii: "/")) { next += 1 }
                    next += 2
                    skipSpace()
                }
                if next < bytes.count, bytes[next] == UInt8(ascii: "=") {
                    next += 1
                    skipSpace()
                    if next < bytes.count, bytes[next] == UInt8(ascii: "{") { return line }
                }
            }
            index += 1
        }
        return 1
    }

    private static func problem(_ path: String, line: Int, _ message: String) -> InputProblem {
        InputProblem(kind: .project, location: Location(file: path, line: line), message: message)
    }
}

extension XcodeProjectReader {
    /// A product name as a module name: Xcode's C99 extended identifier (a character that can't
    /// be in an identifier becomes `_`, and so does a leading digit).
    public static func c99Identifier(_ name: String) -> String {
        var result = ""
        for (index, character) in name.enumerated() {
            let allowed = character.isLetter || character == "_" || (index > 0 && character.isNumber)
            result.append(allowed ? character : "_")
        }
        return result.isEmpty ? "_" : result
    }
}
