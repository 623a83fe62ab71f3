/// The one-line human summary printed on stderr after the report.
public enum Summary {
    /// E.g. `2 errors and 1 warning in 14 files (3 storyboards, 11 Swift files)`.
    public static func line(_ result: LintResult) -> String {
        let files = result.storyboardCount + result.sourceCount
        return "\(count(result.errorCount, "error")) and \(count(result.warningCount, "warning")) in "
            + "\(count(files, "file")) (\(count(result.storyboardCount, "storyboard")), "
            + "\(count(result.sourceCount, "Swift file")))"
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
