import Foundation
import SegueModel

/// The Xcode format for a person at a terminal: colored severities, and under each location the
/// offending line of Swift or storyboard with a caret under the identifier, rustc/clang style.
public enum TerminalReporter {
    /// Renders `result`; `color` adds ANSI colors.
    public static func render(_ result: LintResult, paths: PathDisplay, color: Bool) -> String {
        var cache: [String: [Substring]] = [:]
        func lines(of file: String) -> [Substring] {
            if let cached = cache[file] { return cached }
            // A file that cannot be read (gone, not UTF-8) gets no snippet, not an empty line 1.
            let split =
                (try? String(contentsOfFile: file, encoding: .utf8))?.split(separator: "\n", omittingEmptySubsequences: false)
                ?? []
            cache[file] = split
            return split
        }
        let paint = Paint(enabled: color)
        var out = ""
        for diagnostic in result.diagnostics {
            let severity = diagnostic.severity == .error ? paint.red("error:") : paint.yellow("warning:")
            out +=
                paint.bold(place(diagnostic.location, paths) + ":") + " " + severity + " "
                + paint.bold(LineSafe.escape(diagnostic.message)) + " " + paint.dim("(\(diagnostic.ruleID))") + "\n"
            out += snippet(diagnostic.location, subject: diagnostic.subject, lines: lines(of: diagnostic.location.file), paint)
            for note in diagnostic.notes {
                out +=
                    paint.bold(place(note.location, paths) + ":") + " " + paint.cyan("note:") + " "
                    + LineSafe.escape(note.message) + "\n"
                out += snippet(note.location, subject: diagnostic.subject, lines: lines(of: note.location.file), paint)
            }
        }
        return out
    }

    private static func place(_ location: Location, _ paths: PathDisplay) -> String {
        "\(LineSafe.escape(paths.display(location.file))):\(location.line)" + (location.column.map { ":\($0)" } ?? "")
    }

    /// `   12 | line text` and a caret line under the column, `^~~~` over the subject when it is there.
    static func snippet(_ location: Location, subject: String?, lines: [Substring], _ paint: Paint) -> String {
        guard location.line >= 1, location.line <= lines.count else { return "" }
        var text = String(lines[location.line - 1])
        if text.hasSuffix("\r") { text.removeLast() }
        let gutter = String(location.line)
        // Tabs are expanded as the caret line expands them; other control characters (an escape
        // sequence in a string literal) must not reach the terminal raw.
        var out = paint.dim(" \(gutter) | ") + LineSafe.escape(text.replacingOccurrences(of: "\t", with: "    ")) + "\n"
        guard let column = location.column else { return out }
        let bytes = Array(text.utf8)
        let offset = min(max(column - 1, 0), bytes.count)
        let prefix = String(decoding: bytes[..<offset], as: UTF8.self)
        let indent = prefix.map { $0 == "\t" ? "    " : String(repeating: " ", count: displayWidth($0)) }.joined()
        var marker = "^"
        if let subject, !subject.isEmpty, String(decoding: bytes[offset...], as: UTF8.self).hasPrefix(subject) {
            marker += String(repeating: "~", count: max(0, subject.map(displayWidth).reduce(0, +) - 1))
        }
        out += paint.dim(" " + String(repeating: " ", count: gutter.count) + " | ") + indent + paint.green(marker) + "\n"
        return out
    }

    /// Terminal cells a character takes: 2 for emoji and wide East Asian characters.
    static func displayWidth(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 1 }
        if scalar.properties.isEmojiPresentation { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default: return 1
        }
    }

    struct Paint {
        var enabled: Bool
        private func wrap(_ code: String, _ text: String) -> String { enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        func bold(_ text: String) -> String { wrap("1", text) }
        func dim(_ text: String) -> String { wrap("2", text) }
        func red(_ text: String) -> String { wrap("1;31", text) }
        func yellow(_ text: String) -> String { wrap("1;33", text) }
        func cyan(_ text: String) -> String { wrap("1;36", text) }
        func green(_ text: String) -> String { wrap("1;32", text) }
    }
}
