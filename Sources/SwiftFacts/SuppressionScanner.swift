import SegueModel
import SwiftSyntax

/// Finds `seguelint:` directives in comments: `// seguelint:disable rule-a rule-b`,
/// `// seguelint:enable …`, `// seguelint:disable:next …`, `// seguelint:disable:this …`
/// (block comments work too). Only called for files whose text mentions `seguelint:`.
enum SuppressionScanner {
    static let marker = "seguelint:"

    static func directives(in tree: SourceFileSyntax, lines: LineTable) -> [SuppressionDirective] {
        var result: [SuppressionDirective] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var position = token.position
            for piece in token.leadingTrivia {
                scan(piece, at: position, into: &result, lines: lines)
                position += piece.sourceLength
            }
            position = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia {
                scan(piece, at: position, into: &result, lines: lines)
                position += piece.sourceLength
            }
        }
        return result
    }

    private static func scan(
        _ piece: TriviaPiece, at position: AbsolutePosition, into result: inout [SuppressionDirective],
        lines: LineTable
    ) {
        let text: String
        switch piece {
        case .lineComment(let comment), .blockComment(let comment), .docLineComment(let comment), .docBlockComment(let comment):
            text = comment
        default:
            return
        }
        guard let range = text.range(of: marker) else { return }
        // Only comment punctuation may precede the directive on its own line: `// `, `/** `, and
        // the ` * ` that starts each line of a doc comment.
        let before = text[..<range.lowerBound]
        let lineStart = before.lastIndex(where: \.isNewline).map { before.index(after: $0) } ?? before.startIndex
        guard before[lineStart...].allSatisfy({ $0.isWhitespace || $0 == "/" || $0 == "*" }) else { return }
        // The directive is the rest of its own line: in a block comment, the lines after it are
        // prose, not rule names.
        let directiveLine = text[range.upperBound...].prefix { !$0.isNewline }
        var words = directiveLine.split(whereSeparator: { $0.isWhitespace }).map(String.init)
        if let last = words.last, last.hasSuffix("*/") {
            words[words.count - 1] = String(last.dropLast(2))
            if words.last?.isEmpty == true { words.removeLast() }
        }
        guard let first = words.first, let action = SuppressionDirective.Action(rawValue: first) else { return }
        let offset = text.utf8.distance(
            from: text.utf8.startIndex, to: range.lowerBound.samePosition(in: text.utf8) ?? text.utf8.startIndex)
        result.append(
            SuppressionDirective(
                action: action, rules: Array(words.dropFirst()),
                location: lines.location(of: position.advanced(by: offset)),
                commentEndLine: lines.location(of: position + piece.sourceLength).line))
    }
}
