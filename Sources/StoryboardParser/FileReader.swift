import Foundation

/// Reads whole files as bytes with a clear error for anything that is not a readable regular file.
enum FileReader {
    struct Failure: LocalizedError {
        var errorDescription: String?
    }

    static func bytes(atPath path: String) throws -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Failure(errorDescription: "no such file")
        }
        if isDirectory.boolValue { throw Failure(errorDescription: "is a directory") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw Failure(errorDescription: "permission denied or unreadable")
        }
        defer { try? handle.close() }
        let data = try handle.readToEnd() ?? Data()
        return [UInt8](data)
    }
}
