import CLibXML2
import Foundation
import SegueModel

/// Reads storyboard XML with libxml2's SAX2 parser (no tree) into a `Storyboard`.
///
/// The parser never touches the network, never loads a DTD or an external entity, never substitutes
/// entities, and refuses any document with a `<!DOCTYPE …>` (storyboards have none), so entity
/// expansion bombs and external-entity tricks end with an `InputProblem` instead of work.
public enum StoryboardParser {
    /// Reads and parses the file at `path`.
    public static func parse(contentsOf path: String) -> Result<Storyboard, InputProblem> {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.bytes(atPath: path, limit: InputFile.storyboardSizeLimit)
        } catch {
            return .failure(
                InputProblem(
                    kind: .storyboard, location: Location(file: path, line: 1),
                    message: "cannot read storyboard: \(error)"))
        }
        return parse(bytes: bytes, path: path)
    }

    /// Parses storyboard XML held in memory; `path` is used for locations only.
    public static func parse(bytes: [UInt8], path: String) -> Result<Storyboard, InputProblem> {
        LibXML2.initializeOnce()
        guard bytes.count < Int(Int32.max) else {
            return .failure(
                InputProblem(
                    kind: .storyboard, location: Location(file: path, line: 1),
                    message: "storyboard is too large to parse (\(bytes.count) bytes)"))
        }
        guard !bytes.isEmpty else {
            return .failure(
                InputProblem(
                    kind: .storyboard, location: Location(file: path, line: 1),
                    message: "malformed XML: the file is empty"))
        }
        if InputProblem.isGitCryptEncrypted(bytes) {
            return .failure(
                InputProblem(kind: .storyboard, location: Location(file: path, line: 1), message: InputProblem.encryptedMessage))
        }
        return bytes.withUnsafeBufferPointer { buffer -> Result<Storyboard, InputProblem> in
            guard let start = buffer.baseAddress else {
                return .failure(
                    InputProblem(
                        kind: .storyboard, location: Location(file: path, line: 1),
                        message: "malformed XML: the file is empty"))
            }
            let lines = LineIndex(buffer)
            if !lines.looksLikeXML() {
                return .failure(
                    InputProblem(
                        kind: .storyboard, location: Location(file: path, line: 1),
                        message: InputProblem.notXMLMessage))
            }
            if let line = lines.doctypeLineInProlog() {
                return .failure(
                    InputProblem(
                        kind: .storyboard, location: Location(file: path, line: line),
                        message: "DOCTYPE declarations are not allowed in storyboards (refused for safety)"))
            }
            let base = UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self)
            guard let context = xmlCreateMemoryParserCtxt(base, Int32(buffer.count)) else {
                return .failure(
                    InputProblem(
                        kind: .storyboard, location: Location(file: path, line: 1),
                        message: "libxml2 could not create a parser"))
            }
            defer { xmlFreeParserCtxt(context) }
            xmlCtxtUseOptions(context, LibXML2.parserOptions)
            let walker = StoryboardWalker(context: context, path: path, lines: lines)
            return walker.run()
        }
    }
}

extension StoryboardParser {
    /// The version of the libxml2 loaded at run time, e.g. `20914`.
    public static var libraryVersion: String {
        LibXML2.initializeOnce()
        guard let version = __xmlParserVersion()?.pointee else { return "unknown" }
        return String(cString: version)
    }
}

/// One-time libxml2 setup shared by every parse.
enum LibXML2 {
    /// NONET: no network. NOERROR/NOWARNING: errors come through the structured handler only,
    /// never printed by libxml2 itself. Deliberately absent: NOENT (entity substitution), DTDLOAD,
    /// DTDATTR, DTDVALID, HUGE (keeps libxml2's size limits).
    static let parserOptions: Int32 = Int32(
        bitPattern:
            XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)

    private static let setUp: Void = {
        xmlInitParser()
        // Refuse every external entity or DTD load, whatever a document asks for.
        xmlSetExternalEntityLoader { _, _, _ in nil }
    }()

    /// Initialises libxml2 once, before any parallel use.
    static func initializeOnce() {
        _ = setUp
    }
}
