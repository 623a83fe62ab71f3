import SegueModel

/// GitLab Code Quality report (a JSON array) with line-independent fingerprints, so merge
/// request widgets compare findings across commits.
enum GitLabReporter {
    static func render(_ result: LintResult, paths: PathDisplay) -> String {
        let fingerprints = ReporterSupport.fingerprints(result.diagnostics, paths)
        return ReporterSupport.json(
            zip(result.diagnostics, fingerprints).map { diagnostic, fingerprint -> [String: Any] in
                [
                    "description": diagnostic.message,
                    "check_name": diagnostic.ruleID,
                    "fingerprint": fingerprint,
                    "severity": diagnostic.severity == .error ? "major" : "minor",
                    "location": ["path": paths.display(diagnostic.location.file), "lines": ["begin": diagnostic.location.line]],
                ]
            })
    }
}
