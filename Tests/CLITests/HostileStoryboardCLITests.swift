import Foundation
import TestSupport
import XCTest

/// XML attacks that the byte-level DOCTYPE scan cannot see, so libxml2's own defences (the SAX
/// handlers that refuse a DTD and entity references, the external entity loader that loads
/// nothing) must stop them: UTF-16 documents, and an undeclared entity with no DOCTYPE at all.
final class HostileStoryboardCLITests: XCTestCase {
    private func utf16(_ text: String) -> Data {
        var data = Data([0xFF, 0xFE])
        for unit in text.utf16 { data.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        return data
    }

    func testUTF16ExternalEntitiesBombsAndUndeclaredEntitiesAreRefused() throws {
        let root = try TestSupport.temporaryProject(["secret.txt": "TOP-SECRET-42\n"], for: self)
        let secret = root.appendingPathComponent("secret.txt").path
        try utf16(
            """
            <?xml version="1.0" encoding="UTF-16"?>
            <!DOCTYPE document [<!ENTITY xxe SYSTEM "file://\(secret)">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes><scene sceneID="&xxe;"/></scenes>
            </document>

            """
        ).write(to: root.appendingPathComponent("XXE.storyboard"))
        var bomb = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            bomb +=
                "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">\n"
        }
        bomb += "]>\n<document>&lol9;</document>\n"
        try utf16(bomb).write(to: root.appendingPathComponent("Bomb.storyboard"))
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="HomeViewController" title="&x;" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>

        """.write(to: root.appendingPathComponent("Undeclared.storyboard"), atomically: true, encoding: .utf8)

        let clock = Date()
        let run = try CLITests.launch(["--no-cache"], in: root, timeLimit: 20)
        XCTAssertLessThan(Date().timeIntervalSince(clock), TestSupport.timeLimit(5))
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(
            run.stdout,
            """
            Bomb.storyboard:2: error: DOCTYPE declarations are not allowed in storyboards (refused for safety) (invalid-storyboard)
            Undeclared.storyboard:6: error: malformed XML: Entity 'x' not defined (invalid-storyboard)
            XXE.storyboard:2: error: DOCTYPE declarations are not allowed in storyboards (refused for safety) (invalid-storyboard)

            """)
        XCTAssertEqual(run.stderr, "seguelint: 3 errors and 0 warnings in 3 files (3 storyboards, 0 Swift files)\n")
        for reporter in ["json", "sarif", "junit", "checkstyle", "gitlab", "github-actions", "summary"] {
            let report = try CLITests.launch(["--no-cache", "--reporter", reporter], in: root, timeLimit: 20)
            XCTAssertEqual(report.status, 1, reporter)
            XCTAssertFalse(report.stdout.contains("TOP-SECRET"), reporter)
        }
    }
}
