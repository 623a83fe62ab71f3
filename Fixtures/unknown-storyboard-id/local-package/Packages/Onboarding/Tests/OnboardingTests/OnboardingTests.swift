import UIKit
import XCTest
@testable import Onboarding

final class OnboardingTests: XCTestCase {
    func testMissingScreenIsNotThere() {
        let storyboard = UIStoryboard(name: "Onboarding", bundle: .module)
        XCTAssertNotNil(storyboard.instantiateViewController(withIdentifier: "Sumary"))
    }
}
