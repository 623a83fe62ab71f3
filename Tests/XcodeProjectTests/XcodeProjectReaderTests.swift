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
        // SegueDriverTests' PairingTests.
        XCTAssertTrue(project.dump().contains("target \"TV Shows tvOS\" (line 33) module TVShowsTV platform appletvos os tvOS"))
        XCTAssertEqual(project.targets.map(\.moduleName), ["TV_Shows", "TVShowsTV", "_Day_Widget"])
        XCTAssertEqual(project.targets.first?.swiftVersions, ["Debug": "5.0", "Release": "5.9"])
    }

    /// A Swift 2 era project: no SWIFT_VERSION anywhere, LastSwiftUpdateCheck before 0800.
    func testLegacyProjectHasNoSwiftVersion() throws {
        let result = read(
            """
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
        var legacy = XcodeProject.Target(
            name: "Legacy", moduleName: "Legacy", platform: "iphoneos", swiftVersions: [:],
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

    /// Nesting past the limit is refused at the line where it goes too deep, in time linear in
    /// the file (the parser keeps its own stack); brackets in strings and comments don't count.
    func testDeepNestingIsRefusedBeforeParsing() throws {
        let bomb = "{\n" + String(repeating: "a = {", count: 100_000) + String(repeating: "};", count: 100_000) + "\n}"
        let clock = Date()
        let refused = problem(bomb)
        XCTAssertLessThan(Date().timeIntervalSince(clock), TestSupport.timeLimit(2))
        XCTAssertEqual(refused?.message, "not read: the property list nests 65 deep here (seguelint reads at most 64 levels)")
        XCTAssertEqual(refused?.location.line, 2)
        let harmless = "{ s = \"" + String(repeating: "{(", count: 200) + "\"; /* " + String(repeating: "{", count: 200) + " */ }"
        XCTAssertEqual(problem(harmless)?.message, "not an Xcode project: no PBXProject root object")
    }

    func testUnreadableFilesAreProblems() {
        guard case .failure(let missing) = XcodeProjectReader.read(contentsOf: "/nonexistent/App.xcodeproj/project.pbxproj")
        else {
            return XCTFail("a missing file read")
        }
        XCTAssertEqual(missing.message, "cannot read the project: no such file (deleted while linting?)")
    }

    /// Build settings lose the tabs and Unicode space separators at their ends, as Foundation's
    /// `trimmingCharacters(in: .whitespaces)` trims them, and keep line ends and inner blanks.
    /// Every Unicode scalar is compared with Foundation's set: the zero-width space is the one
    /// outside the space separators.
    func testSettingsAreTrimmedAsFoundationTrimsWhitespace() {
        let values = [
            "", " ", "\t", "YES", " YES", "YES ", "\tDEBUG BETA\t", "a b", "\u{00A0}x\u{3000}", "\u{2003}\u{2003}",
            "\nLINE\n", " \n ", "é ", " 🚀", "$(inherited) ", "\u{200B}zero width\u{200B}", "\u{1680}ogham",
        ]
        for value in values {
            XCTAssertEqual(
                BuildSettings.trimmingBlanks(value), value.trimmingCharacters(in: .whitespaces), "\(Array(value.unicodeScalars))")
        }
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            XCTAssertEqual(
                BuildSettings.isBlank(scalar), CharacterSet.whitespaces.contains(scalar), "U+\(String(value, radix: 16))")
        }
        let settings = BuildSettings(
            levels: [["A": " one ", "B": "$(A)\t$(inherited)"], ["B": "\u{00A0}two $(inherited)"]], targetName: "T")
        XCTAssertEqual(settings.value("A"), "one")
        XCTAssertEqual(settings.value("B"), "two one")
    }

    func testModuleNamesAreC99Identifiers() {
        XCTAssertEqual(XcodeProjectReader.c99Identifier("My App"), "My_App")
        XCTAssertEqual(XcodeProjectReader.c99Identifier("2Day-Widget"), "_Day_Widget")
        XCTAssertEqual(XcodeProjectReader.c99Identifier("Café"), "Café")
        XCTAssertEqual(XcodeProjectReader.c99Identifier(""), "_")
        XCTAssertEqual(XcodeProjectReader.c99Identifier("_9 Lives@[Z]`z{"), "_9_Lives__Z__z_")
        XCTAssertEqual(XcodeProjectReader.c99Identifier("a\r\nb"), "a_b", "CR LF is one character")
        XCTAssertEqual(XcodeProjectReader.c99Identifier("9"), "_")
    }

    /// Member files through build phases (file references under nested groups with `<group>`,
    /// `SOURCE_ROOT` and `<absolute>` trees, localisations of a variant group, a folder
    /// reference), a build product left out; settings from `.xcconfig` files with `#include`,
    /// `[config=…]` conditions, `$(inherited)`, Unicode blanks and CRLF; package products and target dependencies.
    func testMembershipSettingsFilesAndDependencies() throws {
        let configs: [String: String] = [
            "/repo/Config/Base.xcconfig": "#include \"Shared.xcconfig\"\nSWIFT_VERSION = 5.0 // the team's\n"
                + "SWIFT_ACTIVE_COMPILATION_CONDITIONS[config=Debug] = $(inherited) DEBUG\n",
            // A no-break space and an ideographic space around a setting, Windows line ends.
            "/repo/Config/Shared.xcconfig":
                "\u{3000}SWIFT_ACTIVE_COMPILATION_CONDITIONS = SHARED\u{A0}\r\n#include? \"Missing.xcconfig\"\r\n"
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
        let result = XcodeProjectReader.read(
            bytes: Array(text.utf8), path: "/repo/App.xcodeproj/project.pbxproj",
            readFile: { configs[$0].map { Array($0.utf8) } })
        guard case .success(let project) = result, let app = project.targets.first, let kit = project.targets.last else {
            return XCTFail("\(result)")
        }
        XCTAssertEqual(project.sourceRoot, "/repo")
        XCTAssertEqual(
            project.inputs,
            [
                "/repo/App.xcodeproj/project.pbxproj", "/repo/Config/Base.xcconfig",
                "/repo/Config/Shared.xcconfig",
            ])
        XCTAssertEqual(project.packageReferences, ["DesignKit"])
        XCTAssertEqual(
            app.files,
            Set([
                "/opt/Other.swift", "/repo/App/Base.lproj/Main.storyboard", "/repo/App/Screens/Home.swift",
                "/repo/App/de.lproj/Main.strings", "/repo/Shared/Model.swift",
            ]))
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

    /// Xcode 16 names a configuration's base `.xcconfig` by a synchronized folder and a path in it
    /// (`baseConfigurationReferenceAnchor` + `baseConfigurationReferenceRelativePath`), and
    /// `.xcconfig` values may end with `;` (NetNewsWire's layout: without either, its Mac and iOS
    /// targets had no platform, and `#if os(iOS)` code was linted against the Mac storyboards).
    func testAnchoredBaseConfigurationsAndSemicolons() throws {
        let configs: [String: String] = [
            "/nnw/xcconfig/Mac_target.xcconfig": "#include \"common/Mac_common.xcconfig\"\nPRODUCT_NAME = NetNewsWire\n",
            "/nnw/xcconfig/common/Mac_common.xcconfig": "SDKROOT = macosx;\nSWIFT_VERSION = 6.0 ;\n",
            "/nnw/xcconfig/iOS_target.xcconfig": "SDKROOT = iphoneos;\n",
        ]
        let text = """
            {
                objects = {
                    P = { isa = PBXProject; mainGroup = G; targets = ( M, I ); };
                    G = { isa = PBXGroup; children = ( C ); sourceTree = "<group>"; };
                    C = { isa = PBXFileSystemSynchronizedRootGroup; path = xcconfig; sourceTree = "<group>"; };
                    M = { isa = PBXNativeTarget; name = NetNewsWire; buildConfigurationList = ML; };
                    ML = { isa = XCConfigurationList; buildConfigurations = ( MD ); };
                    MD = { isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = C /* xcconfig */;
                           baseConfigurationReferenceRelativePath = Mac_target.xcconfig; buildSettings = { }; name = Debug; };
                    I = { isa = PBXNativeTarget; name = "NetNewsWire-iOS"; buildConfigurationList = IL; };
                    IL = { isa = XCConfigurationList; buildConfigurations = ( ID ); };
                    ID = { isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = C;
                           baseConfigurationReferenceRelativePath = iOS_target.xcconfig; buildSettings = { }; name = Debug; };
                };
                rootObject = P;
            }
            """
        let result = XcodeProjectReader.read(
            bytes: Array(text.utf8), path: "/nnw/NetNewsWire.xcodeproj/project.pbxproj",
            readFile: { configs[$0].map { Array($0.utf8) } })
        guard case .success(let project) = result, project.targets.count == 2 else { return XCTFail("\(result)") }
        let (mac, iOS) = (project.targets[0], project.targets[1])
        XCTAssertEqual(mac.operatingSystems, ["macOS"])
        XCTAssertEqual(mac.swiftVersions, ["Debug": "6.0"])
        XCTAssertEqual(mac.moduleName, "NetNewsWire")
        XCTAssertEqual(iOS.operatingSystems, ["iOS"])
        XCTAssertEqual(
            project.inputs,
            [
                "/nnw/NetNewsWire.xcodeproj/project.pbxproj", "/nnw/xcconfig/Mac_target.xcconfig",
                "/nnw/xcconfig/common/Mac_common.xcconfig", "/nnw/xcconfig/iOS_target.xcconfig",
            ])
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
        guard
            case .success(let project) = XcodeProjectReader.read(bytes: Array(text.utf8), path: "/r/N.xcodeproj/project.pbxproj"),
            project.targets.count == 2
        else { return XCTFail("did not read") }
        let (notes, share) = (project.targets[0], project.targets[1])
        XCTAssertTrue(notes.contains("/r/Notes/List/ListViewController.swift"))
        XCTAssertFalse(notes.contains("/r/Notes/Old/Legacy.swift"))
        XCTAssertTrue(notes.contains("/r/Shared/Editor.swift"))
        XCTAssertFalse(notes.contains("/r/NotesExtra/File.swift"))
        XCTAssertEqual(share.files, Set(["/r/Shared/Editor.swift"]))
        XCTAssertFalse(share.contains("/r/Shared/Other.swift"))
    }

    /// Xcode 16 writes a localized file of a synchronized folder's exception set as
    /// `/Localized/<folder>/<name>`: every `<folder>/<language>.lproj/<name>`. An app extension's
    /// storyboard listed so (a real app's) belongs to the extension and not to the folder's owner.
    /// A file is under a folder when the folder and a `/` start its path; an accented folder name
    /// matches however its accents are spelled (macOS file systems may decompose them).
    func testFilesUnderFolders() {
        XCTAssertTrue(XcodeProject.isUnder("/r/App/A.swift", "/r/App"))
        XCTAssertTrue(XcodeProject.isUnder("/r/App/A.swift", "/r/App/"))
        XCTAssertTrue(XcodeProject.isUnder("/r/App/", "/r/App/"))
        XCTAssertFalse(XcodeProject.isUnder("/r/AppKit/A.swift", "/r/App"))
        XCTAssertFalse(XcodeProject.isUnder("/r/App", "/r/App"))
        XCTAssertFalse(XcodeProject.isUnder("/r/A", "/r/App"))
        XCTAssertTrue(XcodeProject.isUnder("/A.swift", ""))
        XCTAssertTrue(XcodeProject.isUnder("/r/Caf\u{E9}/A.swift", "/r/Cafe\u{301}"))
        XCTAssertTrue(XcodeProject.isUnder("/r/Cafe\u{301}/A.swift", "/r/Caf\u{E9}/"))
        XCTAssertFalse(XcodeProject.isUnder("/r/Caf\u{E9}s/A.swift", "/r/Caf\u{E9}"))
    }

    /// A localized file's path without its language folder; `nil` for a file in no `.lproj` folder.
    func testDelocalizedPaths() {
        XCTAssertEqual(XcodeProject.delocalized("/r/App/en.lproj/Main.storyboard"), "/r/App/Main.storyboard")
        XCTAssertEqual(XcodeProject.delocalized("Base.lproj/Main.storyboard"), "Main.storyboard")
        XCTAssertEqual(XcodeProject.delocalized("/en.lproj/X"), "/X")
        XCTAssertEqual(XcodeProject.delocalized("a/b.lproj/"), "a/")
        XCTAssertNil(XcodeProject.delocalized("/r/App/Main.storyboard"))
        XCTAssertNil(XcodeProject.delocalized("/r/en.lproj/App/Main.storyboard"), "only the file's own folder counts")
        XCTAssertNil(XcodeProject.delocalized("a//x"))
        XCTAssertNil(XcodeProject.delocalized("Main.storyboard"))
    }

    func testLocalizedExceptionsOfSynchronizedFolders() throws {
        let text = """
            {
                objects = {
                    P = { isa = PBXProject; mainGroup = G; targets = ( W, N ); };
                    G = { isa = PBXGroup; children = ( F ); sourceTree = "<group>"; };
                    F = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = ( X, Y ); path = Extensions; sourceTree = "<group>"; };
                    X = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ( "/Localized/NotificationContent/MainInterface.storyboard", NotificationContent/NotificationViewController.swift ); target = W; };
                    Y = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ( "/Localized/NotificationContent/MainInterface.storyboard", NotificationContent/NotificationViewController.swift ); target = N; };
                    W = { isa = PBXNativeTarget; name = Widgets; fileSystemSynchronizedGroups = ( F ); };
                    N = { isa = PBXNativeTarget; name = NotificationContent; fileSystemSynchronizedGroups = ( ); };
                };
                rootObject = P;
            }
            """
        guard
            case .success(let project) = XcodeProjectReader.read(bytes: Array(text.utf8), path: "/r/H.xcodeproj/project.pbxproj"),
            project.targets.count == 2
        else { return XCTFail("did not read") }
        let (widgets, notification) = (project.targets[0], project.targets[1])
        for language in ["en", "Base", "fr"] {
            let storyboard = "/r/Extensions/NotificationContent/\(language).lproj/MainInterface.storyboard"
            XCTAssertFalse(widgets.contains(storyboard), language)
            XCTAssertTrue(notification.contains(storyboard), language)
        }
        XCTAssertTrue(widgets.contains("/r/Extensions/Widgets/en.lproj/Widgets.storyboard"))
        XCTAssertFalse(
            notification.contains("/r/Extensions/NotificationContent/MainInterface.storyboard"), "only localized copies")
        XCTAssertTrue(notification.contains("/r/Extensions/NotificationContent/NotificationViewController.swift"))
        XCTAssertTrue(project.dump().contains("localized Extensions/NotificationContent/*.lproj/MainInterface.storyboard"))
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
        guard
            case .success(let project) = XcodeProjectReader.read(bytes: Array(text.utf8), path: "/r/C.xcodeproj/project.pbxproj")
        else { return XCTFail("did not read") }
        XCTAssertLessThan(Date().timeIntervalSince(clock), TestSupport.timeLimit(1))
        XCTAssertEqual(project.targets.first?.files, Set(["/etc/passwd"]))
        let conflict = problem("{\n  objects = {\n<<<<<<< HEAD\n  A = B;\n=======\n>>>>>>> feature\n};\n}\n")
        XCTAssertEqual(conflict?.location.line, 3)
        XCTAssertEqual(conflict?.message, "not a valid property list: an unresolved merge conflict (a <<<<<<< line) starts here")
    }

    /// 2,000 groups nested in a chain, each with a 1 KB `path`, and a file in every group: the
    /// paths were copied down each level (4.3 GB and 10 s for a 2.8 MB file). Members deeper than 64
    /// groups, or with paths over 4,096 bytes, have no path now, and those above are read as before.
    /// A target's line is where its object is defined: `ID /* comment */ = {` at the start of a
    /// line; a longer id, a reference (`ID,`), a value (`x = ID;`) or a second definition don't count.
    func testDefinitionLines() {
        let text = """
            // !$*UTF8*$!
            {
            \t\tAB12 /* App */ = {isa = PBXNativeTarget;};
            \t\tAB123 = {isa = PBXNativeTarget;};
            \t\ttargets = (AB1, CD34 /* Tests */,);
            CD34/*Tests*/={
            \t\tAB12 = {isa = PBXNativeTarget;};
            \t\tAB1 = ;
            \t\tAB1 = \r
            with space = {
            \t\tAB1 = {
            }
            """
        XCTAssertEqual(
            XcodeProjectReader.definitionLines(of: ["AB12", "AB1", "CD34", "with space", "EF56", ""], in: Array(text.utf8)),
            ["AB12": 3, "CD34": 6, "with space": 10, "AB1": 11])
    }

    func testChainedGroupsCostLinearTimeAndMemory() throws {
        var objects = ["P = { isa = PBXProject; mainGroup = G0; targets = ( T ); };"]
        var buildFiles: [String] = []
        for level in 0..<2_000 {
            let name = String(repeating: "d", count: 1_000) + "\(level)"
            objects.append(
                "G\(level) = { isa = PBXGroup; children = ( \(level < 1_999 ? "G\(level + 1), " : "")F\(level) ); "
                    + "path = \(name); sourceTree = \"<group>\"; };")
            objects.append("F\(level) = { isa = PBXFileReference; path = f\(level).swift; sourceTree = \"<group>\"; };")
            objects.append("B\(level) = { isa = PBXBuildFile; fileRef = F\(level); };")
            buildFiles.append("B\(level)")
        }
        objects.append("S = { isa = PBXSourcesBuildPhase; files = ( \(buildFiles.joined(separator: ", ")) ); };")
        objects.append("T = { isa = PBXNativeTarget; name = T; buildPhases = ( S ); };")
        let text = "{ objects = {\n" + objects.joined(separator: "\n") + "\n}; rootObject = P; }\n"
        XCTAssertGreaterThan(text.utf8.count, 2_000_000)
        let clock = Date()
        guard
            case .success(let project) = XcodeProjectReader.read(
                bytes: Array(text.utf8), path: "/r/Deep.xcodeproj/project.pbxproj")
        else { return XCTFail("did not read") }
        XCTAssertLessThan(Date().timeIntervalSince(clock), TestSupport.timeLimit(2))
        let files = project.targets.first?.files ?? []
        // About 1,000 bytes a level: only the files of the first four groups stay within 4,096 bytes.
        XCTAssertEqual(files.count, 4)
        XCTAssertTrue(files.contains { $0.hasSuffix("/f0.swift") })
        XCTAssertLessThan(files.reduce(0) { $0 + $1.utf8.count }, 4 * ProjectGraph.maximumPathLength)
    }

    /// A project file over the size limit is refused before it is read (a sparse file: no 64 MB written).
    func testHugeProjectIsRefusedUnread() throws {
        let url = TestSupport.temporaryRoot.appendingPathComponent("huge-\(UUID().uuidString).pbxproj")
        XCTAssertTrue(FileManager.default.createFile(atPath: url.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(XcodeProjectReader.sizeLimit + 1))
        try handle.close()
        guard case .failure(let problem) = XcodeProjectReader.read(contentsOf: url.path) else {
            return XCTFail("a huge file read")
        }
        XCTAssertEqual(
            problem.message, "cannot read the project: the file is too large (64 MB; the limit is 64 MB), so it was not parsed")
        XCTAssertEqual(problem.location.line, 1)
    }

    /// The OpenStep reader: every value kind, every escape, comments anywhere, and errors that name
    /// the line and what was expected.
    func testOpenStepValuesEscapesAndErrors() throws {
        let text = """
            // !$*UTF8*$!
            { /* a comment */ a = b.c/d-e_f$+:1; "quoted key" = "tab\\there \\"q\\" \\\\ \\n \\101 \\U00e9";
              list = ( one, "two", ( ), { }, <0fBD 7a>, ); empty = ""; }
            """
        let value = try OpenStepParser.parse(Array(text.utf8), nestingLimit: 8)
        XCTAssertEqual(
            value,
            .dictionary([
                "a": .string("b.c/d-e_f$+:1"), "quoted key": .string("tab\there \"q\" \\ \n A é"),
                "list": .array([.string("one"), .string("two"), .array([]), .dictionary([:]), .data([0x0F, 0xBD, 0x7A])]),
                "empty": .string(""),
            ]))
        func failure(_ text: String) -> String {
            do {
                _ = try OpenStepParser.parse(Array(text.utf8), nestingLimit: 8)
                return "parsed"
            } catch let failure as OpenStepParser.Failure {
                return "\(failure.line): \(failure.message)"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(failure("{\n a = b\n c = d; }"), "3: expected ';' after a value")
        XCTAssertEqual(failure("{ a = ( b c ); }"), "1: expected ',' or ')' after an array element")
        XCTAssertEqual(failure("{ a b; }"), "1: expected '=' after a key")
        XCTAssertEqual(failure("{ a = \"open; }"), "1: the file ends inside a quoted string")
        XCTAssertEqual(failure("{ a = {\n"), "2: the file ends inside a dictionary (missing '}')")
        XCTAssertEqual(failure("{ a = @; }"), "1: unexpected '@' where a value should be")
        XCTAssertEqual(failure("{ } }"), "1: unexpected text after the property list")
        XCTAssertEqual(failure(""), "1: the file ends where a value should be")
        XCTAssertEqual(failure("{ a = <0g>; }"), "1: unexpected character in data")
    }
}
