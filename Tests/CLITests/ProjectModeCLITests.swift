import Foundation
import TestSupport
import XCTest

/// `--project`, `--target`, the `project` configuration key and `dump` of a project, through the
/// binary, on the iOS + tvOS fixture.
final class ProjectModeCLITests: XCTestCase {
    private let fixture = TestSupport.fixtures.appendingPathComponent("unknown-segue-identifier/multiplatform-if-os")

    private func run(_ arguments: [String], in directory: URL? = nil) throws -> CLITests.Run {
        try CLITests.launch(arguments, in: directory ?? fixture)
    }

    /// A `.gitmodules` whose submodule folder is missing: the project model's listing of that
    /// folder fails, and the cache's key holds why in words that are the same in every process,
    /// so each unchanged run takes the last result (Foundation's description of the error prints
    /// its details in an order that changes from one process to the next).
    func testAFailedListingDoesNotDefeatTheCache() throws {
        let copy = try TestSupport.temporaryProject([:], for: self).appendingPathComponent("app")
        try FileManager.default.copyItem(at: fixture, to: copy)
        try "[submodule \"Lib\"]\n\tpath = Vendor/Lib\n\turl = https://example.com/Lib.git\n".write(
            to: copy.appendingPathComponent(".gitmodules"), atomically: false, encoding: .utf8)
        let cache = copy.deletingLastPathComponent().appendingPathComponent("cache").path
        _ = try run(["lint", ".", "--quiet", "--cache-path", cache], in: copy)
        for attempt in 1...4 {
            let again = try run(["lint", ".", "--quiet", "--timings", "--cache-path", cache], in: copy)
            XCTAssertTrue(again.stderr.contains("diagnostics from the cache"), "run \(attempt): \(again.stderr)")
        }
    }

    /// `--target` lints one target: the tvOS-only defect is found for the tvOS target (without the
    /// target note: only one target is linted) and not for the iOS one.
    func testTargetLimitsTheRunToOneTarget() throws {
        let tv = try run(["lint", ".", "--no-cache", "--quiet", "--target", "TVGuide tvOS"])
        XCTAssertEqual(tv.status, 1, tv.stderr)
        XCTAssertEqual(
            tv.stdout,
            """
            Shared/ShowListViewController.swift:60:39: error: segue identifier "showSettings" matches no segue for ShowListViewController; performSegue will raise 'Receiver has no segue with identifier' (unknown-segue-identifier)
            tvOS/Base.lproj/Main.storyboard:13:17: note: ShowListViewController's scene is here

            """)
        let iOS = try run(["lint", ".", "--no-cache", "--quiet", "--target", "TVGuide"])
        XCTAssertEqual(iOS.status, 0, iOS.stdout + iOS.stderr)
        XCTAssertEqual(iOS.stdout, "")
    }

    func testUnknownTargetIsAUsageError() throws {
        let result = try run(["lint", ".", "--no-cache", "--target", "TVGuide watchOS"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(
            result.stderr,
            "seguelint: error: no target named \"TVGuide watchOS\" in the projects read: \"TVGuide\", \"TVGuide tvOS\"\n")
    }

    /// `--project` names the project; the configuration's `project` does the same, relative to the
    /// configuration file; a project that doesn't exist is a usage error.
    func testProjectOptionAndKey() throws {
        let named = try run(["lint", ".", "--no-cache", "--quiet", "--project", "TVGuide.xcodeproj"])
        let found = try run(["lint", ".", "--no-cache", "--quiet"])
        XCTAssertEqual(named.stdout, found.stdout)
        XCTAssertTrue(named.stdout.contains("found when linting target \"TVGuide tvOS\""), named.stdout)
        let missing = try run(["lint", ".", "--no-cache", "--project", "Nope.xcodeproj"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(
            missing.stderr,
            "seguelint: error: no Xcode project at Nope.xcodeproj: Nope.xcodeproj/project.pbxproj does not exist\n")

        let root = try TestSupport.temporaryProject([".seguelint.yml": "project: Missing.xcodeproj\n"], for: self)
        let configured = try run(["lint", ".", "--no-cache"], in: root)
        XCTAssertEqual(configured.status, 2)
        XCTAssertTrue(configured.stderr.contains("(the configuration's project)"), configured.stderr)
    }

    /// A project named as a path is linted as `--project` names it: the folder that holds it is
    /// searched, and it is the one project read. (Naming it used to lint no file at all.)
    func testProjectNamedAsAPathIsLintedWithItsFolder() throws {
        let found = try run(["lint", ".", "--no-cache", "--quiet"])
        XCTAssertEqual(found.status, 1, found.stderr)
        for spelling in ["TVGuide.xcodeproj", "TVGuide.xcodeproj/", "TVGuide.xcodeproj/project.pbxproj"] {
            let named = try run(["lint", spelling, "--no-cache", "--quiet"])
            XCTAssertEqual(named.status, found.status, spelling)
            XCTAssertEqual(named.stdout, found.stdout, spelling)
        }
        // From the folder above, paths print as found from there.
        let above = try run(
            ["lint", "multiplatform-if-os/TVGuide.xcodeproj", "--no-cache", "--quiet"], in: fixture.deletingLastPathComponent())
        XCTAssertTrue(
            above.stdout.hasPrefix("multiplatform-if-os/Shared/ShowListViewController.swift:60:39: error:"), above.stdout)

        // With another project beside it, only the named one is read.
        let copy = TestSupport.temporaryRoot.appendingPathComponent("named-project-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: fixture, to: copy)
        try FileManager.default.createDirectory(
            at: copy.appendingPathComponent("Other.xcodeproj"), withIntermediateDirectories: true)
        try "not a project\n".write(
            to: copy.appendingPathComponent("Other.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        let both = try run(["lint", ".", "--no-cache", "--quiet"], in: copy)
        XCTAssertTrue(both.stdout.contains("Other.xcodeproj/project.pbxproj:1"), both.stdout)
        let one = try run(["lint", "TVGuide.xcodeproj", "--no-cache", "--quiet"], in: copy)
        XCTAssertEqual(one.stdout, found.stdout)

        // Through a link in the working directory that leads out of it (`Shared -> ../elsewhere`),
        // the project's members are spelled as the files found through the link: they pair.
        let outside = TestSupport.temporaryRoot.appendingPathComponent("named-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture, to: outside.appendingPathComponent("TVGuide"))
        let linking = try TestSupport.temporaryProject(["README.md": "links\n"], for: self)
        try FileManager.default.createSymbolicLink(
            at: linking.appendingPathComponent("Shared"), withDestinationURL: outside.appendingPathComponent("TVGuide"))
        let folder = try run(["lint", "Shared", "--no-cache", "--quiet"], in: linking)
        let linked = try run(["lint", "Shared/TVGuide.xcodeproj", "--no-cache", "--quiet"], in: linking)
        XCTAssertTrue(folder.stdout.contains("found when linting target \"TVGuide tvOS\""), folder.stdout)
        XCTAssertEqual(linked.stdout, folder.stdout)

        // The configuration's project does not replace a project named on the command line.
        try "project: Other.xcodeproj\n".write(
            to: copy.appendingPathComponent(".seguelint.yml"), atomically: true, encoding: .utf8)
        let configured = try run(["lint", "TVGuide.xcodeproj", "--no-cache", "--quiet"], in: copy)
        XCTAssertEqual(configured.stdout, found.stdout)

        // A project folder without its project file is a usage error.
        let root = try TestSupport.temporaryProject(["Empty.xcodeproj/notes.txt": ""], for: self)
        let empty = try run(["lint", "Empty.xcodeproj", "--no-cache"], in: root)
        XCTAssertEqual(empty.status, 2)
        XCTAssertEqual(
            empty.stderr,
            "seguelint: error: no Xcode project at Empty.xcodeproj: Empty.xcodeproj/project.pbxproj does not exist\n")
    }

    /// `dump` of a `.xcodeproj` shows the model: targets, platforms, configurations, storyboards.
    func testDumpShowsTheProjectModel() throws {
        let dump = try run(["dump", "TVGuide.xcodeproj"])
        XCTAssertEqual(dump.status, 0, dump.stderr)
        XCTAssertTrue(
            dump.stdout.contains("target \"TVGuide tvOS\" (line 122) module TVGuide_tvOS platform appletvos os tvOS"), dump.stdout
        )
        XCTAssertTrue(dump.stdout.contains("    storyboard tvOS/Base.lproj/Main.storyboard"), dump.stdout)
        XCTAssertTrue(dump.stdout.contains("    configuration Debug swift 5.0 conditions DEBUG"), dump.stdout)
    }
}
