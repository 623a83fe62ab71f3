import CFuzzer
import Foundation
import SegueModel
import XcodeProject

/// Any bytes through the Xcode project reader (the nesting pre-scan, Foundation's OpenStep
/// property-list parser, the object graph): a model or an `InputProblem`, never a crash or a hang.
func fuzzXcodeProject(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    switch XcodeProjectReader.read(bytes: bytes, path: "fuzz.xcodeproj/project.pbxproj") {
    case .success(let project):
        _ = project.dump()
    case .failure(let problem):
        precondition(problem.location.line >= 1, "problems carry a line")
    }
    return 0
}

// The program is linked with libFuzzer's `fuzzer_no_main` library: this main hands it control.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzXcodeProject($0, $1) })
