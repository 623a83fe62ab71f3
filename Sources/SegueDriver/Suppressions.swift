import SegueModel
import SegueRules

/// Applies `// seguelint:disable …` comments to diagnostics, and finds the comments that
/// suppressed nothing.
struct Suppressions {
    private struct Entry {
        var directive: SuppressionDirective
        var used = false
    }

    private var entriesByFile: [String: [Entry]] = [:]
    private let knownRules: Set<String>

    init(sources: [SourceFacts], knownRules: Set<String>) {
        self.knownRules = knownRules
        for facts in sources where !facts.suppressions.isEmpty {
            entriesByFile[facts.path] = facts.suppressions.map { Entry(directive: $0) }
        }
    }

    /// Whether the diagnostic is suppressed; marks the directives that suppress it as used.
    mutating func suppresses(_ diagnostic: Diagnostic) -> Bool {
        guard var entries = entriesByFile[diagnostic.location.file] else { return false }
        defer { entriesByFile[diagnostic.location.file] = entries }
        let line = diagnostic.location.line
        func names(_ directive: SuppressionDirective) -> Bool {
            directive.rules.contains(diagnostic.ruleID) || directive.rules.contains("all")
        }
        var suppressedBy: [Int] = []
        // The last disable/enable at or before the line decides the region.
        if let index = entries.indices.last(where: { index in
            let directive = entries[index].directive
            return (directive.action == .disable || directive.action == .enable) && directive.location.line <= line
                && names(directive)
        }), entries[index].directive.action == .disable {
            suppressedBy.append(index)
        }
        for index in entries.indices where names(entries[index].directive) {
            let directive = entries[index].directive
            if (directive.action == .disableThis && directive.location.line == line)
                || (directive.action == .disableNext && directive.commentEndLine + 1 == line)
            {
                suppressedBy.append(index)
            }
        }
        for index in suppressedBy { entries[index].used = true }
        return !suppressedBy.isEmpty
    }

    /// A directive that should go, why, and what it is about (the rule names it gives).
    struct Superfluous {
        var directive: SuppressionDirective
        var message: String
        var subject: String?
    }

    /// Directives that disable rules but suppressed nothing, or name unknown rules. Directives
    /// naming only rules that did not run are not judged.
    func superfluous(enabledRules: Set<String>) -> [Superfluous] {
        var result: [Superfluous] = []
        for entries in entriesByFile.values {
            for entry in entries where entry.directive.action != .enable {
                let rules = entry.directive.rules
                if rules.isEmpty {
                    result.append(
                        Superfluous(
                            directive: entry.directive, message: "seguelint:\(entry.directive.action.rawValue) names no rule",
                            subject: nil))
                    continue
                }
                if let unknown = rules.first(where: { $0 != "all" && !knownRules.contains($0) }) {
                    let hint = EditDistance.nearestMiss(of: unknown, among: knownRules).map { "; did you mean \"\($0)\"?" } ?? ""
                    result.append(
                        Superfluous(
                            directive: entry.directive,
                            message: "seguelint:\(entry.directive.action.rawValue) names the unknown rule \"\(unknown)\"" + hint,
                            subject: unknown))
                    continue
                }
                let judged = rules.contains("all") ? !enabledRules.isEmpty : rules.contains(where: enabledRules.contains)
                if judged && !entry.used {
                    result.append(
                        Superfluous(
                            directive: entry.directive,
                            message: "seguelint:\(entry.directive.action.rawValue) "
                                + "\"\(rules.joined(separator: " "))\" suppresses no diagnostic; remove it",
                            subject: rules.joined(separator: " ")))
                }
            }
        }
        return result
    }
}
