import Foundation
import SegueCache
import SegueModel
import SegueRules
import SwiftFacts
import XcodeProject

/// One lint of a set of files: in project mode, a target's storyboards with its Swift files (and
/// the files no target claims), `#if` clauses evaluated for its platform; in folder mode, all files.
struct LintUnit {
    /// The unit's index; `nil` when what the rules found in it comes from the cache.
    var index: CrossReferenceIndex?
    /// The unit's Swift files as the rules read them (`#if` clauses applied), for suppressions.
    var sources: [SourceFacts]
    /// The unit in the targets' cache (`UnitCache`), when its findings are kept for the next run:
    /// its key, and what each enabled rule found in it in an earlier run with the same inputs (in
    /// the rules' order, with the payload that holds them), when the rules don't run on it.
    var cache: (key: ContentKey, found: UnitCache.Found?)?
    /// The target, for notes; `nil` in folder mode.
    var target: (name: String, location: Location, platform: String)?
    /// The files linted in this unit, to tell whether a finding depends on the target.
    var files: Set<String>
    /// Findings in these files are not kept from this unit: files that no target of the project
    /// compiles (left out of every build phase, a local package's, a vendored example's). The unit
    /// reads them, for what they declare, but can't know where their code runs.
    var silenced: Set<String> = []
    /// Files of this unit that targets not linted in this run (`--target`) compile too: a finding
    /// that must hold for every target (`Diagnostic.holdsOnlyInEveryTarget`) can't be checked there.
    var sharedWithUnlintedTargets: Set<String> = []
}

enum Pairing {
    /// A `--target` that names no target of the projects found.
    struct UnknownTarget: Error, CustomStringConvertible {
        var description: String
    }

    /// The units to lint: one per target with member files when a project was read, else one
    /// folder-mode unit with everything.
    static func units(
        storyboards: [Storyboard], sources: [SourceFacts], problems: [InputProblem], model: ProjectModel,
        configuration: Configuration, targetName: String?, threads: Int? = nil, unitCache: UnitCache? = nil
    ) throws -> [LintUnit] {
        let allProblems = problems + model.problems
        var context = model.baseContext
        context.interplay = RuleInterplay(enabledRules: Set(configuration.enabledRules.map { $0.description.id }))
        let targets = model.projects.flatMap { project in project.targets.map { (project, $0) } }
        try checkTarget(named: targetName, in: targets)
        // One folder-mode unit with everything, its index built only when it is the one linted.
        func folderMode(_ context: CrossReferenceIndex.Context) -> [LintUnit] {
            [
                LintUnit(
                    index: index(storyboards, sources, allProblems, context, configuration), sources: sources, target: nil,
                    files: Set(storyboards.map(\.path) + sources.map(\.path)))
            ]
        }
        guard !targets.isEmpty else { return folderMode(context) }
        context.knowsWholeApp = true
        let builder = TargetUnits(
            targets: targets, memberships: memberships(of: targets, storyboards: storyboards, sources: sources),
            sources: sources, problems: allProblems, context: context, configuration: configuration,
            packageProducts: model.packageProducts, targetName: targetName)
        var plans = targets.indices.compactMap { position in builder.plan(at: position).map { (position, $0) } }
        // With several units, an edit to one file leaves most of them as they were: their findings
        // come from the cache. The others take the shared `#if` evaluations in turn; their indexes,
        // each a unit's own, are built in parallel, in the targets' order. A cached unit's Swift
        // files stay as written: only their suppression comments are read, which `#if` keeps.
        let unitCache = plans.count > 1 ? unitCache : nil
        var cached: [(key: ContentKey, found: UnitCache.Found?)?] = []
        for (offset, (position, plan)) in plans.enumerated() {
            let key = unitCache?.key(
                targetAt: position, target: plan.target, storyboards: plan.storyboards.map(\.path),
                sources: plan.sources.map(\.path), silenced: plan.silenced)
            let found = key.flatMap { unitCache?.findings(for: $0, rules: configuration.enabledRules.count) }
            cached.append(key.map { ($0, found) })
            if found == nil { plans[offset].1.sources = builder.keepingActive(plan.sources, of: plan) }
        }
        let units = ParallelMap.map(Array(zip(plans, cached)), threads: threads) { planned, cached in
            let plan = planned.1
            return LintUnit(
                index: cached?.found == nil
                    ? index(plan.storyboards, plan.sources, allProblems, plan.context, configuration) : nil,
                sources: plan.sources, cache: cached,
                target: plan.target, files: Set(plan.storyboards.map(\.path) + plan.sources.map(\.path)),
                silenced: plan.silenced, sharedWithUnlintedTargets: plan.sharedWithUnlintedTargets)
        }
        if units.isEmpty {
            // No target has any of the linted files: nothing to pair, lint them together.
            return folderMode(context)
        }
        // Storyboards no target claims (left out of every build phase, a vendored library's
        // example) are in no unit: they are not part of any app the project builds.
        return units
    }

    /// The index of one unit's files, with the configuration's segue enum names and protocols.
    private static func index(
        _ storyboards: [Storyboard], _ sources: [SourceFacts], _ problems: [InputProblem],
        _ context: CrossReferenceIndex.Context, _ configuration: Configuration
    ) -> CrossReferenceIndex {
        CrossReferenceIndex(
            storyboards: storyboards, sources: sources, problems: problems, segueEnumNames: configuration.segueEnumNames,
            segueHandlerProtocols: configuration.segueHandlerProtocols, context: context)
    }

    /// Throws `UnknownTarget` when `targetName` (`--target`) names none of `targets`.
    private static func checkTarget(named targetName: String?, in targets: [(XcodeProject, XcodeProject.Target)]) throws {
        if let targetName, !targets.contains(where: { $0.1.name == targetName }) {
            let known = targets.map { "\"\($0.1.name)\"" }.joined(separator: ", ")
            throw UnknownTarget(
                description: "no target named \"\(targetName)\" in "
                    + (targets.isEmpty ? "the linted paths (no Xcode project was read)" : "the projects read: \(known)"))
        }
    }

    /// Each target's member storyboards and Swift files, in the order of `targets`.
    private static func memberships(
        of targets: [(XcodeProject, XcodeProject.Target)], storyboards: [Storyboard], sources: [SourceFacts]
    ) -> [Membership] {
        // The paths once: each facts value copied out of its array to read its path costs a
        // reference count for each of its many arrays.
        let storyboardPaths = storyboards.map(\.path)
        let sourcePaths = sources.map(\.path)
        // Each file's key among localized files, found once for all the targets that have them.
        let localizing = targets.contains { !$0.1.localizedFiles.isEmpty }
        let folders = targets.contains { !$0.1.synchronizedFolders.isEmpty }
        let storyboardMembers = MemberPaths(storyboardPaths, localizing: localizing, folders: folders)
        let sourceMembers = MemberPaths(sourcePaths, localizing: localizing, folders: folders)
        let all = targets.map { _, target -> Membership in
            (
                members(of: target, among: storyboards, paths: storyboardMembers),
                members(of: target, among: sources, paths: sourceMembers)
            )
        }
        // A file of a local package that an Xcode target compiles too is that target's.
        var xcodeClaimed: Set<String> = []
        for ((xcodeProject, _), membership) in zip(targets, all) where !xcodeProject.isSwiftPackage {
            xcodeClaimed.formUnion(membership.storyboards.map(\.path) + membership.sources.map(\.path))
        }
        guard !xcodeClaimed.isEmpty else { return all }
        return zip(targets, all).map { target, membership -> Membership in
            guard target.0.isSwiftPackage else { return membership }
            return (
                membership.storyboards.filter { !xcodeClaimed.contains($0.path) },
                membership.sources.filter { !xcodeClaimed.contains($0.path) }
            )
        }
    }

    /// The paths of one kind of file (storyboards, Swift files), as `members` looks them up.
    private struct MemberPaths {
        let paths: [String]
        /// Each path's positions.
        let positions: [String: [Int]]
        /// Each path's `XcodeProject.delocalized` key; empty when no target has localized files.
        let delocalized: [String?]
        /// The positions of the paths that have a key.
        let localized: [Int]
        /// The paths by prefix, when some target has synchronized folders.
        let byPrefix: PathsByPrefix?

        init(_ paths: [String], localizing: Bool, folders: Bool) {
            self.paths = paths
            var positions: [String: [Int]] = [:]
            for (position, path) in paths.enumerated() { positions[path, default: []].append(position) }
            self.positions = positions
            let delocalized = localizing ? paths.map(XcodeProject.delocalized) : []
            self.delocalized = delocalized
            localized = delocalized.indices.filter { delocalized[$0] != nil }
            byPrefix = folders ? PathsByPrefix(paths) : nil
        }
    }

    /// The items of `items` that `target` contains, in their order (`XcodeProject.Target.contains`).
    /// The files it lists are looked up by its list, not by asking it about every file of the run
    /// (with a hundred vendored projects that was most of the indexing time); a target with
    /// synchronized folders or localized files is asked about the files under each folder and
    /// those with a localized key. `paths` holds each item's path.
    private static func members<Item>(of target: XcodeProject.Target, among items: [Item], paths: MemberPaths) -> [Item] {
        let listed = target.files.flatMap { paths.positions[$0] ?? [] }
        guard !target.synchronizedFolders.isEmpty || !target.localizedFiles.isEmpty else {
            return listed.sorted().map { items[$0] }
        }
        var isMember = [Bool](repeating: false, count: items.count)
        for position in listed { isMember[position] = true }
        // `FolderMembership.contains(_:delocalized:)`, a part at a time, asked only of the files each
        // part can admit.
        let membership = target.folderMembership
        if !membership.localizedFiles.isEmpty {
            for position in paths.localized where !isMember[position] {
                isMember[position] = paths.delocalized[position].map(membership.contains(localized:)) ?? false
            }
        }
        if let byPrefix = paths.byPrefix {
            for (index, prefix) in membership.prefixes.enumerated() {
                for position in byPrefix.candidates(withPrefix: prefix) where !isMember[position] {
                    isMember[position] = membership.contains(paths.paths[position], underFolder: index)
                }
            }
        }
        return items.indices.filter { isMember[$0] }.map { items[$0] }
    }

    /// A target's unit before its index is built.
    private struct UnitPlan: Sendable {
        var storyboards: [Storyboard]
        /// As written; `TargetUnits.keepingActive` applies the target's `#if` clauses.
        var sources: [SourceFacts]
        /// The evaluator of the target's `#if` clauses (`TargetUnits.Evaluators`).
        var evaluator: Int
        var context: CrossReferenceIndex.Context
        var target: (name: String, location: Location, platform: String)
        var silenced: Set<String>
        var sharedWithUnlintedTargets: Set<String>
    }

    /// A target's member storyboards and Swift files.
    private typealias Membership = (storyboards: [Storyboard], sources: [SourceFacts])

    /// What the targets' units are made from: the targets, their members and the files no target claims.
    private struct TargetUnits {
        var targets: [(XcodeProject, XcodeProject.Target)]
        var memberships: [Membership]
        var problems: [InputProblem]
        var context: CrossReferenceIndex.Context
        var configuration: Configuration
        var packageProducts: [String: [String]]
        var targetName: String?
        var unclaimedSources: [SourceFacts]
        var hasApplication: Bool
        /// The modules every target's `canImport` finds: the project's and its dependencies'.
        var importable: Set<String>
        /// The targets' positions by name, for the targets each one links.
        var positionsByName: [String: [Int]]
        /// Targets built the same way (an app and its extensions, an app per platform) share what
        /// their `#if` clauses evaluate to.
        let evaluators = Evaluators()

        final class Evaluators {
            private var byConfigurations: [[ConfigurationKey]: Int] = [:]
            private var evaluators: [ConditionEvaluator] = []
            /// Each evaluator's view of the files with `#if` clauses, by path.
            private var activeFacts: [[String: SourceFacts]] = []
            private let expressions = ConditionExpressions()

            /// The evaluator of targets whose configurations have these keys; `configurations` makes
            /// them (with every importable module) only for a key not seen yet.
            func evaluator(for keys: [ConfigurationKey], configurations: () -> [TargetBuildConfiguration]) -> Int {
                if let known = byConfigurations[keys] { return known }
                evaluators.append(ConditionEvaluator(configurations: configurations(), expressions: expressions))
                activeFacts.append([:])
                byConfigurations[keys] = evaluators.count - 1
                return evaluators.count - 1
            }

            /// `facts` without what its inactive `#if` clauses hold, for evaluator `index`.
            func keepingActive(_ facts: SourceFacts, evaluator index: Int) -> SourceFacts {
                guard !facts.conditionalRegions.isEmpty else { return facts }
                if let known = activeFacts[index][facts.path] { return known }
                let kept = facts.keepingActive(evaluators[index].isActive)
                activeFacts[index][facts.path] = kept
                return kept
            }
        }

        /// Takes the targets and their members, and finds the Swift files no target claims.
        init(
            targets: [(XcodeProject, XcodeProject.Target)], memberships: [Membership], sources: [SourceFacts],
            problems: [InputProblem], context: CrossReferenceIndex.Context, configuration: Configuration,
            packageProducts: [String: [String]], targetName: String?
        ) {
            self.targets = targets
            self.memberships = memberships
            self.problems = problems
            self.context = context
            self.configuration = configuration
            self.packageProducts = packageProducts
            self.targetName = targetName
            var claimed: Set<String> = []
            for membership in memberships {
                claimed.formUnion(membership.storyboards.map(\.path) + membership.sources.map(\.path))
            }
            unclaimedSources = sources.filter { !claimed.contains($0.path) }
            // Swift files no target claims (a local package's, say) are linted with the apps, not with
            // their extensions or tests (with every target when there is no app target).
            let withMembers = zip(targets, memberships).filter { !$0.1.storyboards.isEmpty || !$0.1.sources.isEmpty }.map(\.0.1)
            hasApplication = withMembers.contains(where: \.isApplication)
            importable = Set(targets.map(\.1.moduleName)).union(context.externalModules)
            positionsByName = Pairing.positionsByName(targets)
        }

        /// What the unit of the target at `position` is made of, its Swift files as written (see
        /// `keepingActive`); `nil` when that target is not linted in this run.
        func plan(at position: Int) -> UnitPlan? {
            let (xcodeProject, declared) = targets[position]
            let membership = memberships[position]
            if let targetName, declared.name != targetName { return nil }
            guard !membership.storyboards.isEmpty || !membership.sources.isEmpty else { return nil }
            // A test bundle ships nothing; its members are the app's files judged without the app
            // (a real app's UI tests listed 63 of its Swift files and 11 of its 37 storyboards).
            if declared.isTestBundle && targetName == nil { return nil }
            // A target whose build settings don't say its platform (an `.xcconfig` that can't be
            // read) is taken to build for the one its storyboards are all made for, if any.
            var target = declared
            if target.operatingSystems.isEmpty, let system = operatingSystem(ofStoryboards: membership.storyboards) {
                target.operatingSystems = [system]
            }
            // Targets built the same way share an evaluator: keyed without the modules all of them
            // import (hashing those for each target was a tenth of pairing on a 34-target app).
            let evaluator = evaluators.evaluator(for: configurationKeys(of: target, beyond: importable)) {
                buildConfigurations(of: target, importable: importable)
            }
            let dependencies = self.dependencies(of: target, in: xcodeProject, membership: membership)
            let joining = !hasApplication || target.isApplication ? unclaimedSources : []
            let unitSources = membership.sources + dependencies.sources + joining
            let unitStoryboards = membership.storyboards + dependencies.storyboards
            var unitContext = context
            unitContext.targetName = target.name
            unitContext.swift2SelectorsReason = swift2Reason(target, in: xcodeProject)
            return UnitPlan(
                storyboards: unitStoryboards, sources: unitSources, evaluator: evaluator, context: unitContext,
                target: (
                    target.name, Location(file: xcodeProject.path, line: target.line),
                    target.operatingSystems.joined(separator: ", ")
                ),
                silenced: Set(joining.map(\.path)), sharedWithUnlintedTargets: shared(unitSources, with: target))
        }

        /// `sources` of `plan`'s target as its build sees them: without what inactive `#if` clauses hold.
        func keepingActive(_ sources: [SourceFacts], of plan: UnitPlan) -> [SourceFacts] {
            sources.map { evaluators.keepingActive($0, evaluator: plan.evaluator) }
        }

        /// The files of the targets whose code `target` runs with, less its own members.
        func dependencies(
            of target: XcodeProject.Target, in xcodeProject: XcodeProject, membership: Membership
        ) -> Membership {
            // The Swift files of the frameworks and libraries it depends on (which may hold view
            // controllers of this target's storyboards), as this target's build sees them, with
            // the storyboards they ship (which their code dequeues from and instantiates). A watch
            // app's code is its WatchKit extension. Any other app extension it embeds is a program
            // of its own, with its own storyboards.
            var dependencySources: [SourceFacts] = []
            var dependencyStoryboards: [Storyboard] = []
            var seen = Set(membership.sources.map(\.path) + membership.storyboards.map(\.path))
            // `IBSC_MODULE` names the module of the storyboards' `customModuleProvider="target"`
            // classes: that module's target of the same project compiles them.
            let storyboardModuleTargets = targets.indices.filter { index in
                guard let module = target.interfaceBuilderModule, module != target.moduleName else { return false }
                return targets[index].0.path == xcodeProject.path && targets[index].1.moduleName == module
            }
            let linked = linkedTargets(of: target, in: targets, byName: positionsByName, packageProducts: packageProducts)
            for index in storyboardModuleTargets + linked {
                let shipped = memberships[index]
                for file in shipped.sources where seen.insert(file.path).inserted { dependencySources.append(file) }
                for file in shipped.storyboards where seen.insert(file.path).inserted { dependencyStoryboards.append(file) }
            }
            return (dependencyStoryboards, dependencySources)
        }

        /// With `--target`, the unit's Swift files that other targets (test bundles aside) compile too.
        func shared(_ unitSources: [SourceFacts], with target: XcodeProject.Target) -> Set<String> {
            var shared: Set<String> = []
            if targetName != nil {
                let own = Set(unitSources.map(\.path))
                for (index, other) in targets.enumerated() where other.1.name != target.name && !other.1.isTestBundle {
                    shared.formUnion(memberships[index].sources.map(\.path).filter(own.contains))
                }
            }
            return shared
        }
    }

    /// The targets whose code `target` runs with: the frameworks, libraries and local package
    /// targets it links, directly or through one another, and its WatchKit extension; as indices
    /// into `targets`, in order. A package dependency that applies only on other platforms
    /// (`.when(platforms:)`) is left out when the target's platforms are known.
    static func linkedTargets(
        of target: XcodeProject.Target, in targets: [(XcodeProject, XcodeProject.Target)], byName: [String: [Int]],
        packageProducts: [String: [String]]
    ) -> [Int] {
        let systems = Set(target.operatingSystems)
        func names(_ dependent: XcodeProject.Target) -> [String] {
            let direct = dependent.dependencies.filter { name in
                guard let only = dependent.dependencyPlatforms[name], !systems.isEmpty else { return true }
                return !systems.isDisjoint(with: only)
            }
            // An Xcode target names the package products it links.
            return direct + dependent.packageProducts.flatMap { packageProducts[$0] ?? [] }
        }
        var found: [Int] = []
        var visited: Set<Int> = []
        // Breadth first; a WatchKit extension counts only as the target's own (depth 0).
        var queue = names(target).map { ($0, 0) }
        while !queue.isEmpty {
            let (name, depth) = queue.removeFirst()
            for index in byName[name] ?? [] where !visited.contains(index) {
                let dependency = targets[index].1
                guard dependency.isLinkedLibrary || (dependency.isWatchKitExtension && depth == 0) else { continue }
                visited.insert(index)
                found.append(index)
                queue += names(dependency).map { ($0, depth + 1) }
            }
        }
        return found
    }

    /// The operating system every one of `storyboards` is made for (`iOS.CocoaTouch` → iOS,
    /// `MacOSX.Cocoa` → macOS, `AppleTV` → tvOS, `watchKit` → watchOS); `nil` when there are none,
    /// or they differ, or one's runtime is unknown.
    static func operatingSystem(ofStoryboards storyboards: [Storyboard]) -> String? {
        let systems = Set(
            storyboards.map { storyboard -> String? in
                let runtime = storyboard.targetRuntime ?? ""
                if runtime.hasPrefix("iOS.") { return "iOS" }
                if runtime.hasPrefix("MacOSX.") { return "macOS" }
                if runtime == "AppleTV" { return "tvOS" }
                if runtime.hasPrefix("watchKit") { return "watchOS" }
                return nil
            })
        guard systems.count == 1, let only = systems.first else { return nil }
        return only
    }

    /// The targets' positions by name (several projects may have a target of the same name).
    static func positionsByName(_ targets: [(XcodeProject, XcodeProject.Target)]) -> [String: [Int]] {
        var byName: [String: [Int]] = [:]
        for (index, (_, candidate)) in targets.enumerated() { byName[candidate.name, default: []].append(index) }
        return byName
    }

    /// What tells a target's build configurations apart from another target's of the same run:
    /// everything but the modules all of them import. Two keys made with the same `importable`
    /// set (the targets of one pairing) are equal exactly when the configurations are.
    struct ConfigurationKey: Hashable {
        var operatingSystem: String?
        var customConditions: Set<String>
        var swiftVersion: String?
        /// The importable modules not among those all targets import.
        var ownModules: Set<String>
    }

    /// The keys of `buildConfigurations(of: target, importable:)`, in its order.
    static func configurationKeys(of target: XcodeProject.Target, beyond importable: Set<String>) -> [ConfigurationKey] {
        let systems: [String?] = target.operatingSystems.isEmpty ? [nil] : target.operatingSystems
        let configurations = target.configurations.isEmpty ? [""] : target.configurations
        let ownModules = Set(target.packageProducts).union([target.moduleName]).subtracting(importable)
        return configurations.flatMap { configuration in
            systems.map { system in
                ConfigurationKey(
                    operatingSystem: system, customConditions: Set(target.compilationConditions[configuration] ?? []),
                    swiftVersion: target.swiftVersions[configuration], ownModules: ownModules)
            }
        }
    }

    /// Each build configuration × platform of the target, for `#if`.
    static func buildConfigurations(of target: XcodeProject.Target, importable: Set<String>) -> [TargetBuildConfiguration] {
        let systems: [String?] = target.operatingSystems.isEmpty ? [nil] : target.operatingSystems
        let configurations = target.configurations.isEmpty ? [""] : target.configurations
        return configurations.flatMap { configuration in
            systems.map { system in
                TargetBuildConfiguration(
                    operatingSystem: system,
                    customConditions: Set(target.compilationConditions[configuration] ?? []),
                    importableModules: importable.union(target.packageProducts).union([target.moduleName]),
                    swiftVersion: target.swiftVersions[configuration])
            }
        }
    }

    /// Why Swift 2 selector rules apply to the target, or `nil`: a `SWIFT_VERSION` of 2.x, or
    /// none set anywhere in a project last checked for Swift before Xcode 8 (`0800`).
    static func swift2Reason(_ target: XcodeProject.Target, in project: XcodeProject) -> String? {
        if let version = target.swiftVersions.values.sorted().first(where: { $0.hasPrefix("2") }) {
            return "SWIFT_VERSION is \(version)"
        }
        let anySet = project.targets.contains { !$0.swiftVersions.isEmpty }
        guard !anySet, let check = project.lastSwiftUpdateCheck, let number = Int(check), number < 800 else { return nil }
        let key = project.lastSwiftUpdateCheckKey
        return "no SWIFT_VERSION is set and \(key) \(check) is before Xcode 8"
    }
}
