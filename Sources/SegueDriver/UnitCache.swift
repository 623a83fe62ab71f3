import SegueCache
import SegueModel
import SegueRules

/// What the rules found in each lint unit (a target) last time, kept by a key of everything the
/// unit's findings depend on: the inputs of the whole run besides the storyboards' and Swift
/// files' contents (the projects, `.xcconfig` files and manifests, the Objective-C files, every
/// file's path, every input problem, the configuration and the rules), and what the run takes
/// from each of the unit's own files. An edit to one file leaves the units that don't lint it as
/// they were: the run takes their findings from the pack instead of indexing and checking them.
/// Suppressions, severities and the merging of findings across units are applied afterwards, to
/// all units alike, as for units checked in this run.
struct UnitCache: Sendable {
    let session: CacheSession
    /// The fingerprint of what every unit depends on.
    private let base: ContentKey
    /// What the run takes from each file (its record's `payloadKey`), by path.
    private let payloadKeys: [String: ContentKey]

    /// `nil` when some Objective-C file has no record (its declarations are in every unit's
    /// context, so no unit's inputs are known).
    init?(
        _ files: FileDiscovery.Files, records: [CacheRecord], problems: [InputProblem], auxiliary: ContentKey,
        configuration: Configuration, session: CacheSession
    ) {
        var payloadKeys: [String: ContentKey] = Dictionary(minimumCapacity: records.count)
        for record in records where payloadKeys[record.path] == nil { payloadKeys[record.path] = record.payloadKey }
        var fingerprint = Fingerprint()
        Self.add("seguelint unit findings 1", to: &fingerprint)
        Self.add(auxiliary, to: &fingerprint)
        Self.add(configuration.diagnosticsFingerprint, to: &fingerprint)
        Self.add(configuration.target ?? "\u{0}all targets", to: &fingerprint)
        Self.add(configuration.enabledRules.map { $0.description.id }.joined(separator: ","), to: &fingerprint)
        // Every path decides which files no target claims; the Objective-C files are every unit's context.
        for (tag, paths) in [("storyboards", files.storyboards), ("sources", files.sources), ("objc", files.objcFiles)] {
            Self.add(tag, to: &fingerprint)
            for path in paths { Self.add(path, to: &fingerprint) }
        }
        for path in files.objcFiles {
            guard let key = payloadKeys[path] else { return nil }
            Self.add(key, to: &fingerprint)
        }
        // Every unit's index holds every input problem.
        for problem in problems.sorted(by: { ($0.location, $0.message) < ($1.location, $1.message) }) {
            Self.add(
                "\(problem.kind.rawValue)\u{0}\(problem.location)\u{0}\(problem.message)\u{0}\(problem.isWarning)",
                to: &fingerprint)
        }
        self.session = session
        base = fingerprint.key
        self.payloadKeys = payloadKeys
    }

    /// The key of the unit of the target at `position` (of all the projects' targets) that lints
    /// these files, in this order; `nil` when one of them has no record.
    func key(
        targetAt position: Int, target: (name: String, location: Location, platform: String), storyboards: [String],
        sources: [String], silenced: Set<String>
    ) -> ContentKey? {
        var fingerprint = Fingerprint()
        Self.add(base, to: &fingerprint)
        Self.add("\(position)\u{0}\(target.name)\u{0}\(target.location)\u{0}\(target.platform)", to: &fingerprint)
        for (tag, paths) in [("storyboards", storyboards), ("sources", sources)] {
            Self.add(tag, to: &fingerprint)
            for path in paths {
                guard let key = payloadKeys[path] else { return nil }
                Self.add(path, to: &fingerprint)
                Self.add(key, to: &fingerprint)
            }
        }
        Self.add("silenced", to: &fingerprint)
        for path in silenced.sorted() { Self.add(path, to: &fingerprint) }
        return fingerprint.key
    }

    /// What the last run kept for a unit: its findings, by rule, and the payload they came from.
    typealias Found = (findings: [[Diagnostic]], payload: [UInt8])

    /// The findings the last run kept under `key`, for each of `rules` rules, with their payload.
    func findings(for key: ContentKey, rules: Int) -> Found? {
        guard let payload = session.cachedUnit(for: key), let findings = CachedDiagnostic.decode(unit: payload),
            findings.count == rules
        else { return nil }
        return (findings, payload)
    }

    /// A string, after its length: no two lists of strings add the same bytes.
    private static func add(_ text: String, to fingerprint: inout Fingerprint) {
        withUnsafeBytes(of: UInt64(text.utf8.count).littleEndian) { fingerprint.add($0) }
        fingerprint.add(Array(text.utf8))
    }

    private static func add(_ key: ContentKey, to fingerprint: inout Fingerprint) {
        withUnsafeBytes(of: (key.high.littleEndian, key.low.littleEndian)) { fingerprint.add($0) }
    }
}

extension Linter {
    /// The records by path (the first of a path written twice).
    static func recordsByPath(_ records: [CacheRecord]) -> [String: CacheRecord] {
        Dictionary(records.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// What each unit with a key found, to keep for the next run: its cached payload, or its
    /// findings in this run (`findings`, by unit then rule) encoded. `nil` (the pack keeps what
    /// it had) when no unit has a key: a run of one unit, or without the records the keys need.
    static func unitPayloads(_ units: [LintUnit], findings: [[[Diagnostic]]]) -> [(key: ContentKey, payload: [UInt8])]? {
        guard units.contains(where: { $0.cache != nil }) else { return nil }
        return zip(units, findings).compactMap { unit, findings in
            guard let cache = unit.cache else { return nil }
            guard let payload = cache.found?.payload ?? CachedDiagnostic.encode(unit: findings) else { return nil }
            return (cache.key, payload)
        }
    }
}
