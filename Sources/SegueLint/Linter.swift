import Foundation
import SegueModel
import StoryboardParser
import SwiftFacts

/// The façade: files in, sorted diagnostics out.
public enum Linter {
    /// The outcome of a lint run.
    public struct Result: Sendable {
        /// Every diagnostic, sorted by file, line, column, rule.
        public var diagnostics: [Diagnostic]
        /// How many storyboards were read.
        public var storyboardCount: Int
        /// How many Swift files were read.
        public var sourceCount: Int

        /// Number of error diagnostics.
        public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
        /// Number of warning diagnostics.
        public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
    }

    /// Parses the files (in parallel), builds the project and runs the rules.
    public static func lint(_ files: FileDiscovery.Files, rules: [any Rule.Type] = defaultRules) -> Result {
        let project = buildProject(files)
        return Result(diagnostics: run(rules, on: project),
                      storyboardCount: files.storyboards.count, sourceCount: files.sources.count)
    }

    /// Lints files held in memory (rule examples and tests): names ending in `.storyboard` are
    /// storyboards, the rest Swift.
    public static func lint(inMemory files: [(name: String, content: String)], rules: [any Rule.Type] = defaultRules) -> Result {
        var storyboards: [Storyboard] = []
        var sources: [SourceFacts] = []
        var problems: [InputProblem] = []
        for file in files {
            if file.name.hasSuffix(".storyboard") {
                switch StoryboardParser.parse(bytes: Array(file.content.utf8), path: file.name) {
                case .success(let storyboard): storyboards.append(storyboard)
                case .failure(let problem): problems.append(problem)
                }
            } else {
                sources.append(SwiftFactsExtractor.extract(source: file.content, path: file.name))
            }
        }
        let project = Project(storyboards: storyboards, sources: sources, problems: problems)
        return Result(diagnostics: run(rules, on: project), storyboardCount: storyboards.count, sourceCount: sources.count)
    }

    /// The rules that run unless configured otherwise: every rule that is not opt-in.
    public static var defaultRules: [any Rule.Type] {
        allRules.filter { !$0.description.isOptIn }
    }

    /// Runs `rules` and sorts their findings deterministically.
    public static func run(_ rules: [any Rule.Type], on project: Project) -> [Diagnostic] {
        rules.flatMap { $0.init().check(project) }.sorted(by: Diagnostic.sortsBefore)
    }

    /// Parses every file once, on all cores, and keeps only the facts.
    public static func buildProject(_ files: FileDiscovery.Files) -> Project {
        let storyboardResults = ParallelMap.map(files.storyboards) { StoryboardParser.parse(contentsOf: $0) }
        let sourceResults = ParallelMap.map(files.sources) { SwiftFactsExtractor.extract(contentsOf: $0) }
        var storyboards: [Storyboard] = []
        var problems: [InputProblem] = []
        for result in storyboardResults {
            switch result {
            case .success(let storyboard): storyboards.append(storyboard)
            case .failure(let problem): problems.append(problem)
            }
        }
        problems += sourceResults.compactMap(\.problem)
        return Project(storyboards: storyboards, sources: sourceResults.map(\.facts), problems: problems)
    }
}

/// An order-preserving parallel map over all cores: results land in their input's slot, so the
/// output never depends on scheduling.
enum ParallelMap {
    static func map<Input, Output>(_ inputs: [Input], _ transform: (Input) -> Output) -> [Output] {
        guard inputs.count > 1 else { return inputs.map(transform) }
        var results = [Output?](repeating: nil, count: inputs.count)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = buffer
            DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
                slots[index] = transform(inputs[index])
            }
        }
        return results.map { $0! }
    }
}
