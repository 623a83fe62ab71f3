import Foundation
import SegueModel
import TestSupport
import XCTest

@testable import SegueDriver
@testable import XcodeProject

/// Nothing outside the repository of the linted paths is opened by the project model: not an
/// `.xcconfig` an `#include` names (by `..`, by absolute path or through a link), not the files of
/// a project whose `projectDirPath` leads elsewhere. Each refusal is a warning naming where the
/// file was referred to.
final class ReadBoundaryTests: XCTestCase {
    private var outside: URL!
    private var repository: URL!

    override func setUpWithError() throws {
        outside = TestSupport.temporaryRoot.appendingPathComponent("boundary-\(UUID().uuidString)")
        repository = outside.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: repository.appendingPathComponent(".git"), withIntermediateDirectories: true)
        // A secret beside the repository, and a FIFO that would block a reader that opened it.
        try "SWIFT_ACTIVE_COMPILATION_CONDITIONS = SECRET_aws_key\n".write(
            to: outside.appendingPathComponent("secret.xcconfig"), atomically: true, encoding: .utf8)
        XCTAssertEqual(mkfifo(outside.appendingPathComponent("pipe.xcconfig").path, 0o600), 0)
        addTeardownBlock { [outside] in try? FileManager.default.removeItem(at: outside!) }
    }

    private func write(_ name: String, _ text: String) throws {
        let url = repository.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    private func project(projectDirPath: String = "") -> String {
        """
        { objects = {
            P = { isa = PBXProject; mainGroup = G; targets = ( A ); buildConfigurationList = LP; projectDirPath = "\(projectDirPath)"; };
            G = { isa = PBXGroup; children = ( FX ); sourceTree = "<group>"; };
            FX = { isa = PBXFileReference; path = Config/App.xcconfig; sourceTree = "<group>"; };
            LP = { isa = XCConfigurationList; buildConfigurations = ( CP ); };
            CP = { isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = FX; buildSettings = { }; };
            A = { isa = PBXNativeTarget; name = App; buildPhases = ( ); productType = "com.apple.product-type.application"; };
        }; rootObject = P; }
        """
    }

    /// `allows` and `allowed` (each folder resolved once per boundary, kept between calls) keep
    /// exactly the paths whose whole resolution (`CanonicalPath.resolve`, every component looked
    /// at) is inside: files, links to files inside and outside, links to folders outside, dangling
    /// links, missing files, `..` (through a link it leaves the link's target) and relative paths.
    func testAllowedAgreesWithAllowsThroughLinks() throws {
        try write("App/View.h", "@interface View : UIView\n@end\n")
        try write("App/Inner/Cell.m", "")
        try "@interface Secret\n@end\n".write(
            to: outside.appendingPathComponent("Secret.h"), atomically: true, encoding: .utf8)
        let app = repository.appendingPathComponent("App")
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: app.appendingPathComponent("Secret.h").path, withDestinationPath: "../../Secret.h")
        try manager.createSymbolicLink(atPath: app.appendingPathComponent("Mirror.h").path, withDestinationPath: "View.h")
        try manager.createSymbolicLink(atPath: app.appendingPathComponent("Out").path, withDestinationPath: outside.path)
        try manager.createSymbolicLink(atPath: app.appendingPathComponent("Gone.h").path, withDestinationPath: "Nowhere.h")
        let boundary = ReadBoundary(roots: [repository.path])
        let root = CanonicalPath.resolve(repository.path)
        let inside = { (path: String) in CanonicalPath.isInside(CanonicalPath.resolve(path), root) }
        let names = [
            "View.h", "Inner/Cell.m", "Secret.h", "Mirror.h", "Out/Secret.h", "Out/pipe.xcconfig", "Gone.h", "Missing.h",
            "Inner/../View.h", "../../Secret.h", "Out/../View.h",
        ]
        let paths = names.map { app.appendingPathComponent($0).path }
        XCTAssertEqual(boundary.allowed(paths), paths.filter(inside))
        let regular = Set(["View.h", "Inner/Cell.m"].map { app.appendingPathComponent($0).path })
        XCTAssertEqual(boundary.allowed(paths, regular: regular), paths.filter(inside))
        // A folder that is a link to the outside, deeper in the tree.
        try manager.createSymbolicLink(atPath: app.appendingPathComponent("Inner/Away").path, withDestinationPath: outside.path)
        let deep = ["Inner/Away/Secret.h", "Inner/Away/../Cell.m", "Inner/Cell.m"].map { app.appendingPathComponent($0).path }
        XCTAssertEqual(boundary.allowed(deep), deep.filter(inside))
        XCTAssertEqual(boundary.allowed(deep), [app.appendingPathComponent("Inner/Cell.m").path])
        XCTAssertEqual(
            boundary.allowed(paths).map { String($0.dropFirst(app.path.count + 1)) },
            ["View.h", "Inner/Cell.m", "Mirror.h", "Gone.h", "Missing.h", "Inner/../View.h"])
        // Relative to the working directory, as discovery writes them.
        let previous = manager.currentDirectoryPath
        defer { manager.changeCurrentDirectoryPath(previous) }
        manager.changeCurrentDirectoryPath(repository.path)
        let relative = names.map { "App/" + $0 } + ["./App/View.h", "View.h"]
        XCTAssertEqual(boundary.allowed(relative), relative.filter(inside))
        // One at a time, the folders resolved so far kept (how `.xcconfig` includes are checked).
        for path in paths + deep + relative {
            XCTAssertEqual(boundary.allows(path), inside(path), path)
        }
    }

    func testIncludesThatLeaveTheRepositoryAreNeverOpened() throws {
        try write("App.xcodeproj/project.pbxproj", project())
        try write("Config/Shared.xcconfig", "SWIFT_VERSION = 5.0\n")
        try FileManager.default.createSymbolicLink(
            atPath: repository.appendingPathComponent("Config/Linked.xcconfig").path,
            withDestinationPath: outside.appendingPathComponent("secret.xcconfig").path)
        try write(
            "Config/App.xcconfig",
            """
            #include "Shared.xcconfig"
            #include "../../secret.xcconfig"
            #include "\(outside.appendingPathComponent("secret.xcconfig").path)"
            #include? "Linked.xcconfig"
            #include "../../pipe.xcconfig"
            SWIFT_ACTIVE_COMPILATION_CONDITIONS = DEBUG $(inherited)

            """)
        // The open-call trace: every file the reader asks for.
        var asked: [String] = []
        let pbxproj = repository.appendingPathComponent("App.xcodeproj/project.pbxproj").path
        let boundary = ReadBoundary.repositories(of: [repository.path])
        XCTAssertEqual(boundary.roots, [CanonicalPath.resolve(repository.path)])
        let bytes = try InputFile.bytes(atPath: pbxproj)
        let result = XcodeProjectReader.read(
            bytes: bytes, path: pbxproj,
            readFile: { path in
                asked.append(path)
                return XcodeProjectReader.readConfigurationFile(path)
            }, boundary: boundary)
        guard case .success(let model) = result else { return XCTFail("not read: \(result)") }
        XCTAssertEqual(
            asked.map { ($0 as NSString).lastPathComponent }, ["App.xcconfig", "Shared.xcconfig"],
            "only the files inside the repository are opened")
        XCTAssertEqual(model.problems.map(\.location.line), [2, 3, 4, 5], "one warning per include, at its line")
        XCTAssertTrue(model.problems.allSatisfy { $0.kind == .project && $0.message.contains("outside the repository") })
        XCTAssertFalse(model.targets.flatMap { $0.compilationConditions.values.joined() }.contains { $0.contains("SECRET") })

        // Through a whole run: the refusals are invalid-project warnings; the secret is in no output.
        let lint = Linter.lint(try FileDiscovery.discover([repository.path]))
        let refusals = lint.diagnostics.filter { $0.ruleID == "invalid-project" }
        XCTAssertEqual(refusals.count, 4, "\(lint.diagnostics.map(\.message))")
        XCTAssertTrue(refusals.allSatisfy { $0.severity == .warning && $0.location.file.hasSuffix("App.xcconfig") })
        guard case .success(let dump) = ProjectDump.text(projectFile: pbxproj) else { return XCTFail("no dump") }
        XCTAssertFalse(dump.contains("SECRET"), dump)
    }

    /// A project whose `projectDirPath` leads out of the repository (a folder under someone's
    /// `/Users/…`, or beside the checkout) is one warning at that line, and nothing of it is read.
    /// `seguelint dump App.xcodeproj` outside a git repository: the boundary is the folder that
    /// holds the project, so `projectDirPath = ""` (that folder) is inside it.
    func testDumpOfANamedProjectOutsideAGitRepositoryReadsIt() throws {
        let fixture = TestSupport.fixtures.appendingPathComponent("unverified-unwind-action/swift-package")
        let folder = TestSupport.temporaryRoot.appendingPathComponent("dump-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: fixture, to: folder)
        let pbxproj = folder.appendingPathComponent("Recipes.xcodeproj/project.pbxproj").path
        guard case .success(let text) = ProjectDump.text(projectFile: pbxproj) else { return XCTFail("not read") }
        XCTAssertFalse(text.contains("outside the repository"), text)
        XCTAssertTrue(text.contains("target \"Recipes\""), text)
    }

    func testProjectWhoseFilesAreElsewhereIsNotRead() throws {
        try write("App.xcodeproj/project.pbxproj", project(projectDirPath: "/Users/sam/Projects/App"))
        try write("Other.xcodeproj/project.pbxproj", project(projectDirPath: "../.."))
        let lint = Linter.lint(try FileDiscovery.discover([repository.path]))
        let problems = lint.diagnostics.filter { $0.ruleID == "invalid-project" }
        XCTAssertEqual(
            problems.map { ($0.location.file as NSString).deletingLastPathComponent.split(separator: "/").last.map(String.init) },
            ["App.xcodeproj", "Other.xcodeproj"])
        XCTAssertTrue(problems.allSatisfy { $0.severity == .warning && $0.message.contains("leads outside the repository") })
        XCTAssertEqual(problems.map(\.location.line), [2, 2])
    }
}
