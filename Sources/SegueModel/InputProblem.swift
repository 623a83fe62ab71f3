/// An input file seguelint could not read or parse: malformed XML, an unreadable file,
/// a Swift file that is not UTF-8. Reported as a diagnostic; the rest of the project is still linted.
public struct InputProblem: Error, Hashable, Codable, Sendable {
    /// Which kind of file failed.
    public enum Kind: String, Hashable, Codable, Sendable {
        case storyboard
        case swiftSource
        /// An Xcode project file (`project.pbxproj`).
        case project
    }

    /// The kind of file.
    public var kind: Kind
    /// Where (line 1 when the whole file is at fault).
    public var location: Location
    /// What went wrong, in the words of the parser or the file system.
    public var message: String

    /// Creates a problem.
    public init(kind: Kind, location: Location, message: String) {
        self.kind = kind
        self.location = location
        self.message = message
    }
}
