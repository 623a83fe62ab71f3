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
    static let tableView = "tableView"
    static let collectionView = "collectionView"
    static let outlineView = "outlineView"

    static let viewControllerMember = "viewController"
}

/// The attributes the model keeps; each case's name is the XML attribute's name.
private enum Attribute: Int, CaseIterable {
    case id, sceneID, sceneMemberID, type, targetRuntime, initialViewController, identifier, kind, destination
    case relationship, unwindAction, customClass, customModule, customModuleProvider, storyboardIdentifier
    case storyboardName, referencedIdentifier, trigger, bundleIdentifier, destinationCreationSelector, reuseIdentifier, dataMode

    /// The XML attribute's name, spelled out: `String(describing:)` would reflect on the enum, and
    /// its first call costs the runtime three scans of every protocol conformance of the binary.
    var name: String {
        switch self {
        case .id: "id"
        case .sceneID: "sceneID"
        case .sceneMemberID: "sceneMemberID"
        case .type: "type"
        case .targetRuntime: "targetRuntime"
        case .initialViewController: "initialViewController"
        case .identifier: "identifier"
        case .kind: "kind"
        case .destination: "destination"
        case .relationship: "relationship"
        case .unwindAction: "unwindAction"
        case .customClass: "customClass"
        case .customModule: "customModule"
        case .customModuleProvider: "customModuleProvider"
        case .storyboardIdentifier: "storyboardIdentifier"
        case .storyboardName: "storyboardName"
        case .referencedIdentifier: "referencedIdentifier"
        case .trigger: "trigger"
        case .bundleIdentifier: "bundleIdentifier"
        case .destinationCreationSelector: "destinationCreationSelector"
        case .reuseIdentifier: "reuseIdentifier"
        case .dataMode: "dataMode"
        }
    }
}

/// The values of the attributes the model keeps, read from one element.
private struct Attributes {
    var values = [String?](repeating: nil, count: Attribute.allCases.count)

    subscript(attribute: Attribute) -> String? {
        values[attribute.rawValue]
    }
}

/// Walks one document with libxml2's SAX2 interface, keeping only the facts the model needs. No
/// tree is built: element names arrive as the parser's dictionary (interned) strings, attributes as
/// pointers into its buffer, and only kept values become Swift strings.
final class StoryboardWalker {
    private let path: String
    private let lines: LineIndex
    private let errors = ErrorCollector()
    private let context: xmlParserCtxtPtr

    private var storyboard: Storyboard
    /// Names of the open elements, as the parser's interned strings (valid while it lives).
    private var openElements: [UnsafePointer<xmlChar>] = []
    private var scene: Scene?
    private var sceneDepth = -1
    private var sawDocument = false
    /// The open table, collection and outline views of the scene, innermost last: the containers
    /// of prototype cells.
    private var containers: [(depth: Int, id: String, family: PrototypeCell.Family?)] = []
    /// Why the walk stopped early (DOCTYPE, entity reference, not a storyboard).
    private var refusal: InputProblem?
    /// The parser dictionary's copies of the names compared on every element: element and
    /// attribute names come from that dictionary, so a comparison is a pointer comparison.
    private let interned: Interned

    private struct Interned {
        let scene, objects, segue, connections: UnsafePointer<xmlChar>?
        let tableView, collectionView, outlineView: UnsafePointer<xmlChar>?
        /// Interned attribute names, by `Attribute.rawValue`.
        let attributes: [UnsafePointer<xmlChar>?]

        init(_ dictionary: xmlDictPtr?) {
            func intern(_ name: String) -> UnsafePointer<xmlChar>? {
                guard let dictionary else { return nil }
                return name.withCString {
                    xmlDictLookup(dictionary, UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self), -1)
                }
            }
            scene = intern(XML.scene)
            objects = intern(XML.objects)
            segue = intern(XML.segue)
            connections = intern(XML.connections)
            tableView = intern(XML.tableView)
            collectionView = intern(XML.collectionView)
            outlineView = intern(XML.outlineView)
            attributes = Attribute.allCases.map { intern($0.name) }
        }
    }

    init(context: xmlParserCtxtPtr, path: String, lines: LineIndex) {
        self.context = context
        self.path = path
        self.lines = lines
        self.storyboard = Storyboard(path: path)
        self.interned = Interned(context.pointee.dict)
    }

    private static func walker(_ pointer: UnsafeMutableRawPointer?) -> StoryboardWalker? {
        pointer.map { Unmanaged<StoryboardWalker>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The SAX2 callbacks: elements, errors, and refusals of DOCTYPEs and entity references.
    /// `nonisolated(unsafe)`: a C struct of function pointers and flags, built once and only ever
    /// copied into each parser context; the compiler can't infer `Sendable` for an imported C struct.
    nonisolated(unsafe) private static let handler: xmlSAXHandler = {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { user, name, _, _, _, _, attributeCount, _, attributes in
            guard let walker = StoryboardWalker.walker(user), let name else { return }
            walker.startElement(name, attributes: attributes, count: Int(attributeCount))
        }
        handler.endElementNs = { user, _, _, _ in
            StoryboardWalker.walker(user)?.endElement()
        }
        handler.serror = { user, error in
            guard let error else { return }
            StoryboardWalker.walker(user)?.errors.record(error.pointee)
        }
        handler.internalSubset = { user, _, _, _ in
            StoryboardWalker.walker(user)?.refuse("DOCTYPE declarations are not allowed in storyboards (refused for safety)")
        }
        handler.externalSubset = { user, _, _, _ in
            StoryboardWalker.walker(user)?.refuse("DOCTYPE declarations are not allowed in storyboards (refused for safety)")
        }
        handler.getEntity = { _, _ in nil }
        handler.reference = { user, _ in
            StoryboardWalker.walker(user)?.refuse("entity references are not allowed in storyboards")
        }
        return handler
    }()

    func run() -> Result<Storyboard, InputProblem> {
        let me = Unmanaged.passUnretained(self).toOpaque()
        context.pointee.sax.pointee = Self.handler
        context.pointee.userData = me
        // Encoding and I/O errors bypass the context's handler: catch them on this thread too, and
        // keep libxml2 from printing anything itself.
        seguelint_silence_generic_errors()
        xmlSetStructuredErrorFunc(me) { user, error in
            guard let error else { return }
            StoryboardWalker.walker(user)?.errors.record(error.pointee)
        }
        defer { xmlSetStructuredErrorFunc(nil, nil) }

        let status = xmlParseDocument(context)
        if let refusal { return .failure(refusal) }
        if status != 0 || context.pointee.wellFormed == 0 || errors.first != nil {
            let line = errors.first?.line ?? currentLine()
            let message = errors.first?.message ?? "malformed XML"
            return .failure(problem(line: max(line, 1), "malformed XML: \(message)"))
        }
        guard sawDocument else {
            return .failure(problem(line: 1, "not a storyboard: no <document> root element"))
        }
        return .success(storyboard)
    }

    /// Stops the parse with `message` at the current line.
    private func refuse(_ message: String) {
        if refusal == nil { refusal = problem(line: currentLine(), message) }
        xmlStopParser(context)
    }

    // MARK: Elements

    /// An element starts: the root, a scene, or one of a scene's segues, members and views.
    private func startElement(
        _ namePointer: UnsafePointer<xmlChar>, attributes raw: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
        count: Int
    ) {
        guard refusal == nil else { return }
        let depth = openElements.count
        defer { openElements.append(namePointer) }
        let attributes = RawAttributes(pointers: raw, count: count)

        if depth == 0 { return startDocument(namePointer, attributes) }

        guard scene != nil else {
            if Self.matches(namePointer, interned.scene, XML.scene) { startScene(attributes, depth: depth) }
            return
        }

        if Self.matches(namePointer, interned.segue, XML.segue) {
            startSegue(attributes)
        } else if depth == sceneDepth + 2, let parent = openElements.last, Self.matches(parent, interned.objects, XML.objects) {
            startSceneMember(namePointer, attributes)
        } else {
            startView(namePointer, attributes, depth: depth)
        }
    }

    /// The root element: must be `<document>`, whose attributes describe the storyboard.
    private func startDocument(_ namePointer: UnsafePointer<xmlChar>, _ raw: RawAttributes) {
        let name = String(cString: namePointer)
        guard name == XML.document else {
            return refuse("not a storyboard: the root element is <\(name)>, not <document>")
        }
        sawDocument = true
        let attributes = read(raw)
        storyboard.documentType = attributes[.type]
        storyboard.targetRuntime = attributes[.targetRuntime]
        storyboard.initialViewControllerID = attributes[.initialViewController]
    }

    /// A `<scene>` outside any scene: opens it at `depth`.
    private func startScene(_ raw: RawAttributes, depth: Int) {
        let attributes = read(raw)
        scene = Scene(id: attributes[.sceneID] ?? "", location: locate(XML.scene))
        sceneDepth = depth
    }

    /// A `<segue>` inside a scene, unless it is part of a parent segue.
    private func startSegue(_ raw: RawAttributes) {
        // Peek and pop: `<segue key="commit" inheritsFrom="parent"/>` and `key="preview"` inside a
        // segue are parts of their parent, which has the identifier; not segues of their own.
        if let parent = openElements.last, Self.matches(parent, interned.segue, XML.segue) { return }
        let attributes = read(raw)
        let segue = makeSegue(attributes)
        scene?.segues.append(segue)
        recordCustomClass(attributes, element: XML.segue, location: segue.location)
    }

    /// A direct child of the scene's `<objects>`: a placeholder, an exit, the view controller or another member.
    private func startSceneMember(_ namePointer: UnsafePointer<xmlChar>, _ raw: RawAttributes) {
        let name = String(cString: namePointer)
        let attributes = read(raw)
        let elementLocation = locate(name)
        if let id = attributes[.id] { scene?.memberIDs.append(id) }
        recordCustomClass(attributes, element: name, location: elementLocation)
        if name == XML.viewControllerPlaceholder {
            scene?.placeholders.append(
                StoryboardReference(
                    id: attributes[.id] ?? "",
                    storyboardName: attributes[.storyboardName],
                    referencedIdentifier: attributes[.referencedIdentifier],
                    bundleIdentifier: attributes[.bundleIdentifier],
                    storyboardIdentifier: attributes[.storyboardIdentifier],
                    location: elementLocation))
        } else if name == XML.exit {
            scene?.exits.append(Exit(id: attributes[.id] ?? "", location: elementLocation))
        } else if attributes[.sceneMemberID] == XML.viewControllerMember
            || (storyboard.isWatchKit && name.hasSuffix("ontroller")),
            scene?.viewController == nil
        {
            // WatchKit writes `<controller>` (and notification and glance controllers) without a sceneMemberID.
            scene?.viewController = makeViewController(name, attributes, location: elementLocation)
        }
    }

    /// The scene's view controller, from its element's name and attributes.
    private func makeViewController(_ name: String, _ attributes: Attributes, location: Location) -> ViewController {
        ViewController(
            elementName: name,
            id: attributes[.id] ?? "",
            customClass: attributes[.customClass],
            customModule: attributes[.customModule],
            customModuleProvider: attributes[.customModuleProvider],
            storyboardIdentifier: attributes[.storyboardIdentifier]
                ?? (storyboard.isWatchKit ? attributes[.identifier] : nil),
            location: location)
    }

    /// Any other element of a scene: records custom classes, prototype cells and prototype containers.
    private func startView(_ namePointer: UnsafePointer<xmlChar>, _ raw: RawAttributes, depth: Int) {
        // Views, cells, gesture recognizers: only containers and elements with a custom class or
        // a reuse identifier cost more than one scan of the attribute names.
        let family = containerFamily(namePointer)
        let appKitCells = !containers.isEmpty && storyboard.isMacOS
        let present = raw.presence(of: interned.attributes)
        let hasCustomClass = present & 1 != 0
        let hasReuseIdentifier = present & 2 != 0
        let hasIdentifier = appKitCells && present & 4 != 0
        guard family != nil || hasCustomClass || hasReuseIdentifier || hasIdentifier else { return }
        let name = String(cString: namePointer)
        let attributes = read(raw)
        let elementLocation = locate(name)
        if hasCustomClass { recordCustomClass(attributes, element: name, location: elementLocation) }
        if hasReuseIdentifier || hasIdentifier {
            recordPrototype(name, attributes, byReuseIdentifier: hasReuseIdentifier, location: elementLocation)
        }
        if let family { containers.append((depth, attributes[.id] ?? "", attributes[.dataMode] == "static" ? nil : family)) }
    }

    /// A prototype cell of the innermost container, named by its reuse identifier (else its identifier).
    private func recordPrototype(_ name: String, _ attributes: Attributes, byReuseIdentifier: Bool, location: Location) {
        let attribute: Attribute = byReuseIdentifier ? .reuseIdentifier : .identifier
        // A static table's cells are never dequeued: its container has no family.
        guard let container = containers.last, let containerFamily = container.family,
            let value = attributes[attribute], !value.isEmpty
        else { return }
        var place = location
        let needle = Array(" \(attribute.name)=\"".utf8)
        if let column = lines.column(of: needle, onLine: place.line, fromColumn: place.column ?? 1) {
            place.column = column + needle.count
        }
        scene?.prototypes.append(
            PrototypeCell(
                elementName: name, id: attributes[.id] ?? "", reuseIdentifier: value,
                customClass: attributes[.customClass],
                containerID: container.id, family: containerFamily, location: place))
    }

    /// The family of prototypes a table, collection or outline view holds; `nil` for other elements.
    private func containerFamily(_ name: UnsafePointer<xmlChar>) -> PrototypeCell.Family? {
        if Self.matches(name, interned.tableView, XML.tableView) { return storyboard.isMacOS ? .appKit : .table }
        if Self.matches(name, interned.collectionView, XML.collectionView) { return storyboard.isMacOS ? nil : .collection }
        if Self.matches(name, interned.outlineView, XML.outlineView) { return .appKit }
        return nil
    }

    private func recordCustomClass(_ attributes: Attributes, element: String, location: Location) {
        guard let className = attributes[.customClass] else { return }
        storyboard.customClasses.append(
            CustomClassUse(
                className: className, module: attributes[.customModule],
                moduleProvider: attributes[.customModuleProvider], elementName: element, location: location))
    }

    private func endElement() {
        guard refusal == nil, !openElements.isEmpty else { return }
        openElements.removeLast()
        if let container = containers.last, container.depth == openElements.count { containers.removeLast() }
        if openElements.count == sceneDepth, let current = scene {
            storyboard.scenes.append(current)
            scene = nil
            sceneDepth = -1
            containers = []
        }
    }

    private func makeSegue(_ attributes: Attributes) -> Segue {
        // The element that holds the segue is the parent of its <connections>.
        var source = "unknown"
        if openElements.count >= 2, Self.matches(openElements[openElements.count - 1], interned.connections, XML.connections) {
            source = String(cString: openElements[openElements.count - 2])
        } else if let parent = openElements.last {
            source = String(cString: parent)
        }
        var segueLocation = locate(XML.segue)
        // The caret goes to the identifier's value, else to the unwind action's, else to `<segue`.
        for attribute in [Attribute.identifier, .unwindAction] where attributes[attribute] != nil {
            let needle = Array(" \(attribute.name)=\"".utf8)
            if let column = lines.column(of: needle, onLine: segueLocation.line, fromColumn: segueLocation.column ?? 1) {
                segueLocation.column = column + needle.count
                break
            }
        }
        var segue = Segue(
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
        segue.destinationCreationSelector = attributes[.destinationCreationSelector]
        return segue
    }

    // MARK: Helpers

    /// An element's attributes as SAX2 hands them over: five pointers each (local name, prefix,
    /// namespace, value start, value end), the value not NUL-terminated.
    private struct RawAttributes {
        let pointers: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
        let count: Int

        func name(_ index: Int) -> UnsafePointer<xmlChar>? { pointers?[5 * index] }

        /// The value as written, with references resolved. Without entity substitution (never
        /// turned on, see `LibXML2.parserOptions`) libxml2 resolves `&lt;`, `&#65;` and the like
        /// in attribute values but writes every `&` (from `&amp;` or `&#38;`) as the text `&#38;`,
        /// for its tree builder to turn back. A literal `&` cannot stand in an attribute, so every
        /// `&#38;` here is such an `&`.
        func value(_ index: Int) -> String? {
            guard let start = pointers?[5 * index + 3], let end = pointers?[5 * index + 4], end >= start else { return nil }
            let bytes = UnsafeBufferPointer(start: start, count: end - start)
            let value = String(decoding: bytes, as: UTF8.self)
            guard bytes.contains(UInt8(ascii: "&")) else { return value }
            return value.replacingOccurrences(of: "&#38;", with: "&")
        }

        /// Which of `customClass` (1), `reuseIdentifier` (2) and `identifier` (4) are among the
        /// attributes, in one scan of their names and without allocating: it runs on every element.
        func presence(of interned: [UnsafePointer<xmlChar>?]) -> UInt8 {
            var result: UInt8 = 0
            for index in 0..<count {
                guard let pointer = name(index) else { continue }
                if StoryboardWalker.matches(pointer, interned[Attribute.customClass.rawValue], Attribute.customClass.name) {
                    result |= 1
                } else if StoryboardWalker.matches(
                    pointer, interned[Attribute.reuseIdentifier.rawValue], Attribute.reuseIdentifier.name)
                {
                    result |= 2
                } else if StoryboardWalker.matches(pointer, interned[Attribute.identifier.rawValue], Attribute.identifier.name) {
                    result |= 4
                }
            }
            return result
        }
    }

    /// The kept attributes of an element; only their values become Swift strings.
    private func read(_ raw: RawAttributes) -> Attributes {
        var result = Attributes()
        for index in 0..<raw.count {
            guard let name = raw.name(index) else { continue }
            let kept =
                interned.attributes.firstIndex { $0 == name }
                ?? Attribute.allCases.firstIndex {
                    interned.attributes[$0.rawValue] == nil && Self.matches(name, nil, $0.name)
                }
            if let kept { result.values[kept] = raw.value(index) }
        }
        return result
    }

    /// Whether a name is `name`: by pointer when the dictionary interned it, else by bytes.
    private static func matches(_ pointer: UnsafePointer<xmlChar>, _ internedName: UnsafePointer<xmlChar>?, _ name: String)
        -> Bool
    {
        if let internedName { return pointer == internedName }
        return name.withCString { strcmp(UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self), $0) == 0 }
    }

    /// The parser's current line: for an element, the line its start tag ends on (where libxml2's
    /// own tree builder records it). An `int` in libxml2, exact however long the file.
    private func currentLine() -> Int {
        guard let input = context.pointee.input else { return 1 }
        return max(Int(input.pointee.line), 1)
    }

    /// Where the current element starts: its line, and the column of `<element` on it.
    private func locate(_ element: String) -> Location {
        let line = currentLine()
        return Location(file: path, line: line, column: lines.column(of: Array(("<" + element).utf8), onLine: line))
    }

    private func problem(line: Int, _ message: String) -> InputProblem {
        InputProblem(kind: .storyboard, location: Location(file: path, line: line), message: message)
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
