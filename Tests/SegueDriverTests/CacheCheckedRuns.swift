import Foundation
import XCTest

@testable import SegueCache
@testable import SegueDriver
@testable import SegueRules

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

    /// A scene of `viewController` with a segue `identifier` in `folder/Main.storyboard` (or
    /// `storyboard`), and its class in `folder/Home.swift` (or `source`) performing `identifier`
    /// misspelled (its first vowel dropped): a finding while the files are linted.
    func writeMisspelledSegue(
        _ identifier: String, viewController: String, in folder: String, storyboard: String = "Main.storyboard",
        source: String = "Home.swift", root: URL
    ) throws {
        let misspelled = identifier.replacingOccurrences(of: "o", with: "", options: [], range: identifier.range(of: "o"))
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        try write(
            Examples.storyboard(
                viewController: viewController,
                segues: [#"<segue destination="dst-00-001" kind="show" identifier="\#(identifier)" id="sg1-00-001"/>"#]),
            to: folder + "/" + storyboard, in: root)
        try write(
            "class \(viewController): UIViewController { func go() { performSegue(withIdentifier: \"\(misspelled)\", sender: nil) } }\n",
            to: folder + "/" + source, in: root)
    }

    /// A storyboard of `viewController` (with `segues`) that also has a scene of `customClass`,
    /// a class without a module that no Swift file may declare (a pod's, a submodule's).
    func storyboard(_ viewController: String, segues: [String] = [], alsoShowing customClass: String) -> String {
        Examples.storyboard(viewController: viewController, segues: segues).replacingOccurrences(
            of: "</scenes>",
            with:
                #"<scene sceneID="cls-00-001"><objects><viewController id="clv-00-001" customClass="\#(customClass)" sceneMemberID="viewController"/></objects></scene></scenes>"#
        )
    }
}
