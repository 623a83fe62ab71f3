import SegueModel
import SwiftSyntax

/// The branches of `prepare(for:sender:)`: which identifiers each `if`, `guard`, `switch` case
/// and block belongs to, so a cast inside one is tied to its identifiers.
extension SegueRecognizer {
    func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        openBranch(node.id)
        return .visitChildren
    }

    func visitPost(_ node: SwitchCaseSyntax) {
        closeGuardContinuations(node.id)
        closeBranch(node.id)
    }

    func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        openBranch(node.id)
        return .visitChildren
    }

    func visitPost(_ node: CodeBlockSyntax) {
        closeGuardContinuations(node.id)
        closeBranch(node.id)
    }

    func visitPost(_ node: IfExprSyntax) { closeBranch(node.id) }

    func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        let identifiers = comparedIdentifiers(in: node.conditions)
        if !identifiers.isEmpty {
            pendingBranches[node.id] = identifiers
            // The `else` body runs when the identifier is none of them.
            pendingBranches[node.body.id] = []
        }
        openBranch(node.id)
        return .visitChildren
    }

    /// `guard segue.identifier == "x" else { return }`: the statements after the guard, to the end
    /// of the block that holds it, belong to "x" (the `else` body must leave that block).
    func visitPost(_ node: GuardStmtSyntax) {
        guard let identifiers = openedBranches.contains(node.id) ? branchStack.last : nil else { return }
        closeBranch(node.id)
        guard let list = node.parent?.parent?.as(CodeBlockItemListSyntax.self), let owner = list.parent,
            owner.is(CodeBlockSyntax.self) || owner.is(SwitchCaseSyntax.self)
        else { return }
        branchStack.append(identifiers)
        guardContinuations[owner.id, default: 0] += 1
    }

    /// Closes the branches that guards opened for the rest of the block `id`.
    func closeGuardContinuations(_ id: SyntaxIdentifier) {
        guard let count = guardContinuations.removeValue(forKey: id) else { return }
        branchStack.removeLast(count)
    }

    func openBranch(_ id: SyntaxIdentifier) {
        guard let identifiers = pendingBranches.removeValue(forKey: id) else { return }
        branchStack.append(identifiers)
        openedBranches.insert(id)
    }

    func closeBranch(_ id: SyntaxIdentifier) {
        if openedBranches.remove(id) != nil { branchStack.removeLast() }
    }

    /// The identifiers an `if`/`guard` condition list compares the segue identifier with.
    func comparedIdentifiers(in conditions: ConditionElementListSyntax) -> [IdentifierExpression] {
        var result: [IdentifierExpression] = []
        for condition in conditions {
            if case .matchingPattern(let match) = condition.condition,
                ExpressionShapes.isSegueEnumConversion(match.initializer.value, in: context),
                let pattern = match.pattern.as(ExpressionPatternSyntax.self),
                let member = enumMember(pattern.expression, convertedBy: match.initializer.value, kind: .comparison)
            {
                result.append(member.0)
                continue
            }
            guard case .expression(let expression) = condition.condition,
                let sequence = expression.as(SequenceExprSyntax.self)
            else { continue }
            let elements = Array(sequence.elements)
            for index in elements.indices.dropFirst().dropLast() {
                guard let op = elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "~="
                else { continue }
                if ExpressionShapes.isSegueIdentifier(elements[index - 1], in: context) {
                    result += identifierExpressions(elements[index + 1]).map(\.0)
                } else if ExpressionShapes.isSegueIdentifier(elements[index + 1], in: context) {
                    result += identifierExpressions(elements[index - 1]).map(\.0)
                } else if let member = enumMember(comparedWith: elements[index - 1], elements[index + 1]) {
                    result.append(member.0)
                } else if let member = segueComparedWithCase(elements[index - 1], elements[index + 1]) {
                    result.append(member.0)
                }
            }
        }
        return result
    }

    func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        let onIdentifier = ExpressionShapes.isSegueIdentifier(node.subject, in: context)
        let onEnum = !onIdentifier && ExpressionShapes.isSegueEnumConversion(node.subject, in: context)
        guard onIdentifier || onEnum else { return .visitChildren }
        let converted = onEnum ? ExpressionShapes.convertedEnumName(node.subject, in: context) : nil
        for element in node.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { continue }
            switch switchCase.label {
            case .default(let label):
                context.prepare?.fallback = location(of: label)
            case .case(let label):
                var branch: [IdentifierExpression] = []
                defer { pendingBranches[switchCase.id] = branch }
                for item in label.caseItems {
                    guard let pattern = item.pattern.as(ExpressionPatternSyntax.self) else { continue }
                    let expression = Self.unwrapSome(pattern.expression)
                    if onIdentifier {
                        branch += recordUses(of: expression, kind: .switchCase, handled: true)
                    } else if let member = ExpressionShapes.unwrap(expression).as(MemberAccessExprSyntax.self),
                        let name = member.declName.baseName.identifierName
                    {
                        let spelled: IdentifierExpression =
                            member.base.map {
                                .reference(base: TypeNames.lastComponent($0.trimmedText), name: name)
                            } ?? converted.map { .reference(base: $0, name: name) } ?? .implicitMember(name)
                        if converted != nil { recordUse(spelled, kind: .switchCase, at: location(of: member.declName)) }
                        context.prepare?.handled.append(HandledIdentifier(expression: spelled, location: location(of: member)))
                        branch.append(spelled)
                    }
                }
            }
        }
        return .visitChildren
    }

    func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        // The conditions and the body belong to the identifiers compared; an `else` (or an
        // `else if` that compares nothing) belongs to none of them.
        let identifiers = comparedIdentifiers(in: node.conditions)
        if !identifiers.isEmpty {
            pendingBranches[node.id] = identifiers
            switch node.elseBody {
            case .ifExpr(let nested)?: pendingBranches[nested.id] = pendingBranches[nested.id] ?? []
            case .codeBlock(let block)?: pendingBranches[block.id] = []
            case nil: break
            }
        }
        openBranch(node.id)
        if let prepare = context.prepare, case .codeBlock(let block)? = node.elseBody,
            node.conditions.contains(where: { condition in
                guard case .expression(let expression) = condition.condition else { return false }
                return Self.comparesIdentifier(expression, in: context)
            })
        {
            prepare.fallback = location(of: block)
        }
        return .visitChildren
    }

    static func comparesIdentifier(_ expression: ExprSyntax, in context: FunctionContext) -> Bool {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
        return sequence.elements.contains { ExpressionShapes.isSegueIdentifier($0, in: context) }
    }

    /// `.some("x")` in a pattern is `"x"`.
    static func unwrapSome(_ expression: ExprSyntax) -> ExprSyntax {
        if let call = expression.as(FunctionCallExprSyntax.self), ExpressionShapes.calleeName(call) == "some",
            let argument = call.arguments.first
        {
            return argument.expression
        }
        return expression
    }

    /// Records each identifier an expression names, at the place it is written, and returns them.
    @discardableResult
    func recordUses(
        of expression: ExprSyntax, kind: IdentifierUseKind,
        receiverIsSelf: Bool = true, handled: Bool = false
    ) -> [IdentifierExpression] {
        let found = identifierExpressions(expression)
        let empty = kind != .perform && ExpressionShapes.guardsEmptyBranch(expression)
        for (spelled, where_) in found {
            let use = IdentifierUse(
                ownerType: ownerType, expression: spelled, kind: kind,
                receiverIsSelf: receiverIsSelf && !context.seguesComeFromOtherScenes, location: where_,
                branchDoesNothing: empty)
            if seenUses.insert(use).inserted {
                scope.facts.identifierUses.append(use)
            }
            if handled {
                context.prepare?.handled.append(HandledIdentifier(expression: spelled, location: where_))
            }
        }
        return found.map(\.0)
    }
}
