import CFuzzer
import Foundation
import SegueModel
import XcodeProject

/// Any bytes through the Xcode project reader (the nesting pre-scan, Foundation's OpenStep
/// property-list parser, the object graph, `.xcconfig` parsing — the same bytes serve as every
/// configuration file it asks for, `#include` cycles included), the Objective-C scanner and the
/// dependency manifest parsers: a model or an `InputProblem`, never a crash or a hang.
func fuzzXcodeProject(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    for declaration in ObjCDeclarationScanner.scan(bytes: bytes, path: "fuzz.m") {
        precondition(declaration.location.line >= 1 && !declaration.name.isEmpty, "declarations carry a line and a name")
    }
    let text = String(decoding: bytes, as: UTF8.self)
    _ = DependencyManifestReader.podNames(podfile: text)
    _ = DependencyManifestReader.podNames(podfileLock: text)
    _ = DependencyManifestReader.carthageNames(cartfile: text)
    _ = DependencyManifestReader.packageNames(packageResolved: bytes)
    switch XcodeProjectReader.read(bytes: bytes, path: "fuzz.xcodeproj/project.pbxproj", readFile: { _ in bytes }) {
    case .success(let project):
        _ = project.dump()
    case .failure(let problem):
        precondition(problem.location.line >= 1, "problems carry a line")
    }
    // The same bytes inside a repository: no file outside it is ever asked for, whatever the
    // includes, `projectDirPath` or groups say.
    let boundary = ReadBoundary(roots: ["/fuzz-repository"])
    let result = XcodeProjectReader.read(
        bytes: bytes, path: "/fuzz-repository/App.xcodeproj/project.pbxproj",
        readFile: { path in
            precondition(boundary.allows(path), "asked for a file outside the repository: \(path)")
            return bytes
        }, boundary: boundary)
    if case .success(let project) = result {
        for problem in project.problems { precondition(problem.location.line >= 1, "problems carry a line") }
    }
    return 0
}

// The program is linked with libFuzzer's `fuzzer_no_main` library: this main hands it control.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzXcodeProject($0, $1) })
