import SegueModel

/// Code names a segue identifier that no segue of its view controller has — its own scenes and
/// its subclasses' scenes; any scene for code in an extension of a framework view controller or
/// sent to another receiver — and nothing is close enough to be a typo. `performSegue` raises
/// "Receiver has no segue with identifier"; a comparison or `case` never matches.
struct UnknownSegueIdentifierRule: Rule {
    static let description = RuleDescription(
        id: "unknown-segue-identifier",
        name: "Unknown segue identifier",
        summary: "Code names a segue identifier that no segue of its view controller has",
        defaultSeverity: .error,
        rationale: #"""
            The code names an identifier that no reachable segue has, and no segue is close enough to be a typo.

            - `performSegue(withIdentifier:sender:)` with it raises *"Receiver has no segue with identifier"*: an **error**.
            - A comparison, a `case` or a segue enum case that matches no segue is a branch that never runs: a **warning**, since
              the branch may be a harmless leftover (an empty template branch, a TODO) or code whose loss matters; only reading it
              tells. On the real-app check, such branches were as often empty scaffolds as lost setup.
            - In a file that several targets compile (code shared by an iOS and a tvOS app), a comparison or enum case is reported
              only when it matches no segue for any of them: each target's storyboards may hold the segue. With `--target`, such a
              file's comparisons are not reported, since the other targets are not linted. An unwind segue's identifier is never
              reported in a comparison or in the segue enum of the class that declares its unwind action.

            **Fix:** add the missing segue to the storyboard, or remove or correct the code. The rule does not check an identifier that is
            not a literal or a known constant, such as a function parameter.
            """#,
        triggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "SettingsViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="showHelp" id="sg1-00-001"/>"#
                        ])
                ),
                (
                    "SettingsViewController.swift",
                    """
                    class SettingsViewController: UIViewController {
                        func about() { performSegue(withIdentifier: "↓showAbout", sender: nil) }
                        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                            identifier != "↓showLegal"
                        }
                    }
                    """
                )),
            // Code in an extension of UIViewController can perform any scene's segue, but this one is in none.
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "SettingsViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="showHelp" id="sg1-00-001"/>"#
                        ])
                ),
                (
                    "UIViewController+Help.swift",
                    """
                    extension UIViewController {
                        static let logoutSegue = "logout"
                        func logOut() { performSegue(withIdentifier: Self.↓logoutSegue, sender: nil) }
                    }
                    """
                )),
        ],
        nonTriggering: [
            // A segue of a subclass's scene, performed by code in the base class.
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "SettingsViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="showHelp" id="sg1-00-001"/>"#
                        ])
                ),
                (
                    "Base.swift",
                    """
                    class BaseViewController: UIViewController {
                        func help() { performSegue(withIdentifier: "showHelp", sender: nil) }
                    }
                    class SettingsViewController: BaseViewController {}
                    """
                )),
            // An unwind segue passes through its container: comparing its identifier there is fine.
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "EditorViewController",
                        segues: [
                            #"<segue destination="ext-00-001" kind="unwind" identifier="saveAndClose" unwindAction="unwindToList:" id="sg1-00-001"/>"#
                        ])
                ),
                (
                    "Navigation.swift",
                    """
                    class RootNavigationController: UINavigationController {
                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                            if segue.identifier == "saveAndClose" { }
                        }
                    }
                    class EditorViewController: UIViewController {}
                    class ListViewController: UIViewController { @IBAction func unwindToList(_ segue: UIStoryboardSegue) {} }
                    """
                )),
            // A branch that does nothing (a template's leftover) loses nothing when it never runs.
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "DetailRouter",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="showHelp" id="sg1-00-001"/>"#
                        ])
                ),
                (
                    "DetailRouter.swift",
                    """
                    class DetailRouter: UIViewController {
                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                            if segue.identifier == "OtherScene" {
                            }
                            switch segue.identifier {
                            case "showHelp": print("help")
                            case "showLegacy": break
                            default: break
                            }
                        }
                    }
                    """
                )),
            // An identifier that is not a literal cannot be checked and is not reported.
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "SettingsViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="showHelp" id="sg1-00-001"/>"#
                        ])
                ),
                (
                    "SettingsViewController.swift",
                    """
                    class SettingsViewController: UIViewController {
                        func go(_ name: String) { performSegue(withIdentifier: name, sender: nil) }
                    }
                    """
                )),
        ])

    func check(_ index: CrossReferenceIndex) -> [Diagnostic] {
        index.unmatchedIdentifiers.compactMap { finding in
            // A branch that does nothing (`if segue.identifier == "x" {}`, a template's leftover)
            // loses nothing when it never runs.
            guard finding.nearMiss == nil, !finding.branchDoesNothing else { return nil }
            let consequence: String
            switch finding.kind {
            case .perform?: consequence = "performSegue will raise 'Receiver has no segue with identifier'"
            case .comparison?, .switchCase?: consequence = "this branch never runs"
            case nil: consequence = "the enum case never matches a segue"
            }
            let what = finding.kind == nil ? "segue enum case \"\(finding.value)\"" : "segue identifier \"\(finding.value)\""
            // Only performSegue crashes. A branch that never runs may be a harmless leftover (an empty
            // template branch, a TODO): a warning.
            var diagnostic = Diagnostic(
                ruleID: Self.description.id, severity: finding.kind == .perform ? .error : .warning,
                message: "\(what) matches no segue \(CodeIdentifiers.scope(finding)); \(consequence)",
                subject: finding.value, location: finding.location, notes: CodeIdentifiers.notes(finding))
            // A branch that runs for one target's storyboards is not dead in shared code.
            diagnostic.holdsOnlyInEveryTarget = finding.holdsOnlyInEveryTarget
            return diagnostic
        }
    }
}
