/// Everything seguelint keeps of one storyboard file: its scenes, their view controllers and
/// every segue, exit and storyboard reference. Pure values; the XML is gone once this exists.
public struct Storyboard: Hashable, Codable, Sendable {
    /// The path the file was read from.
    public var path: String
    /// The `type` of `<document>`, e.g. `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`.
    public var documentType: String?
    /// The `targetRuntime` of `<document>`, e.g. `iOS.CocoaTouch` or `MacOSX.Cocoa`.
    public var targetRuntime: String?
    /// The element id named by `initialViewController`, when set.
    public var initialViewControllerID: String?
    /// The scenes in document order.
    public var scenes: [Scene]
    /// Every element with a `customClass` (view controllers, views, cells, segues, …).
    public var customClasses: [CustomClassUse] = []

    /// Creates a storyboard.
    public init(
        path: String, documentType: String? = nil, targetRuntime: String? = nil,
        initialViewControllerID: String? = nil, scenes: [Scene] = []
    ) {
        self.path = path
        self.documentType = documentType
        self.targetRuntime = targetRuntime
        self.initialViewControllerID = initialViewControllerID
        self.scenes = scenes
    }

    /// The storyboard's name as other storyboards refer to it: the file name without `.storyboard`.
    public var name: String {
        // The bytes after the last "/" (it is ASCII, so a byte index is a scalar boundary), without
        // splitting the whole path: rules and the graph ask for this often.
        let utf8 = path.utf8
        let start = utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
        var last = String(path[start...])
        if last.hasSuffix(".storyboard") { last.removeLast(".storyboard".count) }
        return last
    }

    /// Whether this is a watchOS (WatchKit) storyboard, whose controllers' `identifier` is the name
    /// `pushController(withName:context:)` takes.
    public var isWatchKit: Bool {
        (documentType ?? "").containsBytes("WatchKit") || (targetRuntime ?? "").hasPrefix("watchKit")
    }

    /// Whether this is a macOS (AppKit) storyboard.
    public var isMacOS: Bool {
        (documentType ?? "").containsBytes("Cocoa.Storyboard") || (targetRuntime ?? "").hasPrefix("MacOSX")
    }
}

/// One `<scene>`: a view controller (or a storyboard reference) and everything it owns.
public struct Scene: Hashable, Codable, Sendable {
    /// `sceneID`.
    public var id: String
    /// Where `<scene>` starts.
    public var location: Location
    /// The scene's view controller (any element with `sceneMemberID="viewController"` other than a
    /// storyboard reference), if it has one.
    public var viewController: ViewController?
    /// `<viewControllerPlaceholder>` references to other (or the same) storyboards.
    public var placeholders: [StoryboardReference]
    /// `<exit>` elements, the targets of unwind segues.
    public var exits: [Exit]
    /// Every segue in the scene, whatever element holds it, in document order.
    public var segues: [Segue]
    /// The ids of the scene's top-level objects (view controllers, references, exits, …): the
    /// elements a segue may lead to.
    public var memberIDs: [String] = []
    /// Prototype cells and reusable views of the scene's table and collection views, in document order.
    public var prototypes: [PrototypeCell] = []

    /// Creates a scene.
    public init(
        id: String, location: Location, viewController: ViewController? = nil,
        placeholders: [StoryboardReference] = [], exits: [Exit] = [], segues: [Segue] = []
    ) {
        self.id = id
        self.location = location
        self.viewController = viewController
        self.placeholders = placeholders
        self.exits = exits
        self.segues = segues
    }
}

/// A view controller element of a scene.
public struct ViewController: Hashable, Codable, Sendable {
    /// The XML element name: `viewController`, `tableViewController`, `navigationController`, …
    public var elementName: String
    /// The element `id`.
    public var id: String
    /// `customClass`, when set.
    public var customClass: String?
    /// `customModule`, when set.
    public var customModule: String?
    /// `customModuleProvider` (`target` means the app's own module).
    public var customModuleProvider: String?
    /// `storyboardIdentifier`, the name used with `instantiateViewController(withIdentifier:)`;
    /// in a WatchKit storyboard the controller's `identifier` (`pushController(withName:context:)`).
    public var storyboardIdentifier: String?
    /// Where the element starts.
    public var location: Location

    /// Creates a view controller.
    public init(
        elementName: String, id: String, customClass: String? = nil, customModule: String? = nil,
        customModuleProvider: String? = nil, storyboardIdentifier: String? = nil,
        location: Location
    ) {
        self.elementName = elementName
        self.id = id
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.storyboardIdentifier = storyboardIdentifier
        self.location = location
    }
}

/// A `<segue>` element.
public struct Segue: Hashable, Codable, Sendable {
    /// The element `id`.
    public var id: String
    /// `identifier`: `nil` when the attribute is absent, `""` when present and empty.
    public var identifier: String?
    /// `kind`: `show`, `presentation`, `embed`, `unwind`, `relationship`, `custom`, `push`, `modal`, …
    public var kind: String?
    /// `destination`: the id of the destination element (an exit for unwind segues).
    public var destinationID: String?
    /// `relationship` for relationship segues, e.g. `rootViewController`.
    public var relationship: String?
    /// `unwindAction` for unwind segues: an Objective-C selector such as `unwindToHome:`.
    public var unwindAction: String?
    /// `customClass` for custom segue classes.
    public var customClass: String?
    /// The element that holds the segue (`tableViewCell`, `button`, `barButtonItem`, …).
    public var sourceElement: String
    /// `trigger` on the enclosing `<connections>` owner's segue, e.g. `accessoryAction`.
    public var trigger: String?
    /// Where the element starts; the column points at the identifier value when there is one.
    public var location: Location
    /// `destinationCreationSelector`: an `@IBSegueAction` method builds the destination (with its
    /// data), so `prepare(for:sender:)` has nothing to do for it.
    public var destinationCreationSelector: String?

    /// Creates a segue.
    public init(
        id: String, identifier: String? = nil, kind: String? = nil, destinationID: String? = nil,
        relationship: String? = nil, unwindAction: String? = nil, customClass: String? = nil,
        sourceElement: String, trigger: String? = nil, location: Location
    ) {
        self.id = id
        self.identifier = identifier
        self.kind = kind
        self.destinationID = destinationID
        self.relationship = relationship
        self.unwindAction = unwindAction
        self.customClass = customClass
        self.sourceElement = sourceElement
        self.trigger = trigger
        self.location = location
    }

    /// Relationship segues (navigation root, tab items, window content) carry no identifier and
    /// never reach `prepare(for:sender:)`.
    public var isRelationship: Bool { kind == "relationship" }

    /// Unwind segues lead to the scene's exit and name an `unwindAction`.
    public var isUnwind: Bool { kind == "unwind" }

    /// The identifier when it is present and not empty.
    public var nonEmptyIdentifier: String? {
        guard let identifier, !identifier.isEmpty else { return nil }
        return identifier
    }
}

/// An `<exit>` element.
public struct Exit: Hashable, Codable, Sendable {
    /// The element `id`.
    public var id: String
    /// Where the element starts.
    public var location: Location

    /// Creates an exit.
    public init(id: String, location: Location) {
        self.id = id
        self.location = location
    }
}

/// A `<viewControllerPlaceholder>`: a reference to a scene of a storyboard.
public struct StoryboardReference: Hashable, Codable, Sendable {
    /// The element `id`.
    public var id: String
    /// `storyboardName`; `nil` means the same storyboard.
    public var storyboardName: String?
    /// `referencedIdentifier`; `nil` means the storyboard's initial view controller.
    public var referencedIdentifier: String?
    /// `bundleIdentifier`: the storyboard is in another bundle (a framework), not resolvable here.
    public var bundleIdentifier: String?
    /// The reference's own Storyboard ID: instantiating it from this storyboard gives the view
    /// controller the reference leads to.
    public var storyboardIdentifier: String?
    /// Where the element starts.
    public var location: Location

    /// Creates a reference.
    public init(
        id: String, storyboardName: String? = nil, referencedIdentifier: String? = nil,
        bundleIdentifier: String? = nil, storyboardIdentifier: String? = nil, location: Location
    ) {
        self.id = id
        self.storyboardName = storyboardName
        self.referencedIdentifier = referencedIdentifier
        self.bundleIdentifier = bundleIdentifier
        self.storyboardIdentifier = storyboardIdentifier
        self.location = location
    }

    /// Whether the reference points into another bundle (`bundleIdentifier` set), so its
    /// storyboard is not among the app's and it can't be resolved or judged.
    public var isInOtherBundle: Bool {
        !(bundleIdentifier ?? "").isEmpty
    }
}

/// An element whose class is set in Interface Builder.
public struct CustomClassUse: Hashable, Codable, Sendable {
    /// `customClass`.
    public var className: String
    /// `customModule`, when set.
    public var module: String?
    /// `customModuleProvider`, when set (`target`: the app's own module).
    public var moduleProvider: String?
    /// The XML element name.
    public var elementName: String
    /// Where the element starts.
    public var location: Location

    /// Creates a custom class use.
    public init(
        className: String, module: String?, moduleProvider: String?, elementName: String,
        location: Location
    ) {
        self.className = className
        self.module = module
        self.moduleProvider = moduleProvider
        self.elementName = elementName
        self.location = location
    }

    /// Whether Interface Builder says the class comes from the app target itself
    /// (`customModuleProvider="target"`). Classes with no module are Objective-C classes (the app's
    /// or a pod's), which seguelint does not read.
    public var isTargetClass: Bool {
        moduleProvider == "target"
    }
}

/// A prototype cell or reusable view of a table or collection view (`reuseIdentifier`), or an
/// AppKit table's cell view or column (`identifier`), which code dequeues by that identifier.
public struct PrototypeCell: Hashable, Codable, Sendable {
    /// Which dequeue calls can reach a prototype.
    public enum Family: String, Hashable, Codable, Sendable {
        /// `UITableView`: cells and header/footer views.
        case table
        /// `UICollectionView`: cells and supplementary views.
        case collection
        /// `NSTableView` / `NSOutlineView`: cell views by `identifier` (`makeView(withIdentifier:owner:)`).
        case appKit
    }

    /// The XML element name: `tableViewCell`, `collectionViewCell`, `collectionReusableView`,
    /// `tableViewHeaderFooterView`, `tableCellView`, `tableColumn`, …
    public var elementName: String
    /// The element `id`.
    public var id: String
    /// `reuseIdentifier` (AppKit: `identifier`).
    public var reuseIdentifier: String
    /// `customClass`, when set.
    public var customClass: String?
    /// The id of the enclosing `tableView` / `collectionView` / `outlineView`.
    public var containerID: String
    /// The family of the enclosing container.
    public var family: Family
    /// Where the identifier's value is written.
    public var location: Location

    /// Creates a prototype.
    public init(
        elementName: String, id: String, reuseIdentifier: String, customClass: String?,
        containerID: String, family: Family, location: Location
    ) {
        self.elementName = elementName
        self.id = id
        self.reuseIdentifier = reuseIdentifier
        self.customClass = customClass
        self.containerID = containerID
        self.family = family
        self.location = location
    }
}
