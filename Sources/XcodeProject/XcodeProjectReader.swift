import Foundation
import SegueModel

/// Reads `project.pbxproj` (an OpenStep property list) with Foundation's
/// `PropertyListSerialization`, which reads that format on Linux and macOS alike, into an
/// `XcodeProject`. Anything wrong with the file is an `InputProblem` naming it and the reason,
/// never a crash: the size is limited, and the nesting depth is measured with a byte scan before
/// the recursive parser sees the file.
public enum XcodeProjectReader {
    /// Files larger than this are refused (real projects stay far below it).
    public static let sizeLimit = 64 * 1024 * 1024
    /// Deeper nesting of `{` and `(` is refused: real projects nest about six deep, and the
    /// property-list parser recurses once per level.
    public static let nestingLimit = 64

    /// Reads the project file at `path`.
    public static func read(contentsOf path: String) -> Result<XcodeProject, InputProblem> {
        do {
            return read(bytes: try InputFile.bytes(atPath: path, limit: sizeLimit), path: path)
        } catch {
            return .failure(problem(path, line: 1, "cannot read the project: \(error)"))
        }
    }

    /// Reads project text held in memory; `path` names it in the model and in problems.
    public static func read(bytes: [UInt8], path: String) -> Result<XcodeProject, InputProblem> {
        if let (depth, line) = nestingBeyondLimit(bytes) {
            return .failure(problem(path, line: line, "not read: the property list nests \(depth) deep here "
                                    + "(seguelint reads at most \(nestingLimit) levels)"))
        }
        let plist: Any
        do {
            var format = PropertyListSerialization.PropertyListFormat.openStep
            plist = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: &format)
        } catch {
            return .failure(problem(path, line: 1, "not a valid property list: \(Self.reason(error))"))
        }
        guard let root = plist as? [String: Any], let objects = root["objects"] as? [String: Any],
              let rootID = root["rootObject"] as? String, let project = objects[rootID] as? [String: Any],
              project["isa"] as? String == "PBXProject" else {
            return .failure(problem(path, line: 1, "not an Xcode project: no PBXProject root object"))
        }
        let graph = ObjectGraph(objects: objects)
        let projectSettings = graph.configurations(of: project)
        let targets = graph.list(project["targets"]).compactMap { target -> XcodeProject.Target? in
            guard target["isa"] as? String == "PBXNativeTarget", let name = target["name"] as? String else { return nil }
            return graph.target(named: name, target, projectSettings: projectSettings)
        }
        let attributes = project["attributes"] as? [String: Any]
        let check = attributes?["LastSwiftMigration"] as? String ?? attributes?["LastSwiftUpdateCheck"] as? String
        return .success(XcodeProject(path: path, targets: targets, lastSwiftUpdateCheck: check))
    }

    /// The depth and line where `{`/`(` nesting first goes past the limit, outside strings and
    /// comments; `nil` when it never does.
    static func nestingBeyondLimit(_ bytes: [UInt8]) -> (depth: Int, line: Int)? {
        var depth = 0
        var line = 1
        var index = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { line += 1 }
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                // A block comment: skip to its end, counting lines.
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                    index += 1
                }
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") {
                depth += 1
                if depth > nestingLimit { return (depth, line) }
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") {
                depth -= 1
            }
            index += 1
        }
        return nil
    }

    private static func problem(_ path: String, line: Int, _ message: String) -> InputProblem {
        InputProblem(kind: .project, location: Location(file: path, line: line), message: message)
    }

    /// Foundation's message without its generic wrapping.
    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    }
}

/// The pbxproj `objects` table, looked up by id; references that name nothing are skipped.
private struct ObjectGraph {
    let objects: [String: Any]

    func object(_ reference: Any?) -> [String: Any]? {
        (reference as? String).flatMap { objects[$0] as? [String: Any] }
    }

    func list(_ references: Any?) -> [[String: Any]] {
        ((references as? [Any]) ?? []).compactMap(object)
    }

    /// Each build configuration's settings, by name, in the list's order.
    func configurations(of owner: [String: Any]) -> [(name: String, settings: [String: Any])] {
        guard let list = object(owner["buildConfigurationList"]) else { return [] }
        return self.list(list["buildConfigurations"]).compactMap { configuration in
            guard let name = configuration["name"] as? String else { return nil }
            return (name, configuration["buildSettings"] as? [String: Any] ?? [:])
        }
    }

    func target(named name: String, _ target: [String: Any],
                projectSettings: [(name: String, settings: [String: Any])]) -> XcodeProject.Target {
        let own = configurations(of: target)
        let projectByName = Dictionary(projectSettings.map { ($0.name, $0.settings) }, uniquingKeysWith: { first, _ in first })
        var swiftVersions: [String: String] = [:]
        var platform: String?
        var moduleName: String?
        for (configuration, settings) in own {
            let resolver = SettingResolver(target: settings, project: projectByName[configuration] ?? [:], targetName: name)
            if let version = resolver.value("SWIFT_VERSION"), !version.isEmpty { swiftVersions[configuration] = version }
            platform = platform ?? resolver.value("SDKROOT")
            moduleName = moduleName ?? resolver.value("PRODUCT_MODULE_NAME")
                ?? resolver.value("PRODUCT_NAME").map(XcodeProjectReader.c99Identifier)
        }
        return XcodeProject.Target(name: name, moduleName: moduleName ?? XcodeProjectReader.c99Identifier(name),
                                   platform: platform, swiftVersions: swiftVersions, configurations: own.map(\.name))
    }
}

/// Build settings as Xcode resolves them in the common cases: the target's level over the
/// project's, `$(inherited)` taking the project's value, and `$(TARGET_NAME)` /
/// `$(PRODUCT_NAME)` / `${NAME}` references expanded (to a bounded depth).
private struct SettingResolver {
    let target: [String: Any]
    let project: [String: Any]
    let targetName: String

    func value(_ key: String) -> String? {
        expand(key, depth: 0)
    }

    private func expand(_ key: String, depth: Int) -> String? {
        guard depth < 8 else { return nil }
        let inherited = Self.text(project[key])
        guard let raw = Self.text(target[key]) ?? inherited else { return key == "TARGET_NAME" ? targetName : nil }
        var result = ""
        var rest = Substring(raw)
        while let open = rest.range(of: "$(") ?? rest.range(of: "${") {
            result += rest[..<open.lowerBound]
            let closer: Character = rest[open].hasSuffix("(") ? ")" : "}"
            guard let close = rest[open.upperBound...].firstIndex(of: closer) else { break }
            let name = String(rest[open.upperBound..<close])
            let base = name.split(separator: ":").first.map(String.init) ?? name
            if base == "inherited" {
                result += inherited.map { $0 == raw ? "" : $0 } ?? ""
            } else if base == "TARGET_NAME" {
                result += targetName
            } else {
                result += expand(base, depth: depth + 1) ?? ""
            }
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        return result.trimmingCharacters(in: .whitespaces)
    }

    /// A setting's value as text (a list is joined by spaces, as Xcode does).
    static func text(_ value: Any?) -> String? {
        if let string = value as? String { return string }
        if let list = value as? [Any] { return list.compactMap { $0 as? String }.joined(separator: " ") }
        return nil
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
