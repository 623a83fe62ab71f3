import SegueModel

/// Clean Swift: `prepare(for:sender:)` builds the selector `routeTo\(identifier)WithSegue:` and
/// sends it to the router only if it responds, so a segue whose route is missing or misnamed is
/// silently not prepared. The router is the type of the view controller's `router` property (the
/// protocols in it and the classes conforming to them) or the `<Scene>Router` class.
struct MissingRouteRule: Rule {
    static let description = RuleDescription(
        id: "missing-route",
        name: "Missing Clean Swift route",
        summary: "A Clean Swift view controller's segue has no routeTo<Identifier>(segue:) in its router",
        defaultSeverity: .error,
        rationale: #"""
            The Clean Swift (VIP) templates don't branch on identifiers in `prepare(for:sender:)`. They build the selector
            `routeTo<Identifier>WithSegue:` and send it to the router only if the router `responds(to:)` it. A route that is missing,
            misspelled, or not exposed to Objective-C is skipped without any error, and the destination never gets its data.

            - The rule checks view controllers whose `prepare` builds a `routeTo…` selector from the identifier.
            - The router is the type of the view controller's `router` property, including the protocols it names and the classes that
              conform to them, plus the `<Scene>Router` class of a `<Scene>ViewController`.
            - A view controller with no `routeTo` method in its router at all is not checked.
            - Segues that `prepare` also handles by identifier need no route.
            - A route with the right name that is not `@objc` (and is not a member of an `@objc protocol`) is reported too, because
              `responds(to:)` is false for it. The message names the router class that implements it, for example
              `route SettingsRouter.routeToShowAbout(segue:) for segue "ShowAbout" is not @objc, so responds(to:) is false and the segue is not prepared`,
              with a note at the method.

            **Fix:** name the route `routeToShowConfirmation(segue:)`, keep it `@objc` (or declare it in the `@objc` routing protocol), or
            rename the segue to match the route.
            """#,
        triggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "CheckoutViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="ShowPayment" id="sg1-00-001"/>"#,
                            #"<segue destination="dst-00-001" kind="show" identifier="↓ShowConfirmation" id="sg1-00-002"/>"#,
                        ])
                ),
                (
                    "CheckoutViewController.swift",
                    """
                    class CheckoutViewController: UIViewController {
                        var router: (NSObjectProtocol & CheckoutRoutingLogic)?
                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                            if let scene = segue.identifier {
                                let selector = NSSelectorFromString("routeTo\\(scene)WithSegue:")
                                if let router = router, router.responds(to: selector) { router.perform(selector, with: segue) }
                            }
                        }
                    }
                    @objc protocol CheckoutRoutingLogic { func routeToShowPayment(segue: UIStoryboardSegue?) }
                    class CheckoutRouter: NSObject, CheckoutRoutingLogic {
                        func routeToShowPayment(segue: UIStoryboardSegue?) {}
                        @objc func routeToShowConfirmaton(segue: UIStoryboardSegue?) {}
                    }
                    """
                ))
        ],
        nonTriggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "CheckoutViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="ShowPayment" id="sg1-00-001"/>"#
                        ])
                ),
                (
                    "CheckoutViewController.swift",
                    """
                    class CheckoutViewController: UIViewController {
                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                            if let scene = segue.identifier {
                                let selector = NSSelectorFromString("routeTo\\(scene)WithSegue:")
                                if let router = router, router.responds(to: selector) { router.perform(selector, with: segue) }
                            }
                        }
                    }
                    class CheckoutRouter: NSObject {
                        @objc func routeToShowPayment(segue: UIStoryboardSegue?) {}
                    }
                    """
                ))
        ])

    func check(_ index: CrossReferenceIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (className, ref) in index.classScenes {
            guard index.prepareChain(for: className).contains(where: \.dispatchesDynamically) else { continue }
            let routerTypes = index.routerTypes(ofController: className)
            let routes = routerTypes.sorted().flatMap { index.segueMethodsByOwner[$0] ?? [] }
                .filter { $0.name.hasPrefix("routeTo") }
            guard !routes.isEmpty else { continue }
            let exposedSelectors = Set(routes.filter(\.isObjC).map(\.selector))
            // Segues that prepare(for:sender:) branches on itself need no route.
            let handled = Set(
                index.prepareChain(for: className).flatMap { handler in
                    handler.handled.compactMap { branch -> String? in
                        if case .value(let value, _) = index.resolve(branch.expression, in: handler.ownerType) { return value }
                        return nil
                    }
                })
            for segue in ref.scene.segues where !segue.isRelationship {
                guard let identifier = segue.nonEmptyIdentifier, !handled.contains(identifier) else { continue }
                let wanted = "routeTo\(identifier)WithSegue:"
                let matching = routes.filter { $0.selector == wanted }
                if !matching.isEmpty {
                    if !exposedSelectors.contains(wanted), let method = matching.first {
                        diagnostics.append(
                            diagnostic(
                                "route \(MissingUnwindActionRule.name(method)) for segue \"\(identifier)\" is not @objc, so "
                                    + "responds(to:) is false and the segue is not prepared",
                                about: identifier, at: segue.location,
                                notes: [Note("the route is declared here", at: method.location)]))
                    }
                    continue
                }
                let sameName = routes.first { $0.name == "routeTo\(identifier)" }
                let near =
                    sameName
                    ?? EditDistance.nearestMiss(of: "routeTo\(identifier)", among: routes.map(\.name))
                    .flatMap { name in routes.first { $0.name == name } }
                let routeOwners = Set(routes.compactMap(\.ownerType)).sorted()
                var message =
                    "segue \"\(identifier)\" of \(className) has no route routeTo\(identifier)(segue:) in "
                    + routeOwners.joined(separator: ", ")
                if let sameName {
                    message +=
                        "; \(MissingUnwindActionRule.name(sameName)) has the selector \"\(sameName.selector)\", not \"\(wanted)\""
                } else if let near {
                    message += "; did you mean \(near.name)?"
                }
                diagnostics.append(
                    diagnostic(
                        message, about: identifier, at: segue.location,
                        notes: near.map { [Note("\($0.name) is declared here", at: $0.location)] } ?? []))
            }
        }
        return diagnostics
    }
}
