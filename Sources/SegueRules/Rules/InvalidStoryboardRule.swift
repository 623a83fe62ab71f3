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

            A storyboard encrypted with `git-crypt` (a clone that was never unlocked) is skipped with a **warning** that says so.
            A file in a localization folder other than `Base.lproj` (`de.lproj/Main.storyboard`) that is not XML at all is a
            **warning**: Xcode accepts a strings file saved under the storyboard's name there. It is not linted.

            **Fix:** repair the XML, usually by resolving a bad merge or reopening and saving the file in Xcode.
            """#,
        triggering: [
            RuleExample(
                (
                    "Broken.storyboard",
                    """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                        <scenes>
                            <scene sceneID="a">
                    ↓    </scenes>
                    </document>
                    """
                )),
            RuleExample(
                (
                    "Bomb.storyboard",
                    """
                    <?xml version="1.0"?>
                    ↓<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>
                    <document>&lol2;</document>
                    """
                )),
        ],
        nonTriggering: [
            RuleExample(
                (
                    "Empty.storyboard",
                    """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"/>
                    """
                ))
        ])

    func check(_ index: CrossReferenceIndex) -> [Diagnostic] {
        index.problems.filter { $0.kind == .storyboard }.map { problem in
            if problem.isEncryptedFile {
                var found = diagnostic(problem.message, about: nil, at: problem.location)
                found.severity = .warning
                return found
            }
            guard Self.isLocalizedStringsFile(problem) else {
                return diagnostic(problem.message, about: nil, at: problem.location)
            }
            return Diagnostic(
                ruleID: Self.description.id, severity: .warning,
                message: "not XML: in a localization folder this looks like a strings file saved as a storyboard, "
                    + "which Xcode accepts; it was not linted", subject: nil, location: problem.location)
        }
    }

    /// A file named `.storyboard` in a non-Base `.lproj` folder that is not XML: Xcode accepts a
    /// strings file saved under that name, so it is a warning, not a broken storyboard.
    static func isLocalizedStringsFile(_ problem: InputProblem) -> Bool {
        let components = problem.location.file.split(separator: "/")
        guard components.count >= 2, let folder = components.dropLast().last else { return false }
        return folder.hasSuffix(".lproj") && folder != "Base.lproj" && problem.message == InputProblem.notXMLMessage
    }
}
