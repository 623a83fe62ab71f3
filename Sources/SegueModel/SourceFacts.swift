/// Everything seguelint keeps of one Swift file. Pure values: the syntax tree is gone once this exists.
public struct SourceFacts: Hashable, Codable, Sendable {
    /// The path the file was read from.
    public var path: String
    /// Every type declaration and extension, nested ones included.
    public var types: [TypeDeclaration] = []
    /// Every enum whose raw type is `String`, wherever it is declared.
    public var stringEnums: [EnumDeclaration] = []
    /// `let` / `static let` constants initialised with a plain string literal outside function bodies.
    public var stringConstants: [StringConstant] = []
    /// Places where code names a segue identifier.
    public var identifierUses: [IdentifierUse] = []
    /// `prepare(for:sender:)` implementations.
    public var prepareHandlers: [PrepareHandler] = []
    /// Methods that take a storyboard segue (unwind actions, Clean Swift routes) or are named `routeTo…`.
    public var segueMethods: [SegueMethod] = []
    /// Casts of a segue's destination inside branches on identifiers.
    public var destinationCasts: [DestinationCast] = []
    /// `router` properties (Clean Swift) and the types they are declared with.
    public var routerProperties: [TypedProperty] = []
    /// `// seguelint:disable …` comments, in source order.
    public var suppressions: [SuppressionDirective] = []
    /// The clauses of `#if` blocks, in source order (a target keeps only the facts of clauses
    /// active for it).
    public var conditionalRegions: [ConditionalRegion] = []
    /// `x.prepare(for: segue, sender: sender)` sent to another object than `self` or `super`.
    public var prepareForwards: [PrepareForward] = []
    /// Segues built in code with an identifier: `FadeSegue(identifier: "x", source: a, destination: b)`.
    public var codeSegues: [WrittenIdentifier] = []
    /// Stored properties declared implicitly unwrapped (`var item: Item!`, not `@IBOutlet`): state a
    /// view controller expects to be given before it appears.
    public var unwrappedProperties: [UnwrappedProperty] = []
    /// Stored properties whose type names a view controller class (`weak var toolbar:
    /// ToolbarViewController?`): the place an embedded child is kept, which only `prepare` can fill.
    public var controllerProperties: [TypedProperty] = []
    /// `UIStoryboard(name: "X", bundle: nil)` / `NSStoryboard(name:bundle:)` in the app's bundle.
    public var storyboardNames: [WrittenIdentifier] = []
    /// `instantiateViewController(withIdentifier:)` and its spellings, with the cast that follows.
    public var instantiations: [SceneInstantiation] = []
    /// Scenes instantiated through generated accessors: SwiftGen's `StoryboardScene.Main.settings.instantiate()`,
    /// R.swift's `R.storyboard.main.settings()`.
    public var generatedSceneUses: [GeneratedSceneUse] = []
    /// `dequeueReusableCell(withIdentifier:for:)` and its spellings, with the cast that follows.
    public var dequeues: [CellDequeue] = []
    /// `register(_:forCellReuseIdentifier:)` and its spellings: identifiers valid without a prototype.
    public var cellRegistrations: [CellRegistration] = []
    /// `x.dataSource = value` assignments: views a type feeds that are not its own, and its own
    /// views that another object feeds.
    public var dataSourceAssignments: [DataSourceAssignment] = []
    /// `static var reuseIdentifier: String { String(describing: self) }`: a property whose value is
    /// the name of the type it is read on.
    public var selfNamedProperties: [SelfNamedProperty] = []

    /// Creates empty facts for a file.
    public init(path: String) {
        self.path = path
    }
}

/// The kind of a type declaration.
public enum TypeKind: String, Hashable, Codable, Sendable {
    case `class`, `struct`, `enum`, `protocol`, `actor`, `extension`
}

/// A type declaration or an extension.
public struct TypeDeclaration: Hashable, Codable, Sendable {
    /// The declaration kind.
    public var kind: TypeKind
    /// The simple name (for an extension, the last component of the extended type).
    public var name: String
    /// The dotted path of enclosing types and the name, e.g. `Outer.Inner`.
    public var qualifiedName: String
    /// The simple names in the inheritance clause (superclass and protocols alike).
    public var inheritedTypes: [String]
    /// Where the name is written.
    public var location: Location
    /// The Objective-C runtime name given by `@objc(Name)`, if any.
    public var objcName: String?

    /// Creates a type declaration.
    public init(
        kind: TypeKind, name: String, qualifiedName: String, inheritedTypes: [String],
        location: Location, objcName: String? = nil
    ) {
        self.kind = kind
        self.name = name
        self.qualifiedName = qualifiedName
        self.inheritedTypes = inheritedTypes
        self.location = location
        self.objcName = objcName
    }
}

/// An enum with a `String` raw type.
public struct EnumDeclaration: Hashable, Codable, Sendable {
    /// The simple name of the type (or extended type) the enum is declared in; `nil` at file scope.
    public var ownerType: String?
    /// The enum's name.
    public var name: String
    /// Its cases, in order.
    public var cases: [EnumCase]
    /// Where the enum's name is written.
    public var location: Location

    /// Creates an enum declaration.
    public init(ownerType: String?, name: String, cases: [EnumCase], location: Location) {
        self.ownerType = ownerType
        self.name = name
        self.cases = cases
        self.location = location
    }
}

/// One case of a `String` enum.
public struct EnumCase: Hashable, Codable, Sendable {
    /// The case name, without backticks.
    public var name: String
    /// The explicit raw value (`case detail = "showDetail"`), `nil` when implicit.
    public var explicitRawValue: String?
    /// Where the case name is written.
    public var location: Location

    /// Creates a case.
    public init(name: String, explicitRawValue: String?, location: Location) {
        self.name = name
        self.explicitRawValue = explicitRawValue
        self.location = location
    }

    /// The raw value Swift gives the case: the explicit one, or the case name.
    public var rawValue: String { explicitRawValue ?? name }
}

/// A string constant declared outside function bodies: `static let showHelp = "showHelp"`.
public struct StringConstant: Hashable, Codable, Sendable {
    /// The dotted path of the enclosing types (`SettingsViewController.Segues`), `nil` at file scope.
    public var ownerType: String?
    /// The constant's name.
    public var name: String
    /// Its value.
    public var value: String
    /// Where the string literal's content starts.
    public var location: Location

    /// Creates a constant.
    public init(ownerType: String?, name: String, value: String, location: Location) {
        self.ownerType = ownerType
        self.name = name
        self.value = value
        self.location = location
    }
}

/// How code spells a segue identifier, before project-wide resolution.
public enum IdentifierExpression: Hashable, Codable, Sendable, CustomStringConvertible {
    /// A string literal: `"showPerson"` (also `NSStoryboardSegue.Identifier("showPerson")`).
    case literal(String)
    /// An implicit member: `.showPerson` — a segue enum case, or a `static let` on `String`.
    case implicitMember(String)
    /// A name, possibly qualified: `showHelp`, `Segues.showHelp`, `SegueIdentifier.showPerson`,
    /// `Self.showHelp`. `base` is the last component before the name.
    case reference(base: String?, name: String)

    /// The expression as written, for messages.
    public var description: String {
        switch self {
        case .literal(let value): return "\"\(value)\""
        case .implicitMember(let name): return ".\(name)"
        case .reference(let base?, let name): return "\(base).\(name)"
        case .reference(nil, let name): return name
        }
    }
}

/// What a use of an identifier does.
public enum IdentifierUseKind: String, Hashable, Codable, Sendable {
    /// `performSegue(withIdentifier:sender:)` and its spellings.
    case perform
    /// `segue.identifier == "x"` and friends.
    case comparison
    /// `case "x":` in a `switch` over a segue identifier.
    case switchCase
}

/// A place where code names a segue identifier.
public struct IdentifierUse: Hashable, Codable, Sendable {
    /// The simple name of the enclosing type (or extended type); `nil` at file scope.
    public var ownerType: String?
    /// How the identifier is spelled.
    public var expression: IdentifierExpression
    /// What the code does with it.
    public var kind: IdentifierUseKind
    /// `false` when `performSegue` is sent to something other than `self`, so the receiver's
    /// class is unknown.
    public var receiverIsSelf: Bool
    /// Where the identifier is written (the literal's content for string literals).
    public var location: Location
    /// For a comparison or a `case`: the branch it guards does nothing (`if … {}`, `case "x": break`),
    /// so that the branch never runs loses nothing.
    public var branchDoesNothing = false

    /// Creates a use.
    public init(
        ownerType: String?, expression: IdentifierExpression, kind: IdentifierUseKind,
        receiverIsSelf: Bool = true, location: Location, branchDoesNothing: Bool = false
    ) {
        self.ownerType = ownerType
        self.expression = expression
        self.kind = kind
        self.receiverIsSelf = receiverIsSelf
        self.location = location
        self.branchDoesNothing = branchDoesNothing
    }
}

/// One `prepare(for:sender:)` implementation and how it dispatches on segue identifiers.
public struct PrepareHandler: Hashable, Codable, Sendable {
    /// The simple name of the type (or extended type) that implements it.
    public var ownerType: String
    /// Where the function name is written.
    public var location: Location
    /// The identifiers with a branch of their own: literals and constants compared with the
    /// identifier, or enum cases of a `switch segueIdentifier(for: segue)`.
    public var handled: [HandledIdentifier]
    /// Where a `default:` or final `else` of an identifier dispatch is, if any.
    public var fallback: Location?
    /// Whether the body calls `super.prepare(for:sender:)`.
    public var callsSuper: Bool
    /// Whether it builds a selector from the identifier (Clean Swift's `routeTo\(id)WithSegue:`),
    /// so every identifier is dispatched dynamically.
    public var dispatchesDynamically: Bool
    /// Whether it compares the identifier outside a branch condition (`flag = segue.identifier == "x"`),
    /// so which segues it handles cannot be told from its branches.
    public var comparesOutsideBranches: Bool = false

    /// Creates a handler.
    public init(
        ownerType: String, location: Location, handled: [HandledIdentifier] = [],
        fallback: Location? = nil, callsSuper: Bool = false, dispatchesDynamically: Bool = false
    ) {
        self.ownerType = ownerType
        self.location = location
        self.handled = handled
        self.fallback = fallback
        self.callsSuper = callsSuper
        self.dispatchesDynamically = dispatchesDynamically
    }

    /// Whether the body branches on identifiers at all.
    public var dispatchesOnIdentifiers: Bool { !handled.isEmpty || dispatchesDynamically }
}

/// An identifier with a branch in `prepare(for:sender:)`.
public struct HandledIdentifier: Hashable, Codable, Sendable {
    /// How the branch spells it.
    public var expression: IdentifierExpression
    /// Where.
    public var location: Location

    /// Creates a handled identifier.
    public init(expression: IdentifierExpression, location: Location) {
        self.expression = expression
        self.location = location
    }
}

/// A method that takes a storyboard segue or whose name starts with `routeTo`.
public struct SegueMethod: Hashable, Codable, Sendable {
    /// The simple name of the enclosing type, `nil` at file scope.
    public var ownerType: String?
    /// The base name.
    public var name: String
    /// Argument labels; `nil` for `_`.
    public var labels: [String?]
    /// The name in `@objc(name:)`, when given.
    public var objcName: String?
    /// Whether it is marked `@IBAction`.
    public var isIBAction: Bool
    /// Whether it is exposed to Objective-C (`@IBAction`, `@objc`, or a member of an `@objc` protocol).
    public var isObjC: Bool
    /// Whether its first parameter is a `UIStoryboardSegue` / `NSStoryboardSegue`.
    public var takesStoryboardSegue: Bool
    /// Where the name is written.
    public var location: Location
    /// Whether the first parameter spells its argument label apart from its name (`segue s:`,
    /// `_ segue:`): Swift 2 gave a method's first parameter no label unless it did.
    public var firstLabelIsExplicit: Bool = true

    /// Creates a method fact.
    public init(
        ownerType: String?, name: String, labels: [String?], objcName: String?, isIBAction: Bool,
        isObjC: Bool, takesStoryboardSegue: Bool, location: Location
    ) {
        self.ownerType = ownerType
        self.name = name
        self.labels = labels
        self.objcName = objcName
        self.isIBAction = isIBAction
        self.isObjC = isObjC
        self.takesStoryboardSegue = takesStoryboardSegue
        self.location = location
    }

    /// The Objective-C selector: `@objc(name)` when given, else Swift's rules.
    public var selector: String {
        objcName ?? ObjCSelector.selector(name: name, labels: labels)
    }

    /// The selector under Swift 2's rules: the first parameter has no label unless spelled apart
    /// (`func unwind(segue: …, towards: …)` is `unwind:towards:`).
    public var swift2Selector: String {
        objcName ?? ObjCSelector.selector(name: name, labels: firstLabelIsExplicit ? labels : [nil] + labels.dropFirst())
    }

    /// `name(label:_:)` as Swift spells it.
    public var swiftName: String {
        "\(name)(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }
}

/// `segue.destination as! T` inside a branch of `prepare(for:sender:)` tied to identifiers.
public struct DestinationCast: Hashable, Codable, Sendable {
    /// The simple name of the type whose `prepare` holds the cast.
    public var ownerType: String
    /// The identifiers of the enclosing branch.
    public var identifiers: [IdentifierExpression]
    /// The simple name of the type cast to.
    public var typeName: String
    /// `as!` (true) or `as?` (false).
    public var isForced: Bool
    /// Whether the cast goes through a navigation controller's `topViewController`,
    /// `visibleViewController` or `viewControllers.first`.
    public var throughNavigation: Bool
    /// Where the type name is written.
    public var location: Location

    /// Creates a cast fact.
    public init(
        ownerType: String, identifiers: [IdentifierExpression], typeName: String, isForced: Bool,
        throughNavigation: Bool, location: Location
    ) {
        self.ownerType = ownerType
        self.identifiers = identifiers
        self.typeName = typeName
        self.isForced = isForced
        self.throughNavigation = throughNavigation
        self.location = location
    }
}

/// A stored property and the types its declared type names: Clean Swift's `router` (the link
/// from a view controller to its routing logic) or a property holding a view controller.
public struct TypedProperty: Hashable, Codable, Sendable {
    /// The simple name of the enclosing type.
    public var ownerType: String
    /// The property's name (`router`, `toolbar`, `activeChild`).
    public var name: String
    /// The simple type names in its declared type (`(NSObjectProtocol & CheckoutRoutingLogic)?`).
    public var typeNames: [String]
    /// Where the property name is written.
    public var location: Location

    /// Creates a property fact.
    public init(ownerType: String, name: String, typeNames: [String], location: Location) {
        self.ownerType = ownerType
        self.name = name
        self.typeNames = typeNames
        self.location = location
    }
}

/// A `// seguelint:disable …` comment.
public struct SuppressionDirective: Hashable, Codable, Sendable {
    /// What the comment does.
    public enum Action: String, Hashable, Codable, Sendable {
        /// `disable`: from here to the end of the file or the next `enable`.
        case disable
        /// `enable`: ends a `disable`.
        case enable
        /// `disable:next`: the next line only.
        case disableNext = "disable:next"
        /// `disable:this`: this line only.
        case disableThis = "disable:this"
    }

    /// What the comment does.
    public var action: Action
    /// Rule ids, or `all`.
    public var rules: [String]
    /// Where `seguelint:` is written.
    public var location: Location
    /// The last line of the comment that holds the directive: a `/** … */` block may go on for
    /// lines after it, and `disable:next` means the line after the comment, not inside it.
    public var commentEndLine: Int

    /// Creates a directive; `commentEndLine` defaults to the directive's own line.
    public init(action: Action, rules: [String], location: Location, commentEndLine: Int? = nil) {
        self.action = action
        self.rules = rules
        self.location = location
        self.commentEndLine = commentEndLine ?? location.line
    }
}

/// A `prepare(for:sender:)` call sent to another view controller (`activeChild?.prepare(for:
/// segue, sender: sender)`, `parent?.prepare(…)`, `delegate?.prepare(…)`): the segues of the
/// caller's scenes reach the receiver's `prepare`.
public struct PrepareForward: Hashable, Codable, Sendable {
    /// The simple name of the type whose code forwards; `nil` at file scope.
    public var ownerType: String?
    /// The receiver as written (`activeChild`, `parent`, `delegate`).
    public var receiver: String
    /// Where the call is.
    public var location: Location

    /// Creates a forward.
    public init(ownerType: String?, receiver: String, location: Location) {
        self.ownerType = ownerType
        self.receiver = receiver
        self.location = location
    }
}

/// An identifier or name written in code where only what it spells and where matter: the
/// identifier of a segue built in code (`SourceFacts.codeSegues`) or a storyboard's name
/// (`SourceFacts.storyboardNames`).
public struct WrittenIdentifier: Hashable, Codable, Sendable {
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

    /// Creates a written identifier.
    public init(ownerType: String?, expression: IdentifierExpression, location: Location, choice: Location? = nil) {
        self.ownerType = ownerType
        self.expression = expression
        self.location = location
        self.choice = choice
    }
}

/// A stored property declared implicitly unwrapped (`var item: Item!`), not an outlet.
public struct UnwrappedProperty: Hashable, Codable, Sendable {
    /// The simple name of the type that declares it.
    public var ownerType: String
    /// The property's name.
    public var name: String
    /// Where the name is written.
    public var location: Location

    /// Creates a property fact.
    public init(ownerType: String, name: String, location: Location) {
        self.ownerType = ownerType
        self.name = name
        self.location = location
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

/// `tableView.dequeueReusableCell(withIdentifier: "Person", for: indexPath) as! PersonCell` and the
/// other calls that take a reusable view by identifier.
public struct CellDequeue: Hashable, Codable, Sendable {
    /// The simple name of the enclosing type; `nil` at file scope.
    public var ownerType: String?
    /// Which prototypes the call can reach.
    public var family: PrototypeCell.Family
    /// The identifier as written.
    public var identifier: IdentifierExpression
    /// Whether the call returns an optional (`dequeueReusableCell(withIdentifier:)` without `for:`,
    /// `dequeueReusableHeaderFooterView`, `makeView`): nil when nothing has the identifier.
    public var returnsOptional: Bool
    /// Whether an optional result is forced (`!`, `as!`), so nil crashes.
    public var isForced: Bool
    /// The type the result is cast to, if any.
    public var castType: String?
    /// Whether the cast is `as!`.
    public var isForcedCast: Bool
    /// Where the identifier is written.
    public var location: Location
    /// Where the cast's type is written.
    public var castLocation: Location?

    /// Creates a dequeue.
    public init(
        ownerType: String?, family: PrototypeCell.Family, identifier: IdentifierExpression, returnsOptional: Bool,
        isForced: Bool, castType: String? = nil, isForcedCast: Bool = false, location: Location,
        castLocation: Location? = nil
    ) {
        self.ownerType = ownerType
        self.family = family
        self.identifier = identifier
        self.returnsOptional = returnsOptional
        self.isForced = isForced
        self.castType = castType
        self.isForcedCast = isForcedCast
        self.location = location
        self.castLocation = castLocation
    }
}

/// `tableView.register(PersonCell.self, forCellReuseIdentifier: "Person")` (class or nib).
public struct CellRegistration: Hashable, Codable, Sendable {
    /// The simple name of the enclosing type; `nil` at file scope.
    public var ownerType: String?
    /// Which dequeue calls the registration serves.
    public var family: PrototypeCell.Family
    /// The identifier as written; `nil` when it can't be read (built at run time).
    public var identifier: IdentifierExpression?
    /// Where the call is.
    public var location: Location

    /// Creates a registration.
    public init(ownerType: String?, family: PrototypeCell.Family, identifier: IdentifierExpression?, location: Location) {
        self.ownerType = ownerType
        self.family = family
        self.identifier = identifier
        self.location = location
    }
}

/// `view.dataSource = value`, for the reuse scopes: `parent.collectionView.dataSource = self` (a
/// child view controller feeds its container's view) or `tableView.dataSource = albumsController`
/// (the type's own view is fed by another object). `nil` values are not recorded.
public struct DataSourceAssignment: Hashable, Codable, Sendable {
    /// The simple name of the enclosing type; `nil` at file scope.
    public var ownerType: String?
    /// Whether the view is the type's own: a property of `self` (`tableView`, `self.collectionView`,
    /// `albumsTableView?`), not one reached through another object (`library.collectionView`).
    public var viewIsOwn: Bool
    /// Whether the value is `self`.
    public var valueIsSelf: Bool
    /// Where the assignment is.
    public var location: Location

    /// Creates an assignment.
    public init(ownerType: String?, viewIsOwn: Bool, valueIsSelf: Bool, location: Location) {
        self.ownerType = ownerType
        self.viewIsOwn = viewIsOwn
        self.valueIsSelf = valueIsSelf
        self.location = location
    }
}

/// A static property whose value is the name of the type it is read on:
/// `static var reuseIdentifier: String { String(describing: self) }` in a class, an extension or a
/// protocol extension.
public struct SelfNamedProperty: Hashable, Codable, Sendable {
    /// The simple name of the type, extended type or protocol that declares it.
    public var ownerType: String
    /// The property's name.
    public var name: String
    /// Where the name is written.
    public var location: Location

    /// Creates a property fact.
    public init(ownerType: String, name: String, location: Location) {
        self.ownerType = ownerType
        self.name = name
        self.location = location
    }
}
