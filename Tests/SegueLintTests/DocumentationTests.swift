import Foundation
import TestSupport
import XCTest
@testable import SegueLint
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
                let file = path.isEmpty ? document : document.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
                guard FileManager.default.fileExists(atPath: file.path) else {
                    XCTFail("\(document.lastPathComponent): the link \(target) names \(file.path), which does not exist")
                    continue
                }
                guard parts.count == 2, !parts[1].isEmpty else { continue }
                guard file.pathExtension == "md", let linked = try? String(contentsOf: file, encoding: .utf8) else {
                    XCTFail("\(document.lastPathComponent): the link \(target) has an anchor into a file that is not Markdown")
                    continue
                }
                XCTAssertTrue(Self.anchors(in: linked).contains(parts[1]),
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
            XCTAssertTrue(readme.contains("(docs/rules/\(rule.description.id).md)"), "README.md does not link \(rule.description.id)'s page")
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
                if character == "`" { inCode.toggle(); continue }
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
                if character.isLetter || character.isNumber || character == "-" || character == "_" { slug.append(character) }
                else if character == " " { slug.append("-") }
            }
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            result.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return result
    }
}
