import SegueModel

/// Opt-in: a module-less custom class declared nowhere in an Xcode project's code, in an app whose
/// dependencies (pods, packages, Carthage frameworks) are not in the repository and may declare
/// it. `unknown-custom-class` reports such a class when the app has no dependencies.
struct UnverifiedCustomClassRule: Rule {
    static let description = RuleDescription(
        id: "unverified-custom-class",
        name: "Unverified custom class",
        summary: "A custom class with no module is declared nowhere in the project, whose dependencies might declare it",
        defaultSeverity: .warning,
        isOptIn: true,
        rationale: #"""
            A `customClass` with no `customModule` is looked up by the Objective-C runtime under that exact name. In an Xcode project
            (project mode), `unknown-custom-class` reports such a class when it is declared nowhere: not in the project's Objective-C
            (`@interface`, `@implementation`, `@compatibility_alias`), not as a Swift class of that name or `@objc(Name)`, and not a
            framework class. It does so only when the app declares no dependencies.

            With dependencies declared but not in the repository (CocoaPods' `Pods/` is usually ignored), the class may come from one
            of them: `FLAnimatedImageView` from a pod. seguelint can't tell, so this rule, which reports such classes as warnings with
            notes at the manifests, is opt-in: enable it when the dependencies' classes are few or known.

            **Fix:** correct the class name in the Identity inspector, or set the module of a class that comes from a framework.
            """#,
        triggering: [
            RuleExample(
                ("App.xcodeproj/project.pbxproj", Examples.pbxproj(files: ["Main.storyboard", "HomeViewController.swift"])),
                ("Podfile", "target 'App' do\n  pod 'FLAnimatedImage'\nend\n"),
                (
                    "Main.storyboard",
                    Examples.storyboard(viewController: "HomeViewController", segues: [])
                        .replacingOccurrences(
                            of: #"<placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-001""#,
                            with:
                                #"↓<imageView customClass="FLAnimatedImageVeiw" id="img-00-001"/><placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-001""#
                        )
                ),
                ("HomeViewController.swift", "class HomeViewController: UIViewController {}"))
        ],
        nonTriggering: [
            RuleExample(
                ("App.xcodeproj/project.pbxproj", Examples.pbxproj(files: ["Main.storyboard", "HomeViewController.swift"])),
                ("Podfile", "target 'App' do\n  pod 'MapboxMaps'\nend\n"),
                (
                    "Main.storyboard",
                    Examples.storyboard(viewController: "HomeViewController", segues: [])
                        .replacingOccurrences(
                            of: #"<placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-001""#,
                            with:
                                #"<view customClass="MKMapView" id="map-00-001"/><view customClass="BadgeView" id="bdg-00-001"/><placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-001""#
                        )
                ),
                (
                    "HomeViewController.swift",
                    "class HomeViewController: UIViewController {}\n@objc(BadgeView) class Badge: UIView {}"
                ))
        ])

    func check(_ index: CrossReferenceIndex) -> [Diagnostic] {
        let uses = index.storyboards.flatMap(\.customClasses).filter { use in
            use.module == nil && index.presence(of: use) == .unknown(.dependencyMayDeclare)
        }
        return uses.map { use in
            diagnostic(
                "custom class \"\(use.className)\" of this \(use.elementName) has no module and is declared nowhere in "
                    + "the project; a dependency (" + index.context.dependencyManagers.joined(separator: ", ")
                    + ") may declare it", about: use.className, at: use.location, notes: index.context.dependencyNotes)
        }
    }
}
