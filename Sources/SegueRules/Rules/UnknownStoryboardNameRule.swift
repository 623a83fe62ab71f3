import SegueModel

/// `UIStoryboard(name: "X", bundle: nil)` where no linted storyboard is named X: loading it raises
/// "Could not find a storyboard named 'X'". Names are compared exactly (a device's file system is
/// case-sensitive).
struct UnknownStoryboardNameRule: Rule {
    static let description = RuleDescription(
        id: "unknown-storyboard-name",
        name: "Unknown storyboard name",
        summary: "Code loads a storyboard by a name that no linted storyboard file has",
        defaultSeverity: .error,
        rationale: #"""
            `UIStoryboard(name:bundle:)` (and AppKit's `NSStoryboard(name:bundle:)`, `NSStoryboard.Name("…")`) raises *"Could not
            find a storyboard named …"* when no storyboard file of the bundle has that name. The name is compared with the linted
            storyboards' file names exactly: a device's file system is case-sensitive, so `"main"` does not load `Main.storyboard`
            (the simulator's may not be, which hides the bug until it ships). A near miss, or a name that differs only in case, is
            suggested. Names through constants and `String` enums are resolved as segue identifiers are.

            Not judged: a `bundle:` other than `nil`, `.main` or `Bundle.main` (a framework's storyboard), and a name built at run time.
            Nothing is reported when no storyboard is linted.

            **Fix:** correct the name, or add the storyboard to the app.
            """#,
        triggering: [
            RuleExample(
                ("Main.storyboard", Examples.storyboard(viewController: "HomeViewController", segues: [])),
                (
                    "HomeViewController.swift",
                    """
                    class HomeViewController: UIViewController {
                        func settings() -> UIStoryboard { UIStoryboard(name: "↓main", bundle: nil) }
                    }
                    """
                ))
        ],
        nonTriggering: [
            RuleExample(
                ("Main.storyboard", Examples.storyboard(viewController: "HomeViewController", segues: [])),
                (
                    "HomeViewController.swift",
                    """
                    enum Storyboards { static let main = "Main" }
                    class HomeViewController: UIViewController {
                        func main() -> UIStoryboard { UIStoryboard(name: Storyboards.main, bundle: nil) }
                        func kit() -> UIStoryboard { UIStoryboard(name: "Onboarding", bundle: Bundle(for: HomeViewController.self)) }
                        func any(_ name: String) -> UIStoryboard { UIStoryboard(name: name, bundle: .main) }
                    }
                    """
                ))
        ])

    func check(_ index: CrossReferenceIndex) -> [Diagnostic] {
        guard !index.storyboards.isEmpty else { return [] }
        let names = Set(index.storyboards.map(\.name))
        var diagnostics: [Diagnostic] = []
        for use in index.generatedSceneUses where index.storyboards(generatedName: use.storyboard).isEmpty {
            let byKey = Dictionary(
                names.map { (CrossReferenceIndex.generatedKey($0), $0) }, uniquingKeysWith: { first, _ in first })
            let near = EditDistance.nearestMiss(of: CrossReferenceIndex.generatedKey(use.storyboard), among: byKey.keys).flatMap {
                byKey[$0]
            }
            var notes: [Note] = []
            if let near, let storyboard = index.storyboards(named: near).first {
                notes.append(Note("\(near).storyboard is here", at: Location(file: storyboard.path, line: 1)))
            }
            diagnostics.append(
                diagnostic(
                    "no linted storyboard is the one \(CrossReferenceIndex.toolName(use.tool)) names \(use.storyboard); the generated accessor is out of date"
                        + (near.map { "; did you mean \"\($0)\"?" } ?? ""),
                    about: use.storyboard, at: use.location, notes: notes))
        }
        // A name chosen at run time among several (`isPad ? "Main_iPad" : "Main"`) is judged only
        // when none of them is a storyboard of this target: a target that has one of them may never
        // take the other branch (the iPad storyboard of another target).
        let uses = index.storyboardNameUses
        let chosenAmongKnown = Set(uses.compactMap { named in names.contains(named.name) ? named.use.choice : nil })
        return diagnostics
            + uses.compactMap { named in
                guard !names.contains(named.name), !(named.use.choice.map(chosenAmongKnown.contains) ?? false) else { return nil }
                let near =
                    names.first { $0.lowercased() == named.name.lowercased() }
                    ?? EditDistance.nearestMiss(of: named.name, among: names)
                var notes =
                    named.constant.map { [Note("the name comes from the constant \($0.name) declared here", at: $0.location)] }
                    ?? []
                if let near, let storyboard = index.storyboards(named: near).first {
                    notes.append(Note("\(near).storyboard is here", at: Location(file: storyboard.path, line: 1)))
                }
                return diagnostic(
                    "no linted storyboard is named \"\(named.name)\"; loading it raises 'Could not find a storyboard named'"
                        + (near.map { "; did you mean \"\($0)\"?" } ?? ""),
                    about: named.name, at: named.use.location, notes: notes)
            }
    }
}
