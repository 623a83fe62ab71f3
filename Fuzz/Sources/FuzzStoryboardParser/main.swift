import CFuzzer
import Foundation
import SegueModel
import StoryboardParser

/// Any bytes through the storyboard parser: it must return a model or an `InputProblem`, never
/// crash, hang or touch memory it does not own (AddressSanitizer watches).
func fuzzStoryboardParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    switch StoryboardParser.parse(bytes: bytes, path: "fuzz.storyboard") {
    case .success(let storyboard):
        _ = storyboard.dump()
    case .failure(let problem):
        precondition(problem.location.line >= 1, "problems carry a line")
    }
    return 0
}

/// SwiftPM links an executable's `main` under the name `FuzzStoryboardParser_main` (built here with
/// `-parse-as-library`, so this function is it); it hands control to libFuzzer.
@_cdecl("FuzzStoryboardParser_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { fuzzStoryboardParser($0, $1) }
}
