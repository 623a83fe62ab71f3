import SegueModel

/// A Swift file that cannot be read, or is not valid UTF-8. A file with invalid bytes is still
/// linted after the bytes are replaced, so its other facts are not lost.
struct InvalidSwiftSourceRule: Rule {
    static let description = RuleDescription(
        id: "invalid-swift-source",
        name: "Invalid Swift source",
        summary: "A Swift file cannot be read or is not valid UTF-8",
        defaultSeverity: .error,
        rationale: #"""
            A Swift file that can't be read (it vanished before it was read, it is unreadable, it is not a regular file, such as a FIFO,
            or it is larger than 8 MB and so is not parsed), or that isn't valid UTF-8. A file with invalid bytes is still linted after
            the bytes are replaced, so its other findings are not lost. The rule has no in-source triggering example, because examples are
            Swift strings and can't hold invalid UTF-8; its triggering fixture case is
            [`Fixtures/invalid-swift-source/latin1-comment`](../../Fixtures/invalid-swift-source/latin1-comment). In the output below,
            `Bad.swift` contains `let a = "` followed by the bytes `FF FE`, `Huge.swift` is 9 MB, and `Pipe.swift` is a FIFO found in the
            linted folder:

            ```
            Bad.swift:1:10: error: Swift source is not valid UTF-8 (byte 0xFF); invalid bytes were replaced before linting (invalid-swift-source)
            Huge.swift:1: error: cannot read Swift source: the file is too large (9 MB; the limit is 8 MB), so it was not parsed (invalid-swift-source)
            Pipe.swift:1: error: cannot read Swift source: not a regular file (a FIFO), so it was not read (invalid-swift-source)
            ```

            A file encrypted with `git-crypt` (it starts with `\0GITCRYPT\0`, as in a clone that was never unlocked) is skipped with a
            **warning** that says so, not an error. So is a file whose brackets, parentheses and braces nest more than 200 deep in
            code: swift-syntax's parser skips what is nested deeper than it allows, so the file is read in part, and the warning
            names the line where the nesting is deepest (square brackets nested deep enough to cost exponential parse time are an
            error, and the file is not parsed at all).

            **Fix:** re-save the file as UTF-8. A generated Swift file of more than 8 MB has nothing to do with segues; exclude it with
            `excluded` in `.seguelint.yml`.
            """#,
        triggering: [],
        nonTriggering: [
            RuleExample(("Fine.swift", "let title = \"👤 Person\""))
        ])

    func check(_ index: CrossReferenceIndex) -> [Diagnostic] {
        index.problems.filter { $0.kind == .swiftSource }.map { problem in
            var found = diagnostic(problem.message, about: nil, at: problem.location)
            // An encrypted file (git-crypt, locked) is not broken: it is skipped, with a warning.
            if problem.isEncryptedFile || problem.isWarning { found.severity = .warning }
            return found
        }
    }
}
