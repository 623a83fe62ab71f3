import TestSupport
import XCTest

@testable import SegueCache
@testable import SegueDriver
@testable import SegueRules

/// The registry is a plain array: a rule file that is not listed there would silently never run.
final class RegistryTests: XCTestCase {
    func testEveryRuleFileIsRegistered() throws {
        let rulesFolder = TestSupport.packageRoot.appendingPathComponent("Sources/SegueRules/Rules")
        let ruleFiles = try FileManager.default.contentsOfDirectory(atPath: rulesFolder.path)
            .filter { $0.hasSuffix("Rule.swift") }
            .map { String($0.dropLast(".swift".count)) }
            .sorted()
        let registered = allRules.map { String(describing: $0) }.sorted()
        XCTAssertEqual(ruleFiles, registered)
    }

    func testDefaultRulesExcludeOptInRules() {
        XCTAssertEqual(Linter.defaultRules.count, allRules.filter { !$0.description.isOptIn }.count)
    }

    func testReadmeDocumentsEveryRule() throws {
        let readme = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        for rule in allRules {
            XCTAssertTrue(readme.contains("`\(rule.description.id)`"), "README.md does not document \(rule.description.id)")
        }
    }
}
