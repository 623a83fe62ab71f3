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

    override func setUpWithError() throws {
        root = try TestSupport.temporaryProject(
            [
                ".git/HEAD": "ref: refs/heads/main\n",
                "App.xcodeproj/project.pbxproj": Self.project,
                "App/Main.storyboard": storyboard("HomeViewController", alsoShowing: "ChartView"),
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
            storyboard("HomeViewController", alsoShowing: "LegacyVC"), to: "App/Main.storyboard")
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

    /// A folder outside the repository, removed after the test.
    private func outsideFolder() throws -> URL {
        let outside = root.deletingLastPathComponent().appendingPathComponent("outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: outside) }
        return outside
    }

    private func link(_ name: String, to destination: String) throws {
        let path = root.appendingPathComponent(name).path
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: destination)
    }

    /// A `project.pbxproj` that is a link to a file outside the repository is not read (an
    /// `invalid-project` warning says so), so editing that file changes nothing.
    func testAProjectFileThatLeadsOutIsNotRead() throws {
        let outside = try outsideFolder()
        try Self.project.write(to: outside.appendingPathComponent("project.pbxproj"), atomically: false, encoding: .utf8)
        try link("App.xcodeproj/project.pbxproj", to: outside.appendingPathComponent("project.pbxproj").path)
        let before = try lint()
        XCTAssertTrue(before.contains { $0.contains("the project file leads outside the repository") }, "\(before)")
        try "{ objects = {}; }".write(to: outside.appendingPathComponent("project.pbxproj"), atomically: false, encoding: .utf8)
        XCTAssertEqual(before, try lint())
    }

    /// A `projectDirPath` through a link: while the link leads inside the repository the project
    /// is read; once it leads out, the project is not (and the other way round), with the
    /// project file unchanged.
    func testASourceRootLinkThatComesToLeadOutStopsTheProject() throws {
        let outside = try outsideFolder()
        try write(
            Self.project.replacingOccurrences(of: "targets = ( A );", with: #"targets = ( A ); projectDirPath = "Src";"#),
            to: "App.xcodeproj/project.pbxproj")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Real"), withIntermediateDirectories: true)
        try link("Src", to: "Real")
        let inside = try lint()
        try link("Src", to: outside.path)
        let out = try lint()
        XCTAssertTrue(out.contains { $0.contains("leads outside the repository") }, "\(out)")
        XCTAssertNotEqual(inside, out)
        try link("Src", to: "Real")
        XCTAssertEqual(inside, try lint())
    }

    /// A `.gitmodules` that is a link to a file outside the repository is not read, for the
    /// submodules that make a project vendored either: editing it changes nothing.
    func testAGitmodulesThatLeadsOutIsNotRead() throws {
        // A library checked in under Vendor/Lib, with a project and a misspelled segue of its own.
        try write(Self.project, to: "Vendor/Lib/Lib.xcodeproj/project.pbxproj")
        try writeMisspelledSegue("showMap", viewController: "LibViewController", in: "Vendor/Lib/App", root: root)
        let outside = try outsideFolder()
        let gitmodules = outside.appendingPathComponent("gitmodules")
        try "[submodule \"Lib\"]\n\tpath = Vendor/Lib\n\turl = https://example.com/Lib.git\n".write(
            to: gitmodules, atomically: false, encoding: .utf8)
        try link(".gitmodules", to: gitmodules.path)
        let before = try lint()
        XCTAssertTrue(before.contains { $0.hasPrefix("misspelled-segue-identifier") }, "not vendored: \(before)")
        try "[submodule \"Other\"]\n\tpath = Vendor/Other\n\turl = https://example.com/Other.git\n".write(
            to: gitmodules, atomically: false, encoding: .utf8)
        XCTAssertEqual(before, try lint())
    }

    /// `graph` keeps the last lint's result in the pack: the next lint with nothing changed takes it.
    func testAGraphRunKeepsTheLastResult() throws {
        let files = try FileDiscovery.discover([root.path])
        _ = Linter.lint(files, load: .init(cache: cache))
        _ = Linter.navigation(files, configuration: Configuration(), load: .init(cache: cache), findings: true)
        XCTAssertTrue(Linter.lint(files, load: .init(cache: cache)).timings.cachedResult)
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
