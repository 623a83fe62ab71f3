import SegueModel

/// An unwind action that matches no method in the project, in an app whose declared dependencies
/// (Swift packages, pods, Carthage frameworks) are not in the repository: a dependency may provide
/// it (a `UIViewController` extension in a package), so it is a warning here, not
/// `missing-unwind-action`'s error. An action that is a near miss of the app's own method stays
/// `missing-unwind-action`'s.
struct UnverifiedUnwindActionRule: Rule {
    static let description = RuleDescription(
        id: "unverified-unwind-action",
        name: "Unverified unwind action",
        summary: "An unwind action matches no method in the project, which declares dependencies that might provide it",
        defaultSeverity: .warning,
        rationale: #"""
            An unwind segue names an Objective-C selector in `unwindAction`; `missing-unwind-action` reports one that no linted method
            has. When the app declares dependencies that are not in the repository (a `Podfile`, a `Cartfile`, a `Package.resolved`, or
            package products in the Xcode project), the method may come from one of them: a Swift package can add
            `@IBAction func unwindToViewController(_:)` to every `UIViewController` in an extension. seguelint never fetches
            dependencies, so it can't tell. Such an action is reported here, as a warning, with notes pointing at the manifests.

            An action that is a near miss of a method of the app (the same name with another label, a typo) is still
            `missing-unwind-action`'s error: the app's own method is the likely target. Unwind actions from dependencies are rare, so
            this warning is usually a real missing action too.

            **Fix:** declare the unwind action in the app, or reconnect the Exit in Interface Builder. If a dependency provides it,
            silence the finding with an `ignore` entry or the baseline.
            """#,
        triggering: [
            RuleExample(
                ("Podfile", "platform :ios, '13.0'\ntarget 'App' do\n  pod 'Hero'\nend\n"),
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "ConfirmViewController",
                        segues: [
                            #"<segue destination="ext-00-001" kind="unwind" unwindAction="↓unwindToRoot:" id="sg1-00-001"/>"#
                        ])
                ),
                ("ConfirmViewController.swift", "class ConfirmViewController: UIViewController {}"))
        ],
        nonTriggering: [
            RuleExample(
                ("Podfile", "platform :ios, '13.0'\ntarget 'App' do\n  pod 'Hero'\nend\n"),
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "ConfirmViewController",
                        segues: [
                            #"<segue destination="ext-00-001" kind="unwind" unwindAction="unwindToHome:" id="sg1-00-001"/>"#
                        ])
                ),
                (
                    "HomeViewController.swift",
                    """
                    class HomeViewController: UIViewController {
                        @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {}
                    }
                    """
                ))
        ])

    func check(_ index: CrossReferenceIndex) -> [Diagnostic] {
        MissingUnwindActionRule.findings(in: index).filter { finding in
            finding.near == nil && index.presence(ofUnwindAction: finding.action) == .unknown(.dependencyMayDeclare)
        }.map { finding in
            diagnostic(
                "unwind action \"\(finding.action)\" matches no method in the project; a dependency ("
                    + index.context.dependencyManagers.joined(separator: ", ") + ") may provide it",
                about: finding.action, at: finding.segue.location, notes: index.context.dependencyNotes)
        }
    }
}
