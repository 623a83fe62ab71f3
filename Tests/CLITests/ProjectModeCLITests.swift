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
