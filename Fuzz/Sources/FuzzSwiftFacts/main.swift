import CFuzzer
import Foundation
import SegueModel
import SwiftFacts

/// Any bytes through the Swift facts extractor (UTF-8 validation, swift-syntax's recovering
/// parser, the visitors): facts or a problem, never a crash.
func fuzzSwiftFacts(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let (facts, _) = SwiftFactsExtractor.extract(bytes: bytes, path: "fuzz.swift")
    _ = facts.dump()
    return 0
}

/// SwiftPM links an executable's `main` under the name `FuzzSwiftFacts_main` (built here with
/// `-parse-as-library`, so this function is it); it hands control to libFuzzer.
@_cdecl("FuzzSwiftFacts_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { fuzzSwiftFacts($0, $1) }
}
