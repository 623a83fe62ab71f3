import SegueRules

/// The commented `.seguelint.yml` that `seguelint init` writes; every key, with its default.
public enum ConfigurationTemplate {
    /// The file's text. It parses to the default configuration (a test checks this).
    public static var text: String {
        let rules = allRules.map { rule in
            "#   \(rule.description.id) (\(rule.description.defaultSeverity.rawValue)\(rule.description.isOptIn ? ", opt-in" : ""))"
        }.joined(separator: "\n")
        return """
            # seguelint configuration. Every key is optional; unknown keys are errors.
            #
            # Rules:
            \(rules)

            # Paths to lint when none are given on the command line (relative to this file).
            included: []
            # Globs never linted (.build, Pods, Carthage, DerivedData and hidden folders always are).
            excluded: []
            #   - "Vendor/**"
            #   - "**/Generated/*.swift"
            # The Xcode project to read (default: every *.xcodeproj under the linted paths).
            # project: App.xcodeproj

            # Rules to turn off, and opt-in rules to turn on.
            disabled_rules: []
            opt_in_rules: []
            #   - unused-unwind-action

            # Per-rule severity: error, warning or off.
            severity: {}
            #   unhandled-segue: error

            # Names that make a String enum a segue enum wherever it is nested (a list here replaces the defaults).
            segue_enum_names: [SegueIdentifier, ViewControllerSegue]
            # Protocols whose conformers' String enum is their segue enum (a list here replaces the defaults).
            segue_handler_protocols: [SegueHandlerType, SegueHandler]
            # Your own wrappers that take a segue identifier as first argument: name, name(label:) or name(_:).
            perform_segue_functions: []
            #   - "show(segue:)"

            # Storyboard findings to ignore (storyboards cannot keep comments): file glob, identifier, rule.
            ignore: []
            #   - file: "App/Legacy.storyboard"
            #     identifier: "oldSegue"
            #     rule: unhandled-segue

            # Default reporter: \(ReporterKind.allCases.map(\.rawValue).joined(separator: ", ")).
            reporter: xcode
            # Fail on warnings too.
            strict: false

            """
    }
}
