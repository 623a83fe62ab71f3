import Foundation
import SegueModel
import TestSupport
import XCTest

@testable import SegueCache
@testable import SegueDriver
@testable import SegueRules

/// The early cutoff: a run whose edited files give it what they gave the last run (the same
/// facts; for a file the prefilter skips, the same names) takes the last run's result. Every run
/// here is checked against a run without a cache, so a cutoff that was not sound would fail.
final class EarlyCutoffTests: XCTestCase {
    private var root: URL!
    private var cache: FactsCache!
    private let salt = Linter.cacheSalt(Configuration())

    override func setUpWithError() throws {
        let storyboard = Examples.storyboard(
            viewController: "HomeViewController",
            segues: [#"<segue destination="dst-00-001" kind="show" identifier="showMap" id="sg1-00-001"/>"#]
        ).replacingOccurrences(
            of: #"<placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-001""#,
            with:
                #"<view customClass="SettingView" customModule="App" customModuleProvider="target" id="set-00-001"/><placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-001""#
        )
        root = try TestSupport.temporaryProject(
            [
                "Main.storyboard": storyboard,
                "Home.swift":
                    "class HomeViewController: UIViewController { func go() { performSegue(withIdentifier: \"shwMap\", sender: nil) } }\n",
                "Money.swift": "struct Money { var cents = 0 }\n",
                // Extends a near miss of the storyboard's SettingView: an extension is no suggestion.
                "Settings.swift": "extension SettingsView { func refresh() {} }\n",
            ], for: self)
        cache = trustingCache(in: root)
    }

    /// Lints with the cache and without one; the two must agree.
    private func lint(file: StaticString = #filePath, line: UInt = #line) throws -> LintResult {
        try lintCheckingTheCache(root, cache: cache, file: file, line: line)
    }

    private func write(_ content: String, to name: String) throws {
        try write(content, to: name, in: root)
    }

    private func append(_ content: String, to name: String) throws {
        let handle = try FileHandle(forWritingTo: root.appendingPathComponent(name))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(content.utf8))
        try handle.close()
    }

    private func records() throws -> [String: CacheRecord] {
        let pack = cache.packURL(salt: salt)
        return try XCTUnwrap(CacheSession.read([UInt8](Data(contentsOf: pack)), salt: salt)).records.byPath
    }

    func testEditsThatKeepTheFactsFindTheLastResult() throws {
        let cold = try lint()
        XCTAssertFalse(cold.timings.cachedResult)
        XCTAssertEqual(cold.diagnostics.map(\.ruleID), ["misspelled-segue-identifier", "unknown-custom-class"])
        XCTAssertTrue(try lint().timings.cachedResult)

        // A comment at the end of a parsed file: no fact moves.
        try append("// a note\n", to: "Home.swift")
        XCTAssertTrue(try lint().timings.cachedResult, "the same facts")
        // The edited file's new record was kept: the next run reads nothing.
        let home = root.appendingPathComponent("Home.swift").path
        XCTAssertEqual(try records()[home]?.signature, FileSignature(path: home))
        XCTAssertTrue(try lint().timings.cachedResult)

        // A skipped file's body changes, its names don't.
        try write("struct Money { var cents = 100 }\n", to: "Money.swift")
        XCTAssertTrue(try lint().timings.cachedResult, "the same names")

        // A storyboard attribute no fact holds.
        let storyboard = root.appendingPathComponent("Main.storyboard")
        let text = try String(contentsOf: storyboard, encoding: .utf8)
        try text.replacingOccurrences(of: "<scenes>", with: "<scenes >").write(to: storyboard, atomically: false, encoding: .utf8)
        XCTAssertTrue(try lint().timings.cachedResult, "the same storyboard facts")
    }

    func testEditsThatChangeWhatTheRunReadsLintAgain() throws {
        _ = try lint()
        // A line above the fact moves it.
        try write(
            "\nclass HomeViewController: UIViewController { func go() { performSegue(withIdentifier: \"shwMap\", sender: nil) } }\n",
            to: "Home.swift")
        let moved = try lint()
        XCTAssertFalse(moved.timings.cachedResult)
        XCTAssertEqual(moved.diagnostics.first?.location.line, 2)

        // A new name in a skipped file.
        try write("struct Money { var cents = 0; var currency = \"EUR\" }\n", to: "Money.swift")
        XCTAssertFalse(try lint().timings.cachedResult)

        // A skipped file whose names are the same but whose type names are not: the near-miss
        // scan reads type names, and now finds one.
        let before = try lint()
        try write("class SettingsView { func refresh() {} }\n", to: "Settings.swift")
        let after = try lint()
        XCTAssertFalse(after.timings.cachedResult)
        XCTAssertNotEqual(after.diagnostics.map(\.message), before.diagnostics.map(\.message))
        XCTAssertTrue(after.diagnostics.contains { $0.message.hasSuffix("did you mean \"SettingsView\"?") })
    }

    /// A file the prefilter skips, parsed because it declares a storyboard's class: still parsed
    /// for the key while it declares that class, and the result holds while its facts do.
    func testAFilePulledInByANameKeepsTheResultWhileItDeclaresIt() throws {
        try write("final class SettingView: UIView { var title = \"\" }\n", to: "SettingView.swift")
        let first = try lint()
        XCTAssertFalse(first.diagnostics.contains { $0.ruleID == "unknown-custom-class" })
        let path = root.appendingPathComponent("SettingView.swift").path
        XCTAssertEqual(try records()[path]?.pulledBy, [Prefilter.hash("SettingView")])
        try append("// a note\n", to: "SettingView.swift")
        let edited = try lint()
        XCTAssertTrue(edited.timings.cachedResult)
        XCTAssertEqual(edited.timings.editedFilesRead, 1)
        // Its new record is the parsed one, as a run without the cutoff leaves it.
        XCTAssertEqual(try records()[path]?.pulledBy, [Prefilter.hash("SettingView")])
        XCTAssertTrue(try lint().timings.cachedResult)

        try write("final class SettingView: UIView { var title = \"\"; var subtitle = \"\" }\n", to: "SettingView.swift")
        XCTAssertTrue(try lint().timings.cachedResult, "a new name, but the same facts")
        try write("final class SettingsPanel: UIView { var title = \"\" }\n", to: "SettingView.swift")
        let renamed = try lint()
        XCTAssertFalse(renamed.timings.cachedResult)
        XCTAssertTrue(renamed.diagnostics.contains { $0.ruleID == "unknown-custom-class" })
    }

    func testAFileThatStopsBeingSkippedIsParsed() throws {
        _ = try lint()
        try write(
            "struct Money { var cents = 0 }\nextension HomeViewController { func pay() { performSegue(withIdentifier: \"pay\", sender: nil) } }\n",
            to: "Money.swift")
        let edited = try lint()
        XCTAssertFalse(edited.timings.cachedResult)
        XCTAssertTrue(edited.diagnostics.contains { $0.ruleID == "unknown-segue-identifier" })
        XCTAssertTrue(try lint().timings.cachedResult)
    }

    /// An edited Objective-C file is scanned with the project, not read first: the run lints again.
    func testAnEditedObjectiveCFileLintsAgain() throws {
        try write("@interface Badge : UIView\n@end\n", to: "Badge.h")
        _ = try lint()
        XCTAssertTrue(try lint().timings.cachedResult)
        try append("// a note\n", to: "Badge.h")
        let edited = try lint()
        XCTAssertFalse(edited.timings.cachedResult)
        XCTAssertEqual(edited.timings.editedFilesRead, 0)
        XCTAssertTrue(try lint().timings.cachedResult)
    }

    /// More edited files than an edit makes: the run parses without looking for the last result
    /// first, and still agrees with a run without a cache.
    func testManyEditedFilesLintAgain() throws {
        for number in 0...Linter.earlyCutoffLimit { try write("struct Model\(number) {}\n", to: "Model\(number).swift") }
        _ = try lint()
        for number in 0...Linter.earlyCutoffLimit { try append("// edited\n", to: "Model\(number).swift") }
        XCTAssertFalse(try lint().timings.cachedResult)
        XCTAssertTrue(try lint().timings.cachedResult)
    }

    /// The type-name fingerprint is that of the names `declaredTypeNames(in:)` reads.
    func testTypeNameFingerprintsFollowTheNearMissScan() {
        let sources = [
            "class A {}", "extension A {}", "final class SettingsView: UIView { struct Inner {} }",
            "class func make() -> A", "/* class Fake */ enum E { case a }", "typealias T = Int; protocol P {}",
            "struct class Odd {}", "",
        ]
        var seen: Set<ContentKey> = []
        for source in sources {
            let bytes = Array(source.utf8)
            var expected = Fingerprint()
            for hash in Prefilter.declaredTypeNames(in: bytes).map(Prefilter.hash).sorted() {
                withUnsafeBytes(of: hash.littleEndian) { expected.add($0) }
            }
            let found = Prefilter.declarationsAndTypeNames(in: bytes)
            XCTAssertEqual(found.typeNames, expected.key, source)
            seen.insert(found.typeNames)
        }
        // `extension A` and an empty file declare no type; the other six differ from each other.
        XCTAssertEqual(seen.count, 7)
        // A class and an extension of it declare the same names, but only the class is a type name.
        let type = Prefilter.declarationsAndTypeNames(in: Array("class A {}".utf8))
        let extended = Prefilter.declarationsAndTypeNames(in: Array("extension A {}".utf8))
        XCTAssertEqual(type.declarations, [Prefilter.hash("A")])
        XCTAssertEqual(extended.declarations, [Prefilter.hash("A")])
        XCTAssertNotEqual(type.typeNames, extended.typeNames)
        XCTAssertEqual(extended.typeNames, Prefilter.declarationsAndTypeNames(in: []).typeNames)
    }
}
