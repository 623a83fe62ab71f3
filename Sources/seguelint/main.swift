import ArgumentParser
import Foundation
import SegueDriver
import SegueModel

#if os(Linux)
    WritablePages.prefault()
#endif

// ArgumentParser exits with 64 on usage errors; seguelint documents 2, so errors are mapped here.
do {
    var command = try SegueLintCommand.parseCommand(Array(CommandLine.arguments.dropFirst()))
    try command.run()
} catch let failure as FrontendError {
    // Messages name user paths and values: escaped, so one error stays one line on stderr.
    let line = failure.isLocated ? failure.description : "seguelint: error: \(failure.description)"
    FileHandle.standardError.write(Data((LineSafe.escape(line) + "\n").utf8))
    exit(ExitStatus.usage)
} catch let exitCode as ExitCode {
    exit(exitCode.rawValue)
} catch {
    let code = SegueLintCommand.exitCode(for: error)
    if code == .success {
        SegueLintCommand.exit(withError: error)
    }
    FileHandle.standardError.write(Data((SegueLintCommand.fullMessage(for: error) + "\n").utf8))
    exit(ExitStatus.usage)
}
