import Foundation
import SegueModel

/// `{"version": 1, "diagnostics": [...], "summary": {...}}`, pretty-printed with sorted keys so the
/// bytes are stable. `column` is `null` when unknown; `subject` is what the finding is about (what
/// baselines and `ignore` entries match), `null` for a finding about a whole file.
enum JSONReporter {
    static let formatVersion = 1

    private struct Document: Encodable {
        var version: Int
        var diagnostics: [Entry]
        var summary: SummaryEntry
    }

    private struct Entry: Encodable {
        var rule: String
        var severity: String
        var message: String
        var subject: String?
        var file: String
        var line: Int
        var column: Int?
        var notes: [NoteEntry]

        enum CodingKeys: String, CodingKey { case rule, severity, message, subject, file, line, column, notes }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(rule, forKey: .rule)
            try container.encode(severity, forKey: .severity)
            try container.encode(message, forKey: .message)
            try container.encode(subject, forKey: .subject)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(notes, forKey: .notes)
        }
    }

    private struct NoteEntry: Encodable {
        var message: String
        var file: String
        var line: Int
        var column: Int?

        enum CodingKeys: String, CodingKey { case message, file, line, column }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(message, forKey: .message)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
        }
    }

    private struct SummaryEntry: Encodable {
        var errors: Int
        var warnings: Int
        var storyboards: Int
        var swiftFiles: Int
    }

    static func render(_ result: LintResult, paths: PathDisplay) -> String {
        let document = Document(
            version: formatVersion,
            diagnostics: result.diagnostics.map { diagnostic in
                Entry(
                    rule: diagnostic.ruleID, severity: diagnostic.severity.rawValue, message: diagnostic.message,
                    subject: diagnostic.subject, file: paths.display(diagnostic.location.file), line: diagnostic.location.line,
                    column: diagnostic.location.column,
                    notes: diagnostic.notes.map { note in
                        NoteEntry(
                            message: note.message, file: paths.display(note.location.file),
                            line: note.location.line, column: note.location.column)
                    })
            },
            summary: SummaryEntry(
                errors: result.errorCount, warnings: result.warningCount,
                storyboards: result.storyboardCount, swiftFiles: result.sourceCount))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document), let text = String(data: data, encoding: .utf8) else {
            return "{}\n"
        }
        return text + "\n"
    }
}
