import XCTest

@testable import SegueDriver

/// `PathsByPrefix` narrows the paths a target asks about; it must never leave out one that
/// `String.hasPrefix` would admit, whatever the spelling (decomposed accents, a Kelvin sign).
final class PathsByPrefixTests: XCTestCase {
    func testEveryPathWithThePrefixIsACandidate() {
        let paths = [
            "/r/App/A.swift", "/r/App/Sub/B.swift", "/r/AppKit/C.swift", "/r/App", "/r/Ap/D.swift", "/r/app/E.swift",
            "/r/Caf\u{E9}/F.swift", "/r/Cafe\u{301}/G.swift", "/r/Cafe/H.swift", "/r/K/I.swift", "/r/\u{212A}/J.swift",
            "/r/App/A.swift", "/r/Z\u{301}/K.swift", "/s/App/L.swift",
        ]
        let index = PathsByPrefix(paths)
        let prefixes = [
            "/r/App/", "/r/App/Sub/", "/r/Caf\u{E9}/", "/r/Cafe\u{301}/", "/r/Cafe/", "/r/K/", "/r/\u{212A}/", "/r/",
            "/nowhere/", "/r/Z/", "",
        ]
        for prefix in prefixes {
            let candidates = index.candidates(withPrefix: prefix)
            XCTAssertEqual(Set(candidates).count, candidates.count, "each candidate once for \(prefix)")
            let admitted = paths.indices.filter { paths[$0].hasPrefix(prefix) }
            XCTAssertTrue(Set(admitted).isSubset(of: candidates), "\(prefix): \(admitted) not all in \(candidates.sorted())")
        }
        // ASCII paths are found by bytes: those without the prefix are left out.
        XCTAssertEqual(
            Set(index.candidates(withPrefix: "/r/App/").filter { paths[$0].utf8.allSatisfy { $0 < 0x80 } }), [0, 1, 11])
        // Canonical equivalence counts: both spellings of café have either prefix, and K has the Kelvin sign's.
        XCTAssertTrue(Set(index.candidates(withPrefix: "/r/Caf\u{E9}/")).isSuperset(of: [6, 7]))
        XCTAssertTrue(Set(index.candidates(withPrefix: "/r/\u{212A}/")).isSuperset(of: [9, 10]))
    }
}
