/// Builders for the storyboard half of rule examples, so each example shows only what matters.
enum Examples {
    /// A one-scene iOS storyboard whose view controller (the initial one) has `customClass` and
    /// holds `segues`, plus a destination scene with id `dst-00-001` and Storyboard ID `Destination`.
    static func storyboard(
        element: String = "viewController", viewController customClass: String,
        segues: [String], extraScenes: String = ""
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc0-00-001">
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
                        <viewController storyboardIdentifier="Destination" id="dst-00-001" sceneMemberID="viewController"/>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-002" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        \(extraScenes)
            </scenes>
        </document>
        """
    }

    /// A one-scene iOS storyboard whose initial view controller is a table view controller of
    /// `customClass` with prototype cells: `(reuse identifier, custom class or nil, marker)`; the
    /// marker (a `↓`) goes right before the identifier's value.
    static func tableStoryboard(viewController customClass: String, cells: [(String, String?, String)]) -> String {
        let prototypes = cells.enumerated().map { offset, cell in
            let cellClass = cell.1.map { #" customClass="\#($0)" customModule="App" customModuleProvider="target""# } ?? ""
            return
                #"                    <tableViewCell reuseIdentifier="\#(cell.2)\#(cell.0)" id="cel-00-00\#(offset)"\#(cellClass)/>"#
        }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc0-00-001">
                <scenes>
                    <scene sceneID="scn-00-001">
                        <objects>
                            <tableViewController id="vc0-00-001" customClass="\(customClass)" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <tableView key="view" dataMode="prototypes" id="tbl-00-001">
                                    <prototypes>
            \(prototypes)
                                    </prototypes>
                                </tableView>
                            </tableViewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-001" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }

    /// One more scene for `storyboard(…extraScenes:)`: a view controller `id` of `customClass`
    /// (of the app's module), with an optional Storyboard ID and segues; `marker` goes before the
    /// element (a `↓` for an example that reports at it).
    static func scene(
        _ number: Int, id: String, customClass: String, storyboardIdentifier: String? = nil,
        segues: [String] = [], marker: String = ""
    ) -> String {
        let identifier = storyboardIdentifier.map { #"storyboardIdentifier="\#($0)" "# } ?? ""
        let open =
            #"\#(marker)<viewController \#(identifier)id="\#(id)" customClass="\#(customClass)" customModule="App" customModuleProvider="target" sceneMemberID="viewController""#
        let element =
            segues.isEmpty
            ? open + "/>"
            : open + ">\n" + """
                                <connections>
                \(segues.map { "                    " + $0 }.joined(separator: "\n"))
                                </connections>
                            </viewController>
                """
        return """
                    <scene sceneID="scn-00-\(String(format: "%03d", number))">
                        <objects>
                            \(element)
                        </objects>
                    </scene>
            """
    }

    /// A one-target iOS project (`App`, Swift 5) whose main group holds `files`; `.swift` files are
    /// in its sources phase, the rest in its resources phase.
    static func pbxproj(files: [String], settings: String = "SWIFT_VERSION = 5.0;", attributes: String = "") -> String {
        let entries = files.enumerated().map { offset, name in
            (file: "F\(offset)", build: "B\(offset)", name: name, isSource: name.hasSuffix(".swift") || name.hasSuffix(".m"))
        }
        let objects = entries.map { entry in
            "\t\t\(entry.file) = {isa = PBXFileReference; path = \"\(entry.name)\"; sourceTree = \"<group>\"; };\n"
                + "\t\t\(entry.build) = {isa = PBXBuildFile; fileRef = \(entry.file); };"
        }.joined(separator: "\n")
        func list(_ ids: [String]) -> String { ids.map { $0 + ", " }.joined() }
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \(objects)
            \t\tG = {isa = PBXGroup; children = (\(list(entries.map(\.file)))); sourceTree = "<group>"; };
            \t\tS = {isa = PBXSourcesBuildPhase; files = (\(list(entries.filter(\.isSource).map(\.build)))); };
            \t\tR = {isa = PBXResourcesBuildPhase; files = (\(list(entries.filter { !$0.isSource }.map(\.build)))); };
            \t\tT = {isa = PBXNativeTarget; name = App; buildConfigurationList = TL; buildPhases = (S, R, ); };
            \t\tTL = {isa = XCConfigurationList; buildConfigurations = (TC, ); };
            \t\tTC = {isa = XCBuildConfiguration; name = Debug; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; \(settings) }; };
            \t\tPL = {isa = XCConfigurationList; buildConfigurations = (PC, ); };
            \t\tPC = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SDKROOT = iphoneos; }; };
            \t\tP = {isa = PBXProject; attributes = {\(attributes)}; buildConfigurationList = PL; mainGroup = G; targets = (T, ); };
            \t};
            \trootObject = P;
            }
            """
    }
}
