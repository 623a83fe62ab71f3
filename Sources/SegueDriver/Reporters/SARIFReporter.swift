import Foundation
import SegueModel
import SegueRules

/// SARIF 2.1.0 for GitHub code scanning and other SARIF consumers: rule metadata with help text,
/// notes as related locations, URIs relative to `%SRCROOT%` (the working directory) and
/// line-independent `partialFingerprints` so alerts survive unrelated edits.
enum SARIFReporter {
    static func render(_ result: LintResult, paths: PathDisplay) -> String {
        let rules = allRules.map { $0.description }
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let lines = LineCache()
        let fingerprints = ReporterSupport.fingerprints(result.diagnostics, paths)
        let run: [String: Any] = [
            "tool": [
                "driver": [
                    "name": "seguelint",
                    "version": SegueLintVersion.current,
                    "informationUri": "https://github.com/seguelint/seguelint",
                    "rules": rules.map { rule -> [String: Any] in
                        [
                            "id": rule.id,
                            "name": ReporterSupport.pascalCase(rule.id),
                            "shortDescription": ["text": rule.name],
                            "fullDescription": ["text": rule.summary],
                            "help": ["text": rule.summary + ". See the seguelint README, section " + rule.id + "."],
                            "defaultConfiguration": ["level": rule.defaultSeverity.rawValue, "enabled": !rule.isOptIn],
                        ]
                    },
                ] as [String: Any]
            ],
            "originalUriBaseIds": ["%SRCROOT%": ["uri": ReporterSupport.fileURI(paths.workingDirectory + "/")]],
            "columnKind": "unicodeCodePoints",
            "results": zip(result.diagnostics, fingerprints).map { diagnostic, fingerprint -> [String: Any] in
                var entry: [String: Any] = [
                    "ruleId": diagnostic.ruleID,
                    "level": diagnostic.severity.rawValue,
                    "message": ["text": diagnostic.message],
                    "locations": [physical(diagnostic.location, paths, lines)],
                    "partialFingerprints": ["seguelint/v2": fingerprint],
                ]
                if let index = ruleIndex[diagnostic.ruleID] { entry["ruleIndex"] = index }
                if !diagnostic.notes.isEmpty {
                    entry["relatedLocations"] = diagnostic.notes.enumerated().map { index, note -> [String: Any] in
                        var related = physical(note.location, paths, lines)
                        related["id"] = index + 1
                        related["message"] = ["text": note.message]
                        return related
                    }
                }
                return entry
            },
        ]
        let document: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [run],
        ]
        return ReporterSupport.json(document)
    }

    private static func physical(_ location: Location, _ paths: PathDisplay, _ lines: LineCache) -> [String: Any] {
        let display = paths.display(location.file)
        var artifact: [String: Any]
        if display.hasPrefix("/") {
            artifact = ["uri": ReporterSupport.fileURI(display)]
        } else {
            artifact = ["uri": ReporterSupport.relativeReference(display), "uriBaseId": "%SRCROOT%"]
        }
        var region: [String: Any] = ["startLine": location.line]
        if let column = location.column { region["startColumn"] = lines.codePointColumn(location, byteColumn: column) }
        return ["physicalLocation": ["artifactLocation": artifact, "region": region]]
    }

    /// seguelint's columns count UTF-8 bytes; SARIF's `unicodeCodePoints` count code points. The
    /// two differ only on lines with non-ASCII text before the column, so those lines are read.
    final class LineCache {
        private var files: [String: [Substring]] = [:]

        func codePointColumn(_ location: Location, byteColumn: Int) -> Int {
            if files[location.file] == nil {
                let text = (try? String(contentsOfFile: location.file, encoding: .utf8)) ?? ""
                files[location.file] = text.split(separator: "\n", omittingEmptySubsequences: false)
            }
            guard let lines = files[location.file], location.line >= 1, location.line <= lines.count else { return byteColumn }
            let bytes = Array(lines[location.line - 1].utf8)
            let prefix = bytes.prefix(max(0, byteColumn - 1))
            return String(decoding: prefix, as: UTF8.self).unicodeScalars.count + 1
        }
    }
}

/// Pieces the machine-readable reporters share.
enum ReporterSupport {
    /// Pretty, key-sorted JSON without escaped slashes: stable bytes for golden tests.
    static func json(_ object: Any) -> String {
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: object,
                options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]),
            let text = String(data: data, encoding: .utf8)
        else { return "{}\n" }
        return text + "\n"
    }

    /// One fingerprint per diagnostic, in order: FNV-1a over rule, file (relative to the working
    /// directory) and subject — never the line or the message, so alerts survive moved code and
    /// reworded messages. Findings that agree on all three are told apart by their `occurrence`
    /// (numbered on the whole run): the first keeps the plain value, the n-th (n ≥ 2) hashes `#n`
    /// in as well, so an existing alert keeps its fingerprint when an identical finding is added
    /// below it, and no fingerprint depends on what a baseline or `--changed` leaves out.
    static func fingerprints(_ diagnostics: [Diagnostic], _ paths: PathDisplay) -> [String] {
        diagnostics.map { diagnostic in
            var key = [diagnostic.ruleID, paths.relativeDisplay(diagnostic.location.file), diagnostic.subject ?? "\u{1}"]
                .joined(separator: "\u{0}")
            if diagnostic.occurrence > 1 { key += "\u{0}#\(diagnostic.occurrence)" }
            return String(format: "%016llx", FNV1a.hash(key.utf8))
        }
    }

    /// `missing-enum-case` → `MissingEnumCase`.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A path as a URI reference (percent-encoded, `/` kept).
    static func uriPath(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#[]@!$&'()*+,;=")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    /// `file:///abs/path/`.
    static func fileURI(_ absolutePath: String) -> String {
        "file://" + uriPath(absolutePath)
    }

    /// A relative path as a relative URI reference: percent-encoded, and with `:` encoded in the
    /// first segment, where a resolver would take `file:Profile.swift` for a URI with the scheme
    /// `file` (RFC 3986, section 4.2).
    static func relativeReference(_ path: String) -> String {
        let encoded = uriPath(path)
        guard let slash = encoded.firstIndex(of: "/") else { return encoded.replacingOccurrences(of: ":", with: "%3A") }
        return encoded[..<slash].replacingOccurrences(of: ":", with: "%3A") + encoded[slash...]
    }
}
