import SegueModel
import SwiftSyntax

/// Reusable cells: dequeues by identifier (with their cast and whether a nil would crash),
/// registrations, and `dataSource` assignments.
final class CellRecognizer: FactRecognizer {
    let scope: ExtractionScope

    init(scope: ExtractionScope) {
        self.scope = scope
    }

    /// Dequeues and registrations of reusable views. Whether the call was one of them.
    func recogniseCall(_ node: FunctionCallExprSyntax, name: String) -> Bool {
        if let (family, argument, returnsOptional) = Self.dequeueShape(name: name, node) {
            recordDequeue(node, family: family, identifier: argument, returnsOptional: returnsOptional)
            return true
        }
        if let (family, argument) = Self.registrationShape(name: name, node) {
            let spelled = reuseIdentifierExpressions(argument.expression)
            if spelled.isEmpty {
                scope.facts.cellRegistrations.append(
                    CellRegistration(ownerType: ownerType, family: family, identifier: nil, location: location(of: node)))
            }
            for (expression, _) in spelled {
                scope.facts.cellRegistrations.append(
                    CellRegistration(
                        ownerType: ownerType, family: family, identifier: expression,
                        location: location(of: node)))
            }
            return true
        }
        return false
    }

    /// `x.dataSource = value`.
    func visit(_ node: SequenceExprSyntax) {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) { recordDataSourceAssignment(elements[0], elements[2]) }
    }

    /// `view.dataSource = value` (not `nil`): whether the view is a property of `self` and whether
    /// the value is `self`.
    private func recordDataSourceAssignment(_ target: ExprSyntax, _ value: ExprSyntax) {
        guard let member = target.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "dataSource",
            !ExpressionShapes.unwrap(value).is(NilLiteralExprSyntax.self)
        else { return }
        // The view: `tableView`, `self.tableView`, `tableView?`, `self.tableView!` are self's own.
        var view = member.base.map(ExpressionShapes.unwrap)
        if let access = view?.as(MemberAccessExprSyntax.self),
            access.base.map(ExpressionShapes.unwrap)?.as(DeclReferenceExprSyntax.self)?
                .baseName.tokenKind == .keyword(.self)
        {
            view = nil
        }
        let viewIsOwn = view == nil || view?.is(DeclReferenceExprSyntax.self) == true
        let valueIsSelf = ExpressionShapes.unwrap(value).as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        scope.facts.dataSourceAssignments.append(
            DataSourceAssignment(
                ownerType: ownerType, viewIsOwn: viewIsOwn,
                valueIsSelf: valueIsSelf, location: location(of: target)))
    }

    /// The family, identifier argument and optionality of a call that dequeues a reusable view by
    /// identifier, in its Swift 3+ and Swift 2 spellings; `nil` for other calls.
    static func dequeueShape(name: String, _ node: FunctionCallExprSyntax) -> (PrototypeCell.Family, LabeledExprSyntax, Bool)? {
        let arguments = Array(node.arguments)
        guard let first = arguments.first else { return nil }
        let firstLabel = first.label?.text
        let hasIndexPath = arguments.contains { $0.label?.text == "for" || $0.label?.text == "forIndexPath" }
        switch name {
        case "dequeueReusableCell" where firstLabel == "withIdentifier":
            return (.table, first, !hasIndexPath)
        case "dequeueReusableCell" where firstLabel == "withReuseIdentifier",
            "dequeueReusableCellWithReuseIdentifier" where firstLabel == nil:
            return (.collection, first, false)
        case "dequeueReusableCellWithIdentifier" where firstLabel == nil:
            return (.table, first, !hasIndexPath)
        case "dequeueReusableSupplementaryView", "dequeueReusableSupplementaryViewOfKind":
            // A kind spelled as a literal other than a header or footer (`ofKind: "nil"`, a
            // placeholder in a `default:` branch) is one only a layout of the app's can ask for,
            // and a storyboard never provides: whether the call ever runs can't be known.
            if let kind = ExpressionShapes.unwrap(first.expression).as(StringLiteralExprSyntax.self),
                !Self.storyboardSupplementaryKinds.contains(kind.representedLiteralValue ?? "")
            {
                return nil
            }
            return arguments.first { $0.label?.text == "withReuseIdentifier" }.map { (.collection, $0, false) }
        case "dequeueReusableHeaderFooterView" where firstLabel == "withIdentifier",
            "dequeueReusableHeaderFooterViewWithIdentifier" where firstLabel == nil:
            return (.table, first, true)
        case "makeView" where firstLabel == "withIdentifier", "makeViewWithIdentifier" where firstLabel == nil:
            return arguments.contains { $0.label?.text == "owner" } ? (.appKit, first, true) : nil
        default:
            return nil
        }
    }

    /// The raw values of `UICollectionView.elementKindSectionHeader` and `…Footer`: the kinds of
    /// supplementary views a storyboard's collection view can hold.
    static let storyboardSupplementaryKinds: Set<String> = [
        "UICollectionElementKindSectionHeader", "UICollectionElementKindSectionFooter",
    ]

    /// The family and identifier argument of a registration (`register(_:forCellReuseIdentifier:)`,
    /// Swift 2's `registerClass` / `registerNib`, AppKit's `register(_:forIdentifier:)`).
    static func registrationShape(name: String, _ node: FunctionCallExprSyntax) -> (PrototypeCell.Family, LabeledExprSyntax)? {
        guard name == "register" || name == "registerClass" || name == "registerNib" else { return nil }
        for argument in node.arguments {
            switch argument.label?.text {
            case "forCellReuseIdentifier", "forHeaderFooterViewReuseIdentifier": return (.table, argument)
            case "forCellWithReuseIdentifier", "withReuseIdentifier": return (.collection, argument)
            case "forIdentifier": return (.appKit, argument)
            default: continue
            }
        }
        return nil
    }

    /// How an expression spells a reuse identifier: as any identifier, or `String(describing:
    /// PersonCell.self)`, the class's name.
    private func reuseIdentifierExpressions(_ expression: ExprSyntax) -> [(IdentifierExpression, Location)] {
        if let call = ExpressionShapes.unwrap(expression).as(FunctionCallExprSyntax.self),
            ExpressionShapes.calleeName(call) == "String", call.arguments.count == 1,
            let argument = call.arguments.first, argument.label?.text == "describing",
            let member = ExpressionShapes.unwrap(argument.expression).as(MemberAccessExprSyntax.self),
            member.declName.baseName.tokenKind == .keyword(.self), let base = member.base,
            let type = base.as(DeclReferenceExprSyntax.self)?.baseName.identifierName, type != "Self"
        {
            // `String(describing: T.self)` in a generic helper is whatever type the caller passes.
            if Self.isGenericParameter(type, around: base) { return [] }
            return [(.literal(type), location(of: base))]
        }
        return identifierExpressions(expression)
    }

    /// Whether `name` is a generic parameter of a function, subscript or type enclosing `node`.
    static func isGenericParameter(_ name: String, around node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let candidate = current {
            let clause: GenericParameterClauseSyntax? =
                candidate.as(FunctionDeclSyntax.self)?.genericParameterClause
                ?? candidate.as(SubscriptDeclSyntax.self)?.genericParameterClause
                ?? candidate.as(InitializerDeclSyntax.self)?.genericParameterClause
                ?? candidate.as(StructDeclSyntax.self)?.genericParameterClause
                ?? candidate.as(ClassDeclSyntax.self)?.genericParameterClause
                ?? candidate.as(EnumDeclSyntax.self)?.genericParameterClause
            if let clause, clause.parameters.contains(where: { $0.name.text == name }) { return true }
            current = candidate.parent
        }
        return false
    }

    /// Whether the value goes into an implicitly unwrapped variable, which crashes where a nil is
    /// used: `let cell: UITableViewCell! = …`, or `cell = …` with a local `var cell: UITableViewCell!`
    /// that the body never compares with nil (`if cell == nil { cell = UITableViewCell(…) }` is safe).
    private func isStoredImplicitlyUnwrapped(_ value: ExprSyntax) -> Bool {
        if let binding = value.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName
            return binding.typeAnnotation?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
                && !(name.map(context.nilCheckedNames.contains) ?? false)
        }
        guard let list = value.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) else {
            return false
        }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == value.id,
            let name = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.identifierName
        else { return false }
        return context.implicitlyUnwrappedNames.contains(name) && !context.nilCheckedNames.contains(name)
    }

    /// `tableView.dequeueReusableCell(withIdentifier: "Person", for: indexPath) as! PersonCell`.
    private func recordDequeue(
        _ node: FunctionCallExprSyntax, family: PrototypeCell.Family, identifier argument: LabeledExprSyntax,
        returnsOptional: Bool
    ) {
        let cast = scope.pendingInstantiationCasts.removeValue(forKey: node.id)
        let forced =
            node.parent?.is(ForceUnwrapExprSyntax.self) == true || cast?.forced == true
            || isStoredImplicitlyUnwrapped(ExprSyntax(node))
        for (expression, place) in reuseIdentifierExpressions(argument.expression) {
            scope.facts.dequeues.append(
                CellDequeue(
                    ownerType: ownerType, family: family, identifier: expression, returnsOptional: returnsOptional,
                    isForced: forced,
                    castType: cast?.type, isForcedCast: cast?.forced ?? false, location: place, castLocation: cast?.location))
        }
    }
}
