import Foundation
import XCTest

/// Paths and helpers shared by the test targets.
public enum TestSupport {
    /// The package root, found from this file's path.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Fixtures/` in the package.
    public static var fixtures: URL { packageRoot.appendingPathComponent("Fixtures") }

    /// Compares text with a stored expectation and prints a diff on mismatch.
    public static func assertMatchesFile(
        _ actual: String, _ expectedFile: URL,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        if let problem = mismatch(actual, expectedFile) { XCTFail(problem, file: file, line: line) }
    }

    /// `nil` when `actual` is the content of `expectedFile`, else what differs (for XCTest and
    /// Swift Testing alike).
    public static func mismatch(_ actual: String, _ expectedFile: URL) -> String? {
        guard let expected = try? String(contentsOf: expectedFile, encoding: .utf8) else {
            return "missing expectation \(expectedFile.path); run scripts/update-expectations"
        }
        guard actual != expected else { return nil }
        return "\(expectedFile.path) differs (run scripts/update-expectations and review the diff)\n"
            + diff(expected: expected, actual: actual)
    }

    /// A line-by-line diff good enough for test failures.
    public static func diff(expected: String, actual: String) -> String {
        let expectedLines = expected.components(separatedBy: "\n")
        let actualLines = actual.components(separatedBy: "\n")
        var out: [String] = []
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let lhs = index < expectedLines.count ? expectedLines[index] : nil
            let rhs = index < actualLines.count ? actualLines[index] : nil
            if lhs != rhs {
                if let lhs { out.append("- \(lhs)") }
                if let rhs { out.append("+ \(rhs)") }
            }
        }
        return out.prefix(40).joined(separator: "\n")
    }

    /// The folder every test's temporary projects and caches live in, one per test process. Its
    /// path is canonical (no symbolic link on the way, unlike macOS's `/var/folders`), and it is
    /// the ceiling of configuration lookups in CLI tests, so a stray `.seguelint.yml` in `/tmp`
    /// or above never changes a result.
    public static let temporaryRoot: URL = {
        let base = URL(fileURLWithPath: FileManager.default.temporaryDirectory.resolvingSymlinksInPath().path)
        let root = base.appendingPathComponent("seguelint-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TestSupport.temporaryRoot) }
        return root
    }()

    /// The environment for running the built binary in a test: the caller's, with the cache in a
    /// folder of the test run's own (never the user's) and configuration lookups stopped at
    /// `temporaryRoot` (see `SEGUELINT_CONFIG_CEILING`).
    public static var isolatedEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = temporaryRoot.appendingPathComponent("cache").path
        environment["SEGUELINT_CONFIG_CEILING"] = temporaryRoot.path
        environment["NO_COLOR"] = nil
        environment["XCODE_VERSION_ACTUAL"] = nil
        return environment
    }

    /// A time limit for a test: `seconds` in a plain build, ten times as long when the suite runs
    /// under a sanitizer (scripts/sanitize exports SEGUELINT_SANITIZE), which slows code down
    /// two to fifteen times. A limit is there to catch a hang or a blow-up, not to benchmark.
    public static func timeLimit(_ seconds: Double) -> Double {
        (ProcessInfo.processInfo.environment["SEGUELINT_SANITIZE"] ?? "").isEmpty ? seconds : seconds * 10
    }

    /// Writes `files` (relative path → text) into a new temporary folder that is removed when
    /// `testCase` finishes.
    public static func temporaryProject(_ files: [String: String], for testCase: XCTestCase) throws -> URL {
        let root = temporaryRoot.appendingPathComponent("project-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (name, content) in files {
            let url = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try content.write(to: url, atomically: true, encoding: .utf8)
        }
        testCase.addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        return root
    }

    /// Every file under `directory` whose name ends with `suffix`, sorted.
    public static func files(under directory: URL, suffix: String) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }.filter { $0.lastPathComponent.hasSuffix(suffix) }
            .sorted { $0.path < $1.path }
    }

    /// Runs a program to its end; its status and its stdout and stderr together.
    public static func runProgram(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// Runs `python3 -c script arguments…` (through `/usr/bin/env`).
    public static func runPython(_ script: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        try runProgram(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script] + arguments)
    }
}

/// A value shared with other threads.
public final class LockedBox<Value: Sendable>: @unchecked Sendable {  // Safe: `stored` is only touched under `lock`.
    private let lock = NSLock()
    private var stored: Value

    public init(_ value: Value) { stored = value }

    public var value: Value { lock.withLock { stored } }

    public func set(_ value: Value) { lock.withLock { stored = value } }

    public func update(_ change: (inout Value) -> Void) { lock.withLock { change(&stored) } }
}
