import SegueModel
import SegueRules
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

    /// This configuration with every rule on: opt-in rules enabled, `disabled_rules` and `off`
    /// severities dropped (`--enable-all-rules`, as SwiftLint's flag of that name).
    public var enablingAllRules: Configuration {
        var copy = self
        copy.optInRules = Set(allRules.filter { $0.description.isOptIn }.map { $0.description.id })
        copy.disabledRules = []
        copy.severities = copy.severities.filter { $0.value != .off }
        return copy
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

extension Configuration {
    /// Every setting the diagnostics of a run depend on, in a canonical text: part of the key of
    /// the cached result of a run (`Linter.resultKey`). `included`, `excluded` and `reporter` are
    /// not in it: the first two decide which files are linted, which the key holds anyway, and
    /// the reporter and `strict` only act on the diagnostics afterwards. A test checks that every
    /// stored property is accounted for here.
    var diagnosticsFingerprint: String {
        var lines = [
            "disabled=" + disabledRules.sorted().joined(separator: ","),
            "optIn=" + optInRules.sorted().joined(separator: ","),
            "severities=" + severities.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value.rawValue)" }.joined(separator: ","),
            "enums=" + segueEnumNames.sorted().joined(separator: ","),
            "protocols=" + segueHandlerProtocols.sorted().joined(separator: ","),
            "perform=" + performSegueFunctions.joined(separator: ","),
            "base=" + baseDirectory,
            "project=" + (project ?? "\u{1}"),
            "target=" + (target ?? "\u{1}"),
        ]
        lines += ignore.map { "ignore=\($0.file)\u{0}\($0.identifier ?? "\u{1}")\u{0}\($0.rule ?? "\u{1}")" }
        return lines.joined(separator: "\n")
    }

    /// The stored properties `diagnosticsFingerprint` leaves out on purpose (see there).
    static let propertiesNotAffectingDiagnostics: Set<String> = ["included", "excluded", "reporter", "strict"]
}
