import Foundation
import XCTest

@testable import SegueCache
@testable import SegueModel

/// What every run does before reading a file, done without Foundation's costly general paths
/// (docs/performance.md, Start): each must give what the general path gives.
final class StartCostTests: XCTestCase {
    /// The hand-written hex of a fingerprint is `String(format:)`'s: 32 lowercase digits, high
    /// word first, leading zeros kept.
    func testFingerprintHexIsTheFormattedKey() {
        var inputs: [[UInt8]] = [[], [0], Array("seguelint".utf8), Array(repeating: 0xFF, count: 100)]
        inputs += (0..<200).map { count in (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ count) } }
        var leadingZero = false
        for bytes in inputs {
            var fingerprint = Fingerprint()
            fingerprint.add(bytes)
            let key = fingerprint.key
            let expected = String(format: "%016llx%016llx", key.high, key.low)
            XCTAssertEqual(fingerprint.hex, expected, "\(bytes.count) bytes")
            leadingZero = leadingZero || expected.first == "0" || expected.dropFirst(16).first == "0"
        }
        XCTAssertTrue(leadingZero, "some key has a word with a leading zero digit")
    }

    /// `ProcessEnvironment.value` reads one variable as `ProcessInfo.environment` has it.
    func testProcessEnvironmentReadsOneVariable() {
        let name = "SEGUELINT_START_COST_TEST"
        setenv(name, "a b=c/ü", 1)
        XCTAssertEqual(ProcessEnvironment.value(name), "a b=c/ü")
        XCTAssertEqual(ProcessEnvironment.value(name), ProcessInfo.processInfo.environment[name])
        setenv(name, "", 1)
        XCTAssertEqual(ProcessEnvironment.value(name), "")
        unsetenv(name)
        XCTAssertNil(ProcessEnvironment.value(name))
    }

    /// The cache's folder and packs are joined as strings: one slash between the parts, whether
    /// or not the cache path ends with one.
    func testCachePathsAreJoinedWithOneSlash() {
        for path in ["/tmp/cache", "/tmp/cache/"] {
            let cache = FactsCache(path: path, build: "b1")
            XCTAssertEqual(cache.directory.path, "/tmp/cache/facts-\(SegueLintVersion.current)-\(FactsCache.formatVersion)-b1")
            let pack = cache.packURL(salt: "s")
            XCTAssertEqual(pack.deletingLastPathComponent().path, cache.directory.path)
            XCTAssertEqual(pack.pathExtension, "pack")
            XCTAssertEqual(pack.deletingPathExtension().lastPathComponent.count, 32)
        }
    }

    /// A failed read's reason is the read error's own words, as its description has them.
    func testReadReasonIsTheReadErrorsDescription() throws {
        let missing = NSTemporaryDirectory() + "seguelint-start-cost-missing-\(getpid())"
        XCTAssertThrowsError(try InputFile.bytes(atPath: missing)) { error in
            XCTAssertEqual(ReadLog.Read.reason(error), "\(error)")
            XCTAssertFalse(ReadLog.Read.reason(error).isEmpty)
        }
        let outcome = ReadLog.Read.file(missing).outcome(in: ReadBoundary(roots: ["/"]))
        XCTAssertEqual(outcome.last, 0, "a failed read ends with 0")
    }
}
