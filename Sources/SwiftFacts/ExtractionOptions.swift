import SegueModel

/// What the extractor looks for beyond UIKit's and AppKit's own names.
public struct ExtractionOptions: Hashable, Sendable {
    /// A function whose first argument is a segue identifier.
    public struct PerformFunction: Hashable, Sendable {
        /// The function's base name.
        public var name: String
        /// The first argument's label: `.some(nil)` for `_`, `nil` for any label.
        public var label: String??

        /// Creates a perform function.
        public init(name: String, label: String??) {
            self.name = name
            self.label = label
        }

        /// Parses `name` (any label), `name(label:)` or `name(_:)`; further labels may follow, as
        /// in `go(to:sender:)`, and only the first is matched. `nil` for anything else: a name
        /// that is not a Swift identifier (`1go`), an empty label (`go(:)`), a label without its
        /// colon, or more than one argument list (`go(a:)(b:)`).
        public init?(spec: String) {
            let trimmed = spec.trimmingCharacters(in: .whitespaces)
            guard let open = trimmed.firstIndex(of: "(") else {
                guard Self.isIdentifier(Substring(trimmed)) else { return nil }
                self.init(name: trimmed, label: nil)
                return
            }
            let name = trimmed[..<open]
            var inside = trimmed[trimmed.index(after: open)...]
            guard Self.isIdentifier(name), inside.hasSuffix(")") else { return nil }
            inside.removeLast()
            guard inside.hasSuffix(":") else { return nil }
            let labels = inside.dropLast().split(separator: ":", omittingEmptySubsequences: false)
            guard labels.allSatisfy({ $0 == "_" || Self.isIdentifier($0) }), let first = labels.first else { return nil }
            self.init(name: String(name), label: first == "_" ? .some(nil) : .some(String(first)))
        }

        /// A Swift identifier: a letter or `_`, then letters, digits and `_`.
        static func isIdentifier(_ text: Substring) -> Bool {
            guard let first = text.first, first.isLetter || first == "_" else { return false }
            return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
    }

    /// UIKit's and AppKit's spellings of "perform the segue with this identifier", and SwiftGen's
    /// generated `perform(segue:)` (`perform(segue: StoryboardSegue.Main.showDetail)`).
    public static let builtInPerformFunctions = [
        PerformFunction(name: "performSegue", label: .some("withIdentifier")),
        PerformFunction(name: "performSegueWithIdentifier", label: .some(nil)),
        PerformFunction(name: "perform", label: .some("segue")),
    ]

    /// Every function whose first argument is a segue identifier.
    public var performFunctions: [PerformFunction]

    /// Files whose square-bracket nesting would cost swift-syntax more than this are reported,
    /// not parsed (see `BracketNesting`). Lowered by the fuzz target, whose swift-syntax is a debug
    /// build some fifty times slower.
    public var bracketBudget: UInt64 = BracketNesting.budget

    /// Whether function bodies that no recogniser reads are left out before parsing
    /// (`UnreadBodies`). Off with `--no-prefilter`, which parses every file whole, so that the
    /// benchmark and the tests compare the shortcut against the full parse.
    public var leavesOutUnreadBodies = true

    /// Whether the pre-pass over a function body for its local bindings passes over statements
    /// whose text cannot bind (`LocalBindingCollector`). Off in the tests that compare it with
    /// the whole pass.
    var skipsStatementsThatCannotBind = true

    /// The words that make Swift text matter: `egue` (`segue`, `Segue`, `seguelint:`), Clean Swift
    /// routing, scenes instantiated by Storyboard ID or generated accessor, WatchKit controllers
    /// by name, and reusable cells. The one list both the driver's byte-level prefilter (per file) and
    /// the extractor (per function body) search for, so the two can never disagree about what is
    /// relevant; extend it here, and both follow.
    public static let segueWords = [
        "egue", "routeTo", "router", "instantiate", "Storyboard(", "R.storyboard.",
        // WatchKit's controllers by name.
        "pushController", "presentController",
        // Reusable cells: the dequeue calls and every registration label.
        "dequeueReusable", "ReuseIdentifier", "makeView", "forIdentifier",
        // Which views a type feeds (`parent.collectionView.dataSource = self`).
        ".dataSource",
    ]

    /// What makes a whole file relevant: the segue words, the perform functions, and `names` (the
    /// configured segue enum names and handler protocols, which can name a type without any of the
    /// words).
    public func fileNeedles(names: some Sequence<String>) -> [String] {
        Self.segueWords + performNeedles + names
    }

    /// The perform functions' names, but those whose label already holds a segue word
    /// (`perform(segue:)`: "perform" alone would make most files relevant).
    private var performNeedles: [String] {
        performFunctions.filter { function in
            !(function.label.flatMap { $0 }.map { label in Self.segueWords.contains { label.containsBytes($0) } } ?? false)
        }.map(\.name)
    }

    /// What a function's text must contain for its statements to matter: the segue words, the
    /// perform functions, or in its body a local type declaration (`localTypeNeedles`). Other
    /// functions' bodies are not visited.
    var bodyNeedles: [String] { segueBodyNeedles + Self.localTypeNeedles }

    /// The segue words and the perform functions.
    var segueBodyNeedles: [String] { Self.segueWords + performNeedles }

    /// A local type declared in a body: its keyword, not followed by an identifier byte
    /// (`BodyNeedleSites`).
    static let localTypeNeedles = ["class", "struct", "enum", "protocol", "actor", "extension"]

    /// The built-in functions plus `extra` ones.
    public init(extraPerformFunctions extra: [PerformFunction] = []) {
        performFunctions = Self.builtInPerformFunctions + extra
    }

    /// Whether a call to `name` with `label` on its first argument passes an identifier there.
    func isPerformCall(name: String, firstLabel: String?) -> Bool {
        performFunctions.contains { function in
            guard function.name == name else { return false }
            guard let required = function.label else { return true }
            return required == firstLabel
        }
    }
}
