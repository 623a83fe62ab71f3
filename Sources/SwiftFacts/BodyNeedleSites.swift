import SegueModel

/// Where the words that make a declaration's body matter occur in one file, found once: the segue
/// words and perform functions anywhere in the declaration's text (its doc comment, name and
/// parameters included), and a local type's keyword in its body. `UnreadBodies` blanks, and the
/// facts visitor skips, a body whose declaration has neither.
struct BodyNeedleSites {
    let segue: ByteSearch.Occurrences
    let localTypes: ByteSearch.Occurrences

    init(_ bytes: UnsafeBufferPointer<UInt8>, options: ExtractionOptions) {
        segue = ByteSearch(options.segueBodyNeedles).occurrences(in: bytes)
        // The keyword then anything Swift allows before the name (`struct\tRow`, `class\nCell`).
        localTypes = ByteSearch(ExtractionOptions.localTypeNeedles).occurrences(in: bytes).followed(
            byAnyOf: Self.blanks, in: bytes)
    }

    /// What may follow a type keyword before the type's name: blanks, a comment, a backtick.
    private static let blanks: [UInt8] = [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00, UInt8(ascii: "/"), UInt8(ascii: "`")]

    init(_ bytes: [UInt8], options: ExtractionOptions) {
        self = bytes.withUnsafeBufferPointer { BodyNeedleSites($0, options: options) }
    }

    /// Whether a declaration whose text is `text` and whose body is `body` can hold a fact.
    func matter(text: Range<Int>, body: Range<Int>) -> Bool {
        segue.occurs(in: text) || localTypes.occurs(in: body)
    }
}
