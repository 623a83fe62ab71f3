/// Text for line-oriented output (the Xcode and terminal formats, the summary table, messages on
/// stderr): one diagnostic must stay one line whatever an identifier or a file name holds, so a
/// log parser never reads half a message as a new one. Control characters become visible escapes:
/// `\n`, `\r`, `\t`, and `\u{1B}` for the rest (C0, DEL, C1, and the Unicode line and paragraph
/// separators, which some tools also break lines on; and the bidirectional embedding, override and
/// isolate controls and marks, which make a displayed identifier read in another order than it is
/// written). A backslash itself is left alone: messages
/// quote Swift and XML, where it is common and means nothing here.
public enum LineSafe {
    /// `text` with every control character escaped.
    public static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            result += visible(scalar)
        }
        return result
    }

    /// The visible escape of one character: `\n`, `\r`, `\t`, else `\u{…}` in hexadecimal.
    public static func visible(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default: return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    /// Whether a character is one the line formats escape.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: return true
        // Bidirectional controls: U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069.
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}

extension LineSafe {
    /// Escapes text for XML 1.0 attributes and content. Line ends and tabs become character
    /// references, which a parser keeps (a raw CR or TAB in an attribute is normalised to a
    /// space). Characters XML 1.0 cannot carry at all (most C0 controls, U+FFFE, U+FFFF) are
    /// written as a visible `\u{…}` escape: the document stays well-formed and the reader sees
    /// that something was there.
    public static func xml(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += LineSafe.visible(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
