import Foundation
import TestSupport
import XCTest

/// What CI relies on, with hostile paths and identifiers: outputs that never destroy what is at
/// their path, baselines that match from anywhere, reports that stay well-formed. Each test
/// reproduces a defect found on an earlier build and asserts the exact outcome.
final class CIContractCLITests: XCTestCase {
    private func project(_ files: [String: String]) throws -> URL {
        try TestSupport.temporaryProject(files, for: self)
    }

    private static let storyboard = CLITests.goodStoryboard

    /// `HomeViewController` performing each identifier; only `showDetail` exists.
    private static func swift(_ identifiers: [String], className: String = "HomeViewController") -> String {
        "class \(className): UIViewController {\n"
            + identifiers.map { "    func go\($0)() { performSegue(withIdentifier: \"\($0)\", sender: nil) }\n" }.joined() + "}\n"
    }

    private func type(_ url: URL) -> mode_t {
        var info = stat()
        XCTAssertEqual(lstat(url.path, &info), 0, url.path)
        return info.st_mode & S_IFMT
    }

    private func baselineEntries(_ url: URL) throws -> [[String: String]] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        XCTAssertEqual(object?["version"] as? Int, 2)
        return (object?["entries"] as? [[String: String]]) ?? []
    }

    // MARK: - Output destinations

    func testOutputAndBaselineThroughSymbolicLinksWriteTheTargets() throws {
        let root = try project([
            "Main.storyboard": Self.storyboard, "Home.swift": Self.swift(["nowhere"]),
            "reports/report.sarif": "old", "baselines/.keep": "",
        ])
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("out.sarif").path,
            withDestinationPath: "reports/report.sarif")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("base.json").path,
            withDestinationPath: "baselines/base.json")
        let run = try CLITests.launch(
            ["--reporter", "sarif", "--output", "out.sarif", "--write-baseline", "base.json"], in: root)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(type(root.appendingPathComponent("out.sarif")), S_IFLNK)
        XCTAssertEqual(type(root.appendingPathComponent("base.json")), S_IFLNK)
        let report = try String(contentsOf: root.appendingPathComponent("reports/report.sarif"), encoding: .utf8)
        XCTAssertTrue(report.hasPrefix("{\n  \"$schema\" : \"https://json.schemastore.org/sarif-2.1.0.json\""), report)
        // The baseline lies in baselines/, so its paths start there.
        XCTAssertEqual(
            try baselineEntries(root.appendingPathComponent("baselines/base.json")).map { $0["file"] }, ["../Home.swift"])
    }

    func testOutputIntoAFIFOReachesTheReaderAndLeavesTheFIFO() throws {
        let root = try project(["Main.storyboard": Self.storyboard, "Home.swift": Self.swift(["nowhere"])])
        let fifo = root.appendingPathComponent("report.fifo")
        XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
        let received = LockedBox("")
        let reader = Thread {
            // Read to the end (FileManager.contents reads the size stat reports, 0 for a FIFO).
            let data = FileHandle(forReadingAtPath: fifo.path).flatMap { try? $0.readToEnd() } ?? Data()
            received.set(String(decoding: data, as: UTF8.self))
        }
        reader.start()
        let run = try CLITests.launch(["--reporter", "json", "--output", fifo.path], in: root)
        XCTAssertEqual(run.status, 1, run.stderr)
        let deadline = Date().addingTimeInterval(TestSupport.timeLimit(10))
        while received.value.isEmpty, Date() < deadline { usleep(10_000) }
        XCTAssertTrue(received.value.hasPrefix("{\n  \"diagnostics\" : ["), received.value)
        XCTAssertEqual(type(fifo), S_IFIFO)
    }

    /// `--output /dev/stdout` writes into the descriptor the shell opened — at its offset, in
    /// append mode if it is `>>` — and the summary table is not written after the report.
    func testOutputToDevStdoutWritesIntoTheRedirectedDescriptor() throws {
        let root = try project(["Main.storyboard": Self.storyboard, "Home.swift": Self.swift(["nowhere"])])
        let report = try CLITests.launch(["--reporter", "json", "--quiet"], in: root).stdout
        XCTAssertTrue(report.hasPrefix("{"), report)
        for append in [false, true] {
            let log = root.appendingPathComponent("ci-\(append).log")
            try "earlier log line\n".write(to: log, atomically: true, encoding: .utf8)
            let handle = try XCTUnwrap(FileHandle(forWritingAtPath: log.path))
            if append {
                _ = fcntl(handle.fileDescriptor, F_SETFL, fcntl(handle.fileDescriptor, F_GETFL) | O_APPEND)
            } else {
                XCTAssertEqual(ftruncate(handle.fileDescriptor, 0), 0)
            }
            let process = Process()
            process.executableURL = CLITests.binary
            process.arguments = ["--reporter", "json", "--output", "/dev/stdout"]
            process.currentDirectoryURL = root
            process.environment = TestSupport.isolatedEnvironment
            process.standardOutput = handle
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            try handle.close()
            XCTAssertEqual(process.terminationStatus, 1)
            XCTAssertEqual(
                try String(contentsOf: log, encoding: .utf8), (append ? "earlier log line\n" : "") + report, "append: \(append)")
        }
    }

    // MARK: - Baselines

    /// Version 1 wrote paths relative to the working directory unless the file was under the
    /// baseline's folder; such a baseline in a subfolder still matches after the upgrade.
    func testVersionOneBaselineInASubfolderStillMatches() throws {
        let root = try project(["App/Main.storyboard": Self.storyboard, "App/Home.swift": Self.swift(["nowhere"])])
        try FileManager.default.createDirectory(at: root.appendingPathComponent("ci"), withIntermediateDirectories: true)
        try
            #"{"version": 1, "entries": [{"rule": "unknown-segue-identifier", "file": "App/Home.swift", "subject": "nowhere", "message": "as an old seguelint worded it"}]}"#
            .write(to: root.appendingPathComponent("ci/baseline.json"), atomically: true, encoding: .utf8)
        let run = try CLITests.launch(["--baseline", "ci/baseline.json", "--baseline-stale", "--quiet"], in: root)
        XCTAssertEqual(run.status, 0, run.stdout)
        XCTAssertEqual(run.stdout + run.stderr, "")
    }

    /// A baseline read from a pipe (`--baseline <(git show main:baseline.json)`), and the same
    /// file given to --baseline and --write-baseline, which would absorb its own findings.
    func testBaselineFromAPipeAndTheSameFileTwice() throws {
        let root = try project(["Main.storyboard": Self.storyboard, "Home.swift": Self.swift(["nowhere"])])
        let write = try CLITests.launch(["--write-baseline", "base.json", "--quiet"], in: root)
        XCTAssertEqual(write.status, 1)
        let process = Process()
        process.executableURL = CLITests.binary
        process.arguments = ["--baseline", "/dev/stdin", "--baseline-stale", "--quiet"]
        process.currentDirectoryURL = root
        process.environment = TestSupport.isolatedEnvironment
        process.standardInput = try FileHandle(forReadingFrom: root.appendingPathComponent("base.json"))
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(String(decoding: stdout, as: UTF8.self), "")

        let twice = try CLITests.launch(["--baseline", "base.json", "--write-baseline", "./base.json"], in: root)
        XCTAssertEqual(twice.status, 2)
        XCTAssertEqual(
            twice.stderr,
            "seguelint: error: --baseline and --write-baseline name the same file, base.json: "
                + "the run would absorb its own findings and report none\n")
    }

    /// An empty file list (`--files-from <(git diff --name-only)` with nothing changed) reports
    /// nothing; an empty baseline is not a baseline.
    func testEmptyFileListsAndBaselines() throws {
        let root = try project([
            "Main.storyboard": Self.storyboard, "Home.swift": Self.swift(["nowhere"]), "empty.txt": "", "empty.json": "",
        ])
        let list = try CLITests.launch(["--files-from", "empty.txt"], in: root)
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertEqual(list.stdout, "")
        let baseline = try CLITests.launch(["--baseline", "empty.json"], in: root)
        XCTAssertEqual(baseline.status, 2)
        XCTAssertEqual(baseline.stderr, "seguelint: error: empty.json is not a seguelint baseline: it is not valid JSON\n")
    }

    /// The rule reference is written where asked, one page per rule and an index.
    func testRulesWriteDocs() throws {
        let root = try project([:])
        let run = try CLITests.launch(["rules", "--write-docs", "reference"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        let pages = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("reference").path).sorted()
        // One page per rule `seguelint rules` lists (a line each), plus the index.
        let rules = try CLITests.launch(["rules"], in: root).stdout.split(separator: "\n")
        XCTAssertGreaterThan(rules.count, 28)
        XCTAssertEqual(pages.count, rules.count + 1, "\(pages)")
        XCTAssertTrue(pages.contains("README.md") && pages.contains("missing-enum-case.md"), "\(pages)")
    }

    /// A folder of the project that is a link to elsewhere (a shared checkout) keeps its place in
    /// the project: its files print relative and `excluded` globs still match them.
    func testALinkedFolderInsideTheProjectKeepsItsPlace() throws {
        let root = try project([
            "shared-checkout/Kit/Home.swift": Self.swift(["nowhere"]),
            "shared-checkout/Kit/Generated/Gen.swift": Self.swift(["generatedNowhere"]),
            "app/Main.storyboard": Self.storyboard,
            "app/.seguelint.yml": "excluded: [\"Kit/Generated\"]\n",
        ])
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("app/Kit").path,
            withDestinationPath: "../shared-checkout/Kit")
        let run = try CLITests.launch([".", "Kit", "--quiet"], in: root.appendingPathComponent("app"))
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(
            run.stdout,
            "Kit/Home.swift:2:54: error: segue identifier \"nowhere\" matches no segue for HomeViewController; "
                + "performSegue will raise 'Receiver has no segue with identifier' (unknown-segue-identifier)\n"
                + "Main.storyboard:6:17: note: HomeViewController's scene is here\n")
    }

    /// Recorded from the project root into b/base.json, the paths start at b/ (`../App/…`), and
    /// the baseline matches from b/, through `App/../App`, and through a symbolic link.
    func testBaselinePathsAreRelativeToTheBaselineFileFromAnywhere() throws {
        let root = try project([
            "App/Main.storyboard": Self.storyboard, "App/Home.swift": Self.swift(["nowhere", "showDetial"]),
            "b/.keep": "",
        ])
        let write = try CLITests.launch(["App", "--write-baseline", "b/base.json", "--quiet"], in: root)
        XCTAssertEqual(write.status, 1)
        let entries = try baselineEntries(root.appendingPathComponent("b/base.json"))
        XCTAssertEqual(entries.map { $0["file"] }, ["../App/Home.swift", "../App/Home.swift"])
        XCTAssertEqual(entries.map { $0["subject"] }, ["showDetial", "nowhere"])

        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("alias").path, withDestinationPath: root.path)
        let runs = [
            (["../App", "--baseline", "base.json"], root.appendingPathComponent("b")),
            (["App/../App", "--baseline", "b/base.json"], root),
            (
                [
                    root.appendingPathComponent("alias/App").path, "--baseline",
                    root.appendingPathComponent("alias/b/base.json").path,
                ],
                root.deletingLastPathComponent()
            ),
        ]
        for (arguments, directory) in runs {
            let run = try CLITests.launch(arguments + ["--baseline-stale", "--quiet"], in: directory)
            XCTAssertEqual(run.status, 0, "\(arguments): \(run.stdout)")
            XCTAssertEqual(run.stdout, "", "\(arguments)")
            XCTAssertEqual(run.stderr, "", "\(arguments): no stale entries")
        }
    }

    func testBaselineVersionsOtherThanOneAndTwoAreRefusedNamingTheVersion() throws {
        let root = try project(["Main.storyboard": Self.storyboard, "Home.swift": Self.swift(["nowhere"])])
        let entries =
            #"[{"rule": "unknown-segue-identifier", "file": "Home.swift", "subject": "nowhere", "message": "old words"}]"#
        for version in ["0", "99", "-1", "1.5", "3", "\"2\"", "true"] {
            try #"{"version": \#(version), "entries": \#(entries)}"#.write(
                to: root.appendingPathComponent("base.json"),
                atomically: true, encoding: .utf8)
            let run = try CLITests.launch(["--baseline", "base.json"], in: root)
            XCTAssertEqual(run.status, 2, version)
            XCTAssertEqual(run.stdout, "")
            let expected =
                version.hasPrefix("\"") || version == "true"
                ? "seguelint: error: base.json: the baseline version must be a number, not \(version) (this seguelint reads versions 1 and 2)\n"
                : "seguelint: error: base.json: unsupported baseline version \(version) (this seguelint reads versions 1 and 2)\n"
            XCTAssertEqual(run.stderr, expected)
        }
        // Versions 1 and 2 are read; an entry matches on rule, file and subject, whatever its message says.
        for version in ["1", "2"] {
            try #"{"version": \#(version), "entries": \#(entries)}"#.write(
                to: root.appendingPathComponent("base.json"),
                atomically: true, encoding: .utf8)
            let run = try CLITests.launch(["--baseline", "base.json", "--quiet", "--baseline-stale"], in: root)
            XCTAssertEqual(run.status, 0, version + run.stdout)
            XCTAssertEqual(run.stdout + run.stderr, "")
        }
    }

    /// With --changed, findings outside the changed files are filtered from the report, not fixed:
    /// their entries are not stale. --write-baseline records the whole run.
    func testChangedRunsNeitherCallHiddenFindingsStaleNorRecordOnlyPartOfTheRun() throws {
        let elsewhere =
            "extension HomeViewController {\n    func more() { performSegue(withIdentifier: \"elsewhere\", sender: nil) }\n}\n"
        let root = try project([
            "Main.storyboard": Self.storyboard, "Home.swift": Self.swift(["nowhere"]), "Other.swift": elsewhere,
        ])
        let write = try CLITests.launch(["--changed", "Home.swift", "--write-baseline", "base.json", "--quiet"], in: root)
        XCTAssertEqual(write.status, 1, "Home.swift's own finding is reported")
        XCTAssertEqual(write.stdout.split(separator: "\n").first?.hasPrefix("Home.swift:2:54: error:"), true, write.stdout)
        XCTAssertEqual(
            try baselineEntries(root.appendingPathComponent("base.json")).map { $0["subject"] }, ["nowhere", "elsewhere"])
        let unchanged = try CLITests.launch(
            ["--changed", "Home.swift", "--baseline", "base.json", "--baseline-stale", "--quiet"], in: root)
        XCTAssertEqual(unchanged.status, 0)
        XCTAssertEqual(unchanged.stdout + unchanged.stderr, "")
        // Other.swift's finding fixed: now its entry is stale, even though Other.swift is not in the changed list.
        try elsewhere.replacingOccurrences(of: "elsewhere", with: "showDetail")
            .write(to: root.appendingPathComponent("Other.swift"), atomically: true, encoding: .utf8)
        let fixed = try CLITests.launch(
            ["--changed", "Home.swift", "--baseline", "base.json", "--baseline-stale", "--quiet"], in: root)
        XCTAssertEqual(fixed.status, 0)
        XCTAssertEqual(fixed.stdout, "")
        XCTAssertEqual(
            fixed.stderr,
            "seguelint: stale baseline entry: Other.swift: segue identifier \"elsewhere\" matches no segue "
                + "for HomeViewController; performSegue will raise 'Receiver has no segue with identifier' (unknown-segue-identifier)\n"
        )
    }

    // MARK: - Inputs that are not regular files

    func testAFIFONamedLikeASourceIsRefusedNotWaitedOn() throws {
        let root = try project(["Main.storyboard": Self.storyboard, "App/Home.swift": Self.swift(["showDetail"])])
        XCTAssertEqual(mkfifo(root.appendingPathComponent("App/Pipe.swift").path, 0o600), 0)
        let named = try CLITests.launch(["App/Pipe.swift"], in: root, timeLimit: 20)
        XCTAssertEqual(named.status, 2)
        XCTAssertEqual(named.stdout, "")
        XCTAssertEqual(named.stderr, "seguelint: error: not a regular file: App/Pipe.swift is a FIFO\n")
        // A socket cannot even be opened; it is named for what it is all the same.
        let socket = Process()
        socket.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        socket.arguments = [
            "python3", "-c", "import socket, sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])",
            "Socket.storyboard",
        ]
        // Bound by a relative name: a socket path is limited to about 100 bytes.
        socket.currentDirectoryURL = root.appendingPathComponent("App")
        try socket.run()
        socket.waitUntilExit()
        XCTAssertEqual(socket.terminationStatus, 0, "python3 could not create a socket")
        let inFolder = try CLITests.launch(["."], in: root, timeLimit: 20)
        XCTAssertEqual(inFolder.status, 1)
        XCTAssertEqual(
            inFolder.stdout,
            "App/Pipe.swift:1: error: cannot read Swift source: not a regular file (a FIFO), "
                + "so it was not read (invalid-swift-source)\n"
                + "App/Socket.storyboard:1: error: cannot read storyboard: not a regular file (a socket), "
                + "so it was not read (invalid-storyboard)\n")
        XCTAssertEqual(inFolder.stderr, "seguelint: 2 errors and 0 warnings in 4 files (2 storyboards, 2 Swift files)\n")
    }

    // MARK: - Line-oriented output

    /// A storyboard identifier holding CR LF stays on its diagnostic's line.
    func testLineBreaksInIdentifiersAreEscapedInLineFormats() throws {
        let storyboard = Self.storyboard.replacingOccurrences(
            of: "identifier=\"showDetail\"", with: "identifier=\"show&#13;&#10;Detail\"")
        let root = try project(["Main.storyboard": storyboard, "Home.swift": Self.swift(["showDetail"])])
        let run = try CLITests.launch(["--quiet"], in: root)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(
            run.stdout,
            """
            Home.swift:2:57: error: segue identifier "showDetail" matches no segue for HomeViewController; did you mean "show\\r\\nDetail"? (misspelled-segue-identifier)
            Main.storyboard:8:74: note: segue "show\\r\\nDetail" is defined here
            Main.storyboard:6:17: note: HomeViewController's scene is here

            """)
        let summary = try CLITests.launch(["--quiet", "--reporter", "summary"], in: root)
        XCTAssertEqual(
            summary.stdout,
            """
            rule                           errors  warnings
            misspelled-segue-identifier         1         0

            file          errors  warnings
            Home.swift         1         0

            1 error and 0 warnings in 2 files (1 storyboard, 1 Swift file)

            """)
    }

    /// A clean run with --output prints the whole summary table, placeholder included.
    func testCleanRunWithAnOutputFilePrintsTheWholeSummaryTable() throws {
        let root = try project(["Main.storyboard": Self.storyboard, "Home.swift": Self.swift(["showDetail"])])
        let run = try CLITests.launch(["--reporter", "json", "--output", "report.json"], in: root)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(
            run.stdout,
            """
            rule      errors  warnings
            (none)         0         0

            file      errors  warnings
            (none)         0         0

            0 errors and 0 warnings in 2 files (1 storyboard, 1 Swift file)

            """)
        XCTAssertEqual(run.stderr, "")
    }

    // MARK: - Symbolic links on the way

    /// The working directory reached one way and the argument another (macOS's /tmp is
    /// /private/tmp): paths still print relative, SARIF keeps its %SRCROOT% base, and --changed
    /// matches whichever spelling names the file.
    func testPathsThroughSymbolicLinksAreResolvedOnce() throws {
        let root = try project(["real/App/Main.storyboard": Self.storyboard, "real/App/Home.swift": Self.swift(["nowhere"])])
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("link").path,
            withDestinationPath: root.appendingPathComponent("real").path)
        let real = root.appendingPathComponent("real")
        let throughLink = root.appendingPathComponent("link/App").path
        let run = try CLITests.launch([throughLink, "--quiet"], in: real)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(
            run.stdout,
            "App/Home.swift:2:54: error: segue identifier \"nowhere\" matches no segue for HomeViewController; "
                + "performSegue will raise 'Receiver has no segue with identifier' (unknown-segue-identifier)\n"
                + "App/Main.storyboard:6:17: note: HomeViewController's scene is here\n")
        let sarif = try CLITests.launch([throughLink, "--quiet", "--reporter", "sarif"], in: real)
        XCTAssertTrue(
            sarif.stdout.contains("\"uri\" : \"App/Home.swift\",\n                  \"uriBaseId\" : \"%SRCROOT%\""), sarif.stdout)
        for changed in [throughLink + "/Home.swift", "App/Home.swift", root.appendingPathComponent("real/App/Home.swift").path] {
            let restricted = try CLITests.launch(["--changed", changed, "--quiet"], in: real)
            XCTAssertEqual(restricted.stdout, run.stdout, changed)
        }
    }

    // MARK: - Configuration leniency

    func testADanglingConfigurationLinkIsAnErrorNotAFallbackToTheParent() throws {
        let root = try project([".seguelint.yml": "strict: true\n", "App/Main.storyboard": Self.storyboard])
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("App/.seguelint.yml").path,
            withDestinationPath: "shared.yml")
        let run = try CLITests.launch([], in: root.appendingPathComponent("App"))
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stderr,
            root.appendingPathComponent("App/.seguelint.yml").path
                + ": error: cannot read the configuration file (it is a symbolic link to shared.yml, which does not exist)\n")
    }

    func testQuotedBooleansAndMalformedFunctionNamesAreConfigurationErrors() throws {
        let cases = [
            ("strict: \"true\"\n", ":1:9: error: 'strict' must be true or false"),
            (
                "perform_segue_functions: [\"go(a:)(b:)\"]\n",
                ":1:27: error: 'go(a:)(b:)' is not a function name: write name, name(label:) or name(_:)"
            ),
            (
                "perform_segue_functions: [\"1go\"]\n",
                ":1:27: error: '1go' is not a function name: write name, name(label:) or name(_:)"
            ),
            (
                "perform_segue_functions: [\"go(:)\"]\n",
                ":1:27: error: 'go(:)' is not a function name: write name, name(label:) or name(_:)"
            ),
        ]
        for (text, message) in cases {
            let root = try project([".seguelint.yml": text, "Main.storyboard": Self.storyboard])
            let run = try CLITests.launch([], in: root)
            XCTAssertEqual(run.status, 2, text)
            XCTAssertEqual(run.stderr, root.appendingPathComponent(".seguelint.yml").path + message + "\n", text)
        }
    }
}
