import ArgumentParser
import Foundation
import SegueDriver
import SegueGraph
import SegueModel
import SegueRules
import StoryboardParser
import SwiftFacts
import XcodeProject

/// The root command: `seguelint [lint] [PATH ...]`, `seguelint rules`, `seguelint init`, `seguelint dump`.
struct SegueLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seguelint",
        abstract: "Cross-checks storyboard segue identifiers against the Swift code that uses them.",
        discussion: """
            Exit codes: 0 no error (warnings allowed unless --strict), 1 at least one error \
            (or warning under --strict), 2 usage, configuration or input error.
            """,
        version: SegueLintVersion.current,
        subcommands: [Lint.self, Graph.self, Rules.self, Init.self, Dump.self],
        defaultSubcommand: Lint.self)
}

extension SegueLintCommand {
    /// The command `arguments` name, as `parseAsRoot` finds it. `lint`, the default, is parsed
    /// alone when the arguments can only mean it (they start with `lint`, or name no other command):
    /// ArgumentParser reflects over every command of the tree it is given, and the root's cost
    /// about a millisecond of each run (measured in docs/performance.md). Anything else (help,
    /// `--version`, a usage error) goes through the root, so its messages are the root's.
    static func parseCommand(_ arguments: [String]) throws -> ParsableCommand {
        let others = Set(configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"])
        let lintArguments: [String]? =
            arguments.first == "lint"
            ? Array(arguments.dropFirst()) : arguments.contains(where: others.contains) ? nil : arguments
        if let lintArguments {
            do {
                let parsed: ParsableCommand = try Lint.parseAsRoot(lintArguments)
                if parsed is Lint { return parsed }
            } catch {}
        }
        return try parseAsRoot(arguments)
    }

    struct Lint: ParsableCommand {
        // `_superCommandName` (ArgumentParser's name for a command parsed on its own behind
        // another's name) spares `parseCommand`'s parse of `lint` alone ArgumentParser's check
        // for a completion-script request, which parses the arguments as two more commands (7 %
        // of the instructions of a run on an empty folder). A request for a completion script
        // fails that parse and goes through the root, which answers it; help, usage and errors
        // come from the root as before (CommandParsingTests).
        static let configuration = CommandConfiguration(
            commandName: "lint",
            _superCommandName: "seguelint",
            abstract: "Lint storyboards and Swift sources (the default command).")

        @Argument(help: "Files or folders to lint (default: the configuration's `included`, else the current folder).")
        var paths: [String] = []

        @Option(
            help: "Output format: \(ReporterKind.allCases.map(\.rawValue).joined(separator: ", ")) (default: xcode).",
            transform: { try choice(ReporterKind.self, $0, kind: "reporter") })
        var reporter: ReporterKind?

        @OptionGroup(title: "Project")
        var projectOptions: ProjectOptions

        @Flag(help: "Fail (exit 1) on warnings too.")
        var strict = false

        @Option(help: "Write the report to this file (atomically); the terminal gets the summary table.")
        var output: String?

        @Option(help: "Report only diagnostics that are not in this baseline file.")
        var baseline: String?

        @Option(
            help:
                "Record the current diagnostics as a baseline in this file (all of the run's, also with --changed or --files-from)."
        )
        var writeBaseline: String?

        @Flag(help: "With --baseline, list baseline entries that no longer match anything (on stderr).")
        var baselineStale = false

        @Option(help: "Report only findings touching the files listed in this file (one per line; - for stdin).")
        var filesFrom: String?

        @Flag(
            help: "Treat the PATH arguments as changed files (pre-commit): lint the project, report only findings touching them.")
        var changed = false

        @Flag(help: "No colors in terminal output (also: NO_COLOR, or when output is not a terminal).")
        var noColor = false

        @Flag(help: "Do not print the summary line on stderr.")
        var quiet = false

        @Flag(help: "Print absolute file paths (automatic inside an Xcode build phase).")
        var absolutePaths = false

        @Flag(help: "Print how long each phase took on stderr.")
        var timings = false

        /// Hands off to the frontend, which does the work (`SegueDriver.Frontend`).
        func run() throws {
            // `seguelint explain x`: a word that is neither a path nor a command was meant as a command.
            if let first = paths.first, !FileManager.default.fileExists(atPath: first),
                first.allSatisfy({ $0.isLetter || $0 == "-" }), first.first?.isLetter == true
            {
                let commands = SegueLintCommand.configuration.subcommands.map {
                    $0.configuration.commandName ?? String(describing: $0).lowercased()
                }
                throw ValidationError(
                    "'\(first)' is not a seguelint command, nor a file or folder; the commands are "
                        + commands.joined(separator: ", ") + " (see seguelint --help)")
            }
            var request = LintRequest()
            request.project = projectOptions.request(paths: paths)
            request.reporter = reporter
            request.strict = strict
            request.output = output
            request.baseline = baseline
            request.writeBaseline = writeBaseline
            request.baselineStale = baselineStale
            request.filesFrom = filesFrom
            request.changed = changed
            request.color = !noColor
            request.quiet = quiet
            request.absolutePaths = absolutePaths
            request.timings = timings
            let status = try Frontend().lint(request)
            if status != ExitStatus.clean { throw ExitCode(status) }
        }
    }

    struct Rules: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rules", abstract: "List every rule with its id, default severity and summary.")

        @Option(
            help: "Write the rule reference (one Markdown page per rule and an index) into this folder instead, e.g. docs/rules.")
        var writeDocs: String?

        func run() throws {
            if let writeDocs {
                do { try RuleDocumentation.write(to: writeDocs) } catch {
                    throw FrontendError("cannot write the rule reference into \(writeDocs): \(error)")
                }
                return
            }
            let width = allRules.map { $0.description.id.count }.max() ?? 0
            for rule in allRules {
                let description = rule.description
                let id = description.id.padding(toLength: width, withPad: " ", startingAt: 0)
                let severity = description.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
                print("\(id)  \(severity)  \(description.summary)\(description.isOptIn ? " (opt-in)" : "")")
            }
        }
    }

    struct Init: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "init",
            abstract: "Write a commented default .seguelint.yml in the current folder.")

        @Flag(help: "Overwrite an existing .seguelint.yml.")
        var force = false

        func run() throws {
            let path = Configuration.fileName
            if FileManager.default.fileExists(atPath: path) && !force {
                throw FrontendError("\(path) already exists (use --force to overwrite)")
            }
            do { try OutputFile.write(Data(ConfigurationTemplate.text.utf8), to: path) } catch {
                throw FrontendError("cannot write \(path): \(error)")
            }
            print("wrote \(path)")
        }
    }

    struct Graph: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "graph",
            abstract: "Draw the app's navigation: scenes, segues and the code that shows scenes, with the findings on them.")

        @Argument(help: "Files or folders to read (default: the configuration's `included`, else the current folder).")
        var paths: [String] = []

        @Option(
            help:
                "Output format: \(GraphFormat.allCases.map(\.rawValue).joined(separator: ", ")) (default: dot; svg and html need Graphviz's dot program).",
            transform: { try choice(GraphFormat.self, $0, kind: "graph format") })
        var format = GraphFormat.dot

        @Option(help: "Write the graph to this file instead of stdout.")
        var output: String?

        @Option(
            help: "Draw only the scenes of this class, their neighbours to --depth, and a path from an initial view controller.")
        var focus: String?

        @Option(help: "With --focus, how many edges away neighbours are kept.")
        var depth = 1

        @Option(help: "Draw only this storyboard's scenes (its name without .storyboard).")
        var storyboard: String?

        @Flag(help: "Leave out the edges from Swift code (performSegue, instantiateViewController).")
        var noCodeEdges = false

        @Flag(help: "Draw the plain graph, without lint findings.")
        var noFindings = false

        @Flag(help: "Mermaid: wrap the diagram in a fenced mermaid block for Markdown.")
        var markdown = false

        @Flag(help: "Mermaid: one fenced diagram per storyboard, under a heading each (large apps).")
        var split = false

        @OptionGroup(title: "Project")
        var projectOptions: ProjectOptions

        @Flag(
            help: "Put each edge's file and line in its label (the picture then changes when lines move; json always has them).")
        var locations = false

        @Flag(help: "Print how long each phase took (reading, rules, building and rendering the graph) on stderr.")
        var timings = false

        /// Hands off to the frontend.
        func run() throws {
            var request = GraphRequest()
            request.project = projectOptions.request(paths: paths)
            request.format = format
            request.output = output
            request.options.focus = focus
            request.options.depth = depth
            request.options.storyboard = storyboard
            request.options.codeEdges = !noCodeEdges
            request.options.findings = !noFindings
            request.markdown = markdown
            request.split = split
            request.timings = timings
            request.locations = locations
            let status = try Frontend().graph(request)
            if status != ExitStatus.clean { throw ExitCode(status) }
        }
    }

    struct Dump: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "dump",
            abstract: "Print the model seguelint reads from storyboards, Swift files and Xcode projects (for debugging rules).")

        @Argument(help: "Storyboard, Swift or project.pbxproj files, or .xcodeproj folders.")
        var files: [String]

        /// Hands off to the frontend.
        func run() throws {
            let status = try Frontend().dump(files)
            if status != ExitStatus.clean { throw ExitCode(status) }
        }
    }
}

/// An option's value as one of an enum's cases; a typo is a usage error with a did-you-mean.
func choice<Choice: CaseIterable & RawRepresentable>(_ type: Choice.Type, _ text: String, kind: String) throws -> Choice
where Choice.RawValue == String {
    do { return try Choice.named(text, kind: kind) } catch { throw ValidationError("\(error)") }
}

/// What `lint` and `graph` read, and how: one option group, mirroring `ProjectRequest`, so the two
/// commands take the same project options.
struct ProjectOptions: ParsableArguments {
    @Option(help: "Configuration file (default: the nearest .seguelint.yml in this folder or a parent).")
    var config: String?

    @Flag(help: "Ignore any .seguelint.yml.")
    var noConfig = false

    @Flag(help: "Run every rule: opt-in rules too, and rules the configuration disables or turns off.")
    var enableAllRules = false

    @Option(
        help: "The Xcode project to read (an .xcodeproj folder or its project.pbxproj) instead of every project under the paths.")
    var project: String?

    @Option(help: "Read only this target of the Xcode project.")
    var target: String?

    @Option(help: "Cache folder for per-file facts (default: the user's cache folder, e.g. ~/.cache/seguelint).")
    var cachePath: String?

    @Flag(help: "Do not read or write the facts cache.")
    var noCache = false

    @Option(
        help:
            "List folders, parse, index targets and run rules with this many threads (default: every core). Output is identical whatever the count."
    )
    var threads: Int?

    @Flag(help: "Parse every Swift file with swift-syntax, even those the byte-level prefilter proves irrelevant (to verify it).")
    var noPrefilter = false

    /// The request these options make for `paths`.
    func request(paths: [String]) -> ProjectRequest {
        var request = ProjectRequest()
        request.paths = paths
        request.configPath = config
        request.usesConfiguration = !noConfig
        request.enableAllRules = enableAllRules
        request.xcodeProject = project
        request.target = target
        request.cachePath = cachePath
        request.usesCache = !noCache
        request.threads = threads
        request.usesPrefilter = !noPrefilter
        return request
    }
}
