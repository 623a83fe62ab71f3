import Foundation
import SegueCache
import SegueModel
import XcodeProject

/// The keys of the cached result (what a run's diagnostics depend on), and the reading of edited files to look it up.
extension Linter {
    /// The content of everything besides storyboards, Swift and Objective-C files that the
    /// diagnostics depend on: the linted paths and the read boundary (which projects are vendored,
    /// what may be opened); the projects, `.xcconfig` files, dependency manifests, `.gitmodules`
    /// and podspecs the walk found (read whole and fingerprinted: they are few and small next to
    /// the sources); which Objective-C files the boundary allows (their content has records of
    /// its own, like the sources); and what each of the project model's other reads finds now
    /// (`ReadLog`: folders it listed, files it read, paths it checked, outside what the walk
    /// listed). A file that can't be read counts as its error message, one outside the read
    /// boundary as such (it is not read). A project file counts as its content fingerprint,
    /// taken from its record while its signature vouches for it (large projects are not read
    /// again for an unchanged run). The `.xcconfig` files a project's record lists count too, even
    /// those the walk did not find (outside the linted folders, or excluded): each with which side
    /// of the read boundary it is on and its content. `records` and `reads` are this run's, when
    /// its result is saved; without them the previous run's are used, as the next run will.
    static func auxiliaryKey(
        _ files: FileDiscovery.Files, session: CacheSession?, records: [String: CacheRecord]? = nil,
        reads: [ReadLog.Read]? = nil
    ) -> ContentKey {
        var fingerprint = Fingerprint()
        let boundary = ProjectModel.boundary(of: files)
        fingerprint.add(Array((files.roots + ["\u{1}"] + boundary.roots).joined(separator: "\u{0}").utf8))
        let configurationFiles = addProjectInputs(files, session: session, records: records, boundary: boundary, to: &fingerprint)
        let listed = Set(files.projectInputs)
        for path in Set(configurationFiles.map(\.path)).subtracting(listed).sorted() {
            let inside = boundary.allows(path)
            fingerprint.add(Array("\u{0}\(path)\u{0}\(inside)".utf8))
            if inside, let bytes = XcodeProjectReader.readConfigurationFile(path) { fingerprint.add(bytes) }
        }
        // A link may come to lead out of the repository, unseen by the file's own record.
        let objectiveC = boundary.allowed(files.objcFiles, regular: files.regularObjCFiles)
        fingerprint.add(Array(("\u{1}" + objectiveC.joined(separator: "\u{0}")).utf8))
        let modelReads = reads ?? session?.previousReads.compactMap(ReadLog.Read.init(coded:)) ?? []
        for read in modelReads {
            // A file the walk listed is in the key already, with its content.
            if case .file(let path) = read, listed.contains(path) { continue }
            fingerprint.add(Array(("\u{1}" + read.coded + "\u{0}").utf8))
            fingerprint.add(read.outcome(in: boundary))
        }
        return fingerprint.key
    }

    /// Adds the projects and the other project inputs the walk found (see `auxiliaryKey`), and
    /// returns the configuration files the projects' records list.
    private static func addProjectInputs(
        _ files: FileDiscovery.Files, session: CacheSession?, records: [String: CacheRecord]?, boundary: ReadBoundary,
        to fingerprint: inout Fingerprint
    ) -> [FactsCache.ConfigurationFileRead] {
        let salt = ProjectFileCache.salt(boundary)
        var configurationFiles: [FactsCache.ConfigurationFileRead] = []
        for path in files.projects + files.projectInputs {
            fingerprint.add(Array(path.utf8))
            let isProject = path.hasSuffix(".pbxproj")
            let unchanged = isProject ? session.flatMap { $0.unchanged(path, signature: $0.signature(of: path)) } : nil
            // This run's record when saving, the previous run's when checking (as the next run will).
            let record = records == nil ? unchanged : records?[path]
            if isProject, let session, let record, case .project(_, let files)? = session.payload(of: record) {
                configurationFiles += files
            }
            if let unchanged {
                withUnsafeBytes(of: (unchanged.key.high.littleEndian, unchanged.key.low.littleEndian)) { fingerprint.add($0) }
                continue
            }
            // A link out of the repository is not followed (nothing outside it is read).
            guard boundary.allows(path) else {
                fingerprint.add(Array("\u{0}outside".utf8))
                continue
            }
            do {
                let bytes = try InputFile.bytes(atPath: path, limit: XcodeProjectReader.sizeLimit)
                if isProject {
                    let key = Fingerprint.content(kind: ProjectFileCache.kind, path: path, salt: salt, bytes: bytes)
                    withUnsafeBytes(of: (key.high.littleEndian, key.low.littleEndian)) { fingerprint.add($0) }
                    // Checking, with a signature too recent to vouch: the record of the same
                    // content lists the files it was read with, as it did when the result was saved.
                    if records == nil, let session, let previous = session.sameContent(path, key: key),
                        case .project(_, let files)? = session.payload(of: previous)
                    {
                        configurationFiles += files
                    }
                } else {
                    fingerprint.add(bytes)
                }
            } catch {
                fingerprint.add(Array("\u{0}unreadable: \(error)".utf8))
            }
        }
        return configurationFiles
    }

    /// What a run's diagnostics depend on: every file's path and what the run takes from it (`keys`:
    /// each record's `payloadKey`, in the order of `files.storyboards + files.sources +
    /// files.objcFiles`; `nil` for a file without a record), the configuration and the rules. A
    /// file's payload is all the run reads of it (its facts; for a Swift file the prefilter skipped,
    /// the names it may declare and its type names, which are all the near-miss scan reads), so an
    /// edit that leaves it unchanged leaves the result unchanged. `nil` when some file has no
    /// record (an Objective-C file outside the repository, which is never read, has none: such a
    /// run's result is not kept).
    static func resultKey(
        _ files: FileDiscovery.Files, keys: [ContentKey?], configuration: Configuration,
        auxiliary: @autoclosure () -> ContentKey
    ) -> ContentKey? {
        // A file without a record (one edited that the early cutoff did not read) means no key: the
        // projects are not read for it.
        guard !keys.contains(where: { $0 == nil }) else { return nil }
        let auxiliary = auxiliary()
        var fingerprint = Fingerprint()
        fingerprint.add(
            [auxiliary.high, auxiliary.low].flatMap { value in (0..<8).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } })
        fingerprint.add(Array(configuration.diagnosticsFingerprint.utf8))
        fingerprint.add(Array(configuration.enabledRules.map { $0.description.id }.joined(separator: ",").utf8))
        // In the order given (discovery sorts each kind), each path after its kind's tag.
        let kinds =
            [(UInt8(1), files.storyboards), (UInt8(2), files.sources), (UInt8(3), files.objcFiles)].flatMap { tag, paths in
                paths.map { (tag, $0) }
            }
        for ((tag, path), key) in zip(kinds, keys) {
            guard let key else { return nil }
            var path = path
            path.withUTF8 { fingerprint.add(UnsafeRawBufferPointer($0)) }
            withUnsafeBytes(of: tag) { fingerprint.add($0) }
            withUnsafeBytes(of: (key.high.littleEndian, key.low.littleEndian)) { fingerprint.add($0) }
        }
        return fingerprint.key
    }

    /// The most files a run reads to look for the last run's result before it parses everything:
    /// an edit, not a checkout of another branch.
    static let earlyCutoffLimit = 64

    /// The files read to look for the last run's result: for each path, the record the result key
    /// takes, and the one the run goes on with if the result has changed.
    struct EditedFiles {
        var forKey: [String: CacheRecord] = [:]
        var forRun: [String: CacheRecord] = [:]
    }

    /// Reads the storyboards and Swift files whose records don't vouch for them (edited since the
    /// last run, or modified too recently to trust), as the parse phase would at first (a Swift
    /// file through the prefilter), and puts their records in `records`. None when too many files
    /// changed or an Objective-C file did (its scan belongs to the project phase).
    ///
    /// A Swift file that the prefilter skips but the last run parsed (it declared a name another
    /// file wanted) is parsed too, for the key, when it still declares one of the names that pulled
    /// it in, and the run is the last one's when its facts are too. This rests on the prefilter's
    /// guarantee that parsing a file no fact needs changes no diagnostic (the output is that of
    /// parsing every file; the suite and `scripts/bench` check it): an unchanged file stays parsed
    /// from its record after the file that wanted it stopped wanting it, with or without this. The
    /// run itself goes on from the skipped state.
    static func readEdited(
        _ files: FileDiscovery.Files, records: inout [CacheRecord?], configuration: Configuration, load: LoadOptions,
        session: CacheSession
    ) -> EditedFiles {
        let edited = records.indices.filter { records[$0] == nil }
        let firstObjectiveC = files.storyboards.count + files.sources.count
        guard !edited.isEmpty, edited.count <= earlyCutoffLimit, edited.allSatisfy({ $0 < firstObjectiveC }) else {
            return EditedFiles()
        }
        let paths = files.storyboards + files.sources
        let loader = SourceLoader(
            configuration: configuration, options: configuration.extractionOptions, salt: cacheSalt(configuration),
            load: load, session: session)
        let read = ParallelMap.map(edited, threads: load.threads) { index -> (forKey: CacheRecord?, forRun: CacheRecord?) in
            let path = paths[index]
            guard index >= files.storyboards.count else {
                let record = loadStoryboard(path, session: session).1
                return (record, record)
            }
            let first = loader.first(path)
            guard case .skipped(let declarations, _, _) = first.state,
                let witnesses = session.previousRecord(path).map({ Set($0.pulledBy) }),
                declarations.contains(where: witnesses.contains)
            else { return (first.record, first.record) }
            return (loader.pullIn(path, first, wanted: witnesses).record, first.record)
        }
        var edits = EditedFiles()
        for (index, record) in zip(edited, read) {
            records[index] = record.forKey
            if let forKey = record.forKey { edits.forKey[forKey.path] = forKey }
            if let forRun = record.forRun { edits.forRun[forRun.path] = forRun }
        }
        return edits
    }
}
