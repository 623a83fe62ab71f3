import SegueModel
import SwiftSyntax

/// The single pass over a file's syntax tree that records every fact seguelint needs.
final class FactsVisitor: SyntaxVisitor {
    private(set) var facts: SourceFacts
    let lines: LineTable
    private var typeStack: [String] = []
    private var functionStack: [FunctionContext] = []
    private var seenUses: Set<IdentifierUse> = []
    /// Code outside any function (property initialisers) still gets a context of its own.
    private let fileContext = FunctionContext()
    /// The identifiers of the `prepare` branches being visited, innermost last; an empty entry is a
    /// branch known to hold no identifier (an `else`).
    private var branchStack: [[IdentifierExpression]] = []
    /// Syntax nodes that open a branch when visited, with the branch's identifiers.
    private var pendingBranches: [SyntaxIdentifier: [IdentifierExpression]] = [:]
    private var openedBranches: Set<SyntaxIdentifier> = []
    /// Blocks (and switch cases) with guards that compare identifiers: how many branches to close
    /// at the block's end.
    private var guardContinuations: [SyntaxIdentifier: Int] = [:]
    /// Casts of instantiation calls, by call, found on the enclosing sequence before the call is visited.
    private var pendingInstantiationCasts: [SyntaxIdentifier: (type: String, forced: Bool, location: Location)] = [:]

    private let options: ExtractionOptions
    /// The SwiftGen storyboard enums whose name was recorded.
    private var generatedStoryboards: Set<String> = []

    /// The source's bytes, to decide without visiting whether a function can matter.
    let bytes: [UInt8]
    private let bodySearch: ByteSearch

    init(path: String, source: String, options: ExtractionOptions) {
        self.options = options
        bytes = Array(source.utf8)
        bodySearch = ByteSearch(options.bodyNeedles)
        facts = SourceFacts(path: path)
        lines = LineTable(source: source, path: path)
        super.init(viewMode: .sourceAccurate)
    }

    private var context: FunctionContext { functionStack.last ?? fileContext }
    private var ownerType: String? { typeStack.last }

    // MARK: Conditional compilation

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        var earlier: [String] = []
        let clauses = Array(node.clauses)
        for (index, clause) in clauses.enumerated() {
            let end = index + 1 < clauses.count ? location(of: clauses[index + 1].poundKeyword) : location(of: node.poundEndif)
            let condition = clause.condition?.trimmedDescription
            facts.conditionalRegions.append(
                ConditionalRegion(
                    condition: condition, earlierConditions: earlier,
                    start: location(of: clause.poundKeyword), end: end))
            if let condition { earlier.append(condition) }
        }
        return .visitChildren
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let result = pushType(.class, name: node.name, inheritance: node.inheritanceClause)
        for element in node.attributes {
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "objc",
                case .objCName(let pieces)? = attribute.arguments, pieces.count == 1, let name = pieces.first?.name?.text,
                pieces.first?.colon == nil
            else { continue }
            facts.types[facts.types.count - 1].objcName = name
        }
        return result
    }

    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(.struct, name: node.name, inheritance: node.inheritanceClause)
    }

    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(.actor, name: node.name, inheritance: node.inheritanceClause)
    }

    override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        objcProtocolStack.append(
            node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" })
        return pushType(.protocol, name: node.name, inheritance: node.inheritanceClause)
    }

    override func visitPost(_ node: ProtocolDeclSyntax) {
        objcProtocolStack.removeLast()
        typeStack.removeLast()
    }

    private var objcProtocolStack: [Bool] = []
    /// Members of an `@objc protocol` are exposed to Objective-C without an attribute of their own.
    private var inObjCProtocol: Bool { objcProtocolStack.last == true && functionStack.isEmpty }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
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
            facts.stringEnums.append(
                EnumDeclaration(
                    ownerType: ownerType, name: node.name.identifierName ?? node.name.text, cases: cases,
                    location: location(of: node.name)))
        }
        return pushType(.enum, name: node.name, inheritance: node.inheritanceClause)
    }

    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let qualified = TypeNames.strippingGenerics(node.extendedType.trimmedDescription)
        let name = qualified.split(separator: ".").last.map(String.init) ?? qualified
        facts.types.append(
            TypeDeclaration(
                kind: .extension, name: name, qualifiedName: qualified,
                inheritedTypes: inheritedNames(node.inheritanceClause), location: location(of: node.extendedType)))
        typeStack.append(name)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

    private func pushType(
        _ kind: TypeKind, name token: TokenSyntax,
        inheritance: InheritanceClauseSyntax?
    ) -> SyntaxVisitorContinueKind {
        let name = token.identifierName ?? token.text
        let qualified = (typeStack + [name]).joined(separator: ".")
        facts.types.append(
            TypeDeclaration(
                kind: kind, name: name, qualifiedName: qualified,
                inheritedTypes: inheritedNames(inheritance), location: location(of: token)))
        typeStack.append(name)
        return .visitChildren
    }

    private func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.flatMap { TypeNames.simpleNames(of: $0.type) } ?? []
    }

    // MARK: Constants

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if !functionStack.isEmpty {
            for binding in node.bindings {
                if let variable = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName {
                    context.localNames.insert(variable)
                }
            }
            // `let storyboard = UIStoryboard(name: "Settings", bundle: nil)`, for the calls that follow.
            for binding in node.bindings {
                guard let variable = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName,
                    let call = binding.initializer.map({ ExpressionShapes.unwrap($0.value) })?.as(FunctionCallExprSyntax.self),
                    let callee = ExpressionShapes.calleeName(call), callee == "UIStoryboard" || callee == "NSStoryboard",
                    let nameArgument = call.arguments.first, nameArgument.label?.text == "name"
                else { continue }
                context.storyboardLocals[variable] =
                    Self.isMainBundle(call) ? Optional(nameArgument.expression) : Optional<ExprSyntax>.none
            }
        }
        let isOutlet = node.attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription.hasPrefix("IBOutlet") == true
        }
        if functionStack.isEmpty, let owner = ownerType, !isOutlet, node.bindingSpecifier.tokenKind == .keyword(.var) {
            for binding in node.bindings
            where binding.typeAnnotation?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
                && binding.accessorBlock == nil
            {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName else { continue }
                facts.unwrappedProperties.append(
                    UnwrappedProperty(ownerType: owner, name: name, location: location(of: binding.pattern)))
            }
        }
        if functionStack.isEmpty, let owner = ownerType, !isOutlet, node.bindingSpecifier.tokenKind == .keyword(.var) {
            for binding in node.bindings where binding.accessorBlock == nil {
                guard let type = binding.typeAnnotation?.type else { continue }
                let names = TypeNames.simpleNames(of: type).filter { $0.hasSuffix("Controller") }
                guard !names.isEmpty, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName
                else { continue }
                facts.controllerProperties.append(
                    ControllerProperty(
                        ownerType: owner, name: name, typeNames: names,
                        location: location(of: binding.pattern)))
            }
        }
        if functionStack.isEmpty, let owner = ownerType {
            for binding in node.bindings {
                guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName == "router",
                    let type = binding.typeAnnotation?.type
                else { continue }
                facts.routerProperties.append(
                    RouterProperty(
                        ownerType: owner, name: "router", typeNames: TypeNames.simpleNames(of: type),
                        location: location(of: binding.pattern)))
            }
        }
        if functionStack.isEmpty, let owner = ownerType, node.bindingSpecifier.tokenKind == .keyword(.var),
            node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) })
        {
            recordComputedStrings(node, owner: owner)
        }
        guard functionStack.isEmpty, node.bindingSpecifier.tokenKind == .keyword(.let) else { return .visitChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName,
                let value = binding.initializer?.value
            else { continue }
            let literals = ExpressionShapes.stringLiterals(in: value)
            if literals.count == 1, let literal = literals.first, let string = literal.representedLiteralValue {
                facts.stringConstants.append(
                    StringConstant(
                        ownerType: typeStack.isEmpty ? nil : typeStack.joined(separator: "."), name: name, value: string,
                        location: contentLocation(of: literal)))
            }
        }
        return .visitChildren
    }

    /// `static var reuseIdentifier: String { String(describing: self) }` (the type's name) and
    /// `static var identifier: String { "PersonCell" }` (a constant).
    private func recordComputedStrings(_ node: VariableDeclSyntax, owner: String) {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName,
                let expression = Self.singleExpression(of: binding.accessorBlock)
            else { continue }
            if Self.isOwnTypeName(expression) {
                facts.selfNamedProperties.append(
                    SelfNamedProperty(ownerType: owner, name: name, location: location(of: binding.pattern)))
            } else if let literal = expression.as(StringLiteralExprSyntax.self), let value = literal.representedLiteralValue {
                facts.stringConstants.append(
                    StringConstant(
                        ownerType: typeStack.joined(separator: "."), name: name, value: value,
                        location: contentLocation(of: literal)))
            }
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
            let text = expression.trimmedDescription
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

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let context = FunctionContext()
        for parameter in node.signature.parameterClause.parameters {
            context.localNames.insert((parameter.secondName ?? parameter.firstName).text)
        }
        // A function whose text names nothing segue-related (its name, parameter types and body
        // included) can yield no fact: skip it before looking at anything.
        guard mayMatter(node) else {
            functionStack.append(context)
            return .skipChildren
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
        functionStack.append(context)
        guard let body = node.body else { return .skipChildren }
        LocalBindingCollector(context: context).walk(body)
        return .visitChildren
    }

    /// Whether a function's text (signature and body) holds anything segue-related, or a local
    /// type; if not, nothing in it can become a fact and it is not visited.
    private func mayMatter(_ node: some SyntaxProtocol) -> Bool {
        let range = node.position.utf8Offset..<node.endPosition.utf8Offset
        return bytes.withUnsafeBufferPointer { bodySearch.occurs(in: $0, range: range) }
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
            switch attribute.attributeName.trimmedDescription {
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
        facts.segueMethods.append(method)
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        if let prepare = functionStack.removeLast().prepare {
            facts.prepareHandlers.append(prepare.handler)
        }
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let context = FunctionContext()
        functionStack.append(context)
        guard let body = node.body, mayMatter(node) else { return .skipChildren }
        LocalBindingCollector(context: context).walk(body)
        return .visitChildren
    }

    override func visitPost(_ node: InitializerDeclSyntax) { functionStack.removeLast() }

    // MARK: Uses

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = ExpressionShapes.calleeName(node) else { return .visitChildren }
        if let first = node.arguments.first, options.isPerformCall(name: name, firstLabel: first.label?.text) {
            recordUses(of: first.expression, kind: .perform, receiverIsSelf: ExpressionShapes.isSentToSelf(node, in: context))
        } else if name == "prepare" || name == "prepareForSegue",
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
                let receiver = ExpressionShapes.unwrap(base).trimmedDescription
                facts.prepareForwards.append(
                    PrepareForward(ownerType: ownerType, receiver: receiver, location: location(of: node)))
            }
        } else if name == "UIStoryboard" || name == "NSStoryboard", let nameArgument = node.arguments.first,
            nameArgument.label?.text == "name"
        {
            if Self.isMainBundle(node) {
                let alternatives = identifierExpressions(nameArgument.expression)
                let choice = alternatives.count > 1 ? location(of: nameArgument.expression) : nil
                for (spelled, place) in alternatives {
                    facts.storyboardNames.append(
                        StoryboardNameUse(ownerType: ownerType, expression: spelled, location: place, choice: choice))
                }
            }
        } else if var use = generatedSceneUse(node, name: name) {
            use.shownBy = Presentation.call(showing: node)
            facts.generatedSceneUses.append(use)
        } else if Self.instantiationNames.contains(name) {
            recordInstantiation(node, name: name)
        } else if name == "pushController" || name == "presentController", let first = node.arguments.first,
            first.label?.text == "withName", let (spelled, place) = identifierExpressions(first.expression).first
        {
            // WatchKit: the controller's identifier in the watch app's storyboard.
            var instantiation = SceneInstantiation(
                ownerType: ownerType, storyboard: .unknown, identifier: spelled, location: place)
            instantiation.isWatchKitName = true
            instantiation.shownBy = name
            facts.instantiations.append(instantiation)
        } else if let (family, argument, returnsOptional) = Self.dequeueShape(name: name, node) {
            recordDequeue(node, family: family, identifier: argument, returnsOptional: returnsOptional)
        } else if let (family, argument) = Self.registrationShape(name: name, node) {
            let spelled = reuseIdentifierExpressions(argument.expression)
            if spelled.isEmpty {
                facts.cellRegistrations.append(
                    CellRegistration(ownerType: ownerType, family: family, identifier: nil, location: location(of: node)))
            }
            for (expression, _) in spelled {
                facts.cellRegistrations.append(
                    CellRegistration(
                        ownerType: ownerType, family: family, identifier: expression,
                        location: location(of: node)))
            }
        } else if let callee = node.calledExpression.as(MemberAccessExprSyntax.self), let base = callee.base,
            base.trimmedDescription.hasPrefix("R.segue."), node.arguments.first?.label?.text == "segue"
        {
            // R.swift's typed segue: `R.segue.firstViewController.showDetail(segue: segue)` is nil for other segues.
            recordUse(
                .reference(base: base.trimmedDescription, name: callee.declName.baseName.text), kind: .comparison,
                at: location(of: callee.declName))
        } else if name.hasSuffix("Segue"), let argument = node.arguments.first(where: { $0.label?.text == "identifier" }) {
            // `FadeSegue(identifier: "fadeToHome", source: self, destination: home)`.
            for (spelled, place) in identifierExpressions(argument.expression) {
                facts.codeSegues.append(CodeSegue(ownerType: ownerType, expression: spelled, location: place))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        // Clean Swift: `NSSelectorFromString("routeTo\(scene)WithSegue:")`.
        if let prepare = context.prepare, node.representedLiteralValue == nil,
            let first = node.segments.first?.as(StringSegmentSyntax.self), first.content.text.hasPrefix("routeTo")
        {
            prepare.dispatchesDynamically = true
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        // `storyboard.instantiateViewController(withIdentifier: "X") as! T`: the cast, for the call.
        for index in elements.indices.dropFirst().dropLast() {
            guard let cast = elements[index].as(UnresolvedAsExprSyntax.self),
                let type = elements[index + 1].as(TypeExprSyntax.self)?.type,
                let typeName = TypeNames.simpleNames(of: type).first,
                let call = ExpressionShapes.unwrap(elements[index - 1]).as(FunctionCallExprSyntax.self)
            else { continue }
            pendingInstantiationCasts[call.id] = (
                typeName, cast.questionOrExclamationMark?.tokenKind == .exclamationMark,
                location(of: type)
            )
        }
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) { recordDataSourceAssignment(elements[0], elements[2]) }
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
        return .visitChildren
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
        facts.dataSourceAssignments.append(
            DataSourceAssignment(
                ownerType: ownerType, viewIsOwn: viewIsOwn,
                valueIsSelf: valueIsSelf, location: location(of: target)))
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
    private func enumMember(comparedWith lhs: ExprSyntax, _ rhs: ExprSyntax) -> (IdentifierExpression, Location)? {
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
    private func segueComparedWithCase(_ lhs: ExprSyntax, _ rhs: ExprSyntax) -> (IdentifierExpression, Location)? {
        for (segue, other) in [(lhs, rhs), (rhs, lhs)] {
            guard ExpressionShapes.isSegueValue(segue, in: context), !ExpressionShapes.isSegueIdentifier(segue, in: context),
                let member = ExpressionShapes.unwrap(other).as(MemberAccessExprSyntax.self),
                let name = member.declName.baseName.identifierName
            else { continue }
            let spelled: IdentifierExpression =
                member.base.map {
                    .reference(base: TypeNames.lastComponent($0.trimmedDescription), name: name)
                } ?? .implicitMember(name)
            return (spelled, location(of: member))
        }
        return nil
    }

    /// `.showDetail`, `.showDetail?` or `SegueIdentifier.showDetail` as a segue enum case. When the
    /// conversion makes another enum than the view controller's own (SwiftGen's
    /// `StoryboardSegue.Main(segue)`), `.showDetail` is that enum's case, and a use of `kind` to check.
    private func enumMember(
        _ expression: ExprSyntax, convertedBy conversion: ExprSyntax,
        kind: IdentifierUseKind
    ) -> (IdentifierExpression, Location)? {
        guard let member = ExpressionShapes.unwrap(expression).as(MemberAccessExprSyntax.self),
            let name = member.declName.baseName.identifierName
        else { return nil }
        let converted = ExpressionShapes.convertedEnumName(conversion, in: context)
        let spelled: IdentifierExpression =
            member.base.map {
                .reference(base: TypeNames.lastComponent($0.trimmedDescription), name: name)
            } ?? converted.map { .reference(base: $0, name: name) } ?? .implicitMember(name)
        if converted != nil { recordUse(spelled, kind: kind, at: location(of: member.declName)) }
        return (spelled, location(of: member))
    }

    /// Records a use that is spelled already (not read from an expression).
    private func recordUse(_ spelled: IdentifierExpression, kind: IdentifierUseKind, at place: Location) {
        let use = IdentifierUse(
            ownerType: ownerType, expression: spelled, kind: kind,
            receiverIsSelf: !context.seguesComeFromOtherScenes, location: place)
        if seenUses.insert(use).inserted { facts.identifierUses.append(use) }
    }

    /// `if case .showDetail = segueIdentifierForSegue(segue)`: a branch on a segue enum case.
    override func visit(_ node: MatchingPatternConditionSyntax) -> SyntaxVisitorContinueKind {
        if ExpressionShapes.isSegueEnumConversion(node.initializer.value, in: context),
            let pattern = node.pattern.as(ExpressionPatternSyntax.self),
            let member = enumMember(pattern.expression, convertedBy: node.initializer.value, kind: .comparison)
        {
            context.prepare?.handled.append(HandledIdentifier(expression: member.0, location: member.1))
        }
        return .visitChildren
    }

    /// `segue.destination as! T` (or through a navigation controller) inside an identifier branch.
    private func recordCast(of subject: ExprSyntax, forced: Bool, to target: ExprSyntax) {
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
        facts.destinationCasts.append(
            DestinationCast(
                ownerType: prepare.ownerType, identifiers: branch, typeName: typeName, isForced: forced,
                throughNavigation: throughNavigation, location: location(of: type)))
    }

    // MARK: Branches

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        openBranch(node.id)
        return .visitChildren
    }

    override func visitPost(_ node: SwitchCaseSyntax) {
        closeGuardContinuations(node.id)
        closeBranch(node.id)
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        openBranch(node.id)
        return .visitChildren
    }

    override func visitPost(_ node: CodeBlockSyntax) {
        closeGuardContinuations(node.id)
        closeBranch(node.id)
    }

    override func visitPost(_ node: IfExprSyntax) { closeBranch(node.id) }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
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
    override func visitPost(_ node: GuardStmtSyntax) {
        guard let identifiers = openedBranches.contains(node.id) ? branchStack.last : nil else { return }
        closeBranch(node.id)
        guard let list = node.parent?.parent?.as(CodeBlockItemListSyntax.self), let owner = list.parent,
            owner.is(CodeBlockSyntax.self) || owner.is(SwitchCaseSyntax.self)
        else { return }
        branchStack.append(identifiers)
        guardContinuations[owner.id, default: 0] += 1
    }

    /// Closes the branches that guards opened for the rest of the block `id`.
    private func closeGuardContinuations(_ id: SyntaxIdentifier) {
        guard let count = guardContinuations.removeValue(forKey: id) else { return }
        branchStack.removeLast(count)
    }

    private func openBranch(_ id: SyntaxIdentifier) {
        guard let identifiers = pendingBranches.removeValue(forKey: id) else { return }
        branchStack.append(identifiers)
        openedBranches.insert(id)
    }

    private func closeBranch(_ id: SyntaxIdentifier) {
        if openedBranches.remove(id) != nil { branchStack.removeLast() }
    }

    /// The identifiers an `if`/`guard` condition list compares the segue identifier with.
    private func comparedIdentifiers(in conditions: ConditionElementListSyntax) -> [IdentifierExpression] {
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

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
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
                                .reference(base: TypeNames.lastComponent($0.trimmedDescription), name: name)
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

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
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

    private static func comparesIdentifier(_ expression: ExprSyntax, in context: FunctionContext) -> Bool {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
        return sequence.elements.contains { ExpressionShapes.isSegueIdentifier($0, in: context) }
    }

    /// `.some("x")` in a pattern is `"x"`.
    private static func unwrapSome(_ expression: ExprSyntax) -> ExprSyntax {
        if let call = expression.as(FunctionCallExprSyntax.self), ExpressionShapes.calleeName(call) == "some",
            let argument = call.arguments.first
        {
            return argument.expression
        }
        return expression
    }

    /// Records each identifier an expression names, at the place it is written, and returns them.
    @discardableResult
    private func recordUses(
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
                facts.identifierUses.append(use)
            }
            if handled {
                context.prepare?.handled.append(HandledIdentifier(expression: spelled, location: where_))
            }
        }
        return found.map(\.0)
    }

    /// How an expression spells identifiers, resolving local string variables to their literals.
    private func identifierExpressions(_ expression: ExprSyntax) -> [(IdentifierExpression, Location)] {
        let literals = ExpressionShapes.stringLiterals(in: expression)
        if !literals.isEmpty {
            return literals.compactMap { literal in
                literal.representedLiteralValue.map { (.literal($0), contentLocation(of: literal)) }
            }
        }
        var expression = ExpressionShapes.unwrap(expression)
        // `NSUserInterfaceItemIdentifier(CellID.person.rawValue)`: the wrapped identifier.
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let argument = call.arguments.first,
            argument.label == nil || argument.label?.text == "rawValue",
            let name = ExpressionShapes.calleeName(call), ExpressionShapes.identifierWrappers.contains(name)
        {
            expression = ExpressionShapes.unwrap(argument.expression)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue",
            let base = member.base
        {
            expression = ExpressionShapes.unwrap(base)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self),
            let name = reference.baseName.identifierName
        {
            if let locals = context.localStrings(name, at: reference) {
                return locals.compactMap { literal in
                    literal.representedLiteralValue.map { (.literal($0), contentLocation(of: literal)) }
                }
            }
            // A parameter or a local (not bound to a literal) is the innermost name: never a
            // constant of the type that it shadows (`func perform(identifier: String)` in a type
            // with a `static let identifier`).
            if context.identifierNames.contains(name) || context.segueNames.contains(name)
                || context.localNames.contains(name)
            {
                return []
            }
            return [(.reference(base: nil, name: name), location(of: reference))]
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let name = member.declName.baseName.identifierName {
            guard let base = member.base else {
                return [(.implicitMember(name), location(of: member.declName))]
            }
            let baseText = base.trimmedDescription
            // R.swift's `R.segue.firstViewController.showDetail.identifier` is the segue's
            // identifier string: the segue is `showDetail`, not one named "identifier".
            if name == "identifier", baseText.hasPrefix("R.segue."), let inner = base.as(MemberAccessExprSyntax.self),
                let innerBase = inner.base, innerBase.trimmedDescription.hasPrefix("R.segue."),
                let segueName = inner.declName.baseName.identifierName
            {
                return [(.reference(base: innerBase.trimmedDescription, name: segueName), location(of: inner.declName))]
            }
            // R.swift's `R.segue.firstViewController.showDetail` keeps its whole path: the name is
            // resolved by R.swift's naming rules against that view controller's segues.
            // A qualified base keeps its last two names (`EventViewController.StoryboardConstants`),
            // so the constant is looked up in that type and not in a same-named one nearer the use.
            let baseName =
                baseText.hasPrefix("R.segue.")
                ? baseText
                : baseText == "self" || baseText == "Self" || baseText.hasPrefix("type(of:")
                    ? "Self" : TypeNames.lastTwoComponents(baseText)
            return [(.reference(base: baseName, name: name), location(of: member.declName))]
        }
        return []
    }

    // MARK: Scenes instantiated from storyboards

    static let instantiationNames: Set<String> = [
        "instantiateViewController", "instantiateController", "instantiateInitialViewController", "instantiateInitialController",
        // Swift 2.
        "instantiateViewControllerWithIdentifier", "instantiateControllerWithIdentifier",
    ]

    /// Whether a `UIStoryboard(name:bundle:)` call names the app's own bundle (`nil`, `.main`, `Bundle.main`).
    static func isMainBundle(_ call: FunctionCallExprSyntax) -> Bool {
        guard let bundle = call.arguments.first(where: { $0.label?.text == "bundle" })?.expression else { return true }
        let text = bundle.trimmedDescription
        return text == "nil" || text == ".main" || text == "Bundle.main" || text == "Foundation.Bundle.main"
    }

    /// `storyboard.instantiateViewController(withIdentifier: "X") as? T` and its spellings.
    private func recordInstantiation(_ node: FunctionCallExprSyntax, name: String) {
        let initial = name.hasPrefix("instantiateInitial")
        var identifier: (IdentifierExpression, Location)?
        if !initial {
            let legacy = name.hasSuffix("WithIdentifier")
            guard let argument = node.arguments.first,
                legacy ? argument.label == nil : argument.label?.text == "withIdentifier" || argument.label?.text == "identifier"
            else { return }
            let found = identifierExpressions(argument.expression)
            guard found.count == 1 else { return }
            identifier = found[0]
        }
        let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base.map(ExpressionShapes.unwrap)
        let storyboard: SceneInstantiation.Storyboard
        if let call = base?.as(FunctionCallExprSyntax.self), let callee = ExpressionShapes.calleeName(call),
            callee == "UIStoryboard" || callee == "NSStoryboard", let nameArgument = call.arguments.first,
            nameArgument.label?.text == "name"
        {
            guard Self.isMainBundle(call), let spelled = identifierExpressions(nameArgument.expression).first?.0 else { return }
            storyboard = .named(spelled)
        } else if let reference = base?.as(DeclReferenceExprSyntax.self), let variable = reference.baseName.identifierName,
            let bound = context.storyboardLocals[variable]
        {
            guard let bound, let spelled = identifierExpressions(bound).first?.0 else { return }
            storyboard = .named(spelled)
        } else if let text = base?.trimmedDescription,
            text == "self.storyboard" || (text == "storyboard" && !context.localNames.contains("storyboard"))
        {
            storyboard = .own
        } else {
            storyboard = .unknown
        }
        let cast = pendingInstantiationCasts.removeValue(forKey: node.id)
        let place: Location
        if let identifier {
            place = identifier.1
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            place = location(of: member.declName)
        } else {
            place = location(of: node.calledExpression)
        }
        var instantiation = SceneInstantiation(
            ownerType: ownerType, storyboard: storyboard, identifier: identifier?.0, castType: cast?.type,
            isForcedCast: cast?.forced ?? false, location: place, castLocation: cast?.location)
        instantiation.shownBy = Presentation.call(showing: node)
        facts.instantiations.append(instantiation)
    }

    /// SwiftGen's `StoryboardScene.Main.settings.instantiate()` / `.initialScene.instantiate()` and
    /// R.swift's `R.storyboard.main.settings()` / `R.storyboard.main.instantiateInitialViewController()`.
    private func generatedSceneUse(_ node: FunctionCallExprSyntax, name: String) -> GeneratedSceneUse? {
        guard node.arguments.isEmpty, let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
            let base = callee.base?.as(MemberAccessExprSyntax.self)
        else { return nil }
        let path = base.trimmedDescription.split(separator: ".").map(String.init)
        if name == "instantiate", path.count == 3, path[0] == "StoryboardScene" {
            let scene = path[2] == "initialScene" ? nil : path[2]
            return GeneratedSceneUse(
                ownerType: ownerType, tool: .swiftGen, storyboard: path[1], scene: scene, location: location(of: base.declName))
        }
        if path.count == 3, path[0] == "R", path[1] == "storyboard" {
            let initial = name == "instantiateInitialViewController" || name == "instantiateInitialController"
            return GeneratedSceneUse(
                ownerType: ownerType, tool: .rSwift, storyboard: path[2], scene: initial ? nil : name,
                location: location(of: initial ? base.declName : callee.declName))
        }
        return nil
    }

    /// SwiftGen's generated `SceneType<SettingsViewController>(storyboard: Main.self, identifier: "Settings")`
    /// (and `InitialSceneType<T>(storyboard:)`): an instantiation of a named storyboard's scene whose
    /// result the generated `instantiate()` casts to `T`, failing with `fatalError`.
    override func visit(_ node: GenericSpecializationExprSyntax) -> SyntaxVisitorContinueKind {
        guard let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id,
            let typeName = node.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            typeName == "SceneType" || typeName == "InitialSceneType",
            let type = node.genericArgumentClause.arguments.first?.argument.as(TypeSyntax.self),
            let storyboardArgument = call.arguments.first(where: { $0.label?.text == "storyboard" }),
            let storyboardType = storyboardArgument.expression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription
        else { return .visitChildren }
        let storyboardName = storyboardType == "Self" ? ownerType : TypeNames.lastComponent(storyboardType)
        guard let storyboardName else { return .visitChildren }
        let storyboardNameExpression = IdentifierExpression.reference(base: storyboardName, name: "storyboardName")
        if generatedStoryboards.insert(storyboardName).inserted {
            // The storyboard the enum stands for, named once per enum.
            facts.storyboardNames.append(
                StoryboardNameUse(
                    ownerType: ownerType, expression: storyboardNameExpression,
                    location: location(of: storyboardArgument.expression)))
        }
        var identifier: (IdentifierExpression, Location)?
        if typeName == "SceneType" {
            guard let argument = call.arguments.first(where: { $0.label?.text == "identifier" }),
                let found = identifierExpressions(argument.expression).first
            else { return .visitChildren }
            identifier = found
        }
        let castType = TypeNames.simpleNames(of: type).first
        facts.instantiations.append(
            SceneInstantiation(
                ownerType: ownerType, storyboard: .named(storyboardNameExpression),
                identifier: identifier?.0, castType: castType, isForcedCast: true,
                location: identifier?.1 ?? location(of: node), castLocation: location(of: type)))
        return .visitChildren
    }

    // MARK: Reusable cells

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
        let cast = pendingInstantiationCasts.removeValue(forKey: node.id)
        let forced =
            node.parent?.is(ForceUnwrapExprSyntax.self) == true || cast?.forced == true
            || isStoredImplicitlyUnwrapped(ExprSyntax(node))
        for (expression, place) in reuseIdentifierExpressions(argument.expression) {
            facts.dequeues.append(
                CellDequeue(
                    ownerType: ownerType, family: family, identifier: expression, returnsOptional: returnsOptional,
                    isForced: forced,
                    castType: cast?.type, isForcedCast: cast?.forced ?? false, location: place, castLocation: cast?.location))
        }
    }

    // MARK: Locations

    private func location(of node: some SyntaxProtocol) -> Location {
        lines.location(of: node.positionAfterSkippingLeadingTrivia)
    }

    /// Where a string literal's text starts (after the opening quote), for a caret under the identifier.
    private func contentLocation(of literal: StringLiteralExprSyntax) -> Location {
        lines.location(of: literal.openingQuote.endPositionBeforeTrailingTrivia)
    }
}

/// Names of types as written in inheritance clauses and extensions.
enum TypeNames {
    /// `Foo`, `Module.Foo`, `Foo<Bar>`, `A & B` → the simple names `Foo`, `Foo`, `Foo`, `A`, `B`.
    static func simpleNames(of type: TypeSyntax) -> [String] {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return [identifier.name.identifierName ?? identifier.name.text]
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return [member.name.identifierName ?? member.name.text]
        }
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.flatMap { simpleNames(of: $0.type) }
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return simpleNames(of: attributed.baseType)
        }
        if let optional = type.as(OptionalTypeSyntax.self) {
            return simpleNames(of: optional.wrappedType)
        }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return simpleNames(of: optional.wrappedType)
        }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return simpleNames(of: only.type)
        }
        return [lastComponent(strippingGenerics(type.trimmedDescription))]
    }

    /// `UIStoryboardSegue`, `NSStoryboardSegue`, a subclass named `…StoryboardSegue`, optional or not;
    /// not `NSStoryboardSegue.Identifier`.
    static func isStoryboardSegue(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) || type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) {
            return false
        }
        let names = simpleNames(of: type)
        return names.count == 1 && names[0].hasSuffix("StoryboardSegue")
    }

    static func strippingGenerics(_ text: String) -> String {
        guard let angle = text.firstIndex(of: "<") else { return text }
        return String(text[..<angle])
    }

    static func lastComponent(_ text: String) -> String {
        text.split(separator: ".").last.map(String.init) ?? text
    }

    /// `A.B.C` → `B.C`, for a plain dotted path of names; otherwise the last component.
    static func lastTwoComponents(_ text: String) -> String {
        let parts = text.split(separator: ".")
        guard parts.count >= 2, parts.allSatisfy({ part in part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else {
            return lastComponent(text)
        }
        return parts.suffix(2).joined(separator: ".")
    }
}
