import SegueModel
import SwiftSyntax

/// Declarations: types and their inheritance, `String` enums and constants, the stored
/// properties rules look at, and functions (which open the context the other recognisers read:
/// parameters, locals, `prepare(for:sender:)`, segue methods).
final class DeclarationRecognizer: FactRecognizer {
    let scope: ExtractionScope
    /// Whether each enclosing protocol is `@objc`, innermost last.
    private var objcProtocolStack: [Bool] = []

    init(scope: ExtractionScope) {
        self.scope = scope
    }

    // MARK: Types

    func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let result = pushType(.class, name: node.name, inheritance: node.inheritanceClause)
        for element in node.attributes {
            guard let attribute = element.as(AttributeSyntax.self), attribute.simpleName == "objc",
                case .objCName(let pieces)? = attribute.arguments, pieces.count == 1, let name = pieces.first?.name?.text,
                pieces.first?.colon == nil
            else { continue }
            scope.facts.types[scope.facts.types.count - 1].objcName = name
        }
        return result
    }

    func visitPost(_ node: ClassDeclSyntax) { scope.typeStack.removeLast() }

    func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(.struct, name: node.name, inheritance: node.inheritanceClause)
    }

    func visitPost(_ node: StructDeclSyntax) { scope.typeStack.removeLast() }

    func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(.actor, name: node.name, inheritance: node.inheritanceClause)
    }

    func visitPost(_ node: ActorDeclSyntax) { scope.typeStack.removeLast() }

    func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        objcProtocolStack.append(
            node.attributes.contains { $0.as(AttributeSyntax.self)?.simpleName == "objc" })
        return pushType(.protocol, name: node.name, inheritance: node.inheritanceClause)
    }

    func visitPost(_ node: ProtocolDeclSyntax) {
        objcProtocolStack.removeLast()
        scope.typeStack.removeLast()
    }

    /// Members of an `@objc protocol` are exposed to Objective-C without an attribute of their own.
    private var inObjCProtocol: Bool { objcProtocolStack.last == true && scope.functionStack.isEmpty }

    func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = inheritedNames(node.inheritanceClause)
        if inherited.first == "String" {
            var cases: [EnumCase] = []
            for member in node.memberBlock.members {
                guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in caseDecl.elements {
                    let name = element.name.identifierName ?? element.name.text
                    var raw: String?
                    if let value = element.rawValue?.value.as(StringLiteralExprSyntax.self) {
                        raw = value.representedLiteralValue
                    }
                    cases.append(EnumCase(name: name, explicitRawValue: raw, location: location(of: element.name)))
                }
            }
            scope.facts.stringEnums.append(
                EnumDeclaration(
                    ownerType: ownerType, name: node.name.identifierName ?? node.name.text, cases: cases,
                    location: location(of: node.name)))
        }
        return pushType(.enum, name: node.name, inheritance: node.inheritanceClause)
    }

    func visitPost(_ node: EnumDeclSyntax) { scope.typeStack.removeLast() }

    func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let qualified = TypeNames.strippingGenerics(node.extendedType.trimmedText)
        let name = qualified.split(separator: ".").last.map(String.init) ?? qualified
        scope.facts.types.append(
            TypeDeclaration(
                kind: .extension, name: name, qualifiedName: qualified,
                inheritedTypes: inheritedNames(node.inheritanceClause), location: location(of: node.extendedType)))
        scope.typeStack.append(name)
        return .visitChildren
    }

    func visitPost(_ node: ExtensionDeclSyntax) { scope.typeStack.removeLast() }

    private func pushType(
        _ kind: TypeKind, name token: TokenSyntax,
        inheritance: InheritanceClauseSyntax?
    ) -> SyntaxVisitorContinueKind {
        let name = token.identifierName ?? token.text
        let qualified = (scope.typeStack + [name]).joined(separator: ".")
        scope.facts.types.append(
            TypeDeclaration(
                kind: kind, name: name, qualifiedName: qualified,
                inheritedTypes: inheritedNames(inheritance), location: location(of: token)))
        scope.typeStack.append(name)
        return .visitChildren
    }

    private func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.flatMap { TypeNames.simpleNames(of: $0.type) } ?? []
    }

    // MARK: Constants and properties

    /// In a function, the local names; elsewhere, the properties and constants rules look at.
    func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard scope.functionStack.isEmpty else {
            recordLocalNames(node)
            return .visitChildren
        }
        // A binding in a closure or a getter outside any function (`lazy var x = { let y = … }()`,
        // top-level `if` blocks) is no property or constant of a type or the file.
        guard Self.isMemberOrTopLevel(node) else { return .visitChildren }
        let isVar = node.bindingSpecifier.tokenKind == .keyword(.var)
        let isTypeMember = isVar && Self.isTypeMember(node)
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        // `@IBOutlet`, `@IBOutletCollection`.
        let isOutlet = node.attributes.contains {
            $0.as(AttributeSyntax.self)?.simpleName.hasPrefix("IBOutlet") == true
        }
        // One pass over the bindings, each one's name found once, for every kind of fact.
        for binding in node.bindings {
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName
            if let owner = ownerType {
                if !isOutlet, isVar {
                    recordUnwrappedProperty(binding, name: name, owner: owner)
                    recordControllerProperty(binding, name: name, owner: owner)
                }
                recordRouterProperty(binding, name: name, owner: owner)
                if isTypeMember { recordComputedString(binding, name: name, owner: owner) }
            }
            if isLet { recordStringConstant(binding, name: name) }
        }
        // A `var` (not `static` or `class`) whose text names nothing segue-related holds no fact
        // in its getter or closures, as a function does not; `UnreadBodies` blanks those.
        if isVar, !isTypeMember, !scope.mayMatter(node, body: node) { return .skipChildren }
        return .visitChildren
    }

    /// Whether a declaration is a member of a type or at the file's top level (in `#if` clauses
    /// of either too), not a local of some code block.
    static func isMemberOrTopLevel(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(MemberBlockItemSyntax.self) { return true }
            guard
                parent.is(CodeBlockItemSyntax.self) || parent.is(CodeBlockItemListSyntax.self)
                    || parent.is(IfConfigClauseSyntax.self) || parent.is(IfConfigClauseListSyntax.self)
                    || parent.is(IfConfigDeclSyntax.self)
            else { return parent.is(SourceFileSyntax.self) }
            current = parent.parent
        }
        return false
    }

    private static func isTypeMember(_ node: VariableDeclSyntax) -> Bool {
        node.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// The names a function's local variables bind, which shadow constants of the type.
    private func recordLocalNames(_ node: VariableDeclSyntax) {
        for binding in node.bindings {
            if let variable = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName {
                context.localNames.insert(variable)
            }
        }
    }

    /// A stored `var` of an implicitly unwrapped optional type (outlets excluded).
    private func recordUnwrappedProperty(_ binding: PatternBindingSyntax, name: String?, owner: String) {
        guard binding.typeAnnotation?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true,
            binding.accessorBlock == nil, let name
        else { return }
        scope.facts.unwrappedProperties.append(
            UnwrappedProperty(ownerType: owner, name: name, location: location(of: binding.pattern)))
    }

    /// A stored `var` whose type names a controller (outlets excluded).
    private func recordControllerProperty(_ binding: PatternBindingSyntax, name: String?, owner: String) {
        guard binding.accessorBlock == nil, let type = binding.typeAnnotation?.type else { return }
        let names = TypeNames.simpleNames(of: type).filter { $0.hasSuffix("Controller") }
        guard !names.isEmpty, let name else { return }
        scope.facts.controllerProperties.append(
            ControllerProperty(ownerType: owner, name: name, typeNames: names, location: location(of: binding.pattern)))
    }

    /// A property named `router` with a type annotation.
    private func recordRouterProperty(_ binding: PatternBindingSyntax, name: String?, owner: String) {
        guard name == "router", let type = binding.typeAnnotation?.type else { return }
        scope.facts.routerProperties.append(
            RouterProperty(
                ownerType: owner, name: "router", typeNames: TypeNames.simpleNames(of: type),
                location: location(of: binding.pattern)))
    }

    /// A `let` constant outside functions whose value holds exactly one string literal.
    private func recordStringConstant(_ binding: PatternBindingSyntax, name: String?) {
        guard let name, let value = binding.initializer?.value else { return }
        let literals = ExpressionShapes.stringLiterals(in: value)
        if literals.count == 1, let literal = literals.first, let string = literal.representedLiteralValue {
            scope.facts.stringConstants.append(
                StringConstant(
                    ownerType: scope.typeStack.isEmpty ? nil : scope.typeStack.joined(separator: "."), name: name,
                    value: string, location: contentLocation(of: literal)))
        }
    }

    /// `static var reuseIdentifier: String { String(describing: self) }` (the type's name) and
    /// `static var identifier: String { "PersonCell" }` (a constant).
    private func recordComputedString(_ binding: PatternBindingSyntax, name: String?, owner: String) {
        guard let name, let expression = Self.singleExpression(of: binding.accessorBlock) else { return }
        if Self.isOwnTypeName(expression) {
            scope.facts.selfNamedProperties.append(
                SelfNamedProperty(ownerType: owner, name: name, location: location(of: binding.pattern)))
        } else if let literal = expression.as(StringLiteralExprSyntax.self), let value = literal.representedLiteralValue {
            scope.facts.stringConstants.append(
                StringConstant(
                    ownerType: scope.typeStack.joined(separator: "."), name: name, value: value,
                    location: contentLocation(of: literal)))
        }
    }

    /// The expression a computed property's getter returns when it is its only statement.
    static func singleExpression(of block: AccessorBlockSyntax?) -> ExprSyntax? {
        guard let block else { return nil }
        let items: CodeBlockItemListSyntax
        switch block.accessors {
        case .getter(let list):
            items = list
        case .accessors(let accessors):
            guard accessors.count == 1, let getter = accessors.first, getter.accessorSpecifier.tokenKind == .keyword(.get),
                let body = getter.body
            else { return nil }
            items = body.statements
        }
        guard items.count == 1, let item = items.first?.item else { return nil }
        if let expression = item.as(ExprSyntax.self) { return expression }
        return item.as(ReturnStmtSyntax.self)?.expression
    }

    /// `String(describing: self)`, `String(describing: Self.self)` or `"\(self)"` in a static context:
    /// the name of the type.
    static func isOwnTypeName(_ expression: ExprSyntax) -> Bool {
        func isSelfType(_ expression: ExprSyntax) -> Bool {
            let text = expression.trimmedText
            return text == "self" || text == "Self.self" || text == "self.self"
        }
        if let call = expression.as(FunctionCallExprSyntax.self), ExpressionShapes.calleeName(call) == "String",
            call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "describing"
        {
            return isSelfType(argument.expression)
        }
        if let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            let interpolation = literal.segments.first?.as(ExpressionSegmentSyntax.self),
            interpolation.expressions.count == 1, let only = interpolation.expressions.first, only.label == nil
        {
            return isSelfType(only.expression)
        }
        return false
    }

    // MARK: Functions

    func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // A function whose text names nothing segue-related (its name, parameter types and body
        // included) can yield no fact: skip it before looking at anything. Its children are not
        // visited, so nothing reads or changes the context it stands in the stack with.
        guard scope.mayMatter(node, body: node.body) else {
            scope.functionStack.append(scope.skippedFunction)
            return .skipChildren
        }
        let context = FunctionContext()
        for parameter in node.signature.parameterClause.parameters {
            context.localNames.insert((parameter.secondName ?? parameter.firstName).text)
        }
        let name = node.name.identifierName ?? node.name.text
        let parameters = Array(node.signature.parameterClause.parameters)
        for parameter in parameters {
            let local = (parameter.secondName ?? parameter.firstName).identifierName ?? parameter.firstName.text
            if TypeNames.isStoryboardSegue(parameter.type) {
                context.segueNames.insert(local)
            }
        }
        if name == "shouldPerformSegue" || name == "shouldPerformSegueWithIdentifier",
            let first = parameters.first
        {
            context.identifierNames.insert((first.secondName ?? first.firstName).identifierName ?? first.firstName.text)
        }
        if let first = parameters.first, TypeNames.isStoryboardSegue(first.type),
            (name == "prepare" && first.firstName.text == "for") || name == "prepareForSegue",
            let owner = ownerType
        {
            context.prepare = PrepareBuilder(ownerType: owner, location: location(of: node.name))
        }
        let takesSegue = parameters.first.map { TypeNames.isStoryboardSegue($0.type) } == true
        if takesSegue && context.prepare == nil {
            context.seguesComeFromOtherScenes = true
        }
        if (takesSegue && name != "prepare" && name != "prepareForSegue") || name.hasPrefix("routeTo") {
            recordSegueMethod(node, name: name, parameters: parameters, takesSegue: takesSegue)
        }
        scope.functionStack.append(context)
        guard let body = node.body else { return .skipChildren }
        LocalBindingCollector(context: context, bytes: scope.bindingScanBytes).walk(body)
        return .visitChildren
    }

    private func recordSegueMethod(
        _ node: FunctionDeclSyntax, name: String, parameters: [FunctionParameterSyntax],
        takesSegue: Bool
    ) {
        var isIBAction = false
        var isObjC = inObjCProtocol
        var objcName: String?
        for element in node.attributes {
            guard let attribute = element.as(AttributeSyntax.self) else { continue }
            switch attribute.simpleName {
            case "IBAction":
                isIBAction = true
                isObjC = true
            case "objc":
                isObjC = true
                if case .objCName(let pieces)? = attribute.arguments {
                    objcName = pieces.map { ($0.name?.text ?? "") + ($0.colon == nil ? "" : ":") }.joined()
                }
            default:
                break
            }
        }
        let labels: [String?] = parameters.map { parameter in
            parameter.firstName.tokenKind == .wildcard ? nil : (parameter.firstName.identifierName ?? parameter.firstName.text)
        }
        var method = SegueMethod(
            ownerType: ownerType, name: name, labels: labels, objcName: objcName, isIBAction: isIBAction,
            isObjC: isObjC, takesStoryboardSegue: takesSegue, location: location(of: node.name))
        method.firstLabelIsExplicit = parameters.first.map { $0.secondName != nil } ?? true
        scope.facts.segueMethods.append(method)
    }

    func visitPost(_ node: FunctionDeclSyntax) {
        if let prepare = scope.functionStack.removeLast().prepare {
            scope.facts.prepareHandlers.append(prepare.handler)
        }
    }

    func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let body = node.body, scope.mayMatter(node, body: body) else {
            scope.functionStack.append(scope.skippedFunction)
            return .skipChildren
        }
        let context = FunctionContext()
        scope.functionStack.append(context)
        LocalBindingCollector(context: context, bytes: scope.bindingScanBytes).walk(body)
        return .visitChildren
    }

    func visitPost(_ node: InitializerDeclSyntax) { scope.functionStack.removeLast() }
}

extension AttributeSyntax {
    /// The attribute's name as written, without trivia (`objc`, `IBAction`): a plain name's token
    /// text, the same as `trimmedDescription`, read without copying the node.
    var simpleName: String {
        if let type = attributeName.as(IdentifierTypeSyntax.self), type.moduleSelector == nil, type.genericArgumentClause == nil {
            return type.name.text
        }
        return attributeName.trimmedText
    }
}
