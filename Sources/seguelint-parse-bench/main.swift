import Foundation
import SwiftParser

// The parse-only baseline of scripts/bench: every Swift file under the given folders through
// swift-syntax's Parser.parse, on one thread, and nothing else. Prints files, bytes and seconds.
let arguments = CommandLine.arguments.dropFirst()
guard !arguments.isEmpty else {
    FileHandle.standardError.write(Data("usage: seguelint-parse-bench FOLDER...\n".utf8))
    exit(2)
}
var files: [String] = []
for folder in arguments {
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let entry = enumerator?.nextObject() as? String {
        if entry.hasSuffix(".swift") { files.append(folder + "/" + entry) }
    }
}
files.sort()
var bytes = 0
var checksum = 0
let start = Date()
for file in files {
    guard let data = FileManager.default.contents(atPath: file) else { continue }
    bytes += data.count
    let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
    checksum &+= tree.statements.count
}
let seconds = Date().timeIntervalSince(start)
print("files=\(files.count) bytes=\(bytes) seconds=\(String(format: "%.3f", seconds)) checksum=\(checksum)")
