import SegueModel

/// A storyboard that cannot be read or parsed: malformed or truncated XML, a DOCTYPE or entity
/// (refused for safety), a file that is not a storyboard. The message is libxml2's, with its line.
/// Every other file is still linted.
struct InvalidStoryboardRule: Rule {
    static let description = RuleDescription(
        id: "invalid-storyboard",
        name: "Invalid storyboard",
        summary: "A storyboard file cannot be read or parsed",
        defaultSeverity: .error,
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
