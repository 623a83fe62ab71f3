import Foundation
import SegueModel
import SwiftFacts
import TestSupport
import XCTest

@testable import SegueCache
@testable import SegueDriver

/// A fact kind is one type: these tests fail when a kind is added without what the prefilter, the
/// dump, `#if` filtering and the cache need (see "Adding a fact" in docs/architecture.md).
final class FactKindTests: XCTestCase {
    /// Every fact the Swift fixtures yield, as one value.
    private func fixtureFacts() throws -> SourceFacts {
        var all = SourceFacts(path: "all")
        let folder = TestSupport.fixtures.appendingPathComponent("SwiftFacts")
        for url in TestSupport.files(under: folder, suffix: ".swift") {
            let facts = SwiftFactsExtractor.extract(source: try String(contentsOf: url, encoding: .utf8), path: url.path)
            all.append(contentsOf: facts)
        }
        return all
    }

    func testEveryStoredArrayIsAKind() {
        let stored = Mirror(reflecting: SourceFacts(path: "x")).children.compactMap(\.label).filter { $0 != "path" }
        XCTAssertEqual(
            Set(stored), Set(SourceFacts.kinds.map(\.name)),
            "list every fact array of SourceFacts in SourceFacts.kinds")
        XCTAssertEqual(SourceFacts.kinds.count, Set(SourceFacts.kinds.map(\.name)).count, "a kind is listed twice")
    }

    func testEveryKindHasAFixtureAndEachKindReadsItsOwnArray() throws {
        let facts = try fixtureFacts()
        let counts = Dictionary(
            uniqueKeysWithValues: Mirror(reflecting: facts).children.compactMap { child in
                child.label.flatMap { label in (child.value as? [Any]).map { (label, $0.count) } }
            })
        for kind in SourceFacts.kinds {
            let found = kind.facts(in: facts).count
            XCTAssertGreaterThan(found, 0, "no fixture in Fixtures/SwiftFacts yields \(kind.name)")
            XCTAssertEqual(found, counts[kind.name], "\(kind.name) reads another array")
        }
    }

    func testEveryFactIsDumpedAndKeptOrDroppedByIfClauses() throws {
        let facts = try fixtureFacts()
        for fact in facts.allFacts {
            XCTAssertFalse(fact.dumpLines.isEmpty, "\(type(of: fact)) prints no dump line")
            XCTAssertNotNil(fact.keeping { _ in true }, "\(type(of: fact)) is dropped in an active clause")
        }
        let everythingInactive = facts.keepingActive { _ in false }
        XCTAssertTrue(everythingInactive.identifierUses.count < facts.identifierUses.count)
        XCTAssertEqual(everythingInactive.suppressions, facts.suppressions)
    }

    /// Every fixture's facts come back from the cache's coder as they were: every kind is coded
    /// (each is in some fixture), and the empty arrays left out of the coded form come back empty.
    func testEveryFixturesFactsRoundTripThroughTheCache() throws {
        let folder = TestSupport.fixtures.appendingPathComponent("SwiftFacts")
        var kinds: Set<String> = []
        for url in TestSupport.files(under: folder, suffix: ".swift") {
            let facts = SwiftFactsExtractor.extract(source: try String(contentsOf: url, encoding: .utf8), path: url.path)
            let payload = try BinaryCoder.decode(
                FactsCache.Payload.self, from: BinaryCoder.encode(FactsCache.Payload.source(facts, nil, mentions: [])),
                userInfo: [.sourcePath: url.path])
            guard case .source(let decoded, nil, []) = payload else { return XCTFail("\(url.lastPathComponent): \(payload)") }
            XCTAssertEqual(decoded, facts, url.lastPathComponent)
            kinds.formUnion(SourceFacts.kinds.filter { !$0.facts(in: decoded).isEmpty }.map(\.name))
        }
        XCTAssertEqual(kinds, Set(SourceFacts.kinds.map(\.name)))
    }

    /// Copies share their facts until one of them changes: the change is the copy's alone.
    func testCopiesAreValues() throws {
        var original = try fixtureFacts()
        let copy = original
        let types = original.types.count
        original.types.removeAll()
        original.path = "moved"
        XCTAssertEqual(copy.types.count, types)
        XCTAssertEqual(copy.path, "all")
        XCTAssertNotEqual(copy, original)
        var changed = copy
        changed.identifierUses.append(contentsOf: copy.identifierUses)
        XCTAssertEqual(changed.identifierUses.count, 2 * copy.identifierUses.count)
        XCTAssertNotEqual(changed.hashValue, copy.hashValue)
    }

    func testPrefilterNamesComeFromTheFacts() throws {
        var facts = SourceFacts(path: "A.swift")
        let at = Location(file: "A.swift", line: 1, column: 1)
        facts.types = [
            TypeDeclaration(
                kind: .class, name: "ShowOrderViewController", qualifiedName: "ShowOrderViewController",
                inheritedTypes: ["UIViewController", "OrderDisplayLogic"], location: at)
        ]
        facts.dequeues = [
            CellDequeue(
                ownerType: "ListViewController", family: .table, identifier: .reference(base: "Cells.Kind", name: "order"),
                returnsOptional: false, isForced: false, castType: "OrderCell", location: at)
        ]
        XCTAssertEqual(
            Prefilter.mentionedNameHashes(in: facts),
            [
                "ShowOrderViewController", "OrderDisplayLogic", "ShowOrderRouter", "ListViewController", "OrderCell", "Cells",
                "Kind",
                "order",
            ].map(Prefilter.hash).sorted())
    }

    /// The hashes kept in a file's record, worked out on bytes, are those of the names split at dots
    /// as strings, platform names left out: for the facts of every Swift fixture, and for names
    /// with dots, empty components and letters beyond ASCII.
    func testMentionedNameHashesAreThoseOfTheNames() throws {
        let files = TestSupport.files(under: TestSupport.fixtures, suffix: ".swift").filter { !$0.hasDirectoryPath }
        XCTAssertGreaterThan(files.count, 100)
        var facts = files.compactMap { url in
            (try? Data(contentsOf: url)).map { SwiftFactsExtractor.extract(bytes: Array($0), path: url.path).facts }
        }
        var odd = SourceFacts(path: "A.swift")
        let at = Location(file: "A.swift", line: 1, column: 1)
        odd.types = [
            TypeDeclaration(
                kind: .class, name: "UIÉcran", qualifiedName: "Outer..UIÉcran.",
                inheritedTypes: ["NSObject", "UIa", "CGX", "Int", "Ünï.UIButton", "U"],
                location: at)
        ]
        facts.append(odd)
        // What the hashes stand for, spelled with strings.
        func names(in facts: SourceFacts) -> Set<String> {
            Set(
                facts.allFacts.flatMap(\.mentionedNames).flatMap { $0.split(separator: ".").map(String.init) }
                    .filter { !Prefilter.isPlatformName($0) })
        }
        let hashes = Set(Prefilter.mentionedNameHashes(in: odd))
        XCTAssertEqual(Prefilter.mentionedNameHashes(in: odd), names(in: odd).map(Prefilter.hash).sorted())
        // `NSObject` and `UIÉcran` (an upper-case letter beyond ASCII after `UI`) are platform names; `UIa` is not.
        XCTAssertFalse(hashes.contains(Prefilter.hash("NSObject")) || hashes.contains(Prefilter.hash("UIÉcran")))
        XCTAssertTrue(hashes.contains(Prefilter.hash("UIa")) && hashes.contains(Prefilter.hash("Ünï")))
        for file in facts {
            XCTAssertEqual(Prefilter.mentionedNameHashes(in: file), names(in: file).map(Prefilter.hash).sorted(), file.path)
        }
    }

    /// The cache codes facts with their synthesized `Codable` form, so a change to a fact's fields
    /// changes what a pack holds: the recorded shape makes sure `FactsCache.formatVersion` moves with it.
    func testTheCacheFormatVersionMovesWithTheFactsShape() throws {
        var shape: Set<String> = []
        func walk(_ value: Any) {
            let mirror = Mirror(reflecting: value)
            for child in mirror.children {
                // The fields of structs: what a fixture happens to contain (which enum cases,
                // which optionals are set) does not change the recorded shape.
                if mirror.displayStyle == .struct {
                    shape.insert("\(mirror.subjectType).\(child.label ?? "_"): \(type(of: child.value))")
                }
                walk(child.value)
            }
        }
        walk(try fixtureFacts())
        let text = shape.sorted().joined(separator: "\n")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let recorded = FactsCache.recordedFactsShape
        XCTAssertEqual(
            "\(FactsCache.formatVersion) \(String(hash, radix: 16))", recorded,
            "the facts' shape changed: bump FactsCache.formatVersion and record the new shape in FactsCache.recordedFactsShape")
    }
}
