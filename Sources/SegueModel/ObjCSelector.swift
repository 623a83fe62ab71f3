/// The Objective-C selector Swift 3+ gives a method, which is what a storyboard's `unwindAction`
/// names. One well-tested helper, shared by every rule that matches selectors.
public enum ObjCSelector {
    /// Swift's preposition list (swift/lib/Basic/StringExtras): a first label or a trailing word of
    /// the base name from this list suppresses the inserted "With".
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for",
        "from", "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding",
        "since", "to", "until", "using", "via", "when", "with", "within",
    ]

    /// The selector of `func name(label1 _:, label2 _:, …)`; `nil` labels are `_`.
    ///
    /// `unwind(_:)` → `unwind:`, `unwind(segue:)` → `unwindWithSegue:`, `unwind(from:)` → `unwindFrom:`,
    /// `unwind(fromDetail:)` → `unwindFromDetail:` (only the label's first word is checked),
    /// `unwind()` → `unwind`, `move(_:to:)` → `move:to:`.
    public static func selector(name: String, labels: [String?]) -> String {
        guard let first = labels.first else { return name }
        var result = name
        if let label = first, !label.isEmpty {
            let lastWord = lastCamelCaseWord(of: name).lowercased()
            if prepositions.contains(firstCamelCaseWord(of: label)) || prepositions.contains(lastWord) {
                result += capitalized(label)
            } else {
                result += "With" + capitalized(label)
            }
        }
        result += ":"
        for label in labels.dropFirst() {
            result += (label ?? "") + ":"
        }
        return result
    }

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    private static func firstCamelCaseWord(of label: String) -> String {
        String(label.prefix { !$0.isUppercase })
    }

    private static func lastCamelCaseWord(of name: String) -> String {
        guard let index = name.lastIndex(where: { $0.isUppercase }) else { return name }
        return String(name[index...])
    }
}
