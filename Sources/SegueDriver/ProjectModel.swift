import Foundation
import SegueCache
import SegueModel
import SegueRules
import SwiftFacts
import XcodeProject

/// What the Xcode projects and manifests of a run say: the projects that could be read, the
/// problems of those that couldn't, the declared dependencies and the Objective-C classes.
struct ProjectModel: Sendable {
    /// The folder that holds a project: the parent of `App.xcodeproj` for `App.xcodeproj/project.pbxproj`.
    static func folderHoldingProject(_ pbxproj: String) -> String {
        let projectFolder = (pbxproj as NSString).deletingLastPathComponent
        let parent = (projectFolder as NSString).deletingLastPathComponent
        return projectFolder.hasSuffix(".xcodeproj")
            ? (parent.isEmpty ? "." : parent) : (projectFolder.isEmpty ? "." : projectFolder)
    }

    var projects: [XcodeProject] = []
    var problems: [InputProblem] = []
    var dependencies = ExternalDependencies()
    var objcClasses: [ObjCClassDeclaration] = []
    var objcActions: [ObjCActionDeclaration] = []
    /// The targets of each library product of the local Swift packages read, by product name.
    var packageProducts: [String: [String]] = [:]
    /// The cache records of the Objective-C files read or taken from the cache.
    var cacheRecords: [CacheRecord] = []
    /// How long scanning the Objective-C files took, and how many were scanned or taken from the
    /// cache (those inside the read boundary): `--timings` shows them apart from the projects.
    var objectiveCSeconds: TimeInterval = 0
    var objectiveCFiles = 0
    /// What the model looked at besides the listed files: the cache's keys hold what each finds.
    let reads = ReadLog()

    /// The folders a run may read in besides the files it was given: the repositories of the
    /// linted folders, or (named projects alone, `dump App.xcodeproj`) of the folders holding them.
    static func boundary(of files: FileDiscovery.Files) -> ReadBoundary {
        ReadBoundary.repositories(of: files.roots.isEmpty ? files.projects.map(Self.folderHoldingProject) : files.roots)
    }

    /// Reads the projects, the manifests next to them and in the named folders, and the
    /// Objective-C files. `targetName` (`--target`) must name a target of some project.
    static func read(_ files: FileDiscovery.Files, threads: Int?, session: CacheSession? = nil) -> ProjectModel {
        var model = ProjectModel()
        // Nothing outside the repository of the linted paths is opened.
        // Named projects alone (`dump App.xcodeproj`): the folder that holds each project, where
        // its files are, and not the `.xcodeproj` folder itself.
        let boundary = boundary(of: files)
        let submodules = submodulePaths(of: files.roots, boundary: boundary, log: model.reads)
        let projects = files.projects.filter {
            !isVendored($0, roots: files.roots, submodules: submodules, log: model.reads)
        }
        model.readProjects(projects, boundary: boundary, threads: threads, session: session)
        // Local Swift packages, as targets beside the projects' (only when there is a project:
        // without one the whole folder is linted together).
        if !model.projects.isEmpty {
            model.readLocalPackages(files, submodules: submodules, boundary: boundary, threads: threads)
        }
        model.readDependencyManifests(projects: projects, roots: files.roots, boundary: boundary)
        model.addPackageDependencies()
        let clock = Date()
        let objectiveC = boundary.allowed(files.objcFiles, regular: files.regularObjCFiles)
        model.readObjectiveC(objectiveC, threads: threads, session: session)
        model.objectiveCSeconds = Date().timeIntervalSince(clock)
        model.objectiveCFiles = objectiveC.count
        return model
    }

    /// Reads the Xcode projects (in parallel), keeping each one's problems, or the one that stopped it.
    private mutating func readProjects(_ projects: [String], boundary: ReadBoundary, threads: Int?, session: CacheSession?) {
        let log = reads
        let loads = ParallelMap.map(projects, threads: threads) { path in
            // A project file that is a link leading out of the repository is not read.
            guard log.allows(path, in: boundary) else {
                let problem = InputProblem(
                    kind: .project, location: Location(file: path, line: 1),
                    message: "the project file leads outside the repository; it is not read")
                return (result: Result<XcodeProject, InputProblem>.failure(problem), record: CacheRecord?.none)
            }
            return ProjectFileCache.load(path, boundary: boundary, session: session, log: log)
        }
        cacheRecords += loads.compactMap(\.record)
        for (result, _) in loads {
            switch result {
            case .success(let project):
                self.projects.append(project)
                problems += project.problems
            case .failure(let problem): problems.append(problem)
            }
        }
    }

    /// Adds the local Swift packages with targets as projects, and resolves their products.
    private mutating func readLocalPackages(
        _ files: FileDiscovery.Files, submodules: [String: [String]], boundary: ReadBoundary, threads: Int?
    ) {
        let log = reads
        let manifests = files.projectInputs.filter {
            ($0 == "Package.swift" || $0.hasSuffix("/Package.swift"))
                && !ProjectModel.isVendored($0, roots: files.roots, submodules: submodules, log: log)
                && log.allows($0, in: boundary)
        }
        projects += ParallelMap.map(manifests, threads: threads) { path -> XcodeProject? in
            guard let bytes = try? log.bytes(atPath: path, limit: InputFile.swiftSizeLimit),
                let manifest = PackageManifestScanner.manifest(source: String(decoding: bytes, as: UTF8.self)),
                !manifest.targets.isEmpty
            else { return nil }
            return ProjectModel.packageProject(manifest, path: path, log: log)
        }.compactMap { $0 }
        resolvePackageProducts()
    }

    /// Reads the dependency manifests of the named folders and of the projects' source roots, in path order.
    private mutating func readDependencyManifests(projects projectFiles: [String], roots: [String], boundary: ReadBoundary) {
        var folders = Set(roots).union(projects.filter { !$0.isSwiftPackage }.map(\.sourceRoot))
        for path in projectFiles {
            folders.insert(ProjectPath.sourceRoot(ofProjectFile: path, projectDirPath: nil))
        }
        for folder in folders.sorted() {
            let (dependencies, problems) = DependencyManifestReader.read(folder: folder, boundary: boundary, log: reads)
            self.dependencies = self.dependencies.merging(dependencies)
            self.problems += problems
            if reads.allows(ProjectPath.join(folder, "Package.swift"), in: boundary) {
                let (dependencies, problem) = ProjectModel.packageManifest(in: folder, log: reads)
                self.dependencies = self.dependencies.merging(dependencies)
                if let problem { self.problems.append(problem) }
            }
        }
    }

    /// Adds the Swift packages each project's targets link or the project references as dependencies.
    private mutating func addPackageDependencies() {
        for project in projects {
            let products = project.targets.flatMap(\.packageProducts)
            guard !products.isEmpty || !project.packageReferences.isEmpty else { continue }
            dependencies = dependencies.merging(
                ExternalDependencies(
                    managers: [.swiftPackageManager],
                    modules: (products + project.packageReferences).flatMap(DependencyManifestReader.moduleNames(forDependency:)),
                    manifests: [project.path]))
        }
    }

    /// Scans the Objective-C files (those inside the boundary), in parallel, for the classes and actions
    /// they declare, or takes what they declare from the cache when they are unchanged.
    private mutating func readObjectiveC(_ paths: [String], threads: Int?, session: CacheSession?) {
        let scanned = ParallelMap.map(paths, threads: threads) {
            path -> (classes: [ObjCClassDeclaration], actions: [ObjCActionDeclaration], record: CacheRecord?) in
            let lookup = Linter.read(
                path, kind: "objc", salt: "", limit: InputFile.swiftSizeLimit, session: session
            ) { record -> ([ObjCClassDeclaration], [ObjCActionDeclaration])? in
                guard case .objectiveC(let classes, let actions)? = session?.payload(of: record) else { return nil }
                return (classes, actions)
            }
            switch lookup {
            case .cached(let found, let record):
                return (found.0, found.1, record)
            case .unreadable:
                return ([], [], nil)
            case .read(let bytes, let key, let signature):
                let found = ObjCDeclarationScanner.scanAll(bytes: bytes, path: path)
                let record = key.flatMap {
                    session?.record(
                        path: path, signature: signature, key: $0,
                        payload: .objectiveC(classes: found.classes, actions: found.actions))
                }
                return (found.classes, found.actions, record)
            }
        }
        objcClasses = scanned.flatMap(\.classes)
        objcActions = scanned.flatMap(\.actions)
        cacheRecords += scanned.compactMap(\.record)
    }

    /// Whether a project is not the app's but a dependency's or a tool's, which the app never
    /// builds: one generated by CMake (`CMakeFiles/<version>/CompilerIdC/*.xcodeproj`), one inside
    /// a git submodule (`.gitmodules` of a linted folder), or one inside a library that has a
    /// podspec in a folder above its own, below the linted folder (`Local Pods/X/Example/X.xcodeproj`,
    /// a vendored library's demo app). Its files are then claimed by no target, so nothing is reported in them.
    /// The submodule paths of each root's `.gitmodules` (read once per run, not once per project).
    static func submodulePaths(of roots: [String], boundary: ReadBoundary? = nil, log: ReadLog = ReadLog()) -> [String: [String]]
    {
        var paths: [String: [String]] = [:]
        for root in roots {
            let base = root.hasSuffix("/") ? root : root + "/"
            guard paths[base] == nil else { continue }
            // One that leads out of the repository is not read (the manifest reader says so).
            let path = base + ".gitmodules"
            guard boundary.map({ log.allows(path, in: $0) }) ?? true else {
                paths[base] = []
                continue
            }
            let bytes = try? log.bytes(atPath: path, limit: InputFile.swiftSizeLimit)
            paths[base] =
                bytes.map { DependencyManifestReader.submodulePaths(gitmodules: String(decoding: $0, as: UTF8.self)) } ?? []
        }
        return paths
    }

    /// Whether a project is a vendored library's: CMake's or a remote package's checkout, inside a
    /// submodule (`submodules`: `submodulePaths(of: roots)`), or below a folder with a podspec.
    static func isVendored(
        _ projectFile: String, roots: [String], submodules: [String: [String]], log: ReadLog = ReadLog()
    ) -> Bool {
        let components = projectFile.split(separator: "/")
        // CMake's compiler checks; Xcode's checkouts of remote packages.
        if components.contains("CMakeFiles") || components.contains("SourcePackages") { return true }
        guard
            let root = roots.filter({ projectFile.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }).max(by: { $0.count < $1.count })
        else { return false }
        let base = root.hasSuffix("/") ? root : root + "/"
        if (submodules[base] ?? []).contains(where: { projectFile.hasPrefix(base + $0 + "/") }) { return true }
        // Folders between the root and the project's own folder (the `.xcodeproj`'s parent),
        // that folder excluded: an app may ship a podspec beside its own project.
        var folder = ProjectPath.folder(of: ProjectPath.sourceRoot(ofProjectFile: projectFile, projectDirPath: nil))
        while folder.count > base.count {
            let entries = log.listing(folder, matching: ["*.podspec", "*.podspec.json"]) ?? []
            if entries.contains(where: { $0.hasSuffix(".podspec") || $0.hasSuffix(".podspec.json") }) { return true }
            guard let slash = folder.lastIndex(of: "/") else { break }
            folder = String(folder[..<slash])
        }
        return false
    }

    /// The folders SwiftPM looks in for a target without `path:`, in order (`Tests` only for a
    /// test target).
    static let packageDefaultRoots = ["Tests", "Sources", "Source", "src", "srcs"]

    /// A local Swift package as a project: one target per target of the manifest, whose members
    /// are the files under its folder (`path:`, else SwiftPM's default folders), less `exclude:`,
    /// only `sources:` if given for Swift files. Storyboards under the folder are its resources
    /// (SwiftPM processes them whether or not `resources:` names them). A library target is linked
    /// into what depends on it; test targets are test bundles; the rest are programs of their own.
    static func packageProject(_ manifest: PackageManifest, path: String, log: ReadLog = ReadLog()) -> XcodeProject {
        let root = ProjectPath.folder(of: path)
        let ownNames = Set(manifest.targets.map(\.name))
        var targets: [XcodeProject.Target] = []
        for declared in manifest.targets {
            let folder: String
            if let written = declared.path {
                folder = ProjectPath.join(root, written)
            } else {
                let defaults = declared.isTest ? packageDefaultRoots : Array(packageDefaultRoots.dropFirst())
                let candidates = defaults.map { ProjectPath.join(root, $0 + "/" + declared.name) }
                folder = candidates.first { log.exists($0) } ?? candidates[0]
            }
            var target = XcodeProject.Target(
                name: declared.name, moduleName: XcodeProjectReader.c99Identifier(declared.name),
                platform: nil, swiftVersions: [:], configurations: ["debug", "release"])
            target.compilationConditions = ["debug": ["DEBUG"]]
            target.operatingSystems = manifest.platforms.filter { ["iOS", "macOS", "tvOS", "watchOS", "visionOS"].contains($0) }
            target.productType =
                declared.isLibrary
                ? "com.apple.product-type.library.static"
                : declared.isTest ? "com.apple.product-type.bundle.unit-test" : "com.apple.product-type.tool"
            let excluded = Set(declared.exclude.map { ProjectPath.join(folder, $0) })
            target.synchronizedFolders = [
                XcodeProject.SynchronizedFolder(
                    path: folder, excluded: excluded,
                    swiftSources: declared.sources.map { $0.map { ProjectPath.join(folder, $0) } })
            ]
            var dependencies: Set<String> = []
            for dependency in declared.dependencies {
                // A target of this package, else a product (resolved when every package is read).
                let name =
                    dependency.package == nil && ownNames.contains(dependency.name)
                    ? dependency.name : "product:" + dependency.name
                dependencies.insert(name)
                if let platforms = dependency.platforms { target.dependencyPlatforms[name] = platforms }
            }
            target.dependencies = dependencies.sorted()
            targets.append(target)
        }
        var project = XcodeProject(path: path, sourceRoot: root, targets: targets, inputs: [path])
        project.packageProductTargets = manifest.products
        return project
    }

    /// Replaces each package target's `product:<name>` dependencies by the targets of the library
    /// products of that name in the packages read (none when no local package has it: a remote one).
    mutating func resolvePackageProducts() {
        var products: [String: Set<String>] = [:]
        for project in projects where project.isSwiftPackage {
            for (name, targets) in project.packageProductTargets { products[name, default: []].formUnion(targets) }
        }
        packageProducts = products.mapValues { $0.sorted() }
        for index in projects.indices where projects[index].isSwiftPackage {
            for targetIndex in projects[index].targets.indices {
                var target = projects[index].targets[targetIndex]
                var resolved: Set<String> = []
                var platforms: [String: [String]] = [:]
                for name in target.dependencies {
                    let names = name.hasPrefix("product:") ? packageProducts[String(name.dropFirst(8))] ?? [] : [name]
                    resolved.formUnion(names)
                    if let only = target.dependencyPlatforms[name] { for each in names { platforms[each] = only } }
                }
                target.dependencies = resolved.sorted()
                target.dependencyPlatforms = platforms
                projects[index].targets[targetIndex] = target
            }
        }
    }

    /// The dependencies a `Package.swift` in `folder` declares (read with swift-syntax).
    /// A `Package.swift` that exists but can't be read (too large, not a file, over the bracket
    /// budget) is taken to declare dependencies, and is a problem saying so.
    private static func packageManifest(in folder: String, log: ReadLog) -> (ExternalDependencies, InputProblem?) {
        let path = ProjectPath.join(folder, "Package.swift")
        guard log.exists(path) else { return (ExternalDependencies(), nil) }
        let assumed = ExternalDependencies(managers: [.swiftPackageManager], modules: [], manifests: [path])
        let bytes: [UInt8]
        do {
            bytes = try log.bytes(atPath: path, limit: InputFile.swiftSizeLimit)
        } catch {
            return (
                assumed,
                InputProblem(
                    kind: .project, location: Location(file: path, line: 1),
                    message: "cannot read the package manifest: \(error); it is taken to declare dependencies")
            )
        }
        let source = String(decoding: bytes, as: UTF8.self)
        guard !BracketNesting.isOverBudget(bytes) else {
            return (
                assumed,
                InputProblem(
                    kind: .project, location: Location(file: path, line: 1),
                    message: "the package manifest nests brackets too deep to parse; it is taken to declare dependencies")
            )
        }
        let names = PackageManifestScanner.dependencyNames(source: source)
        guard !names.isEmpty else { return (ExternalDependencies(), nil) }
        return (
            ExternalDependencies(
                managers: [.swiftPackageManager],
                modules: names.flatMap(DependencyManifestReader.moduleNames(forDependency:)),
                manifests: [path]), nil
        )
    }

    /// The context every rule sees, before the target's own parts are filled in.
    var baseContext: CrossReferenceIndex.Context {
        var context = CrossReferenceIndex.Context(
            externalModules: Set(dependencies.modules),
            dependencyManagers: dependencies.managers.map(\.rawValue), objcClasses: objcClasses)
        context.dependencyManifests = dependencies.manifests
        context.objcActionSelectors = Set(objcActions.map(\.selector))
        return context
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
            case "Package.resolved":
                dependencies = (.swiftPackageManager, DependencyManifestReader.packageNames(packageResolved: bytes) ?? [])
            case "Package.swift":
                dependencies = (.swiftPackageManager, PackageManifestScanner.dependencyNames(source: file.content))
            default:
                if ObjCDeclarationScanner.extensions.contains(fileExtension) {
                    let found = ObjCDeclarationScanner.scanAll(bytes: bytes, path: file.name)
                    model.objcClasses += found.classes
                    model.objcActions += found.actions
                }
            }
            if let (manager, names) = dependencies {
                model.dependencies = model.dependencies.merging(
                    ExternalDependencies(
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

/// Reading the project model: on a thread of its own when the run may use more than one, else
/// when its result is asked for.
final class ProjectRead: @unchecked Sendable {  // Safe: `outcome` is written once, before `done` is signalled.
    private let files: FileDiscovery.Files
    private let threads: Int?
    private let session: CacheSession?
    private var outcome: (ProjectModel, TimeInterval)?
    private let done = DispatchSemaphore(value: 0)
    private let isAsync: Bool

    init(_ files: FileDiscovery.Files, threads: Int?, session: CacheSession?) {
        self.files = files
        self.threads = threads
        self.session = session
        isAsync = (threads ?? ParallelMap.cores) > 1
        if isAsync {
            DispatchQueue.global().async { [self] in
                outcome = read()
                done.signal()
            }
        }
    }

    private func read() -> (ProjectModel, TimeInterval) {
        let clock = Date()
        let model = ProjectModel.read(files, threads: threads, session: session)
        return (model, Date().timeIntervalSince(clock))
    }

    /// The model and how long reading it took (on its own thread, overlapping the other phases).
    func result() -> (ProjectModel, TimeInterval) {
        guard isAsync else { return read() }
        done.wait()
        return outcome!
    }
}
