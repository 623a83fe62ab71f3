import SegueModel
import TestSupport
import XCTest
@testable import SegueLint

/// Runs every registered rule's examples: triggering examples must produce diagnostics exactly at
/// their `↓` markers, non-triggering ones none.
final class RuleExampleTests: XCTestCase {
    private static let marker = "↓"

    func testEveryRuleHasIdSummaryAndExamples() {
        var ids: Set<String> = []
        for rule in allRules {
            let description = rule.description
            XCTAssertTrue(ids.insert(description.id).inserted, "duplicate rule id \(description.id)")
            XCTAssertNotNil(description.id.range(of: "^[a-z]+(-[a-z]+)+$", options: .regularExpression), description.id)
            XCTAssertFalse(description.summary.isEmpty)
            XCTAssertFalse(description.summary.hasSuffix("."), "\(description.id): no trailing period")
            XCTAssertFalse(description.nonTriggering.isEmpty, "\(description.id) needs non-triggering examples")
        }
    }

    func testTriggeringExamplesReportExactlyAtMarkers() {
        for rule in allRules {
            for (index, example) in rule.description.triggering.enumerated() {
                let (files, expected) = Self.stripMarkers(example)
                XCTAssertFalse(expected.isEmpty, "\(rule.description.id) triggering #\(index) has no ↓ marker")
                let diagnostics = Linter.lint(inMemory: files, rules: [rule]).diagnostics
                // A diagnostic without a column (a file-level problem) is matched on file and line.
                let columnless = Set(diagnostics.filter { $0.location.column == nil }.map { "\($0.location.file):\($0.location.line):" })
                let wanted = expected.map { place in
                    columnless.contains(where: { place.hasPrefix($0) }) ? String(place[..<place.lastIndex(of: ":")!]) + ":-" : place
                }
                let actual = diagnostics.map { Self.place($0.location) }
                XCTAssertEqual(actual.sorted(), wanted.sorted(), "\(rule.description.id) triggering example #\(index): "
                               + diagnostics.map(\.message).joined(separator: " | "))
                for diagnostic in diagnostics {
                    XCTAssertEqual(diagnostic.ruleID, rule.description.id)
                    XCTAssertEqual(diagnostic.severity, rule.description.defaultSeverity)
                    XCTAssertFalse(diagnostic.message.hasSuffix("."), diagnostic.message)
                }
            }
        }
    }

    func testNonTriggeringExamplesReportNothing() {
        for rule in allRules {
            for (index, example) in rule.description.nonTriggering.enumerated() {
                let files = example.files
                XCTAssertFalse(files.contains { $0.content.contains(Self.marker) })
                let diagnostics = Linter.lint(inMemory: files, rules: [rule]).diagnostics
                XCTAssertEqual(diagnostics.map(\.message), [], "\(rule.description.id) non-triggering example #\(index)")
            }
        }
    }

    /// Every example, all rules together, stays free of crashes and of invalid-input findings
    /// except where the example is about invalid input.
    func testExamplesParseCleanly() {
        for rule in allRules where !rule.description.id.hasPrefix("invalid-") {
            for example in rule.description.triggering + rule.description.nonTriggering {
                let (files, _) = Self.stripMarkers(example)
                let ids = Linter.lint(inMemory: files).diagnostics.map(\.ruleID)
                XCTAssertFalse(ids.contains { $0.hasPrefix("invalid-") }, "\(rule.description.id): \(ids)")
            }
        }
    }

    static func place(_ location: SourceLocation) -> String {
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
