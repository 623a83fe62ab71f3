import SegueModel

/// The identifiers code names that no reachable segue has: the shared analysis behind
/// `misspelled-segue-identifier` (with a near miss) and `unknown-segue-identifier` (without).
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
        /// Scenes of the owner, to point at.
        var scenes: [Project.SceneRef]
    }

    /// Every unmatched identifier in the project, in source order.
    static func unmatched(in project: Project) -> [Unmatched] {
        var result: [Unmatched] = []
        for facts in project.sources {
            for use in facts.identifierUses {
                guard case .value(let value, let constant) = project.resolve(use.expression, in: use.ownerType),
                      !value.isEmpty,
                      let finding = check(value, owner: use.ownerType, receiverIsSelf: use.receiverIsSelf,
                                          at: use.location, kind: use.kind, constant: constant, in: project)
                else { continue }
                result.append(finding)
            }
        }
        for (owner, declaration) in project.segueEnums {
            for enumCase in declaration.cases where !enumCase.rawValue.isEmpty {
                if let finding = check(enumCase.rawValue, owner: owner, receiverIsSelf: true, at: enumCase.location,
                                       kind: nil, constant: nil, in: project) {
                    result.append(finding)
                }
            }
        }
        return result
    }

    private static func check(_ value: String, owner: String?, receiverIsSelf: Bool, at location: Location,
                              kind: IdentifierUseKind?, constant: StringConstant?, in project: Project) -> Unmatched? {
        guard let reachable = project.reachableSegues(forCodeIn: owner, receiverIsSelf: receiverIsSelf) else { return nil }
        var segueByIdentifier: [String: Segue] = [:]
        for (_, segue) in reachable {
            guard let identifier = segue.nonEmptyIdentifier else { continue }
            if identifier == value { return nil }
            if segueByIdentifier[identifier] == nil { segueByIdentifier[identifier] = segue }
        }
        let near = EditDistance.nearestMiss(of: value, among: segueByIdentifier.keys).flatMap { identifier in
            segueByIdentifier[identifier].map { (identifier, $0) }
        }
        let scenes = receiverIsSelf ? owner.map { project.scenes(ofClass: $0) } ?? [] : []
        return Unmatched(value: value, location: location, owner: receiverIsSelf ? owner : nil, kind: kind,
                         constant: constant, nearMiss: near, scenes: scenes)
    }

    /// "for PersonViewController" or "in any storyboard".
    static func scope(_ finding: Unmatched) -> String {
        guard let owner = finding.owner, !finding.scenes.isEmpty else { return "in any linted storyboard" }
        return "for \(owner)"
    }

    /// Notes shared by both rules: the constant behind the value, and the owner's scenes.
    static func notes(_ finding: Unmatched) -> [Note] {
        var notes: [Note] = []
        if let constant = finding.constant {
            notes.append(Note("the identifier comes from the constant \(constant.name) declared here", at: constant.location))
        }
        for ref in finding.scenes.prefix(3) {
            if let vc = ref.scene.viewController {
                notes.append(Note("\(finding.owner ?? "the view controller")'s scene is here", at: vc.location))
            }
        }
        return notes
    }
}
