/// A `// seguelint:disable …` comment.
public struct SuppressionDirective: Hashable, Codable, Sendable {
    /// What the comment does.
    public enum Action: String, Hashable, Codable, Sendable {
        /// `disable`: from here to the end of the file or the next `enable`.
        case disable
        /// `enable`: ends a `disable`.
        case enable
        /// `disable:next`: the next line only.
        case disableNext = "disable:next"
        /// `disable:this`: this line only.
        case disableThis = "disable:this"
    }

    /// What the comment does.
    public var action: Action
    /// Rule ids, or `all`.
    public var rules: [String]
    /// Where `seguelint:` is written.
    public var location: Location
    /// The last line of the comment that holds the directive: a `/** … */` block may go on for
    /// lines after it, and `disable:next` means the line after the comment, not inside it.
    public var commentEndLine: Int

    /// Creates a directive; `commentEndLine` defaults to the directive's own line.
    public init(action: Action, rules: [String], location: Location, commentEndLine: Int? = nil) {
        self.action = action
        self.rules = rules
        self.location = location
        self.commentEndLine = commentEndLine ?? location.line
    }
}

extension SuppressionDirective: SourceFact {
    public var owner: String? { nil }
    public var mentionedNames: [String] { [] }

    public var dumpLines: [String] {
        ["suppression \(action.rawValue) " + rules.joined(separator: " ") + " @\(location.dumpPosition)"]
    }

    /// Kept whatever the clause: a comment is matched against findings, not judged.
    public func keeping(_ keep: (Location) -> Bool) -> SuppressionDirective? { self }
}
