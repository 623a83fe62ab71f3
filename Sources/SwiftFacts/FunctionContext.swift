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
    /// Names bound to a segue's destination (`let destination = segue.destination`).
    var destinationNames: Set<String> = []
    /// Names bound to a navigation controller cast from the destination.
    var navigationNames: Set<String> = []
    /// Locals declared implicitly unwrapped (`var cell: UITableViewCell!`): a nil assigned to one
    /// crashes where it is used, as if forced.
    var implicitlyUnwrappedNames: Set<String> = []
    /// Locals bound to self (`guard let strongSelf = self`, `if let self = self`).
    var selfNames: Set<String> = []
    /// Local names and the string literals assigned to them anywhere in the body.
    var localStrings: [String: [StringLiteralExprSyntax]] = [:]
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
        var handler = PrepareHandler(ownerType: ownerType, location: location, handled: handled, fallback: fallback,
                                     callsSuper: callsSuper, dispatchesDynamically: dispatchesDynamically)
        handler.comparesOutsideBranches = comparesOutsideBranches
        return handler
    }
}

/// A pre-pass over one function body that finds its local bindings before the main visit, so a
/// `performSegue(withIdentifier: segueID, …)` resolves whatever the order of the statements.
final class LocalBindingCollector: SyntaxVisitor {
    private let context: FunctionContext

    init(context: FunctionContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
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
            bind(name, to: value)
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName else {
            return .visitChildren
        }
        // `if let identifier {` (no initializer) keeps the meaning the outer name already has.
        if let value = node.initializer?.value {
            bind(name, to: value)
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // `segueID = "showHelp"` inside a switch or an if.
        let elements = Array(node.elements)
        for index in elements.indices.dropFirst().dropLast()
        where elements[index].is(AssignmentExprSyntax.self) {
            guard let name = elements[index - 1].as(DeclReferenceExprSyntax.self)?.baseName.identifierName else { continue }
            let literals = ExpressionShapes.stringLiterals(inSequence: Array(elements[(index + 1)...]))
            if literals.isEmpty {
                bind(name, to: elements[index + 1])
            } else {
                context.localStrings[name, default: []].append(contentsOf: literals)
            }
        }
        return .visitChildren
    }

    private func bind(_ name: String, to value: ExprSyntax) {
        if ExpressionShapes.isSelf(value, in: nil) {
            context.selfNames.insert(name)
            return
        }
        let literals = ExpressionShapes.stringLiterals(in: value)
        if !literals.isEmpty {
            context.localStrings[name, default: []].append(contentsOf: literals)
        } else if ExpressionShapes.isSegueIdentifier(value, in: context) {
            context.identifierNames.insert(name)
        } else if ExpressionShapes.isSegueEnumConversion(value, in: context) {
            context.enumNames.insert(name)
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
