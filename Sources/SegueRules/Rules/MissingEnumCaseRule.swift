import SegueModel

/// A storyboard segue whose identifier has no case in its view controller's segue enum: with the
/// `SegueHandlerType` pattern, `segueIdentifierForSegue(_:)` converts the identifier with
/// `init(rawValue:)` and calls `fatalError` when that fails. When an enum case is a near miss of
/// the identifier, `misspelled-segue-identifier` reports the pair instead, when it runs (see [Which rule reports a finding](README.md#which-rule-reports-a-finding)).
struct MissingEnumCaseRule: Rule {
    static let description = RuleDescription(
        id: "missing-enum-case",
        name: "Missing segue enum case",
        summary: "A storyboard segue's identifier has no case in its view controller's segue enum",
        defaultSeverity: .error,
        rationale: #"""
            With `SegueHandlerType`, `segueIdentifier(for:)` converts the identifier with `init(rawValue:)` and calls `fatalError` when
            the conversion fails. The rule also finds the enum in an extension in another file, or inherited from a superclass.

            **Fix:** add `case editOrder`. If the identifier is not a valid Swift name, give the case a raw value, as in
            `case editOrder = "edit-order"`, which the message suggests. If a case is only a near miss of the identifier,
            `misspelled-segue-identifier` reports the pair instead, when it runs (see [Which rule reports a finding](README.md#which-rule-reports-a-finding)).
            """#,
        triggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "OrdersViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="showOrder" id="sg1-00-001"/>"#,
                            #"<segue destination="dst-00-001" kind="show" identifier="↓editOrder" id="sg1-00-002"/>"#,
                        ])
                ),
                (
                    "OrdersViewController.swift",
                    """
                    class OrdersViewController: UITableViewController, SegueHandlerType {
                        enum SegueIdentifier: String {
                            case showOrder
                        }
                    }
                    """
                )),
            // The enum is inherited from a base class declared in another file.
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "DetailViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="↓showMap" id="sg1-00-001"/>"#
                        ])
                ),
                (
                    "Base.swift",
                    """
                    class BaseViewController: UIViewController, SegueHandlerType {
                        enum SegueIdentifier: String { case showReceipt }
                    }
                    """
                ),
                ("DetailViewController.swift", "class DetailViewController: BaseViewController {}")),
        ],
        nonTriggering: [
            // The enum lives in an extension in another file, with an explicit raw value.
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "OrdersViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="showOrder" id="sg1-00-001"/>"#,
                            #"<segue destination="dst-00-001" kind="show" identifier="edit-order" id="sg1-00-002"/>"#,
                        ])
                ),
                ("OrdersViewController.swift", "class OrdersViewController: UITableViewController, SegueHandlerType {}"),
                (
                    "OrdersViewController+Segues.swift",
                    """
                    extension OrdersViewController {
                        enum SegueIdentifier: String {
                            case showOrder, editOrder = "edit-order"
                        }
                    }
                    """
                )),
            // No segue enum at all: string identifiers are checked by other rules.
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "PlainViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="anything" id="sg1-00-001"/>"#
                        ])
                ),
                ("PlainViewController.swift", "class PlainViewController: UIViewController {}")),
            // Relationship segues have no identifier and never reach prepare(for:sender:).
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "NavController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="relationship" relationship="rootViewController" id="sg1-00-001"/>"#
                        ])
                ),
                (
                    "NavController.swift",
                    """
                    class NavController: UINavigationController {
                        enum SegueIdentifier: String { case unnamed = "" }
                    }
                    """
                )),
        ])

    func check(_ index: CrossReferenceIndex) -> [Diagnostic] {
        /// A segue of an owner's scenes that a misspelled enum case names.
        struct OwnedIdentifier: Hashable {
            var owner: String?
            var identifier: String
        }
        let misspelled = Set(
            index.unmatchedIdentifiers.compactMap { finding -> OwnedIdentifier? in
                guard finding.kind == nil, let near = finding.nearMiss else { return nil }
                return OwnedIdentifier(owner: finding.owner, identifier: near.identifier)
            })
        var diagnostics: [Diagnostic] = []
        for (className, ref) in index.classScenes {
            guard let declaration = index.segueEnum(of: className) else { continue }
            let rawValues = Set(declaration.cases.map(\.rawValue))
            for segue in ref.scene.segues where !segue.isRelationship {
                guard let identifier = segue.nonEmptyIdentifier, !rawValues.contains(identifier) else { continue }
                // Reported as a misspelled enum case instead (the pair is reported once).
                if index.context.interplay.misspelledReportsEnumCaseTypos, let owner = declaration.ownerType,
                    misspelled.contains(OwnedIdentifier(owner: owner, identifier: identifier))
                {
                    continue
                }
                let owner = declaration.ownerType.map { "\($0)." } ?? ""
                diagnostics.append(
                    diagnostic(
                        "segue \"\(identifier)\" of \(className) has no case in \(owner)\(declaration.name); "
                            + "add '\(Self.caseDeclaration(for: identifier))' or converting the identifier to the enum will crash",
                        about: identifier, at: segue.location,
                        notes: [Note("\(owner)\(declaration.name) is declared here", at: declaration.location)]))
            }
        }
        return diagnostics
    }

    /// `case showDetail`, or `case showDetail = "show-detail"` when the identifier is not a Swift name.
    static func caseDeclaration(for identifier: String) -> String {
        let isIdentifier =
            identifier.first.map { $0.isLetter || $0 == "_" } == true
            && identifier.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        if isIdentifier { return "case \(identifier)" }
        var name = ""
        var upperNext = false
        for character in identifier {
            if character.isLetter || character.isNumber {
                name.append(upperNext ? Character(character.uppercased()) : character)
                upperNext = false
            } else {
                upperNext = !name.isEmpty
            }
        }
        if name.first?.isNumber != false { name = "segue" + name }
        return "case \(name) = \"\(identifier)\""
    }
}
