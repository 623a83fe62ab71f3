import SegueModel

/// In a branch of `prepare(for:sender:)` tied to identifier X, the code casts the segue's
/// destination to T, but the storyboard says X leads to class D, and D is not a T. An `as!` crashes
/// (error), an `as?` silently skips the branch (warning). Navigation controllers are followed when
/// the code follows them (`topViewController`, `viewControllers.first`), and storyboard references
/// are followed into their storyboards.
struct DestinationTypeMismatchRule: Rule {
    static let description = RuleDescription(
        id: "destination-type-mismatch",
        name: "Destination type mismatch",
        summary: "prepare(for:sender:) casts a segue's destination to a class the storyboard destination is not",
        defaultSeverity: .error,
        rationale: #"""
            In a branch of `prepare(for:sender:)` for identifier X, the code casts the segue's destination (`segue.destination`,
            `destinationController` on macOS, or Swift 2's `destinationViewController`) to a class T. The storyboard says that X leads to
            a view controller of class D, and D is not a T. A forced cast (`as!`) crashes, so it is an error. A conditional cast (`as?`)
            always fails and the branch silently configures nothing, so it is a warning, and the message ends with
            `; the as? cast always fails`.

            - A scene without a custom class has the framework class of its element: `<viewController>` is `UIViewController`,
              `<tableViewController>` is `UITableViewController`, and on macOS `<windowController>` is `NSWindowController`.
            - A cast to a superclass of D is fine.
            - When the code looks inside a navigation controller (`topViewController`, `viewControllers.first`), the rule checks the
              navigation controller's root view controller. When the code casts the destination itself, but the destination is a navigation
              controller whose root is a T, the message says to cast `topViewController` instead.
            - Storyboard references are followed into the referenced storyboard.
            - Casts that seguelint can't judge are not reported: a cast to a protocol, a cast to a class that the linted sources don't
              declare (framework view controllers excepted), and a destination class whose superclasses lead out of the linted sources.

            **Fix:** set the destination scene's class in Interface Builder's Identity inspector, connect the segue to the right scene, or
            cast to the class the destination really has.
            """#,
        triggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "PeopleViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="showPerson" id="sg1-00-001"/>"#
                        ])
                ),
                (
                    "PeopleViewController.swift",
                    """
                    class PeopleViewController: UIViewController {
                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                            if segue.identifier == "showPerson" {
                                let person = segue.destination as! ↓PersonViewController
                            }
                        }
                    }
                    class PersonViewController: UIViewController {}
                    """
                ))
        ],
        nonTriggering: [
            // A cast to a superclass of the destination's class.
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "PeopleViewController",
                        segues: [
                            #"<segue destination="vc0-00-001" kind="show" identifier="showPerson" id="sg1-00-001"/>"#
                        ])
                ),
                (
                    "PeopleViewController.swift",
                    """
                    class BaseViewController: UIViewController {}
                    class PeopleViewController: BaseViewController {
                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                            switch segue.identifier {
                            case "showPerson"?: _ = segue.destination as! BaseViewController
                            default: break
                            }
                        }
                    }
                    """
                ))
        ])

    func check(_ index: CrossReferenceIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for facts in index.sources {
            for cast in facts.destinationCasts {
                let values = Set(
                    cast.identifiers.compactMap { expression -> String? in
                        switch index.resolve(expression, in: cast.ownerType) {
                        case .value(let value, _): return value
                        case .enumCase(_, let enumCase): return enumCase.rawValue
                        case .unresolved: return nil
                        }
                    })
                // The other casts of the same branch: `if let nav = … as? UINavigationController { … }
                // else if let list = … as? ListViewController { … }` handles either destination.
                let siblings = facts.destinationCasts.filter { other in
                    other.location != cast.location && other.ownerType == cast.ownerType
                        && !Set(other.identifiers).isDisjoint(with: cast.identifiers)
                }
                for (storyboard, segue) in index.reachableSegues(forCodeIn: cast.ownerType) ?? [] {
                    guard let identifier = segue.nonEmptyIdentifier, values.contains(identifier),
                        let finding = check(cast, segue: segue, in: storyboard, index: index)
                    else { continue }
                    // A conditional cast that fails beside one that holds is a fallback, not dead code.
                    if !cast.isForced, siblings.contains(where: { holds($0, segue: segue, in: storyboard, index: index) }) {
                        continue
                    }
                    diagnostics.append(finding)
                }
            }
        }
        return diagnostics
    }

    private func check(_ cast: DestinationCast, segue: Segue, in storyboard: Storyboard, index: CrossReferenceIndex)
        -> Diagnostic?
    {
        guard var destination = index.destination(of: segue, in: storyboard) else { return nil }
        let identifier = segue.identifier ?? ""
        var notes = [Note("segue \"\(identifier)\" is defined here", at: segue.location)]
        if cast.throughNavigation {
            guard destination.isNavigationController else {
                notes.append(Note("the destination, \(destination.className), is here", at: destination.viewController.location))
                return make(
                    cast, identifier,
                    "segue \"\(identifier)\" leads to \(destination.className), not a navigation controller, "
                        + "but the code looks for \(cast.typeName) inside one", notes)
            }
            guard let root = index.rootViewController(of: destination) else { return nil }
            destination = root
        } else if destination.isNavigationController, !cast.typeName.hasSuffix("NavigationController"),
            let root = index.rootViewController(of: destination), index.kinship(of: root.className, to: cast.typeName) == .yes
        {
            notes.append(Note("the navigation controller is here", at: destination.viewController.location))
            return make(
                cast, identifier,
                "segue \"\(identifier)\" leads to a navigation controller whose root is \(root.className); "
                    + "cast its topViewController, not the destination, to \(cast.typeName)", notes)
        }
        guard index.kinship(of: destination.className, to: cast.typeName) == .no else { return nil }
        notes.append(Note("the destination, \(destination.className), is here", at: destination.viewController.location))
        return make(
            cast, identifier,
            "segue \"\(identifier)\" leads to \(destination.className), which is not \(cast.typeName) or a subclass of it", notes)
    }

    /// Whether the cast certainly succeeds for the segue: the destination is known and is the
    /// cast's class or a subclass (through the navigation controller when the cast looks inside one).
    private func holds(_ cast: DestinationCast, segue: Segue, in storyboard: Storyboard, index: CrossReferenceIndex) -> Bool {
        guard var destination = index.destination(of: segue, in: storyboard) else { return false }
        if cast.throughNavigation {
            guard destination.isNavigationController, let root = index.rootViewController(of: destination) else { return false }
            destination = root
        }
        return index.kinship(of: destination.className, to: cast.typeName) == .yes
    }

    private func make(_ cast: DestinationCast, _ identifier: String, _ message: String, _ notes: [Note]) -> Diagnostic {
        Diagnostic(
            ruleID: Self.description.id, severity: cast.isForced ? .error : .warning,
            message: message + (cast.isForced ? "; the as! cast will crash" : "; the as? cast always fails"),
            subject: identifier, location: cast.location, notes: notes)
    }
}
