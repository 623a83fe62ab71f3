import Foundation
import SegueModel
import TestSupport
import Testing

@testable import SegueCache
@testable import SegueDriver
@testable import SegueRules

/// One fixture case: a folder of real-shaped inputs and the Xcode-format output the linter must
/// give for it (`expected.txt`), run as the CLI runs it from that folder.
///
/// The conventions, each asserted below: `Fixtures/<rule-id>/<case>/` is a case of that rule; a
/// case whose name ends in `-ok`, and every `Fixtures/no-false-positives/<case>/`, is a trap —
/// realistic code a naive linter would flag — and must report nothing; any other case of a rule
/// must report that rule. Each case also runs with every rule on (`--enable-all-rules`), against
/// `expected-all-rules.txt` where that output differs, else `expected.txt`.
struct FixtureCase: Sendable, CustomTestStringConvertible {
    /// The case folder.
    let folder: URL
    /// `missing-enum-case/basic`, `no-false-positives/macos-storyboard`, `DemoApp`, `Fuzz`.
    let name: String

    var testDescription: String { name }

    /// The folder under `Fixtures/` the case belongs to.
    var group: String { String(name.prefix { $0 != "/" }) }

    /// The rule the case is filed under, if any.
    var ruleID: String? { allRules.contains { $0.description.id == group } ? group : nil }

    /// Whether the case is a trap that must report nothing.
    var isTrap: Bool { group == "no-false-positives" || name.hasSuffix("-ok") }

    var expected: URL { folder.appendingPathComponent("expected.txt") }

    /// The expectation with every rule on.
    var expectedWithAllRules: URL {
        let own = folder.appendingPathComponent("expected-all-rules.txt")
        return FileManager.default.fileExists(atPath: own.path) ? own : expected
    }

    /// The case's output: its own `.seguelint.yml` applies, as the CLI finds it from the folder,
    /// and no configuration above `Fixtures/` can leak in.
    func output(allRules: Bool) throws -> String {
        let ids = SegueRules.allRules.map { $0.description.id }
        var configuration =
            try Configuration.find(from: folder.path, ceilings: [TestSupport.fixtures.path]).map {
                try Configuration.load(path: $0, ruleIDs: ids, reporters: ReporterKind.allCases.map(\.rawValue))
            } ?? Configuration()
        if allRules { configuration = configuration.enablingAllRules }
        let files = try FileDiscovery.discover(
            [folder.path], excluded: configuration.excluded.map(Glob.init),
            relativeTo: configuration.baseDirectory)
        let result = Linter.lint(files, configuration: configuration)
        return ReporterKind.xcode.render(result, paths: PathDisplay(workingDirectory: folder.path))
    }
}

enum FixtureCases {
    /// Every folder holding an `expected.txt`, outside the parser corpus.
    static let all: [FixtureCase] = TestSupport.files(under: TestSupport.fixtures, suffix: "expected.txt")
        .map { $0.deletingLastPathComponent() }
        .filter { !$0.path.contains("/Fixtures/Corpus/") }
        .map { folder in
            FixtureCase(folder: folder, name: String(folder.path.dropFirst(TestSupport.fixtures.path.count + 1)))
        }

    static var traps: [FixtureCase] { all.filter(\.isTrap) }
    static var triggering: [FixtureCase] { all.filter { !$0.isTrap && $0.ruleID != nil } }
}

@Suite("Fixture cases")
struct FixtureCaseTests {
    @Test("output matches expected.txt", arguments: FixtureCases.all)
    func matchesExpectedOutput(_ fixture: FixtureCase) throws {
        if let problem = TestSupport.mismatch(try fixture.output(allRules: false), fixture.expected) {
            Issue.record(Comment(rawValue: problem))
        }
    }

    @Test("output with every rule on matches expected-all-rules.txt (or expected.txt)", arguments: FixtureCases.all)
    func matchesExpectedOutputWithAllRules(_ fixture: FixtureCase) throws {
        if let problem = TestSupport.mismatch(try fixture.output(allRules: true), fixture.expectedWithAllRules) {
            Issue.record(Comment(rawValue: problem))
        }
    }

    @Test("a trap reports nothing, and its expectation says so", arguments: FixtureCases.traps)
    func trapStaysSilent(_ fixture: FixtureCase) throws {
        let output = try fixture.output(allRules: false)
        let expected = try String(contentsOf: fixture.expected, encoding: .utf8)
        #expect(output == "")
        #expect(expected == "")
        // With every rule on, the trap's own rule (or, for no-false-positives, any default rule)
        // still reports nothing.
        let withAllRules = try fixture.output(allRules: true)
        let silent = fixture.ruleID.map { [$0] } ?? Linter.defaultRules.map { $0.description.id }
        for rule in silent {
            #expect(!withAllRules.contains("(\(rule))"), "\(rule) fires with every rule on:\n\(withAllRules)")
        }
    }

    @Test("a case that is not a trap reports its rule", arguments: FixtureCases.triggering)
    func triggeringCaseReportsItsRule(_ fixture: FixtureCase) throws {
        let rule = try #require(fixture.ruleID)
        let output = try fixture.output(allRules: false)
        #expect(output.contains("(\(rule))\n"), "no \(rule) finding; name the case *-ok if it is a trap:\n\(output)")
    }

    @Test("every rule has a triggering case and a trap", arguments: allRules.map { $0.description.id })
    func everyRuleHasATriggeringCaseAndATrap(_ rule: String) {
        let cases = FixtureCases.all.filter { $0.ruleID == rule }
        let hasTriggeringCase = cases.contains { !$0.isTrap }
        let hasTrap = cases.contains { $0.isTrap }
        #expect(hasTriggeringCase, "no triggering case in Fixtures/\(rule)")
        #expect(hasTrap, "no trap (Fixtures/\(rule)/<name>-ok) for \(rule)")
    }

    @Test("every folder under a rule or no-false-positives is a case with an expected.txt")
    func everyCaseFolderHasAnExpectation() throws {
        let groups = allRules.map { $0.description.id } + ["no-false-positives"]
        for group in groups {
            let folder = TestSupport.fixtures.appendingPathComponent(group)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names where !name.hasPrefix(".") {
                var isDirectory: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isDirectory)
                guard isDirectory.boolValue else { continue }
                let expected = folder.appendingPathComponent(name).appendingPathComponent("expected.txt")
                #expect(FileManager.default.fileExists(atPath: expected.path), "\(group)/\(name) has no expected.txt")
            }
        }
    }

    @Test("every case is filed under a rule, no-false-positives, DemoApp or Fuzz")
    func everyCaseIsFiled() {
        for fixture in FixtureCases.all {
            #expect(
                fixture.ruleID != nil || ["no-false-positives", "DemoApp", "Fuzz"].contains(fixture.group), "\(fixture.name)")
        }
        #expect(FixtureCases.all.count > 60)
    }

    /// The same project linted from a shuffled file list gives the same bytes: in folder mode (the
    /// demo app) and in project mode (several targets, shared files, Objective-C, manifests).
    @Test(
        "output does not depend on file order",
        arguments: [
            "DemoApp", "unknown-segue-identifier/multiplatform-if-os", "unknown-custom-class/objc-deleted-class",
            "unverified-custom-class/cocoapods-app", "misspelled-segue-identifier/synchronized-folders",
        ])
    func outputDoesNotDependOnFileOrder(_ name: String) throws {
        let root = TestSupport.fixtures.appendingPathComponent(name)
        let files = try FileDiscovery.discover([root.path])
        #expect(name == "DemoApp" || !files.projects.isEmpty)
        let display = PathDisplay(workingDirectory: root.path)
        let configuration = Configuration().enablingAllRules
        let reference = ReporterKind.json.render(Linter.lint(files, configuration: configuration), paths: display)
        var generator = SystemRandomNumberGenerator()
        for threads in [1, 3] {
            let shuffled = FileDiscovery.Files(
                storyboards: files.storyboards.shuffled(using: &generator),
                sources: files.sources.shuffled(using: &generator),
                projects: files.projects.shuffled(using: &generator),
                objcFiles: files.objcFiles.shuffled(using: &generator),
                projectInputs: files.projectInputs.shuffled(using: &generator),
                roots: files.roots)
            #expect(
                ReporterKind.json.render(
                    Linter.lint(shuffled, configuration: configuration, load: .init(threads: threads)),
                    paths: display) == reference)
        }
    }
}
