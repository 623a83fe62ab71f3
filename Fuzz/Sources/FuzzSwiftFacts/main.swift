import SegueModel
import SwiftFacts

/// Any bytes through the Swift facts extractor (UTF-8 validation, swift-syntax's recovering
/// parser, the visitors): facts or a problem, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftFacts(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let (facts, _) = SwiftFactsExtractor.extract(bytes: bytes, path: "fuzz.swift")
    _ = facts.dump()
    return 0
}
