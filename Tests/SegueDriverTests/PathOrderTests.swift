import Foundation
import TestSupport
import XCTest

@testable import SegueModel

/// `PathOrder.ascending` against `String`'s own sort: the same order, and equal paths in the
/// order given, on the shapes paths take and on text that is not ASCII.
final class PathOrderTests: XCTestCase {
    private func assertSortsAsString(_ paths: [String], file: StaticString = #filePath, line: UInt = #line) {
        let expected = paths.indices.sorted { paths[$0] < paths[$1] }
        XCTAssertEqual(PathOrder.ascending(paths), expected, file: file, line: line)
    }

    func testSortsAsStringDoes() {
        var generator = SystemRandomNumberGenerator()
        // Bytes that sort around `/` (`-`, `.`, ` `, `0`), folders whose names are prefixes of
        // others, a long shared prefix, repeated paths.
        let parts = ["App", "App-Extension", "App.Tests", "App Clip", "A", "a", "0", "Sources", "Z.swift", "A.swift", "é"]
        for round in 0..<200 {
            let ascii = round % 2 == 0
            let pool = ascii ? parts.filter { $0.utf8.allSatisfy { $0 < 0x80 } } : parts
            var paths: [String] = []
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                let depth = Int.random(in: 1...5, using: &generator)
                let tail = (0..<depth).map { _ in pool.randomElement(using: &generator)! }.joined(separator: "/")
                paths.append("/work/main/.build/oss-check/apps/owner+name/" + tail)
            }
            paths += paths.prefix(3)
            assertSortsAsString(paths.shuffled(using: &generator))
        }
    }

    func testTextThatIsNotASCIIIsSortedAsStringDoes() {
        // A composed and a decomposed é are equal strings; a combining mark after an ASCII
        // letter sorts by the composed character.
        assertSortsAsString(["/r/e\u{301}.swift", "/r/f.swift", "/r/é.swift", "/r/e.swift", "/r/👤.swift", "/r/e.swift"])
        assertSortsAsString(["/r/b", "/r/a\u{301}b", "/r/ab"])
    }

    func testEdgeCases() {
        assertSortsAsString([])
        assertSortsAsString(["/one"])
        assertSortsAsString(["", "", "/"])
        assertSortsAsString(["/a/b", "/a/b", "/a", "/a/b/c", "/a/b-c", "/a/b.c", "/a/b c"])
        assertSortsAsString(["/same", "/same", "/same"])
    }

    /// Every fixture file's path.
    func testSortsTheFixturesPaths() throws {
        let root = TestSupport.fixtures.path
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: root))
        var generator = SystemRandomNumberGenerator()
        let paths = enumerator.compactMap { $0 as? String }.map { root + "/" + $0 }
        XCTAssertGreaterThan(paths.count, 500)
        assertSortsAsString(paths.shuffled(using: &generator))
    }
}
