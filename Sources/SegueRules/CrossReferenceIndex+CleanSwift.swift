import SegueModel

/// Clean Swift's link between a view controller and its router, in one place: the controller's
/// `router` property (in it or an ancestor) and the naming convention (`CleanSwift`). The
/// `missing-route` rule reads one direction, the navigation graph the other.
extension CrossReferenceIndex {
    /// The types that make up a view controller's router: the types its `router` property is
    /// declared with, the conventional `…Router`, the classes implementing those protocols, and
    /// the protocols they conform to (an `@objc` protocol makes its implementations `@objc`).
    public func routerTypes(ofController className: String) -> Set<String> {
        var types: Set<String> = []
        for type in [className] + ancestors(of: className) {
            for property in routerPropertiesByOwner[type] ?? [] {
                types.formUnion(property.typeNames)
            }
        }
        if let conventional = CleanSwift.routerName(forViewController: className) {
            types.insert(conventional)
        }
        types.subtract(CleanSwift.nonRouterTypes)
        for type in types {
            types.formUnion(descendants(of: type))
            types.formUnion(ancestors(of: type).filter { !kindsOfType($0).isEmpty })
        }
        types.remove("NSObject")
        return types
    }

    /// By router type, the view controllers whose `router` property it can be: a router's code
    /// runs for them.
    public var controllersByRouterType: [String: [String]] {
        var controllers: [String: [String]] = [:]
        for (controller, properties) in routerPropertiesByOwner {
            for property in properties {
                for type in property.typeNames where !CleanSwift.nonRouterTypes.contains(type) {
                    controllers[type, default: []].append(controller)
                }
            }
        }
        return controllers
    }
}
