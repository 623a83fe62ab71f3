import SegueModel
import SwiftSyntax

/// Scenes reached without a segue: storyboards named in code, scenes instantiated from them (with
/// the cast that follows and the call that shows them), SwiftGen and R.swift accessors, WatchKit names.
final class SceneRecognizer: FactRecognizer {
    let scope: ExtractionScope
    /// The SwiftGen storyboard enums whose name was recorded.
    private var generatedStoryboards: Set<String> = []

    init(scope: ExtractionScope) {
        self.scope = scope
    }

    /// `UIStoryboard(name:bundle:)`, SwiftGen and R.swift scene accessors, `instantiateViewController`
    /// and its spellings, WatchKit's `pushController(withName:)`. Whether the call was one of them.
    func recogniseCall(_ node: FunctionCallExprSyntax, name: String) -> Bool {
        if name == "UIStoryboard" || name == "NSStoryboard", let nameArgument = node.arguments.first,
            nameArgument.label?.text == "name"
        {
            if Self.isMainBundle(node) {
                let alternatives = identifierExpressions(nameArgument.expression)
                let choice = alternatives.count > 1 ? location(of: nameArgument.expression) : nil
                for (spelled, place) in alternatives {
                    scope.facts.storyboardNames.append(
                        StoryboardNameUse(ownerType: ownerType, expression: spelled, location: place, choice: choice))
                }
            }
            return true
        }
        if var use = generatedSceneUse(node, name: name) {
            use.shownBy = Presentation.call(showing: node)
            scope.facts.generatedSceneUses.append(use)
            return true
        }
        if Self.instantiationNames.contains(name) {
            recordInstantiation(node, name: name)
            return true
        }
        if name == "pushController" || name == "presentController", let first = node.arguments.first,
            first.label?.text == "withName", let (spelled, place) = identifierExpressions(first.expression).first
        {
            // WatchKit: the controller's identifier in the watch app's storyboard.
            var instantiation = SceneInstantiation(
                ownerType: ownerType, storyboard: .unknown, identifier: spelled, location: place)
            instantiation.isWatchKitName = true
            instantiation.shownBy = name
            scope.facts.instantiations.append(instantiation)
            return true
        }
        return false
    }

    /// `let storyboard = UIStoryboard(name: "Settings", bundle: nil)` in a function, for the calls
    /// that follow.
    func visit(_ node: VariableDeclSyntax) {
        guard !scope.functionStack.isEmpty else { return }
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

    /// The storyboard a name argument spells: one name, or `unknown` when it is one of several
    /// chosen at run time (`isPad ? "Main_iPad" : "Main"`), so the scene is looked for in any of
    /// them; `nil` when nothing readable is spelled.
    static func storyboard(named alternatives: [(IdentifierExpression, Location)]) -> SceneInstantiation.Storyboard? {
        guard let first = alternatives.first else { return nil }
        return alternatives.count == 1 ? .named(first.0) : .unknown
    }

    static let instantiationNames: Set<String> = [
        "instantiateViewController", "instantiateController", "instantiateInitialViewController", "instantiateInitialController",
        // Swift 2.
        "instantiateViewControllerWithIdentifier", "instantiateControllerWithIdentifier",
    ]

    /// Whether a `UIStoryboard(name:bundle:)` call names the app's own bundle (`nil`, `.main`, `Bundle.main`).
    static func isMainBundle(_ call: FunctionCallExprSyntax) -> Bool {
        guard let bundle = call.arguments.first(where: { $0.label?.text == "bundle" })?.expression else { return true }
        let text = bundle.trimmedText
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
            guard Self.isMainBundle(call) else { return }
            guard let named = Self.storyboard(named: identifierExpressions(nameArgument.expression)) else { return }
            storyboard = named
        } else if let reference = base?.as(DeclReferenceExprSyntax.self), let variable = reference.baseName.identifierName,
            let bound = context.storyboardLocals[variable]
        {
            guard let bound, let named = Self.storyboard(named: identifierExpressions(bound)) else { return }
            storyboard = named
        } else if let text = base?.trimmedText,
            text == "self.storyboard" || (text == "storyboard" && !context.localNames.contains("storyboard"))
        {
            storyboard = .own
        } else {
            storyboard = .unknown
        }
        let cast = scope.pendingInstantiationCasts.removeValue(forKey: node.id)
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
        scope.facts.instantiations.append(instantiation)
    }

    /// SwiftGen's `StoryboardScene.Main.settings.instantiate()` / `.initialScene.instantiate()` and
    /// R.swift's `R.storyboard.main.settings()` / `R.storyboard.main.instantiateInitialViewController()`.
    private func generatedSceneUse(_ node: FunctionCallExprSyntax, name: String) -> GeneratedSceneUse? {
        guard node.arguments.isEmpty, let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
            let base = callee.base?.as(MemberAccessExprSyntax.self)
        else { return nil }
        let path = base.trimmedText.split(separator: ".").map(String.init)
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
    func visit(_ node: GenericSpecializationExprSyntax) -> SyntaxVisitorContinueKind {
        guard let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id,
            let typeName = node.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            typeName == "SceneType" || typeName == "InitialSceneType",
            let type = node.genericArgumentClause.arguments.first?.argument.as(TypeSyntax.self),
            let storyboardArgument = call.arguments.first(where: { $0.label?.text == "storyboard" }),
            let storyboardType = storyboardArgument.expression.as(MemberAccessExprSyntax.self)?.base?.trimmedText
        else { return .visitChildren }
        let storyboardName = storyboardType == "Self" ? ownerType : TypeNames.lastComponent(storyboardType)
        guard let storyboardName else { return .visitChildren }
        let storyboardNameExpression = IdentifierExpression.reference(base: storyboardName, name: "storyboardName")
        if generatedStoryboards.insert(storyboardName).inserted {
            // The storyboard the enum stands for, named once per enum.
            scope.facts.storyboardNames.append(
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
        scope.facts.instantiations.append(
            SceneInstantiation(
                ownerType: ownerType, storyboard: .named(storyboardNameExpression),
                identifier: identifier?.0, castType: castType, isForcedCast: true,
                location: identifier?.1 ?? location(of: node), castLocation: location(of: type)))
        return .visitChildren
    }
}
