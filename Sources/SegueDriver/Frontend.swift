import Foundation
import SegueCache
import SegueGraph
import SegueModel
import SegueRules
import StoryboardParser
import SwiftFacts
import XcodeProject

/// Exit statuses, as the README documents them.
public enum ExitStatus {
    /// No error (warnings allowed unless strict).
    public static let clean: Int32 = 0
    /// At least one error, or a warning under `--strict`.
    public static let findings: Int32 = 1
    /// A usage, configuration or input error.
    public static let usage: Int32 = 2
}

/// A failure that ends the run with a message on stderr and exit status 2.
public struct FrontendError: Error, CustomStringConvertible {
    /// What went wrong, naming the path or value.
    public var description: String
    /// Whether the message is already `file:line:column: error: …` (printed as is, not behind
    /// `seguelint: error:`).
    public var isLocated = false

    /// Creates an error.
    public init(_ description: String, isLocated: Bool = false) {
        self.description = description
        self.isLocated = isLocated
    }
}

/// What a command that reads the project asks for: where to look and how to read it. `lint`
/// adds its own options (`LintRequest`); the coming `graph` command shares these.
public struct ProjectRequest: Sendable {
    /// Files or folders to read (default: the configuration's `included`, else `.`).
    public var paths: [String] = []
    /// A configuration file instead of the nearest `.seguelint.yml`.
    public var configPath: String?
    /// Whether to read a configuration file at all.
    public var usesConfiguration = true
    /// Run every rule (`--enable-all-rules`).
    public var enableAllRules = false
    /// The cache folder instead of the default one.
    public var cachePath: String?
    /// Whether to use the facts cache.
    public var usesCache = true
    /// Worker threads (default: every core).
    public var threads: Int?
    /// Whether the byte-level prefilter may skip files.
    public var usesPrefilter = true
    /// `--project`: the Xcode project to read (a `.xcodeproj` folder or its `project.pbxproj`);
    /// overrides the configuration's `project`.
    public var xcodeProject: String?
    /// `--target`: the only target to lint.
    public var target: String?

    /// The defaults.
    public init() {}
}

/// What `seguelint lint` asks for beyond reading the project.
public struct LintRequest: Sendable {
    /// Where to look and how to read.
    public var project = ProjectRequest()
    /// The reporter (default: the configuration's, else `xcode`).
    public var reporter: ReporterKind?
    /// Warnings fail the run too.
    public var strict = false
    /// Write the report here instead of stdout.
    public var output: String?
    /// Report only what this baseline does not hold.
    public var baseline: String?
    /// Record the run's findings here.
    public var writeBaseline: String?
    /// List stale baseline entries on stderr.
    public var baselineStale = false
    /// Report only findings touching the files listed in this file (`-`: stdin).
    public var filesFrom: String?
    /// Treat `project.paths` as the changed files, lint the whole project.
    public var changed = false
    /// Colors in a terminal.
    public var color = true
    /// No summary line on stderr.
    public var quiet = false
    /// Every path absolute.
    public var absolutePaths = false
    /// Print phase timings on stderr.
    public var timings = false

    /// The defaults.
    public init() {}
}

/// What `seguelint graph` asks for beyond reading the project.
public struct GraphRequest: Sendable {
    /// Where to look and how to read.
    public var project = ProjectRequest()
    /// The output format.
    public var format = GraphFormat.dot
    /// Write here instead of stdout.
    public var output: String?
    /// What to draw.
    public var options = NavigationGraph.Options()
    /// Wrap Mermaid in a fenced Markdown block.
    public var markdown = false
    /// Mermaid: one diagram per storyboard.
    public var split = false
    /// Put each edge's file and line in its label (`dot`, `mermaid`, `svg`, `html`; `json` always has them).
    public var locations = false
    /// Print phase timings on stderr (reading and rules as `lint --timings`, then the graph's own).
    public var timings = false

    /// The defaults.
    public init() {}
}

/// The work behind the commands, as swift-format's frontend does it: the executable parses
/// arguments and hands off here. `setUp` (configuration, discovery, cache) is shared by every
/// command that reads the project; `lint` runs the linter and writes its report. It works in the
/// process's working directory and environment, as the parts it calls do.
public struct Frontend {
    /// A frontend for this process.
    public init() {}

    private var workingDirectory: String { FileManager.default.currentDirectoryPath }
    private var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// The project as a command reads it.
    public struct Setup {
        /// The configuration in effect.
        public var configuration: Configuration
        /// The files to read.
        public var files: FileDiscovery.Files
        /// How to load them.
        public var load: Linter.LoadOptions
    }

    /// Reads the configuration, finds the files and opens the cache.
    public func setUp(_ request: ProjectRequest) throws -> Setup {
        try setUp(request, configuration: loadConfiguration(request), lintPaths: request.paths)
    }

    /// The `project.pbxproj` that `--project` or the configuration's `project` names, checked.
    /// The configuration's is not taken when the paths name a project (`lint App.xcodeproj`).
    private func namedProject(_ request: ProjectRequest, configuration: Configuration, pathsNameOne: Bool) throws -> String? {
        guard
            let named = request.xcodeProject
                ?? (pathsNameOne
                    ? nil : configuration.project.map({ CanonicalPath.lexical($0, from: configuration.baseDirectory) }))
        else { return nil }
        let file = named.hasSuffix("project.pbxproj") ? named : (named.hasSuffix("/") ? named : named + "/") + "project.pbxproj"
        try Self.checkProject(file, named: named, suffix: request.xcodeProject == nil ? " (the configuration's project)" : "")
        return CanonicalPath.resolve(file)
    }

    /// Throws the usage error for a named project whose `project.pbxproj` is not a file.
    private static func checkProject(_ file: String, named: String, suffix: String = "") throws {
        var info = stat()
        guard stat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw FrontendError("no Xcode project at \(named): \(file) does not exist" + suffix)
        }
    }

    /// A path that names a project (a `.xcodeproj` folder or its `project.pbxproj`): the project
    /// file and the folder that holds the `.xcodeproj`, spelled as discovery spells the files it
    /// finds there (`FileDiscovery.root`: the folders' links resolved, the `.xcodeproj` as named),
    /// so the project's member paths match them; `nil` for any other path. A `.xcodeproj` folder
    /// without a `project.pbxproj` is a usage error, as it is for `--project`.
    static func namedProject(inPath path: String) throws -> (projectFile: String, folder: String)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        var spelled = Substring(path)
        while spelled.count > 1 && spelled.hasSuffix("/") { spelled = spelled.dropLast() }
        let written: String
        if info.st_mode & S_IFMT == S_IFDIR {
            written = String(spelled)
        } else if spelled == "project.pbxproj" || spelled.hasSuffix("/project.pbxproj") {
            written = ProjectPath.folder(of: String(spelled))
        } else {
            return nil
        }
        let workingDirectory = CanonicalPath.resolve(FileManager.default.currentDirectoryPath)
        let xcodeproj = FileDiscovery.root(CanonicalPath.lexical(written), isDirectory: false, workingDirectory: workingDirectory)
        guard xcodeproj.hasSuffix(".xcodeproj") else { return nil }
        try checkProject(written + "/project.pbxproj", named: path)
        return (xcodeproj + "/project.pbxproj", ProjectPath.folder(of: xcodeproj))
    }

    /// Finds the files and opens the cache for a loaded configuration; `lintPaths` are the paths
    /// to read (none: the configuration's `included`, else `.`).
    private func setUp(_ request: ProjectRequest, configuration: Configuration, lintPaths: [String]) throws -> Setup {
        var paths = lintPaths
        if paths.isEmpty {
            paths =
                configuration.included.isEmpty
                ? ["."] : configuration.included.map { CanonicalPath.lexical($0, from: configuration.baseDirectory) }
        }
        // No cache without a folder of the user's own, or without a fingerprint of this build.
        if request.usesCache, request.cachePath == "" { throw FrontendError("--cache-path is empty") }
        let cache =
            request.usesCache
            ? (request.cachePath ?? FactsCache.defaultPath).flatMap { path in
                FactsCache.currentBuild(libraries: "libxml2-\(StoryboardParser.libraryVersion)").map {
                    FactsCache(path: path, build: $0)
                }
            } : nil
        // A project named as a path (`lint App.xcodeproj`) is linted as `--project` names one: the
        // folder that holds it is searched, and that project alone is read.
        var namedProjects: [String] = []
        for (position, path) in paths.enumerated() {
            guard let named = try Self.namedProject(inPath: path) else { continue }
            namedProjects.append(named.projectFile)
            paths[position] = named.folder
        }
        var files: FileDiscovery.Files
        do {
            files = try FileDiscovery.discover(
                paths, excluded: configuration.excluded.map(Glob.init),
                relativeTo: configuration.baseDirectory, threads: request.threads, signatures: cache != nil)
        } catch let error as FileDiscovery.PathError {
            throw FrontendError(error.description)
        }
        // A folder that can't be listed is not skipped silently.
        for folder in files.unreadableFolders {
            printError(
                "seguelint: warning: cannot read the folder \(LineSafe.escape(folder.path)): \(folder.reason); its files are not linted"
            )
        }
        if !namedProjects.isEmpty { files.projects = Array(Set(namedProjects)).sorted() }
        if let project = try namedProject(request, configuration: configuration, pathsNameOne: !namedProjects.isEmpty) {
            files.projects = [project]
            files.roots = Array(Set(files.roots + [ProjectPath.sourceRoot(ofProjectFile: project, projectDirPath: nil)])).sorted()
        }
        var configuration = configuration
        if let target = request.target { configuration.target = target }
        if let threads = request.threads, threads < 1 { throw FrontendError("--threads must be at least 1") }
        return Setup(
            configuration: configuration, files: files,
            load: Linter.LoadOptions(threads: request.threads, cache: cache, prefilter: request.usesPrefilter))
    }

    /// Runs `seguelint graph`: reads the project as `lint` does, lints it for the findings to draw,
    /// and writes the graph. `svg` and `html` need Graphviz's `dot` program.
    public func graph(_ request: GraphRequest) throws -> Int32 {
        if let threads = request.project.threads, threads < 1 { throw FrontendError("--threads must be at least 1") }
        if request.format != .mermaid && (request.split || request.markdown) {
            throw FrontendError("--\(request.split ? "split" : "markdown") applies to --format mermaid only")
        }
        let dotProgram = request.format.needsGraphviz ? GraphvizRunner.find(environment: environment) : nil
        if request.format.needsGraphviz && dotProgram == nil {
            throw FrontendError(
                "--format \(request.format.rawValue) needs Graphviz's dot program, which is not installed "
                    + "(apt-get install graphviz, brew install graphviz); --format dot, mermaid and json need nothing")
        }
        let setup = try setUp(request.project)
        let (index, result) = Linter.navigation(
            setup.files, configuration: setup.configuration, load: setup.load,
            findings: request.options.findings)
        if let requestError = result.requestError { throw FrontendError(requestError) }
        try Self.checkFilters(request.options, in: index)
        let buildStart = Date()
        let graph = NavigationGraph.build(index, diagnostics: result.diagnostics, options: request.options)
        let buildTime = Date().timeIntervalSince(buildStart)
        let renderStart = Date()
        let text = try render(graph, request, dotProgram: dotProgram)
        if request.timings {
            printError(
                Self.timings(result, files: setup.files)
                    + String(
                        format: "; graph: building %.3fs, rendering %.3fs (%d nodes, %d edges)",
                        buildTime, Date().timeIntervalSince(renderStart), graph.nodes.count, graph.edges.count))
        }
        try writeGraph(text, to: request.output)
        return ExitStatus.clean
    }

    /// A `--storyboard` or `--focus` that matches nothing is a mistake, not an empty picture.
    private static func checkFilters(_ options: NavigationGraph.Options, in index: CrossReferenceIndex) throws {
        if let storyboard = options.storyboard {
            let names = Set(index.storyboards.map(\.name))
            if !names.contains(storyboard) {
                let near = EditDistance.nearestMiss(of: storyboard, among: names)
                throw FrontendError(
                    "--storyboard \(LineSafe.escape(storyboard)): no linted storyboard has that name"
                        + (near.map { "; did you mean \"\(LineSafe.escape($0))\"?" } ?? ""))
            }
        }
        if let focus = options.focus {
            // A node's class: its custom class, else its element's framework class (`UINavigationController`).
            let classes = Set(
                index.storyboards.flatMap { storyboard in
                    storyboard.scenes.compactMap(\.viewController).map { vc in
                        vc.customClass.map(CrossReferenceIndex.simpleName)
                            ?? CrossReferenceIndex.frameworkClass(of: vc.elementName, macOS: storyboard.isMacOS)
                    }
                })
            if !classes.contains(focus) {
                let near = EditDistance.nearestMiss(of: focus, among: classes)
                throw FrontendError(
                    "--focus \(LineSafe.escape(focus)): no scene of the linted storyboards has that class"
                        + (near.map { "; did you mean \"\(LineSafe.escape($0))\"?" } ?? ""))
            }
        }
    }

    /// The graph in the requested format.
    private func render(_ graph: NavigationGraph, _ request: GraphRequest, dotProgram: String?) throws -> String {
        let display = PathDisplay(workingDirectory: workingDirectory)
        switch request.format {
        case .mermaid:
            return request.split
                ? GraphRenderer.mermaidSplit(graph, locations: request.locations)
                : GraphRenderer.mermaid(graph, markdown: request.markdown, locations: request.locations)
        case .json:
            return GraphRenderer.json(graph, paths: display)
        case .svg, .html:
            let svg: String
            do {
                svg = try GraphvizRunner.svg(GraphRenderer.dot(graph, locations: request.locations), program: dotProgram ?? "dot")
            } catch { throw FrontendError("\(error)") }
            return request.format == .svg ? svg : GraphRenderer.html(graph, svg: svg, paths: display)
        case .dot:
            return GraphRenderer.dot(graph, locations: request.locations)
        }
    }

    /// Writes `text` to `output` (atomically), or to stdout.
    private func writeGraph(_ text: String, to output: String?) throws {
        if let output {
            do { _ = try OutputFile.write(Data(text.utf8), to: output) } catch {
                throw FrontendError("cannot write \(output): \(error)")
            }
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }

    /// Runs `seguelint dump`: prints the model of each storyboard, Swift file and Xcode project
    /// (`.xcodeproj` folder or `project.pbxproj`), in the order given. A file that can't be read is
    /// an error on stderr and exit status 1; one that isn't there is a usage error.
    public func dump(_ files: [String]) throws -> Int32 {
        for file in files where !FileManager.default.fileExists(atPath: file) {
            throw FrontendError("no such file or directory: \(file)")
        }
        var failed = false
        func report(_ problem: InputProblem) {
            failed = true
            printError("\(problem.location): error: \(problem.message)")
        }
        for file in files {
            if file.hasSuffix(".xcodeproj") || file.hasSuffix(".xcodeproj/") || file.hasSuffix("project.pbxproj") {
                let pbxproj =
                    file.hasSuffix("project.pbxproj") ? file : (file.hasSuffix("/") ? file : file + "/") + "project.pbxproj"
                switch ProjectDump.text(projectFile: pbxproj) {
                case .success(let text): FileHandle.standardOutput.write(Data(text.utf8))
                case .failure(let problem): report(problem)
                }
            } else if file.hasSuffix(".storyboard") {
                switch StoryboardParser.parse(contentsOf: file) {
                case .success(let storyboard): FileHandle.standardOutput.write(Data(storyboard.dump().utf8))
                case .failure(let problem): report(problem)
                }
            } else {
                let (facts, problem) = SwiftFactsExtractor.extract(contentsOf: file)
                if let problem { report(problem) }
                FileHandle.standardOutput.write(Data(facts.dump().utf8))
            }
        }
        return failed ? ExitStatus.findings : ExitStatus.clean
    }

    /// Runs `seguelint lint`: lints, applies the baseline and the changed-file restriction,
    /// writes the report; returns the exit status. Checks come in the order a user fixes them:
    /// the configuration, the reporter, the file list, then the paths.
    public func lint(_ request: LintRequest) throws -> Int32 {
        let configuration = try loadConfiguration(request.project)
        // The configuration's reporter was checked when it was read.
        let kind = try request.reporter ?? configuration.reporter.map { try ReporterKind.named($0, kind: "reporter") } ?? .xcode
        let restriction = try self.restriction(request)
        let setup = try setUp(
            request.project, configuration: configuration, lintPaths: request.changed ? [] : request.project.paths)
        var result = Linter.lint(setup.files, configuration: setup.configuration, load: setup.load)
        if let requestError = result.requestError { throw FrontendError(requestError) }
        if request.timings { printError(Self.timings(result, files: setup.files)) }
        let display = PathDisplay(
            workingDirectory: workingDirectory,
            absolute: request.absolutePaths || ProcessEnvironment.value("XCODE_VERSION_ACTUAL") != nil)
        let beforeBaseline = result.diagnostics.count
        result.diagnostics = try applyBaselines(request, to: result.diagnostics)
        if request.baseline != nil { result.baselineSuppressed = beforeBaseline - result.diagnostics.count }
        if let restriction { result.diagnostics = result.diagnostics.filter(restriction.touches) }
        try writeReport(result, kind: kind, request: request, display: display)
        let strict = request.strict || setup.configuration.strict == true
        return result.errorCount > 0 || (strict && result.warningCount > 0) ? ExitStatus.findings : ExitStatus.clean
    }

    /// The files a report is narrowed to: `--changed`'s paths, or `--files-from`'s list.
    private func restriction(_ request: LintRequest) throws -> ChangedFiles? {
        if let filesFrom = request.filesFrom {
            do { return try ChangedFiles.read(from: filesFrom) } catch { throw FrontendError("\(error)") }
        }
        return request.changed ? ChangedFiles(request.project.paths) : nil
    }

    /// Records and applies the baselines. They see the whole run, before `--changed` narrows the
    /// report: a finding filtered out by it is neither new nor stale.
    private func applyBaselines(_ request: LintRequest, to diagnostics: [Diagnostic]) throws -> [Diagnostic] {
        if let writeBaseline = request.writeBaseline, let baseline = request.baseline,
            Baseline.isSameFile(writeBaseline, baseline)
        {
            throw FrontendError(
                "--baseline and --write-baseline name the same file, \(baseline): "
                    + "the run would absorb its own findings and report none")
        }
        if let writeBaseline = request.writeBaseline {
            do {
                try Baseline(diagnostics: diagnostics, directory: Baseline.directory(of: writeBaseline)).write(to: writeBaseline)
            } catch {
                throw FrontendError("cannot write baseline \(writeBaseline): \(error)")
            }
        }
        guard let path = request.baseline else { return diagnostics }
        let recorded: Baseline
        do { recorded = try Baseline.load(path: path) } catch { throw FrontendError("\(error)") }
        let (new, stale) = recorded.filter(diagnostics)
        if request.baselineStale {
            for entry in stale {
                printError(
                    "seguelint: stale baseline entry: " + LineSafe.escape("\(entry.file): \(entry.message) (\(entry.rule))"))
            }
        }
        return new
    }

    /// `; 12 findings the baseline records were not reported` when a baseline removed any.
    private func baselineNote(_ result: LintResult) -> String {
        guard let suppressed = result.baselineSuppressed, suppressed > 0 else { return "" }
        return "; \(Summary.count(suppressed, "finding")) the baseline records \(suppressed == 1 ? "was" : "were") not reported"
    }

    /// Writes the report to stdout or `--output`, and the summary where it belongs.
    private func writeReport(_ result: LintResult, kind: ReporterKind, request: LintRequest, display: PathDisplay) throws {
        let report: String
        if kind == .xcode && request.output == nil && isatty(STDOUT_FILENO) == 1 {
            let color = request.color && (ProcessEnvironment.value("NO_COLOR") ?? "").isEmpty
            report = TerminalReporter.render(result, paths: display, color: color)
        } else {
            report = kind.render(result, paths: display)
        }
        guard let output = request.output else {
            Self.writeToStandardOutput(report)
            if !request.quiet { printError("seguelint: " + Summary.line(result) + baselineNote(result)) }
            return
        }
        let destination: OutputFile.Destination
        do { destination = try OutputFile.write(Data(report.utf8), to: output) } catch {
            throw FrontendError("cannot write \(output): \(error)")
        }
        // The summary table goes to stdout, unless the report itself went there or `--quiet` asks for silence.
        if destination != .descriptor(STDOUT_FILENO) && !request.quiet {
            FileHandle.standardOutput.write(Data(ReporterKind.summary.render(result, paths: display).utf8))
        }
    }

    /// The configuration a request asks for (with `--enable-all-rules` applied).
    public func loadConfiguration(_ request: ProjectRequest) throws -> Configuration {
        var configuration = try readConfiguration(request)
        if request.enableAllRules { configuration = configuration.enablingAllRules }
        return configuration
    }

    private func readConfiguration(_ request: ProjectRequest) throws -> Configuration {
        guard request.usesConfiguration else { return Configuration() }
        guard let path = request.configPath ?? Configuration.find(from: workingDirectory) else { return Configuration() }
        do {
            return try Configuration.load(
                path: path, ruleIDs: allRules.map { $0.description.id },
                reporters: ReporterKind.allCases.map(\.rawValue))
        } catch let error as Configuration.Error {
            throw FrontendError(error.description, isLocated: true)
        }
    }

    /// The `--timings` line.
    static func timings(_ result: LintResult, files: FileDiscovery.Files) -> String {
        let t = result.timings
        if t.cachedResult {
            let changed =
                t.editedFilesRead == 0
                ? "no file changed since the last run"
                : "\(t.editedFilesRead) \(t.editedFilesRead == 1 ? "file" : "files") read again, what the rules read is unchanged"
            return String(format: "seguelint: timings: \(changed), diagnostics from the cache in %.3fs", t.storyboards)
        }
        return String(
            format:
                "seguelint: timings: storyboards %.3fs, swift %.3fs (%d of %d files parsed), project %.3fs, objective-c %.3fs (%d files), indexing %.3fs, rules %.3fs",
            t.storyboards, t.sources, t.parsedSources, files.sources.count, t.project, t.objectiveC, t.objectiveCFiles,
            t.indexing, t.rules)
            + (t.cachedUnits > 0 ? " (\(t.cachedUnits) of \(t.units) targets from the cache)" : "")
            + "; slowest rules: "
            + t.perRule.prefix(3).map { String(format: "%@ %.3fs", $0.id, $0.seconds) }.joined(separator: ", ")
    }

    /// `text` on stdout straight from the string's own bytes (a report of a million findings is not
    /// copied into a second buffer first).
    static func writeToStandardOutput(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return  // a closed pipe (`| head`): nothing more to say
                }
                offset += written
            }
        }
    }

    /// One line on stderr.
    public func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
