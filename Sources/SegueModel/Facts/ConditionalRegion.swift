/// One clause of an `#if … #elseif … #else … #endif` block: the code between its `#` keyword and
/// the next clause's (or `#endif`). Facts carry no condition of their own; a fact is in a clause
/// when its location is inside the clause's range, so which facts a target sees is decided after
/// parsing, once per build configuration (see `SourceFacts.keepingActive`).
public struct ConditionalRegion: Hashable, Codable, Sendable {
    /// The clause's condition as written (`os(iOS)`, `DEBUG && !targetEnvironment(simulator)`);
    /// `nil` for `#else`.
    public var condition: String?
    /// The conditions of the clauses before it in the same block, which must all be false.
    public var earlierConditions: [String]
    /// Where the clause's `#if` / `#elseif` / `#else` is.
    public var start: Location
    /// Where the next clause's keyword or the `#endif` is.
    public var end: Location

    /// Creates a region.
    public init(condition: String?, earlierConditions: [String], start: Location, end: Location) {
        self.condition = condition
        self.earlierConditions = earlierConditions
        self.start = start
        self.end = end
    }

    /// Whether `location` (in the same file) is inside the clause.
    public func contains(_ location: Location) -> Bool {
        start < location && location < end
    }
}

extension ConditionalRegion: SourceFact {
    public var location: Location { start }
    public var owner: String? { nil }
    public var mentionedNames: [String] { [] }

    public var dumpLines: [String] {
        [
            "#if clause " + (condition ?? "else")
                + (earlierConditions.isEmpty ? "" : " (after " + earlierConditions.joined(separator: ", ") + ")")
                + " @\(start.dumpPosition)-\(end.dumpPosition)"
        ]
    }

    /// Kept whatever the clause: the clauses are what filtering is decided on.
    public func keeping(_ keep: (Location) -> Bool) -> ConditionalRegion? { self }
}
