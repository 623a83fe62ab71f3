/// Stable, line-oriented text dumps of the model, for golden tests and `seguelint dump`.
extension Storyboard {
    /// One line per storyboard, scene and element; absent attributes are left out, an empty
    /// identifier is shown as `identifier=""` and a missing one as `identifier=<none>`.
    public func dump() -> String {
        var lines = [
            "storyboard \(name)"
                + fields(
                    ("type", documentType), ("runtime", targetRuntime),
                    ("initial", initialViewControllerID))
        ]
        for scene in scenes {
            lines.append("  scene \(scene.id) @\(scene.location.line)")
            if let vc = scene.viewController {
                lines.append(
                    "    \(vc.elementName) \(vc.id)"
                        + fields(
                            ("class", vc.customClass), ("module", vc.customModule), ("provider", vc.customModuleProvider),
                            ("storyboardIdentifier", vc.storyboardIdentifier)) + " @\(position(vc.location))")
            }
            for reference in scene.placeholders {
                lines.append(
                    "    reference \(reference.id)"
                        + fields(
                            ("storyboard", reference.storyboardName), ("referencedIdentifier", reference.referencedIdentifier),
                            ("storyboardIdentifier", reference.storyboardIdentifier))
                        + " @\(position(reference.location))")
            }
            for exit in scene.exits {
                lines.append("    exit \(exit.id) @\(position(exit.location))")
            }
            if !scene.memberIDs.isEmpty {
                lines.append("    members " + scene.memberIDs.joined(separator: " "))
            }
            for segue in scene.segues {
                let identifier = segue.identifier.map { "identifier=\"\($0)\"" } ?? "identifier=<none>"
                lines.append(
                    "    segue \(segue.id) \(identifier)"
                        + fields(
                            ("kind", segue.kind), ("destination", segue.destinationID), ("relationship", segue.relationship),
                            ("unwindAction", segue.unwindAction), ("class", segue.customClass), ("trigger", segue.trigger))
                        + " from=\(segue.sourceElement) @\(position(segue.location))")
            }
            for cell in scene.prototypes {
                lines.append(
                    "    prototype \(cell.elementName) \(cell.id) reuseIdentifier=\"\(cell.reuseIdentifier)\""
                        + fields(("class", cell.customClass))
                        + " in \(cell.family.rawValue) \(cell.containerID) @\(position(cell.location))")
            }
        }
        for use in customClasses {
            lines.append(
                "  customClass \(use.className)" + fields(("module", use.module), ("provider", use.moduleProvider))
                    + " on \(use.elementName) @\(position(use.location))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

private func fields(_ pairs: (String, String?)...) -> String {
    pairs.compactMap { key, value in value.map { " \(key)=\($0)" } }.joined()
}

private func position(_ location: Location) -> String {
    location.column.map { "\(location.line):\($0)" } ?? "\(location.line)"
}
