import SegueModel
import SwiftFacts

extension Configuration {
    /// The rules this configuration runs: defaults plus opted-in, minus disabled and `off`.
    public var enabledRules: [any Rule.Type] {
        allRules.filter { rule in
            let id = rule.description.id
            return (!rule.description.isOptIn || optInRules.contains(id)) && !disabledRules.contains(id)
                && severities[id] != .off
        }
    }

    /// The extractor options: the built-in perform functions plus `perform_segue_functions`.
    public var extractionOptions: ExtractionOptions {
        ExtractionOptions(extraPerformFunctions: performSegueFunctions.compactMap(ExtractionOptions.PerformFunction.init(spec:)))
    }

    /// Applies the configured severity; `false` when the rule is `off`.
    func applySeverity(to diagnostic: inout Diagnostic) -> Bool {
        switch severities[diagnostic.ruleID] {
        case .off?: return false
        case .error?: diagnostic.severity = .error
        case .warning?: diagnostic.severity = .warning
        case nil: break
        }
        return true
    }

    /// Whether an `ignore` entry covers the diagnostic (file glob, identifier, rule).
    func ignores(_ diagnostic: Diagnostic) -> Bool {
        guard !ignore.isEmpty else { return false }
        let path = Glob.relativePath(diagnostic.location.file, to: baseDirectory) ?? diagnostic.location.file
        return ignore.contains { entry in
            (entry.rule == nil || entry.rule == diagnostic.ruleID)
                && (entry.identifier == nil || entry.identifier == diagnostic.subject)
                && Glob(entry.file).matches(path)
        }
    }
}
