import SegueModel

/// Superclass code names a segue on `self` that the scenes of some subclasses have and the scenes
/// of another lack: when that code runs for the other subclass, `performSegue` raises, or the
/// branch never runs. A warning: whether the code runs for that subclass is decided at run time.
struct SegueMissingInSubclassRule: Rule {
    static let description = RuleDescription(
        id: "segue-missing-in-subclass",
        name: "Segue missing in a subclass",
        summary: "Superclass code names a segue that one subclass's scenes have and another's lack",
        defaultSeverity: .warning,
        isOptIn: true,
        rationale: #"""
            **Opt-in** since 2026-11-26: on the real-app check both of its findings were wrong (a row that only exists in the edit
            screen; a subclass that overrides the method without calling `super`). Enable it with
            `opt_in_rules: [segue-missing-in-subclass]`.

            Code in a superclass runs for every subclass. When it performs `"showGuidelines"` on `self`, each subclass's scene must
            have that segue. The identifier rules are satisfied as soon as one scene reached from the class has it. This rule then
            checks each class with scenes (the class itself and each subclass) and reports every one whose scenes lack it, with notes
            at that class's scenes.

            - `performSegue` on `self` raises *"Receiver has no segue with identifier"* for that subclass, if it runs there.
            - A comparison or `case` in `prepare(for:sender:)` is a branch that never runs for it.

            Both are **warnings**: whether the superclass code runs for that subclass is decided at run time (a row that only
            exists in the edit screen, a flag), which seguelint can't see. On the real-app check, the one `performSegue` finding was
            guarded that way.

            When no class reached has the segue, the usual rules apply (`unknown-segue-identifier`, `misspelled-segue-identifier`).
            Code in extensions of framework view controllers and in protocols, and calls on other receivers, are not checked here.

            **Fix:** add the segue to the subclass's scene, override the method in the subclass, or move the code to the subclasses
            that have the segue.
            """#,
        triggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "PhotoPostViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="showGuidelines" id="sg1-00-001"/>"#
                        ],
                        extraScenes: Examples.scene(
                            3, id: "vc3-00-001", customClass: "TextPostViewController", storyboardIdentifier: "TextPost"))
                ),
                (
                    "Posts.swift",
                    """
                    class BasePostViewController: UIViewController {
                        @IBAction func guidelinesTapped() { performSegue(withIdentifier: "↓showGuidelines", sender: nil) }
                    }
                    class PhotoPostViewController: BasePostViewController {}
                    class TextPostViewController: BasePostViewController {}
                    """
                ))
        ],
        nonTriggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "PhotoPostViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="showGuidelines" id="sg1-00-001"/>"#
                        ])
                ),
                (
                    "Posts.swift",
                    """
                    class BasePostViewController: UIViewController {
                        @IBAction func guidelinesTapped() { performSegue(withIdentifier: "showGuidelines", sender: nil) }
                    }
                    class PhotoPostViewController: BasePostViewController {}
                    class DraftPostViewController: BasePostViewController {}
                    """
                ))
        ])

    func check(_ index: CrossReferenceIndex) -> [Diagnostic] {
        // One finding per place in code, naming every class that lacks the segue.
        var order: [Location] = []
        var byPlace: [Location: [CodeIdentifiers.Gap]] = [:]
        for gap in index.subclassGaps {
            if byPlace[gap.location] == nil { order.append(gap.location) }
            byPlace[gap.location, default: []].append(gap)
        }
        return order.compactMap { place -> Diagnostic? in
            guard let gaps = byPlace[place], let first = gaps.first else { return nil }
            let perform = first.kind == .perform
            let missing = gaps.map(\.missingIn)
            let consequence =
                perform
                ? "performSegue will raise 'Receiver has no segue with identifier' there"
                : "this branch never runs for " + (missing.count == 1 ? "it" : "them")
            var notes = gaps.flatMap { gap in
                gap.scenes.prefix(2).compactMap { ref in
                    ref.scene.viewController.map {
                        Note("\(gap.missingIn)'s scene is here, without a \"\(gap.value)\" segue", at: $0.location)
                    }
                }
            }
            notes += first.presentIn.prefix(2).flatMap { type in
                index.scenes(ofClass: type).prefix(1).compactMap { ref in
                    ref.scene.segues.first { $0.nonEmptyIdentifier == first.value }.map {
                        Note("\(type)'s segue \"\(first.value)\" is here", at: $0.location)
                    }
                }
            }
            let lacking =
                missing.count == 1
                ? "\(missing[0]), whose scenes lack it" : missing.joined(separator: ", ") + ", whose scenes lack it"
            return Diagnostic(
                ruleID: Self.description.id, severity: .warning,
                message: "segue identifier \"\(first.value)\" in \(first.owner) is a segue of "
                    + first.presentIn.joined(separator: ", ") + " but not of \(lacking); \(consequence)",
                subject: first.value, location: place, notes: notes)
        }
    }
}
