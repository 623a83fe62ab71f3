import SegueModel
import SwiftFacts
import XCTest

/// `#if` clauses judged per target build with SwiftIfConfig: known platforms and flags decide,
/// what can't be decided counts both ways, and a clause is active if any configuration makes it so.
final class ConditionEvaluatorTests: XCTestCase {
    private func region(_ condition: String?, after earlier: [String] = []) -> ConditionalRegion {
        ConditionalRegion(
            condition: condition, earlierConditions: earlier,
            start: Location(file: "A.swift", line: 1), end: Location(file: "A.swift", line: 9))
    }

    private let iOSDebug = TargetBuildConfiguration(
        operatingSystem: "iOS", customConditions: ["DEBUG"],
        importableModules: ["App", "Alamofire"], swiftVersion: "5.0")
    private let iOSRelease = TargetBuildConfiguration(operatingSystem: "iOS", importableModules: ["App"], swiftVersion: "5.0")
    private let tvOS = TargetBuildConfiguration(operatingSystem: "tvOS", swiftVersion: "5.0")

    func testPlatformsDecideOSClauses() {
        let iOS = ConditionEvaluator(configurations: [iOSDebug, iOSRelease])
        let tv = ConditionEvaluator(configurations: [tvOS])
        XCTAssertTrue(iOS.isActive(region("os(iOS)")))
        XCTAssertFalse(iOS.isActive(region("os(tvOS)", after: ["os(iOS)"])))
        XCTAssertFalse(iOS.isActive(region(nil, after: ["os(iOS)"])))
        XCTAssertFalse(tv.isActive(region("os(iOS)")))
        XCTAssertTrue(tv.isActive(region("os(tvOS)", after: ["os(iOS)"])))
        XCTAssertTrue(tv.isActive(region("os(iOS) || os(tvOS)")))
        XCTAssertFalse(tv.isActive(region("os(OSX)")))
        XCTAssertTrue(
            ConditionEvaluator(configurations: [TargetBuildConfiguration(operatingSystem: "macOS")]).isActive(region("os(OSX)")))
    }

    /// Debug and Release differ in DEBUG: a clause active in either counts.
    func testAnyConfigurationMakesAClauseActive() {
        let both = ConditionEvaluator(configurations: [iOSDebug, iOSRelease])
        XCTAssertTrue(both.isActive(region("DEBUG")))
        XCTAssertTrue(both.isActive(region(nil, after: ["DEBUG"])))
        let release = ConditionEvaluator(configurations: [iOSRelease])
        XCTAssertFalse(release.isActive(region("DEBUG")))
        XCTAssertFalse(release.isActive(region("os(iOS) && DEBUG")))
    }

    /// arch(), targetEnvironment() and unknown modules can't be decided: both branches count; but
    /// they can't rescue a clause that a known fact rules out.
    func testUndecidableConditionsCountBothWays() {
        let iOS = ConditionEvaluator(configurations: [iOSRelease])
        XCTAssertTrue(iOS.isActive(region("targetEnvironment(simulator)")))
        XCTAssertTrue(iOS.isActive(region(nil, after: ["targetEnvironment(simulator)"])))
        XCTAssertTrue(iOS.isActive(region("arch(arm64) && !arch(x86_64)")))
        XCTAssertFalse(iOS.isActive(region("os(tvOS) && targetEnvironment(simulator)")))
        XCTAssertTrue(iOS.isActive(region("canImport(SomePod)")))
        XCTAssertTrue(iOS.isActive(region("canImport(UIKit)")))
        XCTAssertFalse(iOS.isActive(region("canImport(AppKit)")))
        XCTAssertFalse(iOS.isActive(region(nil, after: ["canImport(UIKit)"])))
        XCTAssertTrue(ConditionEvaluator(configurations: [iOSDebug]).isActive(region("canImport(Alamofire)")))
        XCTAssertTrue(iOS.isActive(region("swift(>=4.2)")))
        XCTAssertFalse(iOS.isActive(region("swift(>=6.0)")))
        XCTAssertTrue(iOS.isActive(region("this is not a condition")))
    }

    /// No configuration (platform unknown, folder mode): everything is active.
    func testUnknownPlatformKeepsEveryBranch() {
        let unknown = ConditionEvaluator(configurations: [TargetBuildConfiguration(operatingSystem: nil)])
        XCTAssertTrue(unknown.isActive(region("os(iOS)")))
        XCTAssertTrue(unknown.isActive(region("os(tvOS)", after: ["os(iOS)"])))
        XCTAssertTrue(ConditionEvaluator(configurations: []).isActive(region("false")))
    }

    /// Facts inside an inactive clause are dropped; nested clauses follow their parent.
    func testKeepingActiveDropsFactsOfInactiveClauses() throws {
        let source = """
            class ListViewController: UIViewController {
                func show() {
                    #if os(iOS)
                    performSegue(withIdentifier: "showSettings", sender: nil)
                    #elseif os(tvOS)
                    performSegue(withIdentifier: "showGuide", sender: nil)
                    #if DEBUG
                    performSegue(withIdentifier: "showDebug", sender: nil)
                    #endif
                    #endif
                }
            }
            """
        let facts = SwiftFactsExtractor.extract(source: source, path: "List.swift")
        XCTAssertEqual(facts.conditionalRegions.count, 3)
        func identifiers(_ evaluator: ConditionEvaluator) -> [String] {
            facts.keepingActive(evaluator.isActive).identifierUses.map(\.expression.description)
        }
        XCTAssertEqual(identifiers(ConditionEvaluator(configurations: [iOSDebug])), ["\"showSettings\""])
        XCTAssertEqual(identifiers(ConditionEvaluator(configurations: [tvOS])), ["\"showGuide\""])
        var tvDebug = tvOS
        tvDebug.customConditions = ["DEBUG"]
        XCTAssertEqual(identifiers(ConditionEvaluator(configurations: [tvDebug])), ["\"showGuide\"", "\"showDebug\""])
    }
}
