import SegueModel
import TestSupport
import XCTest

@testable import SegueCache
@testable import SegueDriver
@testable import SegueRules

final class ConfigurationTests: XCTestCase {
    private let ruleIDs = allRules.map { $0.description.id }
    private let reporters = ReporterKind.allCases.map(\.rawValue)

    private func parse(_ text: String) throws -> Configuration {
        try Configuration.parse(text, file: ".seguelint.yml", ruleIDs: ruleIDs, reporters: reporters)
    }

    private func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Configuration.Error? {
        do {
            _ = try parse(text)
            XCTFail("expected a configuration error", file: file, line: line)
            return nil
        } catch let error as Configuration.Error {
            return error
        } catch {
            XCTFail("unexpected \(error)", file: file, line: line)
            return nil
        }
    }

    func testEveryKeyIsRead() throws {
        let configuration = try parse(
            """
            included: [App]
            excluded:
              - "Vendor/**"
            disabled_rules: [unhandled-segue]
            opt_in_rules: unused-unwind-action
            severity:
              duplicate-segue-identifier: error
              unknown-custom-class: off
            segue_enum_names: [Segues]
            segue_handler_protocols: [Segueing]
            perform_segue_functions: ["show(segue:)", go]
            reporter: json
            strict: true
            project: Apps/TV.xcodeproj
            ignore:
              - file: "Legacy/*.storyboard"
                identifier: oldSegue
                rule: unhandled-segue
            """)
        XCTAssertEqual(configuration.project, "Apps/TV.xcodeproj")
        XCTAssertEqual(configuration.included, ["App"])
        XCTAssertEqual(configuration.excluded, ["Vendor/**"])
        XCTAssertEqual(configuration.disabledRules, ["unhandled-segue"])
        XCTAssertEqual(configuration.optInRules, ["unused-unwind-action"])
        XCTAssertEqual(configuration.severities, ["duplicate-segue-identifier": .error, "unknown-custom-class": .off])
        XCTAssertEqual(configuration.segueEnumNames, ["Segues"])
        XCTAssertEqual(configuration.segueHandlerProtocols, ["Segueing"])
        XCTAssertEqual(configuration.performSegueFunctions, ["show(segue:)", "go"])
        XCTAssertEqual(configuration.reporter, "json")
        XCTAssertEqual(configuration.strict, true)
        XCTAssertEqual(
            configuration.ignore, [.init(file: "Legacy/*.storyboard", identifier: "oldSegue", rule: "unhandled-segue")])
        let enabled = Set(configuration.enabledRules.map { $0.description.id })
        XCTAssertTrue(enabled.contains("unused-unwind-action"))
        XCTAssertFalse(enabled.contains("unhandled-segue"))
        XCTAssertFalse(enabled.contains("unknown-custom-class"))
    }

    func testUnknownKeyNamesLineColumnAndNearestKey() throws {
        let error = try XCTUnwrap(error("strict: false\ndisable_rules: [x]\n"))
        XCTAssertEqual(error.line, 2)
        XCTAssertEqual(error.column, 1)
        XCTAssertTrue(error.message.hasPrefix("unknown key 'disable_rules'; did you mean 'disabled_rules'?"), error.message)
        XCTAssertTrue(error.description.hasPrefix(".seguelint.yml:2:1: error: "))
    }

    func testUnknownRuleIsAnErrorWithSuggestion() throws {
        let error = try XCTUnwrap(error("opt_in_rules:\n  - unused-unwind-actions\n"))
        XCTAssertEqual(error.line, 2)
        XCTAssertEqual(
            error.message, "unknown rule 'unused-unwind-actions' in 'opt_in_rules'; did you mean 'unused-unwind-action'?")
        XCTAssertNotNil(self.error("severity:\n  missing-enum-cases: error\n"))
    }

    func testWrongTypesAreErrors() throws {
        XCTAssertEqual(error("strict: sometimes\n")?.message, "'strict' must be true or false")
        XCTAssertEqual(error("excluded: {a: b}\n")?.message, "'excluded' must be a list of strings")
        XCTAssertEqual(error("disabled_rules: 3\n")?.message, "'disabled_rules' must be a string")
        XCTAssertEqual(
            error("severity:\n  unhandled-segue: fatal\n")?.message,
            "severity of unhandled-segue must be error, warning or off, not 'fatal'")
        XCTAssertTrue(error("reporter: html\n")?.message.hasPrefix("unknown reporter 'html'") == true)
        XCTAssertEqual(
            error("perform_segue_functions: [\"show(\"]\n")?.message,
            "'show(' is not a function name: write name, name(label:) or name(_:)")
        XCTAssertEqual(error("ignore:\n  - identifier: x\n")?.message, "an 'ignore' entry needs a 'file' glob")
        XCTAssertEqual(error("- a\n- b\n")?.message, "the configuration must be a mapping of keys to values")
        XCTAssertNotNil(error("strict: [\n")?.line, "YAML syntax errors carry a line")
    }

    func testEmptyFileIsTheDefault() throws {
        let configuration = try parse("")
        XCTAssertEqual(configuration.enabledRules.count, Linter.defaultRules.count)
    }

    func testInitTemplateParsesToTheDefaults() throws {
        let configuration = try parse(ConfigurationTemplate.text)
        XCTAssertEqual(configuration.enabledRules.map { $0.description.id }, Linter.defaultRules.map { $0.description.id })
        XCTAssertEqual(configuration.segueEnumNames, CrossReferenceIndex.defaultSegueEnumNames)
        XCTAssertEqual(configuration.reporter, "xcode")
        for rule in allRules { XCTAssertTrue(ConfigurationTemplate.text.contains(rule.description.id)) }
    }

    func testGlobs() {
        XCTAssertTrue(Glob("Vendor/**").matches("Vendor/a/b.swift"))
        XCTAssertTrue(Glob("Vendor").matches("Vendor/a.swift"), "a folder matches what is below it")
        XCTAssertTrue(Glob("**/Generated/*.swift").matches("App/Generated/R.swift"))
        XCTAssertTrue(Glob("**/Generated/*.swift").matches("Generated/R.swift"))
        XCTAssertFalse(Glob("*.swift").matches("App/A.swift"), "* stays within a component")
        XCTAssertTrue(Glob("App/?.swift").matches("App/A.swift"))
        XCTAssertFalse(Glob("App").matches("Application/A.swift"))
    }

    func testSeverityOverridesAndIgnoreEntriesApply() throws {
        var configuration = try parse(
            """
            severity:
              misspelled-segue-identifier: warning
            ignore:
              - file: "*.storyboard"
                identifier: editOrder
            """)
        configuration.baseDirectory = "."
        let files = [
            (
                "Main.storyboard",
                Examples.storyboard(
                    viewController: "OrdersViewController",
                    segues: [
                        #"<segue destination="dst-00-001" kind="show" identifier="editOrder" id="sg1-00-001"/>"#,
                        #"<segue destination="dst-00-001" kind="show" identifier="showOrder" id="sg1-00-002"/>"#,
                    ])
            ),
            (
                "Orders.swift",
                """
                class OrdersViewController: UIViewController, SegueHandlerType {
                    enum SegueIdentifier: String { case showOrdr }
                }
                """
            ),
        ].map { (name: $0.0, content: $0.1) }
        let defaults = Linter.lint(inMemory: files).diagnostics
        XCTAssertEqual(defaults.map(\.ruleID), ["missing-enum-case", "misspelled-segue-identifier"])
        let configured = Linter.lint(inMemory: files, configuration: configuration).diagnostics
        XCTAssertEqual(configured.map(\.ruleID), ["misspelled-segue-identifier"])
        XCTAssertEqual(configured.first?.severity, .warning)
    }

    func testPerformSegueFunctionsAreRecognised() throws {
        let configuration = try parse("perform_segue_functions: [\"go(to:)\"]\n")
        let files = [
            (
                "Main.storyboard",
                Examples.storyboard(
                    viewController: "HomeViewController",
                    segues: [
                        #"<segue destination="dst-00-001" kind="show" identifier="showMap" id="sg1-00-001"/>"#
                    ])
            ),
            (
                "Home.swift",
                """
                class HomeViewController: UIViewController {
                    func tap() { go(to: "shwMap") }
                }
                """
            ),
        ].map { (name: $0.0, content: $0.1) }
        XCTAssertEqual(Linter.lint(inMemory: files).diagnostics.count, 0)
        let diagnostics = Linter.lint(inMemory: files, configuration: configuration).diagnostics
        XCTAssertEqual(diagnostics.map(\.ruleID), ["misspelled-segue-identifier"])
    }

    /// The search stops at a repository root and at a ceiling; an unreadable entry is returned
    /// for `load` to report, never passed over for a parent's file.
    func testLookupStopsAtTheRepositoryRootAndTheCeiling() throws {
        let root = try TestSupport.temporaryProject(
            [
                ".seguelint.yml": "strict: true\n",
                "outer/.seguelint.yml": "strict: false\n",
                "outer/repo/.git/HEAD": "ref: refs/heads/main\n",
                "outer/repo/App/Sources/.keep": "",
                "outer/plain/App/.keep": "",
            ], for: self)
        let repo = root.appendingPathComponent("outer/repo/App/Sources").path
        XCTAssertNil(Configuration.find(from: repo, ceilings: []), "the repository root ends the search")
        try "".write(to: root.appendingPathComponent("outer/repo/.seguelint.yml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(
            Configuration.find(from: repo, ceilings: []),
            CanonicalPath.resolve(root.appendingPathComponent("outer/repo/.seguelint.yml").path))
        let plain = root.appendingPathComponent("outer/plain/App").path
        XCTAssertEqual(
            Configuration.find(from: plain, ceilings: []),
            CanonicalPath.resolve(root.appendingPathComponent("outer/.seguelint.yml").path))
        XCTAssertNil(Configuration.find(from: plain, ceilings: [root.appendingPathComponent("outer/plain").path]))
        XCTAssertEqual(
            Configuration.find(from: plain, ceilings: [root.appendingPathComponent("outer").path]),
            CanonicalPath.resolve(root.appendingPathComponent("outer/.seguelint.yml").path), "a ceiling is searched itself")
        // A FIFO in the way is found, and refused by load without blocking.
        XCTAssertEqual(mkfifo(root.appendingPathComponent("outer/plain/App/.seguelint.yml").path, 0o600), 0)
        let fifo = try XCTUnwrap(Configuration.find(from: plain, ceilings: []))
        XCTAssertThrowsError(try Configuration.load(path: fifo, ruleIDs: ruleIDs, reporters: reporters)) { error in
            XCTAssertEqual(
                (error as? Configuration.Error)?.message,
                "cannot read the configuration file (not a regular file (a FIFO), so it was not read)")
        }
    }
}
