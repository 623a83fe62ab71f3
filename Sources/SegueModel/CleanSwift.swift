/// Clean Swift's (VIP) naming convention, in one place: `ShowOrderViewController` is routed by
/// `ShowOrderRouter`, whose `routeTo…(segue:)` methods the storyboard's segues call.
public enum CleanSwift {
    /// The router a view controller is routed by under the convention, `nil` for a class whose
    /// name does not end in `ViewController`.
    public static func routerName(forViewController className: String) -> String? {
        guard className.hasSuffix("ViewController") else { return nil }
        return String(className.dropLast("ViewController".count)) + "Router"
    }

    /// Types that are never a router, though a `router` property's declared type names them.
    public static let nonRouterTypes: Set<String> = ["NSObjectProtocol", "AnyObject"]
}
