import Foundation
import SegueCache
import SegueModel
import SegueRules
import StoryboardParser
import SwiftFacts
import XcodeProject

/// The outcome of a lint run.
public struct LintResult: Sendable {
    /// Every diagnostic, sorted by file, line, column, rule.
    public var diagnostics: [Diagnostic]
    /// How many storyboards were read.
    public var storyboardCount: Int
    /// How many Swift files were read.
    public var sourceCount: Int
    /// How long each phase took.
    public var timings = Linter.Timings()
    /// A request the files can't satisfy (`--target` naming no target): the run found nothing
    /// and the command fails with this message.
    public var requestError: String?
    /// How many findings a `--baseline` removed (`nil` without one).
    public var baselineSuppressed: Int?

    /// Number of error diagnostics.
    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    /// Number of warning diagnostics.
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
}

/// The façade: files in, sorted diagnostics out.
public enum Linter {
    /// Parses the files (in parallel), builds the project, runs the enabled rules and applies the
    /// configuration (severities, suppression comments, ignore entries).
    public static func lint(
        _ files: FileDiscovery.Files, configuration: Configuration = Configuration(),
        load: LoadOptions = LoadOptions()
    ) -> LintResult {
        var timings = Timings()
        guard let session = load.cache?.open(salt: cacheSalt(configuration), files: files.storyboards.count + files.sources.count)
        else {
            return finishRun(files, configuration: configuration, load: load, session: nil, timings: timings)
        }
        // Nothing this run would read has changed since the last run with this configuration: its
        // diagnostics still hold. An edited file is read first; if what the run takes from it (its
        // facts, or a skipped file's names) is as it was, so is the result (an early cutoff).
        let clock = Date()
        let paths = files.storyboards + files.sources + files.objcFiles
        // Those the folder listings took (`FileDiscovery.Files.signatures`) are not taken again.
        let signatures = ParallelMap.map(Array(paths.indices), threads: load.threads) { files.signatures.current(paths, at: $0) }
        var records = session.unchanged(paths, signatures: signatures)
        // The signatures by path, for the reads that follow; an unchanged run needs none.
        var known: [String: FileSignature] = [:]
        func knownSignatures() -> [String: FileSignature] {
            if known.isEmpty && !paths.isEmpty {
                known.reserveCapacity(paths.count)
                for (path, signature) in zip(paths, signatures) { known[path] = signature }
            }
            return known
        }
        let edits =
            session.hasResult && records.contains(where: { $0 == nil })
            ? readEdited(
                files, records: &records, configuration: configuration, load: load, session: session.knowing(knownSignatures()))
            : EditedFiles()
        if let key = resultKey(
            files, keys: records.map { $0?.payloadKey }, configuration: configuration,
            auxiliary: auxiliaryKey(files, session: session)),
            let payload = session.cachedResult(for: key), let diagnostics = CachedDiagnostic.decode(payload)
        {
            // The edited files' new records, so that the next run need not read them again.
            if !edits.forKey.isEmpty {
                session.knowing(knownSignatures()).save(Array(edits.forKey.values), result: (key: key, payload: payload))
            }
            timings.cachedResult = true
            timings.editedFilesRead = edits.forKey.count
            timings.storyboards = Date().timeIntervalSince(clock)
            return LintResult(
                diagnostics: Diagnostic.numberingOccurrences(diagnostics), storyboardCount: files.storyboards.count,
                sourceCount: files.sources.count, timings: timings)
        }
        // The parse phase reuses these signatures and records instead of taking them again.
        return finishRun(
            files, configuration: configuration, load: load, session: session.knowing(knownSignatures(), fresh: edits.forRun),
            timings: timings)
    }

    /// Parses what the cache can't provide, runs the rules and saves the new pack.
    private static func finishRun(
        _ files: FileDiscovery.Files, configuration: Configuration, load: LoadOptions,
        session: CacheSession?, timings: Timings
    ) -> LintResult {
        var timings = timings
        let (units, records, requestError, auxiliary, reads) = buildUnits(
            files, configuration: configuration, load: load, session: session,
            timings: &timings, cachingUnits: true)
        if let requestError {
            var result = LintResult(diagnostics: [], storyboardCount: files.storyboards.count, sourceCount: files.sources.count)
            result.requestError = requestError
            return result
        }
        let clock = Date()
        timings.units = units.count
        timings.cachedUnits = units.filter { $0.index == nil }.count
        var unitFindings: [[[Diagnostic]]] = []
        let diagnostics = finish(
            units, rules: configuration.enabledRules, configuration: configuration,
            ruleTimes: &timings.perRule, threads: load.threads, unitFindings: &unitFindings)
        var result = LintResult(
            diagnostics: diagnostics, storyboardCount: files.storyboards.count, sourceCount: files.sources.count)
        timings.rules = Date().timeIntervalSince(clock)
        timings.perRule.sort { $0.seconds > $1.seconds }
        result.timings = timings
        if let session {
            let recordKeys = Dictionary(records.map { ($0.path, $0.payloadKey) }, uniquingKeysWith: { first, _ in first })
            let key = resultKey(
                files, keys: (files.storyboards + files.sources + files.objcFiles).map { recordKeys[$0] },
                configuration: configuration,
                auxiliary: auxiliary ?? auxiliaryKey(files, session: session, records: recordsByPath(records), reads: reads))
            session.save(
                records, result: key.flatMap { key in CachedDiagnostic.encode(diagnostics).map { (key: key, payload: $0) } },
                units: unitPayloads(units, findings: unitFindings), reads: reads.map(\.coded))
        }
        return result
    }

    /// Lints files held in memory (rule examples and tests): names ending in `.storyboard` are
    /// storyboards, `project.pbxproj` an Xcode project (its `.xcconfig` files looked up among the
    /// files), `.h`/`.m`/`.mm` Objective-C, dependency manifests by their names, the rest Swift.
    public static func lint(
        inMemory files: [(name: String, content: String)], rules: [any Rule.Type]? = nil,
        configuration: Configuration = Configuration()
    ) -> LintResult {
        var storyboards: [Storyboard] = []
        var sources: [SourceFacts] = []
        var problems: [InputProblem] = []
        var others: [(name: String, content: String)] = []
        for file in files {
            if file.name.hasSuffix(".storyboard") {
                switch StoryboardParser.parse(bytes: Array(file.content.utf8), path: file.name) {
                case .success(let storyboard): storyboards.append(storyboard)
                case .failure(let problem): problems.append(problem)
                }
            } else if file.name.hasSuffix(".swift") && !file.name.hasSuffix("Package.swift") {
                sources.append(
                    SwiftFactsExtractor.extract(
                        source: file.content, path: file.name,
                        options: configuration.extractionOptions))
            } else {
                others.append(file)
            }
        }
        let model = ProjectModel.inMemory(others)
        var result = LintResult(diagnostics: [], storyboardCount: storyboards.count, sourceCount: sources.count)
        do {
            let units = try Pairing.units(
                storyboards: storyboards, sources: sources, problems: problems, model: model,
                configuration: configuration, targetName: configuration.target)
            result.diagnostics = finish(units, rules: rules ?? configuration.enabledRules, configuration: configuration)
        } catch {
            result.requestError = "\(error)"
        }
        return result
    }

    /// The rules that run unless configured otherwise: every rule that is not opt-in.
    public static var defaultRules: [any Rule.Type] {
        Configuration().enabledRules
    }

    /// Runs `rules`, applies severities, suppressions and ignore entries, and sorts deterministically.
    static func finish(_ units: [LintUnit], rules: [any Rule.Type], configuration: Configuration) -> [Diagnostic] {
        var ruleTimes: [(id: String, seconds: Double)] = []
        return finish(units, rules: rules, configuration: configuration, ruleTimes: &ruleTimes)
    }

    /// `finish`, recording each rule's time. Each rule runs on each unit; a finding found in
    /// several units (a file shared by targets) is reported once, with notes naming the targets
    /// it was found for when some target that lints the file did not find it.
    static func finish(
        _ units: [LintUnit], rules: [any Rule.Type], configuration: Configuration,
        ruleTimes: inout [(id: String, seconds: Double)], threads: Int? = nil
    ) -> [Diagnostic] {
        var unitFindings: [[[Diagnostic]]] = []
        return finish(
            units, rules: rules, configuration: configuration, ruleTimes: &ruleTimes, threads: threads,
            unitFindings: &unitFindings)
    }

    /// `finish`, with what each rule found in each unit, by unit then rule (`unitFindings`).
    static func finish(
        _ units: [LintUnit], rules: [any Rule.Type], configuration: Configuration,
        ruleTimes: inout [(id: String, seconds: Double)], threads: Int?, unitFindings: inout [[[Diagnostic]]]
    ) -> [Diagnostic] {
        let enabled = Set(rules.map { $0.description.id })
        var suppressions = suppressions(in: units)
        var found: [Diagnostic] = []
        var sightings = Sightings()
        unitFindings = runRules(rules, on: units, threads: threads, found: &found, sightings: &sightings, ruleTimes: &ruleTimes)
        keepReported(&found, sightings: sightings, units: units, configuration: configuration, suppressions: &suppressions)
        if enabled.contains(SuperfluousDisableRule.description.id) {
            for superfluous in suppressions.superfluous(enabledRules: enabled) {
                var diagnostic = Diagnostic(
                    ruleID: SuperfluousDisableRule.description.id,
                    severity: SuperfluousDisableRule.description.defaultSeverity,
                    message: superfluous.message, subject: superfluous.subject, location: superfluous.directive.location)
                if configuration.applySeverity(to: &diagnostic), !configuration.ignores(diagnostic) { found.append(diagnostic) }
            }
        }
        found.sort(by: Diagnostic.sortsBefore)
        Diagnostic.numberOccurrences(&found)
        return found
    }

    /// The suppression comments of the units' Swift files, each file as the first unit that lints it has it.
    private static func suppressions(in units: [LintUnit]) -> Suppressions {
        var seen: Set<String> = []
        var withDirectives: [SourceFacts] = []
        for unit in units {
            for facts in unit.sources where seen.insert(facts.path).inserted && !facts.suppressions.isEmpty {
                withDirectives.append(facts)
            }
        }
        return Suppressions(sources: withDirectives, knownRules: Set(allRules.map { $0.description.id }))
    }

    /// The units each finding was found in, by its position in the findings.
    private struct Sightings {
        // The unit each finding was first found in; the rare others (a file several targets lint) apart.
        var firstUnit: [Int] = []
        var otherUnits: [Int: [Int]] = [:]

        /// The units the finding at `position` was found in, the first one first.
        func foundIn(_ position: Int) -> [Int] { [firstUnit[position]] + (otherUnits[position] ?? []) }
    }

    /// The same finding from several units: keyed by its parts, which share the diagnostic's
    /// storage (a key string built per finding cost as much memory as the finding).
    private struct FindingKey: Hashable {
        var rule: String
        var location: Location
        var subject: String
    }

    /// Runs each rule on each unit, appending each new finding to `found` and noting every unit it
    /// is found in. The checks run in parallel (a unit's index is a value, and its memo tables are
    /// locked); their findings are merged in rule order, then unit order, as one loop would. A
    /// rule's time is the sum of its checks on all units, on whichever thread each ran. A unit
    /// whose findings came from the cache gives them instead of running the rules. Returns what
    /// each rule found in each unit, by unit then rule.
    private static func runRules(
        _ rules: [any Rule.Type], on units: [LintUnit], threads: Int?, found: inout [Diagnostic],
        sightings: inout Sightings, ruleTimes: inout [(id: String, seconds: Double)]
    ) -> [[[Diagnostic]]] {
        let checks = rules.indices.flatMap { rule in units.indices.map { unit in Check(rule: rule, unit: unit) } }
        let ruleTypes = RuleTypes(rules)
        let checked = ParallelMap.map(checks, threads: threads) { check -> (findings: [Diagnostic], seconds: Double) in
            let unit = units[check.unit]
            guard let index = unit.index else { return (unit.cache?.found?.findings[check.rule] ?? [], 0) }
            let clock = Date()
            let findings = ruleTypes.rules[check.rule].init().check(index).filter {
                !unit.silenced.contains($0.location.file)
            }
            return (findings, Date().timeIntervalSince(clock))
        }
        var byUnit = [[[Diagnostic]]](repeating: [], count: units.count)
        for (check, result) in zip(checks, checked) { byUnit[check.unit].append(result.findings) }
        var index: [FindingKey: Int] = [:]
        var seconds = [Double](repeating: 0, count: rules.count)
        for (check, result) in zip(checks, checked) {
            seconds[check.rule] += result.seconds
            for diagnostic in result.findings {
                let key = FindingKey(
                    rule: diagnostic.ruleID, location: diagnostic.location, subject: diagnostic.subject ?? diagnostic.message)
                if let existing = index[key] {
                    if (sightings.otherUnits[existing]?.last ?? sightings.firstUnit[existing]) != check.unit {
                        sightings.otherUnits[existing, default: []].append(check.unit)
                    }
                    continue
                }
                index[key] = found.count
                found.append(diagnostic)
                sightings.firstUnit.append(check.unit)
            }
        }
        for (rule, time) in zip(rules, seconds) { ruleTimes.append((rule.description.id, time)) }
        return byUnit
    }

    /// One rule on one unit, by their positions.
    private struct Check: Sendable {
        var rule: Int
        var unit: Int
    }

    /// The rule types, handed to the parallel checks (each check makes its own rule value).
    private struct RuleTypes: @unchecked Sendable {  // Safe: metatypes of stateless rule types, only read.
        let rules: [any Rule.Type]
        init(_ rules: [any Rule.Type]) { self.rules = rules }
    }

    /// Applies targets, severities, suppressions and ignore entries to `found`, in place, keeping what is reported.
    private static func keepReported(
        _ found: inout [Diagnostic], sightings: Sightings, units: [LintUnit], configuration: Configuration,
        suppressions: inout Suppressions
    ) {
        // Filtered in place: no second array of findings.
        var keptCount = 0
        for position in found.indices {
            var diagnostic = found[position]
            if diagnostic.holdsOnlyInEveryTarget {
                guard isFoundByEveryTarget(diagnostic, foundIn: sightings.foundIn(position), units: units) else { continue }
                diagnostic.holdsOnlyInEveryTarget = false
            }
            if units.count > 1 { noteTargets(of: &diagnostic, foundIn: sightings.foundIn(position), units: units) }
            guard configuration.applySeverity(to: &diagnostic) else { continue }
            if suppressions.suppresses(diagnostic) || configuration.ignores(diagnostic) { continue }
            found[keptCount] = diagnostic
            keptCount += 1
        }
        found.removeSubrange(keptCount...)
    }

    /// Whether every target unit that lints the finding's file (and doesn't silence it) found it.
    static func isFoundByEveryTarget(_ diagnostic: Diagnostic, foundIn: [Int], units: [LintUnit]) -> Bool {
        let file = diagnostic.location.file
        if units.contains(where: { $0.sharedWithUnlintedTargets.contains(file) }) { return false }
        let linting = units.indices.filter {
            units[$0].target != nil && units[$0].files.contains(file) && !units[$0].silenced.contains(file)
        }
        return Set(linting).isSubset(of: Set(foundIn))
    }

    /// When the finding's file is linted for several targets and some of them did not find it,
    /// notes at the targets that did (`found when linting target "TV tvOS" (tvOS)`). The message
    /// stays the same, so baselines match whichever targets are linted.
    static func noteTargets(of diagnostic: inout Diagnostic, foundIn: [Int], units: [LintUnit]) {
        let linting = units.indices.filter { units[$0].target != nil && units[$0].files.contains(diagnostic.location.file) }
        guard linting.count > 1, Set(foundIn) != Set(linting) else { return }
        for index in foundIn {
            guard let target = units[index].target else { continue }
            diagnostic.notes.append(
                Note(
                    "found when linting target \"\(target.name)\""
                        + (target.platform.isEmpty ? "" : " (\(target.platform))"), at: target.location))
        }
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
        /// Reading the Xcode projects, their `.xcconfig` files and the dependency manifests.
        public var project: Double = 0
        /// Scanning the Objective-C headers and implementations for classes and actions.
        public var objectiveC: Double = 0
        /// The Objective-C files inside the read boundary (scanned, or taken from the cache).
        public var objectiveCFiles = 0
        /// Building the project indexes.
        public var indexing: Double = 0
        /// Running the rules and applying the configuration.
        public var rules: Double = 0
        /// Swift files that went through swift-syntax (the rest were skipped by the prefilter).
        public var parsedSources = 0
        /// Each rule's own time, slowest first.
        public var perRule: [(id: String, seconds: Double)] = []
        /// Whether the diagnostics came from the cache: nothing the run reads had changed since
        /// the last run with the same configuration (the check's time is under `storyboards`).
        public var cachedResult = false
        /// The changed files read to look for the last run's result (the early cutoff).
        public var editedFilesRead = 0
        /// The units linted, and those whose findings came from the cache (`UnitCache`).
        public var units = 0
        public var cachedUnits = 0
    }

    /// Parses every file once, in parallel, and keeps only the facts; cached facts are reused.
    /// Project mode's units each have a project of their own; this is the first one's (folder
    /// mode: the only one).
    public static func buildProject(
        _ files: FileDiscovery.Files, configuration: Configuration = Configuration(),
        load: LoadOptions = LoadOptions()
    ) -> CrossReferenceIndex {
        var timings = Timings()
        let session = load.cache?.open(salt: cacheSalt(configuration), files: files.storyboards.count + files.sources.count)
        let (units, records, _, _, _) = buildUnits(
            files, configuration: configuration, load: load, session: session, timings: &timings)
        session?.save(records, result: nil)
        return units.first?.index ?? CrossReferenceIndex(storyboards: [], sources: [])
    }

    /// What `seguelint graph` draws, from one parse: one project of every unit's storyboards and
    /// sources (each once: the whole app's navigation, whatever targets it is linted in), and the
    /// run's diagnostics when `findings` is set (the enabled rules, configuration applied).
    static func navigation(
        _ files: FileDiscovery.Files, configuration: Configuration, load: LoadOptions,
        findings: Bool
    ) -> (project: CrossReferenceIndex, result: LintResult) {
        var timings = Timings()
        let session = load.cache?.open(salt: cacheSalt(configuration), files: files.storyboards.count + files.sources.count)
        let (units, records, requestError, _, _) = buildUnits(
            files, configuration: configuration, load: load, session: session, timings: &timings)
        session?.save(records, result: nil)
        var result = LintResult(diagnostics: [], storyboardCount: files.storyboards.count, sourceCount: files.sources.count)
        result.requestError = requestError
        if findings && requestError == nil {
            let clock = Date()
            result.diagnostics = finish(
                units, rules: configuration.enabledRules, configuration: configuration, ruleTimes: &timings.perRule,
                threads: load.threads)
            timings.rules = Date().timeIntervalSince(clock)
            timings.perRule.sort { $0.seconds > $1.seconds }
        }
        result.timings = timings
        var storyboards: [String: Storyboard] = [:]
        var sources: [String: SourceFacts] = [:]
        for unit in units {
            // No unit's index comes from the cache here (`buildUnits` caches units only for `lint`).
            for storyboard in unit.index?.storyboards ?? [] { storyboards[storyboard.path] = storyboard }
            for facts in unit.index?.sources ?? [] { sources[facts.path] = facts }
        }
        let project = CrossReferenceIndex(
            storyboards: storyboards.keys.sorted().compactMap { storyboards[$0] },
            sources: sources.keys.sorted().compactMap { sources[$0] },
            segueEnumNames: configuration.segueEnumNames, segueHandlerProtocols: configuration.segueHandlerProtocols)
        return (project, result)
    }

    /// The units a run lints (tests): project mode's targets, or one folder-mode unit.
    static func buildUnits(_ files: FileDiscovery.Files, configuration: Configuration = Configuration()) -> [LintUnit] {
        var timings = Timings()
        return buildUnits(files, configuration: configuration, load: LoadOptions(), session: nil, timings: &timings).units
    }

    /// What, besides a file's content, its cached facts depend on: the extraction options, and
    /// the names the prefilter looks for (a skipped file's record is a prefilter verdict).
    static func cacheSalt(_ configuration: Configuration) -> String {
        [
            // Spelled out rather than `String(describing:)` of the label, which reflects at run time.
            configuration.extractionOptions.performFunctions.map { function in
                let label =
                    switch function.label {
                    case nil: "*"
                    case .some(nil): "_"
                    case .some(let label?): label
                    }
                return "\(function.name)(\(label):)"
            }.joined(separator: ","),
            configuration.segueEnumNames.sorted().joined(separator: ","),
            configuration.segueHandlerProtocols.sorted().joined(separator: ","),
        ].joined(separator: "\n")
    }

    /// Parses (or takes from the cache) every file, reads the Xcode projects, and returns the
    /// units to lint, the cache records, and the request's error if it can't be satisfied. With
    /// `cachingUnits` and a session, units whose inputs are as they were take their findings from
    /// the cache (`UnitCache`), and the run's `auxiliaryKey`, which their keys need, is returned.
    static func buildUnits(
        _ files: FileDiscovery.Files, configuration: Configuration, load: LoadOptions,
        session: CacheSession?, timings: inout Timings, cachingUnits: Bool = false
    ) -> (
        units: [LintUnit], records: [CacheRecord], requestError: String?, auxiliary: ContentKey?, reads: [ReadLog.Read]
    ) {
        let options = configuration.extractionOptions
        let salt = cacheSalt(configuration)
        // The projects, manifests and Objective-C files don't depend on the storyboards or the
        // Swift: they are read beside them, so the serial parts (one large pbxproj) overlap.
        let project = ProjectRead(files, threads: load.threads, session: session)
        var clock = Date()
        let storyboardLoads = ParallelMap.map(files.storyboards, threads: load.threads) {
            path -> (Result<Storyboard, InputProblem>, CacheRecord?) in
            loadStoryboard(path, session: session)
        }
        let storyboardResults = storyboardLoads.map(\.0)
        timings.storyboards = Date().timeIntervalSince(clock)
        clock = Date()
        let loader = SourceLoader(configuration: configuration, options: options, salt: salt, load: load, session: session)
        let sources = loader.extract(files.sources, storyboards: storyboardResults)
        let (sourceResults, sourceRecords) = (sources.facts, sources.records)
        timings.parsedSources = sources.parsed
        timings.sources = Date().timeIntervalSince(clock)
        let (model, projectSeconds) = project.result()
        timings.project = projectSeconds - model.objectiveCSeconds
        timings.objectiveC = model.objectiveCSeconds
        timings.objectiveCFiles = model.objectiveCFiles
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
        let records = storyboardLoads.compactMap(\.1) + sourceRecords + model.cacheRecords
        let reads = model.reads.all
        var auxiliary: ContentKey?
        var unitCache: UnitCache?
        if cachingUnits, let session {
            let key = auxiliaryKey(files, session: session, records: recordsByPath(records), reads: reads)
            auxiliary = key
            unitCache = UnitCache(
                files, records: records, problems: problems + model.problems, auxiliary: key, configuration: configuration,
                session: session)
        }
        do {
            let units = try Pairing.units(
                storyboards: storyboards, sources: sourceResults.map(\.facts), problems: problems,
                model: model, configuration: configuration, targetName: configuration.target, threads: load.threads,
                unitCache: unitCache)
            timings.indexing = Date().timeIntervalSince(clock)
            return (units, records, nil, auxiliary, reads)
        } catch {
            return ([], records, "\(error)", auxiliary, reads)
        }
    }
}

extension Linter {
    /// A file as the cache finds it: its cached value, or its bytes to parse (with the content key
    /// and signature its new record needs), or why it could not be read.
    enum CachedRead<Value> {
        case cached(Value, CacheRecord?)
        case read(bytes: [UInt8], key: ContentKey?, signature: FileSignature?)
        case unreadable(Error)
    }

    /// The one way both kinds of file go through the cache: a record whose signature still vouches
    /// for the file is used without reading it; otherwise the file is read and fingerprinted, and a
    /// record of the same content is used. `value` turns a record into a usable value (`nil` when
    /// it is not one).
    static func read<Value>(
        _ path: String, kind: String, salt: String, limit: Int, session: CacheSession?,
        value: (CacheRecord) -> Value?
    ) -> CachedRead<Value> {
        let signature = session?.signature(of: path)
        if let session, let record = session.unchanged(path, signature: signature), let cached = value(record) {
            return .cached(cached, record)
        }
        let bytes: [UInt8]
        do { bytes = try InputFile.bytes(atPath: path, limit: limit) } catch { return .unreadable(error) }
        guard let session else { return .read(bytes: bytes, key: nil, signature: nil) }
        let key = Fingerprint.content(kind: kind, path: path, salt: salt, bytes: bytes)
        if let record = session.sameContent(path, key: key), let cached = value(record) {
            return .cached(cached, session.refreshed(record, signature: signature))
        }
        return .read(bytes: bytes, key: key, signature: signature)
    }

    /// One storyboard: from the cache when its signature or content is unchanged, else parsed.
    static func loadStoryboard(_ path: String, session: CacheSession?) -> (Result<Storyboard, InputProblem>, CacheRecord?) {
        let lookup = read(path, kind: "storyboard", salt: "", limit: InputFile.storyboardSizeLimit, session: session) { record in
            switch session?.payload(of: record) {
            case .storyboard(let storyboard)?: return Result<Storyboard, InputProblem>.success(storyboard)
            case .storyboardProblem(let problem)?: return .failure(problem)
            default: return nil
            }
        }
        switch lookup {
        case .cached(let result, let record):
            return (result, record)
        case .unreadable(let error):
            return (
                .failure(
                    InputProblem(
                        kind: .storyboard, location: Location(file: path, line: 1),
                        message: "cannot read storyboard: \(error)")), nil
            )
        case .read(let bytes, let key, let signature):
            let parsed = StoryboardParser.parse(bytes: bytes, path: path)
            let payload: FactsCache.Payload
            switch parsed {
            case .success(let storyboard): payload = .storyboard(storyboard)
            case .failure(let problem): payload = .storyboardProblem(problem)
            }
            return (parsed, key.flatMap { session?.record(path: path, signature: signature, key: $0, payload: payload) })
        }
    }
}
