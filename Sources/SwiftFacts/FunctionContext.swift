import Foundation
import SegueModel
import SwiftSyntax

/// What the visitor knows inside one function body: which names hold a segue, a segue identifier
/// or a converted segue enum value, and which local names are assigned string literals.
final class FunctionContext {
    /// Names of `UIStoryboardSegue` / `NSStoryboardSegue` values (parameters and casts).
    var segueNames: Set<String> = []
    /// Names bound to a segue identifier (`if let id = segue.identifier`, the `identifier`
    /// parameter of `shouldPerformSegue(withIdentifier:sender:)`).
    var identifierNames: Set<String> = []
    /// Names bound to a segue enum value (`let id = segueIdentifier(for: segue)`).
    var enumNames: Set<String> = []
    /// Of `enumNames`, those holding another enum than the class's own segue enum, with the enum's
    /// name (`let s = SegueID(rawValue: id)` → `SegueID`), as `ExpressionShapes.convertedEnumName` gives it.
    var enumConversions: [String: String] = [:]
    /// Names bound to a segue's destination (`let destination = segue.destination`).
    var destinationNames: Set<String> = []
    /// Names bound to a navigation controller cast from the destination.
    var navigationNames: Set<String> = []
    /// Locals declared implicitly unwrapped (`var cell: UITableViewCell!`): a nil assigned to one
    /// crashes where it is used, as if forced.
    var implicitlyUnwrappedNames: Set<String> = []
    /// Names the body compares with nil or unwraps with `??` (`if cell == nil { cell = … }`): an
    /// implicitly unwrapped one of them is checked before use, not forced.
    var nilCheckedNames: Set<String> = []
    /// Locals bound to self (`guard let strongSelf = self`, `if let self = self`).
    var selfNames: Set<String> = []
    /// Local declarations by name, each with the scope that sees it and the string literals it
    /// is given (at its declaration or by later assignments). A name declared again in an inner
    /// scope (`let id = "A"` in one `case`, `let id = "B"` in the next) is a different value.
    var localStringDeclarations: [String: [LocalStrings]] = [:]
    /// Locals bound to a storyboard: `let storyboard = UIStoryboard(name: "Settings", bundle: nil)`
    /// → the name's expression (`nil` for a storyboard of another bundle, which can't be judged).
    var storyboardLocals: [String: ExprSyntax?] = [:]
    /// The function's parameters and locals: a `storyboard` among them is not the view
    /// controller's `storyboard` property.
    var localNames: Set<String> = []
    /// Set while visiting `prepare(for:sender:)`.
    var prepare: PrepareBuilder?
    /// Set in methods that receive a segue from elsewhere (unwind actions): the identifiers they
    /// compare belong to other scenes, so they are checked against every scene.
    var seguesComeFromOtherScenes = false

    init() {}

    /// The string literals the local `name` can hold where `node` uses it: those of the innermost
    /// declaration that the node sees; `nil` when that declaration holds no literal, or none is known.
    func localStrings(_ name: String, at node: some SyntaxProtocol) -> [StringLiteralExprSyntax]? {
        guard let entries = localStringDeclarations[name] else { return nil }
        var ancestor: Syntax? = Syntax(node)
        while let current = ancestor {
            let here = entries.filter { $0.scope == current.id }
            if !here.isEmpty {
                let literals = here.flatMap(\.literals)
                return literals.isEmpty ? nil : literals
            }
            ancestor = current.parent
        }
        let anywhere = entries.filter { $0.scope == nil }.flatMap(\.literals)
        return anywhere.isEmpty ? nil : anywhere
    }

    /// Records a declaration of `name` made at `node`.
    func declare(_ name: String, at node: some SyntaxProtocol, literals: [StringLiteralExprSyntax]) {
        localStringDeclarations[name, default: []].append(LocalStrings(scope: LocalStrings.scope(of: node), literals: literals))
    }

    /// Records literals assigned to `name` at `node`: they belong to the declaration it sees.
    func assign(_ name: String, at node: some SyntaxProtocol, literals: [StringLiteralExprSyntax]) {
        var entries = localStringDeclarations[name] ?? []
        var ancestor: Syntax? = Syntax(node)
        while let current = ancestor {
            if let index = entries.lastIndex(where: { $0.scope == current.id }) {
                entries[index].literals += literals
                localStringDeclarations[name] = entries
                return
            }
            ancestor = current.parent
        }
        entries.append(LocalStrings(scope: nil, literals: literals))
        localStringDeclarations[name] = entries
    }
}

/// A local declaration's string literals and the syntax node whose code sees it.
struct LocalStrings {
    /// The code block, switch case or closure that sees the name; `nil`: the whole function.
    var scope: SyntaxIdentifier?
    var literals: [StringLiteralExprSyntax]

    /// The scope a declaration at `node` is visible in: its enclosing code block, switch case or
    /// closure; for `if let`/`while let`, the statement's body.
    static func scope(of node: some SyntaxProtocol) -> SyntaxIdentifier? {
        var current = node.parent
        while let candidate = current {
            if let statement = candidate.as(IfExprSyntax.self) { return statement.body.id }
            if let statement = candidate.as(WhileStmtSyntax.self) { return statement.body.id }
            if candidate.is(CodeBlockSyntax.self) || candidate.is(SwitchCaseSyntax.self) || candidate.is(ClosureExprSyntax.self) {
                return candidate.id
            }
            current = candidate.parent
        }
        return nil
    }
}

/// Accumulates one `prepare(for:sender:)`'s facts while its body is visited.
final class PrepareBuilder {
    let ownerType: String
    let location: Location
    var handled: [HandledIdentifier] = []
    var fallback: Location?
    var callsSuper = false
    var dispatchesDynamically = false
    var comparesOutsideBranches = false

    init(ownerType: String, location: Location) {
        self.ownerType = ownerType
        self.location = location
    }

    var handler: PrepareHandler {
        var handler = PrepareHandler(
            ownerType: ownerType, location: location, handled: handled, fallback: fallback,
            callsSuper: callsSuper, dispatchesDynamically: dispatchesDynamically)
        handler.comparesOutsideBranches = comparesOutsideBranches
        return handler
    }
}

/// A pre-pass over one function body that finds its local bindings before the main visit, so a
/// `performSegue(withIdentifier: segueID, …)` resolves whatever the order of the statements.
final class LocalBindingCollector: SyntaxVisitor {
    private let context: FunctionContext
    /// The parsed source's bytes, when statements that cannot bind are passed over.
    private let bytes: [UInt8]?

    init(context: FunctionContext, bytes: [UInt8]?) {
        self.context = context
        self.bytes = bytes
        super.init(viewMode: .sourceAccurate)
    }

    /// A statement is visited only if its text (trivia included) has what each visit below reacts
    /// to: a binding keyword (`let`, `var` and the other binding specifiers swift-syntax knows),
    /// `=` (an initializer, an assignment, `==`, `!=`, `===`, `!==`) or `??`. Most calls have none.
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        guard let bytes else { return .visitChildren }
        return Self.mayBind(bytes, from: node.position.utf8Offset, to: node.endPosition.utf8Offset)
            ? .visitChildren : .skipChildren
    }

    static func mayBind(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let end = min(end, buffer.count)
            var index = max(start, 0)
            func spells(_ word: StaticString) -> Bool {
                index + word.utf8CodeUnitCount <= end
                    && memcmp(word.utf8Start, buffer.baseAddress! + index, word.utf8CodeUnitCount) == 0
            }
            while index < end {
                switch buffer[index] {
                case UInt8(ascii: "="): return true
                case UInt8(ascii: "?") where index + 1 < end && buffer[index + 1] == UInt8(ascii: "?"): return true
                case UInt8(ascii: "l") where spells("let"): return true
                case UInt8(ascii: "v") where spells("var"): return true
                case UInt8(ascii: "i") where spells("inout"): return true
                case UInt8(ascii: "_") where spells("_mutating") || spells("_borrowing") || spells("_consuming"): return true
                default: break
                }
                index += 1
            }
            return false
        }
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName else {
            return .visitChildren
        }
        if let type = node.typeAnnotation?.type, TypeNames.isStoryboardSegue(type) {
            context.segueNames.insert(name)
        }
        if node.typeAnnotation?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true {
            context.implicitlyUnwrappedNames.insert(name)
        }
        if let value = node.initializer?.value {
            bind(name, to: value, at: Syntax(node))
        } else {
            context.declare(name, at: node, literals: [])
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName else {
            return .visitChildren
        }
        // `if let identifier {` (no initializer) keeps the meaning the outer name already has.
        if let value = node.initializer?.value {
            bind(name, to: value, at: Syntax(node))
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for index in elements.indices.dropFirst().dropLast() {
            guard let text = elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text,
                ["==", "!=", "===", "!==", "??"].contains(text)
            else { continue }
            let left = elements[index - 1]
            let right = elements[index + 1]
            let isNil = { (expression: ExprSyntax) in expression.is(NilLiteralExprSyntax.self) }
            if let name = left.as(DeclReferenceExprSyntax.self)?.baseName.identifierName, text == "??" || isNil(right) {
                context.nilCheckedNames.insert(name)
            } else if let name = right.as(DeclReferenceExprSyntax.self)?.baseName.identifierName, isNil(left) {
                context.nilCheckedNames.insert(name)
            }
        }
        // `segueID = "showHelp"` inside a switch or an if.
        for index in elements.indices.dropFirst().dropLast()
        where elements[index].is(AssignmentExprSyntax.self) {
            guard let name = elements[index - 1].as(DeclReferenceExprSyntax.self)?.baseName.identifierName else { continue }
            let literals = ExpressionShapes.stringLiterals(inSequence: Array(elements[(index + 1)...]))
            if literals.isEmpty {
                bind(name, to: elements[index + 1], at: nil)
            } else {
                context.assign(name, at: node, literals: literals)
            }
        }
        return .visitChildren
    }

    /// What `name` holds once `value` is given to it; `declaration` is the declaring node (nil for
    /// an assignment).
    private func bind(_ name: String, to value: ExprSyntax, at declaration: Syntax?) {
        let literals = ExpressionShapes.stringLiterals(in: value)
        if let declaration { context.declare(name, at: declaration, literals: literals) }
        if ExpressionShapes.isSelf(value, in: nil) {
            context.selfNames.insert(name)
            return
        }
        if !literals.isEmpty {
            if declaration == nil { context.assign(name, at: value, literals: literals) }
        } else if ExpressionShapes.isSegueIdentifier(value, in: context) {
            context.identifierNames.insert(name)
        } else if ExpressionShapes.isSegueEnumConversion(value, in: context) {
            context.enumNames.insert(name)
            if let converted = ExpressionShapes.convertedEnumName(value, in: context) {
                context.enumConversions[name] = converted
            }
        } else if ExpressionShapes.isSegueCast(value) {
            context.segueNames.insert(name)
        } else if ExpressionShapes.isDestination(value, in: context) {
            context.destinationNames.insert(name)
        } else if ExpressionShapes.isNavigationCast(value, in: context) {
            context.navigationNames.insert(name)
        }
    }
}

extension TokenSyntax {
    /// The identifier's name without backticks, or `nil` for other tokens.
    var identifierName: String? {
        if let identifier { return identifier.name }
        switch tokenKind {
        case .keyword: return text
        default: return nil
        }
    }
}
