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
    /// Whether the file was still read (in part): a warning, not an error.
    public var isWarning: Bool

    /// Creates a problem.
    public init(kind: Kind, location: Location, message: String, isWarning: Bool = false) {
        self.kind = kind
        self.location = location
        self.message = message
        self.isWarning = isWarning
    }
}

extension InputProblem {
    /// The message of a file encrypted with git-crypt: a warning, not a broken file.
    public static let encryptedMessage =
        "not linted: the file is encrypted with git-crypt (it starts with git-crypt's header); "
        + "run `git-crypt unlock` to lint it"

    /// Whether `bytes` start with git-crypt's header (`\0GITCRYPT\0`).
    public static func isGitCryptEncrypted(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0] + Array("GITCRYPT".utf8) + [0])
    }

    /// The message of a `.storyboard` file whose bytes are not XML (a localized copy kept as
    /// `.strings` text is one).
    public static let notXMLMessage = "not a storyboard: the file is not XML"

    /// Whether this problem is a file skipped because it is encrypted.
    public var isEncryptedFile: Bool { message == Self.encryptedMessage }
}
