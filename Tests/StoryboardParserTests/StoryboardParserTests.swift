import Foundation
import SegueModel
import TestSupport
import XCTest

@testable import StoryboardParser

final class StoryboardParserTests: XCTestCase {
    private func parse(_ xml: String, file: StaticString = #filePath, line: UInt = #line) -> Storyboard? {
        switch StoryboardParser.parse(bytes: Array(xml.utf8), path: "Test.storyboard") {
        case .success(let storyboard): return storyboard
        case .failure(let problem):
            XCTFail("unexpected failure: \(problem.message)", file: file, line: line)
            return nil
        }
    }

    private func problem(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> InputProblem? {
        switch StoryboardParser.parse(bytes: bytes, path: "Bad.storyboard") {
        case .success:
            XCTFail("expected a failure", file: file, line: line)
            return nil
        case .failure(let problem): return problem
        }
    }

    private let scene = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="vc1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="vc1" customClass="ListViewController" customModule="App" customModuleProvider="target" storyboardIdentifier="List" sceneMemberID="viewController">
                            <tableView key="view" id="tv1">
                                <prototypes>
                                    <tableViewCell id="c1">
                                        <connections>
                                            <segue destination="vc2" kind="show" trigger="accessoryAction" identifier="editItem" id="g1"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                            <navigationItem key="navigationItem" id="n1">
                                <barButtonItem key="rightBarButtonItem" id="b1">
                                    <connections>
                                        <segue destination="vc2" kind="presentation" identifier="" id="g2"/>
                                    </connections>
                                </barButtonItem>
                            </navigationItem>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                        <exit id="x1" userLabel="Exit" sceneMemberID="exit"/>
                        <tapGestureRecognizer id="t1">
                            <connections>
                                <segue destination="ref" kind="show" id="g3"/>
                            </connections>
                        </tapGestureRecognizer>
                        <viewControllerPlaceholder storyboardName="Other" referencedIdentifier="Detail" id="ref" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="vc2" sceneMemberID="viewController">
                            <connections>
                                <segue destination="x2" kind="unwind" unwindAction="unwindToList:" id="g4"/>
                            </connections>
                        </viewController>
                        <exit id="x2" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func testSceneModel() throws {
        let storyboard = try XCTUnwrap(parse(scene))
        XCTAssertEqual(storyboard.name, "Test")
        XCTAssertEqual(storyboard.initialViewControllerID, "vc1")
        XCTAssertFalse(storyboard.isMacOS)
        XCTAssertEqual(storyboard.scenes.count, 2)
        let first = storyboard.scenes[0]
        let vc = try XCTUnwrap(first.viewController)
        XCTAssertEqual(vc.elementName, "tableViewController")
        XCTAssertEqual(vc.customClass, "ListViewController")
        XCTAssertEqual(vc.customModuleProvider, "target")
        XCTAssertEqual(vc.storyboardIdentifier, "List")
        XCTAssertEqual(vc.location, Location(file: "Test.storyboard", line: 6, column: 17))
        XCTAssertEqual(
            first.placeholders,
            [
                StoryboardReference(
                    id: "ref", storyboardName: "Other", referencedIdentifier: "Detail",
                    location: Location(file: "Test.storyboard", line: 31, column: 17))
            ])
        XCTAssertEqual(first.exits.map(\.id), ["x1"])
    }

    /// A segue belongs to its scene's view controller whatever element holds it.
    func testSeguesOfEveryHolder() throws {
        let segues = try XCTUnwrap(parse(scene)).scenes[0].segues
        XCTAssertEqual(segues.map(\.id), ["g1", "g2", "g3"])
        XCTAssertEqual(segues.map(\.sourceElement), ["tableViewCell", "barButtonItem", "tapGestureRecognizer"])
        XCTAssertEqual(segues[0].trigger, "accessoryAction")
        XCTAssertEqual(segues[0].identifier, "editItem")
    }

    func testEmptyAndMissingIdentifiersStayApart() throws {
        let storyboard = try XCTUnwrap(parse(scene))
        let segues = storyboard.scenes[0].segues
        XCTAssertEqual(segues[1].identifier, "")
        XCTAssertNil(segues[2].identifier)
        XCTAssertNil(segues[1].nonEmptyIdentifier)
        let unwind = storyboard.scenes[1].segues[0]
        XCTAssertTrue(unwind.isUnwind)
        XCTAssertEqual(unwind.unwindAction, "unwindToList:")
        XCTAssertEqual(unwind.destinationID, "x2")
    }

    /// Columns are 1-based UTF-8 byte offsets and point at the identifier's value.
    /// References in attribute values are resolved as the XML says: `&amp;` and `&#38;` are `&`
    /// (libxml2's SAX2 interface hands them over as `&#38;`), and a value written as `&amp;#38;`
    /// stays `&#38;`.
    func testReferencesInAttributeValuesAreResolved() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc1" customClass="Save&amp;ExitViewController" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="vc1" kind="show" identifier="save&amp;exit" id="g1"/>
                                    <segue destination="vc1" kind="show" identifier="a&#38;b&#x26;c" id="g2"/>
                                    <segue destination="vc1" kind="show" identifier="&lt;&gt;&quot;&apos;&#65;" id="g3"/>
                                    <segue destination="vc1" kind="show" identifier="&amp;#38;" id="g4"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let storyboard = try XCTUnwrap(parse(xml))
        XCTAssertEqual(storyboard.scenes.first?.viewController?.customClass, "Save&ExitViewController")
        XCTAssertEqual(storyboard.scenes.first?.segues.map(\.identifier), ["save&exit", "a&b&c", "<>\"'A", "&#38;"])
    }

    func testColumnsCountUTF8BytesAndPointAtTheIdentifier() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc1" title="👤" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="vc1" kind="show" userLabel="👤👤" identifier="showPerson" id="g1"/>
                                    <segue destination="vc1" kind="show" id="g2"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let segues = try XCTUnwrap(parse(xml)).scenes[0].segues
        let lines = xml.components(separatedBy: "\n")
        let segueLine = lines[7]
        let valueStart = try XCTUnwrap(segueLine.range(of: "identifier=\"")).upperBound
        XCTAssertEqual(segues[0].location.line, 8)
        XCTAssertEqual(segues[0].location.column, segueLine[..<valueStart].utf8.count + 1)
        let bareStart = try XCTUnwrap(lines[8].range(of: "<segue")).lowerBound
        XCTAssertEqual(
            segues[1].location.column, lines[8][..<bareStart].utf8.count + 1, "no identifier: the caret goes to <segue")
    }

    func testMalformedXMLGivesLibxml2MessageAndLine() throws {
        let xml = "<?xml version=\"1.0\"?>\n<document>\n  <scenes>\n    <scene sceneID=\"a\">\n  </scenes>\n</document>\n"
        let failure = try XCTUnwrap(problem(Array(xml.utf8)))
        XCTAssertEqual(failure.kind, .storyboard)
        XCTAssertEqual(failure.location.line, 5)
        XCTAssertTrue(failure.message.hasPrefix("malformed XML: "), failure.message)
        XCTAssertTrue(failure.message.contains("mismatch"), failure.message)
    }

    func testTruncatedEmptyAndForeignFilesFail() throws {
        XCTAssertTrue(try XCTUnwrap(problem([])).message.contains("empty"))
        XCTAssertTrue(
            try XCTUnwrap(problem(Array("<?xml version=\"1.0\"?>\n<document><scenes><scene sceneID=\"".utf8))).message
                .hasPrefix("malformed XML"))
        XCTAssertEqual(try XCTUnwrap(problem(Array("{\"json\": true}".utf8))).message, "not a storyboard: the file is not XML")
        XCTAssertEqual(
            try XCTUnwrap(problem(Array("version https://git-lfs.github.com/spec/v1\n".utf8))).message,
            "not a storyboard: the file is not XML")
        XCTAssertEqual(
            try XCTUnwrap(problem(Array("<plist/>".utf8))).message,
            "not a storyboard: the root element is <plist>, not <document>")
        XCTAssertTrue(try XCTUnwrap(problem([0x00, 0xFF, 0xFE, 0x01, 0x80])).message.hasPrefix("malformed XML"))
    }

    func testExternalEntityIsNeverLoaded() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("seguelint-secret-\(getpid()).txt")
        try "TOP-SECRET-CONTENT".write(to: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: secret) }
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE document [<!ENTITY xxe SYSTEM "file://\(secret.path)">]>
            <document type="x"><scenes><scene sceneID="&xxe;"/></scenes></document>
            """
        let failure = try XCTUnwrap(problem(Array(xml.utf8)))
        XCTAssertEqual(failure.location.line, 2)
        XCTAssertTrue(failure.message.contains("DOCTYPE"), failure.message)
        XCTAssertFalse(failure.message.contains("TOP-SECRET"))
    }

    func testEntityExpansionBombIsRefusedQuickly() throws {
        var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            xml += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        xml += "]>\n<document a=\"&lol9;\">&lol9;</document>\n"
        let start = Date()
        let failure = try XCTUnwrap(problem(Array(xml.utf8)))
        XCTAssertLessThan(Date().timeIntervalSince(start), TestSupport.timeLimit(1.0))
        XCTAssertTrue(failure.message.contains("DOCTYPE"), failure.message)
        XCTAssertEqual(failure.location.line, 2)
    }

    /// In UTF-16 the byte-level DOCTYPE scan sees nothing, so it is libxml2's SAX handler (the
    /// internal-subset callback) that refuses the DTD; the secret never appears either way.
    func testUTF16DoctypesAreRefusedByLibxml2NotByTheByteScan() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-16"?>
            <!DOCTYPE document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
            <document type="x"><scenes><scene sceneID="&xxe;"/></scenes></document>
            """
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in xml.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let scanned = bytes.withUnsafeBufferPointer { LineIndex($0).doctypeLineInProlog() }
        XCTAssertNil(scanned, "the byte scan cannot read UTF-16")
        XCTAssertEqual(Array(xml.utf8).withUnsafeBufferPointer { LineIndex($0).doctypeLineInProlog() }, 2, "but it reads UTF-8")
        let failure = try XCTUnwrap(problem(bytes))
        XCTAssertEqual(failure.message, "DOCTYPE declarations are not allowed in storyboards (refused for safety)")
        XCTAssertEqual(failure.location.line, 2)
    }

    func testUTF16StoryboardParses() throws {
        let xml = scene.replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in xml.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        guard case .success(let storyboard) = StoryboardParser.parse(bytes: bytes, path: "U.storyboard") else {
            return XCTFail("UTF-16 storyboard did not parse")
        }
        XCTAssertEqual(storyboard.scenes.first?.segues.first?.identifier, "editItem")
        XCTAssertEqual(storyboard.scenes.first?.segues.first?.location.line, 11)
    }

    /// libxml2 stores line numbers in 16 bits unless XML_PARSE_BIG_LINES is set.
    func testLineNumbersPast65535() throws {
        let padding = String(repeating: "<!-- padding -->\n", count: 70_000)
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            \(padding)<scenes><scene sceneID="s"><objects><viewController id="v" sceneMemberID="viewController">
            <connections><segue destination="v" kind="show" identifier="far" id="g"/></connections>
            </viewController></objects></scene></scenes></document>
            """
        let storyboard = try XCTUnwrap(parse(xml))
        XCTAssertEqual(storyboard.scenes.first?.segues.first?.location.line, 70_004)
    }

    func testUnreadableFileIsAProblem() {
        guard case .failure(let problem) = StoryboardParser.parse(contentsOf: "/nonexistent/X.storyboard") else {
            return XCTFail("expected failure")
        }
        XCTAssertTrue(problem.message.contains("cannot read"), problem.message)
        XCTAssertEqual(problem.location.line, 1)
    }

    func testMacOSStoryboardIsRecognised() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <windowController id="w1" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="v1" kind="relationship" relationship="window.shadowedContentViewController" id="g1"/>
                                </connections>
                            </windowController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let storyboard = try XCTUnwrap(parse(xml))
        XCTAssertTrue(storyboard.isMacOS)
        XCTAssertEqual(storyboard.scenes.first?.viewController?.elementName, "windowController")
        XCTAssertEqual(storyboard.scenes.first?.segues.first?.relationship, "window.shadowedContentViewController")
        XCTAssertEqual(storyboard.scenes.first?.segues.first?.isRelationship, true)
    }
}
