import SegueModel

/// A `customClass` that must come from the project's own Swift sources is not declared in any
/// linted Swift file: a renamed or deleted class, which UIKit replaces with its base class at run
/// time ("Unknown class in Interface Builder file"). A class is the project's own when Interface
/// Builder says so (`customModuleProvider="target"`) or when its `customModule` is a module that
/// such classes name. Classes of other modules, and classes with no module (Objective-C classes,
/// including Xcode's `UIResponder`/`NSResponder` first responders), are not reported. Runs only
/// when Swift files were linted.
struct UnknownCustomClassRule: Rule {
    static let description = RuleDescription(
        id: "unknown-custom-class",
        name: "Unknown custom class",
        summary: "A storyboard customClass of the app's own module is declared in no linted Swift file",
        defaultSeverity: .error,
        rationale: #"""
            A `customClass` that must come from the app's own Swift sources is declared in no linted Swift file. The cause is usually a
            renamed or deleted class. At run time UIKit logs *"Unknown class … in Interface Builder file"* and uses the base class
            instead, so outlets, actions and casts to the class fail.

            A class counts as the project's own in two cases:

            - Interface Builder says so: the element has `customModuleProvider="target"` (*Inherit Module From Target*).
            - Its `customModule` is a module that such target classes name. If any linted storyboard has
              `customModule="App" customModuleProvider="target"`, then a class with just `customModule="App"` is the app's own too.

            Everything else is left alone:

            - Classes of another module (`customModule="Transitions"`, a module that no target class names) are not reported.
            - Classes with no `customModule` at all are Objective-C classes (the app's own or a pod's), Swift classes exposed with
              `@objc(Name)`, or Xcode's first responder placeholders with `customClass="UIResponder"` or `"NSResponder"`. In folder
              mode they are not reported. In an Xcode project (project mode) that declares no dependencies, the whole app is known: a
              module-less class declared nowhere — not in the project's Objective-C (`@interface`, `@implementation`,
              in `.h`/`.m`/`.mm` files), not a Swift class of that name or `@objc(Name)`, and not a framework
              class (an Apple prefix such as `UI`, `NS`, `MK`, `WK`, `AV` followed by a capital) — is reported. Someone typed an
              outlet's name into the Custom Class field, or the Objective-C class was deleted. With dependencies declared, the opt-in
              `unverified-custom-class` reports it instead.
            - A module-less class that is an Objective-C `@compatibility_alias` is reported in project mode whatever the
              dependencies: the alias exists only for the compiler, and UIKit looks the class up by name at run time
              (`NSClassFromString`), so the element decodes as its base class. Use the real class name.

            Every element with a custom class is checked: view controllers, views, cells, gesture recognizers and segues. The rule runs
            only when Swift files are linted. When a declared class is a near miss, the message suggests it.

            The rule is an **error** (until issue #12 it was a warning): UIKit silently falls back to the framework class, so the
            screen is broken. A scene that nothing can show is reported by `unreachable-scene` instead, whose message says that its
            class is declared nowhere too.

            **Fix:** correct the class name in the Identity inspector, or restore the class. For a class that comes from a framework, set
            its module instead of *Inherit Module From Target*.
            """#,
        triggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(viewController: "HomeViewControler", segues: [])
                        .replacingOccurrences(of: "<viewController id=\"vc0", with: "↓<viewController id=\"vc0")
                ),
                ("HomeViewController.swift", "class HomeViewController: UIViewController {}"))
        ],
        nonTriggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "HomeViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="custom" customClass="FadeSegue" customModule="Transitions" identifier="fade" id="sg1-00-001"/>"#
                        ]
                    ).replacingOccurrences(
                        of: #"<placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-001""#,
                        with: #"<placeholder placeholderIdentifier="IBFirstResponder" customClass="UIResponder" id="fr0-00-001""#)
                ),
                ("HomeViewController.swift", "class HomeViewController: UIViewController {}"))
        ])

    func check(_ index: CrossReferenceIndex) -> [Diagnostic] {
        // The view controller of a scene nothing can show: unreachable-scene says both (see RuleInterplay).
        let unreachable =
            index.context.interplay.unreachableSceneReportsItsUnknownClass
            ? Set(index.unreachableScenes.compactMap { $0.scene.viewController?.location }) : []
        var diagnostics: [Diagnostic] = []
        for storyboard in index.storyboards {
            for use in storyboard.customClasses where index.presence(of: use) == .absent && !unreachable.contains(use.location) {
                if use.module == nil && !use.isTargetClass {
                    // Module-less: the runtime looks the class up by that exact name, in the whole app.
                    let near = EditDistance.nearestMiss(
                        of: use.className, among: index.declaredTypeNames.union(index.objcRuntimeNames))
                    diagnostics.append(
                        diagnostic(
                            "custom class \"\(use.className)\" of this \(use.elementName) has no module and is declared nowhere: not in "
                                + "the project's Swift or Objective-C, and not a framework class"
                                + (near.map { "; did you mean \"\($0)\"?" } ?? ""),
                            about: use.className, at: use.location))
                    continue
                }
                let name = CrossReferenceIndex.simpleName(use.className)
                let near = EditDistance.nearestMiss(of: name, among: index.declaredTypeNames)
                diagnostics.append(
                    diagnostic(
                        "custom class \"\(use.className)\" of this \(use.elementName) is declared in no linted Swift file"
                            + (near.map { "; did you mean \"\($0)\"?" } ?? ""),
                        about: use.className, at: use.location))
            }
        }
        // An Objective-C alias is known to the compiler only: the runtime can't find it by that name.
        if index.context.knowsWholeApp {
            for storyboard in index.storyboards {
                for use in storyboard.customClasses where use.module == nil && !use.isTargetClass {
                    guard let alias = index.objcAliases[use.className] else { continue }
                    let real = alias.superclass ?? "?"
                    diagnostics.append(
                        diagnostic(
                            "custom class \"\(use.className)\" of this \(use.elementName) is an Objective-C @compatibility_alias of \"\(real)\", "
                                + "which only the compiler knows; at run time the class is not found: use \"\(real)\"",
                            about: use.className, at: use.location,
                            notes: [Note("the alias is declared here", at: alias.location)]))
                }
            }
        }
        return diagnostics.sorted { $0.location < $1.location }
    }

    /// Whether the view controller's class must come from the app's own code and is declared nowhere in it.
    static func isUndeclaredAppClass(_ vc: ViewController, in index: CrossReferenceIndex) -> Bool {
        guard let custom = vc.customClass else { return false }
        let use = CustomClassUse(
            className: custom, module: vc.customModule, moduleProvider: vc.customModuleProvider,
            elementName: vc.elementName, location: vc.location)
        return index.presence(of: use) == .absent
    }
}
