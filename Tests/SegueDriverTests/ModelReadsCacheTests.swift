import Foundation
import SegueModel
import TestSupport
import XCTest

@testable import SegueCache
@testable import SegueDriver
@testable import SegueRules

/// What the project model looks at besides the files the walk lists (`ReadLog`), the linted
/// paths and the read boundary are inputs of the cache's keys: a change to any of them changes
/// the findings, and a cached run sees it. Every run is checked against a run without a cache.
final class ModelReadsCacheTests: XCTestCase {
    private var root: URL!
    private var cache: FactsCache!

    /// A scene of `ChartView`, a class declared nowhere (a pod's, maybe), without a module.
    private static let chartScene =
        #"<scene sceneID="chr-00-001"><objects><viewController id="chv-00-001" customClass="ChartView" sceneMemberID="viewController"/></objects></scene></scenes>"#

    override func setUpWithError() throws {
        root = try TestSupport.temporaryProject(
            [
                ".git/HEAD": "ref: refs/heads/main\n",
                "App.xcodeproj/project.pbxproj": Self.project,
                "App/Main.storyboard": Examples.storyboard(viewController: "HomeViewController", segues: [])
                    .replacingOccurrences(of: "</scenes>", with: Self.chartScene),
                "App/Home.swift": "class HomeViewController: UIViewController {}\n",
            ], for: self)
        cache = trustingCache(in: root)
    }

    /// Lints `paths` (under the root) with the cache and without one; the two must agree.
    private func lint(_ paths: [String] = ["."], excluded: [String] = [], file: StaticString = #filePath, line: UInt = #line)
        throws -> [String]
    {
        let files = try FileDiscovery.discover(
            paths.map { root.appendingPathComponent($0).path }, excluded: excluded.map(Glob.init), relativeTo: root.path)
        let cached = Linter.lint(files, load: .init(cache: cache))
        let uncached = Linter.lint(files)
        XCTAssertEqual(cached.diagnostics, uncached.diagnostics, "the cache changes nothing", file: file, line: line)
        return cached.diagnostics.map { "\($0.ruleID) \($0.message)" }
    }

    private func write(_ content: String, to name: String) throws {
        let url = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try content.write(to: url, atomically: false, encoding: .utf8)
    }

    /// A `Podfile` the configuration excludes is not linted, but the model still reads it (the
    /// pods it names may provide classes): emptying it is a change.
    func testAnExcludedManifestIsStillRead() throws {
        try write("target 'App' do\n  pod 'Charts'\nend\n", to: "Podfile")
        let withPod = try lint(excluded: ["Podfile"])
        try write("target 'App' do\nend\n", to: "Podfile")
        XCTAssertNotEqual(withPod, try lint(excluded: ["Podfile"]), "ChartView may come from the pod only while it is named")
    }

    /// A folder named like a podspec makes the library around an example project vendored, as
    /// a podspec file does, though the walk takes no such folder.
    func testAFolderNamedLikeAPodspecVendorsTheProjectBelowIt() throws {
        try moveTheAppIntoALibrary()
        let own = try lint()
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Lib/Lib.podspec"), withIntermediateDirectories: true)
        XCTAssertNotEqual(own, try lint(), "a vendored example's files are claimed by no target")
    }

    /// Which folder is linted decides whether a project below a podspec is vendored (only the
    /// folders between the linted one and the project are looked at), with the same files.
    func testTheLintedFolderDecidesWhatIsVendored() throws {
        try moveTheAppIntoALibrary()
        try write("Pod::Spec.new do |s| s.name = 'Lib' end\n", to: "Lib/Lib.podspec")
        let whole = try lint()
        XCTAssertNotEqual(whole, try lint(["Lib"]))
        XCTAssertEqual(whole, try lint())
    }

    /// An Objective-C header linked from a folder that comes to lead out of the repository is no
    /// longer read, though the files the walk finds and the header's record (its content) are
    /// unchanged (the folder is hidden: the walk never enters it).
    func testAnObjectiveCFileWhoseLinkLeadsOutIsNoLongerRead() throws {
        try write(
            Examples.storyboard(viewController: "HomeViewController", segues: []).replacingOccurrences(
                of: "</scenes>",
                with:
                    #"<scene sceneID="leg-00-001"><objects><viewController id="lgv-00-001" customClass="LegacyVC" sceneMemberID="viewController"/></objects></scene></scenes>"#
            ), to: "App/Main.storyboard")
        try write("@interface LegacyVC : UIViewController\n@end\n", to: ".shared/LegacyVC.h")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("App/LegacyVC.h").path, withDestinationPath: "../.shared/LegacyVC.h")
        let inside = try lint()
        let outside = root.deletingLastPathComponent().appendingPathComponent("shared-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.moveItem(at: root.appendingPathComponent(".shared"), to: outside)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent(".shared").path, withDestinationPath: outside.path)
        XCTAssertNotEqual(inside, try lint(), "LegacyVC is declared outside the repository now")
    }

    /// The project and its `App` folder, moved to `Lib/Example` (a library's example app).
    private func moveTheAppIntoALibrary() throws {
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Lib/Example"), withIntermediateDirectories: true)
        for name in ["App", "App.xcodeproj"] {
            try FileManager.default.moveItem(
                at: root.appendingPathComponent(name), to: root.appendingPathComponent("Lib/Example/" + name))
        }
    }

    /// One app target with the files under `App/`.
    private static let project = """
        { objects = {
            P = { isa = PBXProject; mainGroup = G; targets = ( A ); };
            G = { isa = PBXGroup; children = ( FH, FM ); sourceTree = "<group>"; };
            FH = { isa = PBXFileReference; path = App/Home.swift; sourceTree = "<group>"; };
            FM = { isa = PBXFileReference; path = App/Main.storyboard; sourceTree = "<group>"; };
            BH = { isa = PBXBuildFile; fileRef = FH; };  BM = { isa = PBXBuildFile; fileRef = FM; };
            SA = { isa = PBXSourcesBuildPhase; files = ( BH ); };  RA = { isa = PBXResourcesBuildPhase; files = ( BM ); };
            A = { isa = PBXNativeTarget; name = App; buildPhases = ( SA, RA ); productType = "com.apple.product-type.application"; };
        }; rootObject = P; }
        """
}
