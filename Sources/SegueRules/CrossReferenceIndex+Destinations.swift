import SegueModel

/// Where segues lead: destinations resolved across storyboard references and navigation
/// controllers, with the class each destination has.
extension CrossReferenceIndex {
    /// A view controller a segue leads to, after following storyboard references.
    public struct Destination: Sendable {
        /// The storyboard holding it.
        public var storyboard: Storyboard
        /// The view controller element.
        public var viewController: ViewController

        /// A destination.
        public init(storyboard: Storyboard, viewController: ViewController) {
            self.storyboard = storyboard
            self.viewController = viewController
        }

        /// Its class: the custom class, else the framework class of its element.
        public var className: String {
            viewController.customClass.map(CrossReferenceIndex.simpleName)
                ?? CrossReferenceIndex.frameworkClass(of: viewController.elementName, macOS: storyboard.isMacOS)
        }

        /// Whether it is a navigation controller (by element or by class name).
        public var isNavigationController: Bool {
            viewController.elementName == "navigationController" || className.hasSuffix("NavigationController")
        }
    }

    /// `viewController` → `UIViewController` (`NSViewController` on macOS), `tableViewController` →
    /// `UITableViewController`, `avPlayerViewController` → `AVPlayerViewController`, …
    public static func frameworkClass(of elementName: String, macOS: Bool) -> String {
        switch elementName {
        case "avPlayerViewController": return "AVPlayerViewController"
        case "glkViewController": return "GLKViewController"
        case "hostingController": return macOS ? "NSHostingController" : "UIHostingController"
        default: return (macOS ? "NS" : "UI") + elementName.prefix(1).uppercased() + elementName.dropFirst()
        }
    }

    /// The storyboards with a given name (several localisations may share one).
    public func storyboards(named name: String) -> [Storyboard] {
        storyboardsByNameIndex[name] ?? []
    }

    /// The view controller a reference points at: the `referencedIdentifier` scene, or the
    /// initial view controller of the referenced storyboard.
    public func resolve(_ reference: StoryboardReference, from storyboard: Storyboard) -> Destination? {
        guard !reference.isInOtherBundle else { return nil }
        let targets = reference.storyboardName.map { storyboards(named: $0) } ?? [storyboard]
        for target in targets {
            for scene in target.scenes {
                guard let vc = scene.viewController else { continue }
                if let identifier = reference.referencedIdentifier {
                    if vc.storyboardIdentifier == identifier { return Destination(storyboard: target, viewController: vc) }
                } else if vc.id == target.initialViewControllerID {
                    return Destination(storyboard: target, viewController: vc)
                }
            }
        }
        return nil
    }

    /// The class a segue leads to, through a navigation controller to its root; `nil` when the
    /// destination can't be resolved.
    public func destinationClass(of segue: Segue, in storyboard: Storyboard) -> String? {
        guard let destination = destination(of: segue, in: storyboard) else { return nil }
        if destination.isNavigationController, let root = rootViewController(of: destination) { return root.className }
        return destination.className
    }

    /// The view controller a segue of `storyboard` leads to, following storyboard references.
    public func destination(of segue: Segue, in storyboard: Storyboard) -> Destination? {
        guard let id = segue.destinationID else { return nil }
        return element(id, in: storyboard)
    }

    /// The root view controller of a navigation controller (its `rootViewController` relationship).
    public func rootViewController(of navigation: Destination) -> Destination? {
        for scene in navigation.storyboard.scenes where scene.viewController?.id == navigation.viewController.id {
            for segue in scene.segues where segue.relationship == "rootViewController" {
                return destination(of: segue, in: navigation.storyboard)
            }
        }
        return nil
    }

    private func element(_ id: String, in storyboard: Storyboard) -> Destination? {
        for scene in storyboard.scenes {
            if let vc = scene.viewController, vc.id == id { return Destination(storyboard: storyboard, viewController: vc) }
            if let reference = scene.placeholders.first(where: { $0.id == id }) {
                return resolve(reference, from: storyboard)
            }
        }
        return nil
    }

    /// Whether an instance of `className` is a `typeName`: `.yes` for the same class, a declared
    /// subclass, or a framework base every view controller has; `.no` when the whole ancestry is
    /// known and `typeName` is not in it; `.unknown` when it can't be judged (a protocol the class
    /// does not declare, or a class whose ancestry leaves the project at an unknown class).
    public func kinship(of className: String, to typeName: String) -> Kinship {
        if className == typeName { return .yes }
        // Protocols and types unknown to the project (other than framework controllers) cannot be judged.
        let target = kindsOfType(typeName)
        if target.contains(.protocol) { return ancestors(of: className).contains(typeName) ? .yes : .unknown }
        if target.isEmpty && !(CrossReferenceIndex.isFrameworkName(typeName) && typeName.hasSuffix("Controller")) {
            return .unknown
        }
        if ["UIViewController", "NSViewController", "NSObject", "UIResponder", "NSResponder", "AnyObject"].contains(typeName) {
            return .yes
        }
        let known = kindsOfType(className)
        if known.isEmpty && !CrossReferenceIndex.isFrameworkName(className) { return .unknown }
        if ancestors(of: className).contains(typeName) { return .yes }
        // A class: only the superclass chain matters, whatever protocols (even unknown ones) the
        // classes adopt.
        if target.contains(.class) || target.isEmpty, known.contains(.class) {
            return superclassChain(of: className).complete ? .no : .unknown
        }
        // A class of the project whose ancestry leaves the project at an unknown class: undecidable.
        let roots = ([className] + ancestors(of: className)).filter { kindsOfType($0).isEmpty }
        if roots.contains(where: { !CrossReferenceIndex.isFrameworkName($0) }) { return .unknown }
        return .no
    }

    static func isFrameworkName(_ name: String) -> Bool {
        ["UI", "NS", "AV", "GLK", "MK", "SK", "WK"].contains { name.hasPrefix($0) } || standardProtocols.contains(name)
    }

    /// The standard library's protocols a class may adopt (`protocol Delegate: AnyObject`): known,
    /// so an ancestry through them is still complete.
    static let standardProtocols: Set<String> = [
        "AnyObject", "Any", "Sendable", "Equatable", "Hashable", "Comparable", "Codable", "Decodable", "Encodable",
        "Identifiable", "CaseIterable", "RawRepresentable", "CustomStringConvertible", "CustomDebugStringConvertible",
        "Error", "LocalizedError",
    ]

}

/// Whether one class is a kind of another, as far as the project can tell.
public enum Kinship: Sendable {
    /// It is: the same class, a subclass, or a framework base of every view controller.
    case yes
    /// It is not, and the whole ancestry is known.
    case no
    /// The project can't tell.
    case unknown
}
