import SegueModel

/// An unwind segue's `unwindAction` must be the Objective-C selector of a method that takes a
/// storyboard segue somewhere in the app. Swift 3 changed how selectors are derived from labels:
/// `func unwind(segue:)` is `unwindWithSegue:`, not `unwind:`. When a method matches except for
/// its label (or its exposure to Objective-C), the message names it and its real selector.
struct MissingUnwindActionRule: Rule {
    static let description = RuleDescription(
        id: "missing-unwind-action",
        name: "Missing unwind action",
        summary: "An unwind segue's unwindAction matches no @IBAction method that takes a storyboard segue",
        defaultSeverity: .error,
        rationale: #"""
            An unwind segue (`kind="unwind"`) names an Objective-C selector in `unwindAction`. When it runs, UIKit searches the view
            controllers for one that implements that selector. If none does, the Exit connection does nothing. The rule looks in every
            linted Swift file for a method that takes a storyboard segue (`UIStoryboardSegue` or `NSStoryboardSegue`), is exposed to
            Objective-C (`@IBAction`, `@objc`, or a member of an `@objc protocol`), and has the action as its selector. An
            Objective-C `- (IBAction)unwindToHome:(UIStoryboardSegue *)segue` in the project's `.m` files counts too. It runs only
            when Swift files are linted.

            Swift 3 changed how selectors are derived from argument labels, so an unwind action written as `unwind(segue:)` no longer
            matches `unwind:`. seguelint derives selectors like this:

            | Swift declaration | selector |
            |---|---|
            | `@IBAction func unwind(_ segue: UIStoryboardSegue)` | `unwind:` |
            | `@IBAction func unwind(segue: UIStoryboardSegue)` | `unwindWithSegue:` |
            | `@IBAction func unwind(from segue: UIStoryboardSegue)` | `unwindFrom:` |
            | `@objc(backToList:) func unwind(_ segue: UIStoryboardSegue)` | `backToList:` |

            - A first label that is a preposition (`from`, `to`, `for`, `with`, `at`, … from Swift's list) gets no `With`. Nor does a
              label after a base name whose last word is a preposition, so `unwindTo(segue:)` is `unwindToSegue:`.
            - An explicit `@objc(name:)` always wins over the derived selector.
            - When a method has the right name but a different label, the message names it and its real selector. When it matches but is
              not exposed to Objective-C, the message says to mark it `@IBAction`. Otherwise the message suggests a near-miss selector, if
              there is one.

            **Fix:** declare the method as `unwindToCheckout(_ segue: UIStoryboardSegue)`, or keep the label and add
            `@objc(unwindToCheckout:)`. If the method is gone, reconnect the Exit in Interface Builder.
            """#,
        triggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "ConfirmViewController",
                        segues: [
                            #"<segue destination="ext-00-001" kind="unwind" unwindAction="↓unwindToCheckout:" id="sg1-00-001"/>"#
                        ])
                ),
                (
                    "CheckoutViewController.swift",
                    """
                    class CheckoutViewController: UIViewController {
                        @IBAction func unwindToCheckout(segue: UIStoryboardSegue) {}
                    }
                    """
                ))
        ],
        nonTriggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "ConfirmViewController",
                        segues: [
                            #"<segue destination="ext-00-001" kind="unwind" unwindAction="unwindToCheckout:" id="sg1-00-001"/>"#,
                            #"<segue destination="ext-00-001" kind="unwind" unwindAction="unwindToHomeWithSegue:" id="sg1-00-002"/>"#,
                            #"<segue destination="ext-00-001" kind="unwind" unwindAction="unwindFrom:" id="sg1-00-003"/>"#,
                        ])
                ),
                (
                    "Actions.swift",
                    """
                    class HomeViewController: UIViewController {
                        @objc(unwindToCheckout:) func goBack(_ segue: UIStoryboardSegue) {}
                        @IBAction func unwindToHome(segue: UIStoryboardSegue) {}
                        @IBAction func unwind(from segue: UIStoryboardSegue) {}
                    }
                    """
                ))
        ])

    func check(_ index: CrossReferenceIndex) -> [Diagnostic] {
        Self.findings(in: index).compactMap { finding in
            // An action matching nothing at all may come from a dependency: unverified-unwind-action's
            // case. A near miss of the app's own method is the typo it looks like.
            guard index.presence(ofUnwindAction: finding.action) == .absent || finding.near != nil else { return nil }
            return diagnostic(finding.message, about: finding.action, at: finding.segue.location, notes: finding.notes)
        }
    }

    /// An unwind segue whose action no method exposed to Objective-C has, with the likeliest
    /// intended method (`near`) and the message and notes to report.
    struct Finding {
        var segue: Segue
        var action: String
        var near: SegueMethod?
        var message: String
        var notes: [Note]
    }

    /// Every unwind action that matches no method, under the selector rules of the code's Swift version.
    static func findings(in index: CrossReferenceIndex) -> [Finding] {
        guard !index.sources.isEmpty else { return [] }
        let methods = index.segueMethods.filter(\.takesStoryboardSegue)
        var bySelector: [String: [SegueMethod]] = [:]
        for method in methods { bySelector[index.selector(of: method), default: []].append(method) }
        let rules = index.context.swift2SelectorsReason.map { " (Swift 2 selector rules: \($0))" } ?? ""
        var findings: [Finding] = []
        for storyboard in index.storyboards {
            for scene in storyboard.scenes {
                for segue in scene.segues where segue.isUnwind {
                    guard let action = segue.unwindAction, !action.isEmpty,
                        !index.context.objcActionSelectors.contains(action)
                    else { continue }
                    let matches = bySelector[action] ?? []
                    if matches.contains(where: \.isObjC) { continue }
                    if let hidden = matches.first {
                        findings.append(
                            Finding(
                                segue: segue, action: action, near: hidden,
                                message: "unwind action \"\(action)\" matches \(name(hidden)), which is not exposed to "
                                    + "Objective-C; mark it @IBAction" + rules,
                                notes: [Note("\(name(hidden)) is declared here", at: hidden.location)]))
                        continue
                    }
                    let near = nearMiss(action, in: methods, index: index)
                    findings.append(
                        Finding(
                            segue: segue, action: action, near: near,
                            message: message(for: action, near: near, index: index) + rules,
                            notes: near.map { [Note("\(name($0)) is declared here", at: $0.location)] } ?? []))
                }
            }
        }
        return findings
    }

    static func name(_ method: SegueMethod) -> String {
        (method.ownerType.map { "\($0)." } ?? "") + method.swiftName
    }

    /// A method whose name is the action's first selector piece (the label is what differs), or
    /// whose selector is a near miss.
    static func nearMiss(_ action: String, in methods: [SegueMethod], index: CrossReferenceIndex) -> SegueMethod? {
        let base = String(action.prefix { $0 != ":" })
        let ordered = methods.sorted { $0.location < $1.location }
        // The same name with other labels (the Swift 3 migration break) is the likeliest culprit,
        // then a near-miss selector, then a method whose name the action extends.
        if let sameName = ordered.first(where: { $0.objcName == nil && $0.name == base }) { return sameName }
        if let near = EditDistance.nearestMiss(of: action, among: ordered.map(index.selector(of:))) {
            return ordered.first { index.selector(of: $0) == near }
        }
        return ordered.filter { $0.objcName == nil && base.hasPrefix($0.name) && $0.name.count >= 4 }
            .max { $0.name.count < $1.name.count }
    }

    static func message(for action: String, near: SegueMethod?, index: CrossReferenceIndex) -> String {
        let base = String(action.prefix { $0 != ":" })
        guard let near else {
            return "unwind action \"\(action)\" matches no @IBAction method that takes a storyboard segue"
        }
        if near.name == base || base.hasPrefix(near.name) {
            return
                "unwind action \"\(action)\" matches no method: \(name(near)) has the selector \"\(index.selector(of: near))\"; "
                + "declare it as \(base)(_ segue:) or add @objc(\(action))"
        }
        return "unwind action \"\(action)\" matches no method; did you mean \"\(index.selector(of: near))\" (\(name(near)))?"
    }
}
