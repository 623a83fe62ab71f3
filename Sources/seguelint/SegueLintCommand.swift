import SegueRules
import ArgumentParser
import Foundation
import SegueCache
import SegueLint
import SegueModel
import StoryboardParser
import SwiftFacts

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
        subcommands: [Lint.self, Rules.self, Init.self, Dump.self],
        defaultSubcommand: Lint.self)
}

/// Exit statuses, as documented in the README.
enum Status {
    static let clean: Int32 = 0
    static let findings: Int32 = 1
    static let usage: Int32 = 2
}

/// A failure that ends the run with a message on stderr and exit status 2.
struct UsageFailure: Error, CustomStringConvertible {
    var description: String
    /// Printed as is (it is already `file:line:column: error: …`), not behind `seguelint: error:`.
    var isLocated = false
}

extension SegueLintCommand {
    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Lint storyboards and Swift sources (the default command).")

        @Argument(help: "Files or folders to lint (default: the configuration's `included`, else the current folder).")
        var paths: [String] = []

        @Option(help: "Output format: \(ReporterKind.allCases.map(\.rawValue).joined(separator: ", ")) (default: xcode).")
        var reporter: String?

        @Option(help: "Configuration file (default: the nearest .seguelint.yml in this folder or a parent).")
        var config: String?

        @Flag(help: "Ignore any .seguelint.yml.")
        var noConfig = false

        @Flag(help: "Fail (exit 1) on warnings too.")
        var strict = false

        @Flag(help: "Run every rule: opt-in rules too, and rules the configuration disables or turns off.")
        var enableAllRules = false

        @Option(help: "Write the report to this file (atomically); the terminal gets the summary table.")
        var output: String?

        @Option(help: "Report only diagnostics that are not in this baseline file.")
        var baseline: String?

        @Option(help: "Record the current diagnostics as a baseline in this file (all of the run's, also with --changed or --files-from).")
        var writeBaseline: String?

        @Flag(help: "With --baseline, list baseline entries that no longer match anything (on stderr).")
        var baselineStale = false

        @Option(help: "Report only findings touching the files listed in this file (one per line; - for stdin).")
        var filesFrom: String?

        @Flag(help: "Treat the PATH arguments as changed files (pre-commit): lint the project, report only findings touching them.")
        var changed = false

        @Flag(help: "No colors in terminal output (also: NO_COLOR, or when output is not a terminal).")
        var noColor = false

        @Flag(help: "Do not print the summary line on stderr.")
        var quiet = false

        @Flag(help: "Print absolute file paths (automatic inside an Xcode build phase).")
        var absolutePaths = false

        @Option(help: "Cache folder for per-file facts (default: the user's cache folder, e.g. ~/.cache/seguelint).")
        var cachePath: String?

        @Flag(help: "Do not read or write the facts cache.")
        var noCache = false

        @Option(help: "Parse with this many threads (default: every core). Output is identical whatever the count.")
        var threads: Int?

        @Flag(help: "Print how long each phase took on stderr.")
        var timings = false

        @Flag(help: "Parse every Swift file with swift-syntax, even those the byte-level prefilter proves irrelevant (to verify it).")
        var noPrefilter = false

        func run() throws {
            let workingDirectory = FileManager.default.currentDirectoryPath
            var configuration = try loadConfiguration(workingDirectory)
            if enableAllRules { configuration = configuration.enablingAllRules }
            let reporterName = reporter ?? configuration.reporter ?? ReporterKind.xcode.rawValue
            guard let kind = ReporterKind(rawValue: reporterName) else {
                throw UsageFailure(description: "unknown reporter '\(reporterName)'; choose one of "
                                   + ReporterKind.allCases.map(\.rawValue).joined(separator: ", "))
            }

            var restriction: ChangedFiles?
            var lintPaths = paths
            if changed {
                restriction = ChangedFiles(paths)
                lintPaths = []
            }
            if let filesFrom {
                do { restriction = try ChangedFiles.read(from: filesFrom) } catch { throw UsageFailure(description: "\(error)") }
            }
            if lintPaths.isEmpty {
                lintPaths = configuration.included.isEmpty
                    ? ["."] : configuration.included.map { Self.resolve($0, in: configuration.baseDirectory) }
            }

            let files: FileDiscovery.Files
            do {
                files = try FileDiscovery.discover(lintPaths, excluded: configuration.excluded.map(Glob.init),
                                                   relativeTo: configuration.baseDirectory)
            } catch let error as FileDiscovery.PathError {
                throw UsageFailure(description: error.description)
            }

            if let threads, threads < 1 { throw UsageFailure(description: "--threads must be at least 1") }
            // No cache without a folder of the user's own, or without a fingerprint of this build.
            let cache = noCache ? nil : (cachePath ?? FactsCache.defaultPath).flatMap { path in
                FactsCache.currentBuild.map { FactsCache(path: path, build: $0) }
            }
            var result = Linter.lint(files, configuration: configuration,
                                     load: Linter.LoadOptions(threads: threads, cache: cache, prefilter: !noPrefilter))
            if timings, result.timings.cachedResult {
                Self.printError(String(format: "seguelint: timings: no file changed since the last run, diagnostics from the cache in %.3fs",
                                       result.timings.storyboards))
            } else if timings {
                let t = result.timings
                Self.printError(String(format: "seguelint: timings: storyboards %.3fs, swift %.3fs (%d of %d files parsed), indexing %.3fs, rules %.3fs",
                                       t.storyboards, t.sources, t.parsedSources, files.sources.count, t.indexing, t.rules)
                                + "; slowest rules: " + t.perRule.prefix(3).map { String(format: "%@ %.3fs", $0.id, $0.seconds) }
                                    .joined(separator: ", "))
            }
            let inXcode = ProcessInfo.processInfo.environment["XCODE_VERSION_ACTUAL"] != nil
            let display = PathDisplay(workingDirectory: workingDirectory, absolute: absolutePaths || inXcode)
            // The baseline records and absorbs the whole run, and only then is the report narrowed
            // to the changed files: a finding filtered out by --changed is neither new nor stale.
            if let writeBaseline, let baseline, Baseline.isSameFile(writeBaseline, baseline) {
                throw UsageFailure(description: "--baseline and --write-baseline name the same file, \(baseline): "
                                   + "the run would absorb its own findings and report none")
            }
            if let writeBaseline {
                do {
                    try Baseline(diagnostics: result.diagnostics, directory: Baseline.directory(of: writeBaseline))
                        .write(to: writeBaseline)
                } catch {
                    throw UsageFailure(description: "cannot write baseline \(writeBaseline): \(error)")
                }
            }
            if let baseline {
                let recorded: Baseline
                do { recorded = try Baseline.load(path: baseline) } catch { throw UsageFailure(description: "\(error)") }
                let (new, stale) = recorded.filter(result.diagnostics)
                result.diagnostics = new
                if baselineStale {
                    for entry in stale {
                        Self.printError("seguelint: stale baseline entry: " + LineSafe.escape(
                            "\(entry.file): \(entry.message) (\(entry.rule))"))
                    }
                }
            }
            if let restriction { result.diagnostics = result.diagnostics.filter(restriction.touches) }

            let report: String
            let interactive = isatty(STDOUT_FILENO) == 1
            if kind == .xcode && output == nil && interactive {
                let color = !noColor && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
                report = TerminalReporter.render(result, paths: display, color: color)
            } else {
                report = kind.render(result, paths: display)
            }
            if let output {
                let destination: OutputFile.Destination
                do { destination = try OutputFile.write(Data(report.utf8), to: output) }
                catch { throw UsageFailure(description: "cannot write \(output): \(error)") }
                // The summary table goes to stdout, unless the report itself went there.
                if destination != .descriptor(STDOUT_FILENO) {
                    FileHandle.standardOutput.write(Data(ReporterKind.summary.render(result, paths: display).utf8))
                }
            } else {
                FileHandle.standardOutput.write(Data(report.utf8))
            }
            if !quiet && output == nil {
                Self.printError("seguelint: " + Summary.line(result))
            }
            let strictMode = strict || configuration.strict == true
            if result.errorCount > 0 || (strictMode && result.warningCount > 0) {
                throw ExitCode(Status.findings)
            }
        }

        private func loadConfiguration(_ workingDirectory: String) throws -> Configuration {
            guard !noConfig else { return Configuration() }
            let path = config ?? Configuration.find(from: workingDirectory)
            guard let path else { return Configuration() }
            do {
                return try Configuration.load(path: path, ruleIDs: allRules.map { $0.description.id },
                                              reporters: ReporterKind.allCases.map(\.rawValue))
            } catch let error as Configuration.Error {
                throw UsageFailure(description: error.description, isLocated: true)
            }
        }

        static func resolve(_ path: String, in base: String) -> String {
            guard !path.hasPrefix("/"), base != "." else { return path }
            return URL(fileURLWithPath: base).appendingPathComponent(path).standardizedFileURL.path
        }

        static func printError(_ line: String) {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }

    struct Rules: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List every rule with its id, default severity and summary.")

        func run() {
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
        static let configuration = CommandConfiguration(abstract: "Write a commented default .seguelint.yml in the current folder.")

        @Flag(help: "Overwrite an existing .seguelint.yml.")
        var force = false

        func run() throws {
            let path = Configuration.fileName
            if FileManager.default.fileExists(atPath: path) && !force {
                throw UsageFailure(description: "\(path) already exists (use --force to overwrite)")
            }
            do { try OutputFile.write(Data(ConfigurationTemplate.text.utf8), to: path) }
            catch { throw UsageFailure(description: "cannot write \(path): \(error)") }
            print("wrote \(path)")
        }
    }

    struct Dump: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the model seguelint reads from storyboards and Swift files (for debugging rules).")

        @Argument(help: "Storyboard or Swift files.")
        var files: [String]

        func run() throws {
            var failed = false
            for file in files {
                if file.hasSuffix(".storyboard") {
                    switch StoryboardParser.parse(contentsOf: file) {
                    case .success(let storyboard): print(storyboard.dump(), terminator: "")
                    case .failure(let problem):
                        failed = true
                        FileHandle.standardError.write(Data("\(problem.location): error: \(problem.message)\n".utf8))
                    }
                } else {
                    let (facts, problem) = SwiftFactsExtractor.extract(contentsOf: file)
                    if let problem {
                        failed = true
                        FileHandle.standardError.write(Data("\(problem.location): error: \(problem.message)\n".utf8))
                    }
                    print(facts.dump(), terminator: "")
                }
            }
            if failed { throw ExitCode(Status.findings) }
        }
    }
}
