import SegueModel

/// How serious a finding is.
public enum Severity: String, Comparable, Sendable, CaseIterable {
    case warning
    case error

    /// Warnings sort before errors.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// A secondary location of a diagnostic: the other side of the cross-reference.
public struct Note: Hashable, Sendable {
    /// What is there, e.g. `segue "showDetail" is defined here`.
    public var message: String
    /// Where.
    public var location: Location

    /// Creates a note.
    public init(_ message: String, at location: Location) {
        self.message = message
        self.location = location
    }
}

/// One finding of one rule.
public struct Diagnostic: Hashable, Sendable {
    /// The stable rule id, e.g. `missing-enum-case`.
    public var ruleID: String
    /// Error or warning.
    public var severity: Severity
    /// What is wrong, naming the offending value; no trailing period. Free to be reworded: nothing
    /// matches on it.
    public var message: String
    /// What the finding is about — the segue identifier, unwind action, class or storyboard — as
    /// the rule states it; `nil` for a finding about a whole file. `ignore` entries, baselines and
    /// fingerprints match on it (never on the message), so rewording a message changes none of them.
    public var subject: String?
    /// The primary location.
    public var location: Location
    /// Other locations that explain the finding.
    public var notes: [Note]
    /// 1 for the first finding of its rule, file and subject in a run's sorted output, 2 for the
    /// next, and so on: what tells identical findings apart in fingerprints. Numbered once, on the
    /// whole run (`numberingOccurrences`), before a baseline or `--changed` removes any finding, so
    /// a finding's fingerprint does not depend on which others are reported.
    public var occurrence = 1
    /// Whether the finding says that code never matches anything (a comparison or an enum case
    /// that matches no segue): true of a file shared by several targets only when every target
    /// that lints it finds it, so the run drops it otherwise. Not part of any output.
    public var holdsOnlyInEveryTarget = false

    /// Creates a diagnostic.
    public init(
        ruleID: String, severity: Severity, message: String, subject: String?, location: Location,
        notes: [Note] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.subject = subject
        self.location = location
        self.notes = notes
    }

    /// Numbers the `occurrence` of sorted `diagnostics` in place.
    public static func numberOccurrences(_ diagnostics: inout [Diagnostic]) {
        struct Key: Hashable {
            var rule: String
            var file: String
            var subject: String?
        }
        var seen: [Key: Int] = [:]
        for position in diagnostics.indices {
            let key = Key(
                rule: diagnostics[position].ruleID, file: diagnostics[position].location.file,
                subject: diagnostics[position].subject)
            let occurrence = seen[key, default: 0] + 1
            diagnostics[position].occurrence = occurrence
            seen[key] = occurrence
        }
    }

    /// `diagnostics` (sorted) with their `occurrence` numbered.
    public static func numberingOccurrences(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var numbered = diagnostics
        numberOccurrences(&numbered)
        return numbered
    }

    /// The deterministic output order: file, line, column, rule id, message.
    public static func sortsBefore(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        if lhs.message != rhs.message { return lhs.message < rhs.message }
        return (lhs.subject ?? "") < (rhs.subject ?? "")
    }
}
