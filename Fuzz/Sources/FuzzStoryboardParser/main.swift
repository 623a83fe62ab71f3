import SegueModel
import StoryboardParser

/// Any bytes through the storyboard parser: it must return a model or an `InputProblem`, never
/// crash, hang or touch memory it does not own (AddressSanitizer watches).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoryboardParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    switch StoryboardParser.parse(bytes: bytes, path: "fuzz.storyboard") {
    case .success(let storyboard):
        _ = storyboard.dump()
    case .failure(let problem):
        precondition(problem.location.line >= 1, "problems carry a line")
    }
    return 0
}
