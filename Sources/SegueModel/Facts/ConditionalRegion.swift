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

extension SourceFacts {
    /// The facts with everything inside an inactive clause removed; `isActive` says whether a
    /// clause is active (a nested clause counts only inside an active one, which holds because the
    /// outer clause's facts are removed too). Suppression comments are kept: they are matched
    /// against findings, not judged.
    public func keepingActive(_ isActive: (ConditionalRegion) -> Bool) -> SourceFacts {
        let inactive = conditionalRegions.filter { !isActive($0) }
        guard !inactive.isEmpty else { return self }
        func keep(_ location: Location) -> Bool { !inactive.contains { $0.contains(location) } }
        var kept = self
        kept.types = types.filter { keep($0.location) }
        kept.stringEnums = stringEnums.filter { keep($0.location) }.map { declaration in
            var declaration = declaration
            declaration.cases = declaration.cases.filter { keep($0.location) }
            return declaration
        }
        kept.stringConstants = stringConstants.filter { keep($0.location) }
        kept.identifierUses = identifierUses.filter { keep($0.location) }
        kept.prepareHandlers = prepareHandlers.filter { keep($0.location) }.map { handler in
            var handler = handler
            handler.handled = handler.handled.filter { keep($0.location) }
            if let fallback = handler.fallback, !keep(fallback) { handler.fallback = nil }
            return handler
        }
        kept.segueMethods = segueMethods.filter { keep($0.location) }
        kept.destinationCasts = destinationCasts.filter { keep($0.location) }
        kept.routerProperties = routerProperties.filter { keep($0.location) }
        kept.prepareForwards = prepareForwards.filter { keep($0.location) }
        kept.codeSegues = codeSegues.filter { keep($0.location) }
        kept.unwrappedProperties = unwrappedProperties.filter { keep($0.location) }
        kept.controllerProperties = controllerProperties.filter { keep($0.location) }
        kept.storyboardNames = storyboardNames.filter { keep($0.location) }
        kept.instantiations = instantiations.filter { keep($0.location) }
        kept.generatedSceneUses = generatedSceneUses.filter { keep($0.location) }
        kept.dequeues = dequeues.filter { keep($0.location) }
        kept.cellRegistrations = cellRegistrations.filter { keep($0.location) }
        kept.dataSourceAssignments = dataSourceAssignments.filter { keep($0.location) }
        kept.selfNamedProperties = selfNamedProperties.filter { keep($0.location) }
        return kept
    }
}
