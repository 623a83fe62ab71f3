import SegueModel

/// JUnit XML for Jenkins, GitLab and Azure test reports: one failing test case per diagnostic,
/// named after its file and rule; a clean run is one passing test case.
enum JUnitReporter {
    static func render(_ result: LintResult, paths: PathDisplay) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        let count = max(result.diagnostics.count, 1)
        lines.append("<testsuites name=\"seguelint\" tests=\"\(count)\" failures=\"\(result.diagnostics.count)\">")
        lines.append("  <testsuite name=\"seguelint\" tests=\"\(count)\" failures=\"\(result.diagnostics.count)\" errors=\"0\">")
        if result.diagnostics.isEmpty {
            lines.append("    <testcase classname=\"seguelint\" name=\"no segue problems\"/>")
        }
        for diagnostic in result.diagnostics {
            let file = paths.display(diagnostic.location.file)
            let place = "\(file):\(diagnostic.location.line)" + (diagnostic.location.column.map { ":\($0)" } ?? "")
            var body = "\(place): \(diagnostic.severity.rawValue): \(diagnostic.message)"
            for note in diagnostic.notes {
                body += "\n\(paths.display(note.location.file)):\(note.location.line): note: \(note.message)"
            }
            lines.append(
                "    <testcase classname=\"\(LineSafe.xml(file))\" name=\"\(LineSafe.xml(diagnostic.ruleID)) at line \(diagnostic.location.line)\">"
            )
            lines.append(
                "      <failure type=\"\(diagnostic.severity.rawValue)\" message=\"\(LineSafe.xml(diagnostic.message))\">\(LineSafe.xml(body))</failure>"
            )
            lines.append("    </testcase>")
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
