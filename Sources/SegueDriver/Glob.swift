import Foundation
import SegueModel

/// Path globs as in `.seguelint.yml`: `*` within a path component, `**` across components, `?`
/// one character. A glob that names a folder also matches everything below it.
public struct Glob: Sendable {
    /// The pattern as written.
    public let pattern: String
    private let regex: NSRegularExpression?

    /// Compiles a glob.
    public init(_ pattern: String) {
        var body = pattern
        while body.hasPrefix("./") { body.removeFirst(2) }
        while body.hasSuffix("/") { body.removeLast() }
        self.pattern = pattern
        var regex = "^"
        var index = body.startIndex
        while index < body.endIndex {
            let character = body[index]
            let next = body.index(after: index)
            if character == "*" {
                if next < body.endIndex, body[next] == "*" {
                    let afterStars = body.index(after: next)
                    if afterStars < body.endIndex, body[afterStars] == "/" {
                        regex += "(?:.*/)?"
                        index = body.index(after: afterStars)
                    } else {
                        regex += ".*"
                        index = afterStars
                    }
                    continue
                }
                regex += "[^/]*"
            } else if character == "?" {
                regex += "[^/]"
            } else {
                regex += NSRegularExpression.escapedPattern(for: String(character))
            }
            index = next
        }
        regex += "(?:/.*)?$"
        self.regex = try? NSRegularExpression(pattern: regex)
    }

    /// Whether a path (relative to the configuration's folder) matches.
    public func matches(_ path: String) -> Bool {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        guard let regex else { return false }
        return regex.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
    }

    /// `path` relative to `base` (both made absolute first); `nil` when it is outside.
    public static func relativePath(_ path: String, to base: String) -> String? {
        let absolute = CanonicalPath.lexical(path)
        let root = CanonicalPath.lexical(base)
        guard CanonicalPath.isInside(absolute, root) else { return nil }
        return absolute == root ? "." : CanonicalPath.relative(absolute, from: root)
    }
}
