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
        /// How long each phase took.
        public var timings = Timings()

        /// Number of error diagnostics.
        public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
        /// Number of warning diagnostics.
        public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
    }

    /// Parses the files (in parallel), builds the project, runs the enabled rules and applies the
    /// configuration (severities, suppression comments, ignore entries).
    public static func lint(_ files: FileDiscovery.Files, configuration: Configuration = Configuration(),
                            load: LoadOptions = LoadOptions()) -> Result {
        var timings = Timings()
        let project = buildProject(files, configuration: configuration, load: load, timings: &timings)
        let clock = Date()
        let diagnostics = finish(project, rules: configuration.enabledRules, configuration: configuration,
                                 ruleTimes: &timings.perRule)
        var result = Result(diagnostics: diagnostics, storyboardCount: files.storyboards.count, sourceCount: files.sources.count)
        timings.rules = Date().timeIntervalSince(clock)
        timings.perRule.sort { $0.seconds > $1.seconds }
        result.timings = timings
        return result
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
        var ruleTimes: [(id: String, seconds: Double)] = []
        return finish(project, rules: rules, configuration: configuration, ruleTimes: &ruleTimes)
    }

    /// `finish`, recording each rule's time.
    static func finish(_ project: Project, rules: [any Rule.Type], configuration: Configuration,
                       ruleTimes: inout [(id: String, seconds: Double)]) -> [Diagnostic] {
        let enabled = Set(rules.map { $0.description.id })
        var suppressions = Suppressions(sources: project.sources, knownRules: Set(allRules.map { $0.description.id }))
        var kept: [Diagnostic] = []
        for rule in rules {
            let clock = Date()
            let found = rule.init().check(project)
            ruleTimes.append((rule.description.id, Date().timeIntervalSince(clock)))
            for var diagnostic in found {
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

    /// How files are loaded: threads, cache, and whether to measure phases.
    public struct LoadOptions: Sendable {
        /// Worker threads for parsing; `nil` uses every core.
        public var threads: Int?
        /// The facts cache, or `nil` for none.
        public var cache: FactsCache?
        /// Whether to skip swift-syntax for files that cannot matter (see `Prefilter`); off only to
        /// check that the result is the same.
        public var prefilter: Bool

        /// Creates load options.
        public init(threads: Int? = nil, cache: FactsCache? = nil, prefilter: Bool = true) {
            self.threads = threads
            self.cache = cache
            self.prefilter = prefilter
        }
    }

    /// Phase durations in seconds, for `--timings` and the benchmark.
    public struct Timings: Sendable {
        /// Reading, hashing and parsing storyboards.
        public var storyboards: Double = 0
        /// Reading, hashing and extracting Swift facts.
        public var sources: Double = 0
        /// Building the project indexes.
        public var indexing: Double = 0
        /// Running the rules and applying the configuration.
        public var rules: Double = 0
        /// Swift files that went through swift-syntax (the rest were skipped by the prefilter).
        public var parsedSources = 0
        /// Each rule's own time, slowest first.
        public var perRule: [(id: String, seconds: Double)] = []
    }

    /// Parses every file once, in parallel, and keeps only the facts; cached facts are reused.
    public static func buildProject(_ files: FileDiscovery.Files, configuration: Configuration = Configuration(),
                                    load: LoadOptions = LoadOptions()) -> Project {
        var timings = Timings()
        return buildProject(files, configuration: configuration, load: load, timings: &timings)
    }

    static func buildProject(_ files: FileDiscovery.Files, configuration: Configuration, load: LoadOptions,
                             timings: inout Timings) -> Project {
        let options = configuration.extractionOptions
        let salt = options.performFunctions.map { "\($0.name)(\(String(describing: $0.label)))" }.joined(separator: ",")
        let cache = load.cache
        var clock = Date()
        let storyboardResults = ParallelMap.map(files.storyboards, threads: load.threads) { path -> Swift.Result<Storyboard, InputProblem> in
            let bytes: [UInt8]
            do { bytes = try InputFile.bytes(atPath: path, limit: InputFile.storyboardSizeLimit) } catch {
                return .failure(InputProblem(kind: .storyboard, location: SourceLocation(file: path, line: 1),
                                             message: "cannot read storyboard: \(error)"))
            }
            let key = cache.map { _ in FactsCache.key(kind: "storyboard", path: path, salt: "", bytes: bytes) }
            if let cache, let key, let payload = cache.load(key, path: path) {
                switch payload {
                case .storyboard(let storyboard): return .success(storyboard)
                case .storyboardProblem(let problem): return .failure(problem)
                case .source: break
                }
            }
            let result = StoryboardParser.parse(bytes: bytes, path: path)
            if let cache, let key {
                switch result {
                case .success(let storyboard): cache.store(.storyboard(storyboard), for: key)
                case .failure(let problem): cache.store(.storyboardProblem(problem), for: key)
                }
            }
            return result
        }
        timings.storyboards = Date().timeIntervalSince(clock)
        clock = Date()
        let sourceResults = extractSources(files.sources, storyboards: storyboardResults, configuration: configuration,
                                           options: options, salt: salt, load: load, parsed: &timings.parsedSources)
        timings.sources = Date().timeIntervalSince(clock)
        clock = Date()
        var storyboards: [Storyboard] = []
        var problems: [InputProblem] = []
        for result in storyboardResults {
            switch result {
            case .success(let storyboard): storyboards.append(storyboard)
            case .failure(let problem): problems.append(problem)
            }
        }
        problems += sourceResults.compactMap(\.problem)
        let project = Project(storyboards: storyboards, sources: sourceResults.map(\.facts), problems: problems,
                              segueEnumNames: configuration.segueEnumNames,
                              segueHandlerProtocols: configuration.segueHandlerProtocols)
        timings.indexing = Date().timeIntervalSince(clock)
        return project
    }
}

extension Linter {
    /// One Swift file on its way through the prefilter.
    private enum SourceState {
        case done(SourceFacts, InputProblem?)
        case skipped(bytes: [UInt8])
    }

    /// Extracts Swift facts: relevant files first, then (see `Prefilter`) the skipped files that
    /// the facts found so far mention, until nothing new is needed.
    static func extractSources(_ paths: [String], storyboards: [Swift.Result<Storyboard, InputProblem>],
                               configuration: Configuration, options: ExtractionOptions, salt: String,
                               load: LoadOptions, parsed: inout Int) -> [(facts: SourceFacts, problem: InputProblem?)] {
        let prefilter = Prefilter(options: configuration.performSegueFunctions.map { String($0.prefix { $0 != "(" }) }
            + Array(configuration.segueEnumNames) + Array(configuration.segueHandlerProtocols))
        let cache = load.cache
        func extract(_ path: String, _ bytes: [UInt8]) -> (facts: SourceFacts, problem: InputProblem?) {
            let key = cache.map { _ in FactsCache.key(kind: "swift", path: path, salt: salt, bytes: bytes) }
            if let cache, let key, case .source(let facts, let problem)? = cache.load(key, path: path) {
                return (facts, problem)
            }
            let result = SwiftFactsExtractor.extract(bytes: bytes, path: path, options: options)
            if let cache, let key { cache.store(.source(result.facts, result.problem), for: key) }
            return result
        }

        var states = ParallelMap.map(paths, threads: load.threads) { path -> SourceState in
            let bytes: [UInt8]
            do { bytes = try InputFile.bytes(atPath: path, limit: InputFile.swiftSizeLimit) } catch {
                return .done(SourceFacts(path: path), InputProblem(kind: .swiftSource, location: SourceLocation(file: path, line: 1),
                                                                   message: "cannot read Swift source: \(error)"))
            }
            if load.prefilter && !prefilter.isRelevant(bytes) && UTF8Validation.isValid(bytes) {
                return .skipped(bytes: bytes)
            }
            let result = extract(path, bytes)
            return .done(result.facts, result.problem)
        }

        // Names that pull skipped files in: everything the parsed facts and the storyboards mention.
        var wanted: Set<UInt64> = []
        func want(_ facts: [SourceFacts]) {
            for fact in facts { wanted.formUnion(Prefilter.names(in: fact).map(Prefilter.hash)) }
        }
        var storyboardClasses: Set<String> = []
        for case .success(let storyboard) in storyboards {
            for use in storyboard.customClasses where !Prefilter.isPlatformName(Project.simpleName(use.className)) {
                storyboardClasses.insert(Project.simpleName(use.className))
            }
        }
        wanted.formUnion(storyboardClasses.map(Prefilter.hash))
        want(states.compactMap { if case .done(let facts, _) = $0 { return facts } else { return nil } })

        var skipped = states.indices.filter { if case .skipped = states[$0] { return true } else { return false } }
        let words = ParallelMap.map(skipped, threads: load.threads) { index -> Set<UInt64> in
            guard case .skipped(let bytes) = states[index] else { return [] }
            return Prefilter.words(in: bytes)
        }
        var wordsByIndex = Dictionary(uniqueKeysWithValues: zip(skipped, words))
        while !skipped.isEmpty {
            var pulled = skipped.filter { !(wordsByIndex[$0] ?? []).isDisjoint(with: wanted) }
            if pulled.isEmpty {
                // A storyboard class still declared nowhere: its near-miss suggestion may live in any
                // file, so parse the rest to report exactly what a full parse would.
                let declared = Set(states.flatMap { state -> [String] in
                    if case .done(let facts, _) = state { return facts.types.map(\.name) } else { return [] }
                })
                guard !storyboardClasses.subtracting(declared).isEmpty else { break }
                pulled = skipped
            }
            let results = ParallelMap.map(pulled, threads: load.threads) { index -> SourceState in
                guard case .skipped(let bytes) = states[index] else { return states[index] }
                let result = extract(paths[index], bytes)
                return .done(result.facts, result.problem)
            }
            var newFacts: [SourceFacts] = []
            for (index, state) in zip(pulled, results) {
                states[index] = state
                wordsByIndex[index] = nil
                if case .done(let facts, _) = state { newFacts.append(facts) }
            }
            want(newFacts)
            let pulledSet = Set(pulled)
            skipped.removeAll { pulledSet.contains($0) }
        }
        parsed = paths.count - skipped.count
        return zip(paths, states).map { path, state in
            switch state {
            case .done(let facts, let problem): return (facts, problem)
            case .skipped: return (SourceFacts(path: path), nil)
            }
        }
    }
}

/// An order-preserving parallel map: results land in their input's slot, so the output never
/// depends on scheduling. Workers take the next index from a shared counter (large files do not
/// hold up a fixed share of the work).
enum ParallelMap {
    static func map<Input, Output>(_ inputs: [Input], threads: Int? = nil, _ transform: (Input) -> Output) -> [Output] {
        let workers = min(max(threads ?? ProcessInfo.processInfo.activeProcessorCount, 1), inputs.count)
        guard workers > 1 else { return inputs.map(transform) }
        var results = [Output?](repeating: nil, count: inputs.count)
        let lock = NSLock()
        var next = 0
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = buffer
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while true {
                    lock.lock()
                    let index = next
                    next += 1
                    lock.unlock()
                    guard index < inputs.count else { return }
                    slots[index] = transform(inputs[index])
                }
            }
        }
        return results.map { $0! }
    }
}
