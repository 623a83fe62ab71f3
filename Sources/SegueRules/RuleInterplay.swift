import SegueModel

/// Every "this finding is reported by rule X instead" decision, in one place. Some defects fit two
/// rules; reporting both would say the same thing twice, so one rule defers to the other — but only
/// when the other runs. Which rules run is the configuration's (`disabled_rules`, `opt_in_rules`,
/// `severity: off`); suppression comments, `ignore` entries and baselines filter findings after
/// the rules ran and change nothing here.
///
/// | finding | reported by | when that rule is off |
/// |---|---|---|
/// | a segue enum case that is a near miss of a storyboard segue | `misspelled-segue-identifier`, at the case | `missing-enum-case`, at the segue |
/// | a segue with no case in its view controller's segue enum | `missing-enum-case` | `unhandled-segue`, at the segue |
/// | a segue whose identifier is a near miss of a branch in `prepare` | `misspelled-segue-identifier`, at the branch | `unhandled-segue`, at the segue |
/// | an unwind action that matches nothing, in an app with dependencies | `unverified-unwind-action` (warning) | nobody: the dependency may provide it |
/// | a module-less custom class declared nowhere, in an app with dependencies | `unverified-custom-class` (opt-in warning) | nobody |
/// | the undeclared class of a scene's view controller, when nothing can show the scene | `unreachable-scene` (says both) | `unknown-custom-class` |
public struct RuleInterplay: Sendable {
    /// The ids of the rules that run; `nil`: every rule.
    public var enabledRules: Set<String>?

    /// Creates the interplay of a run.
    public init(enabledRules: Set<String>? = nil) {
        self.enabledRules = enabledRules
    }

    /// Whether the rule with `id` runs.
    public func runs(_ id: String) -> Bool {
        enabledRules?.contains(id) ?? true
    }

    /// Whether `misspelled-segue-identifier` reports a segue enum case that is a near miss of a
    /// storyboard segue (then `missing-enum-case` stays silent about that segue).
    public var misspelledReportsEnumCaseTypos: Bool {
        runs(MisspelledSegueIdentifierRule.description.id)
    }

    /// Whether `missing-enum-case` reports a segue with no enum case (then `unhandled-segue` stays
    /// silent about it: converting the identifier crashes before any branch).
    public var missingEnumCaseReportsSeguesWithoutCase: Bool {
        runs(MissingEnumCaseRule.description.id)
    }

    /// Whether `unreachable-scene` reports a scene nothing can show whose view controller's class
    /// is declared nowhere (then `unknown-custom-class` stays silent about that view controller).
    public var unreachableSceneReportsItsUnknownClass: Bool {
        runs(UnreachableSceneRule.description.id)
    }

    /// Whether `misspelled-segue-identifier` reports a `prepare` branch whose identifier is a near
    /// miss of a segue (then `unhandled-segue` stays silent about that segue).
    public var misspelledReportsBranchTypos: Bool {
        runs(MisspelledSegueIdentifierRule.description.id)
    }
}
