import Foundation
import SwiftParser
import SwiftSyntax
import TestSupport
import XCTest

/// The size limits of issue 22: no source file over 600 lines and no function over 60, so a
/// newcomer never has to hold a thousand-line visitor in their head. Generated files are exempt.
final class SourceShapeTests: XCTestCase {
    static let maximumFileLines = 600
    static let maximumFunctionLines = 60
    /// Files a tool writes: their size follows the data, not a design choice.
    static let generated: Set<String> = ["Sources/SegueRules/RealAppFigures.swift"]

    func testNoSourceFileOrFunctionIsTooLong() throws {
        var problems: [String] = []
        for path in try Self.sourceFiles() where !Self.generated.contains(path) {
            let text = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent(path), encoding: .utf8)
            let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            if lineCount > Self.maximumFileLines {
                problems.append("\(path): \(lineCount) lines (at most \(Self.maximumFileLines))")
            }
            for function in Self.functionLengths(in: text) where function.lines > Self.maximumFunctionLines {
                problems.append(
                    "\(path):\(function.line): \(function.name) has \(function.lines) lines (at most \(Self.maximumFunctionLines))"
                )
            }
        }
        XCTAssertEqual(problems, [], "split these:\n" + problems.joined(separator: "\n"))
    }

    func testTheMeasureCountsFunctionsInitialisersAndAccessors() {
        let body = Array(repeating: "        _ = 1", count: 61).joined(separator: "\n")
        let source = """
            struct S {
                func long() {
            \(body)
                }
                init() {}
                var computed: Int {
            \(body)
                    return 1
                }
            }
            """
        let found = Self.functionLengths(in: source).map { "\($0.name) \($0.lines)" }
        XCTAssertEqual(found, ["long() 63", "init() 1", "computed 64"])
    }

    static func sourceFiles() throws -> [String] {
        var result: [String] = []
        for folder in ["Sources", "Plugins", "Fuzz"] {
            let url = TestSupport.packageRoot.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: url.path) else { continue }
            for case let relative as String in walker where relative.hasSuffix(".swift") {
                result.append(folder + "/" + relative)
            }
        }
        return result.sorted()
    }

    struct FunctionLength: Equatable {
        var name: String
        var line: Int
        var lines: Int
    }

    /// Every function, initialiser, subscript and computed property body with its length in
    /// lines, from its first line to its closing brace.
    static func functionLengths(in source: String) -> [FunctionLength] {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        final class Collector: SyntaxVisitor {
            let converter: SourceLocationConverter
            var found: [FunctionLength] = []
            init(converter: SourceLocationConverter) {
                self.converter = converter
                super.init(viewMode: .sourceAccurate)
            }
            func record(_ name: String, _ node: some SyntaxProtocol) {
                let start = node.startLocation(converter: converter, afterLeadingTrivia: true).line
                let end = node.endLocation(converter: converter, afterTrailingTrivia: false).line
                found.append(FunctionLength(name: name, line: start, lines: end - start + 1))
            }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                if node.body != nil {
                    let labels = node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
                    record("\(node.name.text)(\(labels))", node)
                }
                return .visitChildren
            }
            override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
                if node.body != nil {
                    let labels = node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
                    record("init(\(labels))", node)
                }
                return .visitChildren
            }
            override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
                if node.accessorBlock != nil { record("subscript", node) }
                return .visitChildren
            }
            override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
                if node.accessorBlock != nil { record(node.pattern.trimmedDescription, node) }
                return .visitChildren
            }
        }
        let collector = Collector(converter: converter)
        collector.walk(tree)
        return collector.found
    }
}
