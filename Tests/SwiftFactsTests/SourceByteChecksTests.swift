import Foundation
import TestSupport
import XCTest

@testable import SwiftFacts

final class UTF8ValidationTests: XCTestCase {
    /// The validation passes ASCII eight bytes at a time, also between multi-byte characters; it
    /// accepts what the standard library accepts and points at the byte a byte-by-byte reading
    /// points at, whatever the alignment of the runs around it.
    func testAgreesWithAByteByByteReading() {
        var generator = SystemRandomNumberGenerator()
        // ASCII and newlines, valid two- to four-byte characters, and bytes that break a sequence:
        // a lone continuation, a truncated lead, an overlong form, a surrogate, beyond U+10FFFF.
        let pieces: [[UInt8]] = [
            Array("let a = 1".utf8), [0x0A], Array("  // x".utf8), Array("é".utf8), Array("€".utf8), Array("𝄞".utf8),
            Array("abcdefghijklmnop".utf8), [0x80], [0xC3], [0xE2, 0x82], [0xC0, 0xAF], [0xE0, 0x80, 0xAF],
            [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF],
        ]
        var invalidCount = 0
        for round in 0..<5_000 {
            var bytes: [UInt8] = []
            // Mostly valid text; every few rounds one or two breaking pieces.
            let breaking = round % 3 == 0
            for _ in 0..<Int.random(in: 0...24, using: &generator) {
                let limit = breaking ? pieces.count : 7
                bytes += pieces[Int.random(in: 0..<limit, using: &generator)]
            }
            let found = UTF8Validation.firstInvalidByte(in: bytes)
            let expected = Self.firstInvalidByteOneAtATime(bytes)
            XCTAssertEqual(found?.byte, expected?.byte, "\(bytes)")
            XCTAssertEqual(found?.line, expected?.line, "\(bytes)")
            XCTAssertEqual(found?.column, expected?.column, "\(bytes)")
            XCTAssertEqual(UTF8Validation.isValid(bytes), String(validating: bytes, as: UTF8.self) != nil, "\(bytes)")
            if found != nil { invalidCount += 1 }
        }
        // Both outcomes were exercised.
        XCTAssertGreaterThan(invalidCount, 100)
        XCTAssertLessThan(invalidCount, 4_900)
    }

    func testPointsAtTheLineAndColumnOfTheFirstBadByte() {
        let bytes = Array("let a = \"é\"\n// ok\n".utf8) + Array("  x = ".utf8) + [0xFF] + Array(" 1\n".utf8)
        let found = UTF8Validation.firstInvalidByte(in: bytes)
        XCTAssertEqual(found?.byte, 0xFF)
        XCTAssertEqual(found?.line, 3)
        XCTAssertEqual(found?.column, 7)
    }

    /// The reference: every byte read in turn, lines counted as it goes.
    private static func firstInvalidByteOneAtATime(_ bytes: [UInt8]) -> (byte: UInt8, line: Int, column: Int)? {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
                continue
            }
            let length: Int
            switch byte {
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return (byte, line, index - lineStart + 1)
            }
            guard index + length <= bytes.count, (1..<length).allSatisfy({ bytes[index + $0] & 0xC0 == 0x80 }) else {
                return (byte, line, index - lineStart + 1)
            }
            let second = bytes[index + 1]
            if (byte == 0xE0 && second < 0xA0) || (byte == 0xED && second > 0x9F) || (byte == 0xF0 && second < 0x90)
                || (byte == 0xF4 && second > 0x8F)
            {
                return (byte, line, index - lineStart + 1)
            }
            index += length
        }
        return nil
    }
}

/// A file the prefilter skips takes the bracket estimate only when it has enough `[` to exceed
/// the budget: the count is a bound, never below the estimate, at the edge of any budget.
final class BracketCountBoundTests: XCTestCase {
    func testTheCountNeverPassesAFileTheEstimateWouldStop() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("[[[]](\"/*\n x".utf8)
        var passed = 0
        var stopped = 0
        for round in 0..<20_000 {
            let budget = UInt64(1) << UInt64(round % 12 + 1)
            let bytes = (0..<Int.random(in: 0...60, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            guard BracketNesting.cannotExceed(budget, bytes) else {
                stopped += 1
                continue
            }
            passed += 1
            XCTAssertLessThanOrEqual(BracketNesting.estimate(bytes).units, budget, String(decoding: bytes, as: UTF8.self))
        }
        XCTAssertGreaterThan(passed, 1_000)
        XCTAssertGreaterThan(stopped, 1_000)
    }

    /// Nested to the count that just fits, the estimate reaches the budget's bound; one more `[`
    /// and the count stops the file (as the estimate would: it then exceeds the budget).
    func testTheBoundIsTightForFullyNestedBrackets() {
        for budget in [UInt64(2), 6, 7, 1 << 10, BracketNesting.budget] {
            var count = 0
            while (UInt64(1) << UInt64(count + 2)) - 2 <= budget { count += 1 }
            let fits = Array((String(repeating: "[", count: count) + String(repeating: "]", count: count)).utf8)
            let over = Array((String(repeating: "[", count: count + 1) + String(repeating: "]", count: count + 1)).utf8)
            XCTAssertTrue(BracketNesting.cannotExceed(budget, fits), "\(budget)")
            XCTAssertLessThanOrEqual(BracketNesting.estimate(fits).units, budget, "\(budget)")
            XCTAssertFalse(BracketNesting.cannotExceed(budget, over), "\(budget)")
            XCTAssertGreaterThan(BracketNesting.estimate(over).units, budget, "\(budget)")
        }
        XCTAssertTrue(BracketNesting.cannotExceed(BracketNesting.budget, []))
    }
}

/// The pre-pass over a function body for its local bindings passes over statements whose text
/// cannot bind; the facts are those of the whole pass, on every Swift fixture with every body read.
final class LocalBindingSkipTests: XCTestCase {
    func testEveryFixtureYieldsTheSameFactsWithAndWithoutTheSkip() throws {
        let files = TestSupport.files(under: TestSupport.fixtures, suffix: ".swift").filter { url in
            (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }
        XCTAssertGreaterThan(files.count, 100)
        // Every body parsed and visited, so the pre-pass meets every statement of the fixtures.
        var skipping = ExtractionOptions()
        skipping.leavesOutUnreadBodies = false
        var whole = skipping
        whole.skipsStatementsThatCannotBind = false
        // Bindings without `=`: a declaration assigned later, a shorthand `if let`.
        let snippets = [
            """
            class A: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    let other: UIStoryboardSegue
                    other = segue
                    if let identifier { print(identifier) }
                    if other.identifier == "showDetail" { show(other.destination as! B) }
                }
            }
            """
        ]
        let inputs = try files.map { (try Array(Data(contentsOf: $0)), $0.path) } + snippets.map { (Array($0.utf8), "A.swift") }
        for (bytes, path) in inputs {
            let fast = SwiftFactsExtractor.extract(bytes: bytes, path: path, options: skipping)
            let full = SwiftFactsExtractor.extract(bytes: bytes, path: path, options: whole)
            XCTAssertEqual(fast.facts.dump(), full.facts.dump(), path)
        }
    }

    func testStatementsThatCannotBindAreTheOnesWithoutBindingText() {
        for (statement, mayBind) in [
            ("tableView.reloadData()", false), ("performSegue(withIdentifier: id, sender: self)", false),
            ("return cell", false), ("let id = \"showDetail\"", true), ("var destination: UIViewController?", true),
            ("segueID = \"showHelp\"", true), ("if segue.identifier == \"a\" { go() }", true),
            ("guard let vc = segue.destination as? A else { return }", true), ("show(a ?? b)", true),
            ("if x != nil {}", true), ("show(a?.b)", false), ("f(inout: 1)", true),
        ] {
            let bytes = Array(("  " + statement + "  ").utf8)
            XCTAssertEqual(LocalBindingCollector.mayBind(bytes, from: 2, to: bytes.count - 2), mayBind, statement)
        }
        // The range is clamped to the bytes.
        XCTAssertTrue(LocalBindingCollector.mayBind(Array("a = b".utf8), from: -3, to: 99))
        XCTAssertFalse(LocalBindingCollector.mayBind(Array("a = b".utf8), from: 3, to: 99))
    }
}
