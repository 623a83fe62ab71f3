import SegueModel
import SwiftSyntax

/// Recognisers for the expression shapes that carry segue identifiers. Sequence expressions are
/// left unfolded (no operator table is needed for the shapes below: `==`, `??`, `?:` and `=`
/// bind the neighbours we look at).
enum ExpressionShapes {
    /// Whether `name`, ignoring ASCII case, contains `lowercaseNeedle` (no Foundation bridging: this
    /// runs for many names).
    static func mentions(_ name: String, _ lowercaseNeedle: String) -> Bool {
        let needle = Array(lowercaseNeedle.utf8)
        let haystack = name.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }

    /// Removes parentheses, `!`, `?`, `try` and `await` around an expression.
    static func unwrap(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1,
                let only = tuple.elements.first, only.label == nil
            {
                current = only.expression
            } else if let force = current.as(ForceUnwrapExprSyntax.self) {
                current = force.expression
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let tryExpr = current.as(TryExprSyntax.self) {
                current = tryExpr.expression
            } else if let awaitExpr = current.as(AwaitExprSyntax.self) {
                current = awaitExpr.expression
            } else if let sequence = current.as(SequenceExprSyntax.self), let first = sequence.elements.first,
                sequence.elements.count == 3,
                sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
            {
                // `segue.identifier ?? ""` is still the identifier.
                current = first
            } else {
                return current
            }
        }
    }

    /// The last name of a callee: `performSegue` for `performSegue(…)`, `self.performSegue(…)`, `vc?.performSegue(…)`.
    static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        let callee = unwrap(call.calledExpression)
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.identifierName }
        if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName.identifierName }
        return nil
    }

    /// Whether a call goes to `self` (no receiver, `self.`, `Self.`).
    static func isSentToSelf(_ call: FunctionCallExprSyntax, in context: FunctionContext? = nil) -> Bool {
        let callee = unwrap(call.calledExpression)
        if callee.is(DeclReferenceExprSyntax.self) { return true }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return true }
            return isSelf(base, in: context)
        }
        return false
    }

    /// `self`, `Self`, `self?` and `self!` in a closure that captures `[weak self]`, and a local
    /// bound to self (`guard let strongSelf = self`).
    static func isSelf(_ expression: ExprSyntax, in context: FunctionContext?) -> Bool {
        var expression = expression
        if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        // Only four bytes can print as `self`: the length first, which costs no printing.
        if expression.trimmedLength.utf8Length == 4 {
            let text = expression.trimmedText
            if text == "self" || text == "Self" { return true }
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self), let name = reference.baseName.identifierName else {
            return false
        }
        return context?.selfNames.contains(name) ?? false
    }

    /// Whether the expression is a storyboard segue value: a known segue name, or a name that
    /// says it is one (`segue`, `storyboardSegue`, `self.lastSegue`).
    static func isSegueValue(_ expression: ExprSyntax, in context: FunctionContext) -> Bool {
        let expression = unwrap(expression)
        let name: String?
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.identifierName
        } else if let member = expression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.identifierName
        } else {
            name = nil
        }
        guard let name else { return false }
        return context.segueNames.contains(name) || mentions(name, "segue")
    }

    /// Whether the expression is a segue identifier: `segue.identifier` (with `!`, `?`, `?? ""`),
    /// or a name bound to one.
    static func isSegueIdentifier(_ expression: ExprSyntax, in context: FunctionContext) -> Bool {
        let expression = unwrap(expression)
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.identifierName == "identifier", let base = member.base
        {
            return isSegueValue(base, in: context)
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.identifierName == "rawValue", let base = member.base
        {
            // `segue.identifier.rawValue` (AppKit's NSStoryboardSegue.Identifier).
            return isSegueIdentifier(base, in: context)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self),
            let name = reference.baseName.identifierName
        {
            return context.identifierNames.contains(name)
        }
        return false
    }

    /// Whether the expression turns a segue into a segue enum value: `segueIdentifierForSegue(segue)`,
    /// `segueIdentifier(for: segue)`, `SegueIdentifier(rawValue: segue.identifier!)`, or a name bound to one.
    static func isSegueEnumConversion(_ expression: ExprSyntax, in context: FunctionContext) -> Bool {
        let expression = unwrap(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self),
            let name = reference.baseName.identifierName
        {
            return context.enumNames.contains(name)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let name = calleeName(call) else {
            return false
        }
        if mentions(name, "segueidentifier") { return true }
        if let first = call.arguments.first, first.label?.text == "rawValue" {
            return isSegueIdentifier(first.expression, in: context)
        }
        // SwiftGen's `StoryboardSegue.Main(segue)`: a type's initialiser taking the segue.
        if name.first?.isUppercase == true, call.arguments.count == 1, let first = call.arguments.first, first.label == nil {
            return isSegueValue(first.expression, in: context)
        }
        return false
    }

    /// The enum a conversion makes when it is not the view controller's own segue enum: `Main` for
    /// SwiftGen's `StoryboardSegue.Main(segue)` or `StoryboardSegue.Main(rawValue: …)`; `nil` for
    /// `segueIdentifier(for:)`, `SegueIdentifier(rawValue:)` and other own-enum conversions.
    static func convertedEnumName(_ expression: ExprSyntax, in context: FunctionContext) -> String? {
        if let reference = unwrap(expression).as(DeclReferenceExprSyntax.self), let name = reference.baseName.identifierName {
            return context.enumConversions[name]
        }
        guard isSegueEnumConversion(expression, in: context),
            let call = unwrap(expression).as(FunctionCallExprSyntax.self), let name = calleeName(call),
            name.first?.isUppercase == true, !mentions(name, "segueidentifier"), name != "ViewControllerSegue"
        else { return nil }
        return name
    }

    /// `segue.destination`, `segue.destinationViewController` (Swift 2), `segue.destinationController`
    /// (AppKit), or a name bound to one.
    static func isDestination(_ expression: ExprSyntax, in context: FunctionContext) -> Bool {
        let expression = unwrap(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self), let name = reference.baseName.identifierName {
            return context.destinationNames.contains(name)
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            let name = member.declName.baseName.identifierName
        else { return false }
        return ["destination", "destinationViewController", "destinationController"].contains(name)
            && isSegueValue(base, in: context)
    }

    /// `segue.destination as? UINavigationController` (in parentheses or not), or a name bound to one.
    static func isNavigationCast(_ expression: ExprSyntax, in context: FunctionContext) -> Bool {
        let expression = unwrap(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self), let name = reference.baseName.identifierName {
            return context.navigationNames.contains(name)
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self),
            let type = elements[2].as(TypeExprSyntax.self)?.type
        else { return false }
        let name = TypeNames.simpleNames(of: type).first ?? ""
        return name.hasSuffix("NavigationController") && isDestination(elements[0], in: context)
    }

    /// The view controller a navigation controller shows: `nav.topViewController`,
    /// `nav.visibleViewController`, `nav.viewControllers.first`, `nav.children.first`.
    static func isNavigationTop(_ expression: ExprSyntax, in context: FunctionContext) -> Bool {
        let expression = unwrap(expression)
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            let name = member.declName.baseName.identifierName
        else { return false }
        switch name {
        case "topViewController", "visibleViewController":
            return isNavigationCast(base, in: context)
        case "first", "last":
            guard let list = unwrap(base).as(MemberAccessExprSyntax.self), let listBase = list.base,
                ["viewControllers", "children"].contains(list.declName.baseName.text)
            else { return false }
            return isNavigationCast(listBase, in: context)
        default:
            return false
        }
    }

    /// Whether the expression is a cast to a storyboard segue type (`x as? UIStoryboardSegue`).
    static func isSegueCast(_ expression: ExprSyntax) -> Bool {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
        return sequence.elements.contains { element in
            element.as(TypeExprSyntax.self).map { TypeNames.isStoryboardSegue($0.type) } == true
        }
    }

    /// The plain string literals an expression evaluates to: `"x"`, `c ? "a" : "b"`,
    /// `NSStoryboardSegue.Identifier("x")`, `.init("x")`.
    /// Types that wrap an identifier string: `NSStoryboardSegue.Identifier("x")`, AppKit's
    /// `NSStoryboard.Name("Main")` / `NSStoryboard.SceneIdentifier("x")`,
    /// `NSUserInterfaceItemIdentifier("x")` (also `rawValue:` and `.init("x")`).
    static let identifierWrappers: Set<String> = [
        "Identifier", "init", "Name", "SceneIdentifier", "NSUserInterfaceItemIdentifier",
    ]

    static func stringLiterals(in expression: ExprSyntax) -> [StringLiteralExprSyntax] {
        let expression = unwrap(expression)
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return literal.representedLiteralValue == nil ? [] : [literal]
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let argument = call.arguments.first,
            argument.label == nil || argument.label?.text == "rawValue",
            let name = calleeName(call), identifierWrappers.contains(name)
        {
            return stringLiterals(in: argument.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return stringLiterals(inSequence: Array(sequence.elements))
        }
        return []
    }

    /// The literals of the elements of an unfolded sequence: one operand, or a `?:` whose branches
    /// are literals (`cond ? "a" : "b"`, also on the right of `=`).
    static func stringLiterals(inSequence elements: [ExprSyntax]) -> [StringLiteralExprSyntax] {
        if elements.count == 1, let only = elements.first { return stringLiterals(in: only) }
        guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
            index + 1 < elements.count,
            let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self)
        else { return [] }
        return stringLiterals(in: ternary.thenExpression) + stringLiterals(inSequence: Array(elements[(index + 1)...]))
    }

    /// Whether the comparison or `case` item `expression` guards a branch that does nothing: the
    /// body of the `if` whose condition holds it is empty, or the `case` whose label holds it has
    /// only `break` (or nothing).
    static func guardsEmptyBranch(_ expression: ExprSyntax) -> Bool {
        var current = expression.parent
        while let node = current {
            if let statement = node.as(IfExprSyntax.self) {
                return statement.conditions.range.contains(expression.position) && statement.body.statements.isEmpty
            }
            if let switchCase = node.as(SwitchCaseSyntax.self) {
                return switchCase.statements.allSatisfy { item in
                    item.item.as(BreakStmtSyntax.self) != nil
                        || item.item.as(ExpressionStmtSyntax.self)?.expression.is(BreakStmtSyntax.self) == true
                }
            }
            if node.is(CodeBlockSyntax.self) || node.is(FunctionDeclSyntax.self) || node.is(ClosureExprSyntax.self) {
                return false
            }
            current = node.parent
        }
        return false
    }
}
