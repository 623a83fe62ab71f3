import SegueModel
import SwiftSyntax

/// Segue calls and comparisons: `performSegue`, identifiers compared or switched on (in
/// `prepare(for:sender:)` and elsewhere), destination casts, segues built in code. The branches of
/// `prepare` are tracked in SegueRecognizer+Branches.swift.
final class SegueRecognizer: FactRecognizer {
    let scope: ExtractionScope
    /// Uses recorded so far: a use found twice (a comparison inside a `case` pattern) is kept once.
    var seenUses: Set<IdentifierUse> = []
    /// The identifiers of the `prepare` branches being visited, innermost last; an empty entry is a
    /// branch known to hold no identifier (an `else`).
    var branchStack: [[IdentifierExpression]] = []
    /// Syntax nodes that open a branch when visited, with the branch's identifiers.
    var pendingBranches: [SyntaxIdentifier: [IdentifierExpression]] = [:]
    var openedBranches: Set<SyntaxIdentifier> = []
    /// Blocks (and switch cases) with guards that compare identifiers: how many branches to close
    /// at the block's end.
    var guardContinuations: [SyntaxIdentifier: Int] = [:]

    init(scope: ExtractionScope) {
        self.scope = scope
    }

    /// `performSegue(withIdentifier:)` and its spellings; `prepare(for:sender:)` sent to `super` or
    /// forwarded to another object. Whether the call was one of them.
    func recogniseCall(_ node: FunctionCallExprSyntax, name: String) -> Bool {
        if let first = node.arguments.first, scope.options.isPerformCall(name: name, firstLabel: first.label?.text) {
            recordUses(of: first.expression, kind: .perform, receiverIsSelf: ExpressionShapes.isSentToSelf(node, in: context))
            return true
        }
        if name == "prepare" || name == "prepareForSegue",
            let callee = node.calledExpression.as(MemberAccessExprSyntax.self), let base = callee.base
        {
            if base.is(SuperExprSyntax.self) {
                context.prepare?.callsSuper = true
            } else if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self),
                name == "prepareForSegue"
                    || (node.arguments.first?.label?.text == "for"
                        && node.arguments.contains { $0.label?.text == "sender" })
            {
                // Sent to another view controller: the segue reaches its `prepare`.
                let receiver = ExpressionShapes.unwrap(base).trimmedText
                scope.facts.prepareForwards.append(
                    PrepareForward(ownerType: ownerType, receiver: receiver, location: location(of: node)))
            }
            return true
        }
        return false
    }

    /// R.swift's typed segue (`R.segue.x.showDetail(segue:)`) and segues built in code
    /// (`FadeSegue(identifier:source:destination:)`). Whether the call was one of them.
    func recogniseBuiltSegue(_ node: FunctionCallExprSyntax, name: String) -> Bool {
        // The label first: printing the base of every member call is costly.
        if node.arguments.first?.label?.text == "segue", let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
            let base = callee.base, base.trimmedText.hasPrefix("R.segue.")
        {
            // R.swift's typed segue: `R.segue.firstViewController.showDetail(segue: segue)` is nil for other segues.
            recordUse(
                .reference(base: base.trimmedText, name: callee.declName.baseName.text), kind: .comparison,
                at: location(of: callee.declName))
            return true
        }
        if name.hasSuffix("Segue"), let argument = node.arguments.first(where: { $0.label?.text == "identifier" }) {
            // `FadeSegue(identifier: "fadeToHome", source: self, destination: home)`.
            for (spelled, place) in identifierExpressions(argument.expression) {
                scope.facts.codeSegues.append(CodeSegue(ownerType: ownerType, expression: spelled, location: place))
            }
            return true
        }
        return false
    }

    /// `segue.identifier == "x"` and its spellings (also outside `prepare`), enum cases compared
    /// with a converted identifier, and `segue.destination as! T` inside an identifier branch.
    func visit(_ node: SequenceExprSyntax) {
        let elements = Array(node.elements)
        for index in elements.indices.dropFirst().dropLast() {
            if let op = elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text,
                op == "==" || op == "!=" || op == "~="
            {
                let lhs = elements[index - 1]
                let rhs = elements[index + 1]
                let isBranch = Self.isBranchCondition(node)
                if ExpressionShapes.isSegueIdentifier(lhs, in: context) {
                    recordUses(of: rhs, kind: .comparison, handled: isBranch)
                    if !isBranch { context.prepare?.comparesOutsideBranches = true }
                } else if ExpressionShapes.isSegueIdentifier(rhs, in: context) {
                    recordUses(of: lhs, kind: .comparison, handled: isBranch)
                    if !isBranch { context.prepare?.comparesOutsideBranches = true }
                } else if let member = enumMember(comparedWith: lhs, rhs) ?? segueComparedWithCase(lhs, rhs) {
                    // `segueIdentifierForSegue(segue) == .showDetail`, `segue == .placeBid` (a custom `==`)
                    context.prepare?.handled.append(HandledIdentifier(expression: member.0, location: member.1))
                    if !isBranch { context.prepare?.comparesOutsideBranches = true }
                }
            } else if let cast = elements[index].as(UnresolvedAsExprSyntax.self) {
                recordCast(
                    of: elements[index - 1], forced: cast.questionOrExclamationMark?.tokenKind == .exclamationMark,
                    to: elements[index + 1])
            }
        }
    }

    func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        // Clean Swift: `NSSelectorFromString("routeTo\(scene)WithSegue:")`.
        if let prepare = context.prepare, node.representedLiteralValue == nil,
            let first = node.segments.first?.as(StringSegmentSyntax.self), first.content.text.hasPrefix("routeTo")
        {
            prepare.dispatchesDynamically = true
        }
        return .visitChildren
    }

    /// Whether a comparison decides a branch: it is (part of) an `if`/`guard`/`while` condition, a
    /// `case … where` clause, or the condition of a `?:`.
    static func isBranchCondition(_ node: SequenceExprSyntax) -> Bool {
        if node.elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) { return true }
        var current: Syntax? = node.parent
        while let parent = current {
            if parent.is(ConditionElementSyntax.self) || parent.is(WhereClauseSyntax.self) { return true }
            guard
                parent.is(ExprSyntax.self) || parent.is(ExprListSyntax.self) || parent.is(LabeledExprSyntax.self)
                    || parent.is(LabeledExprListSyntax.self)
            else { return false }
            current = parent.parent
        }
        return false
    }

    /// The enum member on one side of `conversion == .member` (either order), with its location.
    func enumMember(comparedWith lhs: ExprSyntax, _ rhs: ExprSyntax) -> (IdentifierExpression, Location)? {
        for (conversion, other) in [(lhs, rhs), (rhs, lhs)] {
            guard ExpressionShapes.isSegueEnumConversion(conversion, in: context),
                let member = enumMember(other, convertedBy: conversion, kind: .comparison)
            else { continue }
            return member
        }
        return nil
    }

    /// `segue == .placeBid` or `segue == AppSegue.placeBid`: the segue itself compared with an enum
    /// case, through an app's own `==` (`func == (lhs: UIStoryboardSegue, rhs: AppSegue) -> Bool`).
    func segueComparedWithCase(_ lhs: ExprSyntax, _ rhs: ExprSyntax) -> (IdentifierExpression, Location)? {
        for (segue, other) in [(lhs, rhs), (rhs, lhs)] {
            guard ExpressionShapes.isSegueValue(segue, in: context), !ExpressionShapes.isSegueIdentifier(segue, in: context),
                let member = ExpressionShapes.unwrap(other).as(MemberAccessExprSyntax.self),
                let name = member.declName.baseName.identifierName
            else { continue }
            let spelled: IdentifierExpression =
                member.base.map {
                    .reference(base: TypeNames.lastComponent($0.trimmedText), name: name)
                } ?? .implicitMember(name)
            return (spelled, location(of: member))
        }
        return nil
    }

    /// `.showDetail`, `.showDetail?` or `SegueIdentifier.showDetail` as a segue enum case. When the
    /// conversion makes another enum than the view controller's own (SwiftGen's
    /// `StoryboardSegue.Main(segue)`), `.showDetail` is that enum's case, and a use of `kind` to check.
    func enumMember(
        _ expression: ExprSyntax, convertedBy conversion: ExprSyntax,
        kind: IdentifierUseKind
    ) -> (IdentifierExpression, Location)? {
        guard let member = ExpressionShapes.unwrap(expression).as(MemberAccessExprSyntax.self),
            let name = member.declName.baseName.identifierName
        else { return nil }
        let converted = ExpressionShapes.convertedEnumName(conversion, in: context)
        let spelled: IdentifierExpression =
            member.base.map {
                .reference(base: TypeNames.lastComponent($0.trimmedText), name: name)
            } ?? converted.map { .reference(base: $0, name: name) } ?? .implicitMember(name)
        if converted != nil { recordUse(spelled, kind: kind, at: location(of: member.declName)) }
        return (spelled, location(of: member))
    }

    /// Records a use that is spelled already (not read from an expression).
    func recordUse(_ spelled: IdentifierExpression, kind: IdentifierUseKind, at place: Location) {
        let use = IdentifierUse(
            ownerType: ownerType, expression: spelled, kind: kind,
            receiverIsSelf: !context.seguesComeFromOtherScenes, location: place)
        if seenUses.insert(use).inserted { scope.facts.identifierUses.append(use) }
    }

    /// `if case .showDetail = segueIdentifierForSegue(segue)`: a branch on a segue enum case.
    func visit(_ node: MatchingPatternConditionSyntax) -> SyntaxVisitorContinueKind {
        if ExpressionShapes.isSegueEnumConversion(node.initializer.value, in: context),
            let pattern = node.pattern.as(ExpressionPatternSyntax.self),
            let member = enumMember(pattern.expression, convertedBy: node.initializer.value, kind: .comparison)
        {
            context.prepare?.handled.append(HandledIdentifier(expression: member.0, location: member.1))
        }
        return .visitChildren
    }

    /// `segue.destination as! T` (or through a navigation controller) inside an identifier branch.
    func recordCast(of subject: ExprSyntax, forced: Bool, to target: ExprSyntax) {
        guard let prepare = context.prepare, let branch = branchStack.last, !branch.isEmpty,
            let type = target.as(TypeExprSyntax.self)?.type,
            let typeName = TypeNames.simpleNames(of: type).first
        else { return }
        let throughNavigation: Bool
        if ExpressionShapes.isDestination(subject, in: context) {
            throughNavigation = false
        } else if ExpressionShapes.isNavigationTop(subject, in: context) {
            throughNavigation = true
        } else {
            return
        }
        if typeName.hasSuffix("NavigationController") && !throughNavigation { return }
        scope.facts.destinationCasts.append(
            DestinationCast(
                ownerType: prepare.ownerType, identifiers: branch, typeName: typeName, isForced: forced,
                throughNavigation: throughNavigation, location: location(of: type)))
    }
}
