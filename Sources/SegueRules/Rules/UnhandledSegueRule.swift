import SegueModel

/// A segue whose view controller's `prepare(for:sender:)` dispatches on identifiers but has no
/// branch for this one: it falls into `default`/`else` or through, so the destination never gets
/// its data. `prepare` implementations up the class hierarchy count when the override calls
/// `super.prepare(for:sender:)`; a `prepare` that builds selectors from the identifier (Clean Swift)
/// or branches on identifiers seguelint cannot resolve is left alone.
struct UnhandledSegueRule: Rule {
    static let description = RuleDescription(
        id: "unhandled-segue",
        name: "Unhandled segue",
        summary: "A segue has no branch in its view controller's identifier dispatch in prepare(for:sender:)",
        defaultSeverity: .warning,
        isOptIn: true,
        rationale: #"""
            **Opt-in** since 2026-11-26: on real apps, hand-read for issue #20, it was right 0–17 % of the time (segues that
            deliberately need no setup, a flag set for one segue and defaulted for another), below the 80 % a default warning must
            reach. Enable it with `opt_in_rules: [unhandled-segue]` when your `prepare` methods are meant to set up every segue.

            `prepare(for:sender:)` dispatches on identifiers but has no branch for this segue. The segue falls into `default` or `else`,
            or falls through, so the destination never gets its data.

            - Overrides up the class hierarchy count when they call `super.prepare(for:sender:)`.
            - A `prepare` that builds selectors from the identifier (Clean Swift), or that branches on identifiers seguelint cannot
              resolve, is left alone.
            - It reports a segue only with evidence that its destination needs what `prepare` gives (issue #12: without evidence, the
              rule was right once in 21 findings on real apps; destinations that need no data are the common case):
              - the same `prepare` configures the same destination class for a sibling segue, but not for this one;
              - the destination class declares implicitly unwrapped state (`var item: Item!`, not an outlet), and `prepare` sets up
                that class on its other paths;
              - the segue is an embed segue, and the source class keeps the embedded controller in a property of its class
                (`weak var toolbar: ToolbarViewController?`) that only `prepare` can fill.
            - Unwind segues (handled in the destination's unwind action) and segues whose destination an `@IBSegueAction` builds
              (`destinationCreationSelector`) are never reported.
            - A segue that has no enum case at all is reported by `missing-enum-case` instead.
            - A `prepare(for:sender:)` that forwards the segue to another view controller
              (`activeChild?.prepare(for: segue, sender: sender)`) hands its segues over: its scenes are not checked.

            **Fix:** add a branch (`case "embedPreferences"?:`) that configures the destination, or an explicit empty one if the segue
            needs nothing.
            """#,
        triggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "SettingsViewController",
                        segues: [
                            #"<segue destination="vc3-00-001" kind="show" identifier="showPreferences" id="sg1-00-001"/>"#,
                            #"<segue destination="vc3-00-001" kind="presentation" identifier="↓presentPreferences" id="sg1-00-002"/>"#,
                        ], extraScenes: Examples.scene(3, id: "vc3-00-001", customClass: "PreferencesViewController"))
                ),
                (
                    "SettingsViewController.swift",
                    """
                    class SettingsViewController: UIViewController {
                        var account: Account!
                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                            switch segue.identifier {
                            case "showPreferences"?: (segue.destination as! PreferencesViewController).account = account
                            default: break
                            }
                        }
                    }
                    class PreferencesViewController: UIViewController { var account: Account! }
                    """
                ))
        ],
        nonTriggering: [
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "SettingsViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="showHelp" id="sg1-00-001"/>"#,
                            #"<segue destination="dst-00-001" kind="embed" identifier="embedPreferences" id="sg1-00-002"/>"#,
                        ])
                ),
                (
                    "SettingsViewController.swift",
                    """
                    class SettingsViewController: BaseViewController {
                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                            guard let identifier = segue.identifier else { return }
                            if identifier == "showHelp" { }
                            super.prepare(for: segue, sender: sender)
                        }
                    }
                    class BaseViewController: UIViewController {
                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                            if segue.identifier == "embedPreferences" { }
                        }
                    }
                    """
                )),
            // prepare(for:) that does not look at identifiers at all.
            RuleExample(
                (
                    "Main.storyboard",
                    Examples.storyboard(
                        viewController: "ListViewController",
                        segues: [
                            #"<segue destination="dst-00-001" kind="show" identifier="showItem" id="sg1-00-001"/>"#
                        ])
                ),
                (
                    "ListViewController.swift",
                    """
                    class ListViewController: UIViewController {
                        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                            (segue.destination as? ItemViewController)?.item = nil
                        }
                    }
                    """
                )),
        ])

    func check(_ index: CrossReferenceIndex) -> [Diagnostic] {
        let dispatching = dispatchingScenes(index)
        let evidence = Evidence(index, dispatching: dispatching)
        var diagnostics: [Diagnostic] = []
        for scene in dispatching {
            diagnostics += unhandledSegues(of: scene, evidence: evidence)
        }
        return diagnostics
    }

    /// A scene whose prepare dispatches on identifiers, with the values it handles.
    private struct DispatchingScene {
        var className: String
        var ref: CrossReferenceIndex.SceneRef
        var chain: [PrepareHandler]
        var handled: Set<String>
    }

    /// Each scene whose prepare dispatches on identifiers it can all resolve, with the values it handles.
    private func dispatchingScenes(_ index: CrossReferenceIndex) -> [DispatchingScene] {
        let forwarding = Set(index.forwardingClasses)
        var dispatching: [DispatchingScene] = []
        for (className, ref) in index.classScenes {
            let chain = index.prepareChain(for: className)
            // A prepare that forwards the segue to another view controller hands its branches over.
            guard chain.contains(where: \.dispatchesOnIdentifiers),
                !chain.contains(where: {
                    $0.dispatchesDynamically || $0.comparesOutsideBranches || forwarding.contains($0.ownerType)
                })
            else { continue }
            if let handled = handledValues(of: chain, in: index) {
                dispatching.append(DispatchingScene(className: className, ref: ref, chain: chain, handled: handled))
            }
        }
        return dispatching
    }

    /// The values the branches of `chain` handle, or `nil` when one branch can't be resolved.
    private func handledValues(of chain: [PrepareHandler], in index: CrossReferenceIndex) -> Set<String>? {
        var handled: Set<String> = []
        var resolvable = true
        for handler in chain {
            for branch in handler.handled {
                switch index.resolve(branch.expression, in: handler.ownerType) {
                case .value(let value, _): handled.insert(value)
                case .enumCase(_, let enumCase): handled.insert(enumCase.rawValue)
                case .unresolved: resolvable = false
                }
            }
        }
        return resolvable ? handled : nil
    }

    /// What tells that a destination needs what prepare gives, gathered once for the project.
    private struct Evidence {
        let index: CrossReferenceIndex
        /// The destination classes some prepare configures (a branch handles a segue to them).
        let configured: Set<String>
        /// Implicitly unwrapped properties by owner.
        let unwrapped: [String: [UnwrappedProperty]]
        /// Properties that hold a view controller.
        let controllerProperties: [ControllerProperty]

        /// Gathers the evidence of `index`, whose `dispatching` scenes configure their handled segues' destinations.
        init(_ index: CrossReferenceIndex, dispatching: [DispatchingScene]) {
            self.index = index
            var configured: Set<String> = []
            for scene in dispatching {
                for segue in scene.ref.scene.segues where segue.nonEmptyIdentifier.map(scene.handled.contains) == true {
                    if let destination = index.destinationClass(of: segue, in: scene.ref.storyboard) {
                        configured.insert(destination)
                    }
                }
            }
            self.configured = configured
            var unwrapped: [String: [UnwrappedProperty]] = [:]
            for property in index.sources.flatMap(\.unwrappedProperties) {
                unwrapped[property.ownerType, default: []].append(property)
            }
            self.unwrapped = unwrapped
            controllerProperties = index.sources.flatMap(\.controllerProperties)
        }

        /// Why `segue` of `scene` to `destination` needs a branch, with a note at the evidence; `nil` without evidence.
        func find(for segue: Segue, to destination: String, of scene: DispatchingScene) -> (evidence: String, note: Note)? {
            let (className, ref, handled) = (scene.className, scene.ref, scene.handled)
            // Evidence that the destination needs what prepare gives: a sibling segue to the same
            // class is configured; the class expects state that every other path gives it; or the
            // source keeps the embedded controller in a property only prepare can fill.
            if let sibling = ref.scene.segues.first(where: { other in
                other.nonEmptyIdentifier.map(handled.contains) == true
                    && index.destinationClass(of: other, in: ref.storyboard) == destination
            }), let siblingIdentifier = sibling.nonEmptyIdentifier {
                return (
                    "prepare configures \(destination) for the segue \"\(siblingIdentifier)\" but not for this one",
                    Note("segue \"\(siblingIdentifier)\" to \(destination) is here", at: sibling.location)
                )
            } else if let property = unwrapped[destination]?.first, configured.contains(destination) {
                return (
                    "\(destination).\(property.name) is implicitly unwrapped, "
                        + "and prepare sets up \(destination) on its other paths",
                    Note("\(destination).\(property.name) is declared here", at: property.location)
                )
            } else if segue.kind == "embed",
                let property = controllerProperties.first(where: { property in
                    ([className] + index.ancestors(of: className)).contains(property.ownerType)
                        && property.typeNames.contains(destination)
                })
            {
                return (
                    "\(property.ownerType) keeps the embedded \(destination) in a property that only prepare can set",
                    Note("the property is declared here", at: property.location)
                )
            }
            return nil
        }
    }

    /// The findings of one dispatching scene: its segues with no branch, with evidence that they need one.
    private func unhandledSegues(of scene: DispatchingScene, evidence: Evidence) -> [Diagnostic] {
        let (index, className, ref, chain, handled) = (evidence.index, scene.className, scene.ref, scene.chain, scene.handled)
        guard let first = chain.first else { return [] }
        let identifiers = Set(ref.scene.segues.compactMap(\.nonEmptyIdentifier))
        // Branches on identifiers the scene does not have are typos, reported by
        // misspelled-segue-identifier; their near misses are not reported again here.
        let typos = handled.subtracting(identifiers)
        let enumValues = index.segueEnum(of: className).map { Set($0.cases.map(\.rawValue)) }
        var diagnostics: [Diagnostic] = []
        for segue in ref.scene.segues
        where !segue.isRelationship && !segue.isUnwind && segue.destinationCreationSelector == nil {
            guard let identifier = segue.nonEmptyIdentifier, !handled.contains(identifier) else { continue }
            let interplay = index.context.interplay
            if interplay.misspelledReportsBranchTypos, EditDistance.nearestMiss(of: identifier, among: typos) != nil {
                continue
            }
            // No enum case at all is missing-enum-case's finding: the conversion crashes first.
            if interplay.missingEnumCaseReportsSeguesWithoutCase, let enumValues, !enumValues.contains(identifier) {
                continue
            }
            // Only a destination of the app's own class can need data (a plain framework controller can't).
            guard let destination = index.destinationClass(of: segue, in: ref.storyboard),
                !index.kindsOfType(destination).isEmpty,
                let (reason, evidenceNote) = evidence.find(for: segue, to: destination, of: scene)
            else { continue }
            var notes = [Note("prepare(for:sender:) of \(first.ownerType) is here", at: first.location), evidenceNote]
            let fallback = chain.compactMap(\.fallback).first
            if let fallback { notes.append(Note("the segue falls into this branch", at: fallback)) }
            diagnostics.append(
                diagnostic(
                    "segue \"\(identifier)\" of \(className) has no branch in prepare(for:sender:)"
                        + (fallback == nil ? "; it is ignored" : "; it falls into the default branch")
                        + ", although \(reason)",
                    about: identifier, at: segue.location, notes: notes))
        }
        return diagnostics
    }
}
