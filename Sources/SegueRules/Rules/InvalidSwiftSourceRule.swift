import SegueModel

/// A Swift file that cannot be read, or is not valid UTF-8. A file with invalid bytes is still
/// linted after the bytes are replaced, so its other facts are not lost.
struct InvalidSwiftSourceRule: Rule {
    static let description = RuleDescription(
        id: "invalid-swift-source",
        name: "Invalid Swift source",
        summary: "A Swift file cannot be read or is not valid UTF-8",
        defaultSeverity: .error,
        triggering: [],
        nonTriggering: [
            RuleExample(("Fine.swift", "let title = \"👤 Person\"")),
        ])

    func check(_ project: Project) -> [Diagnostic] {
        project.problems.filter { $0.kind == .swiftSource }.map { diagnostic($0.message, about: nil, at: $0.location) }
    }
}
