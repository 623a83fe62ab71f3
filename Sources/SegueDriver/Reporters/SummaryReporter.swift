import SegueModel
import SegueRules

/// A table for humans: findings per rule, then per file, then the total.
enum SummaryReporter {
    static func render(_ result: LintResult, paths: PathDisplay) -> String {
        var byRule: [String: (errors: Int, warnings: Int)] = [:]
        var byFile: [String: (errors: Int, warnings: Int)] = [:]
        for diagnostic in result.diagnostics {
            let isError = diagnostic.severity == .error
            byRule[diagnostic.ruleID, default: (0, 0)].errors += isError ? 1 : 0
            byRule[diagnostic.ruleID, default: (0, 0)].warnings += isError ? 0 : 1
            let file = LineSafe.escape(paths.display(diagnostic.location.file))
            byFile[file, default: (0, 0)].errors += isError ? 1 : 0
            byFile[file, default: (0, 0)].warnings += isError ? 0 : 1
        }
        var out = table(title: "rule", rows: byRule)
        out += "\n" + table(title: "file", rows: byFile)
        out += "\n" + Summary.line(result) + "\n"
        return out
    }

    private static func table(title: String, rows: [String: (errors: Int, warnings: Int)]) -> String {
        let names = rows.keys.sorted()
        let placeholder = "(none)"
        let width = max(title.count, names.map(\.count).max() ?? placeholder.count)
        func pad(_ text: String) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
        func number(_ value: Int) -> String {
            let text = String(value)
            return String(repeating: " ", count: max(0, 8 - text.count)) + text
        }
        var lines = [pad(title) + "  " + "  errors" + "  " + "warnings"]
        for name in names {
            let row = rows[name] ?? (0, 0)
            lines.append(pad(name) + "  " + number(row.errors) + "  " + number(row.warnings))
        }
        if names.isEmpty { lines.append(pad(placeholder) + "  " + number(0) + "  " + number(0)) }
        return lines.joined(separator: "\n") + "\n"
    }
}
