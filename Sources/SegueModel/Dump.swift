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

extension SourceFacts {
    /// One line per fact, in the order found.
    public func dump() -> String {
        var lines: [String] = []
        for type in types {
            let inherited = type.inheritedTypes.isEmpty ? "" : ": " + type.inheritedTypes.joined(separator: ", ")
            lines.append(
                "\(type.kind.rawValue) \(type.qualifiedName)\(inherited)" + (type.objcName.map { " @objc(\($0))" } ?? "")
                    + " @\(position(type.location))")
        }
        for declaration in stringEnums {
            lines.append(
                "string enum \(declaration.ownerType.map { $0 + "." } ?? "")\(declaration.name): String @\(position(declaration.location))"
            )
            for enumCase in declaration.cases {
                lines.append(
                    "  case \(enumCase.name) = \"\(enumCase.rawValue)\"\(enumCase.explicitRawValue == nil ? " (implicit)" : "") @\(position(enumCase.location))"
                )
            }
        }
        for constant in stringConstants {
            lines.append(
                "constant \(constant.ownerType.map { $0 + "." } ?? "")\(constant.name) = \"\(constant.value)\" @\(position(constant.location))"
            )
        }
        for use in identifierUses {
            lines.append(
                "use \(use.kind.rawValue) \(use.expression) in \(use.ownerType ?? "<file>")"
                    + (use.receiverIsSelf ? "" : " (other receiver)") + (use.branchDoesNothing ? " (empty branch)" : "")
                    + " @\(position(use.location))")
        }
        for handler in prepareHandlers {
            var flags: [String] = []
            if handler.callsSuper { flags.append("calls super") }
            if handler.dispatchesDynamically { flags.append("dynamic") }
            if handler.comparesOutsideBranches { flags.append("compares outside branches") }
            if let fallback = handler.fallback { flags.append("fallback @\(position(fallback))") }
            lines.append(
                "prepare in \(handler.ownerType) @\(position(handler.location))"
                    + (flags.isEmpty ? "" : " [" + flags.joined(separator: ", ") + "]"))
            for handled in handler.handled {
                lines.append("  handles \(handled.expression) @\(position(handled.location))")
            }
        }
        for method in segueMethods {
            var flags: [String] = []
            if method.isIBAction { flags.append("IBAction") } else if method.isObjC { flags.append("objc") }
            if method.takesStoryboardSegue { flags.append("takes segue") }
            lines.append(
                "method \(method.ownerType.map { $0 + "." } ?? "")\(method.swiftName) selector=\(method.selector)"
                    + " [" + flags.joined(separator: ", ") + "] @\(position(method.location))")
        }
        for cast in destinationCasts {
            lines.append(
                "cast in \(cast.ownerType) for " + cast.identifiers.map(\.description).joined(separator: ", ")
                    + " \(cast.isForced ? "as!" : "as?") \(cast.typeName)"
                    + (cast.throughNavigation ? " (through navigation)" : "")
                    + " @\(position(cast.location))")
        }
        for directive in suppressions {
            lines.append(
                "suppression \(directive.action.rawValue) " + directive.rules.joined(separator: " ")
                    + " @\(position(directive.location))")
        }
        for router in routerProperties {
            lines.append(
                "router in \(router.ownerType): " + router.typeNames.joined(separator: " & ") + " @\(position(router.location))")
        }
        for forward in prepareForwards {
            lines.append(
                "prepare forwarded by \(forward.ownerType ?? "<file>") to \(forward.receiver) @\(position(forward.location))")
        }
        for segue in codeSegues {
            lines.append(
                "segue built in \(segue.ownerType ?? "<file>") with identifier \(segue.expression) @\(position(segue.location))")
        }
        for property in unwrappedProperties {
            lines.append("unwrapped property \(property.ownerType).\(property.name) @\(position(property.location))")
        }
        for property in controllerProperties {
            lines.append(
                "controller property \(property.ownerType).\(property.name): " + property.typeNames.joined(separator: " & ")
                    + " @\(position(property.location))")
        }
        for use in storyboardNames {
            lines.append(
                "storyboard named \(use.expression) in \(use.ownerType ?? "<file>")"
                    + (use.choice.map { " (chosen at run time @\(position($0)))" } ?? "") + " @\(position(use.location))")
        }
        for instantiation in instantiations {
            let storyboard: String
            switch instantiation.storyboard {
            case .named(let name): storyboard = "storyboard \(name)"
            case .own: storyboard = "its own storyboard"
            case .unknown: storyboard = "some storyboard"
            }
            lines.append(
                "instantiate \(instantiation.identifier.map(\.description) ?? "initial") from \(storyboard) in "
                    + (instantiation.ownerType ?? "<file>")
                    + (instantiation.castType.map { " \(instantiation.isForcedCast ? "as!" : "as?") \($0)" } ?? "")
                    + (instantiation.shownBy.map { " shown by \($0)" } ?? "")
                    + " @\(position(instantiation.location))")
        }
        for use in generatedSceneUses {
            lines.append(
                "generated scene \(use.tool.rawValue) \(use.storyboard).\(use.scene ?? "<initial>") in \(use.ownerType ?? "<file>")"
                    + (use.shownBy.map { " shown by \($0)" } ?? "")
                    + " @\(position(use.location))")
        }
        for dequeue in dequeues {
            lines.append(
                "dequeue \(dequeue.family.rawValue) \(dequeue.identifier) in \(dequeue.ownerType ?? "<file>")"
                    + (dequeue.returnsOptional ? (dequeue.isForced ? " (optional, forced)" : " (optional)") : "")
                    + (dequeue.castType.map { " \(dequeue.isForcedCast ? "as!" : "as?") \($0)" } ?? "")
                    + " @\(position(dequeue.location))")
        }
        for registration in cellRegistrations {
            lines.append(
                "register \(registration.family.rawValue) \(registration.identifier?.description ?? "<unreadable>") in "
                    + (registration.ownerType ?? "<file>") + " @\(position(registration.location))")
        }
        for assignment in dataSourceAssignments {
            lines.append(
                "data source of " + (assignment.viewIsOwn ? "own view" : "another object's view") + " = "
                    + (assignment.valueIsSelf ? "self" : "another object")
                    + " in \(assignment.ownerType ?? "<file>") @\(position(assignment.location))")
        }
        for property in selfNamedProperties {
            lines.append("self-named property \(property.ownerType).\(property.name) @\(position(property.location))")
        }
        for region in conditionalRegions {
            lines.append(
                "#if clause " + (region.condition ?? "else")
                    + (region.earlierConditions.isEmpty
                        ? "" : " (after " + region.earlierConditions.joined(separator: ", ") + ")")
                    + " @\(position(region.start))-\(position(region.end))")
        }
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }
}

private func fields(_ pairs: (String, String?)...) -> String {
    pairs.compactMap { key, value in value.map { " \(key)=\($0)" } }.joined()
}

private func position(_ location: Location) -> String {
    location.column.map { "\(location.line):\($0)" } ?? "\(location.line)"
}
