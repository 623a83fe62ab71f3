import SegueModel
import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// One build of a target, as far as `#if` needs it: the operating system, the custom conditions
/// (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `-D` flags), the modules it can import besides the
/// platform's frameworks, and the Swift language version.
public struct TargetBuildConfiguration: Hashable, Sendable {
    /// `iOS`, `tvOS`, `watchOS`, `macOS`, `visionOS`; `nil` when unknown (then `os()` can't be decided).
    public var operatingSystem: String?
    /// Custom conditions that are set; any other is not.
    public var customConditions: Set<String>
    /// Modules `canImport` finds besides the platform's frameworks: the target's own module,
    /// package products, pods.
    public var importableModules: Set<String>
    /// `SWIFT_VERSION` (`5.0`), for `swift(>=…)`; Swift 5 when unknown.
    public var swiftVersion: String?

    /// Creates a configuration.
    public init(
        operatingSystem: String?, customConditions: Set<String> = [], importableModules: Set<String> = [],
        swiftVersion: String? = nil
    ) {
        self.operatingSystem = operatingSystem
        self.customConditions = customConditions
        self.importableModules = importableModules
        self.swiftVersion = swiftVersion
    }
}

/// Decides which `#if` clauses are active for a target, with swift-syntax's own `SwiftIfConfig`
/// evaluation. A clause counts as active when it is active in any of the target's build
/// configurations. What a configuration can't decide (`arch()`, `targetEnvironment()`,
/// `hasFeature()`, `canImport` of an unknown module, `os()` of a target whose platform is unknown)
/// counts as both true and false: the clause is active when some choice of those answers makes it
/// so. Answers are remembered per clause shape, so each distinct condition is parsed once.
public final class ConditionEvaluator {
    private let configurations: [TargetBuildConfiguration]
    private var memo: [[String]: Bool] = [:]
    private let expressions: ConditionExpressions

    /// An evaluator for a target's build configurations (none: every clause is active), parsing
    /// conditions through `expressions` (evaluators of several targets may share one).
    public init(configurations: [TargetBuildConfiguration], expressions: ConditionExpressions = ConditionExpressions()) {
        self.configurations = configurations
        self.expressions = expressions
    }

    /// Whether `region` is active in some build configuration.
    public func isActive(_ region: ConditionalRegion) -> Bool {
        guard !configurations.isEmpty else { return true }
        let key = region.earlierConditions + [region.condition ?? "#else"]
        if let known = memo[key] { return known }
        let earlier = region.earlierConditions.map(expressions.expression)
        let own = region.condition.map(expressions.expression)
        let active = configurations.contains { configuration in
            Self.satisfiable(configuration: configuration) { probe in
                // Every earlier clause false, and this one true (`#else`: no condition).
                guard earlier.allSatisfy({ $0.map { !Self.holds($0, in: probe) } ?? false }) else { return false }
                guard let own else { return true }
                return own.map { Self.holds($0, in: probe) } ?? true
            }
        }
        memo[key] = active
        return active
    }

    private static func holds(_ condition: ExprSyntax, in probe: Probe) -> Bool {
        IfConfigRegionState.evaluating(condition, in: probe).state == .active
    }

    /// Whether `test` passes for some answers to the questions the configuration can't decide
    /// (at most 2^6 combinations; beyond that, undecided counts as active).
    private static func satisfiable(configuration: TargetBuildConfiguration, _ test: (Probe) -> Bool) -> Bool {
        let first = Probe(configuration, assignment: [:])
        if test(first) { return true }
        let unknowns = first.unknowns
        guard !unknowns.isEmpty else { return false }
        guard unknowns.count <= 6 else { return true }
        for mask in 0..<(1 << unknowns.count) {
            var assignment: [String: Bool] = [:]
            for (index, atom) in unknowns.enumerated() { assignment[atom] = mask & (1 << index) != 0 }
            let probe = Probe(configuration, assignment: assignment)
            if test(probe) { return true }
            // A combination that raised new questions gets them answered "true" (already tried above).
        }
        return false
    }
}

/// `#if` conditions parsed once each, for the evaluators that share it (one thread at a time).
public final class ConditionExpressions {
    private var parsed: [String: ExprSyntax?] = [:]

    /// An empty cache.
    public init() {}

    /// The condition's syntax; `nil` when it doesn't parse (then it is undecidable).
    func expression(_ condition: String) -> ExprSyntax? {
        if let known = parsed[condition] { return known }
        let file = Parser.parse(source: "#if \(condition)\n#endif\n")
        let clause = file.statements.first?.item.as(IfConfigDeclSyntax.self)?.clauses.first
        let expression = file.hasError ? nil : clause?.condition
        parsed[condition] = expression
        return expression
    }
}

/// A `BuildConfiguration` for one target build, answering undecidable questions from an
/// assignment (default true) and recording them.
private final class Probe: BuildConfiguration {
    let configuration: TargetBuildConfiguration
    let assignment: [String: Bool]
    private(set) var unknowns: [String] = []

    init(_ configuration: TargetBuildConfiguration, assignment: [String: Bool]) {
        self.configuration = configuration
        self.assignment = assignment
    }

    private func undecided(_ atom: String) -> Bool {
        if let answer = assignment[atom] { return answer }
        if !unknowns.contains(atom) { unknowns.append(atom) }
        return true
    }

    func isCustomConditionSet(name: String) throws -> Bool { configuration.customConditions.contains(name) }
    func hasFeature(name: String) throws -> Bool { undecided("feature:\(name)") }
    func hasAttribute(name: String) throws -> Bool { undecided("attribute:\(name)") }

    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
        let module = importPath.first?.1 ?? ""
        if configuration.importableModules.contains(module) { return true }
        guard let system = configuration.operatingSystem else { return undecided("import:\(module)") }
        if PlatformFrameworks.modules(of: system).contains(module) { return true }
        if PlatformFrameworks.all.contains(module) { return false }
        return undecided("import:\(module)")
    }

    func isActiveTargetOS(name: String) throws -> Bool {
        guard let system = configuration.operatingSystem else { return undecided("os:\(PlatformFrameworks.osName(name))") }
        return PlatformFrameworks.osName(name) == system
    }

    func isActiveTargetArchitecture(name: String) throws -> Bool { undecided("arch:\(name)") }
    func isActiveTargetEnvironment(name: String) throws -> Bool { undecided("environment:\(name)") }
    func isActiveTargetRuntime(name: String) throws -> Bool { name == "_ObjC" ? true : undecided("runtime:\(name)") }
    func isActiveTargetPointerAuthentication(name: String) throws -> Bool { undecided("ptrauth:\(name)") }
    func isActiveTargetObjectFormat(name: String) throws -> Bool { name == "MachO" }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple {
        let parts = (configuration.swiftVersion ?? "5").split(separator: ".").compactMap { Int($0) }
        return VersionTuple(components: parts.isEmpty ? [5] : parts)
    }
    var compilerVersion: VersionTuple { VersionTuple(6, 3) }
}

/// The frameworks `canImport` finds on each platform (the commonly imported ones; a module in none
/// of these lists and not known from the project is undecidable).
enum PlatformFrameworks {
    private static let shared: Set<String> = [
        "Foundation", "Swift", "Darwin", "Dispatch", "ObjectiveC", "os", "OSLog", "Combine", "SwiftUI", "CoreData",
        "CoreGraphics", "CoreFoundation", "CoreImage", "CoreLocation", "CoreML", "CoreMedia", "CoreText", "CoreVideo",
        "QuartzCore", "ImageIO", "AVFoundation", "AVKit", "MapKit", "CloudKit", "GameKit", "GameController", "SpriteKit",
        "SceneKit", "Metal", "MetalKit", "Network", "Security", "StoreKit", "UserNotifications", "Accelerate", "Contacts",
        "UniformTypeIdentifiers", "AuthenticationServices", "CryptoKit", "CoreBluetooth", "MediaPlayer", "Photos",
        "HealthKit", "WidgetKit", "AppIntents", "Intents", "Observation", "SwiftData", "RealityKit",
    ]
    private static let byOS: [String: Set<String>] = [
        "iOS": shared.union([
            "UIKit", "WebKit", "SafariServices", "MessageUI", "PhotosUI", "ContactsUI", "EventKit",
            "EventKitUI", "ARKit", "Vision", "CallKit", "CoreMotion", "LocalAuthentication", "PencilKit",
            "QuickLook", "LinkPresentation", "CarPlay", "BackgroundTasks", "CoreHaptics", "IntentsUI",
            "AppTrackingTransparency", "CoreNFC", "VisionKit", "MobileCoreServices", "AdSupport",
        ]),
        "tvOS": shared.union([
            "UIKit", "TVUIKit", "TVServices", "TVMLKit", "Vision", "BackgroundTasks", "CoreHaptics",
            "PhotosUI", "MobileCoreServices", "AppTrackingTransparency",
        ]),
        "watchOS": shared.union(["UIKit", "WatchKit", "ClockKit", "WatchConnectivity", "CoreMotion", "EventKit"]),
        "macOS": shared.union([
            "AppKit", "Cocoa", "WebKit", "SafariServices", "EventKit", "ARKit", "Vision", "CoreMotion",
            "LocalAuthentication", "PhotosUI", "QuickLook", "Quartz", "CoreServices", "IOKit",
            "ServiceManagement", "LinkPresentation", "IntentsUI",
        ]),
        "visionOS": shared.union(["UIKit", "WebKit", "ARKit", "Vision", "PhotosUI", "SafariServices", "QuickLook"]),
    ]
    static let all: Set<String> = byOS.values.reduce(into: []) { $0.formUnion($1) }

    static func modules(of system: String) -> Set<String> { byOS[system] ?? [] }

    /// `os()` spellings: `OSX` is `macOS`, `xrOS` is `visionOS`.
    static func osName(_ name: String) -> String {
        switch name {
        case "OSX": return "macOS"
        case "xrOS": return "visionOS"
        default: return name
        }
    }
}
