import SegueModel
import SegueRules

/// Checkstyle XML (Jenkins Warnings NG, Danger, reviewdog): diagnostics grouped by file.
enum CheckstyleReporter {
    static func render(_ result: LintResult, paths: PathDisplay) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<checkstyle version=\"4.3\">"]
        var files: [String] = []
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in result.diagnostics {
            let file = paths.display(diagnostic.location.file)
            if byFile[file] == nil { files.append(file) }
            byFile[file, default: []].append(diagnostic)
        }
        for file in files {
            lines.append("  <file name=\"\(LineSafe.xml(file))\">")
            for diagnostic in byFile[file] ?? [] {
                let column = diagnostic.location.column.map { " column=\"\($0)\"" } ?? ""
                lines.append(
                    "    <error line=\"\(diagnostic.location.line)\"\(column) severity=\"\(diagnostic.severity.rawValue)\" "
                        + "message=\"\(LineSafe.xml(diagnostic.message))\" source=\"seguelint.\(diagnostic.ruleID)\"/>")
            }
            lines.append("  </file>")
        }
        lines.append("</checkstyle>")
        return lines.joined(separator: "\n") + "\n"
    }
}
