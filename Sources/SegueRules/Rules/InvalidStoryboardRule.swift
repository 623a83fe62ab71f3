import SegueModel

/// A storyboard that cannot be read or parsed: malformed or truncated XML, a DOCTYPE or entity
/// (refused for safety), a file that is not a storyboard. For malformed XML the message is
/// libxml2's, with its line. Every other file is still linted.
struct InvalidStoryboardRule: Rule {
    static let description = RuleDescription(
        id: "invalid-storyboard",
        name: "Invalid storyboard",
        summary: "A storyboard file cannot be read or parsed",
        defaultSeverity: .error,
        rationale: #"""
            A storyboard that can't be read or parsed: malformed or truncated XML, an unresolved merge conflict, a file that isn't a
            storyboard, a DOCTYPE or entity reference (refused for safety), a file larger than 256 MB, a file that vanished before it was
            read, or a `*.storyboard` that is not a regular file, such as a FIFO (see [Robustness and security](../robustness.md)). For
            malformed XML, the message is libxml2's. The other files are still linted.

            A file that is not XML at all is reported at line 1, before libxml2 reads it. A common case is a Git LFS pointer that was
            checked out without `git lfs pull`. An XML file whose root element isn't `<document>` is reported too:

            ```
            Main.storyboard:1: error: not a storyboard: the file is not XML (invalid-storyboard)
            Plist.storyboard:2: error: not a storyboard: the root element is <plist>, not <document> (invalid-storyboard)
            ```

            A DOCTYPE is refused before libxml2 sees the file, so an entity bomb costs nothing (in a UTF-16 file, libxml2's DOCTYPE
            callback refuses it with the same message before the internal subset is read), as the `Bomb.storyboard` example below shows.

            **Fix:** repair the XML, usually by resolving a bad merge or reopening and saving the file in Xcode.
            """#,
        triggering: [
            RuleExample(("Broken.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="a">
            ↓    </scenes>
            </document>
            """)),
            RuleExample(("Bomb.storyboard", """
            <?xml version="1.0"?>
            ↓<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>
            <document>&lol2;</document>
            """)),
        ],
        nonTriggering: [
            RuleExample(("Empty.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"/>
            """)),
        ])

    func check(_ project: Project) -> [Diagnostic] {
        project.problems.filter { $0.kind == .storyboard }.map { diagnostic($0.message, about: nil, at: $0.location) }
    }
}
