import CLibXML2
import Foundation
import SegueModel

/// The storyboard XML vocabulary, in one place.
private enum XML {
    static let document = "document"
    static let scene = "scene"
    static let objects = "objects"
    static let segue = "segue"
    static let exit = "exit"
    static let connections = "connections"
    static let viewControllerPlaceholder = "viewControllerPlaceholder"

    static let viewControllerMember = "viewController"
}

/// The attributes the model keeps; each case's name is the XML attribute's name.
private enum Attribute: Int, CaseIterable {
    case id, sceneID, sceneMemberID, type, targetRuntime, initialViewController, identifier, kind, destination
    case relationship, unwindAction, customClass, customModule, customModuleProvider, storyboardIdentifier
    case storyboardName, referencedIdentifier, trigger

    var name: String { String(describing: self) }
}

/// The values of the attributes the model keeps, read from one element.
private struct Attributes {
    var values = [String?](repeating: nil, count: Attribute.allCases.count)

    subscript(attribute: Attribute) -> String? {
        values[attribute.rawValue]
    }
}

/// Walks one document with an `xmlTextReader`, keeping only the facts the model needs.
final class StoryboardWalker {
    private let reader: xmlTextReaderPtr
    private let path: String
    private let lines: LineIndex
    private let errors = ErrorCollector()

    private var storyboard: Storyboard
    /// Names of the open elements, as libxml2's interned strings (valid for the reader's lifetime).
    private var openElements: [UnsafePointer<xmlChar>] = []
    private var scene: Scene?
    private var sceneDepth = -1
    private var sawDocument = false
    /// Where the forward search for elements past libxml2's 65,535-line limit resumes.
    private var bigLineCursor: Int?
    /// libxml2's interned copies of the names compared on every element: the reader hands out
    /// the same pointers for element names, so a comparison is a pointer comparison.
    private let interned: Interned

    private struct Interned {
        let scene, objects, segue, connections, customClass: UnsafePointer<xmlChar>?

        init(_ reader: xmlTextReaderPtr) {
            func intern(_ name: String) -> UnsafePointer<xmlChar>? { xmlTextReaderConstString(reader, name) }
            scene = intern(XML.scene)
            objects = intern(XML.objects)
            segue = intern(XML.segue)
            connections = intern(XML.connections)
            customClass = intern(Attribute.customClass.name)
            attributes = Attribute.allCases.map { intern($0.name) }
        }

        /// Interned attribute names, by `Attribute.rawValue`.
        let attributes: [UnsafePointer<xmlChar>?]
    }

    init(reader: xmlTextReaderPtr, path: String, lines: LineIndex) {
        self.reader = reader
        self.path = path
        self.lines = lines
        self.storyboard = Storyboard(path: path)
        self.interned = Interned(reader)
    }

    func run() -> Result<Storyboard, InputProblem> {
        let box = Unmanaged.passUnretained(errors).toOpaque()
        let handler: xmlStructuredErrorFunc = { context, error in
            guard let context, let error else { return }
            Unmanaged<ErrorCollector>.fromOpaque(context).takeUnretainedValue().record(error.pointee)
        }
        xmlTextReaderSetStructuredErrorHandler(reader, handler, box)
        // Encoding and I/O errors bypass the reader's handler: catch them on this thread too, and
        // keep libxml2 from printing anything itself.
        seguelint_silence_generic_errors()
        xmlSetStructuredErrorFunc(box, handler)
        defer { xmlSetStructuredErrorFunc(nil, nil) }

        var status = xmlTextReaderRead(reader)
        while status == 1 {
            switch xmlTextReaderNodeType(reader) {
            case Int32(XML_READER_TYPE_ELEMENT.rawValue):
                if let problem = startElement() { return .failure(problem) }
            case Int32(XML_READER_TYPE_END_ELEMENT.rawValue):
                endElement()
            case Int32(XML_READER_TYPE_DOCUMENT_TYPE.rawValue):
                return .failure(problem(line: currentLine(),
                                        "DOCTYPE declarations are not allowed in storyboards (refused for safety)"))
            case Int32(XML_READER_TYPE_ENTITY_REFERENCE.rawValue):
                return .failure(problem(line: currentLine(), "entity references are not allowed in storyboards"))
            default:
                break
            }
            status = xmlTextReaderRead(reader)
        }
        if status < 0 || errors.first != nil {
            let line = errors.first?.line ?? currentLine()
            let message = errors.first?.message ?? "malformed XML"
            return .failure(problem(line: max(line, 1), "malformed XML: \(message)"))
        }
        guard sawDocument else {
            return .failure(problem(line: 1, "not a storyboard: no <document> root element"))
        }
        return .success(storyboard)
    }

    // MARK: Elements

    private func startElement() -> InputProblem? {
        guard let namePointer = xmlTextReaderConstLocalName(reader) else { return nil }
        let isEmpty = xmlTextReaderIsEmptyElement(reader) == 1
        defer {
            if isEmpty { endElement(pushed: false) } else { openElements.append(namePointer) }
        }
        let depth = openElements.count

        if depth == 0 {
            let name = String(cString: namePointer)
            guard name == XML.document else {
                return problem(line: currentLine(), "not a storyboard: the root element is <\(name)>, not <document>")
            }
            sawDocument = true
            let attributes = readAttributes()
            storyboard.documentType = attributes[.type]
            storyboard.targetRuntime = attributes[.targetRuntime]
            storyboard.initialViewControllerID = attributes[.initialViewController]
            return nil
        }

        guard scene != nil else {
            if matches(namePointer, interned.scene, XML.scene) {
                let attributes = readAttributes()
                scene = Scene(id: attributes[.sceneID] ?? "",
                              location: locate(XML.scene, idAttribute: Attribute.sceneID.name, id: attributes[.sceneID]))
                sceneDepth = depth
            }
            return nil
        }

        if matches(namePointer, interned.segue, XML.segue) {
            let attributes = readAttributes()
            let segue = makeSegue(attributes)
            scene?.segues.append(segue)
            recordCustomClass(attributes, element: XML.segue, location: segue.location)
        } else if depth == sceneDepth + 2, let parent = openElements.last, matches(parent, interned.objects, XML.objects) {
            let name = String(cString: namePointer)
            let attributes = readAttributes()
            let elementLocation = locate(name, idAttribute: Attribute.id.name, id: attributes[.id])
            if let id = attributes[.id] { scene?.memberIDs.append(id) }
            recordCustomClass(attributes, element: name, location: elementLocation)
            if name == XML.viewControllerPlaceholder {
                scene?.placeholders.append(StoryboardReference(
                    id: attributes[.id] ?? "",
                    storyboardName: attributes[.storyboardName],
                    referencedIdentifier: attributes[.referencedIdentifier],
                    location: elementLocation))
            } else if name == XML.exit {
                scene?.exits.append(Exit(id: attributes[.id] ?? "", location: elementLocation))
            } else if attributes[.sceneMemberID] == XML.viewControllerMember, scene?.viewController == nil {
                scene?.viewController = ViewController(
                    elementName: name,
                    id: attributes[.id] ?? "",
                    customClass: attributes[.customClass],
                    customModule: attributes[.customModule],
                    customModuleProvider: attributes[.customModuleProvider],
                    storyboardIdentifier: attributes[.storyboardIdentifier],
                    location: elementLocation)
            }
        } else if xmlTextReaderHasAttributes(reader) == 1, let customClass = interned.customClass,
                  xmlTextReaderMoveToAttribute(reader, customClass) == 1 {
            // Views, cells, gesture recognizers: only elements with a custom class cost more.
            xmlTextReaderMoveToElement(reader)
            let name = String(cString: namePointer)
            let attributes = readAttributes()
            recordCustomClass(attributes, element: name, location: locate(name, idAttribute: Attribute.id.name, id: attributes[.id]))
        }
        return nil
    }

    private func recordCustomClass(_ attributes: Attributes, element: String, location: SourceLocation) {
        guard let className = attributes[.customClass] else { return }
        storyboard.customClasses.append(CustomClassUse(
            className: className, module: attributes[.customModule],
            moduleProvider: attributes[.customModuleProvider], elementName: element, location: location))
    }

    private func endElement(pushed: Bool = true) {
        if pushed { openElements.removeLast() }
        if openElements.count == sceneDepth, let current = scene {
            storyboard.scenes.append(current)
            scene = nil
            sceneDepth = -1
        }
    }

    private func makeSegue(_ attributes: Attributes) -> Segue {
        // The element that holds the segue is the parent of its <connections>.
        var source = "unknown"
        if openElements.count >= 2, matches(openElements[openElements.count - 1], interned.connections, XML.connections) {
            source = String(cString: openElements[openElements.count - 2])
        } else if let parent = openElements.last {
            source = String(cString: parent)
        }
        var segueLocation = locate(XML.segue, idAttribute: Attribute.id.name, id: attributes[.id])
        // The caret goes to the identifier's value, else to the unwind action's, else to `<segue`.
        for attribute in [Attribute.identifier, .unwindAction] where attributes[attribute] != nil {
            let needle = Array(" \(attribute.name)=\"".utf8)
            if let column = lines.column(of: needle, onLine: segueLocation.line, fromColumn: segueLocation.column ?? 1) {
                segueLocation.column = column + needle.count
                break
            }
        }
        return Segue(
            id: attributes[.id] ?? "",
            identifier: attributes[.identifier],
            kind: attributes[.kind],
            destinationID: attributes[.destination],
            relationship: attributes[.relationship],
            unwindAction: attributes[.unwindAction],
            customClass: attributes[.customClass],
            sourceElement: source,
            trigger: attributes[.trigger],
            location: segueLocation)
    }

    // MARK: Helpers

    /// The kept attributes of the current element. Names are compared as libxml2's interned
    /// pointers, and only kept values become Swift strings.
    private func readAttributes() -> Attributes {
        var result = Attributes()
        guard xmlTextReaderMoveToFirstAttribute(reader) == 1 else { return result }
        repeat {
            if let name = xmlTextReaderConstLocalName(reader),
               let index = interned.attributes.firstIndex(where: { $0 == name }) ?? Attribute.allCases.firstIndex(where: {
                   interned.attributes[$0.rawValue] == nil && $0.name.withCString { strcmp(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self), $0) == 0 }
               }),
               let value = xmlTextReaderConstValue(reader) {
                result.values[index] = String(cString: value)
            }
        } while xmlTextReaderMoveToNextAttribute(reader) == 1
        xmlTextReaderMoveToElement(reader)
        return result
    }

    /// Whether an element name is `name`: by pointer when libxml2 interned it, else by bytes.
    private func matches(_ pointer: UnsafePointer<xmlChar>, _ internedName: UnsafePointer<xmlChar>?, _ name: String) -> Bool {
        if let internedName { return pointer == internedName }
        return name.withCString { strcmp(UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self), $0) == 0 }
    }

    private func currentLine() -> Int {
        if let node = xmlTextReaderCurrentNode(reader) {
            let line = Int(xmlGetLineNo(node))
            if line > 0 { return line }
        }
        return Int(xmlTextReaderGetParserLineNumber(reader))
    }

    /// Where the current element starts. libxml2's line is exact up to 65,535; past that (where
    /// its element line numbers saturate even with XML_PARSE_BIG_LINES) the element is found by
    /// its id attribute, searching forward: ids are unique and elements come in document order.
    private func locate(_ element: String, idAttribute: String, id: String?) -> SourceLocation {
        let line = currentLine()
        if line >= 65_535, let id {
            var cursor = bigLineCursor ?? lines.offset(ofLine: 65_535)
            let needle = Array(" \(idAttribute)=\"\(id)\"".utf8)
            if let found = lines.locateElement(containing: needle, from: &cursor) {
                bigLineCursor = cursor
                return SourceLocation(file: path, line: found.line, column: found.column)
            }
        }
        return SourceLocation(file: path, line: line, column: lines.column(of: Array(("<" + element).utf8), onLine: line))
    }

    private func problem(line: Int, _ message: String) -> InputProblem {
        InputProblem(kind: .storyboard, location: SourceLocation(file: path, line: line), message: message)
    }
}

/// Keeps the first error libxml2 reports (its structured handler calls back with each one).
final class ErrorCollector {
    struct Entry {
        var message: String
        var line: Int
    }

    private(set) var first: Entry?

    func record(_ error: xmlError) {
        guard first == nil, error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        // One line, whatever libxml2 wrote ("… indicate encoding !\nBytes: 0xE1 …"): reporters
        // print one diagnostic per line.
        let raw = error.message.map { String(cString: $0) } ?? "unknown error"
        let message = raw.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        first = Entry(message: message.isEmpty ? "unknown error" : message, line: Int(error.line))
    }
}
