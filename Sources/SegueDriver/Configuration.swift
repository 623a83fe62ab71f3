import Foundation
import SegueModel
import SegueRules
import SwiftFacts
import Yams

/// `.seguelint.yml`: which files and rules, how severe, and the project's own segue conventions.
/// Every key is validated: an unknown key, an unknown rule id or a wrong type is an error with the
/// file, line and column, and the nearest valid name.
public struct Configuration: Sendable {
    /// The file name looked for in the working directory and its parents.
    public static let fileName = ".seguelint.yml"

    /// A rule's severity as configured.
    public enum RuleSeverity: String, Sendable {
        case error, warning, off
    }

    /// A storyboard finding suppressed by configuration (storyboards cannot keep comments).
    public struct IgnoreEntry: Sendable, Equatable {
        /// A glob matched against the file path.
        public var file: String
        /// The segue identifier, class or action the finding is about; `nil` for any.
        public var identifier: String?
        /// The rule id; `nil` for any rule.
        public var rule: String?
    }

    /// Paths to lint when none are given on the command line (relative to the configuration file).
    public var included: [String] = []
    /// Globs of paths never linted (relative to the configuration file's folder).
    public var excluded: [String] = []
    /// Rules turned off.
    public var disabledRules: Set<String> = []
    /// Opt-in rules turned on.
    public var optInRules: Set<String> = []
    /// Per-rule severity overrides.
    public var severities: [String: RuleSeverity] = [:]
    /// Names that make a `String` enum a segue enum.
    public var segueEnumNames: Set<String> = CrossReferenceIndex.defaultSegueEnumNames
    /// Protocols whose conformers' `String` enum is their segue enum.
    public var segueHandlerProtocols: Set<String> = CrossReferenceIndex.defaultSegueHandlerProtocols
    /// Extra functions that take a segue identifier as their first argument: `name` (any label),
    /// `name(label:)` or `name(_:)`.
    public var performSegueFunctions: [String] = []
    /// The default reporter.
    public var reporter: String?
    /// Whether warnings fail the run.
    public var strict: Bool?
    /// Suppressed findings.
    public var ignore: [IgnoreEntry] = []
    /// The Xcode project to read (`project:` / `--project`): a `.xcodeproj` folder or its
    /// `project.pbxproj`, relative to `baseDirectory`; `nil`: every project under the linted paths.
    public var project: String?
    /// The only target to lint (`--target`); `nil`: every target.
    public var target: String?
    /// The folder the configuration's relative paths are relative to.
    public var baseDirectory: String = "."

    /// The defaults: every non-opt-in rule at its default severity.
    public init() {}

    /// A configuration problem, with where it is.
    public struct Error: Swift.Error, CustomStringConvertible, Equatable {
        /// The configuration file.
        public var file: String
        /// 1-based line, when known.
        public var line: Int?
        /// 1-based column, when known.
        public var column: Int?
        /// What is wrong.
        public var message: String

        /// `file:line:column: error: message`, the format editors jump to.
        public var description: String {
            var place = file
            if let line { place += ":\(line)" }
            if let column { place += ":\(column)" }
            return "\(place): error: \(message)"
        }
    }

    static let keys = [
        "included", "excluded", "disabled_rules", "opt_in_rules", "severity", "segue_enum_names",
        "segue_handler_protocols", "perform_segue_functions", "reporter", "strict", "ignore",
        "project",
    ]

    /// The environment variable naming folders the search never goes above (colon-separated,
    /// like git's `GIT_CEILING_DIRECTORIES`): CI jobs and tests use it to keep a stray
    /// `.seguelint.yml` in a parent folder out of their runs.
    public static let ceilingVariable = "SEGUELINT_CONFIG_CEILING"

    /// The nearest configuration file: `.seguelint.yml` in `directory` or its closest parent. The
    /// search stops at the repository root (a folder holding `.git`) and at `ceilings` (by default
    /// those of `SEGUELINT_CONFIG_CEILING`). An entry that exists but cannot be read — a dangling
    /// symbolic link, a folder — is still returned, for `load` to report, never skipped in favour
    /// of a parent's file.
    public static func find(from directory: String, ceilings: [String]? = nil) -> String? {
        let stops = Set(
            (ceilings
                ?? (ProcessEnvironment.value(ceilingVariable) ?? "")
                .split(separator: ":").map(String.init)).filter { !$0.isEmpty }.map { CanonicalPath.resolve($0) })
        var folder = CanonicalPath.resolve(directory)
        while true {
            let candidate = folder == "/" ? "/" + fileName : folder + "/" + fileName
            var info = stat()
            if lstat(candidate, &info) == 0 { return candidate }
            if stops.contains(folder) || lstat(folder + "/.git", &info) == 0 { return nil }
            let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
            if parent == folder { return nil }
            folder = parent
        }
    }

    /// Reads and validates a configuration file.
    public static func load(path: String, ruleIDs: [String], reporters: [String]) throws -> Configuration {
        let data: Data
        do {
            // Never blocks: a FIFO named .seguelint.yml is refused, not waited on.
            data = Data(try InputFile.bytes(atPath: path, limit: 16 * 1024 * 1024))
        } catch {
            var info = stat()
            let why =
                lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK && stat(path, &info) != 0
                ? "it is a symbolic link to \((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"), which does not exist"
                : lstat(path, &info) != 0 && errno == ENOENT ? "it does not exist" : "\(error)"
            throw Error(file: path, line: nil, column: nil, message: "cannot read the configuration file (\(why))")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Error(file: path, line: nil, column: nil, message: "the configuration file is not UTF-8")
        }
        var configuration = try parse(text, file: path, ruleIDs: ruleIDs, reporters: reporters)
        configuration.baseDirectory = CanonicalPath.resolve(URL(fileURLWithPath: path).deletingLastPathComponent().path)
        return configuration
    }

    /// Parses configuration text; `file` is used in error messages.
    public static func parse(_ text: String, file: String, ruleIDs: [String], reporters: [String]) throws -> Configuration {
        let root = try compose(text, file: file)
        var configuration = Configuration()
        guard let root else { return configuration }
        guard let mapping = root.mapping else {
            throw error(file, root, "the configuration must be a mapping of keys to values")
        }
        let reader = Reader(file: file, ruleIDs: ruleIDs)
        for (keyNode, value) in mapping {
            guard let key = keyNode.string else { throw error(file, keyNode, "keys must be strings") }
            try apply(key, keyNode: keyNode, value: value, to: &configuration, reader: reader, reporters: reporters)
        }
        return configuration
    }

    /// The YAML document's root node, `nil` for an empty document; invalid YAML is an error.
    private static func compose(_ text: String, file: String) throws -> Node? {
        do {
            return try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw Error(file: file, line: error.line, column: error.column, message: "invalid YAML: \(error.summary)")
        } catch {
            throw Error(file: file, line: nil, column: nil, message: "invalid YAML: \(error)")
        }
    }

    /// Reads one top-level key's value into `configuration`; an unknown key is an error.
    private static func apply(
        _ key: String, keyNode: Node, value: Node, to configuration: inout Configuration, reader: Reader,
        reporters: [String]
    ) throws {
        let file = reader.file
        switch key {
        case "included": configuration.included = try reader.strings(value, key)
        case "excluded": configuration.excluded = try reader.strings(value, key)
        case "disabled_rules": configuration.disabledRules = Set(try reader.ruleIDs(value, key))
        case "opt_in_rules": configuration.optInRules = Set(try reader.ruleIDs(value, key))
        case "segue_enum_names": configuration.segueEnumNames = Set(try reader.strings(value, key))
        case "segue_handler_protocols": configuration.segueHandlerProtocols = Set(try reader.strings(value, key))
        case "perform_segue_functions":
            configuration.performSegueFunctions = try reader.strings(value, key)
            let items: [Node] = value.sequence.map { Array($0) } ?? [value]
            if let bad = items.first(where: { ExtractionOptions.PerformFunction(spec: $0.string ?? "") == nil }) {
                throw error(file, bad, "'\(bad.string ?? "")' is not a function name: write name, name(label:) or name(_:)")
            }
        case "reporter": configuration.reporter = try reporter(value, key, reader: reader, reporters: reporters)
        case "strict": configuration.strict = try reader.bool(value, key)
        case "project": configuration.project = try reader.string(value, key)
        case "severity": try readSeverities(value, key, into: &configuration.severities, reader: reader)
        case "ignore":
            guard let entries = value.sequence else {
                throw error(file, value, "'ignore' must be a list of {file, identifier, rule} entries")
            }
            for entry in entries {
                configuration.ignore.append(try reader.ignoreEntry(entry))
            }
        default:
            throw error(
                file, keyNode,
                "unknown key '\(key)'" + suggestion(key, keys)
                    + "; valid keys: " + keys.joined(separator: ", "))
        }
    }

    /// The `reporter` value, which must name one of `reporters`.
    private static func reporter(_ value: Node, _ key: String, reader: Reader, reporters: [String]) throws -> String {
        let name = try reader.string(value, key)
        guard reporters.contains(name) else {
            throw error(
                reader.file, value,
                "unknown reporter '\(name)'" + suggestion(name, reporters)
                    + "; reporters: " + reporters.joined(separator: ", "))
        }
        return name
    }

    /// Reads the `severity` mapping of rule ids to levels into `severities`, entry by entry.
    private static func readSeverities(
        _ value: Node, _ key: String, into severities: inout [String: RuleSeverity], reader: Reader
    ) throws {
        guard let entries = value.mapping else {
            throw error(reader.file, value, "'severity' must map rule ids to error, warning or off")
        }
        for (ruleNode, levelNode) in entries {
            let rule = try reader.ruleID(ruleNode, key)
            let level = try reader.string(levelNode, "severity.\(rule)")
            guard let severity = RuleSeverity(rawValue: level) else {
                throw error(reader.file, levelNode, "severity of \(rule) must be error, warning or off, not '\(level)'")
            }
            severities[rule] = severity
        }
    }

    static func error(_ file: String, _ node: Node, _ message: String) -> Error {
        Error(file: file, line: node.mark.map { $0.line }, column: node.mark.map { $0.column }, message: message)
    }

    static func suggestion(_ value: String, _ candidates: [String]) -> String {
        var best: (Int, String)?
        for candidate in candidates {
            guard let distance = EditDistance.distance(value, candidate, atMost: max(2, candidate.count / 3)) else { continue }
            if best == nil || distance < best!.0 { best = (distance, candidate) }
        }
        return best.map { "; did you mean '\($0.1)'?" } ?? ""
    }

    /// Typed readers that fail with the node's position.
    private struct Reader {
        var file: String
        var ruleIDs: [String]

        func string(_ node: Node, _ key: String) throws -> String {
            guard let scalar = node.scalar,
                scalar.style != .plain || (Bool(scalar.string.lowercased()) == nil && Double(scalar.string) == nil)
            else {
                throw Configuration.error(file, node, "'\(key)' must be a string")
            }
            return scalar.string
        }

        func strings(_ node: Node, _ key: String) throws -> [String] {
            if node.scalar != nil { return [try string(node, key)] }
            guard let sequence = node.sequence else {
                throw Configuration.error(file, node, "'\(key)' must be a list of strings")
            }
            return try sequence.map { try string($0, key) }
        }

        /// `true` or `false` as YAML booleans: a quoted `"true"` is a string, not a boolean.
        func bool(_ node: Node, _ key: String) throws -> Bool {
            guard let scalar = node.scalar, scalar.style == .plain, let value = Bool(scalar.string.lowercased()) else {
                throw Configuration.error(file, node, "'\(key)' must be true or false")
            }
            return value
        }

        func ruleID(_ node: Node, _ key: String) throws -> String {
            let id = try string(node, key)
            guard ruleIDs.contains(id) else {
                throw Configuration.error(file, node, "unknown rule '\(id)' in '\(key)'" + Configuration.suggestion(id, ruleIDs))
            }
            return id
        }

        func ruleIDs(_ node: Node, _ key: String) throws -> [String] {
            if node.scalar != nil { return [try ruleID(node, key)] }
            guard let sequence = node.sequence else {
                throw Configuration.error(file, node, "'\(key)' must be a list of rule ids")
            }
            return try sequence.map { try ruleID($0, key) }
        }

        func ignoreEntry(_ node: Node) throws -> IgnoreEntry {
            guard let mapping = node.mapping else {
                throw Configuration.error(file, node, "an 'ignore' entry must be a mapping with file, identifier and rule")
            }
            var entry = IgnoreEntry(file: "", identifier: nil, rule: nil)
            for (keyNode, value) in mapping {
                switch keyNode.string ?? "" {
                case "file": entry.file = try string(value, "ignore.file")
                case "identifier": entry.identifier = try string(value, "ignore.identifier")
                case "rule": entry.rule = try ruleID(value, "ignore.rule")
                default:
                    let key = keyNode.string ?? ""
                    throw Configuration.error(
                        file, keyNode,
                        "unknown key '\(key)' in an 'ignore' entry"
                            + Configuration.suggestion(key, ["file", "identifier", "rule"]))
                }
            }
            guard !entry.file.isEmpty else {
                throw Configuration.error(file, node, "an 'ignore' entry needs a 'file' glob")
            }
            return entry
        }
    }
}

extension YamlError {
    var line: Int? {
        switch self {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): return mark.line
        default: return nil
        }
    }

    var column: Int? {
        switch self {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): return mark.column
        default: return nil
        }
    }

    var summary: String {
        switch self {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _): return problem
        default: return "\(self)"
        }
    }
}
