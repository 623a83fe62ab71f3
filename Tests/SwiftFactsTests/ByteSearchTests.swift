import SegueModel
import XCTest

final class ByteSearchTests: XCTestCase {
    /// The search looks for each needle's rarest byte first; whatever byte it picks, it finds what
    /// a plain scan finds: at the start, at the end, overlapping, in ranges, in empty and short input.
    func testFindsWhatAPlainScanFinds() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("egu Sq(.\n".utf8)
        let needleSets = [["egue"], ["e"], ["Seg", "(.", "q"], ["egue", "routeTo", "dequeueReusable"], ["uu", "gg.q"]]
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
            }
        }
    }
}
