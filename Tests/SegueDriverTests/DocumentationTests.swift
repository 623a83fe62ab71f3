import Foundation
import SwiftParser
import SwiftSyntax
import TestSupport
import XCTest

@testable import SegueDriver
@testable import SegueRules

/// The documentation can't drift: the rule reference in docs/rules is what the rules' own
/// descriptions generate, and every relative link in README.md and docs/ resolves, anchors
/// included.
final class DocumentationTests: XCTestCase {
    private let docs = TestSupport.packageRoot.appendingPathComponent("docs")

    /// docs/rules holds exactly the generated pages (`seguelint rules --write-docs docs/rules`).
    func testRuleReferenceIsGeneratedFromTheRules() throws {
        let folder = docs.appendingPathComponent("rules")
        let pages = RuleDocumentation.pages()
        for page in pages {
            TestSupport.assertMatchesFile(page.text, folder.appendingPathComponent(page.name))
        }
        let onDisk = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        XCTAssertEqual(onDisk, Set(pages.map(\.name)), "docs/rules holds a page no rule generates, or lacks one")
        for rule in allRules {
            XCTAssertFalse(rule.description.rationale.isEmpty, "\(rule.description.id) has no rationale for its page")
        }
    }

    /// Every relative link of README.md and docs/**/*.md names a file that exists, and a
    /// `#anchor` names a heading of that file (GitHub's slugs).
    /// docs/configuration.md shows the file `seguelint init` writes, word for word (it lists every rule).
    func testConfigurationDocsShowTheInitTemplate() throws {
        let docs = try String(
            contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/configuration.md"), encoding: .utf8)
        XCTAssertTrue(
            docs.contains("```yaml\n" + ConfigurationTemplate.text + "```"),
            "docs/configuration.md's template differs from ConfigurationTemplate.text; paste `seguelint init`'s output")
    }

    func testRelativeLinksResolve() throws {
        var documents = [TestSupport.packageRoot.appendingPathComponent("README.md")]
        documents += TestSupport.files(under: docs, suffix: ".md")
        XCTAssertGreaterThan(documents.count, 8)
        var checked = 0
        for document in documents {
            let text = try String(contentsOf: document, encoding: .utf8)
            for target in Self.links(in: text) {
                if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:") { continue }
                checked += 1
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let path = parts[0].removingPercentEncoding ?? parts[0]
                let file =
                    path.isEmpty
                    ? document : document.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
                guard FileManager.default.fileExists(atPath: file.path) else {
                    XCTFail("\(document.lastPathComponent): the link \(target) names \(file.path), which does not exist")
                    continue
                }
                guard parts.count == 2, !parts[1].isEmpty else { continue }
                guard file.pathExtension == "md", let linked = try? String(contentsOf: file, encoding: .utf8) else {
                    XCTFail("\(document.lastPathComponent): the link \(target) has an anchor into a file that is not Markdown")
                    continue
                }
                XCTAssertTrue(
                    Self.anchors(in: linked).contains(parts[1]),
                    "\(document.path): the link \(target) names no heading of \(file.lastPathComponent)")
            }
        }
        XCTAssertGreaterThan(checked, 20)
    }

    /// The README stays a page a newcomer reads: the details live in docs/.
    func testReadmeStaysShortAndListsEveryRule() throws {
        let readme = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count
        XCTAssertLessThan(lines, 400, "README.md has \(lines) lines; move details into docs/")
        for rule in allRules {
            let id = rule.description.id
            // The rule's row: its link, and its summary as the rule states it (backticks aside).
            let row = readme.split(separator: "\n").first { $0.hasPrefix("| [`\(id)`](docs/rules/\(id).md) |") }
            XCTAssertNotNil(row, "README.md has no row linking \(id)'s page")
            let summary = row.flatMap { $0.split(separator: "|").last }.map {
                $0.replacingOccurrences(of: "`", with: "").trimmingCharacters(in: .whitespaces)
            }
            XCTAssertEqual(summary, rule.description.summary, "README.md's summary of \(id)")
            // The precision column is the real-app check's figure, as the rule page gives it.
            let precision = row.map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }.flatMap {
                $0.count >= 4 ? $0[2] : nil
            }
            XCTAssertEqual(precision, RuleDocumentation.realAppPrecision(for: id), "README.md's real-app precision of \(id)")
        }
    }

    /// Link targets outside fenced code blocks and inline code: `[text](target)`.
    static func links(in markdown: String) -> [String] {
        var targets: [String] = []
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if inFence { continue }
            // Drop inline code spans first.
            var text = ""
            var inCode = false
            for character in line {
                if character == "`" {
                    inCode.toggle()
                    continue
                }
                if !inCode { text.append(character) }
            }
            var rest = Substring(text)
            while let close = rest.range(of: "](") {
                let after = rest[close.upperBound...]
                guard let end = after.firstIndex(of: ")") else { break }
                let target = after[..<end].split(separator: " ").first.map(String.init) ?? ""
                if !target.isEmpty { targets.append(target) }
                rest = after[end...]
            }
        }
        return targets
    }

    /// The anchors GitHub gives a Markdown file's headings.
    static func anchors(in markdown: String) -> Set<String> {
        var result: Set<String> = []
        var seen: [String: Int] = [:]
        var inFence = false
        for line in markdown.split(separator: "\n") {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle() }
            guard !inFence, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            var slug = ""
            for character in title.lowercased() {
                if character.isLetter || character.isNumber || character == "-" || character == "_" {
                    slug.append(character)
                } else if character == " " {
                    slug.append("-")
                }
            }
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            result.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return result
    }

    /// The docs say what is true today, with the date a figure was measured; the history of a
    /// change belongs in CHANGELOG.md. Wording that only tells history fails.
    func testDocsDescribeTodayNotHistory() throws {
        let patterns = [
            #"issue #?\d"#, #"\bsession \d"#, #"earlier that day"#, #"\bno longer\b"#, #"\bused to (be|take|report)"#,
            #"\bpreviously\b"#, #"\bwork period"#, #"after the (first|second) part"#,
        ].map { try! NSRegularExpression(pattern: $0, options: [.caseInsensitive]) }
        var documents = [TestSupport.packageRoot.appendingPathComponent("README.md")]
        documents += try FileManager.default.contentsOfDirectory(at: docs, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "md" }
        var found: [String] = []
        for document in documents.sorted(by: { $0.path < $1.path }) {
            let text = try String(contentsOf: document, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = String(line)
                let range = NSRange(line.startIndex..., in: line)
                if patterns.contains(where: { $0.firstMatch(in: line, range: range) != nil }) {
                    found.append("\(document.lastPathComponent):\(number + 1): \(line.prefix(120))")
                }
            }
        }
        XCTAssertEqual(found, [], "move history to CHANGELOG.md:\n" + found.joined(separator: "\n"))
    }

    /// `Package@swift-6.2.swift`, the manifest of toolchains 6.2 and later, is `Package.swift` with
    /// one flag more for seguelint's own targets: below their header comments, the two differ in
    /// that line only.
    func testTheManifestOfNewerToolchainsDiffersByItsFlagOnly() throws {
        func body(_ name: String) throws -> [Substring] {
            let text = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent(name), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            return Array(lines.drop { $0 != "import PackageDescription" })
        }
        let older = try body("Package.swift")
        let newer = try body("Package@swift-6.2.swift")
        XCTAssertGreaterThan(older.count, 100)
        XCTAssertEqual(older.count, newer.count)
        let differing = zip(older, newer).filter { $0 != $1 }
        XCTAssertEqual(differing.map(\.0), ["    case nil: []"])
        XCTAssertEqual(
            differing.map(\.1),
            [#"    case nil: [.unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])]"#])
        XCTAssertTrue(
            try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("Package@swift-6.2.swift"), encoding: .utf8)
                .hasPrefix("// swift-tools-version:6.2\n"))
    }

    /// The module table in the README and docs/architecture.md is what `Package.swift` declares:
    /// every shipped target (tests and fuzz targets aside) with its direct dependencies.
    func testModuleGraphMatchesThePackage() throws {
        let manifest = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declared = Self.targets(in: Parser.parse(source: manifest))
            .filter { !$0.key.hasPrefix("Fuzz") && $0.key != "CFuzzer" && $0.key != "TestSupport" }
        XCTAssertEqual(declared.count, 11, "\(declared.keys.sorted())")
        for document in ["README.md", "docs/architecture.md"] {
            let text = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent(document), encoding: .utf8)
            var documented: [String: [String]] = [:]
            // The rows of the table under the `| module | depends on …` header.
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            guard let header = lines.firstIndex(where: { $0.hasPrefix("| module | depends on") }) else {
                XCTFail("\(document) has no module table")
                continue
            }
            for line in lines[(header + 1)...].prefix(while: { $0.hasPrefix("|") }) where line.hasPrefix("| `") {
                let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                guard cells.count == 2 else { continue }
                let names = { (cell: String) in
                    cell.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " `—")) }.filter {
                        !$0.isEmpty
                    }
                }
                guard let module = names(cells[0]).first else { continue }
                documented[module] = names(cells[1]).sorted()
            }
            // CLibXML2 is a system library: a module without a row of its own.
            XCTAssertEqual(documented, declared.filter { $0.key != "CLibXML2" }.mapValues { $0.sorted() }, document)
        }
    }

    /// `name` → the dependency names of each `.target`, `.executableTarget` and `.systemLibrary`.
    static func targets(in manifest: SourceFileSyntax) -> [String: [String]] {
        final class Collector: SyntaxVisitor {
            var targets: [String: [String]] = [:]

            override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                    ["target", "executableTarget", "systemLibrary"].contains(member.declName.baseName.text),
                    let name = Self.string(call.arguments.first { $0.label?.text == "name" }?.expression)
                else { return .visitChildren }
                var dependencies: [String] = []
                for element in call.arguments.first(where: { $0.label?.text == "dependencies" })?.expression
                    .as(ArrayExprSyntax.self)?.elements ?? []
                {
                    if let plain = Self.string(element.expression) {
                        dependencies.append(plain)
                    } else if let product = element.expression.as(FunctionCallExprSyntax.self),
                        let productName = Self.string(product.arguments.first { $0.label?.text == "name" }?.expression)
                    {
                        dependencies.append(productName)
                    }
                }
                targets[name] = dependencies
                return .visitChildren
            }

            static func string(_ expression: ExprSyntax?) -> String? {
                guard let literal = expression?.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
                    let segment = literal.segments.first?.as(StringSegmentSyntax.self)
                else { return nil }
                return segment.content.text
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(manifest)
        return collector.targets
    }
}
