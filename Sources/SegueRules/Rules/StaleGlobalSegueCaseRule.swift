import SegueModel

/// A case of an app-global enum of segue identifiers (declared at file scope or in a type that is
/// not a view controller's segue enum, used through a dispatcher such as `navigator.perform(.login)`)
/// whose raw value matches no segue of any linted storyboard.
struct StaleGlobalSegueCaseRule: Rule {
    static let description = RuleDescription(
        id: "stale-global-segue-case",
        name: "Stale global segue case",
        summary: "A case of an app-wide segue enum matches no segue in any linted storyboard",
        defaultSeverity: .warning,
        rationale: #"""
            Some apps keep every segue identifier in one `String` enum shared by many view controllers, `enum Segue: String { case
            login, signUp }`, and perform them through a dispatcher (`navigator.perform(.login)`). Such an enum belongs to no view
            controller, so its cases can't be judged per scene; but a case whose raw value is the identifier of no segue in any linted
            storyboard is stale: performing it raises *"Receiver has no segue with identifier"*. The warning is at the case, with a
            suggestion when a segue's identifier is a near miss.

            An enum counts as a global segue enum when its name (or its enclosing type's) contains `Segue`, it is not a view
            controller's own segue enum (those are checked by the per-scene rules), and at least one of its cases is the identifier of
            a linted segue. SwiftGen's `StoryboardSegue` enums are checked at their uses instead. Nothing is reported when a
            storyboard of the run could not be read.

            **Fix:** remove the case, or rename it after the segue.
            """#,
        triggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "LoginViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="signUp" id="sg1-00-001"/>"#
                        ])
                ),
                (
                    "Segue.swift",
                    """
                    enum Segue: String {
                        case signUp
                        case ↓showOnboarding
                    }
                    final class Navigator {
                        weak var viewController: UIViewController?
                        func perform(_ segue: Segue) { viewController?.performSegue(withIdentifier: segue.rawValue, sender: nil) }
                    }
                    """
                ),
                ("LoginViewController.swift", "class LoginViewController: UIViewController {}"))
        ],
        nonTriggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "LoginViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="signUp" id="sg1-00-001"/>"#
                        ])
                ),
                (
                    "Segue.swift",
                    """
                    enum Segue: String { case signUp }
                    enum Theme: String { case light, dark }
                    """
                ),
                ("LoginViewController.swift", "class LoginViewController: UIViewController {}"))
        ])

    func check(_ index: CrossReferenceIndex) -> [Diagnostic] {
        guard !index.storyboards.isEmpty, !index.problems.contains(where: { $0.kind == .storyboard }) else { return [] }
        var segues: [String: Segue] = [:]
        for (_, segue) in index.allSegues {
            if let identifier = segue.nonEmptyIdentifier, segues[identifier] == nil { segues[identifier] = segue }
        }
        let built = index.codeSegueIdentifiers
        var diagnostics: [Diagnostic] = []
        for declaration in index.sources.flatMap(\.stringEnums) where index.isGlobalSegueEnum(declaration) {
            guard declaration.cases.contains(where: { segues[$0.rawValue] != nil }) else { continue }
            for enumCase in declaration.cases
            where !enumCase.rawValue.isEmpty && segues[enumCase.rawValue] == nil
                && !built.contains(enumCase.rawValue)
            {
                let near = EditDistance.nearestMiss(of: enumCase.rawValue, among: segues.keys)
                let enumName = (declaration.ownerType.map { "\($0)." } ?? "") + declaration.name
                diagnostics.append(
                    diagnostic(
                        "case \(enumCase.name) of \(enumName) is the identifier \"\(enumCase.rawValue)\" of no segue in any linted storyboard"
                            + (near.map { "; did you mean \"\($0)\"?" }
                                ?? "; performing it raises 'Receiver has no segue with identifier'"),
                        about: enumCase.rawValue, at: enumCase.location,
                        notes: near.flatMap { segues[$0] }.map {
                            [Note("segue \"\($0.identifier ?? "")\" is defined here", at: $0.location)]
                        } ?? []))
            }
        }
        return diagnostics
    }
}
