import SegueModel
import StoryboardParser
import TestSupport
import XCTest

/// Real storyboards from public projects (`Fixtures/Corpus`, copied from ../shared/corpus with
/// their licenses): each parses and dumps exactly as its stored `.dump`.
final class CorpusTests: XCTestCase {
    func testEveryCorpusStoryboardMatchesItsDump() {
        let storyboards = TestSupport.files(under: TestSupport.fixtures.appendingPathComponent("Corpus"), suffix: ".storyboard")
        XCTAssertGreaterThanOrEqual(storyboards.count, 50)
        for url in storyboards {
            switch StoryboardParser.parse(contentsOf: url.path) {
            case .success(let storyboard):
                TestSupport.assertMatchesFile(storyboard.dump(), URL(fileURLWithPath: url.path + ".dump"))
            case .failure(let problem):
                XCTFail("\(url.lastPathComponent): \(problem.message)")
            }
        }
    }
}
