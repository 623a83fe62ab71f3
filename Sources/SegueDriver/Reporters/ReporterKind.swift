import Foundation
import SegueModel

/// The output formats, by the name `--reporter` takes.
public enum ReporterKind: String, CaseIterable, Sendable {
    case xcode
    case json
    case sarif
    case githubActions = "github-actions"
    case junit
    case checkstyle
    case gitlab
    case summary

    /// Renders a lint result in this format.
    public func render(_ result: LintResult, paths: PathDisplay) -> String {
        switch self {
        case .xcode: return XcodeReporter.render(result, paths: paths)
        case .json: return JSONReporter.render(result, paths: paths)
        case .sarif: return SARIFReporter.render(result, paths: paths)
        case .githubActions: return GitHubActionsReporter.render(result, paths: paths)
        case .junit: return JUnitReporter.render(result, paths: paths)
        case .checkstyle: return CheckstyleReporter.render(result, paths: paths)
        case .gitlab: return GitLabReporter.render(result, paths: paths)
        case .summary: return SummaryReporter.render(result, paths: paths)
        }
    }
}
