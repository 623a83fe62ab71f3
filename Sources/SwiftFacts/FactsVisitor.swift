import SegueModel
import SwiftSyntax

/// The single pass over a file's syntax tree that records every fact seguelint needs.
///
/// A pipeline, as swift-format's lint pipeline is: each node kind is handed to the recognisers
/// that care about it, in a fixed order (Recognizers/: declarations, segues, scenes, cells and
/// conditional compilation). A call is offered to them in turn and belongs to the first that
/// recognises it. What they share (the facts, the enclosing types and functions) is the
/// `ExtractionScope`.
final class FactsVisitor: SyntaxVisitor {
    let scope: ExtractionScope
    private let declarations: DeclarationRecognizer
    private let segues: SegueRecognizer
    private let scenes: SceneRecognizer
    private let cells: CellRecognizer
    private let conditionalCompilation: ConditionalCompilationRecognizer

    init(
        path: String, source: String, options: ExtractionOptions, bodyNeedles: BodyNeedleSites? = nil,
        original: (bytes: [UInt8], offsets: OffsetMap)? = nil
    ) {
        scope = ExtractionScope(path: path, source: source, options: options, bodyNeedles: bodyNeedles, original: original)
        declarations = DeclarationRecognizer(scope: scope)
        segues = SegueRecognizer(scope: scope)
        scenes = SceneRecognizer(scope: scope)
        cells = CellRecognizer(scope: scope)
        conditionalCompilation = ConditionalCompilationRecognizer(scope: scope)
        super.init(viewMode: .sourceAccurate)
    }

    var facts: SourceFacts { scope.facts }
    var lines: LineTable { scope.lines }
    var bytes: [UInt8] { scope.bytes }

    // MARK: Declarations

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind { conditionalCompilation.visit(node) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { declarations.visit(node) }
    override func visitPost(_ node: ClassDeclSyntax) { declarations.visitPost(node) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { declarations.visit(node) }
    override func visitPost(_ node: StructDeclSyntax) { declarations.visitPost(node) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { declarations.visit(node) }
    override func visitPost(_ node: ActorDeclSyntax) { declarations.visitPost(node) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { declarations.visit(node) }
    override func visitPost(_ node: ProtocolDeclSyntax) { declarations.visitPost(node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { declarations.visit(node) }
    override func visitPost(_ node: EnumDeclSyntax) { declarations.visitPost(node) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { declarations.visit(node) }
    override func visitPost(_ node: ExtensionDeclSyntax) { declarations.visitPost(node) }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { declarations.visit(node) }
    override func visitPost(_ node: FunctionDeclSyntax) { declarations.visitPost(node) }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { declarations.visit(node) }
    override func visitPost(_ node: InitializerDeclSyntax) { declarations.visitPost(node) }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        scenes.visit(node)
        return declarations.visit(node)
    }

    // MARK: Expressions

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = ExpressionShapes.calleeName(node) else { return .visitChildren }
        _ =
            segues.recogniseCall(node, name: name) || scenes.recogniseCall(node, name: name)
            || cells.recogniseCall(node, name: name) || segues.recogniseBuiltSegue(node, name: name)
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        scope.noteCallCasts(in: node)
        cells.visit(node)
        segues.visit(node)
        return .visitChildren
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind { segues.visit(node) }
    override func visit(_ node: GenericSpecializationExprSyntax) -> SyntaxVisitorContinueKind { scenes.visit(node) }
    override func visit(_ node: MatchingPatternConditionSyntax) -> SyntaxVisitorContinueKind { segues.visit(node) }

    // MARK: Branches

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { segues.visit(node) }
    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind { segues.visit(node) }
    override func visitPost(_ node: SwitchCaseSyntax) { segues.visitPost(node) }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { segues.visit(node) }
    override func visitPost(_ node: CodeBlockSyntax) { segues.visitPost(node) }
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind { segues.visit(node) }
    override func visitPost(_ node: IfExprSyntax) { segues.visitPost(node) }
    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind { segues.visit(node) }
    override func visitPost(_ node: GuardStmtSyntax) { segues.visitPost(node) }
}
