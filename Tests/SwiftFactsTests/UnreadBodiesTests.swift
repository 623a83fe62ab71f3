import SegueModel
import TestSupport
import XCTest

@testable import SwiftFacts

final class UnreadBodiesTests: XCTestCase {
    /// The source with its unread bodies blanked in place (each byte but line ends a space), or
    /// `nil` when there is none: what the extractor leaves out, shown where it was.
    private func blanked(_ source: String) -> String? {
        var bytes = Array(source.utf8)
        guard let unread = UnreadBodies.unreadBodies(bytes, needles: BodyNeedleSites(bytes, options: ExtractionOptions())) else {
            return nil
        }
        for range in unread {
            for index in range where !UnreadBodies.isLineEnd(bytes[index]) { bytes[index] = UInt8(ascii: " ") }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The bodies of functions and initialisers declared in a type or at file level, whose text
    /// names nothing relevant, become spaces; everything else stays, and so do line ends.
    func testBlanksOnlyTheBodiesNoRecogniserReads() throws {
        let source = """
            //  PersonViewController.swift
            import UIKit

            final class PersonViewController: UIViewController {
                static let showDetail = "showDetail"
                lazy var formatter: DateFormatter = { let f = DateFormatter(); return f }()
                var title2: String { "BLANKED-GETTER \\(1 + 2) {" }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let text = "a } brace \\("nested \\(")")") and /* not a comment */"
                    /* a } in /* a nested */ comment */
                    func local() { print("BLANKED-LOCAL") }
                    print(text, width / 2) // BLANKED-1
                }

                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    print("KEPT-SEGUE")
                }

                /// Goes to the segue list: the doc comment makes this function matter.
                func documented() { print("KEPT-DOC") }

                init(name: String) {
                    let s = \"""
                        multi } line "quoted" \\(name)
                        \"""
                    print(s) // BLANKED-2
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) { fatalError("BLANKED-3") }

                func debugOnly() {
                    #if DEBUG
                    print("KEPT-IF")
                    #endif
                }

                deinit { print("KEPT-DEINIT") }
            }

            protocol Loading {
                func load()
                var isLoading: Bool { get }
            }

            extension PersonViewController: Loading {
                func load() { print("BLANKED-4") }
                var isLoading: Bool { print("BLANKED-ACCESSOR"); return false }
                struct Inner { func inner() { print("BLANKED-5") } }
            }

            func free<T: Equatable>(_ value: T, closure: () -> Void = { print("KEPT-DEFAULT") }) -> [T] where T: Hashable {
                [value].map { $0 } // BLANKED-6
            }
            """
        let result = try XCTUnwrap(blanked(source))
        XCTAssertEqual(result.utf8.count, source.utf8.count)
        XCTAssertEqual(
            result.utf8.enumerated().filter { $0.element == UInt8(ascii: "\n") }.map(\.offset),
            source.utf8.enumerated().filter { $0.element == UInt8(ascii: "\n") }.map(\.offset))
        // What is parsed: the same without the blanks. It has as many lines, and each byte kept
        // maps back to the same byte of the file.
        let bytes = Array(source.utf8)
        let unread = try XCTUnwrap(
            UnreadBodies.unreadBodies(bytes, needles: BodyNeedleSites(bytes, options: ExtractionOptions())))
        let compacted = UnreadBodies.compacted(bytes, leavingOut: unread)
        let insideUnread = { (offset: Int) in unread.contains { $0.contains(offset) } }
        let isLineEnd = { (byte: UInt8) in byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }
        XCTAssertEqual(
            compacted.bytes, bytes.enumerated().filter { !insideUnread($0.offset) || isLineEnd($0.element) }.map(\.element))
        XCTAssertLessThan(compacted.bytes.count, bytes.count - 100)
        for (offset, byte) in compacted.bytes.enumerated() {
            let original = compacted.offsets.original(offset)
            // A line end kept from a body maps into that body; every other byte to itself.
            if insideUnread(original) {
                XCTAssertTrue(isLineEnd(byte), "\(offset)")
            } else {
                XCTAssertEqual(bytes[original], byte, "\(offset)")
            }
        }
        for kept in [
            "KEPT-SEGUE", "KEPT-DOC", "KEPT-IF", "KEPT-DEINIT", "KEPT-DEFAULT", "formatter", "title2", "isLoading: Bool {",
        ] {
            XCTAssertTrue(result.contains(kept), kept)
        }
        for gone in [
            "BLANKED-LOCAL", "BLANKED-1", "BLANKED-2", "BLANKED-3", "BLANKED-4", "BLANKED-5", "BLANKED-6", "BLANKED-GETTER",
            "BLANKED-ACCESSOR", "DateFormatter()",
        ] {
            XCTAssertFalse(result.contains(gone), gone)
        }
        // The declarations around the blanked bodies are untouched.
        XCTAssertTrue(result.contains("override func viewDidLoad() {"))
        XCTAssertTrue(result.contains("required init?(coder: NSCoder) {"))
        XCTAssertTrue(result.contains("struct Inner { func inner() {"))
    }

    /// The blocks of a `var` in a type's body (a getter, a closure, a trailing closure) are
    /// blanked when its text names nothing relevant; a `static` or `class` var's getter (whose one
    /// expression may be the type's name) and a list of accessors (`didSet`, `get`) are kept.
    func testBlanksTheBlocksOfPropertiesNoRecogniserReads() throws {
        let source = """
            struct ProfileView: View {
                var body: some View {
                    VStack { Text("BLANKED-BODY") }
                }
                lazy var header: UILabel = {
                    let label = UILabel() // BLANKED-CLOSURE
                    return label
                }()
                var names = ["a"].map { $0.uppercased() } // BLANKED-TRAILING
                    .filter { !$0.isEmpty } // BLANKED-SECOND
                static var reuseIdentifier: String { String(describing: self) } // KEPT-STATIC
                class var kind: String { "KEPT-CLASS" }
                var count = 0 { didSet { print("KEPT-OBSERVER") } }
                var value: Int { get { 1 } set { print("KEPT-ACCESSORS") } }
                var debug: String {
                    #if DEBUG
                    "KEPT-IF"
                    #endif
                }
                var detail: UIViewController { storyboard!.instantiateViewController(withIdentifier: "KEPT-NEEDLE") }
                /// The title of the segue's button: the comment makes it matter.
                var annotated: String {
                    "KEPT-COMMENT"
                }
            }
            var fileLevel: Int { print("KEPT-FILE"); return 1 }
            protocol Named { var name: String { get } }
            """
        let result = try XCTUnwrap(blanked(source))
        for kept in [
            "KEPT-STATIC", "String(describing: self)", "KEPT-CLASS", "KEPT-OBSERVER", "KEPT-ACCESSORS", "KEPT-IF", "KEPT-NEEDLE",
            "KEPT-COMMENT", "{ get }", "var body: some View {", "}()", "// BLANKED-TRAILING", "// BLANKED-SECOND",
        ] {
            XCTAssertTrue(result.contains(kept), kept)
        }
        XCTAssertTrue(result.contains("KEPT-FILE"))
        for gone in ["BLANKED-BODY", "BLANKED-CLOSURE", "uppercased", "isEmpty"] {
            XCTAssertFalse(result.contains(gone), gone)
        }
    }

    /// At file level, top-level code may follow a `var` (a `main.swift`): its braces are not the
    /// `var`'s and stay, and the facts are those of the whole file.
    func testTopLevelCodeAfterAFileLevelVarIsKept() throws {
        let source = """
            import UIKit
            var window: UIWindow?
            if CommandLine.arguments.count > 1 {
                let mode = "KEPT-STATEMENT"
                print(mode)
            }
            DispatchQueue.main.async { let other = "KEPT-CLOSURE"; print(other) }
            var computed: Int { print("KEPT-FILE-LEVEL"); return 1 }
            struct Settings {
                var count = 0
                #declarations { let key = "KEPT-MACRO" }
            }
            """
        XCTAssertNil(blanked(source))
        var whole = ExtractionOptions()
        whole.leavesOutUnreadBodies = false
        XCTAssertEqual(
            SwiftFactsExtractor.extract(bytes: Array(source.utf8), path: "main.swift").facts.dump(),
            SwiftFactsExtractor.extract(bytes: Array(source.utf8), path: "main.swift", options: whole).facts.dump())
    }

    /// A local type's keyword counts in a body only: `class func`, and a doc comment that says
    /// "class", leave a body blanked; a local `struct` keeps it.
    func testLocalTypesCountInBodiesOnly() throws {
        let source = """
            final class Theme {
                /// The class of colours this enum of themes uses.
                class func make() -> Theme { print("BLANKED-CLASS-FUNC"); return Theme() }
                func local() {
                    struct Row { let title: String }
                    print("KEPT-LOCAL-TYPE")
                }
            }
            """
        let result = try XCTUnwrap(blanked(source))
        XCTAssertFalse(result.contains("BLANKED-CLASS-FUNC"))
        XCTAssertTrue(result.contains("KEPT-LOCAL-TYPE") && result.contains("struct Row"))
    }

    /// What the scan does not model stops it: bodies before are blanked, none after.
    func testStopsAtWhatItDoesNotModel() throws {
        for stopper in [
            "let pattern = /a+b/", "let raw = #\"a } b\"#", "let ratio = a/b", "let c = 'x'", "let s = \"unterminated",
            "let x = (1]",
        ] {
            let source = """
                struct A {
                    func before() { print("BEFORE") }
                    \(stopper)
                    func after() { print("AFTER") }
                }
                """
            let result = try XCTUnwrap(blanked(source), stopper)
            XCTAssertFalse(result.contains("BEFORE"), stopper)
            XCTAssertTrue(result.contains("AFTER"), stopper)
        }
    }

    /// A stored property that holds a scene: how it is shown is looked for in every function of
    /// the type, by its name and by the names bound to it, so the bodies that name them are kept.
    func testBodiesNamingAPropertyThatHoldsASceneAreKept() throws {
        let source = """
            final class AccountViewController: UITableViewController {
                @IBAction func help(_ sender: Any) {
                    present(self.helpController, animated: true) // KEPT-1
                }
                func wrapped() { show(navigation, sender: nil) } // KEPT-2
                func other() { print("BLANKED") }
                private lazy var helpController = storyboard!.instantiateViewController(withIdentifier: "Help")
                private lazy var navigation = UINavigationController(rootViewController: helpController), count = 1
            }
            """
        let result = try XCTUnwrap(blanked(source))
        XCTAssertTrue(result.contains("KEPT-1") && result.contains("show(navigation"))
        XCTAssertFalse(result.contains("BLANKED"))
        // The property after a construct the scan does not model keeps every body.
        XCTAssertNil(blanked(source.replacingOccurrences(of: "count = 1", with: "ratio = a/b\n let other = helpController")))
    }

    /// A `#if` clause that does not balance its brackets stops the scan.
    func testUnbalancedConditionalClauseStops() {
        let source = """
            struct A {
            #if os(iOS)
                func f() {
            #else
                func f() { print("x")
            #endif
                    print("y")
                }
            }
            """
        XCTAssertNil(blanked(source))
    }

    /// With and without blanking, every Swift fixture of the suite yields the same facts: the
    /// shortcut changes what swift-syntax parses, never what the visitor records.
    func testEveryFixtureYieldsTheSameFactsBlankedOrNot() throws {
        let files = TestSupport.files(under: TestSupport.fixtures, suffix: ".swift").filter { url in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder.boolValue
        }
        XCTAssertGreaterThan(files.count, 100)
        var whole = ExtractionOptions()
        whole.leavesOutUnreadBodies = false
        var blankedFiles = 0
        for url in files {
            let bytes = try Array(Data(contentsOf: url))
            if UnreadBodies.unreadBodies(bytes, needles: BodyNeedleSites(bytes, options: ExtractionOptions())) != nil {
                blankedFiles += 1
            }
            let fast = SwiftFactsExtractor.extract(bytes: bytes, path: url.path)
            let full = SwiftFactsExtractor.extract(bytes: bytes, path: url.path, options: whole)
            XCTAssertEqual(fast.facts.dump(), full.facts.dump(), url.path)
            XCTAssertEqual(fast.problem, full.problem, url.path)
        }
        XCTAssertGreaterThan(blankedFiles, 20)
    }
}
