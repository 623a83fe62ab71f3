import SegueModel

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`, which the
/// runner turns into annotations on the pull request. Notes are folded into the message.
enum GitHubActionsReporter {
    static func render(_ result: LintResult, paths: PathDisplay) -> String {
        result.diagnostics.map { diagnostic in
            var properties = ["file=\(property(paths.display(diagnostic.location.file)))", "line=\(diagnostic.location.line)"]
            if let column = diagnostic.location.column { properties.append("col=\(column)") }
            properties.append("title=\(property("seguelint (\(diagnostic.ruleID))"))")
            var message = diagnostic.message
            for note in diagnostic.notes {
                message += "\n\(paths.display(note.location.file)):\(note.location.line): \(note.message)"
            }
            return "::\(diagnostic.severity.rawValue) \(properties.joined(separator: ","))::\(data(message))\n"
        }.joined()
    }

    /// The runner's own escapes for `%`, CR and LF; every other control character (ESC, NEL,
    /// U+2028) as the line formats write it (`LineSafe`), so an annotation stays one line.
    private static func data(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default:
                if LineSafe.needsEscape(scalar) {
                    result += LineSafe.visible(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    private static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
