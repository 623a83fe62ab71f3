import Foundation
import TestSupport
import XCTest

@testable import SegueCache
@testable import SegueDriver
@testable import SegueRules

/// `--output`, `--write-baseline` and `init` write through `OutputFile`: whatever is at the path
/// keeps being what it was (a link stays a link, a FIFO a FIFO, a device a device), and the data
/// arrives where a shell redirection would put it.
final class OutputFileTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try TestSupport.temporaryProject([:], for: self)
    }

    private func path(_ name: String) -> String { root.appendingPathComponent(name).path }

    private func contents(_ name: String) throws -> String {
        try String(contentsOfFile: path(name), encoding: .utf8)
    }

    private func type(_ name: String) -> mode_t {
        var info = stat()
        XCTAssertEqual(lstat(path(name), &info), 0, name)
        return info.st_mode & S_IFMT
    }

    func testNewFileAndRegularFileAreReplacedKeepingTheMode() throws {
        try OutputFile.write(Data("first\n".utf8), to: path("report.txt"))
        XCTAssertEqual(try contents("report.txt"), "first\n")
        let mask = umask(0o022)
        umask(mask)
        XCTAssertEqual(
            try FileManager.default.attributesOfItem(atPath: path("report.txt"))[.posixPermissions] as? Int,
            Int(0o666 & ~mask), "a new file gets what the umask allows, as `>` creates it")
        XCTAssertEqual(chmod(path("report.txt"), 0o640), 0)
        try OutputFile.write(Data("second\n".utf8), to: path("report.txt"))
        XCTAssertEqual(try contents("report.txt"), "second\n")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path("report.txt"))[.posixPermissions] as? Int, 0o640)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path), ["report.txt"], "no temporary file left")
    }

    func testSymbolicLinksAreFollowedToTheirTargetChainedDanglingAndRelative() throws {
        try FileManager.default.createDirectory(atPath: path("reports"), withIntermediateDirectories: true)
        try "old\n".write(toFile: path("reports/target.json"), atomically: true, encoding: .utf8)
        // link → chain → reports/target.json, the second hop relative to its own folder.
        try FileManager.default.createSymbolicLink(atPath: path("reports/chain"), withDestinationPath: "target.json")
        try FileManager.default.createSymbolicLink(atPath: path("link"), withDestinationPath: path("reports/chain"))
        try OutputFile.write(Data("new\n".utf8), to: path("link"))
        XCTAssertEqual(try contents("reports/target.json"), "new\n")
        XCTAssertEqual(type("link"), S_IFLNK)
        XCTAssertEqual(type("reports/chain"), S_IFLNK)
        XCTAssertEqual(type("reports/target.json"), S_IFREG)

        // A dangling link: the file is created where it points, and the link now resolves.
        try FileManager.default.createSymbolicLink(atPath: path("dangling"), withDestinationPath: "reports/later.sarif")
        try OutputFile.write(Data("created\n".utf8), to: path("dangling"))
        XCTAssertEqual(type("dangling"), S_IFLNK)
        XCTAssertEqual(try contents("reports/later.sarif"), "created\n")
    }

    func testSymbolicLinkLoopsAndFoldersAreRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: path("a"), withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: path("b"), withDestinationPath: "a")
        XCTAssertThrowsError(try OutputFile.write(Data("x".utf8), to: path("a"))) { error in
            XCTAssertEqual("\(error)", "Too many levels of symbolic links")
        }
        XCTAssertEqual(type("a"), S_IFLNK)
        try FileManager.default.createDirectory(atPath: path("folder"), withIntermediateDirectories: true)
        XCTAssertThrowsError(try OutputFile.write(Data("x".utf8), to: path("folder"))) { error in
            XCTAssertEqual("\(error)", "it is a directory")
        }
        XCTAssertThrowsError(try OutputFile.write(Data("x".utf8), to: path("missing/report.txt"))) { error in
            XCTAssertEqual("\(error)", "No such file or directory")
        }
    }

    /// A FIFO is written in place: the writer blocks until a reader opens it, as `> fifo` does,
    /// and the reader gets every byte; the FIFO is still a FIFO afterwards.
    func testFIFOIsWrittenInPlaceForAWaitingReader() throws {
        XCTAssertEqual(mkfifo(path("pipe"), 0o600), 0)
        let payload = String(repeating: "0123456789abcdef\n", count: 20_000)  // larger than a pipe's buffer
        let received = LockedBox("")
        let pipePath = path("pipe")
        let reader = Thread {
            // Read to the end (FileManager.contents reads the size stat reports, 0 for a FIFO).
            if let handle = FileHandle(forReadingAtPath: pipePath), let data = try? handle.readToEnd() {
                received.set(String(decoding: data, as: UTF8.self))
            }
        }
        reader.start()
        try OutputFile.write(Data(payload.utf8), to: path("pipe"))
        let deadline = Date().addingTimeInterval(TestSupport.timeLimit(10))
        while received.value.count < payload.count, Date() < deadline { usleep(10_000) }
        XCTAssertEqual(received.value, payload)
        XCTAssertEqual(type("pipe"), S_IFIFO)
    }

    /// A character device made in the test's own folder (the null device's numbers), never the
    /// system's `/dev`: written in place, still a device afterwards.
    func testCharacterDeviceIsWrittenInPlace() throws {
        guard mknod(path("null"), S_IFCHR | 0o666, makedev(1, 3)) == 0 else {
            throw XCTSkip(
                "cannot create a device node here (\(String(cString: strerror(errno)))): needs root outside a restricted container"
            )
        }
        try OutputFile.write(Data("discarded\n".utf8), to: path("null"))
        XCTAssertEqual(type("null"), S_IFCHR)
        try FileManager.default.createSymbolicLink(atPath: path("to-null"), withDestinationPath: "null")
        try OutputFile.write(Data("discarded\n".utf8), to: path("to-null"))
        XCTAssertEqual(type("to-null"), S_IFLNK)
        XCTAssertEqual(type("null"), S_IFCHR)
    }

    /// `/dev/fd/N` names an open descriptor (here a pipe, which has no path): the data goes into it.
    func testDescriptorPathsWriteIntoTheDescriptor() throws {
        let pipe = Pipe()
        let descriptor = pipe.fileHandleForWriting.fileDescriptor
        try OutputFile.write(Data("through the descriptor\n".utf8), to: "/dev/fd/\(descriptor)")
        try pipe.fileHandleForWriting.close()
        XCTAssertEqual(
            String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self), "through the descriptor\n")
    }

    /// A device number as `mknod` takes it (small numbers only).
    func makedev(_ major: UInt32, _ minor: UInt32) -> dev_t {
        #if os(Linux)
            return dev_t((major << 8) | minor)
        #else
            return dev_t((major << 24) | minor)
        #endif
    }
}
