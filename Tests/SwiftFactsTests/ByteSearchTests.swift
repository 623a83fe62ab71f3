import SwiftFacts
import XCTest

@testable import SegueModel

final class ByteSearchTests: XCTestCase {
    /// The search looks for each needle's rarest byte first; whatever byte it picks, it finds what
    /// a plain scan finds: at the start, at the end, overlapping, in ranges, in empty and short input.
    func testFindsWhatAPlainScanFinds() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("egu Sq(.\n".utf8)
        // Needles with common anchors are found in one pass by their rarest pairs (`PairTable`),
        // a one-byte needle beside them by `memchr`; a needle given twice is found twice.
        let needleSets = [
            ["egue"], ["e"], ["Seg", "(.", "q"], ["egue", "routeTo", "dequeueReusable"], ["uu", "gg.q"],
            ["egue", "routeTo", "dequeueReusable", "e"], ["uu", "gg.q", "Seg", "(.", "q", "uu"], ["eg", "gu", "ue", "egue", "S"],
        ]
        XCTAssertTrue(needleSets.contains { ByteSearch($0).usesPairTable })
        XCTAssertTrue(needleSets.contains { !ByteSearch($0).usesPairTable })
        for _ in 0..<3_000 {
            let length = Int.random(in: 0...40, using: &generator)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            let needles = needleSets.randomElement(using: &generator)!
            let search = ByteSearch(needles)
            let lower = Int.random(in: 0...max(0, length), using: &generator)
            let upper = Int.random(in: lower...max(lower, length), using: &generator)
            let plain = { (range: Range<Int>) -> Bool in
                needles.contains { needle in
                    let pattern = Array(needle.utf8)
                    guard range.count >= pattern.count else { return false }
                    return (range.lowerBound...(range.upperBound - pattern.count)).contains { start in
                        Array(bytes[start..<(start + pattern.count)]) == pattern
                    }
                }
            }
            XCTAssertEqual(search.occurs(in: bytes), plain(0..<length), "\(bytes) \(needles)")
            bytes.withUnsafeBufferPointer { buffer in
                XCTAssertEqual(search.occurs(in: buffer, range: lower..<upper), plain(lower..<upper), "\(bytes) \(needles)")
                // The occurrences found once answer every range as the search does.
                let found = search.occurrences(in: buffer)
                XCTAssertEqual(found.occurs(in: lower..<upper), plain(lower..<upper), "occurrences \(bytes) \(needles)")
                XCTAssertEqual(found.occurs(in: 0..<length), plain(0..<length), "occurrences \(bytes) \(needles)")
                // Every place, each needle's own.
                let expected = needles.flatMap { needle -> [Range<Int>] in
                    let pattern = Array(needle.utf8)
                    guard length >= pattern.count else { return [] }
                    return (0...(length - pattern.count)).filter { Array(bytes[$0..<($0 + pattern.count)]) == pattern }
                        .map { $0..<($0 + pattern.count) }
                }.sorted { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) }
                XCTAssertEqual(found.spans.map { $0.start..<$0.end }, expected, "spans \(bytes) \(needles)")
            }
        }
    }

    /// One pass over pairs of bytes for needles whose anchors `memchr` would stop at often (the
    /// segue words, the local-type keywords); `memchr` for rare anchors: over the apps' headers
    /// the Objective-C declaration words (`@`) took five times as long by pairs.
    func testPairsOnlyWhereMemchrWouldStopOften() {
        XCTAssertTrue(ByteSearch(ExtractionOptions.segueWords).usesPairTable)
        XCTAssertTrue(ByteSearch(["class", "struct", "enum", "protocol", "actor", "extension"]).usesPairTable)
        XCTAssertFalse(ByteSearch(["@interface", "@implementation", "@compatibility_alias", "IBAction"]).usesPairTable)
        XCTAssertFalse(ByteSearch(["seguelint:"]).usesPairTable)
    }

    /// `containsBytes` finds what a byte-for-byte scan finds, in strings and substrings, and
    /// compares bytes, not Unicode equivalence (Foundation's `contains` calls "é" and "e\u{301}" equal).
    func testContainsBytesComparesBytes() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab.$é")
        for _ in 0..<2_000 {
            let text = String(
                (0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let needle = String(
                (0..<Int.random(in: 0...3, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let haystack = Array(text.utf8)
            let wanted = Array(needle.utf8)
            let plain =
                wanted.isEmpty
                || (0...max(0, haystack.count - wanted.count)).contains { start in
                    start + wanted.count <= haystack.count && Array(haystack[start..<start + wanted.count]) == wanted
                }
            XCTAssertEqual(text.containsBytes(needle), plain, "\(text) \(needle)")
            XCTAssertEqual(("x" + text + "y").dropFirst().dropLast().containsBytes(needle), plain, "substring \(text) \(needle)")
        }
        XCTAssertTrue("$(inherited) -DDEBUG".containsBytes("$(inherited)"))
        XCTAssertFalse("caf\u{E9}".containsBytes("e\u{301}"))
    }
}
