import SegueModel

/// A rule: a pure function from the whole project to its findings. Rules never read files.
public protocol Rule {
    /// The rule's id, severity, documentation and examples.
    static var description: RuleDescription { get }
    /// Creates the rule.
    init()
    /// The findings for the project, with the rule's default severity.
    func check(_ index: CrossReferenceIndex) -> [Diagnostic]
}

extension Rule {
    /// A diagnostic of this rule with its default severity. `subject` is what the finding is
    /// about (see `Diagnostic.subject`); every rule states it, none derives it from the message.
    func diagnostic(_ message: String, about subject: String?, at location: Location, notes: [Note] = []) -> Diagnostic {
        Diagnostic(
            ruleID: Self.description.id, severity: Self.description.defaultSeverity,
            message: message, subject: subject, location: location, notes: notes)
    }
}

/// What a rule is: id (stable forever), name, summary, default severity, and examples that
/// document it and are run by the test suite.
public struct RuleDescription: Sendable {
    /// The stable id used in output and configuration.
    public var id: String
    /// A short human name.
    public var name: String
    /// One sentence: what the rule reports.
    public var summary: String
    /// The severity unless configured otherwise.
    public var defaultSeverity: Severity
    /// Whether the rule runs only when enabled explicitly.
    public var isOptIn: Bool
    /// What the rule checks in detail, why it matters and how to fix a finding: Markdown, the
    /// body of the rule's generated page in `docs/rules/` (so the binary and the docs say the same).
    public var rationale: String
    /// Inputs that must produce diagnostics exactly at the `↓` markers.
    public var triggering: [RuleExample] { makeTriggering() }
    /// Inputs that must produce no diagnostic of this rule.
    public var nonTriggering: [RuleExample] { makeNonTriggering() }
    // The examples are built when asked for (by the tests and the rule pages), not on every
    // run: each lint reads every rule's id and severity, and building the examples' storyboards
    // took about a tenth of startup.
    private let makeTriggering: @Sendable () -> [RuleExample]
    private let makeNonTriggering: @Sendable () -> [RuleExample]

    /// Creates a description.
    public init(
        id: String, name: String, summary: String, defaultSeverity: Severity, isOptIn: Bool = false,
        rationale: String = "", triggering: @autoclosure @escaping @Sendable () -> [RuleExample],
        nonTriggering: @autoclosure @escaping @Sendable () -> [RuleExample]
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.defaultSeverity = defaultSeverity
        self.isOptIn = isOptIn
        self.rationale = rationale
        makeTriggering = triggering
        makeNonTriggering = nonTriggering
    }
}

/// A small project for a rule example: file names and contents. In a triggering example, `↓`
/// marks the exact place (line and column) each diagnostic must point at.
public struct RuleExample: Sendable {
    /// File name → content (with `↓` markers).
    public var files: [(name: String, content: String)]

    /// Creates an example from file name / content pairs.
    public init(_ files: (String, String)...) {
        self.files = files.map { (name: $0.0, content: $0.1) }
    }
}
