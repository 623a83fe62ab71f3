import Foundation
import PackagePlugin

/// `swift package seguelint [--target NAME ...] [arguments]`: lints the package's source targets
/// (and any storyboards in them) with the seguelint built from this package.
///
/// The plugin asks the package manager to build the `seguelint` product, in release, as
/// `swift build -c release --product seguelint` would, instead of declaring it as a tool
/// dependency: a tool dependency is built a second time for the host (swift-syntax included, the
/// bulk of a cold build), so every `swift build -c release` of the package compiled swift-syntax
/// twice. Built this way it is compiled once, and shared with the command-line build. (It is
/// built for the package's target platform: under a cross-compiling `--swift-sdk`, build and run
/// seguelint with `swift build` on the host instead.)
@main
struct SeguelintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targets =
            targetNames.isEmpty
            ? context.package.targets
            : try context.package.targets(named: targetNames)
        let folders = targets.compactMap { $0 as? SourceModuleTarget }.map { $0.directory.string }

        let build = try packageManager.build(
            .product("seguelint"), parameters: .init(configuration: .release, logging: .concise, echoLogs: true))
        guard build.succeeded,
            let tool = build.builtArtifacts.first(where: { $0.kind == .executable && $0.url.lastPathComponent == "seguelint" })
        else {
            Diagnostics.error("could not build seguelint:\n\(build.logText)")
            return
        }
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
