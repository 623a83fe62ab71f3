import Foundation
import SegueCache
import SegueModel
import SegueRules
import StoryboardParser
import SwiftFacts

/// Turns the Swift files of a run into facts: from the cache where it vouches for a file, else by
/// reading and extracting, with the byte-level `Prefilter` deciding which files need swift-syntax
/// at all. Relevant files are extracted first; then the skipped files that declare what the facts
/// found so far (or the storyboards) mention are pulled in, until nothing new is needed — a fixpoint, so the
/// facts are those of a full parse.
struct SourceLoader: Sendable {
    let options: ExtractionOptions
    let salt: String
    let threads: Int?
    let usesPrefilter: Bool
    let session: CacheSession?
    let prefilter: Prefilter

    init(
        configuration: Configuration, options: ExtractionOptions, salt: String, load: Linter.LoadOptions,
        session: CacheSession?
    ) {
        var options = options
        options.leavesOutUnreadBodies = load.prefilter
        self.options = options
        self.salt = salt
        self.threads = load.threads
        self.usesPrefilter = load.prefilter
        self.session = session
        prefilter = Prefilter(
            needles: options.fileNeedles(
                names: configuration.segueEnumNames.sorted()
                    + configuration.segueHandlerProtocols.sorted()))
    }

    /// The facts of every file in `paths` order (with the problem found in it, if any), the cache
    /// records for the next run, and how many files went through swift-syntax.
    struct Output {
        var facts: [(facts: SourceFacts, problem: InputProblem?)]
        var records: [CacheRecord]
        var parsed: Int
    }

    /// One Swift file on its way through the prefilter.
    enum State: Sendable {
        /// Extracted (or from the cache): the facts, the problem found, and the sorted hashes of
        /// the names the facts mention (`Prefilter.mentionedNameHashes(in:)`, which pull skipped files in).
        case done(SourceFacts, InputProblem?, mentions: [UInt64])
        /// Skipped by the prefilter: the sorted hashes of the names it may declare
        /// (`Prefilter.declarations(in:)`), and its bytes with their bracket estimate if it was read.
        case skipped(declarations: [UInt64], bytes: [UInt8]?, brackets: BracketNesting.Estimate?)
    }

    /// What is known about one Swift file, and the cache record that describes it.
    struct Load: Sendable {
        var state: State
        var signature: FileSignature?
        var record: CacheRecord?
    }

    /// Extracts the facts of `paths` (see the type's documentation).
    func extract(_ paths: [String], storyboards: [Result<Storyboard, InputProblem>]) -> Output {
        let (classes, platformLookingClasses) = storyboardClasses(storyboards)
        let work = PullInQueue(loader: self, paths: paths, wanted: Set(classes.map(Prefilter.hash)))
        work.lookAtEveryFile(threads: threads)
        while true {
            // A storyboard class still declared nowhere: its near-miss suggestion may live in a
            // skipped file. A lexical index of the types each one declares (no parse) finds the
            // files with a near miss; only those are parsed, so the suggestions are those of a
            // full parse. (Pods' classes, declared nowhere, don't make every file parse.)
            // A class named like a framework's (`UIPaddingLabel`) pulls nothing in by name, but
            // the app may declare it: the skipped files that mention it are read for that.
            let loads = work.loads.map { $0! }
            let skipped = loads.indices.filter { loads[$0].isSkipped }
            let declared = Set(loads.flatMap { $0.facts?.types.map(\.name) ?? [] })
            let missing = classes.subtracting(declared)
            let missingPlatformLooking = platformLookingClasses.subtracting(declared)
            guard !skipped.isEmpty, !missing.isEmpty || !missingPlatformLooking.isEmpty else { break }
            let platformHashes = Set(missingPlatformLooking.map(Prefilter.hash))
            let nearMisses = ParallelMap.map(skipped, threads: threads) { index -> Bool in
                guard case .skipped(let declarations, let cached, _) = loads[index].state else { return true }
                let mentionsPlatformLooking = declarations.contains { platformHashes.contains($0) }
                guard !missing.isEmpty || mentionsPlatformLooking else { return false }
                guard let bytes = cached ?? (try? InputFile.bytes(atPath: paths[index], limit: InputFile.swiftSizeLimit))
                else { return true }
                let names = Prefilter.declaredTypeNames(in: bytes)
                return missing.contains { EditDistance.nearestMiss(of: $0, among: names) != nil }
                    || (mentionsPlatformLooking && !missingPlatformLooking.isDisjoint(with: names))
            }
            let pulled = zip(skipped, nearMisses).filter(\.1).map(\.0)
            guard !pulled.isEmpty else { break }
            work.pullIn(pulled, threads: threads)
        }
        var loads = work.loads.map { $0! }
        // A pulled-in file's record keeps the names it declares that the run wanted (the early
        // cutoff parses it again while it declares one), whatever order the workers took.
        let wanted = work.wanted
        for (index, declarations) in work.pulled { loads[index].record?.pulledBy = declarations.filter(wanted.contains) }
        let facts = zip(paths, loads).map { path, load -> (facts: SourceFacts, problem: InputProblem?) in
            switch load.state {
            case .done(let facts, let problem, _): return (facts, problem)
            case .skipped: return (SourceFacts(path: path), nil)
            }
        }
        let skipped = loads.filter(\.isSkipped).count
        return Output(facts: facts, records: loads.compactMap(\.record), parsed: paths.count - skipped)
    }

    /// The first look at a file: its cached state, or its bytes through the prefilter.
    func first(_ path: String) -> Load {
        switch Linter.read(path, kind: "swift", salt: salt, limit: InputFile.swiftSizeLimit, session: session, value: cachedState)
        {
        case .cached(let state, let record):
            return Load(state: state, signature: record?.signature, record: record)
        case .unreadable(let error):
            return unreadable(path, error)
        case .read(let bytes, let key, let signature):
            // Files with something to report (invalid UTF-8, brackets too deep) are never skipped.
            guard usesPrefilter && !prefilter.isRelevant(bytes) && UTF8Validation.isValid(bytes) else {
                return extracted(path, bytes, key: key, signature: signature)
            }
            // Most files have too few `[` to need the estimate; one that is later pulled in takes it then.
            let brackets = BracketNesting.cannotExceed(BracketNesting.budget, bytes) ? nil : BracketNesting.estimate(bytes)
            if (brackets?.units ?? 0) <= BracketNesting.budget {
                let (found, typeNames) = Prefilter.declarationsAndTypeNames(in: bytes)
                let declarations = found.sorted()
                let record = key.flatMap {
                    session?.record(
                        path: path, signature: signature, key: $0,
                        payload: .skippedSource(declarations: declarations, typeNames: typeNames))
                }
                return Load(
                    state: .skipped(declarations: declarations, bytes: bytes, brackets: brackets), signature: signature,
                    record: record)
            }
            return extracted(path, bytes, key: key, signature: signature, brackets: brackets)
        }
    }

    /// A skipped file that the facts turned out to need: extracted now. Its record keeps the names
    /// it declares that were `wanted` (those that pulled it in; none when a near miss did).
    func pullIn(_ path: String, _ load: Load, wanted: Set<UInt64>) -> Load {
        guard case .skipped(let declarations, let bytes, let brackets) = load.state else { return load }
        let pulledBy = declarations.filter { wanted.contains($0) }
        if let bytes {
            return extracted(
                path, bytes, key: load.record?.key, signature: load.signature, brackets: brackets, pulledBy: pulledBy)
        }
        do {
            // Read now: the content may differ from what the record's key describes.
            return extracted(
                path, try InputFile.bytes(atPath: path, limit: InputFile.swiftSizeLimit), key: nil, signature: load.signature,
                pulledBy: pulledBy)
        } catch {
            return unreadable(path, error)
        }
    }

    private func cachedState(_ record: CacheRecord) -> State? {
        switch session?.payload(of: record) {
        case .source(let facts, let problem, let mentions)?: return .done(facts, problem, mentions: mentions)
        // Without the prefilter every file is parsed, so a skipped file's index is no use.
        case .skippedSource(let declarations, _)? where usesPrefilter:
            return .skipped(declarations: declarations, bytes: nil, brackets: nil)
        default: return nil
        }
    }

    private func unreadable(_ path: String, _ error: Error) -> Load {
        Load(
            state: .done(
                SourceFacts(path: path),
                InputProblem(
                    kind: .swiftSource, location: Location(file: path, line: 1),
                    message: "cannot read Swift source: \(error)"), mentions: []))
    }

    /// Parses the bytes; `key` is their content key when already computed.
    private func extracted(
        _ path: String, _ bytes: [UInt8], key: ContentKey?, signature: FileSignature?, brackets: BracketNesting.Estimate? = nil,
        pulledBy: [UInt64] = []
    ) -> Load {
        let result = SwiftFactsExtractor.extract(bytes: bytes, path: path, options: options, brackets: brackets)
        // On this worker thread, and kept in the record: a cached file's mentions are not worked out again.
        let mentions = Prefilter.mentionedNameHashes(in: result.facts)
        let record = session.flatMap { session in
            session.record(
                path: path, signature: signature,
                key: key ?? Fingerprint.content(kind: "swift", path: path, salt: salt, bytes: bytes),
                payload: .source(result.facts, result.problem, mentions: mentions), pulledBy: pulledBy)
        }
        return Load(state: .done(result.facts, result.problem, mentions: mentions), signature: signature, record: record)
    }

    /// The storyboards' custom classes (simple names), which pull in the files that declare them;
    /// apart, those named like a framework's class (`MKMapView`, or an app's `UIPaddingLabel`).
    private func storyboardClasses(_ storyboards: [Result<Storyboard, InputProblem>])
        -> (classes: Set<String>, platformLooking: Set<String>)
    {
        var classes: Set<String> = []
        var platformLooking: Set<String> = []
        for case .success(let storyboard) in storyboards {
            for use in storyboard.customClasses {
                let name = CrossReferenceIndex.simpleName(use.className)
                if Prefilter.isPlatformName(name) { platformLooking.insert(name) } else { classes.insert(name) }
            }
        }
        return (classes, platformLooking)
    }
}

extension SourceLoader.Load {
    var facts: SourceFacts? {
        if case .done(let facts, _, _) = state { return facts }
        return nil
    }

    var isSkipped: Bool {
        if case .skipped = state { return true }
        return false
    }
}
