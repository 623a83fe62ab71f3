import SwiftParser
import SwiftSyntax
import XCTest

@testable import SwiftFacts

/// `AttributeSyntax.simpleName` reads a plain name from its token, and must name every attribute
/// as `attributeName.trimmedDescription` does, whatever the spelling.
final class AttributeNameTests: XCTestCase {
    func testSimpleNameIsTheTrimmedDescription() {
        let spellings = [
            "@objc", "@ objc", "@objc(Name)", "@IBOutlet", "@IBOutletCollection", "@`objc`", "@UIKit.IBOutlet",
            "@IBOutlet<Int>", "@UIKit::IBOutlet", "@::IBOutlet", "@A::B::IBOutlet", "@IBOutlet::X", "@Swift::objc",
            "@Self::objc", "@/* c */objc", "@objc /* c */",
        ]
        for spelling in spellings {
            let file = Parser.parse(source: "\(spelling) func f() {}\n")
            let attributes = file.statements.first?.item.as(FunctionDeclSyntax.self)?.attributes ?? []
            for case .attribute(let attribute) in attributes {
                XCTAssertEqual(attribute.simpleName, attribute.attributeName.trimmedDescription, spelling)
            }
        }
    }
}
