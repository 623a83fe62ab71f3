import Foundation
import SegueModel
import TestSupport
import XCTest
@testable import XcodeProject

/// project.pbxproj → targets, module names, platforms, Swift versions; and a clear problem, never
/// a crash, for anything else.
final class XcodeProjectReaderTests: XCTestCase {
    private let fixture = TestSupport.fixtures.appendingPathComponent("XcodeProject/TVShows.xcodeproj/project.pbxproj")

    private func read(_ text: String) -> Result<XcodeProject, InputProblem> {
        XcodeProjectReader.read(bytes: Array(text.utf8), path: "App.xcodeproj/project.pbxproj")
    }

    private func problem(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> InputProblem? {
        guard case .failure(let problem) = read(text) else {
            XCTFail("expected a problem", file: file, line: line)
            return nil
        }
        return problem
    }

    /// An iOS + tvOS project in Xcode's own layout (sections, comments, quoted names): module
    /// names from PRODUCT_MODULE_NAME or PRODUCT_NAME through $(TARGET_NAME) and ${TARGET_NAME},
    /// settings inherited from the project level and overridden per configuration, an empty
    /// SWIFT_VERSION, and a target reference to nothing (a bad merge) skipped.
    func testRealShapedProject() throws {
        guard case .success(let project) = XcodeProjectReader.read(contentsOf: fixture.path) else {
            return XCTFail("the fixture project did not read")
        }
        // The whole dump (with the dependencies the driver adds) is compared with the stored one in
        // SegueLintTests' ProjectModeTests.
        XCTAssertTrue(project.dump().contains("target \"TV Shows tvOS\" (line 33) module TVShowsTV platform appletvos os tvOS"))
        XCTAssertEqual(project.targets.map(\.moduleName), ["TV_Shows", "TVShowsTV", "_Day_Widget"])
        XCTAssertEqual(project.targets.first?.swiftVersions, ["Debug": "5.0", "Release": "5.9"])
    }

    /// A Swift 2 era project: no SWIFT_VERSION anywhere, LastSwiftUpdateCheck before 0800.
    func testLegacyProjectHasNoSwiftVersion() throws {
        let result = read("""
        {
            objects = {
                P = { isa = PBXProject; attributes = { LastSwiftUpdateCheck = 0730; }; buildConfigurationList = L; targets = ( T ); };
                L = { isa = XCConfigurationList; buildConfigurations = ( C ); };
                C = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = iphoneos; }; };
                T = { isa = PBXNativeTarget; name = Legacy; buildConfigurationList = TL; };
                TL = { isa = XCConfigurationList; buildConfigurations = ( TC ); };
                TC = { isa = XCBuildConfiguration; name = Debug; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)"; OTHER = "$(inherited) -x"; }; };
            };
            rootObject = P;
        }
        """)
        guard case .success(let project) = result else { return XCTFail("\(result)") }
        XCTAssertEqual(project.lastSwiftUpdateCheck, "0730")
        var legacy = XcodeProject.Target(name: "Legacy", moduleName: "Legacy", platform: "iphoneos", swiftVersions: [:],
                                         configurations: ["Debug"])
        legacy.operatingSystems = ["iOS"]
        legacy.line = 6
        XCTAssertEqual(project.targets, [legacy])
    }

    func testNotProjectsAreProblemsWithTheReason() throws {
        XCTAssertEqual(problem("")?.message.hasPrefix("not a valid property list"), true)
        XCTAssertEqual(problem("{ objects = { A = { isa = ")?.message.hasPrefix("not a valid property list"), true)
        XCTAssertEqual(problem("{ objects = { }; rootObject = X; }")?.message, "not an Xcode project: no PBXProject root object")
        XCTAssertEqual(problem("( 1, 2 )")?.message, "not an Xcode project: no PBXProject root object")
        XCTAssertEqual(problem("{ objects = { }; rootObject = X; }")?.kind, .project)
    }

    /// Foundation's parser recurses once per level: deep nesting is refused by a byte scan before
    /// it runs, at the line where it goes too deep; strings and comments don't count.
    func testDeepNestingIsRefusedBeforeParsing() throws {
        let bomb = "{\n" + String(repeating: "a = {", count: 100_000) + String(repeating: "};", count: 100_000) + "\n}"
        let clock = Date()
        let refused = problem(bomb)
        XCTAssertLessThan(Date().timeIntervalSince(clock), TestSupport.timeLimit(2))
        XCTAssertEqual(refused?.message, "not read: the property list nests 65 deep here (seguelint reads at most 64 levels)")
        XCTAssertEqual(refused?.location.line, 2)
        let harmless = "{ s = \"" + String(repeating: "{(", count: 200) + "\"; /* " + String(repeating: "{", count: 200) + " */ }"
        XCTAssertNil(XcodeProjectReader.nestingBeyondLimit(Array(harmless.utf8)))
    }

    func testUnreadableFilesAreProblems() {
        guard case .failure(let missing) = XcodeProjectReader.read(contentsOf: "/nonexistent/App.xcodeproj/project.pbxproj") else {
            return XCTFail("a missing file read")
        }
        XCTAssertEqual(missing.message, "cannot read the project: no such file (deleted while linting?)")
    }

    func testModuleNamesAreC99Identifiers() {
        XCTAssertEqual(XcodeProjectReader.c99Identifier("My App"), "My_App")
        XCTAssertEqual(XcodeProjectReader.c99Identifier("2Day-Widget"), "_Day_Widget")
        XCTAssertEqual(XcodeProjectReader.c99Identifier("Café"), "Café")
        XCTAssertEqual(XcodeProjectReader.c99Identifier(""), "_")
    }

    /// Member files through build phases (file references under nested groups with `<group>`,
    /// `SOURCE_ROOT` and `<absolute>` trees, localisations of a variant group, a folder
    /// reference), a build product left out; settings from `.xcconfig` files with `#include`,
    /// `[config=…]` conditions and `$(inherited)`; package products and target dependencies.
    func testMembershipSettingsFilesAndDependencies() throws {
        let configs: [String: String] = [
            "/repo/Config/Base.xcconfig": "#include \"Shared.xcconfig\"\nSWIFT_VERSION = 5.0 // the team's\n"
                + "SWIFT_ACTIVE_COMPILATION_CONDITIONS[config=Debug] = $(inherited) DEBUG\n",
            "/repo/Config/Shared.xcconfig": "SWIFT_ACTIVE_COMPILATION_CONDITIONS = SHARED\n#include? \"Missing.xcconfig\"\n"
                + "#include \"Base.xcconfig\"\n",
        ]
        let text = """
        // !$*UTF8*$!
        {
            objects = {
                P = { isa = PBXProject; buildConfigurationList = PL; mainGroup = G;
                      packageReferences = ( PR ); targets = ( T, K ); };
                PR = { isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/example/DesignKit.git"; };
                PP = { isa = XCSwiftPackageProductDependency; package = PR; productName = DesignKit; };
                PL = { isa = XCConfigurationList; buildConfigurations = ( PD, PRel ); };
                PD = { isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = XC; buildSettings = { SDKROOT = iphoneos; }; };
                PRel = { isa = XCBuildConfiguration; name = Release; buildSettings = { SDKROOT = iphoneos; }; };
                G = { isa = PBXGroup; children = ( A, CG, XC, PRODUCT ); sourceTree = "<group>"; };
                A = { isa = PBXGroup; children = ( S1, V, R ); path = App; sourceTree = "<group>"; };
                S1 = { isa = PBXFileReference; path = Screens/Home.swift; sourceTree = "<group>"; };
                V = { isa = PBXVariantGroup; children = ( VB, VD ); name = Main.storyboard; sourceTree = "<group>"; };
                VB = { isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
                VD = { isa = PBXFileReference; name = de; path = de.lproj/Main.strings; sourceTree = "<group>"; };
                R = { isa = PBXFileReference; lastKnownFileType = folder; path = Resources; sourceTree = "<group>"; };
                CG = { isa = PBXGroup; children = ( S2, S3 ); name = Shared; sourceTree = "<group>"; };
                S2 = { isa = PBXFileReference; path = Shared/Model.swift; sourceTree = SOURCE_ROOT; };
                S3 = { isa = PBXFileReference; path = /opt/Other.swift; sourceTree = "<absolute>"; };
                XC = { isa = PBXFileReference; path = Config/Base.xcconfig; sourceTree = "<group>"; };
                PRODUCT = { isa = PBXFileReference; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
                B1 = { isa = PBXBuildFile; fileRef = S1; };  B2 = { isa = PBXBuildFile; fileRef = S2; };
                B3 = { isa = PBXBuildFile; fileRef = S3; };  B4 = { isa = PBXBuildFile; fileRef = V; };
                B5 = { isa = PBXBuildFile; fileRef = R; };   B6 = { isa = PBXBuildFile; fileRef = PRODUCT; };
                B7 = { isa = PBXBuildFile; productRef = PP; };
                SP = { isa = PBXSourcesBuildPhase; files = ( B1, B2, B3 ); };
                RP = { isa = PBXResourcesBuildPhase; files = ( B4, B5 ); };
                FP = { isa = PBXFrameworksBuildPhase; files = ( B6, B7 ); };
                T = { isa = PBXNativeTarget; name = App; buildConfigurationList = TL; buildPhases = ( SP, RP, FP );
                      dependencies = ( D ); packageProductDependencies = ( PP ); };
                D = { isa = PBXTargetDependency; target = K; };
                TL = { isa = XCConfigurationList; buildConfigurations = ( TD, TR ); };
                TD = { isa = XCBuildConfiguration; name = Debug; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)"; }; };
                TR = { isa = XCBuildConfiguration; name = Release; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)"; }; };
                K = { isa = PBXNativeTarget; name = Kit; buildConfigurationList = KL; buildPhases = ( ); };
                KL = { isa = XCConfigurationList; buildConfigurations = ( KD ); };
                KD = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx"; SDKROOT = auto; }; };
            };
            rootObject = P;
        }
        """
        let result = XcodeProjectReader.read(bytes: Array(text.utf8), path: "/repo/App.xcodeproj/project.pbxproj",
                                             readFile: { configs[$0].map { Array($0.utf8) } })
        guard case .success(let project) = result, let app = project.targets.first, let kit = project.targets.last else {
            return XCTFail("\(result)")
        }
        XCTAssertEqual(project.sourceRoot, "/repo")
        XCTAssertEqual(project.inputs, ["/repo/App.xcodeproj/project.pbxproj", "/repo/Config/Base.xcconfig",
                                        "/repo/Config/Shared.xcconfig"])
        XCTAssertEqual(project.packageReferences, ["DesignKit"])
        XCTAssertEqual(app.files, ["/opt/Other.swift", "/repo/App/Base.lproj/Main.storyboard", "/repo/App/Screens/Home.swift",
                                   "/repo/App/de.lproj/Main.strings", "/repo/Shared/Model.swift"])
        XCTAssertEqual(app.synchronizedFolders, [XcodeProject.SynchronizedFolder(path: "/repo/App/Resources")])
        XCTAssertTrue(app.contains("/repo/App/Resources/Intro/Intro.storyboard"))
        XCTAssertFalse(app.contains("/repo/App/Other.swift"))
        XCTAssertEqual(app.swiftVersions, ["Debug": "5.0"])
        XCTAssertEqual(app.compilationConditions, ["Debug": ["SHARED", "DEBUG"]])
        XCTAssertEqual(app.packageProducts, ["DesignKit"])
        XCTAssertEqual(app.dependencies, ["Kit"])
        XCTAssertEqual(app.operatingSystems, ["iOS"])
        XCTAssertEqual(kit.operatingSystems, ["iOS", "macOS"])
        XCTAssertEqual(app.line, 30)
    }

    /// Xcode 16 synchronized folders: every file under the folder is a member except the target's
    /// exceptions; an exception of a folder the target doesn't synchronize adds the file to it.
    func testSynchronizedFoldersAndTheirExceptions() throws {
        let text = """
        {
            objects = {
                P = { isa = PBXProject; mainGroup = G; targets = ( T, E ); };
                G = { isa = PBXGroup; children = ( F, S ); sourceTree = "<group>"; };
                F = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = ( X ); path = Notes; sourceTree = "<group>"; };
                S = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = ( Y ); path = Shared; sourceTree = "<group>"; };
                X = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ( Info.plist, "Old/Legacy.swift" ); target = T; };
                Y = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ( Editor.swift ); target = E; };
                T = { isa = PBXNativeTarget; name = Notes; fileSystemSynchronizedGroups = ( F, S ); };
                E = { isa = PBXNativeTarget; name = Share; fileSystemSynchronizedGroups = ( ); };
            };
            rootObject = P;
        }
        """
        guard case .success(let project) = XcodeProjectReader.read(bytes: Array(text.utf8), path: "/r/N.xcodeproj/project.pbxproj"),
              project.targets.count == 2 else { return XCTFail("did not read") }
        let (notes, share) = (project.targets[0], project.targets[1])
        XCTAssertTrue(notes.contains("/r/Notes/List/ListViewController.swift"))
        XCTAssertFalse(notes.contains("/r/Notes/Old/Legacy.swift"))
        XCTAssertTrue(notes.contains("/r/Shared/Editor.swift"))
        XCTAssertFalse(notes.contains("/r/NotesExtra/File.swift"))
        XCTAssertEqual(share.files, ["/r/Shared/Editor.swift"])
        XCTAssertFalse(share.contains("/r/Shared/Other.swift"))
    }

    /// Hostile shapes stay bounded: a group that contains itself through another, paths that climb
    /// out of the repository (they simply match no linted file), a merge conflict named by line.
    func testCyclicGroupsEscapingPathsAndConflicts() throws {
        let text = """
        {
            objects = {
                P = { isa = PBXProject; mainGroup = G; targets = ( T ); };
                G = { isa = PBXGroup; children = ( A ); sourceTree = "<group>"; };
                A = { isa = PBXGroup; children = ( B, F ); path = a; sourceTree = "<group>"; };
                B = { isa = PBXGroup; children = ( A ); path = b; sourceTree = "<group>"; };
                F = { isa = PBXFileReference; path = "../../../../etc/passwd"; sourceTree = "<group>"; };
                BF = { isa = PBXBuildFile; fileRef = F; };  BB = { isa = PBXBuildFile; fileRef = B; };
                SP = { isa = PBXSourcesBuildPhase; files = ( BF, BB ); };
                T = { isa = PBXNativeTarget; name = T; buildPhases = ( SP ); };
            };
            rootObject = P;
        }
        """
        let clock = Date()
        guard case .success(let project) = XcodeProjectReader.read(bytes: Array(text.utf8), path: "/r/C.xcodeproj/project.pbxproj")
        else { return XCTFail("did not read") }
        XCTAssertLessThan(Date().timeIntervalSince(clock), TestSupport.timeLimit(1))
        XCTAssertEqual(project.targets.first?.files, ["/etc/passwd"])
        let conflict = problem("{\n  objects = {\n<<<<<<< HEAD\n  A = B;\n=======\n>>>>>>> feature\n};\n}\n")
        XCTAssertEqual(conflict?.location.line, 3)
        XCTAssertEqual(conflict?.message, "not a valid property list: an unresolved merge conflict (a <<<<<<< line) starts here")
    }
}
