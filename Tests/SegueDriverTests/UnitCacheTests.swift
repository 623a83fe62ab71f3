import Foundation
import SegueModel
import TestSupport
import XCTest

@testable import SegueCache
@testable import SegueDriver
@testable import SegueRules

/// Units' findings from the cache: after an edit, the targets that don't lint the edited file take
/// what the rules found in them last time. Every run is checked against a run without a cache.
final class UnitCacheTests: XCTestCase {
    private var root: URL!
    private var cache: FactsCache!

    /// An app and its share extension. Both compile `Shared.swift`, whose `prepare(for:sender:)`
    /// compares with `showMap`, a segue of the app's storyboard only: the comparison holds in one
    /// target and not the other, so nothing is reported for it. Each target has a misspelled segue
    /// of its own.
    override func setUpWithError() throws {
        root = try TestSupport.temporaryProject(
            [
                "App.xcodeproj/project.pbxproj": """
                { objects = {
                    P = { isa = PBXProject; mainGroup = G; targets = ( A, E ); };
                    G = { isa = PBXGroup; children = ( FH, FS, FX, FM, FN ); sourceTree = "<group>"; };
                    FH = { isa = PBXFileReference; path = Home.swift; sourceTree = "<group>"; };
                    FS = { isa = PBXFileReference; path = Shared.swift; sourceTree = "<group>"; };
                    FX = { isa = PBXFileReference; path = Share.swift; sourceTree = "<group>"; };
                    FM = { isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };
                    FN = { isa = PBXFileReference; path = Share.storyboard; sourceTree = "<group>"; };
                    BH = { isa = PBXBuildFile; fileRef = FH; };  BS = { isa = PBXBuildFile; fileRef = FS; };
                    BM = { isa = PBXBuildFile; fileRef = FM; };
                    ES = { isa = PBXBuildFile; fileRef = FS; };  EX = { isa = PBXBuildFile; fileRef = FX; };
                    EN = { isa = PBXBuildFile; fileRef = FN; };
                    SA = { isa = PBXSourcesBuildPhase; files = ( BH, BS ); };  RA = { isa = PBXResourcesBuildPhase; files = ( BM ); };
                    SE = { isa = PBXSourcesBuildPhase; files = ( ES, EX ); };  RE = { isa = PBXResourcesBuildPhase; files = ( EN ); };
                    A = { isa = PBXNativeTarget; name = App; buildPhases = ( SA, RA ); productType = "com.apple.product-type.application"; };
                    E = { isa = PBXNativeTarget; name = Share; buildPhases = ( SE, RE ); productType = "com.apple.product-type.app-extension"; };
                }; rootObject = P; }
                """,
                "Main.storyboard": Examples.storyboard(
                    viewController: "HomeViewController",
                    segues: [#"<segue destination="dst-00-001" kind="show" identifier="showMap" id="sg1-00-001"/>"#]),
                "Share.storyboard": Examples.storyboard(
                    viewController: "ShareViewController",
                    segues: [#"<segue destination="dst-00-001" kind="show" identifier="showPost" id="sg1-00-001"/>"#]),
                "Home.swift": Self.home(segue: "shwMap"),
                "Share.swift": Self.share(segue: "shwPost"),
                "Shared.swift": """
                class BaseViewController: UIViewController {
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        if segue.identifier == "showMap" { print("map") }
                    }
                }
                """,
            ], for: self)
        cache = trustingCache(in: root)
    }

    private static func home(segue: String) -> String {
        "class HomeViewController: BaseViewController { func go() { performSegue(withIdentifier: \"\(segue)\", sender: nil) } }\n"
    }

    private static func share(segue: String) -> String {
        "class ShareViewController: BaseViewController { func go() { performSegue(withIdentifier: \"\(segue)\", sender: nil) } }\n"
    }

    /// Lints with the cache and without one; the two must agree.
    private func lint(file: StaticString = #filePath, line: UInt = #line) throws -> LintResult {
        try lintCheckingTheCache(root, cache: cache, file: file, line: line)
    }

    private func write(_ content: String, to name: String) throws {
        try write(content, to: name, in: root)
    }

    private func subjects(_ result: LintResult) -> [String] {
        result.diagnostics.map { "\($0.ruleID) \($0.subject ?? "-")" }
    }

    func testAnEditRechecksOnlyTheTargetsThatLintTheEditedFile() throws {
        let cold = try lint()
        XCTAssertEqual([cold.timings.units, cold.timings.cachedUnits], [2, 0])
        XCTAssertEqual(subjects(cold), ["misspelled-segue-identifier shwMap", "misspelled-segue-identifier shwPost"])

        // Only the extension lints Share.swift: the app's findings come from the cache.
        try write(Self.share(segue: "shwPst"), to: "Share.swift")
        let edited = try lint()
        XCTAssertEqual([edited.timings.units, edited.timings.cachedUnits], [2, 1])
        XCTAssertEqual(subjects(edited), ["misspelled-segue-identifier shwMap", "misspelled-segue-identifier shwPst"])
        let line = Frontend.timings(edited, files: try FileDiscovery.discover([root.path]))
        XCTAssertTrue(line.contains("s (1 of 2 targets from the cache); slowest rules: "), line)

        // The app's storyboard: the extension's findings come from the cache.
        try write(Self.home(segue: "showMap"), to: "Home.swift")
        let fixed = try lint()
        XCTAssertEqual([fixed.timings.units, fixed.timings.cachedUnits], [2, 1])
        XCTAssertEqual(subjects(fixed), ["misspelled-segue-identifier shwPst"])

        // A file both targets compile: both are checked again.
        try write(
            "class BaseViewController: UIViewController { override func prepare(for segue: UIStoryboardSegue, sender: Any?) { if segue.identifier == \"showMapp\" {} } }\n",
            to: "Shared.swift")
        let shared = try lint()
        XCTAssertEqual([shared.timings.units, shared.timings.cachedUnits], [2, 0])
    }

    /// A finding that holds only when every target finds it, taken from the cache for one target
    /// while the other is checked again, is judged as if both had been checked: here the
    /// extension finds that its controller has no `showLegal` segue, and the app, which compiles the
    /// same file without that controller's scene, does not, so the run reports nothing.
    func testAFindingOfEveryTargetKeepsItsConditionInTheCache() throws {
        try write(
            "class ShareViewController: UIViewController { override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { identifier != \"showLegal\" } }\n",
            to: "Shared.swift")
        try write("class Poster {}\n", to: "Share.swift")
        let cold = try lint()
        let units = Linter.buildUnits(try FileDiscovery.discover([root.path]))
        var ruleTimes: [(id: String, seconds: Double)] = []
        var byUnit: [[[Diagnostic]]] = []
        _ = Linter.finish(
            units, rules: Configuration().enabledRules, configuration: Configuration(), ruleTimes: &ruleTimes, threads: nil,
            unitFindings: &byUnit)
        XCTAssertEqual(
            byUnit.map { $0.joined().filter { $0.subject == "showLegal" && $0.holdsOnlyInEveryTarget }.count }, [0, 1])
        XCTAssertFalse(subjects(cold).contains { $0.hasSuffix(" showLegal") }, "\(subjects(cold))")
        // The app is checked again; the extension's finding comes from the cache, still dropped.
        try write(Self.home(segue: "showMap"), to: "Home.swift")
        let edited = try lint()
        XCTAssertEqual(edited.timings.cachedUnits, 1)
        XCTAssertFalse(subjects(edited).contains { $0.hasSuffix(" showLegal") }, "\(subjects(edited))")
    }

    /// What every unit depends on: a new file (which may change what no target claims) or a
    /// changed project checks every target again.
    func testWholeRunInputsCheckEveryTargetAgain() throws {
        _ = try lint()
        try write("struct Money {}\n", to: "Money.swift")
        XCTAssertEqual(try lint().timings.cachedUnits, 0)
        try write(Self.share(segue: "shwPst"), to: "Share.swift")
        XCTAssertEqual(try lint().timings.cachedUnits, 1, "the units are kept again")
        let project = root.appendingPathComponent("App.xcodeproj/project.pbxproj")
        try (String(contentsOf: project, encoding: .utf8) + "\n").write(to: project, atomically: false, encoding: .utf8)
        try write(Self.share(segue: "shwPost"), to: "Share.swift")
        XCTAssertEqual(try lint().timings.cachedUnits, 0)
    }

    /// Checking a git submodule out changes what the app may declare (an empty submodule folder
    /// hides a dependency's classes), though no linted file changed: the cache's keys hold which
    /// submodules are not checked out, for the whole result and for each target.
    func testCheckingOutASubmoduleIsAChange() throws {
        try write(
            storyboard(
                "HomeViewController",
                segues: [#"<segue destination="dst-00-001" kind="show" identifier="showMap" id="sg1-00-001"/>"#],
                alsoShowing: "ChartView"), to: "Main.storyboard")
        try write("[submodule \"Charts\"]\n\tpath = Vendor/Charts\n\turl = https://example.com/Charts.git\n", to: ".gitmodules")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Vendor/Charts"), withIntermediateDirectories: true)
        let empty = try lint()
        try write("checked out\n", to: "Vendor/Charts/README.md")
        let checkedOut = try lint()
        XCTAssertNotEqual(
            empty.diagnostics, checkedOut.diagnostics, "ChartView may come from the submodule only while it is empty")
        try write(Self.share(segue: "shwPst"), to: "Share.swift")
        XCTAssertEqual(try lint().timings.cachedUnits, 1)
    }

    /// A local package's target without `path:` lives in the first of SwiftPM's default folders
    /// that exists: creating an empty `Sources/Feature` beside `Source/Feature` moves the target
    /// away from its files, though no linted file changed.
    func testAPackageTargetsDefaultFolderIsAnInput() throws {
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Feature/Source/Feature"), withIntermediateDirectories: true)
        try write(
            """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Feature", products: [.library(name: "Feature", targets: ["Feature"])], targets: [.target(name: "Feature")])
            """, to: "Feature/Package.swift")
        try writeMisspelledSegue(
            "showFeature", viewController: "FeatureViewController", in: "Feature/Source/Feature",
            storyboard: "Feature.storyboard", source: "FeatureViewController.swift", root: root)
        XCTAssertTrue(subjects(try lint()).contains("misspelled-segue-identifier shwFeature"))
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Feature/Sources/Feature"), withIntermediateDirectories: true)
        XCTAssertFalse(subjects(try lint()).contains("misspelled-segue-identifier shwFeature"))
    }

    /// A project whose source root is the folder above its own (`projectDirPath = ".."`), linted
    /// from its own folder: the model reads the `Podfile` of the source root, which the linted
    /// folder does not hold. Emptying it takes away the pod that may declare `ChartView`.
    func testManifestsOfAProjectsSourceRootOutsideTheLintedFolderAreInputs() throws {
        let pbxproj = try String(contentsOf: root.appendingPathComponent("App.xcodeproj/project.pbxproj"), encoding: .utf8)
            .replacingOccurrences(of: "targets = ( A, E );", with: #"targets = ( A, E ); projectDirPath = "..";"#)
            .replacingOccurrences(of: "path = ", with: "path = sub/")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("sub/App.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try write(pbxproj, to: "sub/App.xcodeproj/project.pbxproj")
        for name in ["Home.swift", "Share.swift", "Shared.swift", "Share.storyboard"] {
            try FileManager.default.moveItem(
                at: root.appendingPathComponent(name), to: root.appendingPathComponent("sub/" + name))
        }
        try write(
            storyboard("HomeViewController", alsoShowing: "ChartView"), to: "sub/Main.storyboard")
        try FileManager.default.removeItem(at: root.appendingPathComponent("App.xcodeproj"))
        try write("target 'App' do\n  pod 'Charts'\nend\n", to: "Podfile")
        let sub = root.appendingPathComponent("sub")
        let withPod = try lintCheckingTheCache(sub, cache: cache)
        try write("target 'App' do\nend\n", to: "Podfile")
        let emptied = try lintCheckingTheCache(sub, cache: cache)
        XCTAssertNotEqual(
            withPod.diagnostics.map(\.message), emptied.diagnostics.map(\.message),
            "ChartView may come from the pod only while the Podfile names it")
    }

    /// The pack keeps each unit's findings beside the records and the result, and a save that
    /// names no units keeps the last ones.
    func testThePackKeepsUnitsFindings() throws {
        let salt = "unit test"
        let key = ContentKey(high: 1, low: 2)
        let bytes = CacheSession.write([], result: nil, units: [key: [7, 8, 9][...]], salt: salt)
        let pack = try XCTUnwrap(CacheSession.read(bytes, salt: salt))
        XCTAssertEqual(pack.units.mapValues(Array.init), [key: [7, 8, 9]])
        XCTAssertNil(CacheSession.read(Array(bytes.dropLast()), salt: salt), "a cut pack is none")
    }
}
