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

// The program is linked with libFuzzer's `fuzzer_no_main` library: this main hands it control.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzStoryboardParser($0, $1) })
