import Foundation
import PackagePlugin

/// `swift package seguelint [arguments]`: lints the package's source targets (and any storyboards
/// in them) with the seguelint built from this package.
@main
struct SeguelintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "seguelint")
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targets = targetNames.isEmpty
            ? context.package.targets
            : try context.package.targets(named: targetNames)
        let folders = targets.compactMap { $0 as? SourceModuleTarget }.map { $0.directory.string }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["lint"] + extractor.remainingArguments + folders
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("seguelint exited with status \(process.terminationStatus)")
        }
    }
}
