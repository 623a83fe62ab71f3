import SegueModel

/// Every identifier that code names, checked once against the segues it can reach: the shared
/// analysis behind `misspelled-segue-identifier` (no segue has it, one is a near miss),
/// `unknown-segue-identifier` (none is), `segue-missing-in-subclass` (some classes whose scenes the
/// code reaches have it, others lack it) and `segue-code-without-scene` (no linted scene has the
/// code's class or a subclass).
struct CodeIdentifiers {
    /// One identifier named in code that no segue of its view controller has.
    struct Unmatched {
        /// The identifier value.
        var value: String
        /// Where code names it.
        var location: Location
        /// The type whose segues were searched.
        var owner: String?
        /// What the code does with it, or `nil` for a segue enum case declaration.
        var kind: IdentifierUseKind?
        /// The `let` the value came through, if any.
        var constant: StringConstant?
        /// The closest segue, when it is a near miss.
        var nearMiss: (identifier: String, segue: Segue)?
        /// Scenes of the classes searched, to point at.
        var scenes: [CrossReferenceIndex.SceneRef]
        /// The classes whose scenes were searched: the owner, then its subclasses with scenes.
        var searchedClasses: [String] = []
        /// Classes whose `prepare(for:sender:)` forwards segues, whose segues were searched too.
        var forwarders: [String] = []
        /// The enum case the value is the raw value of (a generated accessor), if any.
        var enumCase: (declaration: EnumDeclaration, enumCase: EnumCase)?
        /// The comparison or `case` guards a branch that does nothing.
        var branchDoesNothing = false

        /// Whether the finding holds only when no target that compiles its file has the segue:
        /// a comparison or a `case` that matches for another target's storyboards runs there,
        /// while a `performSegue` must match in every target (decided here for every rule).
        var holdsOnlyInEveryTarget: Bool { kind != .perform }
    }

    /// An identifier that code in `owner` names on `self`, which the scenes of `missingIn` lack
    /// while the scenes of `presentIn` have it.
    struct Gap {
        var value: String
        var location: Location
        var owner: String
        var kind: IdentifierUseKind
        var missingIn: String
        var presentIn: [String]
        var scenes: [CrossReferenceIndex.SceneRef]
    }

    /// Code naming an identifier in a class that neither itself nor a subclass is the custom class
    /// of any linted scene.
    struct Sceneless {
        var value: String
        var location: Location
        var owner: String
        var kind: IdentifierUseKind
    }

    /// The analysis of a project.
    struct Analysis {
        var unmatched: [Unmatched] = []
        var gaps: [Gap] = []
        var sceneless: [Sceneless] = []
    }

    /// Every identifier use, then every segue enum case, checked against the segues its code can reach.
    static func analyse(_ index: CrossReferenceIndex) -> Analysis {
        var analysis = Analysis()
        var project = Project(index)
        for facts in index.sources {
            for use in facts.identifierUses {
                analyse(use, in: &project, into: &analysis)
            }
        }
        for (owner, declaration) in index.segueEnums {
            // An unwind segue's identifier is often a case of the enum of the class that declares
            // its unwind action (the destination), whose scenes don't hold the segue: not reported.
            for enumCase in declaration.cases
            where !enumCase.rawValue.isEmpty && !project.unwindIdentifiers.contains(enumCase.rawValue) {
                guard !project.built.contains(enumCase.rawValue),
                    let reachable = index.reachableSegues(forCodeIn: owner, receiverIsSelf: true)
                else { continue }
                if let finding = check(
                    enumCase.rawValue, owner: owner, receiverIsSelf: true, reachable: reachable,
                    at: enumCase.location, kind: nil, constant: nil, in: index)
                {
                    analysis.unmatched.append(finding)
                }
            }
        }
        return analysis
    }

    /// What every identifier use is judged with: the index and facts about the whole project, computed once.
    private struct Project {
        let index: CrossReferenceIndex
        let forwardingClasses: Set<String>
        /// The classes that build a segue in code, by its identifier value.
        let builders: [String: Set<String>]
        /// The identifier values of segues built in code.
        let built: Set<String>
        /// An unwind segue passes through the view controllers between its source and its
        /// destination (containers, presenters), whose code often checks for it: a comparison with
        /// an unwind segue's identifier is never reported.
        let unwindIdentifiers: Set<String>
        let ownEnums: Set<EnumDeclaration>
        /// Classes without scenes are judged only when every storyboard was read, and not when a
        /// storyboard names a near miss of the class (unknown-custom-class reports that typo).
        let storyboardsComplete: Bool
        let undeclaredStoryboardClasses: Set<String>
        /// The forwarders reaching each owner (`""`: file scope) and their segues, as asked.
        private var forwardedByOwner: [String: (forwarders: [String], segues: [(Storyboard, Segue)])] = [:]

        /// Computes the project-wide facts of `index`.
        init(_ index: CrossReferenceIndex) {
            self.index = index
            forwardingClasses = Set(index.forwardingClasses)
            builders = index.codeSegueBuilders
            built = Set(builders.keys)
            unwindIdentifiers = Set(index.allSegues.compactMap { $0.1.isUnwind ? $0.1.nonEmptyIdentifier : nil })
            ownEnums = Set(index.segueEnums.map(\.declaration))
            storyboardsComplete = !index.problems.contains { $0.kind == .storyboard } && !index.storyboards.isEmpty
            undeclaredStoryboardClasses = Set(index.classScenes.map(\.className).filter { !index.isDeclaredClass($0) })
        }

        /// The classes whose `prepare` forwards segues to code in `owner`, and the segues they reach (memoised).
        mutating func forwarded(to owner: String?) -> (forwarders: [String], segues: [(Storyboard, Segue)]) {
            let key = owner ?? ""
            if let known = forwardedByOwner[key] { return known }
            let forwarders = index.forwarders(reaching: owner)
            let value = (forwarders, forwarders.flatMap { index.reachableSegues(forCodeIn: $0) ?? [] })
            forwardedByOwner[key] = value
            return value
        }

        /// Whether a use of `value` is judged at all: not empty, not a segue built in code, not an unwind segue's.
        func judges(_ value: String, at use: IdentifierUse) -> Bool {
            // A segue built in code (`FadeSegue(identifier: "x", …)`) reaches `prepare` and
            // comparisons, but UIKit's `performSegue` looks up the storyboard's segues only. The
            // class that builds it (or an ancestor) may override `performSegue` to build it
            // there: then the call is not judged.
            let builtInLineage =
                builders[value].map { owners in
                    !owners.isDisjoint(with: [use.ownerType ?? ""] + (use.ownerType.map(index.ancestors(of:)) ?? []))
                } ?? false
            return !value.isEmpty && (use.kind == .perform ? !builtInLineage : !built.contains(value))
                && (use.kind == .perform || !unwindIdentifiers.contains(value))
        }

        /// Whether code in `owner`, a class without scenes, names a segue that can't exist.
        func isSceneless(_ owner: String, at use: IdentifierUse, comparesForwarded: Bool) -> Bool {
            use.receiverIsSelf && !forwardingClasses.contains(owner) && !comparesForwarded
                && storyboardsComplete && index.isDeclaredClass(owner)
                && EditDistance.nearestMiss(of: owner, among: undeclaredStoryboardClasses) == nil
        }
    }

    /// The value `use` names, with the constant or generated accessor it came through; `nil` when it isn't checked.
    private static func resolvedValue(of use: IdentifierUse, in project: Project) -> (
        value: String, constant: StringConstant?, accessor: (declaration: EnumDeclaration, enumCase: EnumCase)?
    )? {
        switch project.index.resolve(use.expression, in: use.ownerType) {
        case .value(let resolved, let through):
            return (resolved, through, nil)
        case .enumCase(let declaration, let enumCase)
        where !project.ownEnums.contains(declaration)
            && !project.index.isGlobalSegueEnum(declaration):
            // A case of another enum (SwiftGen's `StoryboardSegue.Main.showDetail`): checked where it is used.
            return (enumCase.rawValue, nil, (declaration, enumCase))
        default:
            return nil
        }
    }

    /// Checks one identifier use: a finding, the subclasses that lack its segue, or code without scenes.
    private static func analyse(_ use: IdentifierUse, in project: inout Project, into analysis: inout Analysis) {
        let index = project.index
        guard let (value, constant, accessor) = resolvedValue(of: use, in: project), project.judges(value, at: use)
        else { return }
        let (forwarders, forwardedSegues) =
            use.kind == .perform || project.forwardingClasses.isEmpty ? ([], []) : project.forwarded(to: use.ownerType)
        let comparesForwarded = !forwardedSegues.isEmpty
        guard let reachable = index.reachableSegues(forCodeIn: use.ownerType, receiverIsSelf: use.receiverIsSelf) else {
            // Code whose class has no scene: the segue can't exist, unless prepare is forwarded to it.
            if let owner = use.ownerType, project.isSceneless(owner, at: use, comparesForwarded: comparesForwarded) {
                analysis.sceneless.append(Sceneless(value: value, location: use.location, owner: owner, kind: use.kind))
            }
            return
        }
        let widened = comparesForwarded ? reachable + forwardedSegues : reachable
        if let finding = check(
            value, owner: use.ownerType, receiverIsSelf: use.receiverIsSelf, reachable: widened,
            at: use.location, kind: use.kind, constant: constant, in: index)
        {
            var finding = finding
            if comparesForwarded { finding.forwarders = forwarders }
            finding.enumCase = accessor
            finding.branchDoesNothing = use.branchDoesNothing
            analysis.unmatched.append(finding)
        } else if use.receiverIsSelf, let owner = use.ownerType, !reachable.isEmpty,
            reachable.contains(where: { $0.1.nonEmptyIdentifier == value })
        {
            analysis.gaps += gaps(value, owner: owner, kind: use.kind, at: use.location, in: index)
        }
    }

    private static func check(
        _ value: String, owner: String?, receiverIsSelf: Bool, reachable: [(Storyboard, Segue)],
        at location: Location, kind: IdentifierUseKind?, constant: StringConstant?,
        in index: CrossReferenceIndex
    ) -> Unmatched? {
        var segueByIdentifier: [String: Segue] = [:]
        for (_, segue) in reachable {
            guard let identifier = segue.nonEmptyIdentifier else { continue }
            if identifier == value { return nil }
            if segueByIdentifier[identifier] == nil { segueByIdentifier[identifier] = segue }
        }
        let near = EditDistance.nearestMiss(of: value, among: segueByIdentifier.keys).flatMap { identifier in
            segueByIdentifier[identifier].map { (identifier, $0) }
        }
        let searched =
            receiverIsSelf
            ? owner.flatMap { index.hasOwnScope($0) ? index.classesWithScenes(reachedFrom: $0) : nil } ?? [] : []
        // One class's scenes are the index's own array (shared, not copied for each finding).
        let scenes = searched.count == 1 ? index.scenes(ofClass: searched[0]) : searched.flatMap { index.scenes(ofClass: $0) }
        return Unmatched(
            value: value, location: location, owner: receiverIsSelf ? owner : nil, kind: kind,
            constant: constant, nearMiss: near, scenes: scenes, searchedClasses: searched)
    }

    /// The classes with scenes reached from `owner` whose own scenes lack `value`, when others have it.
    private static func gaps(
        _ value: String, owner: String, kind: IdentifierUseKind, at location: Location,
        in index: CrossReferenceIndex
    ) -> [Gap] {
        guard index.hasOwnScope(owner) else { return [] }
        let classes = index.classesWithScenes(reachedFrom: owner)
        guard classes.count > 1 else { return [] }
        func has(_ type: String) -> Bool {
            index.scenes(ofClass: type).contains { ref in ref.scene.segues.contains { $0.nonEmptyIdentifier == value } }
        }
        let present = classes.filter(has)
        guard !present.isEmpty else { return [] }
        return classes.filter { !has($0) }.map { missing in
            Gap(
                value: value, location: location, owner: owner, kind: kind, missingIn: missing, presentIn: present,
                scenes: index.scenes(ofClass: missing))
        }
    }

    /// Where the segues were searched, for messages: "for SettingsViewController", "for
    /// MainViewController and its subclasses MoviesViewController, ShowsViewController", "in any
    /// linted storyboard".
    static func scope(_ finding: Unmatched) -> String {
        guard let owner = finding.owner, !finding.searchedClasses.isEmpty else {
            return "in any linted storyboard"
        }
        let subclasses = finding.searchedClasses.filter { $0 != owner }
        var scope = "for \(owner)"
        if !subclasses.isEmpty {
            scope += " and its subclass" + (subclasses.count == 1 ? " " : "es ") + subclasses.joined(separator: ", ")
        }
        if !finding.forwarders.isEmpty {
            scope +=
                " or the view controllers that forward prepare(for:sender:) (" + finding.forwarders.joined(separator: ", ") + ")"
        }
        return scope
    }

    /// Notes at the constant the value came through and at the scenes searched.
    static func notes(_ finding: Unmatched) -> [Note] {
        var notes: [Note] = []
        if let constant = finding.constant {
            notes.append(Note("the identifier comes from the constant \(constant.name) declared here", at: constant.location))
        }
        if let (declaration, enumCase) = finding.enumCase {
            let name = (declaration.ownerType.map { "\($0)." } ?? "") + declaration.name + "." + enumCase.name
            notes.append(
                Note(
                    "the identifier is the raw value of \(name), declared here (a generated accessor that is not up to date?)",
                    at: enumCase.location))
        }
        for ref in finding.scenes.prefix(3) {
            if let vc = ref.scene.viewController {
                notes.append(
                    Note(
                        "\(vc.customClass.map(CrossReferenceIndex.simpleName) ?? finding.owner ?? "the view controller")'s scene is here",
                        at: vc.location))
            }
        }
        return notes
    }
}
