import SegueModel

/// GitLab Code Quality report (a JSON array) with line-independent fingerprints, so merge
/// request widgets compare findings across commits.
enum GitLabReporter {
    static func render(_ result: Linter.Result, paths: PathDisplay) -> String {
        ReporterSupport.json(result.diagnostics.map { diagnostic -> [String: Any] in
            [
                "description": diagnostic.message,
                "check_name": diagnostic.ruleID,
                "fingerprint": ReporterSupport.fingerprint(diagnostic, paths),
                "severity": diagnostic.severity == .error ? "major" : "minor",
                "location": ["path": paths.display(diagnostic.location.file), "lines": ["begin": diagnostic.location.line]],
            ]
        })
    }
}
