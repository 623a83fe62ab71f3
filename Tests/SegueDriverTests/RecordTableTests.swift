import XCTest

@testable import SegueCache

/// The previous pack's records, found without hashing: by binary search, and for a sorted list
/// of paths where the last one was found. Checked against a dictionary of the same records.
final class RecordTableTests: XCTestCase {
    private func record(_ path: String, _ size: UInt64 = 1) -> CacheRecord {
        CacheRecord(
            path: path, signature: FileSignature(size: size, modified: 0, changed: 0, inode: size, device: 1), trusted: true,
            key: ContentKey(high: size, low: 0), payloadKey: ContentKey(high: 0, low: size), pulledBy: [], payload: [][...])
    }

    /// Paths of a project's shape: folders, siblings that share a prefix, `-` and `.` (which
    /// sort before `/`), non-ASCII names.
    private var paths: [String] {
        var paths: [String] = []
        for folder in ["/r/App", "/r/App-Extension", "/r/App.Tests", "/r/Ünï", "/r/App/Sub"] {
            for name in ["A.swift", "B.storyboard", "C.h", "C.m", "Z.swift", "é.swift", "A.swift.orig"] {
                paths.append(folder + "/" + name)
            }
        }
        return paths
    }

    func testFindsWhatADictionaryFinds() {
        let all = paths.sorted()
        var generator = SystemRandomNumberGenerator()
        // Every other path is in the pack; the rest are files the last run did not see.
        let stored = all.enumerated().filter { $0.offset % 2 == 0 }.map { record($0.element, UInt64($0.offset + 1)) }
        let table = RecordTable(stored)
        let byPath = Dictionary(uniqueKeysWithValues: stored.map { ($0.path, $0) })
        for path in all + ["", "/", "/r/App/", "/zzz"] {
            XCTAssertEqual(table[path]?.signature, byPath[path]?.signature, path)
        }
        for asked in [all, all.shuffled(using: &generator), Array(all.reversed()), all + all, []] {
            let positions = table.positions(of: asked)
            XCTAssertEqual(positions.count, asked.count)
            for (path, position) in zip(asked, positions) {
                XCTAssertEqual(position.map { table.records[$0].path }, byPath[path]?.path, path)
            }
        }
    }

    /// A table out of order (which `write` never stores) misses records, and never gives one of
    /// another path.
    func testATableOutOfOrderOnlyMisses() {
        var generator = SystemRandomNumberGenerator()
        let table = RecordTable(paths.shuffled(using: &generator).map { record($0) })
        for path in paths {
            if let found = table[path] { XCTAssertEqual(found.path, path) }
        }
        for (path, position) in zip(paths.sorted(), table.positions(of: paths.sorted())) {
            if let position { XCTAssertEqual(table.records[position].path, path) }
        }
    }
}

extension RecordTable {
    /// Each record by its path, for the tests that look records up in a pack they read.
    var byPath: [String: CacheRecord] { Dictionary(records.map { ($0.path, $0) }, uniquingKeysWith: { $1 }) }
}
