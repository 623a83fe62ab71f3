import SwiftParser
import SwiftSyntax
import TestSupport
import XCTest

@testable import SwiftFacts

/// `trimmedText` must equal swift-syntax's `trimmedDescription` for every node the recognizers
/// can meet: real-shaped files and files the parser recovers from (missing and unexpected tokens
/// at a node's ends, comments and non-ASCII text in trivia).
final class TrimmedTextTests: XCTestCase {
    /// Visits every node and compares the two texts of each one shorter than `limit` bytes (and
    /// of the whole file): a long node's ends are those of the short nodes around them.
    private final class Comparer: SyntaxAnyVisitor {
        var compared = 0
        var mismatches: [String] = []
        let limit: Int

        init(limit: Int) {
            self.limit = limit
            super.init(viewMode: .all)
        }

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            if node.totalLength.utf8Length <= limit || node.parent == nil {
                compared += 1
                let expected = node.trimmedDescription
                if node.trimmedText != expected && mismatches.count < 5 {
                    mismatches.append("\(node.kind): \(expected.debugDescription) != \(node.trimmedText.debugDescription)")
                }
            }
            return .visitChildren
        }
    }

    private func compare(_ source: String, limit: Int = 2_000, file: StaticString = #filePath, line: UInt = #line) -> Int {
        let comparer = Comparer(limit: limit)
        comparer.walk(Parser.parse(source: source))
        XCTAssertEqual(comparer.mismatches, [], source.prefix(80).debugDescription, file: file, line: line)
        return comparer.compared
    }

    func testEqualsTrimmedDescriptionOnRecoveredSource() {
        let sources = [
            "struct A {\n  static\u{00A0} var x = { let k = \"v\" }()\n}\n",
            "func f( {\n  performSegue(withIdentifier: \"é\", sender: nil) /* é */\n",
            "class A: { @IBOutlet weak var b: UIButton! }",
            "let a = [1, 2,\n",
            "let\n  = 1\nvar x: \n  = 2",
            "extension  Foo<Bar> . Baz  where T: P {",
            "if let x = y { } else",
            "@ objc(Name) func g() -> { return }",
            "guard x els }",
            "let s = \"\\(self)\" + #\"raw\"# + \"\"\"\n  multi é\n  \"\"\"\n",
            "segue.destination as! PersonViewController)",
            "  )  ]  }",
            "",
            "\u{FEFF}let bom = 1",
            "#if DEBUG\nlet a = 1\n#elseif\n#endif",
            "switch x { case .a: break case }",
            "let f = { [weak self] in self?.go() } /* 🚀 */",
        ]
        var compared = 0
        for source in sources { compared += compare(source) }
        XCTAssertGreaterThan(compared, 300)
    }

    func testEqualsTrimmedDescriptionOnFixtureFiles() throws {
        // Folders named like Swift files (`R.swift`) are not files.
        let files = TestSupport.files(under: TestSupport.fixtures, suffix: ".swift").filter { url in
            (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }.sorted { $0.path < $1.path }
        XCTAssertGreaterThan(files.count, 100)
        var compared = 0
        // Every third file keeps the suite short (each node is copied three times by `trimmed`).
        for url in stride(from: 0, to: files.count, by: 3).map({ files[$0] }) {
            let bytes = Array(try Data(contentsOf: url))
            // What the extractor would not parse (brackets nested past its budget) is left out.
            guard BracketNesting.estimate(bytes).units <= BracketNesting.budget else { continue }
            compared += compare(String(decoding: bytes, as: UTF8.self), limit: 160)
        }
        XCTAssertGreaterThan(compared, 5_000)
    }
}
