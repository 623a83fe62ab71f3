import Foundation
import SegueModel
import TestSupport
import XCTest

@testable import SegueCache
@testable import SegueDriver
@testable import SegueRules
@testable import SwiftFacts

/// The byte-level prefilter must never change a result: every fixture project gives the same
/// diagnostics with and without it.
final class PrefilterTests: XCTestCase {
    func testResultsAreIdenticalWithAndWithoutThePrefilter() throws {
        let folders = FixtureCases.all.map(\.folder)
        for folder in folders {
            let files = try FileDiscovery.discover([folder.path])
            let filtered = Linter.lint(files, load: .init(prefilter: true)).diagnostics
            let full = Linter.lint(files, load: .init(prefilter: false)).diagnostics
            XCTAssertEqual(filtered, full, folder.lastPathComponent)
        }
    }

    func testRelevanceAndPullIn() throws {
        let root = try TestSupport.temporaryProject(
            [
                "Main.storyboard": Examples.storyboard(
                    viewController: "HomeViewController",
                    segues: [
                        #"<segue destination="dst-00-001" kind="show" identifier="showMap" id="sg1-00-001"/>"#
                    ]),
                // No segue words, but declares the base class of the storyboard's view controller...
                "Base.swift": "class BaseViewController: UIViewController { enum Routes { static let map = \"shwMap\" } }",
                // ...whose constant the view controller uses.
                "Home.swift":
                    "class HomeViewController: BaseViewController { func go() { performSegue(withIdentifier: Routes.map, sender: nil) } }",
                // Unrelated code is never parsed, and changes nothing.
                "Service.swift": "struct Service { func fetch() -> String { \"data\" } }",
            ], for: self)
        let files = try FileDiscovery.discover([root.path])
        let diagnostics = Linter.lint(files).diagnostics
        XCTAssertEqual(diagnostics.map(\.ruleID), ["misspelled-segue-identifier"])
        XCTAssertEqual(diagnostics, Linter.lint(files, load: .init(prefilter: false)).diagnostics)
        let prefilter = Prefilter(needles: ExtractionOptions().fileNeedles(names: ["AppSegue"]))
        XCTAssertTrue(prefilter.isRelevant(Array("enum Route: String, AppSegue {}".utf8)), "configured names count")
        // The extractor's body needles start with the same words: one list, which both follow.
        XCTAssertEqual(
            Array(ExtractionOptions().bodyNeedles.prefix(ExtractionOptions.segueWords.count)), ExtractionOptions.segueWords)
        XCTAssertTrue(prefilter.isRelevant(Array("// seguelint:disable all".utf8)))
        XCTAssertTrue(prefilter.isRelevant(Array("var router: Router?".utf8)))
        XCTAssertFalse(prefilter.isRelevant(Array("struct Service {}".utf8)))
        // A file that only uses a name, or inherits from it, does not declare it; one that declares or extends it does.
        let uses = Prefilter.declarations(in: Array("let x = Routes.map".utf8))
        XCTAssertTrue(uses.contains(Prefilter.hash("x")))
        XCTAssertFalse(uses.contains(Prefilter.hash("Routes")))
        let declares = Prefilter.declarations(
            in: Array(
                """
                final class Cell<T>: BaseCell, Reusable where T: Model { let (a, b) = (1, 2); var c: Int { 0 } }
                extension Routes.Inner: Equatable {}
                enum Kind: String { case one = "x", two
                    case three }
                func make(value: Helper) -> Other { Other() }
                @objc(TRLMapCanvas) final class MapCanvas: UIView {}
                @objc (TRLLegend) class Legend: UIView {}
                """.utf8))
        for name in [
            "Cell", "a", "b", "c", "Routes", "Inner", "Kind", "one", "two", "three", "TRLMapCanvas", "MapCanvas", "TRLLegend",
        ] {
            XCTAssertTrue(declares.contains(Prefilter.hash(name)), name)
        }
        for name in ["T", "BaseCell", "Reusable", "Model", "Equatable", "String", "Int", "make", "value", "Helper", "Other"] {
            XCTAssertFalse(declares.contains(Prefilter.hash(name)), name)
        }
    }

    /// A chain of skipped files, each pulled in by the one before (a class's ancestors, the last
    /// one holding the constant the code compares): the work queue pulls each in as soon as a
    /// name it declares is wanted. Whatever the number of workers, the same files are parsed, the
    /// results are those of a full parse, and each record keeps the same names that pulled it in.
    func testAChainOfPullInsIsTheSameOnAnyNumberOfThreads() throws {
        var files = [
            "Main.storyboard": Examples.storyboard(
                viewController: "HomeViewController",
                segues: [#"<segue destination="dst-00-001" kind="show" identifier="showMap" id="sg1-00-001"/>"#]),
            "Home.swift":
                "class HomeViewController: Level1 { func go() { performSegue(withIdentifier: Level6.Routes.map, sender: nil) } }\n",
            "Level6.swift": "class Level6: UIViewController { enum Routes { static let map = \"shwMap\" } }\n",
            "Service.swift": "struct Service { func fetch() -> String { \"data\" } }\n",
        ]
        for level in 1...5 { files["Level\(level).swift"] = "class Level\(level): Level\(level + 1) { var depth = \(level) }\n" }
        let root = try TestSupport.temporaryProject(files, for: self)
        let discovered = try FileDiscovery.discover([root.path], signatures: true)
        let full = Linter.lint(discovered, load: .init(prefilter: false))
        XCTAssertEqual(full.diagnostics.map(\.ruleID), ["misspelled-segue-identifier"])
        var pulledBy: [[String: [UInt64]]] = []
        for threads in [1, 2, 4] {
            let cache = FactsCache(path: root.appendingPathComponent(".cache-\(threads)").path, build: "test")
            let result = Linter.lint(discovered, load: .init(threads: threads, cache: cache))
            XCTAssertEqual(result.diagnostics, full.diagnostics, "\(threads) threads")
            XCTAssertEqual(result.timings.parsedSources, 7, "all but Service.swift, on \(threads) threads")
            let pack = try Data(contentsOf: cache.packURL(salt: Linter.cacheSalt(Configuration())))
            let records = try XCTUnwrap(CacheSession.read([UInt8](pack), salt: Linter.cacheSalt(Configuration()))).records.byPath
            pulledBy.append(records.mapValues(\.pulledBy))
        }
        XCTAssertEqual(pulledBy[0], pulledBy[1])
        XCTAssertEqual(pulledBy[0], pulledBy[2])
        let level3 = try XCTUnwrap(pulledBy[0].first { $0.key.hasSuffix("/Level3.swift") }?.value)
        XCTAssertEqual(level3, [Prefilter.hash("Level3")], "pulled in by its name, which Level2 inherits")
    }

    /// A class the storyboard names by its Objective-C name (`@objc(TRLMapCanvas) class MapCanvas`),
    /// in a file without segue words that nothing else pulls in: the prefilter's index holds the
    /// Objective-C name, so the file is parsed and the class found (it was reported as declared
    /// nowhere, in a project whose whole app is read).
    func testObjectiveCNamesPullInTheirFile() throws {
        let root = try TestSupport.temporaryProject(
            [
                "App.xcodeproj/project.pbxproj": """
                { objects = {
                    P = { isa = PBXProject; mainGroup = G; targets = ( A ); };
                    G = { isa = PBXGroup; children = ( FH, FC, FM ); sourceTree = "<group>"; };
                    FH = { isa = PBXFileReference; path = Home.swift; sourceTree = "<group>"; };
                    FC = { isa = PBXFileReference; path = MapCanvas.swift; sourceTree = "<group>"; };
                    FM = { isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };
                    BH = { isa = PBXBuildFile; fileRef = FH; };  BC = { isa = PBXBuildFile; fileRef = FC; };
                    BM = { isa = PBXBuildFile; fileRef = FM; };
                    SA = { isa = PBXSourcesBuildPhase; files = ( BH, BC ); };  RA = { isa = PBXResourcesBuildPhase; files = ( BM ); };
                    A = { isa = PBXNativeTarget; name = App; buildPhases = ( SA, RA ); productType = "com.apple.product-type.application"; };
                }; rootObject = P; }
                """,
                "Main.storyboard": Examples.storyboard(
                    viewController: "HomeViewController",
                    segues: [#"<segue destination="dst-00-001" kind="show" identifier="showMap" id="sg1-00-001"/>"#]
                ).replacingOccurrences(
                    of: #"<placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-001""#,
                    with:
                        #"<view customClass="TRLMapCanvas" id="map-00-001"/><placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-001""#
                ),
                "Home.swift":
                    "class HomeViewController: UIViewController { func go() { performSegue(withIdentifier: \"showMap\", sender: nil) } }\n",
                "MapCanvas.swift":
                    "import UIKit\n\n@objc(TRLMapCanvas)\nfinal class MapCanvas: UIView {\n    var zoom = 10.0\n}\n",
            ], for: self)
        let files = try FileDiscovery.discover([root.path])
        let diagnostics = Linter.lint(files).diagnostics
        XCTAssertEqual(diagnostics.map(\.ruleID), [])
        XCTAssertEqual(diagnostics, Linter.lint(files, load: .init(prefilter: false)).diagnostics)
    }

    /// Real projects: Xcode's header comment names each file's class, and storyboards name classes of
    /// dependencies that are declared nowhere. Neither makes other files parse any more: words in
    /// comments don't pull files in, and a class declared nowhere pulls in only the files whose
    /// lexical index declares a near miss of it. The results are still those of a full parse.
    func testHeaderCommentsAndDependencyClassesDontParseEverything() throws {
        var files: [String: String] = [
            "Main.storyboard": Examples.storyboard(
                viewController: "HomeViewController",
                segues: [
                    #"<segue destination="dst-00-001" kind="show" identifier="showMap" id="sg1-00-001"/>"#
                ]
            ).replacingOccurrences(
                of: #"<placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-001""#,
                with:
                    #"<imageView customClass="LottieAnimationView" customModule="Lottie" id="lot-00-001"/><view customClass="SettingView" customModule="App" customModuleProvider="target" id="set-00-001"/><placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-001""#
            ),
            "Home.swift":
                "//\n//  Home.swift\n//  App\n//\nclass HomeViewController: UIViewController { func go() { performSegue(withIdentifier: \"showMap\", sender: nil) } }",
            // Declares the near miss of the storyboard's SettingView: parsed for the suggestion.
            "Settings.swift": "//\n//  Settings.swift\n//  App\n//\nfinal class SettingsView: UIView {}",
        ]
        for number in 0..<20 {
            files["Model\(number).swift"] =
                "//\n//  Model\(number).swift — used by HomeViewController\n//  App\n//\nstruct Model\(number) { var id = \(number) }"
        }
        let root = try TestSupport.temporaryProject(files, for: self)
        let discovered = try FileDiscovery.discover([root.path])
        let filtered = Linter.lint(discovered)
        let full = Linter.lint(discovered, load: .init(prefilter: false))
        XCTAssertEqual(filtered.diagnostics, full.diagnostics)
        XCTAssertEqual(
            filtered.diagnostics.map(\.message),
            ["custom class \"SettingView\" of this view is declared in no linted Swift file; did you mean \"SettingsView\"?"])
        XCTAssertEqual(filtered.timings.parsedSources, 2, "Home.swift, and Settings.swift for the suggestion")
        XCTAssertEqual(
            Prefilter.declaredTypeNames(in: Array("/* class Fake */ final class SettingsView: UIView { struct Inner {} }".utf8)),
            ["SettingsView", "Inner"])
        XCTAssertFalse(
            Prefilter.declarations(in: Array("//  HomeViewController.swift\nstruct A {}".utf8)).contains(
                Prefilter.hash("HomeViewController")))
    }

    /// An app's own class named like a framework's (`UIPaddingLabel`, seen in a real app) is
    /// declared by a file with no segue words: that file is still read, so the storyboard's class is
    /// found and not reported as declared nowhere. A file that only mentions a framework class
    /// (`MKMapView`) is not parsed for it.
    func testAppClassesNamedLikeFrameworkClassesAreFound() throws {
        var files: [String: String] = [
            "Main.storyboard": Examples.storyboard(
                viewController: "HomeViewController",
                segues: [
                    #"<segue destination="dst-00-001" kind="show" identifier="showMap" id="sg1-00-001"/>"#
                ]
            ).replacingOccurrences(
                of: #"<placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-001""#,
                with:
                    #"<label customClass="UIPaddingLabel" customModule="App" customModuleProvider="target" id="lbl-00-001"/><view customClass="MKMapView" id="map-00-001"/><placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-001""#
            ),
            "Home.swift":
                "class HomeViewController: UIViewController { func go() { performSegue(withIdentifier: \"showMap\", sender: nil) } }",
            "Label.swift":
                "import UIKit\n\n@IBDesignable\nclass UIPaddingLabel: UILabel {\n    var padding = UIEdgeInsets.zero\n}\n",
            "Map.swift": "import MapKit\nstruct MapHelper { func center(_ map: MKMapView) {} }\n",
        ]
        files["Other.swift"] = "struct Other { let label: UILabel? = nil }"
        let root = try TestSupport.temporaryProject(files, for: self)
        let discovered = try FileDiscovery.discover([root.path])
        let filtered = Linter.lint(discovered)
        XCTAssertEqual(filtered.diagnostics, Linter.lint(discovered, load: .init(prefilter: false)).diagnostics)
        XCTAssertEqual(filtered.timings.parsedSources, 2, "Home.swift, and Label.swift for UIPaddingLabel")
    }
}

/// The prefilter's word scan classifies bytes by a table and passes a word's bytes in a loop of
/// its own; the words are those a byte-by-byte reading finds, on every Swift fixture and on
/// random text made of the bytes that change its state.
final class PrefilterWordScanTests: XCTestCase {
    func testFindsTheWordsAByteByByteReadingFinds() throws {
        // Folders named like Swift files (`R.swift`) are not files.
        let files = TestSupport.files(under: TestSupport.fixtures, suffix: ".swift").filter { url in
            (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }
        XCTAssertGreaterThan(files.count, 100)
        var inputs = try files.map { try Array(Data(contentsOf: $0)) }
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab_Z09 /*\n\t.(".utf8) + [0xC3, 0xA9]
        for _ in 0..<3_000 {
            inputs.append((0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
        }
        inputs += [Array("a//b\nc/*d/*e*/f*/g".utf8), Array("x/".utf8), Array("/*".utf8), Array("9ab 1".utf8)]
        XCTAssertGreaterThan(inputs.count, 3_050)
        for bytes in inputs {
            var found: [Range<Int>] = []
            bytes.withUnsafeBufferPointer { buffer in Prefilter.scanCode(buffer) { found.append($0..<$1) } }
            XCTAssertEqual(found, Self.wordsOneByteAtATime(bytes), String(decoding: bytes.prefix(200), as: UTF8.self))
        }
    }

    /// The reference: every byte read in turn, a word ended by any byte that cannot continue it.
    private static func wordsOneByteAtATime(_ bytes: [UInt8]) -> [Range<Int>] {
        var words: [Range<Int>] = []
        var index = 0
        var wordStart: Int?
        func isWordByte(_ byte: UInt8, inWord: Bool) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
                || (inWord && byte >= 0x30 && byte <= 0x39) || byte >= 0x80
        }
        func next(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/"), next(1) == UInt8(ascii: "/") || next(1) == UInt8(ascii: "*") {
                if let start = wordStart { words.append(start..<index) }
                wordStart = nil
                if next(1) == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    continue
                }
                var depth = 0
                while index < bytes.count {
                    if bytes[index] == UInt8(ascii: "/"), next(1) == UInt8(ascii: "*") {
                        depth += 1
                        index += 2
                    } else if bytes[index] == UInt8(ascii: "*"), next(1) == UInt8(ascii: "/") {
                        depth -= 1
                        index += 2
                        if depth == 0 { break }
                    } else {
                        index += 1
                    }
                }
                continue
            }
            if isWordByte(byte, inWord: wordStart != nil) {
                if wordStart == nil { wordStart = index }
            } else if let start = wordStart {
                words.append(start..<index)
                wordStart = nil
            }
            index += 1
        }
        if let start = wordStart { words.append(start..<bytes.count) }
        return words
    }
}
