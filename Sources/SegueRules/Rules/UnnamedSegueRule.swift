import SegueModel

/// A segue with no identifier (absent or empty) leaves a view controller that has a segue enum
/// without a case for `""`. `prepare(for:sender:)` runs for such segues too — unwind and embed
/// segues included — and converting their `nil` identifier to the enum fails. The Big Nerd Ranch
/// `SegueHandler` pattern answers this with `case unnamed = ""`.
struct UnnamedSegueRule: Rule {
    static let description = RuleDescription(
        id: "unnamed-segue",
        name: "Unnamed segue",
        summary: "A segue without an identifier leaves a view controller whose segue enum has no case for \"\"",
        defaultSeverity: .error,
        rationale: #"""
            `prepare(for:sender:)` also runs for segues that have no identifier (unwind and embed segues included). Converting their `nil`
            identifier to the segue enum then fails. A missing `identifier` attribute and `identifier=""` are treated alike. Relationship
            segues are ignored. The finding points at the empty `identifier` value; for an unwind segue without an `identifier` attribute,
            at its `unwindAction` value.

            **Fix:** add `case unnamed = ""` to the enum (the Big Nerd Ranch `SegueHandler` convention), or give each segue an identifier.
            """#,
        triggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "EditViewController",
                        segues: [
                            #"<segue destination="ext-00-001" kind="unwind" identifier="saveUnwind" unwindAction="unwindToList:" id="sg1-00-001"/>"#,
                            #"<segue destination="ext-00-001" kind="unwind" unwindAction="↓unwindToList:" id="sg1-00-002"/>"#,
                            #"<segue destination="dst-00-001" kind="show" identifier="↓" id="sg1-00-003"/>"#,
                        ])
                ),
                (
                    "EditViewController.swift",
                    """
                    class EditViewController: UIViewController, SegueHandler {
                        enum ViewControllerSegue: String { case saveUnwind }
                    }
                    """
                ))
        ],
        nonTriggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "EditViewController",
                        segues: [
                            #"<segue destination="ext-00-001" kind="unwind" unwindAction="unwindToList:" id="sg1-00-002"/>"#
                        ])
                ),
                (
                    "EditViewController.swift",
                    """
                    class EditViewController: UIViewController, SegueHandler {
                        enum ViewControllerSegue: String {
                            case saveUnwind
                            case unnamed = ""
                        }
                    }
                    """
                )),
            // Without a segue enum nothing converts the identifier.
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "PlainViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" id="sg1-00-002"/>"#
                        ])
                ),
                ("PlainViewController.swift", "class PlainViewController: UIViewController {}")),
        ])

    func check(_ index: CrossReferenceIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (className, ref) in index.classScenes {
            guard let declaration = index.segueEnum(of: className),
                !declaration.cases.contains(where: { $0.rawValue.isEmpty })
            else { continue }
            let owner = declaration.ownerType.map { "\($0)." } ?? ""
            for segue in ref.scene.segues where !segue.isRelationship && segue.nonEmptyIdentifier == nil {
                let kind = segue.kind.map { "\($0) segue" } ?? "segue"
                diagnostics.append(
                    diagnostic(
                        "\(kind) without an identifier leaves \(className), but \(owner)\(declaration.name) has no "
                            + "case for \"\"; add 'case unnamed = \"\"' or give the segue an identifier",
                        about: "", at: segue.location,
                        notes: [Note("\(owner)\(declaration.name) is declared here", at: declaration.location)]))
            }
        }
        return diagnostics
    }
}
