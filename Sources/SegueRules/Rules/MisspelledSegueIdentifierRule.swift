import SegueModel

/// Code names a segue identifier its view controller does not have, and one it does have is a near
/// miss (a small edit distance, or a difference in case only): almost always a typo. Covers string
/// literals, constants, and segue enum cases (where it replaces `missing-enum-case` for the pair).
struct MisspelledSegueIdentifierRule: Rule {
    static let description = RuleDescription(
        id: "misspelled-segue-identifier",
        name: "Misspelled segue identifier",
        summary: "Code names a segue identifier its view controller lacks, and a segue of that view controller is a near miss",
        defaultSeverity: .error,
        rationale: #"""
            The code names an identifier that its view controller does not have, and one that it does have is a near miss. A near miss
            differs only in case, or is within 1 edit (2 edits for names of 8 or more characters). Transpositions count as one edit. The
            rule covers string literals, constants and segue enum cases.

            **Fix:** correct the spelling in the code, or in the storyboard if the code has the intended name. An enum case such as
            `case showDetial` for a segue `showDetail` is reported here and not also as `missing-enum-case`.
            """#,
        triggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "PersonViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="showOrders" id="sg1-00-001"/>"#
                        ])
                ),
                (
                    "PersonViewController.swift",
                    """
                    class PersonViewController: UIViewController {
                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                            if segue.identifier == "↓showOrdrs" { }
                        }
                    }
                    """
                )),
            // A segue enum case with a typo: reported here, not also as missing-enum-case.
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "DetailViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="showDetail" id="sg1-00-001"/>"#
                        ])
                ),
                (
                    "DetailViewController.swift",
                    """
                    class DetailViewController: UIViewController, SegueHandlerType {
                        enum SegueIdentifier: String {
                            case ↓showDetial
                        }
                    }
                    """
                )),
            // A case-only difference, through a constant and a local chosen in a switch.
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "MenuViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="ShowHelp" id="sg1-00-001"/>"#
                        ])
                ),
                (
                    "MenuViewController.swift",
                    """
                    class MenuViewController: UIViewController {
                        func open(row: Int) {
                            let segueID: String
                            switch row {
                            case 0: segueID = "↓showHelp"
                            default: segueID = "ShowHelp"
                            }
                            performSegue(withIdentifier: segueID, sender: nil)
                        }
                    }
                    """
                )),
        ],
        nonTriggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "PersonViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="showOrders" id="sg1-00-001"/>"#
                        ])
                ),
                (
                    "PersonViewController.swift",
                    """
                    class PersonViewController: UIViewController {
                        private enum Segues { static let orders = "showOrders" }
                        func tap() { performSegue(withIdentifier: Segues.orders, sender: self) }
                    }
                    """
                )),
            // A class that appears in no linted scene is not checked here: segue-code-without-scene reports it.
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "PersonViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="showOrders" id="sg1-00-001"/>"#
                        ])
                ),
                (
                    "Other.swift",
                    """
                    class OtherViewController: UIViewController {
                        func tap() { performSegue(withIdentifier: "showOrdrs", sender: self) }
                    }
                    """
                )),
        ])

    func check(_ index: CrossReferenceIndex) -> [Diagnostic] {
        index.unmatchedIdentifiers.compactMap { finding in
            guard let near = finding.nearMiss else { return nil }
            let what = finding.kind == nil ? "segue enum case \"\(finding.value)\"" : "segue identifier \"\(finding.value)\""
            var found = diagnostic(
                "\(what) matches no segue \(CodeIdentifiers.scope(finding)); did you mean \"\(near.identifier)\"?",
                about: finding.value, at: finding.location,
                notes: [Note("segue \"\(near.identifier)\" is defined here", at: near.segue.location)]
                    + CodeIdentifiers.notes(finding))
            // A comparison that matches for another target's storyboards is not a typo.
            found.holdsOnlyInEveryTarget = finding.holdsOnlyInEveryTarget
            return found
        }
    }
}
