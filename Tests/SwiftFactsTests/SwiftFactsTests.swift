import SegueModel
import SwiftFacts
import TestSupport
import XCTest

final class SwiftFactsTests: XCTestCase {
    /// Each recogniser of the extractor has its own fact-dump fixture, named after it, that yields
    /// facts (Fixtures/SwiftFacts/Recognizers/<Recognizer>.swift with its `.facts`).
    func testEveryRecogniserHasAFactDumpFixture() throws {
        let sources = TestSupport.packageRoot.appendingPathComponent("Sources/SwiftFacts/Recognizers")
        let recognisers = try FileManager.default.contentsOfDirectory(atPath: sources.path)
            .filter { $0.hasSuffix("Recognizer.swift") }.sorted()
        XCTAssertGreaterThanOrEqual(recognisers.count, 5)
        let fixtures = TestSupport.fixtures.appendingPathComponent("SwiftFacts/Recognizers")
        for name in recognisers {
            let dump = fixtures.appendingPathComponent(name + ".facts")
            let text = (try? String(contentsOf: dump, encoding: .utf8)) ?? ""
            XCTAssertFalse(text.isEmpty, "\(name) has no fact-dump fixture at \(dump.path)")
        }
    }

    /// Every `*.swift` in `Fixtures/SwiftFacts` extracts exactly as its stored `.facts` dump.
    func testStoredFactDumps() {
        let files = TestSupport.files(under: TestSupport.fixtures.appendingPathComponent("SwiftFacts"), suffix: ".swift")
        XCTAssertFalse(files.isEmpty)
        for url in files {
            let (facts, problem) = SwiftFactsExtractor.extract(contentsOf: url.path)
            XCTAssertNil(problem)
            var dump = facts.dump()
            dump = dump.replacingOccurrences(of: url.path, with: url.lastPathComponent)
            TestSupport.assertMatchesFile(dump, URL(fileURLWithPath: url.path + ".facts"))
        }
    }

    /// `#if` applies to every kind of fact: the fact-dump fixtures (which exercise every kind),
    /// each wrapped whole in an `#if` clause judged inactive, keep no fact at all. A fact kind
    /// that `keepingActive` forgets fails here (a dequeue inside `#if os(tvOS)` was judged for an
    /// iOS target in a real app).
    func testInactiveClausesDropEveryKindOfFact() throws {
        let files = TestSupport.files(under: TestSupport.fixtures.appendingPathComponent("SwiftFacts"), suffix: ".swift")
        var kinds: Set<String> = []
        for url in files {
            let source = try String(contentsOf: url, encoding: .utf8)
            let whole = SwiftFactsExtractor.extract(source: source, path: url.lastPathComponent)
            let wrapped = SwiftFactsExtractor.extract(
                source: "#if os(tvOS)\n" + source + "\n#endif\n", path: url.lastPathComponent)
            XCTAssertFalse(wrapped.conditionalRegions.isEmpty)
            let kept = wrapped.keepingActive { _ in false }
            for child in Mirror(reflecting: kept).children {
                guard let label = child.label, !["path", "conditionalRegions", "suppressions"].contains(label),
                    let array = child.value as? [Any]
                else { continue }
                XCTAssertTrue(array.isEmpty, "\(url.lastPathComponent): \(label) kept \(array.count) inside an inactive #if")
                if let all = Mirror(reflecting: whole).children.first(where: { $0.label == label })?.value as? [Any], !all.isEmpty
                {
                    kinds.insert(label)
                }
            }
        }
        // The fixtures exercise (nearly) every kind, or the check above proves little.
        XCTAssertGreaterThanOrEqual(kinds.count, 17, "kinds present in the fixtures: \(kinds.sorted())")
    }

    private func facts(_ source: String) -> SourceFacts {
        SwiftFactsExtractor.extract(source: source, path: "T.swift")
    }

    func testEnumCasesWithImplicitAndExplicitRawValues() throws {
        let facts = facts(
            """
            extension DetailViewController {
                enum SegueIdentifier: String {
                    case showMap, showPhoto = "show-photo"
                    case unnamed = ""
                }
            }
            """)
        let declaration = try XCTUnwrap(facts.stringEnums.first)
        XCTAssertEqual(declaration.ownerType, "DetailViewController")
        XCTAssertEqual(declaration.cases.map(\.rawValue), ["showMap", "show-photo", ""])
        XCTAssertEqual(declaration.cases.map(\.explicitRawValue), [nil, "show-photo", ""])
        XCTAssertEqual(declaration.cases[1].location, Location(file: "T.swift", line: 3, column: 23))
        XCTAssertEqual(facts.types.first?.kind, .extension)
    }

    func testNonStringEnumsAreNotSegueEnumCandidates() {
        XCTAssertTrue(facts("class A { enum Row: Int { case a } }").stringEnums.isEmpty)
    }

    func testInheritanceClauseNamesAreSimple() {
        let types = facts("class A: Base.Controller, Generic<Int>, P & Q {}").types
        XCTAssertEqual(types.first?.inheritedTypes, ["Controller", "Generic", "P", "Q"])
    }

    func testLiteralColumnPointsInsideTheQuotesAfterAnEmoji() throws {
        let facts = facts(
            """
            class A: UIViewController {
                func go() { let t = "👤"; performSegue(withIdentifier: "showX", sender: t) }
            }
            """)
        let use = try XCTUnwrap(facts.identifierUses.first)
        XCTAssertEqual(use.expression, .literal("showX"))
        // `    func go() { let t = "👤"; performSegue(withIdentifier: "` plus the quote is 62 bytes (👤 is 4).
        XCTAssertEqual(use.location.column, 63)
    }

    func testComparisonsOnUnrelatedIdentifiersAreIgnored() {
        XCTAssertTrue(facts("class A { func f(user: User) { if user.identifier == \"admin\" {} } }").identifierUses.isEmpty)
    }

    func testSyntaxErrorsStillYieldFacts() {
        let facts = facts(
            """
            class A: UIViewController {
                func go() { performSegue(withIdentifier: "showX", sender: nil)
                let broken = "unterminated
            """)
        XCTAssertEqual(facts.identifierUses.map(\.expression), [.literal("showX")])
    }

    func testInvalidUTF8IsReportedAndTheRestExtracted() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("latin1-\(getpid()).swift")
        var bytes =
            Array("// caf".utf8) + [0xE9]
            + Array("\nclass A: UIViewController { func f() { performSegue(withIdentifier: \"x\", sender: nil) } }\n".utf8)
        bytes += []
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let (facts, problem) = SwiftFactsExtractor.extract(contentsOf: url.path)
        let reported = try XCTUnwrap(problem)
        XCTAssertEqual(reported.location.line, 1)
        XCTAssertEqual(reported.location.column, 7)
        XCTAssertTrue(reported.message.contains("not valid UTF-8"), reported.message)
        XCTAssertEqual(facts.identifierUses.map(\.expression), [.literal("x")])
    }

    func testUnreadableFileIsReported() {
        let (facts, problem) = SwiftFactsExtractor.extract(contentsOf: "/nonexistent/A.swift")
        XCTAssertTrue(facts.types.isEmpty)
        XCTAssertEqual(problem?.kind, .swiftSource)
    }
}
