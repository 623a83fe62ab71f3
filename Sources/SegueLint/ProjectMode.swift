import Foundation
import SegueModel
import SegueRules
import SwiftFacts
import XcodeProject

/// What the Xcode projects and manifests of a run say: the projects that could be read, the
/// problems of those that couldn't, the declared dependencies and the Objective-C classes.
struct ProjectModel: Sendable {
    var projects: [XcodeProject] = []
    var problems: [InputProblem] = []
    var dependencies = ExternalDependencies()
    var objcClasses: [ObjCClassDeclaration] = []

    /// Reads the projects, the manifests next to them and in the named folders, and the
    /// Objective-C files. `targetName` (`--target`) must name a target of some project.
    static func read(_ files: FileDiscovery.Files, threads: Int?) -> ProjectModel {
        var model = ProjectModel()
        for result in ParallelMap.map(files.projects, threads: threads, { XcodeProjectReader.read(contentsOf: $0) }) {
            switch result {
            case .success(let project): model.projects.append(project)
            case .failure(let problem): model.problems.append(problem)
            }
        }
        var folders = Set(files.roots).union(model.projects.map(\.sourceRoot))
        for path in files.projects {
            folders.insert(ProjectPath.sourceRoot(ofProjectFile: path, projectDirPath: nil))
        }
        for folder in folders.sorted() {
            let (dependencies, problems) = DependencyManifestReader.read(folder: folder)
            model.dependencies = model.dependencies.merging(dependencies)
            model.problems += problems
            model.dependencies = model.dependencies.merging(packageManifest(in: folder))
        }
        for project in model.projects {
            let products = project.targets.flatMap(\.packageProducts)
            guard !products.isEmpty || !project.packageReferences.isEmpty else { continue }
            model.dependencies = model.dependencies.merging(ExternalDependencies(
                managers: [.swiftPackageManager],
                modules: (products + project.packageReferences).flatMap(DependencyManifestReader.moduleNames(forDependency:)),
                manifests: [project.path]))
        }
        model.objcClasses = ParallelMap.map(files.objcFiles, threads: threads) { path -> [ObjCClassDeclaration] in
            guard let bytes = try? InputFile.bytes(atPath: path, limit: InputFile.swiftSizeLimit) else { return [] }
            return ObjCDeclarationScanner.scan(bytes: bytes, path: path)
        }.flatMap { $0 }
        return model
    }

    /// The dependencies a `Package.swift` in `folder` declares (read with swift-syntax).
    private static func packageManifest(in folder: String) -> ExternalDependencies {
        let path = ProjectPath.join(folder, "Package.swift")
        guard let bytes = try? InputFile.bytes(atPath: path, limit: InputFile.swiftSizeLimit) else { return ExternalDependencies() }
        let names = PackageManifestScanner.dependencyNames(source: String(decoding: bytes, as: UTF8.self))
        guard !names.isEmpty else { return ExternalDependencies() }
        return ExternalDependencies(managers: [.swiftPackageManager],
                                    modules: names.flatMap(DependencyManifestReader.moduleNames(forDependency:)),
                                    manifests: [path])
    }

    /// The context every rule sees, before the target's own parts are filled in.
    var baseContext: Project.Context {
        var context = Project.Context(externalModules: Set(dependencies.modules),
                                      dependencyManagers: dependencies.managers.map(\.rawValue), objcClasses: objcClasses)
        context.dependencyManifests = dependencies.manifests
        return context
    }
}

/// One lint of a set of files: in project mode, a target's storyboards with its Swift files (and
/// the files no target claims), `#if` clauses evaluated for its platform; in folder mode, all files.
struct LintUnit {
    var project: Project
    /// The target, for notes; `nil` in folder mode.
    var target: (name: String, location: Location, platform: String)?
    /// The files linted in this unit, to tell whether a finding depends on the target.
    var files: Set<String>
    /// When set, only findings in these files are kept from this unit (the unit of storyboards no
    /// target claims, which sees the whole app only to judge them).
    var reportsOnly: Set<String>? = nil
}

enum ProjectMode {
    /// A `--target` that names no target of the projects found.
    struct UnknownTarget: Error, CustomStringConvertible {
        var description: String
    }

    /// The units to lint: one per target with member files when a project was read, else one
    /// folder-mode unit with everything.
    static func units(storyboards: [Storyboard], sources: [SourceFacts], problems: [InputProblem], model: ProjectModel,
                      configuration: Configuration, targetName: String?) throws -> [LintUnit] {
        func project(_ storyboards: [Storyboard], _ sources: [SourceFacts], _ problems: [InputProblem], _ context: Project.Context) -> Project {
            Project(storyboards: storyboards, sources: sources, problems: problems, segueEnumNames: configuration.segueEnumNames,
                    segueHandlerProtocols: configuration.segueHandlerProtocols, context: context)
        }
        let allProblems = problems + model.problems
        var context = model.baseContext
        context.interplay = RuleInterplay(enabledRules: Set(configuration.enabledRules.map { $0.description.id }))
        let targets = model.projects.flatMap { project in project.targets.map { (project, $0) } }
        if let targetName, !targets.contains(where: { $0.1.name == targetName }) {
            let known = targets.map { "\"\($0.1.name)\"" }.joined(separator: ", ")
            throw UnknownTarget(description: "no target named \"\(targetName)\" in "
                                + (targets.isEmpty ? "the linted paths (no Xcode project was read)" : "the projects read: \(known)"))
        }
        let folderMode = [LintUnit(project: project(storyboards, sources, allProblems, context), target: nil,
                                   files: Set(storyboards.map(\.path) + sources.map(\.path)))]
        guard !targets.isEmpty else { return folderMode }
        context.knowsWholeApp = true
        func members(of target: XcodeProject.Target) -> (storyboards: [Storyboard], sources: [SourceFacts]) {
            (storyboards.filter { target.contains($0.path) }, sources.filter { target.contains($0.path) })
        }
        let memberships = targets.map { members(of: $0.1) }
        var claimed: Set<String> = []
        for membership in memberships { claimed.formUnion(membership.storyboards.map(\.path) + membership.sources.map(\.path)) }
        let unclaimedStoryboards = storyboards.filter { !claimed.contains($0.path) }
        let unclaimedSources = sources.filter { !claimed.contains($0.path) }
        // Swift files no target claims (a local package's, say) are linted with the apps, not with
        // their extensions or tests (with every target when there is no app target).
        let withMembers = zip(targets, memberships).filter { !$0.1.storyboards.isEmpty || !$0.1.sources.isEmpty }.map(\.0.1)
        let hasApplication = withMembers.contains(where: \.isApplication)
        let modulesOfProject = Set(targets.map(\.1.moduleName))
        var units: [LintUnit] = []
        for ((xcodeProject, target), membership) in zip(targets, memberships) {
            if let targetName, target.name != targetName { continue }
            guard !membership.storyboards.isEmpty || !membership.sources.isEmpty else { continue }
            // A target whose build settings don't say its platform (an `.xcconfig` that can't be
            // read) is taken to build for the one its storyboards are all made for, if any.
            var target = target
            if target.operatingSystems.isEmpty, let system = operatingSystem(ofStoryboards: membership.storyboards) {
                target.operatingSystems = [system]
            }
            let evaluator = ConditionEvaluator(configurations: buildConfigurations(
                of: target, importable: modulesOfProject.union(context.externalModules)))
            // The Swift files of the frameworks and libraries it depends on (which may hold view
            // controllers of this target's storyboards), as this target's build sees them. An app
            // extension it embeds is a program of its own, with its own storyboards.
            let own = Set(membership.sources.map(\.path))
            var dependencySources: [SourceFacts] = []
            var seen = own
            for name in target.dependencies {
                for (_, dependency) in targets where dependency.name == name && dependency.isLinkedLibrary {
                    for file in members(of: dependency).sources where seen.insert(file.path).inserted { dependencySources.append(file) }
                }
            }
            let joining = !hasApplication || target.isApplication ? unclaimedSources : []
            let unitSources = (membership.sources + dependencySources + joining).map { $0.keepingActive(evaluator.isActive) }
            let unitStoryboards = membership.storyboards
            var unitContext = context
            unitContext.targetName = target.name
            unitContext.swift2SelectorsReason = swift2Reason(target, in: xcodeProject)
            units.append(LintUnit(
                project: project(unitStoryboards, unitSources, allProblems, unitContext),
                target: (target.name, Location(file: xcodeProject.path, line: target.line),
                         target.operatingSystems.joined(separator: ", ")),
                files: Set(unitStoryboards.map(\.path) + unitSources.map(\.path))))
        }
        if units.isEmpty {
            // No target has any of the linted files: nothing to pair, lint them together.
            var unit = folderMode[0]
            unit.project = project(storyboards, sources, allProblems, context)
            return [unit]
        }
        // Storyboards no target claims (left out of every build phase) are linted as in folder
        // mode, with every file: nothing is skipped, and no target's view of them is assumed. Only
        // the findings in those storyboards are kept from that unit.
        if !unclaimedStoryboards.isEmpty, targetName == nil {
            units.append(LintUnit(project: project(storyboards, sources, allProblems, context), target: nil,
                                  files: Set(storyboards.map(\.path) + sources.map(\.path)),
                                  reportsOnly: Set(unclaimedStoryboards.map(\.path))))
        }
        return units
    }

    /// The operating system every one of `storyboards` is made for (`iOS.CocoaTouch` → iOS,
    /// `MacOSX.Cocoa` → macOS, `AppleTV` → tvOS, `watchKit` → watchOS); `nil` when there are none,
    /// or they differ, or one's runtime is unknown.
    static func operatingSystem(ofStoryboards storyboards: [Storyboard]) -> String? {
        let systems = Set(storyboards.map { storyboard -> String? in
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

    /// Each build configuration × platform of the target, for `#if`.
    static func buildConfigurations(of target: XcodeProject.Target, importable: Set<String>) -> [TargetBuildConfiguration] {
        let systems: [String?] = target.operatingSystems.isEmpty ? [nil] : target.operatingSystems
        let configurations = target.configurations.isEmpty ? [""] : target.configurations
        return configurations.flatMap { configuration in
            systems.map { system in
                TargetBuildConfiguration(operatingSystem: system,
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

extension ProjectModel {
    /// The model of files held in memory (rule examples): a `project.pbxproj` (its `.xcconfig`
    /// files looked up among the files), dependency manifests by name, Objective-C by extension.
    static func inMemory(_ files: [(name: String, content: String)]) -> ProjectModel {
        var model = ProjectModel()
        let byName = Dictionary(files.map { ($0.name, Array($0.content.utf8)) }, uniquingKeysWith: { first, _ in first })
        for file in files {
            let bytes = Array(file.content.utf8)
            let name = file.name.split(separator: "/").last.map(String.init) ?? file.name
            let fileExtension = name.split(separator: ".").last.map(String.init) ?? ""
            var dependencies: (ExternalDependencies.Manager, [String])?
            switch name {
            case "project.pbxproj":
                switch XcodeProjectReader.read(bytes: bytes, path: file.name, readFile: { byName[$0] }) {
                case .success(let project): model.projects.append(project)
                case .failure(let problem): model.problems.append(problem)
                }
            case "Podfile": dependencies = (.cocoaPods, DependencyManifestReader.podNames(podfile: file.content))
            case "Podfile.lock": dependencies = (.cocoaPods, DependencyManifestReader.podNames(podfileLock: file.content))
            case "Cartfile", "Cartfile.private", "Cartfile.resolved":
                dependencies = (.carthage, DependencyManifestReader.carthageNames(cartfile: file.content))
            case "Package.resolved": dependencies = (.swiftPackageManager, DependencyManifestReader.packageNames(packageResolved: bytes) ?? [])
            case "Package.swift": dependencies = (.swiftPackageManager, PackageManifestScanner.dependencyNames(source: file.content))
            default:
                if ObjCDeclarationScanner.extensions.contains(fileExtension) {
                    model.objcClasses += ObjCDeclarationScanner.scan(bytes: bytes, path: file.name)
                }
            }
            if let (manager, names) = dependencies {
                model.dependencies = model.dependencies.merging(ExternalDependencies(
                    managers: [manager], modules: names.flatMap(DependencyManifestReader.moduleNames(forDependency:)),
                    manifests: [file.name]))
            }
        }
        return model
    }
}

/// `seguelint dump App.xcodeproj`: the project model and the dependencies declared next to it.
public enum ProjectDump {
    /// The dump of the project at `pbxproj`, or the problem that stopped it.
    public static func text(projectFile pbxproj: String) -> Result<String, InputProblem> {
        let model = ProjectModel.read(FileDiscovery.Files(projects: [pbxproj]), threads: 1)
        guard let project = model.projects.first else {
            // The project couldn't be read: `read` put its problem first.
            return .failure(model.problems[0])
        }
        var text = project.dump()
        let dependencies = model.dependencies
        if dependencies.isEmpty {
            text += "  dependencies none\n"
        } else {
            text += "  dependencies " + dependencies.managers.map(\.rawValue).joined(separator: ", ") + "\n"
            text += "    modules " + dependencies.modules.joined(separator: ", ") + "\n"
        }
        for problem in model.problems { text += "  problem \(problem.location): \(problem.message)\n" }
        return .success(text)
    }
}
