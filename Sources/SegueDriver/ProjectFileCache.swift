import SegueCache
import SegueModel
import XcodeProject

/// Xcode project files through the facts cache. A project's model depends on its `project.pbxproj`,
/// on the `.xcconfig` files its configurations name, and on which of those the read boundary lets
/// it open: the record is keyed by the project file (its signature, else its content), and holds
/// the boundary and every configuration file the reader asked for, with the fingerprint of what it
/// found or the note that it was outside the boundary. The cached model is used only while the
/// boundary is the same and each of those files is still inside or outside it and reads the same
/// (or still can't be read); they are few and small, so they are checked every run rather than
/// trusted by signature. A project that could not be read is not cached: it is read again.
enum ProjectFileCache {
    /// The kind of file in the content keys of project files.
    static let kind = "project"

    /// The boundary decides which configuration files may be opened, so it is part of the key.
    static func salt(_ boundary: ReadBoundary) -> String {
        boundary.roots.joined(separator: "\u{0}")
    }

    /// The model of the project file at `path` (or the problem that stopped it), with its cache
    /// record (none for a project that could not be read).
    /// The source root the project names is asked of the boundary: noted in `log`, and kept in
    /// the record with the `.xcconfig` files (a link may come to lead out of the repository).
    static func load(
        _ path: String, boundary: ReadBoundary, session: CacheSession?, log: ReadLog = ReadLog()
    ) -> (result: Result<XcodeProject, InputProblem>, record: CacheRecord?) {
        let lookup = Linter.read(
            path, kind: kind, salt: salt(boundary), limit: XcodeProjectReader.sizeLimit, session: session
        ) {
            record -> Result<XcodeProject, InputProblem>? in
            // The boundary first: no configuration file is read for a record of another boundary.
            guard case .project(let model, let configurationFiles)? = session?.payload(of: record),
                let cached = try? BinaryCoder.decode(CachedModel.self, from: model), cached.boundary == salt(boundary),
                configurationFiles.allSatisfy({ isUnchanged($0, boundary: boundary) }), let project = cached.restored
            else { return nil }
            return .success(project)
        }
        switch lookup {
        case .cached(let result, let record):
            return (result, record)
        case .unreadable(let error):
            return (.failure(XcodeProjectReader.unreadable(path, error)), nil)
        case .read(let bytes, let key, let signature):
            let reads = ConfigurationReads()
            let result = XcodeProjectReader.read(
                bytes: bytes, path: path, readFile: reads.read, refusedFile: reads.refuse,
                sourceRootAsked: { root, allowed in
                    reads.asked(root, allowed: allowed)
                    log.note(.boundary(root))
                }, boundary: boundary)
            guard let session, let key, case .success(let project) = result,
                let model = try? BinaryCoder.encode(CachedModel(project, boundary: salt(boundary)))
            else { return (result, nil) }
            let payload = FactsCache.Payload.project(model: model, configurationFiles: reads.files)
            return (result, session.record(path: path, signature: signature, key: key, payload: payload))
        }
    }

    /// A configuration file still on the same side of the boundary (links may have moved), and
    /// inside it, still reading as it did (or still unreadable). One outside is never opened.
    static func isUnchanged(_ file: FactsCache.ConfigurationFileRead, boundary: ReadBoundary) -> Bool {
        guard boundary.allows(file.path) != file.refused else { return false }
        return file.refused || fingerprint(file.path, XcodeProjectReader.readConfigurationFile(file.path)) == file.content
    }

    private static func fingerprint(_ path: String, _ bytes: [UInt8]?) -> ContentKey? {
        bytes.map { Fingerprint.content(kind: "xcconfig", path: path, salt: "", bytes: $0) }
    }

    /// Reads configuration files for one project, noting each path asked for and what was found.
    private final class ConfigurationReads {
        private(set) var files: [FactsCache.ConfigurationFileRead] = []

        func read(_ path: String) -> [UInt8]? {
            let bytes = XcodeProjectReader.readConfigurationFile(path)
            files.append(FactsCache.ConfigurationFileRead(path: path, content: ProjectFileCache.fingerprint(path, bytes)))
            return bytes
        }

        /// A folder asked of the boundary (the source root): its answer, no content.
        func asked(_ path: String, allowed: Bool) {
            files.append(FactsCache.ConfigurationFileRead(path: path, content: nil, refused: !allowed))
        }

        func refuse(_ path: String) {
            guard !files.contains(where: { $0.path == path && $0.refused }) else { return }
            files.append(FactsCache.ConfigurationFileRead(path: path, content: nil, refused: true))
        }
    }

    /// A project read from its file, in a codable form (projects that could not be read are not
    /// cached). Cached locations are stored without their file (see `Location`), and a project's
    /// problems may be in the `.xcconfig` files it includes: each problem keeps its file beside it.
    struct CachedModel: Codable {
        var project: XcodeProject
        var problemFiles: [String]
        /// The read boundary it was read within (`salt(_:)`).
        var boundary: String

        init(_ project: XcodeProject, boundary: String) {
            self.project = project
            self.boundary = boundary
            problemFiles = project.problems.map(\.location.file)
        }

        /// The project with its problems' files put back; `nil` for a damaged record.
        var restored: XcodeProject? {
            guard project.problems.count == problemFiles.count else { return nil }
            var project = project
            for index in project.problems.indices { project.problems[index].location.file = problemFiles[index] }
            return project
        }
    }
}
