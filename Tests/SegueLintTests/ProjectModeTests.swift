import Foundation
import SegueModel
import TestSupport
import XCTest
@testable import SegueLint
@testable import SegueRules

/// The project model as `seguelint dump` prints it, and how project mode pairs files with targets.
final class ProjectModeTests: XCTestCase {
    /// The real-shaped iOS + tvOS project matches its stored dump (what `scripts/update-expectations` writes).
    func testRealShapedProjectMatchesItsDump() throws {
        let fixture = TestSupport.fixtures.appendingPathComponent("XcodeProject/TVShows.xcodeproj/project.pbxproj")
        guard case .success(var dump) = ProjectDump.text(projectFile: fixture.path) else { return XCTFail("did not read") }
        dump = dump.replacingOccurrences(of: TestSupport.fixtures.path + "/", with: "")
        TestSupport.assertMatchesFile(dump, fixture.deletingLastPathComponent().appendingPathComponent("project.pbxproj.dump"))
    }

    /// A project that can't be read is the dump's failure, located in the pbxproj (the project is
    /// read once, by the same `ProjectModel.read` a lint run uses).
    func testUnreadableProjectIsTheDumpFailure() throws {
        let root = try TestSupport.temporaryProject([
            "App.xcodeproj/project.pbxproj": "{ objects = { P = { isa = PBXProject; ",
            "Podfile": "target 'App' do\n  pod 'Alamofire'\nend\n",
        ], for: self)
        let pbxproj = root.appendingPathComponent("App.xcodeproj/project.pbxproj").path
        guard case .failure(let problem) = ProjectDump.text(projectFile: pbxproj) else { return XCTFail("read a truncated project") }
        XCTAssertEqual(problem.kind, .project)
        XCTAssertEqual(problem.location.file, pbxproj)
    }

    /// Swift no target claims is linted with every app target (a target without a product type
    /// counts as an app); a target with none of the linted files makes no unit; a project whose targets claim nothing leaves one folder-mode unit.
    func testUnclaimedSwiftJoinsEveryAppTargetAndEmptyTargetsAreSkipped() throws {
        let root = try TestSupport.temporaryProject([
            "App.xcodeproj/project.pbxproj": """
            { objects = {
                P = { isa = PBXProject; mainGroup = G; targets = ( A, B, C ); };
                G = { isa = PBXGroup; children = ( FA, FB ); sourceTree = "<group>"; };
                FA = { isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
                FB = { isa = PBXFileReference; path = B.swift; sourceTree = "<group>"; };
                BA = { isa = PBXBuildFile; fileRef = FA; };  BB = { isa = PBXBuildFile; fileRef = FB; };
                SA = { isa = PBXSourcesBuildPhase; files = ( BA ); };  SB = { isa = PBXSourcesBuildPhase; files = ( BB ); };
                A = { isa = PBXNativeTarget; name = A; buildPhases = ( SA ); };
                B = { isa = PBXNativeTarget; name = B; buildPhases = ( SB ); };
                C = { isa = PBXNativeTarget; name = Empty; buildPhases = ( ); };
            }; rootObject = P; }
            """,
            "A.swift": "class A: UIViewController {}", "B.swift": "class B: UIViewController {}", "Loose.swift": "class L {}",
        ], for: self)
        let files = try FileDiscovery.discover([root.path])
        let units = Linter.buildUnits(files)
        XCTAssertEqual(units.map { $0.target?.name }, ["A", "B"])
        XCTAssertEqual(units.map { $0.project.sources.map { ($0.path as NSString).lastPathComponent } },
                       [["A.swift", "Loose.swift"], ["B.swift", "Loose.swift"]])
    }

    /// A target whose platform its settings don't give (its `.xcconfig` is CocoaPods', not yet
    /// generated) builds for the platform its storyboards are made for: the shared file's
    /// `#if os(macOS)` branch is not linted with the iOS app, whose storyboards are iOS ones.
    func testAPlatformlessTargetTakesItsStoryboardsPlatform() throws {
        let iOSStoryboard = Examples.storyboard(viewController: "HomeViewController", segues: [])
        XCTAssertTrue(iOSStoryboard.contains("targetRuntime=\"iOS.CocoaTouch\""))
        let root = try TestSupport.temporaryProject([
            "App.xcodeproj/project.pbxproj": """
            { objects = {
                P = { isa = PBXProject; mainGroup = G; targets = ( A ); };
                G = { isa = PBXGroup; children = ( FS, FM, FX ); sourceTree = "<group>"; };
                FS = { isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };
                FM = { isa = PBXFileReference; path = Shared.swift; sourceTree = "<group>"; };
                FX = { isa = PBXFileReference; path = "Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig"; sourceTree = "<group>"; };
                BS = { isa = PBXBuildFile; fileRef = FS; };  BM = { isa = PBXBuildFile; fileRef = FM; };
                SP = { isa = PBXSourcesBuildPhase; files = ( BM ); };  RP = { isa = PBXResourcesBuildPhase; files = ( BS ); };
                A = { isa = PBXNativeTarget; name = App; buildConfigurationList = L; buildPhases = ( SP, RP ); };
                L = { isa = XCConfigurationList; buildConfigurations = ( D ); };
                D = { isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = FX; buildSettings = { }; };
            }; rootObject = P; }
            """,
            "Main.storyboard": iOSStoryboard,
            "Shared.swift": """
            #if os(macOS)
            import AppKit
            let preferences = NSStoryboard(name: "Preferences", bundle: nil)
            #else
            import UIKit
            let main = UIStoryboard(name: "Main", bundle: nil)
            #endif
            """,
        ], for: self)
        let files = try FileDiscovery.discover([root.path])
        let units = Linter.buildUnits(files)
        XCTAssertEqual(units.map { $0.target?.name }, ["App"])
        XCTAssertEqual(units.first?.project.sources.first?.storyboardNames.map(\.expression.description), ["\"Main\""])
        XCTAssertNil(ProjectMode.operatingSystem(ofStoryboards: []))
    }

    /// A storyboard left out of every build phase is part of no app the project builds: no unit
    /// lints it (its class that no longer exists is not reported). Unclaimed Swift joins the app,
    /// not its extension, for what it declares; nothing is reported in it, as no target is known
    /// to compile it (a real app's stray file gave false errors).
    func testUnclaimedFilesAreReadButNotJudged() throws {
        let root = try TestSupport.temporaryProject([
            "App.xcodeproj/project.pbxproj": """
            { objects = {
                P = { isa = PBXProject; mainGroup = G; targets = ( A, E ); };
                G = { isa = PBXGroup; children = ( FA, FE ); sourceTree = "<group>"; };
                FA = { isa = PBXFileReference; path = Home.swift; sourceTree = "<group>"; };
                FE = { isa = PBXFileReference; path = Share.swift; sourceTree = "<group>"; };
                BA = { isa = PBXBuildFile; fileRef = FA; };  BE = { isa = PBXBuildFile; fileRef = FE; };
                SA = { isa = PBXSourcesBuildPhase; files = ( BA ); };  SE = { isa = PBXSourcesBuildPhase; files = ( BE ); };
                A = { isa = PBXNativeTarget; name = App; buildPhases = ( SA ); productType = "com.apple.product-type.application"; };
                E = { isa = PBXNativeTarget; name = Share; buildPhases = ( SE ); productType = "com.apple.product-type.app-extension"; };
            }; rootObject = P; }
            """,
            // In no build phase: an old storyboard whose class is gone.
            "Old.storyboard": Examples.storyboard(viewController: "GoneViewController", segues: [
                #"<segue destination="dst-00-001" kind="show" identifier="showMap" id="sg1-00-001"/>"#,
            ]),
            "Home.swift": "class HomeViewController: UIViewController { func go() { performSegue(withIdentifier: \"showMap\", sender: nil) } }",
            "Share.swift": "class ShareViewController: UIViewController {}",
            "Kit/Helpers.swift": "struct Helpers {}\nextension HomeViewController { func help() { performSegue(withIdentifier: \"showHelp\", sender: nil) } }",
        ], for: self)
        let files = try FileDiscovery.discover([root.path])
        let units = Linter.buildUnits(files)
        XCTAssertEqual(units.map { $0.target?.name ?? "-" }, ["App", "Share"])
        XCTAssertEqual(units.map { $0.project.sources.map { ($0.path as NSString).lastPathComponent }.sorted() },
                       [["Helpers.swift", "Home.swift"], ["Share.swift"]])
        XCTAssertEqual(units.map { $0.silenced.map { ($0 as NSString).lastPathComponent } }, [["Helpers.swift"], []])
        XCTAssertEqual(Linter.lint(files).diagnostics.map(\.ruleID), [])
    }
}
