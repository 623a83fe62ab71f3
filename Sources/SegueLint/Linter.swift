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

    /// Parses the files (in parallel), builds the project, runs the enabled rules and applies the
    /// configuration (severities, suppression comments, ignore entries).
    public static func lint(_ files: FileDiscovery.Files, configuration: Configuration = Configuration()) -> Result {
        let project = buildProject(files, configuration: configuration)
        return Result(diagnostics: finish(project, rules: configuration.enabledRules, configuration: configuration),
                      storyboardCount: files.storyboards.count, sourceCount: files.sources.count)
    }

    /// Lints files held in memory (rule examples and tests): names ending in `.storyboard` are
    /// storyboards, the rest Swift.
    public static func lint(inMemory files: [(name: String, content: String)], rules: [any Rule.Type]? = nil,
                            configuration: Configuration = Configuration()) -> Result {
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
                sources.append(SwiftFactsExtractor.extract(source: file.content, path: file.name,
                                                           options: configuration.extractionOptions))
            }
        }
        let project = Project(storyboards: storyboards, sources: sources, problems: problems,
                              segueEnumNames: configuration.segueEnumNames,
                              segueHandlerProtocols: configuration.segueHandlerProtocols)
        return Result(diagnostics: finish(project, rules: rules ?? configuration.enabledRules, configuration: configuration),
                      storyboardCount: storyboards.count, sourceCount: sources.count)
    }

    /// The rules that run unless configured otherwise: every rule that is not opt-in.
    public static var defaultRules: [any Rule.Type] {
        Configuration().enabledRules
    }

    /// Runs `rules`, applies severities, suppressions and ignore entries, and sorts deterministically.
    static func finish(_ project: Project, rules: [any Rule.Type], configuration: Configuration) -> [Diagnostic] {
        let enabled = Set(rules.map { $0.description.id })
        var suppressions = Suppressions(sources: project.sources, knownRules: Set(allRules.map { $0.description.id }))
        var kept: [Diagnostic] = []
        for rule in rules {
            for var diagnostic in rule.init().check(project) {
                guard configuration.applySeverity(to: &diagnostic) else { continue }
                if suppressions.suppresses(diagnostic) || configuration.ignores(diagnostic) { continue }
                kept.append(diagnostic)
            }
        }
        if enabled.contains(SuperfluousDisableRule.description.id) {
            for (directive, message) in suppressions.superfluous(enabledRules: enabled) {
                var diagnostic = Diagnostic(ruleID: SuperfluousDisableRule.description.id,
                                            severity: SuperfluousDisableRule.description.defaultSeverity,
                                            message: message, location: directive.location)
                if configuration.applySeverity(to: &diagnostic), !configuration.ignores(diagnostic) { kept.append(diagnostic) }
            }
        }
        return kept.sorted(by: Diagnostic.sortsBefore)
    }

    /// Parses every file once, on all cores, and keeps only the facts.
    public static func buildProject(_ files: FileDiscovery.Files, configuration: Configuration = Configuration()) -> Project {
        let options = configuration.extractionOptions
        let storyboardResults = ParallelMap.map(files.storyboards) { StoryboardParser.parse(contentsOf: $0) }
        let sourceResults = ParallelMap.map(files.sources) { SwiftFactsExtractor.extract(contentsOf: $0, options: options) }
        var storyboards: [Storyboard] = []
        var problems: [InputProblem] = []
        for result in storyboardResults {
            switch result {
            case .success(let storyboard): storyboards.append(storyboard)
            case .failure(let problem): problems.append(problem)
            }
        }
        problems += sourceResults.compactMap(\.problem)
        return Project(storyboards: storyboards, sources: sourceResults.map(\.facts), problems: problems,
                       segueEnumNames: configuration.segueEnumNames,
                       segueHandlerProtocols: configuration.segueHandlerProtocols)
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
