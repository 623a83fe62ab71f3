import SwiftSyntax

extension SyntaxProtocol {
    /// The node's text without the leading trivia of its first token and the trailing trivia of
    /// its last token: what `trimmedDescription` gives, read from the node's own bytes.
    ///
    /// `trimmedDescription` copies the node, detached, and then twice more to replace the trivia
    /// at each end, before printing it; on real apps that was about 4 % of the facts phase. The
    /// ends are the first and last tokens in tree order, present or missing, as `trimmed` takes
    /// them: a missing token prints nothing and has no trivia, so when one is at an end, nothing
    /// is cut there (the trivia of the present token next to it stays). A parsed tree's text is
    /// valid UTF-8 (it comes from a `String`), so decoding the slice at once equals decoding
    /// token by token.
    var trimmedText: String {
        guard let first = firstToken(viewMode: .all), let last = lastToken(viewMode: .all) else { return "" }
        let bytes = syntaxTextBytes
        let start = first.leadingTriviaLength.utf8Length
        let end = bytes.count - last.trailingTriviaLength.utf8Length
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
