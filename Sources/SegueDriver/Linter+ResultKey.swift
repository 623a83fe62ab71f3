import Foundation
import SegueCache
import SegueModel
import XcodeProject

/// The keys of the cached result: what a run's diagnostics depend on.
extension Linter {
    /// The content of everything besides storyboards, Swift and Objective-C files that the
    /// diagnostics depend on: the projects, `.xcconfig` files and dependency manifests (read whole
    /// and fingerprinted: they are few and small next to the sources). A file that can't be read
    /// counts as its error message. Objective-C files have records of their own, like the sources.
    /// A project file counts as its content fingerprint, taken from its record while its signature
    /// vouches for it (large projects are not read again for an unchanged run).
    static func auxiliaryKey(_ files: FileDiscovery.Files, session: CacheSession?) -> ContentKey {
        var fingerprint = Fingerprint()
        let salt = ProjectFileCache.salt(ProjectModel.boundary(of: files))
        for path in files.projects + files.projectInputs {
            fingerprint.add(Array(path.utf8))
            let isProject = path.hasSuffix(".pbxproj")
            if isProject, let session, let record = session.unchanged(path, signature: session.signature(of: path)) {
                withUnsafeBytes(of: (record.key.high.littleEndian, record.key.low.littleEndian)) { fingerprint.add($0) }
                continue
            }
            do {
                let bytes = try InputFile.bytes(atPath: path, limit: XcodeProjectReader.sizeLimit)
                if isProject {
                    let key = Fingerprint.content(kind: ProjectFileCache.kind, path: path, salt: salt, bytes: bytes)
                    withUnsafeBytes(of: (key.high.littleEndian, key.low.littleEndian)) { fingerprint.add($0) }
                } else {
                    fingerprint.add(bytes)
                }
            } catch {
                fingerprint.add(Array("\u{0}unreadable: \(error)".utf8))
            }
        }
        return fingerprint.key
    }

    /// What a run's diagnostics depend on: every file's path and content (`keys`, in the order of
    /// `files.storyboards + files.sources + files.objcFiles`; `nil` for a file without a record),
    /// the configuration and the rules. `nil` when some file has no record (an Objective-C file
    /// outside the repository, which is never read, has none: such a run's result is not kept).
    static func resultKey(
        _ files: FileDiscovery.Files, keys: [ContentKey?], configuration: Configuration,
        auxiliary: @autoclosure () -> ContentKey
    ) -> ContentKey? {
        // A file without a record (one just edited) means no key: the projects are not read for it.
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
            fingerprint.add([tag])
            withUnsafeBytes(of: (key.high.littleEndian, key.low.littleEndian)) { fingerprint.add($0) }
        }
        return fingerprint.key
    }
}
