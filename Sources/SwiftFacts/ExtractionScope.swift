import SegueModel
import SwiftSyntax

/// What the recognisers share while one file is visited: the facts found so far, the enclosing
/// types and functions, and how expressions spell identifiers. Each recogniser reads and writes it;
/// `FactsVisitor` keeps the order in which they see each node.
final class ExtractionScope {
    var facts: SourceFacts
    let lines: LineTable
    let options: ExtractionOptions
    /// The enclosing types' simple names, innermost last.
    var typeStack: [String] = []
    /// The enclosing functions' contexts, innermost last.
    var functionStack: [FunctionContext] = []
    /// Code outside any function (property initialisers) still gets a context of its own.
    let fileContext = FunctionContext()
    /// The context of each function whose children are not visited: nothing reads or changes it.
    let skippedFunction = FunctionContext()
    /// Casts of calls (`instantiateViewController(…) as! T`, `dequeueReusableCell(…) as! T`), by
    /// call, found on the enclosing sequence before the call is visited.
    var pendingInstantiationCasts: [SyntaxIdentifier: (type: String, forced: Bool, location: Location)] = [:]
    /// The source's bytes, to decide without visiting whether a function can matter.
    let bytes: [UInt8]
    /// Where the body needles occur in `bytes`: given by the caller that found them, or found here.
    private let bodyNeedles: BodyNeedleSites

    /// From a position in the parsed text to the same place in the file (`bodyNeedles` and
    /// `lines` are the file's); empty unless unread bodies were left out before parsing.
    private let offsets: OffsetMap

    /// `original`: the file's bytes, and the map to them, when `source` is its compacted text.
    init(
        path: String, source: String, options: ExtractionOptions, bodyNeedles: BodyNeedleSites? = nil,
        original: (bytes: [UInt8], offsets: OffsetMap)? = nil
    ) {
        self.options = options
        bytes = Array(source.utf8)
        self.bodyNeedles = bodyNeedles ?? BodyNeedleSites(original?.bytes ?? bytes, options: options)
        facts = SourceFacts(path: path)
        offsets = original?.offsets ?? OffsetMap()
        lines = LineTable(bytes: original?.bytes ?? bytes, path: path, offsets: offsets)
    }

    /// `bytes`, when the pre-pass over a function body for its local bindings may pass over the
    /// statements that cannot bind (`ExtractionOptions.skipsStatementsThatCannotBind`).
    var bindingScanBytes: [UInt8]? { options.skipsStatementsThatCannotBind ? bytes : nil }

    /// The innermost function's context, or the file's.
    var context: FunctionContext { functionStack.last ?? fileContext }
    /// The innermost type's simple name; `nil` at file scope.
    var ownerType: String? { typeStack.last }

    /// Whether a declaration's text (a function's signature and body) holds anything
    /// segue-related, or its `body` (all of it without one) a local type; if not, nothing in it
    /// can become a fact and it is not visited.
    func mayMatter(_ node: some SyntaxProtocol, body: (some SyntaxProtocol)?) -> Bool {
        let range = offsets.original(node.position.utf8Offset)..<offsets.original(node.endPosition.utf8Offset)
        let bodyRange = body.map { offsets.original($0.position.utf8Offset)..<offsets.original($0.endPosition.utf8Offset) }
        return bodyNeedles.matter(text: range, body: bodyRange ?? range)
    }

    /// `storyboard.instantiateViewController(withIdentifier: "X") as! T`: the cast, for the call.
    func noteCallCasts(in node: SequenceExprSyntax) {
        let elements = Array(node.elements)
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
    }

    /// How an expression spells identifiers, resolving local string variables to their literals.
    func identifierExpressions(_ expression: ExprSyntax) -> [(IdentifierExpression, Location)] {
        let literals = ExpressionShapes.stringLiterals(in: expression)
        if !literals.isEmpty { return literalExpressions(literals) }
        let expression = unwrappedIdentifier(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self),
            let name = reference.baseName.identifierName
        {
            return referenceExpressions(reference, name: name)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let name = member.declName.baseName.identifierName {
            return memberExpressions(member, name: name)
        }
        return []
    }

    /// The values of string literals, each at its text.
    private func literalExpressions(_ literals: [StringLiteralExprSyntax]) -> [(IdentifierExpression, Location)] {
        literals.compactMap { literal in
            literal.representedLiteralValue.map { (.literal($0), contentLocation(of: literal)) }
        }
    }

    /// The expression without identifier wrappers and a trailing `.rawValue`.
    private func unwrappedIdentifier(_ expression: ExprSyntax) -> ExprSyntax {
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
        return expression
    }

    /// A bare name: a local string's literals, nothing for a parameter or local, else a reference.
    private func referenceExpressions(_ reference: DeclReferenceExprSyntax, name: String) -> [(IdentifierExpression, Location)] {
        if let locals = context.localStrings(name, at: reference) {
            return literalExpressions(locals)
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

    /// A member access: an implicit member, an R.swift segue, or a constant of a type.
    private func memberExpressions(_ member: MemberAccessExprSyntax, name: String) -> [(IdentifierExpression, Location)] {
        guard let base = member.base else {
            return [(.implicitMember(name), location(of: member.declName))]
        }
        let baseText = base.trimmedText
        // R.swift's `R.segue.firstViewController.showDetail.identifier` is the segue's
        // identifier string: the segue is `showDetail`, not one named "identifier".
        if name == "identifier", baseText.hasPrefix("R.segue."), let inner = base.as(MemberAccessExprSyntax.self),
            let innerBase = inner.base, innerBase.trimmedText.hasPrefix("R.segue."),
            let segueName = inner.declName.baseName.identifierName
        {
            return [(.reference(base: innerBase.trimmedText, name: segueName), location(of: inner.declName))]
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

    func location(of node: some SyntaxProtocol) -> Location {
        lines.location(of: node.positionAfterSkippingLeadingTrivia)
    }

    /// Where a string literal's text starts (after the opening quote), for a caret under the identifier.
    func contentLocation(of literal: StringLiteralExprSyntax) -> Location {
        lines.location(of: literal.openingQuote.endPositionBeforeTrailingTrivia)
    }
}

/// One concern of the extractor: the facts of one family, from the nodes `FactsVisitor` hands it.
protocol FactRecognizer: AnyObject {
    var scope: ExtractionScope { get }
}

extension FactRecognizer {
    var context: FunctionContext { scope.context }
    var ownerType: String? { scope.ownerType }

    func location(of node: some SyntaxProtocol) -> Location { scope.location(of: node) }

    func contentLocation(of literal: StringLiteralExprSyntax) -> Location { scope.contentLocation(of: literal) }

    func identifierExpressions(_ expression: ExprSyntax) -> [(IdentifierExpression, Location)] {
        scope.identifierExpressions(expression)
    }
}
