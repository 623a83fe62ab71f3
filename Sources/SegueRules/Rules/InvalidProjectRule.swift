import SegueModel

/// An Xcode project or a dependency manifest that can't be read: a `project.pbxproj` that isn't a
/// valid property list (a bad merge), nests too deep, is too large, or has no project in it; a
/// malformed `Package.resolved`. Linting goes on without it (folder mode for that project).
struct InvalidProjectRule: Rule {
    static let description = RuleDescription(
        id: "invalid-project",
        name: "Invalid project",
        summary: "An Xcode project file or dependency manifest cannot be read",
        defaultSeverity: .warning,
        rationale: #"""
            seguelint reads each `*.xcodeproj/project.pbxproj` under the linted paths to learn the targets, their platforms, Swift
            versions and member files (see [Usage](../usage.md#xcode-projects)). A project file that can't be read is reported here,
            with the reason: not a valid property list (usually an unresolved merge conflict — Xcode can't open it either), nesting
            deeper than 64 levels, larger than 64 MB, or no `PBXProject` in it. A dependency manifest that can't be parsed
            (`Package.resolved` that isn't JSON) is reported the same way.

            It is a warning: the app may build fine (the file may be a leftover, or another tool's), and seguelint only loses what
            the project would have told it. The files of an unreadable project are still linted, in folder mode: every storyboard
            with every Swift file, as when no project is found.

            Projects that are not the app's are not read at all, so they are never reported: projects CMake generates
            (`CMakeFiles/…`), projects inside a git submodule (`.gitmodules`), and the demo projects of libraries vendored with a
            podspec (`Local Pods/X/Example/X.xcodeproj`). Their storyboards and Swift files belong to no target, so nothing is reported
            in them either.

            **Fix:** resolve the merge conflict in the project file (or check it out again), then open the project in Xcode.
            """#,
        triggering: [
            RuleExample(
                (
                    "App.xcodeproj/project.pbxproj",
                    """
                    // !$*UTF8*$!
                    {
                    ↓<<<<<<< HEAD
                    """
                ))
        ],
        nonTriggering: [
            RuleExample(("App.xcodeproj/project.pbxproj", Examples.pbxproj(files: [])))
        ])

    func check(_ index: CrossReferenceIndex) -> [Diagnostic] {
        index.problems.filter { $0.kind == .project }.map { diagnostic($0.message, about: nil, at: $0.location) }
    }
}
