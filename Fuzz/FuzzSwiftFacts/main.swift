import CFuzzer
import Foundation
import SegueModel
import SwiftFacts

/// Any bytes through the Swift facts extractor (UTF-8 validation, swift-syntax's recovering
/// parser, the visitors): facts or a problem, never a crash; and the facts are those of a parse of
/// the whole file: blanking the bodies no recogniser reads (`UnreadBodies`) changes nothing.
func fuzzSwiftFacts(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    // swift-syntax here is a debug build, ~50 times slower than release: a lower bracket budget
    // keeps the inputs the guard lets through well inside libFuzzer's timeout.
    var options = ExtractionOptions()
    options.bracketBudget = 1 << 14
    let (facts, problem) = SwiftFactsExtractor.extract(bytes: bytes, path: "fuzz.swift", options: options)
    var whole = options
    whole.leavesOutUnreadBodies = false
    let (wholeFacts, wholeProblem) = SwiftFactsExtractor.extract(bytes: bytes, path: "fuzz.swift", options: whole)
    guard facts.dump() == wholeFacts.dump(), problem == wholeProblem else {
        fatalError("the facts differ with and without blanking unread bodies")
    }
    return 0
}

// The program is linked with libFuzzer's `fuzzer_no_main` library: this main hands it control.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzSwiftFacts($0, $1) })
