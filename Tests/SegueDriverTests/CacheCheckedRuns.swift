import Foundation
import XCTest

@testable import SegueCache
@testable import SegueDriver

extension XCTestCase {
    /// A cache in `root` that trusts files written just now (a run would otherwise read them again).
    func trustingCache(in root: URL) -> FactsCache {
        var cache = FactsCache(path: root.appendingPathComponent(".cache").path, build: "test")
        cache.trustWindow = -60
        return cache
    }

    /// Lints `root` with `cache` and without a cache; the two must agree.
    func lintCheckingTheCache(
        _ root: URL, cache: FactsCache, file: StaticString = #filePath, line: UInt = #line
    ) throws -> LintResult {
        let files = try FileDiscovery.discover([root.path])
        let cached = Linter.lint(files, load: .init(cache: cache))
        let uncached = Linter.lint(files)
        XCTAssertEqual(cached.diagnostics, uncached.diagnostics, "the cache changes nothing", file: file, line: line)
        return cached
    }

    /// Writes `content` to `name` under `root`.
    func write(_ content: String, to name: String, in root: URL) throws {
        try content.write(to: root.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }
}
