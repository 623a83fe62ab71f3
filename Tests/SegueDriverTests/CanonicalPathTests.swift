import Foundation
import SegueModel
import TestSupport
import XCTest

@testable import SegueCache
@testable import SegueDriver
@testable import SegueRules

/// One spelling per file, for paths that exist and for paths that don't (yet).
final class CanonicalPathTests: XCTestCase {
    func testExistingDanglingMissingAndLoopingPaths() throws {
        let root = try TestSupport.temporaryProject(["real/App/Home.swift": "", "real/b/.keep": ""], for: self)
        let real = root.appendingPathComponent("real").path
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("link").path, withDestinationPath: "real")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("real/next").path, withDestinationPath: "b/later.json")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("loop1").path, withDestinationPath: "loop2")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("loop2").path, withDestinationPath: "loop1")

        XCTAssertEqual(CanonicalPath.resolve(root.appendingPathComponent("link/App/Home.swift").path), real + "/App/Home.swift")
        XCTAssertEqual(CanonicalPath.resolve("App/../App/Home.swift", from: real), real + "/App/Home.swift")
        // A dangling link leads to where the file will be.
        XCTAssertEqual(CanonicalPath.resolve(root.appendingPathComponent("link/next").path), real + "/b/later.json")
        // Missing components are applied as written, `..` included, after the links before them.
        XCTAssertEqual(CanonicalPath.resolve(root.appendingPathComponent("link/gone/../b.json").path), real + "/b.json")
        XCTAssertEqual(CanonicalPath.resolve(root.appendingPathComponent("link/gone/deeper/..").path), real + "/gone")
        // A loop ends instead of recursing forever.
        XCTAssertTrue(CanonicalPath.resolve(root.appendingPathComponent("loop1/x").path).hasSuffix("/x"))
        // A named link to a file keeps its own name.
        XCTAssertEqual(CanonicalPath.resolveFolder(of: root.appendingPathComponent("link/next").path), real + "/next")
    }

    func testRelativePathsClimbOutWithDotDot() {
        XCTAssertEqual(CanonicalPath.relative("/a/b/c.swift", from: "/a/d"), "../b/c.swift")
        XCTAssertEqual(CanonicalPath.relative("/a/b/c.swift", from: "/a/b"), "c.swift")
        XCTAssertEqual(CanonicalPath.relative("/a", from: "/a"), ".")
        XCTAssertEqual(CanonicalPath.relative("/x/y", from: "/"), "x/y")
    }
}
