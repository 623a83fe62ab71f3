import SegueCache
import SegueModel
import SegueRules

/// A diagnostic as the pack stores it: unlike a file's facts, its locations name their files.
struct CachedDiagnostic: Codable {
    struct Place: Codable {
        var file: String
        var line: Int
        var column: Int?
        var message: String?
    }

    var rule: String
    var severity: String
    var message: String
    var subject: String?
    var location: Place
    var notes: [Place]
    /// A finding of one unit that holds only when every target finds it (`nil` when false).
    var everyTarget: Bool?

    init(_ diagnostic: Diagnostic) {
        rule = diagnostic.ruleID
        severity = diagnostic.severity.rawValue
        message = diagnostic.message
        subject = diagnostic.subject
        location = Place(file: diagnostic.location.file, line: diagnostic.location.line, column: diagnostic.location.column)
        notes = diagnostic.notes.map {
            Place(file: $0.location.file, line: $0.location.line, column: $0.location.column, message: $0.message)
        }
        everyTarget = diagnostic.holdsOnlyInEveryTarget ? true : nil
    }

    var diagnostic: Diagnostic {
        var diagnostic = Diagnostic(
            ruleID: rule, severity: Severity(rawValue: severity) ?? .error, message: message, subject: subject,
            location: Location(file: location.file, line: location.line, column: location.column),
            notes: notes.map { Note($0.message ?? "", at: Location(file: $0.file, line: $0.line, column: $0.column)) })
        diagnostic.holdsOnlyInEveryTarget = everyTarget ?? false
        return diagnostic
    }
}

extension CachedDiagnostic {
    /// The payload of a run's cached result.
    static func encode(_ diagnostics: [Diagnostic]) -> [UInt8]? {
        try? BinaryCoder.encode(diagnostics.map(CachedDiagnostic.init))
    }

    /// The diagnostics of a cached result; `nil` for a payload that does not decode.
    static func decode(_ payload: [UInt8]) -> [Diagnostic]? {
        try? BinaryCoder.decode([CachedDiagnostic].self, from: payload).map(\.diagnostic)
    }
}

extension CachedDiagnostic {
    /// The payload of a lint unit's cached findings: what each rule found, in the rules' order.
    static func encode(unit findings: [[Diagnostic]]) -> [UInt8]? {
        try? BinaryCoder.encode(findings.map { $0.map(CachedDiagnostic.init) })
    }

    /// A unit's findings by rule; `nil` for a payload that does not decode.
    static func decode(unit payload: [UInt8]) -> [[Diagnostic]]? {
        try? BinaryCoder.decode([[CachedDiagnostic]].self, from: payload).map { $0.map(\.diagnostic) }
    }
}
