import Foundation
import SegueModel
import TestSupport
import XCTest

@testable import SegueCache
@testable import SegueDriver
@testable import SegueRules
@testable import SwiftFacts

/// What a pull request can put in front of seguelint. Each case asserts the exact outcome: a
/// diagnostic (or a clear message) for the bad file, and everything else still linted.
final class HostileInputTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = TestSupport.temporaryRoot.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        // One good storyboard and one Swift file with a real finding: it must survive every case.
        try write(
            "Good.storyboard",
            Examples.storyboard(
                viewController: "HomeViewController",
                segues: [
                    #"<segue destination="dst-00-001" kind="show" identifier="showMap" id="sg1-00-001"/>"#
                ]))
        try write(
            "Home.swift",
            "class HomeViewController: UIViewController { func go() { performSegue(withIdentifier: \"shwMap\", sender: nil) } }\n"
        )
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ name: String, _ text: String) throws {
        try write(name, Data(text.utf8))
    }

    private func write(_ name: String, _ data: Data) throws {
        let url = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// Lints the folder; returns `file:line rule` for each diagnostic, plus the diagnostics.
    private func lint(threads: Int? = nil) throws -> (summary: [String], diagnostics: [Diagnostic]) {
        let result = Linter.lint(try FileDiscovery.discover([root.path]), load: .init(threads: threads))
        let paths = PathDisplay(workingDirectory: root.path)
        let summary = result.diagnostics.map { "\(paths.display($0.location.file)):\($0.location.line) \($0.ruleID)" }
        return (summary, result.diagnostics)
    }

    private var goodFinding: String { "Home.swift:1 misspelled-segue-identifier" }

    func testExternalEntityContentNeverAppearsInAnyOutput() throws {
        let secret = root.appendingPathComponent("secret.txt")
        try "TOP-SECRET-42".write(to: secret, atomically: true, encoding: .utf8)
        try write(
            "XXE.storyboard",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE document [<!ENTITY xxe SYSTEM "file://\(secret.path)">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes><scene sceneID="&xxe;"/></scenes>
            </document>
            """)
        let (summary, _) = try lint()
        XCTAssertEqual(summary, [goodFinding, "XXE.storyboard:2 invalid-storyboard"])
        let result = Linter.lint(try FileDiscovery.discover([root.path]))
        for kind in ReporterKind.allCases {
            XCTAssertFalse(
                kind.render(result, paths: PathDisplay(workingDirectory: root.path)).contains("TOP-SECRET"), kind.rawValue)
        }
    }

    func testEntityBombsFinishFastWithADiagnostic() throws {
        var laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            laughs +=
                "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">\n"
        }
        laughs += "]>\n<document>&lol9;</document>\n"
        try write("Laughs.storyboard", laughs)
        let big = String(repeating: "x", count: 100_000)
        try write(
            "Quadratic.storyboard",
            "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY a \"\(big)\">]>\n<document>"
                + String(repeating: "&a;", count: 10_000) + "</document>\n")
        let start = Date()
        let (summary, _) = try lint()
        XCTAssertLessThan(Date().timeIntervalSince(start), TestSupport.timeLimit(2.0))
        XCTAssertEqual(
            summary, [goodFinding, "Laughs.storyboard:2 invalid-storyboard", "Quadratic.storyboard:2 invalid-storyboard"])
    }

    func testNestingDeeperThanLibxml2AllowsIsADiagnostic() throws {
        let depth = 20_000
        try write(
            "Deep.storyboard",
            "<?xml version=\"1.0\"?>\n<document>" + String(repeating: "<a>", count: depth)
                + String(repeating: "</a>", count: depth) + "</document>\n")
        let (summary, diagnostics) = try lint()
        XCTAssertEqual(summary, ["Deep.storyboard:2 invalid-storyboard", goodFinding])
        let message = diagnostics.first { $0.ruleID == "invalid-storyboard" }?.message ?? ""
        XCTAssertTrue(message.contains("malformed XML") && message.contains("depth"), message)
    }

    func testBrokenStoryboardsOfEveryKind() throws {
        try write("Truncated.storyboard", "<?xml version=\"1.0\"?>\n<document>\n<scenes>\n<scene sceneID=\"a\"")
        try write("Garbage.storyboard", Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }))
        try write("Empty.storyboard", "")
        var utf16 = Data([0xFF, 0xFE])
        for unit in "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<document><scenes></scenes></document>\n".utf16 {
            utf16.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)])
        }
        try write("Wide.storyboard", utf16)
        let (summary, _) = try lint()
        XCTAssertEqual(
            summary,
            [
                "Empty.storyboard:1 invalid-storyboard", "Garbage.storyboard:1 invalid-storyboard", goodFinding,
                "Truncated.storyboard:4 invalid-storyboard",
            ])
    }

    func testHostileSwiftFiles() throws {
        var latin1 = Data("// Se\u{00F1}or\n".utf8)
        latin1[5] = 0xF1  // a lone Latin-1 byte instead of UTF-8's two
        latin1.removeSubrange(6...6)
        latin1.append(
            Data("extension HomeViewController { func f() { performSegue(withIdentifier: \"nope\", sender: nil) } }\n".utf8))
        try write("Latin1.swift", latin1)
        try write("Nul.swift", Data("let a = 1\0\0\nclass B {}\n".utf8))
        try write(
            "Unterminated.swift",
            "class HomeViewController {\n    func f() { performSegue(withIdentifier: \"zzz\", sender: nil)\n    let s = \"open\n")
        let huge = Data(count: InputFile.swiftSizeLimit + 1)
        try write("Huge.swift", huge)
        let (summary, diagnostics) = try lint()
        XCTAssertEqual(
            summary,
            [
                goodFinding, "Huge.swift:1 invalid-swift-source", "Latin1.swift:1 invalid-swift-source",
                // The rest of the badly encoded file is still linted: its segue is unknown.
                "Latin1.swift:2 unknown-segue-identifier", "Unterminated.swift:2 unknown-segue-identifier",
            ])
        XCTAssertEqual(
            diagnostics.first { $0.location.file.hasSuffix("Huge.swift") }?.message,
            "cannot read Swift source: the file is too large (8 MB; the limit is 8 MB), so it was not parsed")
    }

    /// swift-syntax's parser takes time exponential in square-bracket nesting (found by the
    /// fuzzer: 120 `[` in a cast would take longer than the universe has): such a file is reported
    /// at once, whether or not it mentions segues, and real nesting is still parsed.
    func testSquareBracketBombsAreReportedNotParsed() throws {
        let deep = String(repeating: "[", count: 120)
        try write("Bomb.swift", "// no segue words here\nlet table: \(deep)Int\n")
        try write(
            "Cast.swift",
            "class HomeViewController: UIViewController {\n  func f() {\n    _ = x as! P\(deep)V\n    performSegue(withIdentifier: \"nope\", sender: nil)\n  }\n}\n"
        )
        let nested = "let grid = " + String(repeating: "[", count: 8) + "1" + String(repeating: "]", count: 8) + "\n"
        try write("Grid.swift", String(repeating: nested, count: 200))
        let clock = Date()
        let (summary, diagnostics) = try lint()
        XCTAssertLessThan(Date().timeIntervalSince(clock), TestSupport.timeLimit(10))
        XCTAssertEqual(summary, ["Bomb.swift:2 invalid-swift-source", "Cast.swift:3 invalid-swift-source", goodFinding])
        XCTAssertEqual(
            diagnostics.first?.message,
            "not parsed: square brackets nest 120 deep here, and swift-syntax's parser takes time exponential in that depth "
                + "(this file would exceed seguelint's budget for it)")
        let files = try FileDiscovery.discover([root.path])
        XCTAssertEqual(Linter.lint(files, load: .init(prefilter: false)).diagnostics, diagnostics, "the prefilter never hides it")
        XCTAssertLessThan(BracketNesting.estimate(Array(nested.utf8)).units * 200, BracketNesting.budget / 4)
    }

    /// Nesting past what swift-syntax's parser reads (300 parentheses, or 300 closures, before a
    /// `performSegue`) made findings vanish without a word: now the file is a warning naming the
    /// line, in every build. Deep but readable nesting (150 levels) and brackets in literals say nothing.
    func testNestingPastTheParsersLimitIsAWarning() throws {
        try write(
            "Parens.swift",
            "class HomeViewController: UIViewController {\n  func f() {\n    let x = "
                + String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300)
                + "\n    performSegue(withIdentifier: \"shwMap\", sender: nil)\n  }\n}\n")
        try write(
            "Closures.swift",
            "class MapViewController: UIViewController {\n  func g() {\n    run " + String(repeating: "{ run ", count: 300) + "1"
                + String(repeating: " }", count: 300) + "\n    performSegue(withIdentifier: \"nope\", sender: nil)\n  }\n}\n")
        try write(
            "Readable.swift",
            "let y = " + String(repeating: "(", count: 150) + "1" + String(repeating: ")", count: 150)
                + "\nlet s = \"" + String(repeating: "(", count: 300) + "\"\n")
        let (summary, diagnostics) = try lint()
        XCTAssertEqual(
            summary.filter { $0.contains("invalid-swift-source") },
            ["Closures.swift:3 invalid-swift-source", "Parens.swift:3 invalid-swift-source"])
        let warning = try XCTUnwrap(diagnostics.first { $0.location.file.hasSuffix("Parens.swift") })
        XCTAssertEqual(warning.severity, .warning)
        XCTAssertTrue(
            warning.message.hasPrefix("read in part: brackets, parentheses and braces nest 302 deep from here"), warning.message)
        XCTAssertTrue(summary.contains(goodFinding))
    }

    /// A folder inside a linted one that can't be listed (no permission) was skipped silently: it is
    /// reported with the system's reason, and everything else is linted. A named file that can't be
    /// read is "cannot read …: Permission denied", not "no such file or directory" (checked when the
    /// tests don't run as root, who reads everything).
    func testUnreadableFoldersAndFilesSayWhy() throws {
        try write("Locked/Secret.swift", "class SecretViewController: UIViewController {}\n")
        let locked = CanonicalPath.resolve(root.appendingPathComponent("Locked").path)
        let files = try FileDiscovery.discover(
            [root.path],
            list: { folder in
                if folder == locked {
                    throw CocoaError(
                        .fileReadNoPermission,
                        userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))])
                }
                return try FileManager.default.contentsOfDirectory(atPath: folder)
            })
        XCTAssertEqual(files.unreadableFolders.map(\.path), [locked])
        XCTAssertEqual(files.unreadableFolders.map(\.reason), ["Permission denied"])
        XCTAssertEqual(files.sources.map { ($0 as NSString).lastPathComponent }, ["Home.swift"])
        XCTAssertThrowsError(try FileDiscovery.discover([root.appendingPathComponent("Gone.swift").path])) { error in
            XCTAssertEqual("\(error)", "no such file or directory: \(root.appendingPathComponent("Gone.swift").path)")
        }
    }

    /// A named file that can't be read says so (only checkable when the tests don't run as root).
    func testUnreadableNamedFileSaysPermissionDenied() throws {
        guard getuid() != 0 else { throw XCTSkip("running as root: permissions don't stop root from reading") }
        let unreadable = root.appendingPathComponent("Home.swift").path
        XCTAssertEqual(chmod(unreadable, 0), 0)
        defer { chmod(unreadable, 0o644) }
        XCTAssertThrowsError(try FileDiscovery.discover([unreadable])) { error in
            XCTAssertEqual("\(error)", "cannot read \(unreadable): Permission denied")
        }
    }

    /// Brackets in string literals and comments are not code: a logger full of ANSI escapes
    /// (`"\u{001B}[38;5;208m"`, never closed by a `]`) is parsed and linted (a real app's file was
    /// refused). Brackets in an interpolation's code still count, and a literal left open at the
    /// end of the file makes every bracket count.
    func testBracketsInStringsAndCommentsAreNotNesting() throws {
        let escapes = (0..<400).map { ##"    static let c\##($0) = "\u{001B}[38;5;\##($0)m" + #"[raw["# // [[[[ /* [[[[ */"## }
        let source =
            "enum Colors {\n" + escapes.joined(separator: "\n")
            + "\n    static let banner = \"\"\"\n    [[[[[[[[\n    \"\"\"\n}\n"
            + "class HomeViewController: UIViewController {\n  func f() { performSegue(withIdentifier: \"nope\", sender: nil) }\n}\n"
        XCTAssertGreaterThan(
            BracketNesting.estimate(Array(source.utf8), skippingLiterals: false)?.units ?? 0, BracketNesting.budget,
            "counting every byte, the file would be refused")
        try write("Colors.swift", source)
        let (summary, _) = try lint()
        XCTAssertEqual(summary, ["Colors.swift:407 unknown-segue-identifier", goodFinding])
        let deep = String(repeating: "[", count: 40)
        XCTAssertGreaterThan(
            BracketNesting.estimate(Array("let s = \"\\(\(deep)1)\"\n".utf8)).deepest, 39,
            "code in an interpolation counts")
        XCTAssertEqual(
            BracketNesting.estimate(Array("let s = \"\"\"\n\(deep)\n".utf8)).deepest, 40,
            "an unterminated multi-line literal counts every bracket")
        let raw = String(repeating: "let s = #\"\\\"[[[[[\"#; let t = [1]\n", count: 400)
        XCTAssertLessThan(
            BracketNesting.estimate(Array(raw.utf8)).units, BracketNesting.budget / 20,
            "a raw string ends at its own delimiter, and its brackets with it")
        // Literals the lexer could misread never hide nesting; one literal's brackets cost nothing.
        let hidden = [
            "let a = \"a\\\n_ = \(deep)1\n// \"\n",  // a backslash before a one-line literal's newline
            "let r = #/\"\"\"/#\n_ = \(deep)1\n// \"\"\"\n",  // a regex literal holding three quotes
            "let d = a /\"/\n_ = \(deep)1\n// \"\n",  // a bare regex literal (or a division) holding a quote
        ]
        for source in hidden {
            XCTAssertTrue(BracketNesting.isOverBudget(Array(source.utf8)), source)
        }
        XCTAssertFalse(
            BracketNesting.isOverBudget(Array(("let ansi = \"" + String(repeating: "\\u{1B}[2J", count: 2_000) + "\"\n").utf8)),
            "one literal with 2,000 ANSI escapes (a real app's console preview)")
    }

    /// A file of a locked git-crypt repository is skipped with a warning that says so; Xcode's
    /// localization exports (`*.xcloc`, copies of the storyboards) and asset catalogs are not entered.
    func testEncryptedFilesAndLocalizationExports() throws {
        let encrypted = Data([0] + Array("GITCRYPT".utf8) + [0, 0x9F, 0x12, 0xFF, 0x00, 0x41])
        try write("Secret.swift", encrypted)
        try write("Secret.storyboard", encrypted)
        try write("Main.xcloc/Source Contents/App/Base.lproj/Copy.storyboard", "<?xml version=\"1.0\"?><document><broken")
        try write("Assets.xcassets/Icon.imageset/Stray.storyboard", "<?xml version=\"1.0\"?><document><broken")
        try write("Stickers.xcstickers/Sticker Pack.stickerpack/Stray.swift", encrypted)
        let (summary, diagnostics) = try lint()
        XCTAssertEqual(summary, [goodFinding, "Secret.storyboard:1 invalid-storyboard", "Secret.swift:1 invalid-swift-source"])
        for diagnostic in diagnostics where diagnostic.location.file.contains("Secret") {
            XCTAssertEqual(diagnostic.severity, .warning)
            XCTAssertEqual(
                diagnostic.message,
                "not linted: the file is encrypted with git-crypt (it starts with git-crypt's header); "
                    + "run `git-crypt unlock` to lint it")
        }
    }

    /// A file longer than its size said when it was opened (one that grows while it is read; on
    /// Linux, `/proc` files report size 0) is read whole.
    func testFilesThatOutgrowTheirStatSizeAreReadWhole() throws {
        #if os(Linux)
            let bytes = try InputFile.bytes(atPath: "/proc/self/cmdline")
            XCTAssertGreaterThan(bytes.count, 1)
            XCTAssertEqual(String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self), CommandLine.arguments.first)
        #endif
        let small = root.appendingPathComponent("Small.swift")
        try "let a = 1\n".write(to: small, atomically: false, encoding: .utf8)
        XCTAssertEqual(try InputFile.bytes(atPath: small.path), Array("let a = 1\n".utf8))
        XCTAssertEqual(try InputFile.bytes(atPath: small.path, limit: 10), Array("let a = 1\n".utf8))
        XCTAssertThrowsError(try InputFile.bytes(atPath: small.path, limit: 9))
    }

    /// Folders are listed a level at a time on every core, or on one with `--threads 1`: the
    /// files found are the same, in the same order.
    func testDiscoveryIsTheSameOnOneThread() throws {
        for index in 0..<12 {
            try write("Level\(index % 3)/Deeper\(index)/Inner/File\(index).swift", "struct S\(index) {}\n")
            try write("Level\(index % 3)/Deeper\(index)/Scene\(index).storyboard", "<document/>")
        }
        try write("Assets.xcassets/A.imageset/Hidden.swift", "struct Hidden {}\n")
        let everyCore = try FileDiscovery.discover([root.path])
        let one = try FileDiscovery.discover([root.path], threads: 1)
        XCTAssertEqual(everyCore, one)
        XCTAssertEqual(everyCore.sources.filter { $0.contains("/Inner/File") }.count, 12)
        XCTAssertEqual(everyCore.storyboards.filter { $0.contains("/Scene") }.count, 12)
        XCTAssertFalse(everyCore.sources.contains { $0.hasSuffix("Hidden.swift") }, "asset catalogs are not entered")
    }

    /// Folders named inside one another and a file named as well: each file is listed once,
    /// sorted, with the signature its folder's listing took; the lists are those a plain listing
    /// of names gives (no signatures); and a signature is only ever given for the path it was
    /// taken of, whatever becomes of the lists.
    func testDiscoveryListsEachFileOnceWithItsSignature() throws {
        for name in ["Sub/A.swift", "Sub/Z.swift", "Top.swift", "Ünï/D.swift", "Sub/Package.swift"] {
            try write(name, "struct S {}\n")
        }
        try write("Sub/B.storyboard", "<document/>")
        try write("Sub/C.m", "@implementation C @end\n")
        try write("Sub/C.h", "@interface C @end\n")
        let base = CanonicalPath.resolve(root.path)
        func path(_ name: String) -> String { base + "/" + name }
        let named = [base, path("Sub"), path("Sub/A.swift")]
        let files = try FileDiscovery.discover(named, signatures: true)
        // `Home.swift` and `Good.storyboard` are every test's (`setUp`).
        let expected = ["Home.swift", "Sub/A.swift", "Sub/Z.swift", "Top.swift", "Ünï/D.swift"].map(path)
        XCTAssertEqual(files.sources, expected.sorted())
        XCTAssertEqual(files.storyboards, [path("Good.storyboard"), path("Sub/B.storyboard")])
        XCTAssertEqual(files.objcFiles, ["Sub/C.h", "Sub/C.m"].map(path))
        XCTAssertEqual(files.projectInputs, [path("Sub/Package.swift")])
        XCTAssertEqual(files.roots, [base, path("Sub")])
        let listedByName = try FileDiscovery.discover(named, list: { try FileManager.default.contentsOfDirectory(atPath: $0) })
        XCTAssertEqual(files, listedByName)
        let signed = files.storyboards + files.sources + files.objcFiles
        for (position, path) in signed.enumerated() {
            XCTAssertEqual(files.signatures.signature(at: position, of: path), FileSignature(path: path), path)
        }
        for (position, path) in signed.reversed().enumerated() {
            let signature = files.signatures.signature(at: position, of: path)
            XCTAssertTrue(signature == nil || signature == FileSignature(path: path), path)
        }
        XCTAssertNil(files.signatures.signature(at: signed.count, of: signed[0]))
    }

    func testFileSystemOddities() throws {
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("loop"), withDestinationURL: root)
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("Gone.swift"),
            withDestinationURL: root.appendingPathComponent("deleted.swift"))
        try write(
            "Folder With Spaces/Ünïcödé 👤.swift",
            "extension HomeViewController { func f() { performSegue(withIdentifier: \"x\", sender: nil) } }\n")
        let (summary, diagnostics) = try lint()
        // The file under a name with spaces and emoji is read: its segue is unknown.
        XCTAssertEqual(
            summary,
            [
                "Folder With Spaces/Ünïcödé 👤.swift:1 unknown-segue-identifier", "Gone.swift:1 invalid-swift-source",
                goodFinding,
            ])
        let message = diagnostics.first { $0.ruleID == "invalid-swift-source" }?.message ?? ""
        XCTAssertEqual(message, "cannot read Swift source: no such file (deleted while linting?)")
    }

    /// One thread, every thread and a shuffled file order give byte-identical output.
    func testOutputIsIdenticalWhateverTheThreadCountOrOrder() throws {
        let demo = TestSupport.fixtures.appendingPathComponent("DemoApp")
        let files = try FileDiscovery.discover([demo.path, TestSupport.fixtures.appendingPathComponent("Corpus").path])
        let paths = PathDisplay(workingDirectory: TestSupport.fixtures.path)
        let reference = ReporterKind.sarif.render(Linter.lint(files, load: .init(threads: 1)), paths: paths)
        for threads in [2, 8] {
            XCTAssertEqual(ReporterKind.sarif.render(Linter.lint(files, load: .init(threads: threads)), paths: paths), reference)
        }
        var generator = SystemRandomNumberGenerator()
        let shuffled = FileDiscovery.Files(
            storyboards: files.storyboards.shuffled(using: &generator),
            sources: files.sources.shuffled(using: &generator))
        XCTAssertEqual(ReporterKind.sarif.render(Linter.lint(shuffled, load: .init(threads: 3)), paths: paths), reference)
        // Projects with several targets: their units are indexed, and their rules run, in parallel.
        // (Their findings are few; `testFindingsMergeTheSameWayOnAnyThreadCount` has many.)
        for project in [
            "XcodeProject", "unknown-segue-identifier/multiplatform-if-os", "unknown-storyboard-name/mac-and-ios-targets-ok",
        ] {
            let files = try FileDiscovery.discover([TestSupport.fixtures.appendingPathComponent(project).path])
            let one = Linter.lint(files, load: .init(threads: 1))
            XCTAssertNil(one.requestError)
            for threads in [2, 8] {
                XCTAssertEqual(
                    ReporterKind.sarif.render(Linter.lint(files, load: .init(threads: threads)), paths: paths),
                    ReporterKind.sarif.render(one, paths: paths), project)
            }
        }
    }

    /// Every rule on many units, findings found in several of them (each unit twice): the findings,
    /// their order, the units noted for them and the target notes are the same on 1, 2 and 8 threads.
    func testFindingsMergeTheSameWayOnAnyThreadCount() throws {
        let configuration = Configuration().enablingAllRules
        var units: [LintUnit] = []
        for project in ["DemoApp", "unknown-segue-identifier/multiplatform-if-os", "unverified-custom-class/cocoapods-app"] {
            let files = try FileDiscovery.discover([TestSupport.fixtures.appendingPathComponent(project).path])
            units += Linter.buildUnits(files, configuration: configuration)
        }
        units += units
        var times: [(id: String, seconds: Double)] = []
        let one = Linter.finish(
            units, rules: configuration.enabledRules, configuration: configuration, ruleTimes: &times, threads: 1)
        XCTAssertGreaterThan(one.count, 10)
        XCTAssertTrue(one.contains { $0.notes.contains { $0.message.hasPrefix("found when linting target") } })
        XCTAssertEqual(times.count, configuration.enabledRules.count)
        for threads in [2, 8] {
            XCTAssertEqual(
                Linter.finish(
                    units, rules: configuration.enabledRules, configuration: configuration, ruleTimes: &times, threads: threads),
                one)
        }
    }
}
