import SegueModel

/// `file:line:column: error: message (rule-id)` and `file:line:column: note: …` lines: the format
/// clang and swiftc print, which Xcode's build log, editors and CI log parsers pick up. One line
/// per diagnostic and note: control characters in messages and paths are escaped (`LineSafe`).
enum XcodeReporter {
    static func render(_ result: LintResult, paths: PathDisplay) -> String {
        var lines: [String] = []
        for diagnostic in result.diagnostics {
            lines.append("\(place(diagnostic.location, paths)): \(diagnostic.severity.rawValue): "
                         + "\(LineSafe.escape(diagnostic.message)) (\(diagnostic.ruleID))")
            for note in diagnostic.notes {
                lines.append("\(place(note.location, paths)): note: \(LineSafe.escape(note.message))")
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private static func place(_ location: Location, _ paths: PathDisplay) -> String {
        let file = LineSafe.escape(paths.display(location.file))
        if let column = location.column { return "\(file):\(location.line):\(column)" }
        return "\(file):\(location.line)"
    }
}
