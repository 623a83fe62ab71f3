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
    func testRealShapedProjectMatchesItsDump() throws {
        guard case .success(let project) = XcodeProjectReader.read(contentsOf: fixture.path) else {
            return XCTFail("the fixture project did not read")
        }
        var dump = project.dump()
        dump = dump.replacingOccurrences(of: TestSupport.fixtures.path + "/", with: "")
        TestSupport.assertMatchesFile(dump, fixture.deletingLastPathComponent().appendingPathComponent("project.pbxproj.dump"))
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
        XCTAssertEqual(project.targets, [XcodeProject.Target(name: "Legacy", moduleName: "Legacy", platform: "iphoneos",
                                                             swiftVersions: [:], configurations: ["Debug"])])
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
}
