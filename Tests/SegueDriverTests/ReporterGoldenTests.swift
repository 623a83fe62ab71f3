import Foundation
import SegueModel
import TestSupport
import XCTest

@testable import SegueCache
@testable import SegueDriver
@testable import SegueRules

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Every reporter's output for the demo app, compared with `Fixtures/Reporters/DemoApp.<reporter>`,
/// and SARIF validated against the official 2.1.0 schema.
final class ReporterGoldenTests: XCTestCase {
    static let demo = TestSupport.fixtures.appendingPathComponent("DemoApp")
    static let placeholder = "file:///SRCROOT/"

    static func render(_ kind: ReporterKind) throws -> String {
        let result = Linter.lint(try FileDiscovery.discover([demo.path]))
        let output = kind.render(result, paths: PathDisplay(workingDirectory: demo.path))
        return output.replacingOccurrences(of: ReporterSupport.fileURI(demo.path + "/"), with: placeholder)
    }

    func testEveryReporterMatchesItsGoldenFile() throws {
        for kind in ReporterKind.allCases {
            let golden = TestSupport.fixtures.appendingPathComponent("Reporters/DemoApp.\(kind.rawValue)")
            TestSupport.assertMatchesFile(try Self.render(kind), golden)
        }
    }

    func testMachineReadableOutputsParse() throws {
        for kind in [ReporterKind.json, .sarif, .gitlab] {
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(try Self.render(kind).utf8)), kind.rawValue)
        }
        for kind in [ReporterKind.junit, .checkstyle] {
            let parser = XMLParser(data: Data(try Self.render(kind).utf8))
            XCTAssertTrue(parser.parse(), "\(kind.rawValue): \(String(describing: parser.parserError))")
        }
    }

    func testGitHubActionsEscapesPropertiesAndData() {
        let result = LintResult(
            diagnostics: [
                Diagnostic(
                    ruleID: "unknown-segue-identifier", severity: .warning, message: "100% wrong,\nreally", subject: nil,
                    location: .init(file: "a,b:c.swift", line: 3, column: 4))
            ], storyboardCount: 0, sourceCount: 1)
        XCTAssertEqual(
            ReporterKind.githubActions.render(result, paths: PathDisplay(workingDirectory: "/")),
            "::warning file=a%2Cb%3Ac.swift,line=3,col=4,title=seguelint (unknown-segue-identifier)::100%25 wrong,%0Areally\n")
    }

    func testSARIFIsValidAgainstTheOfficialSchema() throws {
        let schema = TestSupport.packageRoot.deletingLastPathComponent().appendingPathComponent(
            "shared/schemas/sarif-schema-2.1.0.json")
        let bundled = TestSupport.fixtures.appendingPathComponent("Reporters/sarif-schema-2.1.0.json")
        let schemaPath = FileManager.default.fileExists(atPath: schema.path) ? schema.path : bundled.path
        let sarif = FileManager.default.temporaryDirectory.appendingPathComponent("seguelint-\(UUID().uuidString).sarif")
        try Self.render(.sarif).write(to: sarif, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: sarif) }
        let (status, output) = try TestSupport.runPython(
            """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            document = json.load(open(sys.argv[2]))
            jsonschema.validate(document, schema)
            assert document["runs"][0]["results"], "no results"
            print("valid")
            """, [schemaPath, sarif.path])
        XCTAssertEqual(status, 0, "SARIF failed schema validation (python3 + jsonschema; scripts/test installs them):\n\(output)")
        XCTAssertEqual(output.trimmingCharacters(in: .whitespacesAndNewlines), "valid")
    }
}
