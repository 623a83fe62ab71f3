/// Builders for the storyboard half of rule examples, so each example shows only what matters.
enum Examples {
    /// A one-scene iOS storyboard whose view controller has `customClass` and holds `segues`, plus
    /// a destination scene with id `dst-00-001`.
    static func storyboard(element: String = "viewController", viewController customClass: String,
                           segues: [String], extraScenes: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <scenes>
                <scene sceneID="scn-00-001">
                    <objects>
                        <\(element) id="vc0-00-001" customClass="\(customClass)" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <connections>
        \(segues.map { "                        " + $0 }.joined(separator: "\n"))
                            </connections>
                        </\(element)>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-001" sceneMemberID="firstResponder"/>
                        <exit id="ext-00-001" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
                <scene sceneID="scn-00-002">
                    <objects>
                        <viewController id="dst-00-001" sceneMemberID="viewController"/>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-002" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        \(extraScenes)
            </scenes>
        </document>
        """
    }
}
