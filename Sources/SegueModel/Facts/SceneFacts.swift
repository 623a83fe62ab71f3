/// Facts about scenes code reaches without a segue: storyboards by name, instantiations and
/// generated accessors.

/// A storyboard's name in the app's bundle: `UIStoryboard(name: "X", bundle: nil)`,
/// `NSStoryboard(name:bundle:)`.
public struct StoryboardNameUse: Hashable, Codable, Sendable {
    /// The simple name of the enclosing type; `nil` at file scope.
    public var ownerType: String?
    /// The identifier or name as written.
    public var expression: IdentifierExpression
    /// Where it is written.
    public var location: Location
    /// When the value is one of several chosen at run time (`isPad ? "Main_iPad" : "Main"`, a
    /// local given different literals): where the argument that takes them is written, the same
    /// for each alternative.
    public var choice: Location?

    /// Creates a storyboard name use.
    public init(ownerType: String?, expression: IdentifierExpression, location: Location, choice: Location? = nil) {
        self.ownerType = ownerType
        self.expression = expression
        self.location = location
        self.choice = choice
    }
}

/// `instantiateViewController(withIdentifier: "Settings")` (and `identifier:`, AppKit's
/// `instantiateController(withIdentifier:)`, `instantiateInitialViewController()`), on a storyboard.
public struct SceneInstantiation: Hashable, Codable, Sendable {
    /// Which storyboard the call goes to.
    public enum Storyboard: Hashable, Codable, Sendable {
        /// `UIStoryboard(name: …)` written inline or bound to a local in the same function.
        case named(IdentifierExpression)
        /// The view controller's own `storyboard` property.
        case own
        /// Anything else (a parameter, `UIStoryboard.main`): every storyboard.
        case unknown
    }

    /// The simple name of the enclosing type; `nil` at file scope.
    public var ownerType: String?
    /// The storyboard the call goes to.
    public var storyboard: Storyboard
    /// The Storyboard ID as written; `nil` for the initial view controller.
    public var identifier: IdentifierExpression?
    /// The type the result is cast to (`as! T`, `as? T`), if any.
    public var castType: String?
    /// Whether the cast is `as!`.
    public var isForcedCast: Bool
    /// Where the identifier is (the call for the initial view controller).
    public var location: Location
    /// Where the cast's type is written.
    public var castLocation: Location?
    /// Whether this is WatchKit's `pushController(withName:context:)` / `presentController(withName:context:)`.
    public var isWatchKitName = false
    /// The call that puts the instantiated view controller on screen in the same scope (`present`,
    /// `pushViewController`, `show`, …; WatchKit's `pushController` itself), if one is seen.
    public var shownBy: String?

    /// Creates an instantiation.
    public init(
        ownerType: String?, storyboard: Storyboard, identifier: IdentifierExpression?, castType: String? = nil,
        isForcedCast: Bool = false, location: Location, castLocation: Location? = nil
    ) {
        self.ownerType = ownerType
        self.storyboard = storyboard
        self.identifier = identifier
        self.castType = castType
        self.isForcedCast = isForcedCast
        self.location = location
        self.castLocation = castLocation
    }
}

/// A scene instantiated through an accessor a code generator derives from the storyboard: the
/// accessor names the storyboard and the scene's Storyboard ID made Swift names.
public struct GeneratedSceneUse: Hashable, Codable, Sendable {
    /// The generator.
    public enum Tool: String, Hashable, Codable, Sendable {
        /// `StoryboardScene.Main.settings.instantiate()`, `StoryboardScene.Main.initialScene.instantiate()`.
        case swiftGen
        /// `R.storyboard.main.settings()`, `R.storyboard.main.instantiateInitialViewController()`.
        case rSwift
    }

    /// The simple name of the enclosing type; `nil` at file scope.
    public var ownerType: String?
    /// The generator.
    public var tool: Tool
    /// The storyboard's accessor name (`Main`, `main`).
    public var storyboard: String
    /// The scene's accessor name (`settings`); `nil` for the initial view controller.
    public var scene: String?
    /// Where the scene's accessor (or the storyboard's, for the initial one) is written.
    public var location: Location
    /// The call that puts the instantiated view controller on screen in the same scope, if one is seen.
    public var shownBy: String?

    /// Creates a use.
    public init(ownerType: String?, tool: Tool, storyboard: String, scene: String?, location: Location) {
        self.ownerType = ownerType
        self.tool = tool
        self.storyboard = storyboard
        self.scene = scene
        self.location = location
    }
}

extension StoryboardNameUse: SourceFact {
    public var owner: String? { ownerType }
    public var mentionedNames: [String] { [ownerType].compactMap { $0 } + expression.mentionedNames }

    public var dumpLines: [String] {
        [
            "storyboard named \(expression) in \(ownerType ?? "<file>")"
                + (choice.map { " (chosen at run time @\($0.dumpPosition))" } ?? "") + " @\(location.dumpPosition)"
        ]
    }
}

extension SceneInstantiation: SourceFact {
    public var owner: String? { ownerType }

    public var mentionedNames: [String] {
        var names = [ownerType, castType].compactMap { $0 } + (identifier?.mentionedNames ?? [])
        if case .named(let name) = storyboard { names += name.mentionedNames }
        return names
    }

    public var dumpLines: [String] {
        let from: String
        switch storyboard {
        case .named(let name): from = "storyboard \(name)"
        case .own: from = "its own storyboard"
        case .unknown: from = "some storyboard"
        }
        return [
            "instantiate \(identifier.map(\.description) ?? "initial") from \(from) in " + (ownerType ?? "<file>")
                + (castType.map { " \(isForcedCast ? "as!" : "as?") \($0)" } ?? "")
                + (shownBy.map { " shown by \($0)" } ?? "") + " @\(location.dumpPosition)"
        ]
    }
}

extension GeneratedSceneUse: SourceFact {
    public var owner: String? { ownerType }
    public var mentionedNames: [String] { [ownerType].compactMap { $0 } }

    public var dumpLines: [String] {
        [
            "generated scene \(tool.rawValue) \(storyboard).\(scene ?? "<initial>") in \(ownerType ?? "<file>")"
                + (shownBy.map { " shown by \($0)" } ?? "") + " @\(location.dumpPosition)"
        ]
    }
}
