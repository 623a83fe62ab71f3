import SegueModel
import Testing

@testable import SegueCache
@testable import SegueDriver
@testable import SegueRules

/// Runs every registered rule's examples, one test per rule so each rule's result is reported
/// (and filterable) on its own: triggering examples must produce diagnostics exactly at their `↓`
/// markers, non-triggering ones none.
@Suite("Rule examples")
struct RuleExampleTests {
    static let marker = "↓"
    static let ids = allRules.map { $0.description.id }

    static func rule(_ id: String) throws -> any Rule.Type {
        try #require(allRules.first { $0.description.id == id })
    }

    @Test("rule ids are unique")
    func idsAreUnique() {
        #expect(Set(Self.ids).count == Self.ids.count)
    }

    @Test("id, summary and examples", arguments: ids)
    func description(_ id: String) throws {
        let description = try Self.rule(id).description
        #expect(description.id.range(of: "^[a-z]+(-[a-z]+)+$", options: .regularExpression) != nil)
        #expect(!description.summary.isEmpty)
        #expect(!description.summary.hasSuffix("."), "no trailing period")
        #expect(!description.nonTriggering.isEmpty, "needs non-triggering examples")
    }

    @Test("triggering examples report exactly at their markers", arguments: ids)
    func triggeringExamples(_ id: String) throws {
        let rule = try Self.rule(id)
        for (index, example) in rule.description.triggering.enumerated() {
            let (files, expected) = Self.stripMarkers(example)
            #expect(!expected.isEmpty, "triggering #\(index) has no ↓ marker")
            let diagnostics = Linter.lint(inMemory: files, rules: [rule]).diagnostics
            // A diagnostic without a column (a file-level problem) is matched on file and line.
            let columnless = Set(
                diagnostics.filter { $0.location.column == nil }.map { "\($0.location.file):\($0.location.line):" })
            let wanted = expected.map { place in
                columnless.contains(where: { place.hasPrefix($0) }) ? String(place[..<place.lastIndex(of: ":")!]) + ":-" : place
            }
            let actual = diagnostics.map { Self.place($0.location) }
            #expect(actual.sorted() == wanted.sorted(), "triggering #\(index): \(diagnostics.map(\.message))")
            // Findings about a whole file have no subject; every other finding says what it is
            // about, or `ignore` entries with an identifier could never match it.
            let wholeFile: Set<String> = ["invalid-storyboard", "invalid-swift-source", "invalid-project", "superfluous-disable"]
            for diagnostic in diagnostics {
                #expect(wholeFile.contains(id) || diagnostic.subject != nil, "\(diagnostic.message) has no subject")
                #expect(diagnostic.ruleID == id)
                // A rule may report a less certain case at a lower severity, never at a higher one.
                #expect(diagnostic.severity == rule.description.defaultSeverity || diagnostic.severity == .warning)
                #expect(!diagnostic.message.hasSuffix("."), "\(diagnostic.message)")
            }
        }
    }

    @Test("non-triggering examples report nothing", arguments: ids)
    func nonTriggeringExamples(_ id: String) throws {
        let rule = try Self.rule(id)
        for (index, example) in rule.description.nonTriggering.enumerated() {
            #expect(!example.files.contains { $0.content.contains(Self.marker) })
            let diagnostics = Linter.lint(inMemory: example.files, rules: [rule]).diagnostics
            #expect(diagnostics.map(\.message) == [], "non-triggering #\(index)")
        }
    }

    /// Every example, all rules together, is free of invalid-input findings, except where the
    /// example is about invalid input.
    @Test("examples parse cleanly", arguments: ids.filter { !$0.hasPrefix("invalid-") })
    func examplesParseCleanly(_ id: String) throws {
        let rule = try Self.rule(id)
        for example in rule.description.triggering + rule.description.nonTriggering {
            let (files, _) = Self.stripMarkers(example)
            let found = Linter.lint(inMemory: files).diagnostics.map(\.ruleID)
            #expect(!found.contains { $0.hasPrefix("invalid-") }, "\(found)")
        }
    }

    static func place(_ location: Location) -> String {
        "\(location.file):\(location.line):\(location.column.map(String.init) ?? "-")"
    }

    /// Removes the markers and returns `file:line:column` of each (UTF-8 columns, 1-based).
    static func stripMarkers(_ example: RuleExample) -> ([(name: String, content: String)], [String]) {
        var places: [String] = []
        let files = example.files.map { file -> (name: String, content: String) in
            var lines: [String] = []
            for (lineIndex, line) in file.content.components(separatedBy: "\n").enumerated() {
                var text = line
                while let range = text.range(of: marker) {
                    let column = text[..<range.lowerBound].utf8.count + 1
                    places.append("\(file.name):\(lineIndex + 1):\(column)")
                    text.removeSubrange(range)
                }
                lines.append(text)
            }
            return (file.name, lines.joined(separator: "\n"))
        }
        return (files, places)
    }
}
