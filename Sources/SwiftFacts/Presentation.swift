import SwiftSyntax

/// How code shows a view controller it has just made: the call that presents, pushes or shows the
/// value of an instantiation, followed through casts, wrappers and local names.
///
/// ```swift
/// let settings = storyboard.instantiateViewController(withIdentifier: "Settings") as! SettingsViewController
/// let navigation = UINavigationController(rootViewController: settings)
/// present(navigation, animated: true)          // shown by `present`
/// ```
///
/// A value returned, stored elsewhere or handed to another function is not followed: whether it is
/// ever shown is not known here.
enum Presentation {
    /// The UIKit and AppKit calls that put a view controller on screen.
    static let showingCalls: Set<String> = [
        "present", "presentViewController", "pushViewController", "show", "showDetailViewController", "setViewControllers",
        "presentAsSheet", "presentAsModalWindow", "presentViewControllerAsSheet", "presentViewControllerAsModalWindow",
    ]

    /// How many names (`let vc = …`, `let nav = UINavigationController(rootViewController: vc)`) a
    /// value is followed through.
    private static let maximumNames = 3
    /// How many references to one name are followed.
    private static let maximumReferences = 32

    /// The name of the call that shows the value of `expression`, if one in its scope does.
    static func call(showing expression: some SyntaxProtocol) -> String? {
        shown(Syntax(expression), names: 0)
    }

    private static func shown(_ start: Syntax, names: Int) -> String? {
        var value = start
        while let parent = value.parent {
            if parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self)
                || parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self)
            {
                value = parent
            } else if let list = parent.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self),
                list.first?.id == value.id, list.count >= 3,
                let next = list.dropFirst().first,
                next.is(UnresolvedAsExprSyntax.self)
                    || next.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
            {
                // `… as! T`, `… as? T`, `… ?? fallback`: still the value.
                value = Syntax(sequence)
            } else if let element = parent.as(ArrayElementSyntax.self),
                let array = element.parent?.parent?.as(ArrayExprSyntax.self)
            {
                // `setViewControllers([list, detail], animated: false)`.
                value = Syntax(array)
            } else if let argument = parent.as(LabeledExprSyntax.self), let list = argument.parent?.as(LabeledExprListSyntax.self)
            {
                if let tuple = list.parent?.as(TupleExprSyntax.self) {
                    guard list.count == 1, argument.label == nil else { return nil }
                    value = Syntax(tuple)
                } else if let call = list.parent?.as(FunctionCallExprSyntax.self), let callee = ExpressionShapes.calleeName(call)
                {
                    if showingCalls.contains(callee) { return callee }
                    // A container made around it (`UINavigationController(rootViewController: vc)`).
                    guard callee.first?.isUppercase == true else { return nil }
                    value = Syntax(call)
                } else {
                    return nil
                }
            } else if let clause = parent.as(InitializerClauseSyntax.self) {
                return names < maximumNames ? shownThroughName(bound: clause, names: names + 1) : nil
            } else {
                return nil
            }
        }
        return nil
    }

    /// `let vc = <value>` / `if let vc = <value>` / `guard let vc = <value>`: the first showing call in
    /// the binding's scope that the name reaches.
    private static func shownThroughName(bound clause: InitializerClauseSyntax, names: Int) -> String? {
        let name: String
        if let binding = clause.parent?.as(PatternBindingSyntax.self),
            let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
        {
            name = pattern.identifier.text
        } else if let condition = clause.parent?.as(OptionalBindingConditionSyntax.self),
            let pattern = condition.pattern.as(IdentifierPatternSyntax.self)
        {
            name = pattern.identifier.text
        } else {
            return nil
        }
        guard let scope = scope(of: clause) else { return nil }
        let references = ReferenceCollector(name: name, viewMode: .sourceAccurate)
        references.walk(scope)
        // The first references only: with three names of hundreds of references each, a generated
        // file could otherwise take millions of walks.
        for reference in references.found.prefix(maximumReferences) {
            if let call = shown(reference, names: names) { return call }
        }
        return nil
    }

    /// Where a name bound by `clause` is visible: the `if`/`while` statement of an optional binding
    /// in its condition, else the enclosing block, closure, accessor, type body or file.
    private static func scope(of clause: InitializerClauseSyntax) -> Syntax? {
        var current = clause.parent
        while let node = current {
            if node.is(IfExprSyntax.self) || node.is(WhileStmtSyntax.self),
                clause.parent?.is(OptionalBindingConditionSyntax.self) == true
            {
                return node
            }
            if node.is(CodeBlockSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(MemberBlockSyntax.self)
                || node.is(AccessorBlockSyntax.self) || node.is(SourceFileSyntax.self)
            {
                return node
            }
            current = node.parent
        }
        return nil
    }
}

/// The references to a name (`vc`, `self.vc`) in a subtree, in source order.
private final class ReferenceCollector: SyntaxVisitor {
    let name: String
    var found: [Syntax] = []

    init(name: String, viewMode: SyntaxTreeViewMode) {
        self.name = name
        super.init(viewMode: viewMode)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.baseName.text == name, node.argumentNames == nil else { return .skipChildren }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            // `self.vc` is the name; `other.vc` is not.
            if let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind == .keyword(.self) {
                found.append(Syntax(member))
            }
        } else {
            found.append(Syntax(node))
        }
        return .skipChildren
    }
}
