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
        rationale: #"""
            `prepare(for:sender:)` dispatches on identifiers but has no branch for this segue. The segue falls into `default` or `else`,
            or falls through, so the destination never gets its data.

            - Overrides up the class hierarchy count when they call `super.prepare(for:sender:)`.
            - A `prepare` that builds selectors from the identifier (Clean Swift), or that branches on identifiers seguelint cannot
              resolve, is left alone.
            - A segue that has no enum case at all is reported by `missing-enum-case` instead.
            - A `prepare(for:sender:)` that forwards the segue to another view controller
              (`activeChild?.prepare(for: segue, sender: sender)`) hands its segues over: its scenes are not checked.

            **Fix:** add a branch (`case "embedPreferences"?:`) that configures the destination, or an explicit empty one if the segue
            needs nothing.
            """#,
        triggering: [
            RuleExample(
                ("Main.storyboard", Examples.storyboard(viewController: "SettingsViewController", segues: [
                    #"<segue destination="dst-00-001" kind="show" identifier="showHelp" id="sg1-00-001"/>"#,
                    #"<segue destination="dst-00-001" kind="embed" identifier="↓embedPreferences" id="sg1-00-002"/>"#,
                ])),
                ("SettingsViewController.swift", """
                class SettingsViewController: UIViewController {
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        switch segue.identifier {
                        case "showHelp"?: break
                        default: break
                        }
                    }
                }
                """)),
        ],
        nonTriggering: [
            RuleExample(
                ("Main.storyboard", Examples.storyboard(viewController: "SettingsViewController", segues: [
                    #"<segue destination="dst-00-001" kind="show" identifier="showHelp" id="sg1-00-001"/>"#,
                    #"<segue destination="dst-00-001" kind="embed" identifier="embedPreferences" id="sg1-00-002"/>"#,
                ])),
                ("SettingsViewController.swift", """
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
                """)),
            // prepare(for:) that does not look at identifiers at all.
            RuleExample(
                ("Main.storyboard", Examples.storyboard(viewController: "ListViewController", segues: [
                    #"<segue destination="dst-00-001" kind="show" identifier="showItem" id="sg1-00-001"/>"#,
                ])),
                ("ListViewController.swift", """
                class ListViewController: UIViewController {
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        (segue.destination as? ItemViewController)?.item = nil
                    }
                }
                """)),
        ])

    func check(_ project: Project) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let forwarding = Set(project.forwardingClasses)
        for (className, ref) in project.classScenes {
            let chain = project.prepareChain(for: className)
            // A prepare that forwards the segue to another view controller hands its branches over.
            guard let first = chain.first, chain.contains(where: \.dispatchesOnIdentifiers),
                  !chain.contains(where: { $0.dispatchesDynamically || $0.comparesOutsideBranches || forwarding.contains($0.ownerType) })
            else { continue }
            var handled: Set<String> = []
            var resolvable = true
            for handler in chain {
                for branch in handler.handled {
                    switch project.resolve(branch.expression, in: handler.ownerType) {
                    case .value(let value, _): handled.insert(value)
                    case .enumCase(_, let enumCase): handled.insert(enumCase.rawValue)
                    case .unresolved: resolvable = false
                    }
                }
            }
            guard resolvable else { continue }
            let identifiers = Set(ref.scene.segues.compactMap(\.nonEmptyIdentifier))
            // Branches on identifiers the scene does not have are typos, reported by
            // misspelled-segue-identifier; their near misses are not reported again here.
            let typos = handled.subtracting(identifiers)
            let enumValues = project.segueEnum(of: className).map { Set($0.cases.map(\.rawValue)) }
            for segue in ref.scene.segues where !segue.isRelationship {
                guard let identifier = segue.nonEmptyIdentifier, !handled.contains(identifier) else { continue }
                let interplay = project.context.interplay
                if interplay.misspelledReportsBranchTypos, EditDistance.nearestMiss(of: identifier, among: typos) != nil { continue }
                // No enum case at all is missing-enum-case's finding: the conversion crashes first.
                if interplay.missingEnumCaseReportsSeguesWithoutCase, let enumValues, !enumValues.contains(identifier) { continue }
                var notes = [Note("prepare(for:sender:) of \(first.ownerType) is here", at: first.location)]
                let fallback = chain.compactMap(\.fallback).first
                if let fallback { notes.append(Note("the segue falls into this branch", at: fallback)) }
                diagnostics.append(diagnostic(
                    "segue \"\(identifier)\" of \(className) has no branch in prepare(for:sender:)"
                        + (fallback == nil ? "; it is ignored" : "; it falls into the default branch"),
                    about: identifier, at: segue.location, notes: notes))
            }
        }
        return diagnostics
    }
}
