import Foundation
import SegueModel
import TestSupport
import XCTest
import XcodeProject

@testable import SegueDriver
@testable import SegueRules

/// The project model as `seguelint dump` prints it, and how project mode pairs files with targets.
final class PairingTests: XCTestCase {
    /// The real-shaped iOS + tvOS project matches its stored dump (what `scripts/update-expectations` writes).
    func testRealShapedProjectMatchesItsDump() throws {
        let fixture = TestSupport.fixtures.appendingPathComponent("XcodeProject/TVShows.xcodeproj/project.pbxproj")
        guard case .success(var dump) = ProjectDump.text(projectFile: fixture.path) else { return XCTFail("did not read") }
        dump = dump.replacingOccurrences(of: TestSupport.fixtures.path + "/", with: "")
        TestSupport.assertMatchesFile(dump, fixture.deletingLastPathComponent().appendingPathComponent("project.pbxproj.dump"))
    }

    /// Targets share a `#if` evaluator when their build configurations are equal: the key that
    /// stands for them leaves out the modules every target imports, and is equal exactly when
    /// the configurations are (an app and its widget, whose module names every target can
    /// import, share one; a package product, a condition or a platform tells them apart).
    func testConfigurationKeysAreEqualExactlyWhenTheConfigurationsAre() {
        let importable: Set<String> = ["App", "Widget", "Lottie"]
        var app = XcodeProject.Target(
            name: "App", moduleName: "App", platform: "iphoneos", swiftVersions: ["Debug": "5.0"],
            configurations: ["Debug", "Release"])
        app.operatingSystems = ["iOS"]
        app.compilationConditions = ["Debug": ["DEBUG"]]
        var widget = app
        widget.name = "Widget"
        widget.moduleName = "Widget"
        var withProduct = app
        withProduct.packageProducts = ["Charts"]
        var withImportedProduct = app
        withImportedProduct.packageProducts = ["Lottie"]
        var beta = app
        beta.compilationConditions = ["Debug": ["BETA"]]
        var mac = app
        mac.operatingSystems = ["macOS"]
        var swift6 = app
        swift6.swiftVersions = ["Debug": "6.0"]
        let targets = [app, widget, withProduct, withImportedProduct, beta, mac, swift6]
        for first in targets {
            for second in targets {
                XCTAssertEqual(
                    Pairing.configurationKeys(of: first, beyond: importable)
                        == Pairing.configurationKeys(of: second, beyond: importable),
                    Pairing.buildConfigurations(of: first, importable: importable)
                        == Pairing.buildConfigurations(of: second, importable: importable),
                    "\(first.name) \(first.packageProducts) / \(second.name) \(second.packageProducts)")
            }
        }
        XCTAssertEqual(
            Pairing.configurationKeys(of: app, beyond: importable), Pairing.configurationKeys(of: widget, beyond: importable))
        XCTAssertEqual(
            Pairing.configurationKeys(of: app, beyond: importable),
            Pairing.configurationKeys(of: withImportedProduct, beyond: importable))
        XCTAssertNotEqual(
            Pairing.configurationKeys(of: app, beyond: importable), Pairing.configurationKeys(of: withProduct, beyond: importable)
        )
    }

    /// A project that can't be read is the dump's failure, located in the pbxproj (the project is
    /// read once, by the same `ProjectModel.read` a lint run uses).
    func testUnreadableProjectIsTheDumpFailure() throws {
        let root = try TestSupport.temporaryProject(
            [
                "App.xcodeproj/project.pbxproj": "{ objects = { P = { isa = PBXProject; ",
                "Podfile": "target 'App' do\n  pod 'Alamofire'\nend\n",
            ], for: self)
        let pbxproj = root.appendingPathComponent("App.xcodeproj/project.pbxproj").path
        guard case .failure(let problem) = ProjectDump.text(projectFile: pbxproj) else {
            return XCTFail("read a truncated project")
        }
        XCTAssertEqual(problem.kind, .project)
        XCTAssertEqual(problem.location.file, pbxproj)
    }

    /// Swift no target claims is linted with every app target (a target without a product type
    /// counts as an app); a target with none of the linted files makes no unit; a project whose targets claim nothing leaves one folder-mode unit.
    func testUnclaimedSwiftJoinsEveryAppTargetAndEmptyTargetsAreSkipped() throws {
        let root = try TestSupport.temporaryProject(
            [
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
        XCTAssertEqual(
            units.map { ($0.index?.sources ?? []).map { ($0.path as NSString).lastPathComponent } },
            [["A.swift", "Loose.swift"], ["B.swift", "Loose.swift"]])
    }

    /// A target whose platform its settings don't give (its `.xcconfig` is CocoaPods', not yet
    /// generated) builds for the platform its storyboards are made for: the shared file's
    /// `#if os(macOS)` branch is not linted with the iOS app, whose storyboards are iOS ones.
    func testAPlatformlessTargetTakesItsStoryboardsPlatform() throws {
        let iOSStoryboard = Examples.storyboard(viewController: "HomeViewController", segues: [])
        XCTAssertTrue(iOSStoryboard.contains("targetRuntime=\"iOS.CocoaTouch\""))
        let root = try TestSupport.temporaryProject(
            [
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
        XCTAssertEqual(units.first?.index?.sources.first?.storyboardNames.map(\.expression.description), ["\"Main\""])
        XCTAssertNil(Pairing.operatingSystem(ofStoryboards: []))
    }

    /// A storyboard left out of every build phase is part of no app the project builds: no unit
    /// lints it (its class that no longer exists is not reported). Unclaimed Swift joins the app,
    /// not its extension, for what it declares; nothing is reported in it, as no target is known
    /// to compile it (a real app's stray file gave false errors).
    func testUnclaimedFilesAreReadButNotJudged() throws {
        let root = try TestSupport.temporaryProject(
            [
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
                "Old.storyboard": Examples.storyboard(
                    viewController: "GoneViewController",
                    segues: [
                        #"<segue destination="dst-00-001" kind="show" identifier="showMap" id="sg1-00-001"/>"#
                    ]),
                "Home.swift":
                    "class HomeViewController: UIViewController { func go() { performSegue(withIdentifier: \"showMap\", sender: nil) } }",
                "Share.swift": "class ShareViewController: UIViewController {}",
                "Kit/Helpers.swift":
                    "struct Helpers {}\nextension HomeViewController { func help() { performSegue(withIdentifier: \"showHelp\", sender: nil) } }",
            ], for: self)
        let files = try FileDiscovery.discover([root.path])
        let units = Linter.buildUnits(files)
        XCTAssertEqual(units.map { $0.target?.name ?? "-" }, ["App", "Share"])
        XCTAssertEqual(
            units.map { ($0.index?.sources ?? []).map { ($0.path as NSString).lastPathComponent }.sorted() },
            [["Helpers.swift", "Home.swift"], ["Share.swift"]])
        XCTAssertEqual(units.map { $0.silenced.map { ($0 as NSString).lastPathComponent } }, [["Helpers.swift"], []])
        XCTAssertEqual(Linter.lint(files).diagnostics.map(\.ruleID), [])
    }

    /// Two real-app shapes. A UI-test bundle that lists the app's Swift files and some of its
    /// storyboards is not linted (it ships nothing; its code judged against a part of the
    /// storyboards gave 37 false errors). A framework's own storyboard is linted with the app that
    /// links the framework, so the framework's dequeue finds its prototype.
    func testTestBundlesAreSkippedAndFrameworksBringTheirStoryboards() throws {
        let root = try TestSupport.temporaryProject(
            [
                "App.xcodeproj/project.pbxproj": """
                { objects = {
                    P = { isa = PBXProject; mainGroup = G; targets = ( A, U, K ); };
                    G = { isa = PBXGroup; children = ( FD, FM, FN, FK, FKS ); sourceTree = "<group>"; };
                    FD = { isa = PBXFileReference; path = AppDelegate.swift; sourceTree = "<group>"; };
                    FM = { isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };
                    FN = { isa = PBXFileReference; path = NewCollection.storyboard; sourceTree = "<group>"; };
                    FK = { isa = PBXFileReference; path = Kit/ListViewController.swift; sourceTree = "<group>"; };
                    FKS = { isa = PBXFileReference; path = Kit/Kit.storyboard; sourceTree = "<group>"; };
                    BD = { isa = PBXBuildFile; fileRef = FD; };  BM = { isa = PBXBuildFile; fileRef = FM; };
                    BN = { isa = PBXBuildFile; fileRef = FN; };  BK = { isa = PBXBuildFile; fileRef = FK; };
                    BKS = { isa = PBXBuildFile; fileRef = FKS; };
                    UD = { isa = PBXBuildFile; fileRef = FD; };  UM = { isa = PBXBuildFile; fileRef = FM; };
                    SA = { isa = PBXSourcesBuildPhase; files = ( BD ); };  RA = { isa = PBXResourcesBuildPhase; files = ( BM, BN ); };
                    SU = { isa = PBXSourcesBuildPhase; files = ( UD ); };  RU = { isa = PBXResourcesBuildPhase; files = ( UM ); };
                    SK = { isa = PBXSourcesBuildPhase; files = ( BK ); };  RK = { isa = PBXResourcesBuildPhase; files = ( BKS ); };
                    DK = { isa = PBXTargetDependency; target = K; };
                    A = { isa = PBXNativeTarget; name = App; buildPhases = ( SA, RA ); dependencies = ( DK ); productType = "com.apple.product-type.application"; };
                    U = { isa = PBXNativeTarget; name = AppUITests; buildPhases = ( SU, RU ); productType = "com.apple.product-type.bundle.ui-testing"; };
                    K = { isa = PBXNativeTarget; name = Kit; buildPhases = ( SK, RK ); productType = "com.apple.product-type.framework"; };
                }; rootObject = P; }
                """,
                "Main.storyboard": Examples.storyboard(viewController: "HomeViewController", segues: []),
                "NewCollection.storyboard": Examples.storyboard(viewController: "NewCollectionViewController", segues: []),
                "AppDelegate.swift": """
                class AppDelegate: NSObject {
                    let newCollection = UIStoryboard(name: "NewCollection", bundle: nil)
                }
                class HomeViewController: UIViewController {}
                class NewCollectionViewController: UIViewController {}
                """,
                "Kit/Kit.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <scenes>
                        <scene sceneID="scn-00-001">
                            <objects>
                                <tableViewController storyboardIdentifier="List" id="lst-00-001" customClass="ListViewController" customModule="Kit" sceneMemberID="viewController">
                                    <tableView key="view" dataMode="prototypes" id="tbl-00-001">
                                        <prototypes>
                                            <tableViewCell reuseIdentifier="ItemCell" id="cel-00-001"/>
                                        </prototypes>
                                    </tableView>
                                </tableViewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """,
                "Kit/ListViewController.swift": """
                public class ListViewController: UITableViewController {
                    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
                    }
                }
                """,
            ], for: self)
        let files = try FileDiscovery.discover([root.path])
        let units = Linter.buildUnits(files)
        XCTAssertEqual(units.map { $0.target?.name ?? "-" }, ["App", "Kit"], "no unit for the UI tests")
        XCTAssertEqual(
            units.first?.index?.storyboards.map { ($0.path as NSString).lastPathComponent }.sorted(),
            ["Kit.storyboard", "Main.storyboard", "NewCollection.storyboard"])
        XCTAssertEqual(Linter.lint(files).diagnostics.map(\.ruleID), [])
    }

    /// Local Swift packages are targets too: an app target links the package products it lists,
    /// and through them the targets they depend on, in the same package or another local one
    /// (`.package(path:)`), except dependencies for other platforms (`.when(platforms:)`). A file
    /// that an Xcode target compiles stays that target's; a test target is not linted; the macOS
    /// app, which links no product, gets none of the package code.
    func testLocalPackagesAreTargetsLinkedByProduct() throws {
        let root = try TestSupport.temporaryProject(
            [
                "App.xcodeproj/project.pbxproj": """
                { objects = {
                    P = { isa = PBXProject; mainGroup = G; targets = ( A, M ); };
                    G = { isa = PBXGroup; children = ( FD, FS ); sourceTree = "<group>"; };
                    FD = { isa = PBXFileReference; path = App/AppDelegate.swift; sourceTree = "<group>"; };
                    FS = { isa = PBXFileReference; path = Packages/Feature/Sources/Feature/Shared.swift; sourceTree = "<group>"; };
                    BD = { isa = PBXBuildFile; fileRef = FD; };  BS = { isa = PBXBuildFile; fileRef = FS; };
                    SA = { isa = PBXSourcesBuildPhase; files = ( BD ); };  SM = { isa = PBXSourcesBuildPhase; files = ( BS ); };
                    PF = { isa = XCSwiftPackageProductDependency; productName = FeatureUI; };
                    A = { isa = PBXNativeTarget; name = App; buildPhases = ( SA ); packageProductDependencies = ( PF );
                          buildConfigurationList = LA; productType = "com.apple.product-type.application"; };
                    M = { isa = PBXNativeTarget; name = MacApp; buildPhases = ( SM ); buildConfigurationList = LM;
                          productType = "com.apple.product-type.application"; };
                    LA = { isa = XCConfigurationList; buildConfigurations = ( CA ); };
                    CA = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = iphoneos; }; };
                    LM = { isa = XCConfigurationList; buildConfigurations = ( CM ); };
                    CM = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = macosx; }; };
                }; rootObject = P; }
                """,
                "App/AppDelegate.swift": "class AppDelegate {}",
                "Packages/Feature/Package.swift": """
                let package = Package(
                    name: "Feature",
                    platforms: [.iOS(.v16), .macOS(.v13)],
                    products: [.library(name: "FeatureUI", targets: ["Feature"])],
                    dependencies: [.package(path: "../Kit")],
                    targets: [
                        .target(name: "Feature", dependencies: [
                            "FeatureCore",
                            .product(name: "Kit", package: "Kit"),
                            .target(name: "FeatureMac", condition: .when(platforms: [.macOS])),
                        ]),
                        .target(name: "FeatureCore", path: "Core"),
                        .target(name: "FeatureMac"),
                        .testTarget(name: "FeatureTests", dependencies: ["Feature"]),
                    ]
                )
                """,
                "Packages/Feature/Sources/Feature/FeatureViewController.swift": "class FeatureViewController {}",
                "Packages/Feature/Sources/Feature/Shared.swift": "class Shared {}",
                "Packages/Feature/Core/Model.swift": "struct Model {}",
                "Packages/Feature/Sources/FeatureMac/MacOnly.swift": "class MacOnly {}",
                "Packages/Feature/Tests/FeatureTests/FeatureTests.swift": "class FeatureTests {}",
                "Packages/Kit/Package.swift": """
                let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["KitUI"])],
                                      targets: [.target(name: "KitUI")])
                """,
                "Packages/Kit/Sources/KitUI/Button.swift": "class Button {}",
            ], for: self)
        let files = try FileDiscovery.discover([root.path])
        let units = Linter.buildUnits(files)
        let names = { (unit: LintUnit) in (unit.index?.sources ?? []).map { ($0.path as NSString).lastPathComponent }.sorted() }
        XCTAssertEqual(units.map { $0.target?.name ?? "-" }, ["App", "MacApp", "Feature", "FeatureCore", "FeatureMac", "KitUI"])
        XCTAssertEqual(
            names(units[0]), ["AppDelegate.swift", "Button.swift", "FeatureViewController.swift", "Model.swift"],
            "the iOS app links FeatureUI → Feature → FeatureCore and Kit's KitUI, not the macOS-only FeatureMac")
        XCTAssertEqual(units[0].silenced, [])
        XCTAssertEqual(names(units[1]), ["Shared.swift"], "the macOS app compiles Shared.swift itself and links no product")
        XCTAssertEqual(
            names(units[2]), ["Button.swift", "FeatureViewController.swift", "MacOnly.swift", "Model.swift"],
            "the package target, built for both of its platforms, has FeatureMac too; Shared.swift is the Xcode target's")
    }

    /// `IBSC_MODULE` says which module a target's storyboards mean by `customModuleProvider="target"`:
    /// a resource bundle's storyboard whose classes the app compiles is linted with the app's Swift
    /// (without it the bundle's unit had no Swift, and nothing in its storyboard was checked).
    func testStoryboardModuleSettingBringsThatModulesCode() throws {
        let storyboard = Examples.storyboard(viewController: "GalleryViewControler", segues: [])
            .replacingOccurrences(of: "customModule=\"App\"", with: "customModule=\"Photos\"")
        let root = try TestSupport.temporaryProject(
            [
                "Photos.xcodeproj/project.pbxproj": """
                { objects = {
                    P = { isa = PBXProject; mainGroup = G; targets = ( A, R ); };
                    G = { isa = PBXGroup; children = ( FS, FG ); sourceTree = "<group>"; };
                    FS = { isa = PBXFileReference; path = "Resources/Gallery.storyboard"; sourceTree = "<group>"; };
                    FG = { isa = PBXFileReference; path = "Photos/GalleryViewController.swift"; sourceTree = "<group>"; };
                    BS = { isa = PBXBuildFile; fileRef = FS; };  BG = { isa = PBXBuildFile; fileRef = FG; };
                    RR = { isa = PBXResourcesBuildPhase; files = ( BS ); };  SA = { isa = PBXSourcesBuildPhase; files = ( BG ); };
                    A = { isa = PBXNativeTarget; name = Photos; buildPhases = ( SA ); productType = "com.apple.product-type.application"; };
                    R = { isa = PBXNativeTarget; name = PhotosResources; buildPhases = ( RR ); buildConfigurationList = LR;
                          productType = "com.apple.product-type.bundle"; };
                    LR = { isa = XCConfigurationList; buildConfigurations = ( CR ); };
                    CR = { isa = XCBuildConfiguration; name = Debug; buildSettings = { IBSC_MODULE = Photos; }; };
                }; rootObject = P; }
                """,
                "Resources/Gallery.storyboard": storyboard,
                "Photos/GalleryViewController.swift": "import UIKit\nclass GalleryViewController: UIViewController {}\n",
            ], for: self)
        let files = try FileDiscovery.discover([root.path])
        let units = Linter.buildUnits(files)
        XCTAssertEqual(units.map { $0.target?.name ?? "-" }, ["Photos", "PhotosResources"])
        XCTAssertEqual(
            (units[1].index?.sources ?? []).map { ($0.path as NSString).lastPathComponent }, ["GalleryViewController.swift"])
        let messages = Linter.lint(files).diagnostics.map(\.message)
        XCTAssertEqual(messages.filter { $0.contains("GalleryViewControler") }.count, 1, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("did you mean \"GalleryViewController\"") }, "\(messages)")
    }

    /// A `Package.swift` too large to read (9 MB) was ignored ("dependencies none"), which turned an
    /// unverifiable class into an error: it is taken to declare dependencies now, and a problem says so.
    func testUnreadablePackageManifestIsAssumedToDeclareDependencies() throws {
        let root = try TestSupport.temporaryProject(
            ["App.xcodeproj/project.pbxproj": "{ objects = { P = { isa = PBXProject; }; }; rootObject = P; }"],
            for: self)
        let manifest = root.appendingPathComponent("Package.swift")
        XCTAssertTrue(FileManager.default.createFile(atPath: manifest.path, contents: nil))
        let handle = try FileHandle(forWritingTo: manifest)
        try handle.truncate(atOffset: 9 * 1024 * 1024)
        try handle.close()
        let model = ProjectModel.read(try FileDiscovery.discover([root.path]), threads: 1)
        XCTAssertEqual(model.dependencies.managers, [.swiftPackageManager])
        XCTAssertTrue(
            model.problems.contains {
                $0.location.file.hasSuffix("/Package.swift")
                    && $0.message.hasPrefix("cannot read the package manifest: the file is too large")
                    && $0.message.hasSuffix("it is taken to declare dependencies")
            },
            "\(model.problems)")
    }

    /// A project inside a submodule that `.gitmodules` names, or below a folder holding a podspec,
    /// is a vendored library's (its example app): it is not read, and the app's projects are. The
    /// `.gitmodules` is read once for every project and local package.
    func testProjectsOfSubmodulesAndPodsAreNotRead() throws {
        let empty = "{ objects = { P = { isa = PBXProject; }; }; rootObject = P; }"
        let root = try TestSupport.temporaryProject(
            [
                "App.xcodeproj/project.pbxproj": empty,
                ".gitmodules": "[submodule \"Charts\"]\n\tpath = Vendor/Charts\n\turl = https://example.com/Charts.git\n",
                "Vendor/Charts/ChartsDemo/ChartsDemo.xcodeproj/project.pbxproj": empty,
                "Vendor/Charts/Package.swift": "let package = Package(name: \"Charts\", targets: [.target(name: \"Charts\")])\n",
                "Vendor/Charts/Sources/Charts/Chart.swift": "class Chart {}\n",
                "Vendor/Chartsy/Chartsy.xcodeproj/project.pbxproj": empty,
                "Libs/Toast/Toast.podspec": "Pod::Spec.new do |s| end\n",
                "Libs/Toast/Example/Example.xcodeproj/project.pbxproj": empty,
            ],
            for: self)
        let model = ProjectModel.read(try FileDiscovery.discover([root.path]), threads: 1)
        XCTAssertEqual(
            model.projects.map { $0.path.components(separatedBy: root.lastPathComponent + "/").last ?? $0.path }.sorted(),
            ["App.xcodeproj/project.pbxproj", "Vendor/Chartsy/Chartsy.xcodeproj/project.pbxproj"])
    }

    /// A WatchKit app's storyboard names controllers that its WatchKit extension compiles (Xcode's
    /// template): the watch app is linted with the extension's Swift. A controller declared nowhere
    /// is still reported (two real apps kept the template's deleted NotificationController).
    func testWatchAppIsLintedWithItsExtension() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" targetRuntime="watchKit" initialViewController="AgC-eL-Hgc">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <controller id="AgC-eL-Hgc" customClass="InterfaceController" customModule="Run_WatchKit_App" customModuleProvider="target"/>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <controller id="YCC-NB-fut" customClass="NotificationController" customModule="Run_WatchKit_App" customModuleProvider="target"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let root = try TestSupport.temporaryProject(
            [
                "Run.xcodeproj/project.pbxproj": """
                { objects = {
                    P = { isa = PBXProject; mainGroup = G; targets = ( W, X ); };
                    G = { isa = PBXGroup; children = ( FS, FI ); sourceTree = "<group>"; };
                    FS = { isa = PBXFileReference; path = "Watch/Interface.storyboard"; sourceTree = "<group>"; };
                    FI = { isa = PBXFileReference; path = "Extension/InterfaceController.swift"; sourceTree = "<group>"; };
                    BS = { isa = PBXBuildFile; fileRef = FS; };  BI = { isa = PBXBuildFile; fileRef = FI; };
                    RW = { isa = PBXResourcesBuildPhase; files = ( BS ); };  SX = { isa = PBXSourcesBuildPhase; files = ( BI ); };
                    DX = { isa = PBXTargetDependency; target = X; };
                    W = { isa = PBXNativeTarget; name = "Run WatchKit App"; buildPhases = ( RW ); dependencies = ( DX ); productType = "com.apple.product-type.application.watchapp2"; };
                    X = { isa = PBXNativeTarget; name = "Run WatchKit Extension"; buildPhases = ( SX ); productType = "com.apple.product-type.watchkit2-extension"; };
                }; rootObject = P; }
                """,
                "Watch/Interface.storyboard": storyboard,
                "Extension/InterfaceController.swift": "import WatchKit\nclass InterfaceController: WKInterfaceController {}\n",
            ], for: self)
        let files = try FileDiscovery.discover([root.path])
        let messages = Linter.lint(files).diagnostics.map(\.message)
        XCTAssertFalse(
            messages.contains { $0.contains("\"InterfaceController\"") || $0.contains("class InterfaceController") },
            "\(messages)")
        XCTAssertTrue(
            messages.contains { $0.contains("NotificationController") && $0.contains("declared nowhere") }, "\(messages)")
    }

    /// A synchronized folder owned by the app holds the share extension's storyboard and Swift file
    /// (Xcode 16 exception sets: left out of the app, added to the extension; a localized file as
    /// `/Localized/<name>`). Each file is paired with the target that builds it, whether listed in
    /// a build phase, under the folder, or added by an exception.
    func testSynchronizedFoldersAndLocalizedExceptionsPairFiles() throws {
        let root = try TestSupport.temporaryProject(
            [
                "App.xcodeproj/project.pbxproj": """
                { objects = {
                    P = { isa = PBXProject; mainGroup = G; targets = ( A, E ); };
                    G = { isa = PBXGroup; children = ( F, FL ); sourceTree = "<group>"; };
                    F = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = ( XA, XE ); path = App; sourceTree = "<group>"; };
                    FL = { isa = PBXFileReference; path = Listed.swift; sourceTree = "<group>"; };
                    BL = { isa = PBXBuildFile; fileRef = FL; };
                    SE = { isa = PBXSourcesBuildPhase; files = ( BL ); };
                    XA = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ( "/Localized/Share.storyboard", ShareViewController.swift ); target = A; };
                    XE = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ( "/Localized/Share.storyboard", ShareViewController.swift ); target = E; };
                    A = { isa = PBXNativeTarget; name = App; fileSystemSynchronizedGroups = ( F ); productType = "com.apple.product-type.application"; };
                    E = { isa = PBXNativeTarget; name = Share; buildPhases = ( SE ); productType = "com.apple.product-type.app-extension"; };
                }; rootObject = P; }
                """,
                "App/Base.lproj/Main.storyboard": Examples.storyboard(viewController: "HomeViewController", segues: []),
                "App/Base.lproj/Share.storyboard": Examples.storyboard(viewController: "ShareViewController", segues: []),
                "App/en.lproj/Share.storyboard": Examples.storyboard(viewController: "ShareViewController", segues: []),
                "App/HomeViewController.swift": "class HomeViewController: UIViewController {}\n",
                "App/ShareViewController.swift": "class ShareViewController: UIViewController {}\n",
                "Listed.swift": "struct Listed {}\n",
            ], for: self)
        let units = Linter.buildUnits(try FileDiscovery.discover([root.path]))
        let prefix = root.path + "/"
        XCTAssertEqual(units.map { $0.target?.name ?? "-" }, ["App", "Share"])
        XCTAssertEqual(
            units.map { $0.files.map { String($0.dropFirst(prefix.count)) }.sorted() },
            [
                ["App/Base.lproj/Main.storyboard", "App/HomeViewController.swift"],
                [
                    "App/Base.lproj/Share.storyboard", "App/ShareViewController.swift", "App/en.lproj/Share.storyboard",
                    "Listed.swift",
                ],
            ])
    }
}
