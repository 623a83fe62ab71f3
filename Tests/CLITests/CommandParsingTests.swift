import ArgumentParser
import XCTest

@testable import seguelint

/// `SegueLintCommand.parseCommand` parses `lint` alone when it can: whatever the arguments, it
/// must find what the root's parse finds (the same command with the same values, or the same error).
final class CommandParsingTests: XCTestCase {
    /// What a parse gives, as text: the command with its values, or the error's message and exit code.
    private func outcome(_ parse: () throws -> ParsableCommand) -> String {
        do {
            return String(reflecting: try parse())
        } catch {
            return "error \(SegueLintCommand.exitCode(for: error).rawValue): \(SegueLintCommand.fullMessage(for: error))"
        }
    }

    func testLintParsedAloneAgreesWithTheRootsParse() {
        let cases: [[String]] = [
            [], ["."], ["lint"], ["lint", "."], ["App", "Lib"], ["--strict", "."], ["lint", "--reporter", "json", "--no-cache"],
            ["--reporter", "sarif", "--output", "out.sarif", "--threads", "2", "--target", "App", "."],
            ["lint", "lint"], ["lint", "rules"], ["lint", "graph", "--quiet"], ["lint", "help"],
            // Other commands, help and version, and usage errors: the root's words.
            ["rules"], ["graph", "."], ["dump", "App.xcodeproj"], ["help"], ["help", "lint"], ["--help"], ["-h"],
            ["lint", "--help"], ["--version"], ["lint", "--version"], ["--bogus"], ["lint", "--bogus"],
            ["lint", "--threads", "x"], ["--reporter", "nope"], ["--reporter"], [".", "rules"],
            ["--generate-completion-script", "bash"], ["lint", "--generate-completion-script", "zsh"],
            ["--generate-completion-script"], ["lint", "--generate-completion-script"],
            [".", "--generate-completion-script=fish"],
        ]
        for arguments in cases {
            let alone = outcome { try SegueLintCommand.parseCommand(arguments) }
            let root = outcome { try SegueLintCommand.parseAsRoot(arguments) }
            XCTAssertEqual(alone, root, "\(arguments)")
        }
        // The values reach the command: the parse is not a default one.
        let lint = try? SegueLintCommand.parseCommand(["--reporter", "json", "--threads", "3", "a"]) as? SegueLintCommand.Lint
        XCTAssertEqual(lint?.paths, ["a"])
        XCTAssertEqual(lint?.reporter, .json)
        XCTAssertEqual(lint?.projectOptions.threads, 3)
    }
}
