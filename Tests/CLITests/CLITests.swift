import Foundation
import TestSupport
import XCTest

/// Runs the built `seguelint` binary: arguments in; stdout, stderr and exit status checked.
final class CLITests: XCTestCase {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static var binary: URL {
        if let override = ProcessInfo.processInfo.environment["SEGUELINT_BIN"] { return URL(fileURLWithPath: override) }
        // The test bundle sits in the products folder, beside the executable.
        var candidates = Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        for folder in candidates {
            let url = folder.appendingPathComponent("seguelint")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return TestSupport.packageRoot.appendingPathComponent(".build/debug/seguelint")
    }

    func run(_ arguments: [String], in directory: URL = TestSupport.packageRoot, environment: [String: String]? = nil) throws
        -> Run
    {
        try Self.launch(arguments, in: directory, environment: environment)
    }

    /// Runs the binary in `directory` with `environment` (by default the isolated one: a cache and
    /// a configuration ceiling of the test run's own). A run that takes longer than `timeLimit`
    /// seconds is killed and fails the test instead of hanging the suite.
    static func launch(
        _ arguments: [String], in directory: URL = TestSupport.packageRoot,
        environment: [String: String]? = nil, timeLimit: Double = 60,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Run {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = environment ?? TestSupport.isolatedEnvironment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + TestSupport.timeLimit(timeLimit), execute: watchdog)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        if process.terminationReason == .uncaughtSignal {
            XCTFail(
                "seguelint \(arguments.joined(separator: " ")) was killed (signal \(process.terminationStatus)): "
                    + "a hang or a crash", file: file, line: line)
        }
        return Run(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    private func temporaryProject(_ files: [String: String]) throws -> URL {
        try TestSupport.temporaryProject(files, for: self)
    }

    static let goodStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="HomeViewController" sceneMemberID="viewController">
                            <connections>
                                <segue destination="vc1" kind="show" identifier="showDetail" id="g1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="vc2" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// `seguelint graph` writes the golden graph of the demo app, byte-identical whatever the
    /// thread count; an unknown format is a usage error.
    func testGraphIsDeterministicAndChecksItsFormat() throws {
        let demo = TestSupport.fixtures.appendingPathComponent("DemoApp")
        for format in ["dot", "mermaid", "json"] {
            let golden = try String(
                contentsOf: TestSupport.fixtures.appendingPathComponent("Graph/DemoApp.\(format)"), encoding: .utf8)
            for threads in ["1", "3"] {
                let result = try run(["graph", ".", "--no-cache", "--format", format, "--threads", threads], in: demo)
                XCTAssertEqual(result.status, 0, result.stderr)
                XCTAssertEqual(result.stdout, golden, "\(format) with \(threads) threads")
            }
        }
        let unknown = try run(["graph", ".", "--format", "png"], in: demo)
        XCTAssertEqual(unknown.status, 2)
        // A usage error, as ArgumentParser words it, with the option's help and usage lines.
        XCTAssertTrue(
            unknown.stderr.hasPrefix(
                "Error: The value 'png' is invalid for '--format <format>': unknown graph format 'png'; "
                    + "choose one of dot, mermaid, json, svg, html\n"), unknown.stderr)
        let split = try run(["graph", ".", "--split"], in: demo)
        XCTAssertEqual(split.status, 2)
        XCTAssertEqual(split.stderr, "seguelint: error: --split applies to --format mermaid only\n")
        // `--split --output NAVIGATION.md`: one fenced diagram per storyboard.
        let document = FileManager.default.temporaryDirectory.appendingPathComponent(
            "seguelint-NAVIGATION-\(UUID().uuidString).md")
        defer { try? FileManager.default.removeItem(at: document) }
        let markdown = try run(
            ["graph", ".", "--no-cache", "--format", "mermaid", "--split", "--output", document.path], in: demo)
        XCTAssertEqual(markdown.status, 0, markdown.stderr)
        XCTAssertEqual(markdown.stdout, "")
        let written = try String(contentsOf: document, encoding: .utf8)
        XCTAssertEqual(
            written.split(separator: "\n").filter { $0.hasPrefix("## ") },
            ["## Checkout.storyboard", "## Main.storyboard", "## Orders.storyboard"])
        XCTAssertEqual(written.components(separatedBy: "```mermaid\n").count, 4)
        let timed = try run(["graph", ".", "--no-cache", "--timings"], in: demo)
        XCTAssertEqual(timed.status, 0, timed.stderr)
        XCTAssertTrue(
            timed.stderr.hasPrefix("seguelint: timings: storyboards ") && timed.stderr.contains("; graph: building ")
                && timed.stderr.hasSuffix(" (16 nodes, 22 edges)\n"), timed.stderr)
    }

    /// An empty `--cache-path` is a usage error, not a cache at the file system's root.
    func testEmptyCachePathIsAUsageError() throws {
        let result = try run(["lint", ".", "--cache-path", ""], in: TestSupport.fixtures.appendingPathComponent("DemoApp"))
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("--cache-path is empty"), result.stderr)
    }

    func testDemoAppMatchesExpectedOutputAndFails() throws {
        let demo = TestSupport.fixtures.appendingPathComponent("DemoApp")
        let result = try run(["lint", "."], in: demo)
        XCTAssertEqual(result.status, 1)
        TestSupport.assertMatchesFile(result.stdout, demo.appendingPathComponent("expected.txt"))
        XCTAssertEqual(result.stderr, "seguelint: 8 errors and 1 warning in 26 files (3 storyboards, 23 Swift files)\n")
    }

    /// Inputs the fuzzers found: each is one `invalid-storyboard` line, and libxml2 prints nothing
    /// of its own (it used to write encoding errors straight to stderr).
    func testFuzzRegressionInputs() throws {
        let folder = TestSupport.fixtures.appendingPathComponent("Fuzz")
        let result = try run(["lint", ".", "--no-config", "--no-cache"], in: folder)
        XCTAssertEqual(result.status, 1)
        TestSupport.assertMatchesFile(result.stdout, folder.appendingPathComponent("expected.txt"))
        XCTAssertEqual(result.stderr, "seguelint: 5 errors and 0 warnings in 87 files (4 storyboards, 83 Swift files)\n")
    }

    /// The default cache folder: `$XDG_CACHE_HOME/seguelint`, where a second unchanged run takes
    /// its diagnostics from; and no cache at all when neither XDG_CACHE_HOME nor HOME is set.
    func testDefaultCacheFolderAndNoCacheWithoutAHome() throws {
        let demo = TestSupport.fixtures.appendingPathComponent("DemoApp")
        let cacheHome = try temporaryProject([:])
        var environment = TestSupport.isolatedEnvironment
        environment["XDG_CACHE_HOME"] = cacheHome.path
        let first = try run(["lint", ".", "--timings"], in: demo, environment: environment)
        let second = try run(["lint", ".", "--timings"], in: demo, environment: environment)
        XCTAssertEqual(second.stdout, first.stdout)
        XCTAssertFalse(first.stderr.contains("diagnostics from the cache"), first.stderr)
        // Every phase, the Objective-C scan apart from the projects.
        for phase in ["storyboards ", "swift ", "project ", "objective-c ", "indexing ", "rules ", "slowest rules: "] {
            XCTAssertTrue(first.stderr.contains(phase), "\(phase) missing: \(first.stderr)")
        }
        XCTAssertTrue(second.stderr.contains("no file changed since the last run, diagnostics from the cache"), second.stderr)
        XCTAssertEqual(TestSupport.files(under: cacheHome.appendingPathComponent("seguelint"), suffix: ".pack").count, 1)
        // An edit that changes no fact. Every file of the copy changed within the last two seconds,
        // so each is read again (not only the edited one); their facts are the same, so the result holds.
        let copy = try temporaryProject([:])
        let app = copy.appendingPathComponent("DemoApp")
        try FileManager.default.copyItem(at: demo, to: app)
        _ = try run(["lint", ".", "--timings"], in: app, environment: environment)
        let swift = try XCTUnwrap(
            FileManager.default.enumerator(atPath: app.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
                .sorted()
                .first)
        let handle = try FileHandle(forWritingTo: app.appendingPathComponent(swift))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("// edited\n".utf8))
        try handle.close()
        let edited = try run(["lint", ".", "--timings"], in: app, environment: environment)
        XCTAssertEqual(edited.stdout, first.stdout)
        XCTAssertTrue(
            edited.stderr.contains("read again, what the rules read is unchanged, diagnostics from the cache"), edited.stderr)

        environment["XDG_CACHE_HOME"] = nil
        environment["HOME"] = nil
        for _ in 0..<2 {
            let homeless = try run(["lint", ".", "--timings"], in: demo, environment: environment)
            XCTAssertEqual(homeless.stdout, first.stdout)
            XCTAssertFalse(homeless.stderr.contains("from the cache"), homeless.stderr)
        }
    }

    /// Messages a user trips on: a graph filter that matches nothing is exit 2 with a did-you-mean;
    /// a word that is no command and no path says so; a missing named file or configuration says it
    /// does not exist; `--quiet --output` prints nothing; a baseline run says how much it hid.
    func testMessagesSayWhatIsWrong() throws {
        let demo = TestSupport.fixtures.appendingPathComponent("DemoApp")
        let focus = try run(["graph", "--no-cache", "--focus", "PeopleViewControler"], in: demo)
        XCTAssertEqual(focus.status, 2)
        XCTAssertTrue(
            focus.stderr.contains(
                "--focus PeopleViewControler: no scene of the linted storyboards has that class; did you mean \"PeopleViewController\"?"
            ), focus.stderr)
        let storyboard = try run(["graph", "--no-cache", "--storyboard", "Mian"], in: demo)
        XCTAssertEqual(storyboard.status, 2)
        XCTAssertTrue(storyboard.stderr.contains("did you mean \"Main\"?"), storyboard.stderr)
        let explain = try run(["explain", "x"], in: demo)
        XCTAssertEqual(explain.status, 2)
        XCTAssertTrue(
            explain.stderr.contains(
                "'explain' is not a seguelint command, nor a file or folder; the commands are lint, graph, rules, init, dump"),
            explain.stderr)
        let dump = try run(["dump", "/nonexistent/File.swift"], in: demo)
        XCTAssertEqual(dump.status, 2)
        XCTAssertTrue(
            dump.stderr.contains("no such file or directory: /nonexistent/File.swift") && !dump.stderr.contains("deleted while"),
            dump.stderr)
        let config = try run(["lint", "--no-cache", "--config", "/nonexistent.yml"], in: demo)
        XCTAssertEqual(config.status, 2)
        XCTAssertTrue(config.stderr.contains("cannot read the configuration file (it does not exist)"), config.stderr)
        let output = TestSupport.temporaryRoot.appendingPathComponent("report-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: output) }
        let quiet = try run(["lint", "--no-cache", "--quiet", "--output", output.path], in: demo)
        XCTAssertEqual(quiet.status, 1)
        XCTAssertEqual(quiet.stdout + quiet.stderr, "")
        let baseline = TestSupport.temporaryRoot.appendingPathComponent("baseline-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: baseline) }
        _ = try run(["lint", "--no-cache", "--write-baseline", baseline.path], in: demo)
        let suppressed = try run(["lint", "--no-cache", "--baseline", baseline.path], in: demo)
        XCTAssertEqual(suppressed.status, 0)
        XCTAssertTrue(
            suppressed.stderr.contains(
                "0 errors and 0 warnings in 26 files (3 storyboards, 23 Swift files); 9 findings the baseline records were not reported"
            ),
            suppressed.stderr)
    }

    func testDefaultCommandIsLint() throws {
        let demo = TestSupport.fixtures.appendingPathComponent("DemoApp")
        let explicit = try run(["lint", "DemoApp"], in: demo)
        let implicit = try run(["DemoApp"], in: demo)
        XCTAssertEqual(implicit.stdout, explicit.stdout)
        XCTAssertEqual(implicit.status, explicit.status)
    }

    func testCleanProjectExitsZero() throws {
        let root = try temporaryProject([
            "Main.storyboard": Self.goodStoryboard,
            "Home.swift":
                "class HomeViewController: UIViewController { func go() { performSegue(withIdentifier: \"showDetail\", sender: nil) } }",
        ])
        let result = try run(["--quiet"], in: root)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "")
    }

    func testJSONReporter() throws {
        let root = try temporaryProject([
            "Main.storyboard": Self.goodStoryboard,
            "Home.swift":
                "class HomeViewController: UIViewController { func go() { performSegue(withIdentifier: \"showDetial\", sender: nil) } }",
        ])
        let result = try run(["lint", "--reporter", "json", "."], in: root)
        XCTAssertEqual(result.status, 1)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?["rule"] as? String, "misspelled-segue-identifier")
        XCTAssertEqual(diagnostics.first?["file"] as? String, "Home.swift")
        XCTAssertEqual(diagnostics.first?["line"] as? Int, 1)
        XCTAssertEqual(diagnostics.first?["column"] as? Int, 88)
    }

    func testStrictMakesWarningsFail() throws {
        let storyboard = Self.goodStoryboard.replacingOccurrences(
            of: "<segue destination=\"vc1\" kind=\"show\" identifier=\"showDetail\" id=\"g1\"/>",
            with: "<segue destination=\"vc1\" kind=\"show\" identifier=\"showDetail\" id=\"g1\"/>\n"
                + "<segue destination=\"vc2\" kind=\"show\" identifier=\"showDetail\" id=\"g2\"/>")
        let root = try temporaryProject(["Main.storyboard": storyboard])
        XCTAssertEqual(try run(["."], in: root).status, 0)
        let strict = try run([".", "--strict"], in: root)
        XCTAssertEqual(strict.status, 1)
        XCTAssertEqual(
            strict.stdout,
            "Main.storyboard:9:50: warning: segue identifier \"showDetail\" is used twice in this scene, "
                + "with different destinations (duplicate-segue-identifier)\n"
                + "Main.storyboard:8:74: note: the other segue \"showDetail\" is here\n")
    }

    func testMalformedStoryboardAmongGoodOnesIsReportedAndTheRestLinted() throws {
        let root = try temporaryProject([
            "Good.storyboard": Self.goodStoryboard,
            "Broken.storyboard": "<?xml version=\"1.0\"?>\n<document>\n<scenes>\n</document>\n",
            "Home.swift":
                "class HomeViewController: UIViewController { func go() { performSegue(withIdentifier: \"showDetial\", sender: nil) } }",
        ])
        let result = try run(["."], in: root)
        XCTAssertEqual(result.status, 1)
        let lines = result.stdout.split(separator: "\n").filter { !$0.contains(": note: ") }
        XCTAssertEqual(lines.count, 2, result.stdout)
        XCTAssertTrue(lines[0].hasPrefix("Broken.storyboard:4: error: malformed XML: "), String(lines[0]))
        XCTAssertTrue(lines[0].hasSuffix("(invalid-storyboard)"))
        XCTAssertTrue(lines[1].hasPrefix("Home.swift:1:88: error: "), String(lines[1]))
    }

    func testMissingPathIsAUsageError() throws {
        let result = try run(["lint", "does/not/exist"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "seguelint: error: no such file or directory: does/not/exist\n")
    }

    /// `lint` and `graph` take one option group for what they read (`ProjectOptions`, mirroring
    /// `ProjectRequest`): `graph` has `--target`, `--enable-all-rules` and `--no-prefilter` too, and
    /// both say "did you mean" for a mistyped format or reporter.
    func testLintAndGraphShareTheProjectOptions() throws {
        let lint = try run(["lint", "--help"]).stdout
        let graph = try run(["graph", "--help"]).stdout
        for option in [
            "--config", "--no-config", "--enable-all-rules", "--project", "--target", "--cache-path", "--no-cache",
            "--threads", "--no-prefilter",
        ] {
            XCTAssertTrue(lint.contains(option) && graph.contains(option), option)
        }
        let demo = TestSupport.fixtures.appendingPathComponent("DemoApp")
        let all = try run(["graph", "--no-cache", "--enable-all-rules", "--no-prefilter", "--format", "json"], in: demo)
        XCTAssertEqual(all.status, 0, all.stderr)
        let format = try run(["graph", "--format", "dott"], in: demo)
        XCTAssertEqual(format.status, 2)
        XCTAssertTrue(format.stderr.contains("unknown graph format 'dott'; did you mean 'dot'?"), format.stderr)
        let reporter = try run(["lint", "--reporter", "jsn"], in: demo)
        XCTAssertTrue(reporter.stderr.contains("unknown reporter 'jsn'; did you mean 'json'?"), reporter.stderr)
    }

    func testUnknownOptionAndReporterAreUsageErrors() throws {
        let option = try run(["--no-such-option"])
        XCTAssertEqual(option.status, 2)
        XCTAssertEqual(option.stdout, "")
        XCTAssertEqual(
            option.stderr,
            "Error: Unknown option '--no-such-option'\nUsage: seguelint lint [<options>] [<paths> ...]\n"
                + "  See 'seguelint lint --help' for more information.\n")
        let reporter = try run(["lint", "--reporter", "yaml", "Fixtures/DemoApp"])
        XCTAssertEqual(reporter.status, 2)
        XCTAssertEqual(reporter.stdout, "")
        XCTAssertTrue(
            reporter.stderr.hasPrefix(
                "Error: The value 'yaml' is invalid for '--reporter <reporter>': unknown reporter 'yaml'; choose one of xcode, "
                    + "json, sarif, github-actions, junit, checkstyle, gitlab, summary\n"), reporter.stderr)
    }

    func testHelpAndVersion() throws {
        let help = try run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("USAGE: seguelint"), help.stdout)
        XCTAssertTrue(help.stdout.contains("lint (default)"), help.stdout)
        let lintHelp = try run(["lint", "--help"])
        XCTAssertTrue(lintHelp.stdout.contains("--reporter"), lintHelp.stdout)
        XCTAssertTrue(lintHelp.stdout.contains("--strict"))
        let version = try run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.stdout, "0.1.0\n")
    }

    func testRulesListsEveryRule() throws {
        let result = try run(["rules"])
        XCTAssertEqual(result.status, 0)
        for id in [
            "missing-enum-case", "misspelled-segue-identifier", "unknown-segue-identifier", "unnamed-segue",
            "unhandled-segue", "duplicate-segue-identifier", "invalid-storyboard", "invalid-swift-source",
        ] {
            XCTAssertTrue(result.stdout.contains(id), "rules output lacks \(id)")
        }
        XCTAssertTrue(result.stdout.contains("unhandled-segue              warning"), result.stdout)
    }

    func testSkipsBuildAndHiddenFoldersAndSymlinkLoops() throws {
        let bad =
            "class HomeViewController: UIViewController { func go() { performSegue(withIdentifier: \"nope\", sender: nil) } }"
        let root = try temporaryProject([
            "App/Main.storyboard": Self.goodStoryboard,
            ".build/Bad.swift": bad, "Pods/Bad.swift": bad, ".hidden/Bad.swift": bad, "DerivedData/Bad.swift": bad,
        ])
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("App/loop"), withDestinationURL: root)
        let result = try run(["."], in: root)
        XCTAssertEqual(result.status, 0, result.stdout)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "seguelint: 0 errors and 0 warnings in 1 file (1 storyboard, 0 Swift files)\n")
    }
}
