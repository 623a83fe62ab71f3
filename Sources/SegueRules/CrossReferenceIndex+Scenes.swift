import SegueModel

/// Storyboards and scenes that code names: `UIStoryboard(name:bundle:)` and
/// `instantiateViewController(withIdentifier:)`, resolved once for the scene rules.
extension CrossReferenceIndex {
    /// A storyboard name used in code, resolved.
    struct NamedStoryboard {
        var use: StoryboardNameUse
        var name: String
        var constant: StringConstant?
    }

    /// Every storyboard name in code whose value is known.
    var storyboardNameUses: [NamedStoryboard] {
        sources.flatMap(\.storyboardNames).compactMap { use in
            guard case .value(let name, let constant) = resolve(use.expression, in: use.ownerType), !name.isEmpty else {
                return nil
            }
            return NamedStoryboard(use: use, name: name, constant: constant)
        }
    }

    /// The storyboards an instantiation can load from: the named one (`nil` when no storyboard has
    /// that name: `unknown-storyboard-name` reports it), the storyboards of the owner's scenes for
    /// its own `storyboard`, else every storyboard. Empty when nothing can be judged.
    public func storyboards(for instantiation: SceneInstantiation) -> [Storyboard]? {
        switch instantiation.storyboard {
        case .named(let expression):
            guard case .value(let name, _) = resolve(expression, in: instantiation.ownerType) else { return [] }
            let named = storyboards(named: name)
            return named.isEmpty ? nil : named
        case .own:
            guard let owner = instantiation.ownerType, hasOwnScope(owner) else { return storyboards }
            let own = classesWithScenes(reachedFrom: owner).flatMap { scenes(ofClass: $0).map(\.storyboard) }
            var seen: Set<String> = []
            let unique = own.filter { seen.insert($0.path).inserted }
            return unique.isEmpty ? storyboards : unique
        case .unknown:
            return storyboards
        }
    }

    /// The scenes of `storyboards` whose Storyboard ID is `identifier`. A storyboard reference can
    /// have a Storyboard ID of its own: UIKit then instantiates the scene it leads to (or, when
    /// that can't be resolved here, the reference's scene, whose class is unknown).
    public func scenes(withStoryboardID identifier: String, in storyboards: [Storyboard]) -> [SceneRef] {
        storyboards.flatMap { storyboard in
            var found = storyboard.scenes.filter { $0.viewController?.storyboardIdentifier == identifier }
                .map { SceneRef(storyboard: storyboard, scene: $0) }
            for scene in storyboard.scenes {
                for reference in scene.placeholders where reference.storyboardIdentifier == identifier {
                    if let destination = resolve(reference, from: storyboard),
                        let target = destination.storyboard.scenes.first(where: {
                            $0.viewController?.id == destination.viewController.id
                        })
                    {
                        found.append(SceneRef(storyboard: destination.storyboard, scene: target))
                    } else {
                        found.append(SceneRef(storyboard: storyboard, scene: scene))
                    }
                }
            }
            return found
        }
    }

    /// The generated scene accessors used in code that are checked where they are used: R.swift's,
    /// and SwiftGen's when its generated `StoryboardScene` is not linted (when it is, its
    /// declarations are checked as instantiations).
    var generatedSceneUses: [GeneratedSceneUse] {
        let swiftGenLinted = sources.contains { facts in facts.types.contains { $0.name == "StoryboardScene" && $0.kind == .enum }
        }
        return sources.flatMap(\.generatedSceneUses).filter { $0.tool == .rSwift || !swiftGenLinted }
    }

    /// The scenes of the initial view controllers of `storyboards`.
    public func initialScenes(of storyboards: [Storyboard]) -> [SceneRef] {
        storyboards.flatMap { storyboard in
            storyboard.scenes.filter { scene in scene.viewController.map { $0.id == storyboard.initialViewControllerID } ?? false
            }
            .map { SceneRef(storyboard: storyboard, scene: $0) }
        }
    }

    /// The scenes a generated accessor instantiates: the scene of the storyboard it names whose
    /// Storyboard ID it stands for (matched loosely), or that storyboard's initial view controller.
    public func scenes(for use: GeneratedSceneUse) -> [SceneRef] {
        let named = storyboards(generatedName: use.storyboard)
        guard let wanted = use.scene else { return initialScenes(of: named) }
        return named.flatMap { storyboard in
            storyboard.scenes.filter { scene in
                guard let identifier = scene.viewController?.storyboardIdentifier, !identifier.isEmpty else { return false }
                return CrossReferenceIndex.generatedKey(identifier) == CrossReferenceIndex.generatedKey(wanted)
            }.map { SceneRef(storyboard: storyboard, scene: $0) }
        }
    }

    /// A name as generators make it a Swift name, compared loosely: letters and digits, lower-cased
    /// (`settings-screen`, `SettingsScreen` and `settingsScreen` are one key).
    static func generatedKey(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// The storyboards whose name a generated accessor (`Main`, `main`) stands for.
    func storyboards(generatedName: String) -> [Storyboard] {
        let key = CrossReferenceIndex.generatedKey(generatedName)
        return storyboards.filter { CrossReferenceIndex.generatedKey($0.name) == key }
    }

    /// The generator's name, for messages.
    static func toolName(_ tool: GeneratedSceneUse.Tool) -> String {
        tool == .swiftGen ? "SwiftGen" : "R.swift"
    }

    /// The Storyboard IDs of `storyboards`.
    func storyboardIDs(in storyboards: [Storyboard]) -> Set<String> {
        Set(
            storyboards.flatMap { storyboard in
                storyboard.scenes.flatMap { scene in
                    [scene.viewController?.storyboardIdentifier].compactMap { $0 }
                        + scene.placeholders.compactMap(\.storyboardIdentifier)
                }
            })
    }
}
