import Foundation
import SegueModel

/// Where the words that make a declaration's body matter occur in one file, found once: the segue
/// words and perform functions anywhere in the declaration's text (its doc comment, name and
/// parameters included), and a local type's keyword in its body. `UnreadBodies` blanks, and the
/// facts visitor skips, a body whose declaration has neither.
struct BodyNeedleSites {
    let segue: ByteSearch.Occurrences
    let localTypes: ByteSearch.Occurrences

    init(_ bytes: UnsafeBufferPointer<UInt8>, options: ExtractionOptions) {
        segue = Self.searches.segue(for: options).occurrences(in: bytes)
        // The keyword then anything but an ASCII identifier byte (`struct\tRow`, `class/**/Cell`,
        // and `struct+ S`, which swift-syntax's recovery still reads as a struct); `structure` is none.
        localTypes = Self.localTypeSearch.occurrences(in: bytes).followed(byNoneOf: Self.identifierBytes, in: bytes)
    }

    private static let localTypeSearch = ByteSearch(ExtractionOptions.localTypeNeedles)
    private static let searches = Searches()

    /// The segue words' search for each set of perform functions, made once per run: making one
    /// (its table of pairs, each needle's rarest pair) cost about as much as searching a short
    /// file, and every file extracted asked for it.
    private final class Searches: @unchecked Sendable {
        private let lock = NSLock()
        private var made: [[ExtractionOptions.PerformFunction]: ByteSearch] = [:]

        func segue(for options: ExtractionOptions) -> ByteSearch {
            lock.withLock {
                if let search = made[options.performFunctions] { return search }
                let search = ByteSearch(options.segueBodyNeedles)
                made[options.performFunctions] = search
                return search
            }
        }
    }

    /// The ASCII bytes that continue an identifier: after one, a type keyword is part of a longer name.
    private static let identifierBytes: [UInt8] =
        Array(UInt8(ascii: "a")...UInt8(ascii: "z"))
        + Array(UInt8(ascii: "A")...UInt8(ascii: "Z")) + Array(UInt8(ascii: "0")...UInt8(ascii: "9")) + [UInt8(ascii: "_")]

    init(_ bytes: [UInt8], options: ExtractionOptions) {
        self = bytes.withUnsafeBufferPointer { BodyNeedleSites($0, options: options) }
    }

    /// Whether a declaration whose text is `text` and whose body is `body` can hold a fact.
    func matter(text: Range<Int>, body: Range<Int>) -> Bool {
        segue.occurs(in: text) || localTypes.occurs(in: body)
    }
}
