import Foundation
import SegueModel
import StoryboardParser
import SwiftFacts
import TestSupport
import XCTest
import XcodeProject

@testable import SegueCache
@testable import SegueDriver
@testable import SegueRules

/// The facts cache: its binary form round-trips every fact, a warm run gives the same output as a
/// cold one and as no cache, edits are seen, and a damaged pack is ignored and rebuilt.
final class FactsCacheTests: XCTestCase {
    private var root: URL!
    private var cache: FactsCache!
    private let salt = Linter.cacheSalt(Configuration())

    override func setUpWithError() throws {
        root = try TestSupport.temporaryProject(
            [
                "Good.storyboard": Examples.storyboard(
                    viewController: "HomeViewController",
                    segues: [
                        #"<segue destination="dst-00-001" kind="show" identifier="showMap" id="sg1-00-001"/>"#
                    ]),
                // A real finding, and a file the prefilter skips.
                "Home.swift":
                    "class HomeViewController: UIViewController { func go() { performSegue(withIdentifier: \"shwMap\", sender: nil) } }\n",
                "Money.swift": "struct Money { var cents = 0 }\n",
            ], for: self)
        cache = FactsCache(path: root.appendingPathComponent(".cache").path, build: "test")
    }

    private func lint(
        cache: FactsCache?, prefilter: Bool = true, paths: [String]? = nil,
        configuration: Configuration = Configuration()
    ) throws -> [Diagnostic] {
        try run(cache: cache, prefilter: prefilter, paths: paths, configuration: configuration).diagnostics
    }

    private func run(
        cache: FactsCache?, prefilter: Bool = true, paths: [String]? = nil,
        configuration: Configuration = Configuration()
    ) throws -> LintResult {
        // As the command does: with a cache, the folder listings take the files' signatures.
        let files = try FileDiscovery.discover(paths ?? [root.path], signatures: cache != nil)
        return Linter.lint(files, configuration: configuration, load: .init(cache: cache, prefilter: prefilter))
    }

    private var pack: URL { cache.packURL(salt: salt) }

    private func records() throws -> [String: CacheRecord] {
        try XCTUnwrap(CacheSession.read([UInt8](Data(contentsOf: pack)), salt: salt), "the pack reads back whole").records.byPath
    }

    private func name(_ path: String) -> String { URL(fileURLWithPath: path).lastPathComponent }

    private func payload(_ record: CacheRecord?) throws -> FactsCache.Payload {
        let record = try XCTUnwrap(record)
        return try BinaryCoder.decode(FactsCache.Payload.self, from: Array(record.payload), userInfo: [.sourcePath: record.path])
    }

    // MARK: Binary form

    /// Every fact of the Swift shapes fixture and every storyboard of the demo app and the corpus
    /// decodes to exactly what was encoded.
    func testBinaryFormRoundTripsEveryFact() throws {
        let shapes = TestSupport.fixtures.appendingPathComponent("SwiftFacts/AllShapes.swift")
        let (facts, _) = SwiftFactsExtractor.extract(bytes: [UInt8](try Data(contentsOf: shapes)), path: shapes.path)
        XCTAssertFalse(facts.identifierUses.isEmpty)
        let decodedFacts = try BinaryCoder.decode(
            FactsCache.Payload.self, from: BinaryCoder.encode(FactsCache.Payload.source(facts, nil, mentions: [1, 2])),
            userInfo: [.sourcePath: shapes.path])
        guard case .source(let roundTripped, nil, [1, 2]) = decodedFacts else { return XCTFail("\(decodedFacts)") }
        XCTAssertEqual(roundTripped, facts)

        let storyboards =
            TestSupport.files(under: TestSupport.fixtures.appendingPathComponent("Corpus"), suffix: ".storyboard")
            + TestSupport.files(under: TestSupport.fixtures.appendingPathComponent("DemoApp"), suffix: ".storyboard")
        XCTAssertGreaterThan(storyboards.count, 40)
        for url in storyboards {
            guard
                case .success(let storyboard) = StoryboardParser.parse(bytes: [UInt8](try Data(contentsOf: url)), path: url.path)
            else { continue }
            let bytes = try BinaryCoder.encode(FactsCache.Payload.storyboard(storyboard))
            guard
                case .storyboard(let decoded) = try BinaryCoder.decode(
                    FactsCache.Payload.self, from: bytes, userInfo: [.sourcePath: url.path])
            else {
                return XCTFail(url.lastPathComponent)
            }
            XCTAssertEqual(decoded, storyboard, url.lastPathComponent)
        }
        let problem = InputProblem(kind: .swiftSource, location: Location(file: "a.swift", line: 3, column: 7), message: "é 🚀")
        let mixed = FactsCache.Payload.source(SourceFacts(path: "a.swift"), problem, mentions: [])
        guard
            case .source(_, let decodedProblem?, _) = try BinaryCoder.decode(
                FactsCache.Payload.self, from: BinaryCoder.encode(mixed),
                userInfo: [.sourcePath: "a.swift"])
        else { return XCTFail() }
        XCTAssertEqual(decodedProblem, problem)
        let words: [UInt64] = [0, 1, 127, 128, .max]
        guard
            case .skippedSource(let decodedWords, let typeNames) = try BinaryCoder.decode(
                FactsCache.Payload.self,
                from: BinaryCoder.encode(
                    FactsCache.Payload.skippedSource(declarations: words, typeNames: ContentKey(high: .max, low: 3))))
        else { return XCTFail() }
        XCTAssertEqual(decodedWords, words)
        XCTAssertEqual(typeNames, ContentKey(high: .max, low: 3))
    }

    private struct Shapes: Codable, Equatable {
        enum Kind: String, Codable { case a, b }
        enum Payload: Codable, Equatable {
            case none
            case one(Int?)
            case two(label: String, Kind?)
        }
        var small: Int8 = -5
        var medium: UInt16 = 65_000
        var large: Int64 = .min
        var float: Float = 1.5
        var double: Double = -2.25
        var optionals: [String?] = ["a", nil, "c"]
        var nested: Int?? = .some(nil)
        var kinds: [Kind] = [.a, .b]
        var payloads: [Payload] = [.none, .one(nil), .one(3), .two(label: "x", nil), .two(label: "", .b)]
        var dictionary: [String: [String]] = ["Debug": ["DEBUG", "BETA"], "Release": [], "": [""]]
        var optionalDictionaries: [[String: Int]?] = [nil, [:], ["a": 1]]
        var missing: String?
        var present: String? = "é"
        var empty: [[Int]] = [[], [1]]
    }

    /// Shapes the facts do not use today but a new fact could: other integer widths, floating point,
    /// optionals inside arrays and enums, nested optionals, raw-value enums.
    func testBinaryFormRoundTripsOtherShapes() throws {
        let shapes = Shapes()
        XCTAssertEqual(try BinaryCoder.decode(Shapes.self, from: BinaryCoder.encode(shapes)), shapes)
        var other = Shapes()
        other.nested = nil
        other.missing = "m"
        other.present = nil
        XCTAssertEqual(try BinaryCoder.decode(Shapes.self, from: BinaryCoder.encode(other)), other)
        // Dictionaries are written in key order: equal ones give equal bytes.
        let large = Dictionary(uniqueKeysWithValues: (0..<200).map { ("key\($0)", $0) })
        XCTAssertEqual(
            try BinaryCoder.encode(large), try BinaryCoder.encode(Dictionary(large.shuffled(), uniquingKeysWith: { a, _ in a })))
        XCTAssertEqual(try BinaryCoder.decode([String: Int].self, from: BinaryCoder.encode(large)), large)
    }

    /// Every truncation of an encoded entry, and every single-byte change, throws or decodes to
    /// some value: never a trap, never a read past the end.
    func testDamagedBinaryEntriesThrowInsteadOfTrapping() throws {
        let shapes = TestSupport.fixtures.appendingPathComponent("SwiftFacts/AllShapes.swift")
        let (facts, _) = SwiftFactsExtractor.extract(bytes: [UInt8](try Data(contentsOf: shapes)), path: shapes.path)
        let bytes = try BinaryCoder.encode(FactsCache.Payload.source(facts, nil, mentions: [1, 2]))
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 500)) {
            XCTAssertThrowsError(
                try BinaryCoder.decode(FactsCache.Payload.self, from: Array(bytes[..<length])), "prefix \(length)")
        }
        for index in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 500)) {
            for value: UInt8 in [0x00, 0x7F, 0x80, 0xFF] {
                var damaged = bytes
                damaged[index] = value
                _ = try? BinaryCoder.decode(FactsCache.Payload.self, from: damaged)
            }
        }
    }

    /// Strings decode whatever their bytes: ASCII ones without the generic validation, others
    /// with it; bytes that are not UTF-8 still throw.
    func testStringsDecodeByTheirBytes() throws {
        for text in ["", "showMap", "é", "Ünïcödé 🚀", String(repeating: "a", count: 300) + "ß", "tab\there\u{0}"] {
            XCTAssertEqual(try BinaryCoder.decode(String.self, from: BinaryCoder.encode(text)), text)
        }
        for invalid: [UInt8] in [[0xFF], [0x61, 0xC3], [0xED, 0xA0, 0x80], [0x61, 0x80, 0x62]] {
            var bytes = try BinaryCoder.encode(String(repeating: "x", count: invalid.count))
            bytes.replaceSubrange((bytes.count - invalid.count)..., with: invalid)
            XCTAssertThrowsError(try BinaryCoder.decode(String.self, from: bytes), "\(invalid)")
        }
        // A dictionary's keys take any name, a struct's a fixed set: asked in turn, each keeps its form.
        for _ in 0..<3 {
            XCTAssertEqual(try BinaryCoder.decode(Shapes.self, from: BinaryCoder.encode(Shapes())), Shapes())
            XCTAssertEqual(try BinaryCoder.decode([String: Int].self, from: BinaryCoder.encode(["a": 1])), ["a": 1])
        }
    }

    /// Lists of strings and integers are written and read without a container per element, in
    /// the bytes an unkeyed container gives (`ContiguousArray` takes the generic path).
    func testListsOfPlainValuesKeepTheUnkeyedForm() throws {
        let strings = ["", "showMap", "é", String(repeating: "x", count: 200)]
        let words: [UInt64] = [0, 1, 127, 128, .max]
        let numbers = [0, -1, 63, -64, .min, .max]
        XCTAssertEqual(try BinaryCoder.encode(strings), try BinaryCoder.encode(ContiguousArray(strings)))
        XCTAssertEqual(try BinaryCoder.encode(words), try BinaryCoder.encode(ContiguousArray(words)))
        XCTAssertEqual(try BinaryCoder.encode(numbers), try BinaryCoder.encode(ContiguousArray(numbers)))
        XCTAssertEqual(try BinaryCoder.decode([String].self, from: BinaryCoder.encode(ContiguousArray(strings))), strings)
        XCTAssertEqual(
            Array(try BinaryCoder.decode(ContiguousArray<UInt64>.self, from: BinaryCoder.encode(words))), words)
        XCTAssertEqual(try BinaryCoder.decode([Int].self, from: BinaryCoder.encode(numbers)), numbers)
        // A count past the bytes that follow throws before anything is reserved.
        XCTAssertThrowsError(try BinaryCoder.decode([UInt64].self, from: [0xFF, 0xFF, 0xFF, 0x7F, 1]))
    }

    /// A payload is its case's number and its values: an unknown number or a value left over throws.
    func testPayloadsWithAnUnknownCaseOrTrailingValuesThrow() throws {
        let skipped = FactsCache.Payload.skippedSource(declarations: [3, 5], typeNames: ContentKey(high: 1, low: 2))
        var bytes = try BinaryCoder.encode(skipped)
        guard case .skippedSource(let declarations, let typeNames) = try BinaryCoder.decode(FactsCache.Payload.self, from: bytes)
        else { return XCTFail("not a skipped file") }
        XCTAssertEqual(declarations, [3, 5])
        XCTAssertEqual(typeNames, ContentKey(high: 1, low: 2))
        // The list's count (4 bytes), then the case number, zigzag-coded: 3 is `skippedSource`, 10 is no case.
        XCTAssertEqual(bytes[4], 6)
        bytes[4] = 20
        XCTAssertThrowsError(try BinaryCoder.decode(FactsCache.Payload.self, from: bytes))
        var longer = try BinaryCoder.encode(skipped)
        longer[0] += 1
        longer.append(0)
        XCTAssertThrowsError(try BinaryCoder.decode(FactsCache.Payload.self, from: longer))
    }

    // MARK: Runs

    /// The build fingerprint names the running program, found as `Bundle.main` finds it.
    func testTheBuildFingerprintNamesThisProgram() throws {
        let found = try XCTUnwrap(FactsCache.executablePath)
        let bundle = try XCTUnwrap(Bundle.main.executablePath)
        XCTAssertEqual(
            URL(fileURLWithPath: found).resolvingSymlinksInPath().path,
            URL(fileURLWithPath: bundle).resolvingSymlinksInPath().path)
        XCTAssertNotNil(FactsCache.currentBuild(libraries: "libxml2"))
    }

    /// With `signatures`, the walk takes the signature of each storyboard, Swift and Objective-C
    /// file from its open folder, equal to what `stat` gives; a linked file's is left to the run
    /// (which takes it by its path), and without `signatures` none is taken. Runs given either
    /// list agree, and the second reuses the first's result.
    func testFolderListingsTakeTheSignaturesTheCacheCompares() throws {
        let folder = root.appendingPathComponent("Sub")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "@interface Legacy : NSObject\n@end\n".write(
            to: folder.appendingPathComponent("Legacy.h"), atomically: true, encoding: .utf8)
        try "target 'App'\n".write(to: root.appendingPathComponent("Podfile"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Linked.swift").path,
            withDestinationPath: root.appendingPathComponent("Home.swift").path)
        let files = try FileDiscovery.discover([root.path], signatures: true)
        let linked = try XCTUnwrap(files.sources.first { $0.hasSuffix("/Linked.swift") })
        XCTAssertEqual(files.objcFiles.map(name), ["Legacy.h"])
        let signed = files.storyboards + files.sources + files.objcFiles
        let taken = signed.indices.compactMap { position in
            files.signatures.signature(at: position, of: signed[position]).map { (signed[position], $0) }
        }
        XCTAssertEqual(Set(taken.map(\.0)), Set(signed).subtracting([linked]))
        for (path, signature) in taken { XCTAssertEqual(signature, FileSignature(path: path), path) }
        let plain = try FileDiscovery.discover([root.path])
        XCTAssertTrue(signed.indices.allSatisfy { plain.signatures.signature(at: $0, of: signed[$0]) == nil })
        XCTAssertEqual(plain, files)

        cache.trustWindow = -60
        let first = Linter.lint(plain, load: .init(cache: cache))
        let second = Linter.lint(files, load: .init(cache: cache))
        XCTAssertEqual(second.diagnostics, first.diagnostics)
        XCTAssertEqual(first.diagnostics.map(\.ruleID), ["misspelled-segue-identifier", "misspelled-segue-identifier"])
        XCTAssertTrue(second.timings.cachedResult)
        XCTAssertEqual(second.timings.editedFilesRead, 0, "the signatures the listing took match the records")
    }

    /// No cache, a cold cache and a warm cache give the same diagnostics, on the demo app too.
    func testWarmRunsGiveTheSameDiagnosticsAsColdOnes() throws {
        let demo = TestSupport.fixtures.appendingPathComponent("DemoApp").path
        for paths in [[root.path], [demo]] {
            let reference = try lint(cache: nil, paths: paths)
            XCTAssertFalse(reference.isEmpty)
            XCTAssertEqual(try lint(cache: cache, paths: paths), reference, "cold")
            XCTAssertEqual(try lint(cache: cache, paths: paths), reference, "warm")
            XCTAssertEqual(try lint(cache: cache, prefilter: false, paths: paths), reference, "warm, without the prefilter")
        }
    }

    func testThePackHoldsFactsForParsedFilesAndWordsForSkippedOnes() throws {
        XCTAssertEqual(try lint(cache: cache).map(\.ruleID), ["misspelled-segue-identifier"])
        let records = try records()
        XCTAssertEqual(records.keys.map(name).sorted(), ["Good.storyboard", "Home.swift", "Money.swift"])
        let byName = Dictionary(uniqueKeysWithValues: records.map { (name($0.key), $0.value) })
        guard case .storyboard(let storyboard) = try payload(byName["Good.storyboard"]) else { return XCTFail() }
        XCTAssertEqual(storyboard.scenes.count, 2)
        guard case .source(let facts, nil, _) = try payload(byName["Home.swift"]) else { return XCTFail() }
        XCTAssertEqual(facts.identifierUses.map(\.expression), [.literal("shwMap")])
        guard case .skippedSource(let words, let typeNames) = try payload(byName["Money.swift"]) else { return XCTFail() }
        let expected = Prefilter.declarationsAndTypeNames(in: Array("struct Money { var cents = 0 }\n".utf8))
        XCTAssertEqual(words, expected.declarations.sorted())
        XCTAssertEqual(typeNames, expected.typeNames)
        // Files written just now: their signatures do not vouch for their content next time.
        XCTAssertFalse(byName["Home.swift"]!.trusted)
    }

    /// An unchanged run rewrites nothing; an edit is seen at once.
    func testUnchangedRunsLeaveThePackAloneAndEditsAreSeen() throws {
        // Files written just now would not be trusted; this cache trusts them.
        cache.trustWindow = -60
        let hourAgo = Date().addingTimeInterval(-3600)
        let findings = try lint(cache: cache)
        XCTAssertTrue(try records().values.allSatisfy(\.trusted))
        let written = try Data(contentsOf: pack)
        try FileManager.default.setAttributes([.modificationDate: hourAgo], ofItemAtPath: pack.path)
        XCTAssertEqual(try lint(cache: cache), findings)
        let modified = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: pack.path)[.modificationDate] as? Date)
        XCTAssertEqual(
            modified.timeIntervalSince1970, hourAgo.timeIntervalSince1970, accuracy: 0.01,
            "an unchanged run does not rewrite the pack")
        XCTAssertEqual(try Data(contentsOf: pack), written)

        try
            "class HomeViewController: UIViewController { func go() { performSegue(withIdentifier: \"showMap\", sender: nil) } }\n"
            .write(to: root.appendingPathComponent("Home.swift"), atomically: false, encoding: .utf8)
        XCTAssertEqual(try lint(cache: cache), [], "the fixed typo is seen")
        // A file the prefilter skipped that becomes relevant is parsed.
        try
            "struct Money { var cents = 0 }\nextension HomeViewController { func pay() { performSegue(withIdentifier: \"pay\", sender: nil) } }\n"
            .write(to: root.appendingPathComponent("Money.swift"), atomically: false, encoding: .utf8)
        XCTAssertEqual(try lint(cache: cache).map(\.ruleID), ["unknown-segue-identifier"])
        XCTAssertEqual(try lint(cache: cache).map(\.ruleID), ["unknown-segue-identifier"], "and read back from the cache")
    }

    func testSignaturesFromTheLastTwoSecondsAreNotTrusted() throws {
        let session = CacheSession(url: pack, salt: salt, runStart: 1_000_000)
        func record(modifiedAt seconds: Double) -> CacheRecord? {
            session.record(
                path: "a.swift",
                signature: FileSignature(size: 1, modified: Int64(seconds * 1e9), changed: 0, inode: 1, device: 1),
                key: ContentKey(high: 1, low: 2),
                payload: .skippedSource(declarations: [], typeNames: ContentKey(high: 0, low: 0)))
        }
        XCTAssertEqual(record(modifiedAt: 999_990)?.trusted, true)
        // The change time counts too: content rewritten under an old modification time.
        let rewritten = session.record(
            path: "a.swift", signature: FileSignature(size: 1, modified: 0, changed: Int64(999_999 * 1e9), inode: 1, device: 1),
            key: ContentKey(high: 1, low: 2), payload: .skippedSource(declarations: [], typeNames: ContentKey(high: 0, low: 0)))
        XCTAssertEqual(rewritten?.trusted, false)
        XCTAssertEqual(record(modifiedAt: 999_998.5)?.trusted, false)
        XCTAssertEqual(record(modifiedAt: 1_000_005)?.trusted, false)
    }

    /// A run over part of the project (`--changed`) keeps the other files' records while they exist.
    func testPartialRunsKeepTheRestOfTheProject() throws {
        _ = try lint(cache: cache)
        _ = try lint(cache: cache, paths: [root.appendingPathComponent("Home.swift").path])
        XCTAssertEqual(try records().keys.map(name).sorted(), ["Good.storyboard", "Home.swift", "Money.swift"])
        try FileManager.default.removeItem(at: root.appendingPathComponent("Money.swift"))
        _ = try lint(cache: cache, paths: [root.appendingPathComponent("Home.swift").path])
        XCTAssertEqual(try records().keys.map(name).sorted(), ["Good.storyboard", "Home.swift"])
    }

    /// The prefilter's verdicts depend on the configured names: other names, another pack.
    func testPacksAreSpecificToThePrefilterNames() {
        var named = Configuration()
        named.segueEnumNames.insert("Routes")
        var protocols = Configuration()
        protocols.segueHandlerProtocols.insert("Routing")
        let salts = [Configuration(), named, protocols].map(Linter.cacheSalt)
        XCTAssertEqual(Set(salts.map { cache.packURL(salt: $0) }).count, 3)
    }

    /// A file dated past 2262 (as an archive can leave it) does not overflow its signature.
    func testFarFutureDatesAreFine() throws {
        let home = root.appendingPathComponent("Home.swift").path
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1e10)], ofItemAtPath: home)
        XCTAssertNotNil(FileSignature(path: home))
        XCTAssertEqual(try lint(cache: cache).map(\.ruleID), ["misspelled-segue-identifier"])
        XCTAssertEqual(try lint(cache: cache).map(\.ruleID), ["misspelled-segue-identifier"])
    }

    /// Runs sharing one cache at the same time (several Xcode targets, a hook during a build) each
    /// get the right diagnostics, and the pack they leave is whole.
    func testConcurrentRunsShareTheCacheSafely() throws {
        let demo = TestSupport.fixtures.appendingPathComponent("DemoApp").path
        let reference = try lint(cache: nil, paths: [demo])
        let files = try FileDiscovery.discover([demo])
        let cache = self.cache
        for round in 0..<3 {
            let results = LockedBox([[Diagnostic]](repeating: [], count: 4))
            DispatchQueue.concurrentPerform(iterations: 4) { index in
                let diagnostics = Linter.lint(files, load: .init(threads: 2, cache: cache)).diagnostics
                results.update { $0[index] = diagnostics }
            }
            XCTAssertEqual(results.value, [[Diagnostic]](repeating: reference, count: 4), "round \(round)")
            XCTAssertGreaterThan(try records().count, 20, "round \(round): the pack is whole")
        }
    }

    /// A truncated, damaged, foreign or empty pack is ignored, the run is right, and the pack is
    /// rebuilt.
    func testDamagedPacksAreIgnoredAndRebuilt() throws {
        let clean = try lint(cache: nil)
        _ = try lint(cache: cache)
        let whole = try Data(contentsOf: pack)
        var flipped = whole
        flipped[whole.count / 2] ^= 0x20
        let otherSalt = CacheSession.write(Array(try records().values), result: nil, salt: "perform(nil)")
        let damages: [(String, Data)] = [
            ("truncated", whole.prefix(whole.count / 2)),
            ("one byte changed", flipped),
            ("garbage", Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) })),
            ("empty", Data()),
            ("for other options", Data(otherSalt)),
        ]
        for (damage, data) in damages {
            try data.write(to: pack)
            XCTAssertEqual(try lint(cache: cache), clean, damage)
            XCTAssertEqual(try records().count, 3, "\(damage): rebuilt")
        }
    }

    /// A pack far larger than the project can need (a poisoned CI cache: 8 GB took 34 s and 16.8 GB
    /// of memory) is not read at all: the run lints as if there were none and replaces it. A sparse
    /// file, so nothing that large is written.
    func testOversizedPacksAreNotRead() throws {
        let clean = try lint(cache: nil)
        _ = try lint(cache: cache)
        let handle = try FileHandle(forWritingTo: pack)
        try handle.truncate(atOffset: 8 * 1024 * 1024 * 1024)
        try handle.close()
        let clock = Date()
        XCTAssertEqual(try lint(cache: cache), clean)
        XCTAssertLessThan(Date().timeIntervalSince(clock), TestSupport.timeLimit(2))
        let size = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: pack.path)[.size] as? Int)
        XCTAssertLessThan(size, FactsCache.maximumPackSize(files: 3), "rewritten at its real size")
        XCTAssertEqual(try records().count, 3)
    }

    /// A run killed while writing its pack leaves Foundation's temporary file; the next run that
    /// writes a pack removes those older than ten minutes, and leaves a fresh one (a run writing now) alone.
    func testStaleTemporariesOfKilledRunsAreRemoved() throws {
        _ = try lint(cache: cache)
        let folder = pack.deletingLastPathComponent()
        let stale = folder.appendingPathComponent(".dat.nosync1a2b.k3Xq9z")
        let fresh = folder.appendingPathComponent(".dat.nosync3c4d.p0Lm2w")
        try Data(repeating: 7, count: 1_000_000).write(to: stale)
        try Data(repeating: 7, count: 1_000).write(to: fresh)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3_600)], ofItemAtPath: stale.path)
        try "struct Money { var cents = 1 }\n".write(
            to: root.appendingPathComponent("Money.swift"), atomically: true, encoding: .utf8)
        _ = try lint(cache: cache)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale.path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: fresh.path))
    }

    // MARK: Result

    /// An unchanged project gives the last run's diagnostics without parsing or running a rule; a
    /// changed file, setting or rule makes it lint again.
    func testUnchangedProjectsReuseTheLastResult() throws {
        cache.trustWindow = -60
        let demo = TestSupport.fixtures.appendingPathComponent("DemoApp").path
        let cold = try run(cache: cache, paths: [demo])
        XCTAssertFalse(cold.timings.cachedResult)
        let warm = try run(cache: cache, paths: [demo])
        XCTAssertEqual(warm.diagnostics, cold.diagnostics, "notes and locations survive the cache")
        XCTAssertGreaterThan(warm.diagnostics.flatMap(\.notes).count, 0)

        let first = try run(cache: cache)
        XCTAssertFalse(first.timings.cachedResult, "another set of files")
        let second = try run(cache: cache)
        XCTAssertTrue(second.timings.cachedResult)
        XCTAssertEqual(second.diagnostics, first.diagnostics)
        XCTAssertEqual(second.diagnostics.map(\.ruleID), ["misspelled-segue-identifier"])

        var severe = Configuration()
        severe.severities["misspelled-segue-identifier"] = .warning
        let changedSetting = try run(cache: cache, configuration: severe)
        XCTAssertFalse(changedSetting.timings.cachedResult)
        XCTAssertEqual(changedSetting.diagnostics.map(\.severity), [.warning])
        var disabled = Configuration()
        disabled.disabledRules = ["misspelled-segue-identifier"]
        XCTAssertEqual(try lint(cache: cache, configuration: disabled), [])

        try
            "class HomeViewController: UIViewController { func go() { performSegue(withIdentifier: \"showMap\", sender: nil) } }\n"
            .write(to: root.appendingPathComponent("Home.swift"), atomically: false, encoding: .utf8)
        let edited = try run(cache: cache)
        XCTAssertFalse(edited.timings.cachedResult)
        XCTAssertEqual(edited.diagnostics, [])
    }

    /// The cached result also depends on what the project model is read from: a Podfile that
    /// appears, an Objective-C header, a pbxproj. Each change makes the run lint again.
    func testProjectFilesManifestsAndObjectiveCAreInTheResultKey() throws {
        cache.trustWindow = -60
        try Examples.storyboard(
            viewController: "HomeViewController",
            segues: [
                #"<segue destination="ext-00-001" kind="unwind" unwindAction="unwindToRoot:" id="sg2-00-001"/>"#
            ]
        ).replacingOccurrences(
            of: #"<placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-001""#,
            with:
                #"<view customClass="BadgeView" id="bdg-00-001"/><placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-001""#
        )
        .write(to: root.appendingPathComponent("Unwind.storyboard"), atomically: false, encoding: .utf8)
        /// `cached:` or `linted:`, then the rules found.
        func rules() throws -> String {
            let result = try run(cache: cache)
            return (result.timings.cachedResult ? "cached: " : "linted: ")
                + result.diagnostics.map(\.ruleID).joined(separator: " ")
        }
        XCTAssertEqual(try rules(), "linted: misspelled-segue-identifier missing-unwind-action")
        XCTAssertEqual(try rules(), "cached: misspelled-segue-identifier missing-unwind-action")
        try "pod 'Hero'\n".write(to: root.appendingPathComponent("Podfile"), atomically: false, encoding: .utf8)
        XCTAssertEqual(try rules(), "linted: misspelled-segue-identifier unverified-unwind-action", "a Podfile appeared")
        try FileManager.default.removeItem(at: root.appendingPathComponent("Podfile"))
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try Examples.pbxproj(files: ["Good.storyboard", "Unwind.storyboard", "Home.swift", "Money.swift"])
            .write(to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: false, encoding: .utf8)
        XCTAssertEqual(
            try rules(), "linted: misspelled-segue-identifier missing-unwind-action unknown-custom-class",
            "project mode: BadgeView has no module and is declared nowhere")
        XCTAssertEqual(try rules(), "cached: misspelled-segue-identifier missing-unwind-action unknown-custom-class")
        try "@interface BadgeView : UIView\n@end\n".write(
            to: root.appendingPathComponent("BadgeView.h"), atomically: false, encoding: .utf8)
        XCTAssertEqual(try rules(), "linted: misspelled-segue-identifier missing-unwind-action", "an Objective-C header")
        XCTAssertEqual(try rules(), "cached: misspelled-segue-identifier missing-unwind-action")
        // Each Objective-C file has a record of its own: what it declares, reused while it is unchanged.
        let header = root.appendingPathComponent("BadgeView.h").path
        guard case .objectiveC(let classes, _) = try payload(try records()[header]) else {
            return XCTFail("no Objective-C record for BadgeView.h")
        }
        XCTAssertEqual(classes.map(\.name), ["BadgeView"])
        try "@interface BadgeLabel : UIView\n@end\n".write(toFile: header, atomically: false, encoding: .utf8)
        XCTAssertEqual(
            try rules(), "linted: misspelled-segue-identifier missing-unwind-action unknown-custom-class", "the header edited")
        try "@implementation Root\n- (IBAction)unwindToRoot:(UIStoryboardSegue *)segue {}\n@end\n".write(
            to: root.appendingPathComponent("Root.m"), atomically: false, encoding: .utf8)
        XCTAssertEqual(try rules(), "linted: misspelled-segue-identifier unknown-custom-class", "an unwind action in Objective-C")
        XCTAssertEqual(try rules(), "cached: misspelled-segue-identifier unknown-custom-class")
        try FileManager.default.removeItem(at: root.appendingPathComponent("Root.m"))
        try "@interface BadgeView : UIView\n@end\n".write(toFile: header, atomically: false, encoding: .utf8)
        XCTAssertEqual(try rules(), "linted: misspelled-segue-identifier missing-unwind-action")
        try "{ broken".write(to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: false, encoding: .utf8)
        XCTAssertEqual(try rules(), "linted: invalid-project misspelled-segue-identifier missing-unwind-action")
    }

    /// The `Package.resolved` Xcode keeps inside a project (the walk does not enter `.xcodeproj`
    /// folders) and podspecs (which make the projects below them a library's) are in the key too.
    func testXcodesResolvedPackagesAndPodspecsAreInTheResultKey() throws {
        cache.trustWindow = -60
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm"),
            withIntermediateDirectories: true)
        try Examples.pbxproj(files: ["Good.storyboard", "Home.swift", "Money.swift"])
            .write(to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: false, encoding: .utf8)
        func lint() throws -> (cached: Bool, rules: [String]) {
            let cached = try run(cache: cache)
            XCTAssertEqual(cached.diagnostics, try run(cache: nil).diagnostics, "the cache changes nothing")
            return (cached.timings.cachedResult, cached.diagnostics.map(\.ruleID))
        }
        XCTAssertFalse(try lint().cached)
        XCTAssertTrue(try lint().cached)
        try
            #"{"pins":[{"identity":"hero","kind":"remoteSourceControl","location":"https://github.com/HeroTransitions/Hero","state":{"revision":"f4d4e4c","version":"1.6.1"}}],"version":2}"#
            .write(
                to: root.appendingPathComponent("App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"),
                atomically: false, encoding: .utf8)
        let files = try FileDiscovery.discover([root.path])
        XCTAssertTrue(
            files.projectInputs.contains {
                $0.hasSuffix("App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved")
            })
        XCTAssertFalse(try lint().cached, "Xcode resolved a package")
        XCTAssertTrue(try lint().cached)
        try "Pod::Spec.new do |s| end\n".write(to: root.appendingPathComponent("Lib.podspec"), atomically: false, encoding: .utf8)
        XCTAssertFalse(try lint().cached, "a podspec appeared")
        XCTAssertTrue(try lint().cached)
        // A project named on its own: the manifests beside it are in the key, though its folder is not walked.
        func lintProject() throws -> Bool {
            let named = try run(cache: cache, paths: [root.appendingPathComponent("App.xcodeproj").path])
            XCTAssertEqual(
                named.diagnostics,
                Linter.lint(try FileDiscovery.discover([root.appendingPathComponent("App.xcodeproj").path])).diagnostics)
            return named.timings.cachedResult
        }
        XCTAssertFalse(try lintProject())
        XCTAssertTrue(try lintProject())
        try "pod 'Hero'\n".write(to: root.appendingPathComponent("Podfile"), atomically: false, encoding: .utf8)
        XCTAssertFalse(try lintProject(), "a Podfile appeared beside the named project")
        XCTAssertTrue(try lintProject())
    }

    /// A project file's record holds its model: reused while the project file is unchanged and every
    /// configuration file the reader asked for still reads the same (or is still missing); an
    /// edited, created or deleted `.xcconfig` has the project read again.
    func testProjectModelsAreCachedWithTheConfigurationFilesTheyRead() throws {
        cache.trustWindow = -60
        let folder = root.appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let projectFile = folder.appendingPathComponent("project.pbxproj").path
        // The target's configuration is based on App.xcconfig (F2), which includes a CocoaPods
        // file that is not there before `pod install`.
        try Examples.pbxproj(files: ["Home.swift", "Money.swift", "App.xcconfig"])
            .replacingOccurrences(
                of: "TC = {isa = XCBuildConfiguration; name",
                with: "TC = {isa = XCBuildConfiguration; baseConfigurationReference = F2; name"
            )
            .write(toFile: projectFile, atomically: false, encoding: .utf8)
        let configuration = root.appendingPathComponent("App.xcconfig")
        let pods = root.appendingPathComponent("Pods/Pods-App.xcconfig")
        try "#include? \"Pods/Pods-App.xcconfig\"\nSWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) BETA\n".write(
            to: configuration, atomically: false, encoding: .utf8)
        let boundary = ReadBoundary(roots: [root.path])
        /// The target's conditions as this run reads them; the run's record is saved for the next.
        func conditions() throws -> String {
            let session = cache.open(salt: salt)
            let (result, record) = ProjectFileCache.load(projectFile, boundary: boundary, session: session)
            session.save([try XCTUnwrap(record)], result: nil)
            return try result.get().targets.first?.compilationConditions["Debug"]?.joined(separator: " ") ?? "-"
        }
        XCTAssertEqual(try conditions(), "BETA")
        XCTAssertEqual(try conditions(), "BETA")
        guard case .project(_, let configurationFiles) = try payload(try records()[projectFile]) else {
            return XCTFail("no project record")
        }
        XCTAssertEqual(configurationFiles.map { name($0.path) }, ["App.xcconfig", "Pods-App.xcconfig"])
        XCTAssertEqual(configurationFiles.map { $0.content == nil }, [false, true], "the CocoaPods file was missing")
        try "SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) GAMMA\n".write(
            to: configuration, atomically: false, encoding: .utf8)
        XCTAssertEqual(try conditions(), "GAMMA", "the .xcconfig edited")
        try FileManager.default.createDirectory(at: pods.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "#include? \"Pods/Pods-App.xcconfig\"\nSWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) BETA\n".write(
            to: configuration, atomically: false, encoding: .utf8)
        try "SWIFT_ACTIVE_COMPILATION_CONDITIONS = COCOAPODS\n".write(to: pods, atomically: false, encoding: .utf8)
        XCTAssertEqual(try conditions(), "COCOAPODS BETA", "`pod install` wrote the included file")
        XCTAssertEqual(try conditions(), "COCOAPODS BETA")
        try FileManager.default.removeItem(at: pods)
        XCTAssertEqual(try conditions(), "BETA", "the included file deleted")
        // While the signature vouches for the project file, its record is what the run uses: a
        // record holding another model is taken as it is, without reading the file.
        var planted = try ProjectFileCache.load(projectFile, boundary: boundary, session: nil).result.get()
        planted.sourceRoot = "/planted"
        try plant(planted, at: projectFile, boundary: boundary)
        XCTAssertEqual(
            try ProjectFileCache.load(projectFile, boundary: boundary, session: cache.open(salt: salt)).result.get().sourceRoot,
            "/planted")
        // Another read boundary (another repository root) is another model: the record is not used.
        let wider = ReadBoundary(roots: [root.path, FileManager.default.temporaryDirectory.path])
        XCTAssertNotEqual(
            try ProjectFileCache.load(projectFile, boundary: wider, session: cache.open(salt: salt)).result.get().sourceRoot,
            "/planted")
    }

    /// Puts `project` in the pack as the record of `path`, trusted, with no configuration files.
    private func plant(_ project: XcodeProject, at path: String, boundary: ReadBoundary) throws {
        let session = cache.open(salt: salt)
        let record = try XCTUnwrap(try records()[path])
        var replaced = try XCTUnwrap(
            session.record(
                path: path, signature: FileSignature(path: path), key: record.key,
                payload: .project(
                    model: try BinaryCoder.encode(
                        ProjectFileCache.CachedModel(project, boundary: ProjectFileCache.salt(boundary))),
                    configurationFiles: [])))
        replaced.trusted = true
        session.save([replaced], result: nil)
    }

    /// An `.xcconfig` outside the repository is not opened, and its refusal is recorded: when a
    /// link that led out of the repository is replaced by the file itself, the project is read
    /// again, and the settings it holds count.
    func testRefusedConfigurationFilesAreCheckedAgain() throws {
        cache.trustWindow = -60
        let outside = try TestSupport.temporaryProject(
            ["Shared.xcconfig": "SWIFT_ACTIVE_COMPILATION_CONDITIONS = OUTSIDE\n"], for: self)
        let folder = root.appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let projectFile = folder.appendingPathComponent("project.pbxproj").path
        try Examples.pbxproj(files: ["Home.swift", "App.xcconfig"])
            .replacingOccurrences(
                of: "TC = {isa = XCBuildConfiguration; name",
                with: "TC = {isa = XCBuildConfiguration; baseConfigurationReference = F1; name"
            )
            .write(toFile: projectFile, atomically: false, encoding: .utf8)
        let link = root.appendingPathComponent("App.xcconfig")
        try FileManager.default.createSymbolicLink(
            at: link, withDestinationURL: outside.appendingPathComponent("Shared.xcconfig"))
        let boundary = ReadBoundary(roots: [root.path])
        func load() throws -> (conditions: String, problems: [String]) {
            let session = cache.open(salt: salt)
            let (result, record) = ProjectFileCache.load(projectFile, boundary: boundary, session: session)
            session.save([try XCTUnwrap(record)], result: nil)
            let project = try result.get()
            return (
                project.targets.first?.compilationConditions["Debug"]?.joined(separator: " ") ?? "-",
                project.problems.map(\.message)
            )
        }
        XCTAssertEqual(try load().conditions, "-")
        let refused = try load().problems
        XCTAssertEqual(refused.count, 1, "the link leads out of the repository: \(refused)")
        guard case .project(_, let files) = try payload(try records()[projectFile]) else {
            return XCTFail("no project record")
        }
        XCTAssertEqual(files.map(\.refused), [true])
        try FileManager.default.removeItem(at: link)
        try "SWIFT_ACTIVE_COMPILATION_CONDITIONS = INSIDE\r\nOTHER = 1\r\n".write(to: link, atomically: false, encoding: .utf8)
        XCTAssertEqual(try load().conditions, "INSIDE", "the link replaced by the file (Windows line ends)")
        XCTAssertEqual(try load().problems, [])
    }

    /// An `.xcconfig` the walk does not find (outside the linted folder) still decides the cached
    /// result: editing it has the next run lint again and see the change.
    func testConfigurationFilesOutsideTheLintedFolderAreInTheResultKey() throws {
        cache.trustWindow = -60
        let repository = try TestSupport.temporaryProject(
            [
                "Config/Base.xcconfig": "SWIFT_ACTIVE_COMPILATION_CONDITIONS = BETA\n",
                "App/Good.storyboard": Examples.storyboard(
                    viewController: "HomeViewController",
                    segues: [#"<segue destination="dst-00-001" kind="show" identifier="showMap" id="sg1-00-001"/>"#]),
                "App/Home.swift": """
                class HomeViewController: UIViewController {
                    func go() {
                        #if BETA
                        performSegue(withIdentifier: "shwMap", sender: nil)
                        #endif
                    }
                }

                """,
                "App/App.xcodeproj/project.pbxproj": Examples.pbxproj(files: [
                    "Good.storyboard", "Home.swift", "../Config/Base.xcconfig",
                ])
                .replacingOccurrences(
                    of: "TC = {isa = XCBuildConfiguration; name",
                    with: "TC = {isa = XCBuildConfiguration; baseConfigurationReference = F2; name"),
            ], for: self)
        try FileManager.default.createDirectory(at: repository.appendingPathComponent(".git"), withIntermediateDirectories: true)
        func rules() throws -> String {
            let files = try FileDiscovery.discover([repository.appendingPathComponent("App").path])
            let result = Linter.lint(files, configuration: Configuration(), load: .init(cache: cache, prefilter: true))
            return (result.timings.cachedResult ? "cached:" : "linted:") + result.diagnostics.map { " " + $0.ruleID }.joined()
        }
        XCTAssertEqual(try rules(), "linted: misspelled-segue-identifier")
        XCTAssertEqual(try rules(), "cached: misspelled-segue-identifier")
        try "SWIFT_ACTIVE_COMPILATION_CONDITIONS = GAMMA\n".write(
            to: repository.appendingPathComponent("Config/Base.xcconfig"), atomically: false, encoding: .utf8)
        XCTAssertEqual(try rules(), "linted:", "BETA is no longer set")
        XCTAssertEqual(try rules(), "cached:")
    }

    /// Every fixture project that can be read reads back from its record as it was read.
    func testEveryFixtureProjectRoundTripsThroughItsRecord() throws {
        let projects = TestSupport.files(under: TestSupport.fixtures, suffix: "project.pbxproj").compactMap {
            try? XcodeProjectReader.read(contentsOf: $0.path).get()
        }
        XCTAssertGreaterThan(projects.count, 5)
        for project in projects {
            let bytes = try BinaryCoder.encode(ProjectFileCache.CachedModel(project, boundary: "b"))
            XCTAssertEqual(try BinaryCoder.decode(ProjectFileCache.CachedModel.self, from: bytes).restored, project, project.path)
        }
        // A damaged record (dictionaries included) throws or decodes to something, never traps.
        let project = TestSupport.fixtures.appendingPathComponent("XcodeProject/TVShows.xcodeproj/project.pbxproj")
        let bytes = try BinaryCoder.encode(
            ProjectFileCache.CachedModel(try XcodeProjectReader.read(contentsOf: project.path).get(), boundary: "b"))
        for end in 0..<bytes.count {
            _ = try? BinaryCoder.decode(ProjectFileCache.CachedModel.self, from: Array(bytes[..<end]))
        }
        for index in stride(from: 0, to: bytes.count, by: 3) {
            var damaged = bytes
            damaged[index] ^= 0x5A
            _ = try? BinaryCoder.decode(ProjectFileCache.CachedModel.self, from: damaged)
        }
    }

    /// Every stored property of `Configuration` is either in the result key or listed as not
    /// affecting diagnostics: a new setting cannot be forgotten.
    func testEveryConfigurationPropertyIsInTheResultKey() {
        let fingerprinted: Set<String> = [
            "disabledRules", "optInRules", "severities", "segueEnumNames", "segueHandlerProtocols",
            "performSegueFunctions", "ignore", "baseDirectory", "project", "target",
        ]
        let properties = Set(Mirror(reflecting: Configuration()).children.compactMap(\.label))
        XCTAssertEqual(properties, fingerprinted.union(Configuration.propertiesNotAffectingDiagnostics))
        var configurations: [Configuration] = []
        func variant(_ change: (inout Configuration) -> Void) {
            var configuration = Configuration()
            change(&configuration)
            configurations.append(configuration)
        }
        variant { _ in }
        variant { $0.disabledRules = ["unnamed-segue"] }
        variant { $0.optInRules = ["unused-unwind-action"] }
        variant { $0.severities = ["unnamed-segue": .warning] }
        variant { $0.segueEnumNames = ["Route"] }
        variant { $0.segueHandlerProtocols = ["Router"] }
        variant { $0.performSegueFunctions = ["go(to:)"] }
        variant { $0.ignore = [.init(file: "*.storyboard", identifier: nil, rule: nil)] }
        variant { $0.baseDirectory = "/elsewhere" }
        XCTAssertEqual(Set(configurations.map(\.diagnosticsFingerprint)).count, configurations.count)
    }
}
