import SegueModel

/// `file:line:column: error: message (rule-id)` and `file:line:column: note: …` lines: the format
/// clang and swiftc print, which Xcode's build log, editors and CI log parsers pick up. One line
/// per diagnostic and note: control characters in messages and paths are escaped (`LineSafe`).
enum XcodeReporter {
    static func render(_ result: LintResult, paths: PathDisplay) -> String {
        // One string, appended to: a million findings cost their text once, not once per copy.
        var out = ""
        out.reserveCapacity(result.diagnostics.count * 160)
        for diagnostic in result.diagnostics {
            out += place(diagnostic.location, paths)
            out += ": \(diagnostic.severity.rawValue): "
            out += LineSafe.escape(diagnostic.message)
            out += " (\(diagnostic.ruleID))\n"
            for note in diagnostic.notes {
                out += place(note.location, paths)
                out += ": note: "
                out += LineSafe.escape(note.message)
                out += "\n"
            }
        }
        return out
    }

    private static func place(_ location: Location, _ paths: PathDisplay) -> String {
        let file = LineSafe.escape(paths.display(location.file))
        if let column = location.column { return "\(file):\(location.line):\(column)" }
        return "\(file):\(location.line)"
    }
}
