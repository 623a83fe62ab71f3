import ArgumentParser
import Foundation
import SegueLint
import SegueModel
import StoryboardParser
import SwiftFacts

/// The root command: `seguelint [lint] [PATH ...]`, `seguelint rules`, `seguelint dump`.
struct SegueLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seguelint",
        abstract: "Cross-checks storyboard segue identifiers against the Swift code that uses them.",
        discussion: """
        Exit codes: 0 no error (warnings allowed unless --strict), 1 at least one error \
        (or warning under --strict), 2 usage or input error (a path that does not exist, a bad option).
        """,
        version: SegueLintVersion.current,
        subcommands: [Lint.self, Rules.self, Dump.self],
        defaultSubcommand: Lint.self)
}

/// The version printed by `--version`.
enum SegueLintVersion {
    static let current = "0.1.0"
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
}

extension SegueLintCommand {
    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Lint storyboards and Swift sources (the default command).")

        @Argument(help: "Files or folders to lint; folders are searched recursively for .storyboard and .swift files.")
        var paths: [String] = ["."]

        @Option(help: "Output format: \(ReporterKind.allCases.map(\.rawValue).joined(separator: ", ")).")
        var reporter: String = ReporterKind.xcode.rawValue

        @Flag(help: "Fail (exit 1) on warnings too.")
        var strict = false

        @Flag(help: "Do not print the summary line on stderr.")
        var quiet = false

        func run() throws {
            guard let kind = ReporterKind(rawValue: reporter) else {
                throw UsageFailure(description: "unknown reporter '\(reporter)'; choose one of "
                                   + ReporterKind.allCases.map(\.rawValue).joined(separator: ", "))
            }
            let files: FileDiscovery.Files
            do {
                files = try FileDiscovery.discover(paths)
            } catch let error as FileDiscovery.PathError {
                throw UsageFailure(description: error.description)
            }
            let result = Linter.lint(files)
            let display = PathDisplay(workingDirectory: FileManager.default.currentDirectoryPath)
            FileHandle.standardOutput.write(Data(kind.render(result, paths: display).utf8))
            if !quiet {
                FileHandle.standardError.write(Data(("seguelint: " + Summary.line(result) + "\n").utf8))
            }
            if result.errorCount > 0 || (strict && result.warningCount > 0) {
                throw ExitCode(Status.findings)
            }
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
