import SegueModel
import SegueRules

/// The app's navigation as a graph: one node per scene (and per storyboard reference that can't
/// be resolved), one edge per segue (references followed to the real scene) and per code path
/// that shows a scene (`performSegue`, `instantiateViewController(withIdentifier:)`), with the
/// lint findings that touch each. Pure values, built from a project and its diagnostics.
public struct NavigationGraph: Sendable {
    /// A scene, or an unresolvable storyboard reference.
    public struct Node: Sendable, Hashable {
        /// A stable id: `Storyboard/elementID`.
        public var id: String
        /// The storyboard's name.
        public var storyboard: String
        /// The class: the custom class, else the framework class of the element; for a
        /// reference, what it points at.
        public var label: String
        /// The XML element (`navigationController`, …; `viewControllerPlaceholder` for a reference).
        public var element: String
        /// The Storyboard ID, if any.
        public var storyboardID: String?
        /// Whether it is its storyboard's initial view controller.
        public var isInitial: Bool
        /// Whether it is a storyboard reference that can't be resolved (missing, other bundle).
        public var isUnresolvedReference: Bool
        /// Whether `unreachable-scene` reports it.
        public var isUnreachable: Bool
        /// Where it is.
        public var location: Location
        /// The findings that touch it.
        public var findings: [Finding]
    }

    /// A segue, relationship or code path between two nodes.
    public struct Edge: Sendable, Hashable {
        /// Where an edge comes from.
        public enum Origin: String, Sendable, Hashable {
            /// A storyboard segue or relationship.
            case storyboard
            /// Swift code that performs a segue or instantiates a scene.
            case code
        }

        /// The source node's id.
        public var from: String
        /// The destination node's id.
        public var to: String
        /// Storyboard or code.
        public var origin: Origin
        /// `show`, `presentation`, `embed`, `unwind`, `relationship`, `custom`, …; for code,
        /// `performSegue` or `instantiate`.
        public var kind: String
        /// The segue identifier, relationship name or Storyboard ID (`nil` for an initial view
        /// controller instantiated from code).
        public var identifier: String?
        /// What triggers a storyboard segue (`button`, `tableViewCell`, …; `manual` when the view
        /// controller itself holds it) or the unwind action / custom class; for an `instantiate`
        /// edge, the call that shows the scene (`present`, `pushViewController`, …).
        public var detail: String?
        /// The segue element, or the code that shows the scene.
        public var location: Location
        /// The findings that touch it.
        public var findings: [Finding]
    }

    /// A lint finding on a node or edge.
    public struct Finding: Sendable, Hashable {
        /// The rule.
        public var ruleID: String
        /// Its severity.
        public var severity: Severity
        /// Its message.
        public var message: String
        /// Its primary location.
        public var location: Location
    }

    /// The nodes, by storyboard path then document order.
    public var nodes: [Node]
    /// The edges, sorted by source, destination, kind and identifier.
    public var edges: [Edge]

    /// What to draw.
    public struct Options: Sendable {
        /// Draw code edges.
        public var codeEdges = true
        /// Attach findings.
        public var findings = true
        /// Keep only this storyboard's scenes.
        public var storyboard: String?
        /// Keep only this class's scenes, their neighbours to `depth`, and a path from an initial view controller.
        public var focus: String?
        /// How far from the focus to go.
        public var depth = 1

        /// The defaults: everything.
        public init() {}
    }
}

extension NavigationGraph {
    /// The graph of `project`, with `diagnostics` attached to what they touch.
    public static func build(_ index: CrossReferenceIndex, diagnostics: [Diagnostic], options: Options = Options())
        -> NavigationGraph
    {
        let nodes = sceneNodes(index)
        // A node's id is `Storyboard/elementID`; the ids drawn.
        let nodeIDs = Set(nodes.map(\.id))
        func drawn(_ storyboard: Storyboard, _ id: String) -> String? {
            let id = nodeID(storyboard, id)
            return nodeIDs.contains(id) ? id : nil
        }
        var edges = storyboardEdges(index, drawn: drawn)
        if options.codeEdges {
            // One edge per caller, destination and identifier: the first place in code (by location) that takes it.
            var seen: Set<String> = []
            for edge in codeEdges(index, drawn: drawn).sorted(by: { $0.location < $1.location })
            where seen.insert([edge.from, edge.to, edge.kind, edge.identifier ?? ""].joined(separator: "\u{0}")).inserted {
                edges.append(edge)
            }
        }
        var graph = NavigationGraph(nodes: nodes, edges: edges)
        if options.findings { graph.attach(diagnostics, index: index) }
        graph.edges.sort {
            ($0.from, $0.to, $0.kind, $0.identifier ?? "", $0.location) < (
                $1.from, $1.to, $1.kind, $1.identifier ?? "", $1.location
            )
        }
        if let storyboard = options.storyboard { graph = graph.keeping { $0.storyboard == storyboard } }
        if let focus = options.focus { graph = graph.focused(on: focus, depth: options.depth) }
        return graph
    }

    /// A node per view controller and per storyboard reference that can't be resolved, in storyboard and document order.
    private static func sceneNodes(_ index: CrossReferenceIndex) -> [Node] {
        var nodes: [Node] = []
        // The index's analysis, the one `unreachable-scene` reports: a scene is drawn unreachable
        // whether or not that rule runs.
        let unreachable = Set(
            index.unreachableScenes.compactMap { ref in ref.scene.viewController.map { nodeID(ref.storyboard, $0.id) } })
        for storyboard in index.storyboards {
            for scene in storyboard.scenes {
                if let vc = scene.viewController {
                    let destination = CrossReferenceIndex.Destination(storyboard: storyboard, viewController: vc)
                    nodes.append(
                        Node(
                            id: nodeID(storyboard, vc.id), storyboard: storyboard.name, label: destination.className,
                            element: vc.elementName,
                            storyboardID: vc.storyboardIdentifier.flatMap { $0.isEmpty ? nil : $0 },
                            isInitial: storyboard.initialViewControllerID == vc.id, isUnresolvedReference: false,
                            isUnreachable: unreachable.contains(nodeID(storyboard, vc.id)),
                            location: vc.location, findings: []))
                }
                for reference in scene.placeholders where index.resolve(reference, from: storyboard) == nil {
                    let target =
                        (reference.bundleIdentifier.map { "\($0): " } ?? "") + (reference.storyboardName ?? storyboard.name)
                        + ".storyboard" + (reference.referencedIdentifier.map { " \($0)" } ?? "")
                    nodes.append(
                        Node(
                            id: nodeID(storyboard, reference.id), storyboard: storyboard.name, label: target,
                            element: "viewControllerPlaceholder",
                            storyboardID: nil, isInitial: false, isUnresolvedReference: true, isUnreachable: false,
                            location: reference.location, findings: []))
                }
            }
        }
        return nodes
    }

    /// The storyboard segues and relationships between drawn nodes, in storyboard and document order.
    private static func storyboardEdges(_ index: CrossReferenceIndex, drawn: (Storyboard, String) -> String?) -> [Edge] {
        var edges: [Edge] = []
        // The classes that declare each `@IBAction` an unwind segue can name.
        var actionOwners: [String: Set<String>] = [:]
        for method in index.segueMethods where method.isIBAction {
            if let owner = method.ownerType { actionOwners[method.selector, default: []].insert(owner) }
        }
        for storyboard in index.storyboards {
            for scene in storyboard.scenes {
                guard let vc = scene.viewController, let from = drawn(storyboard, vc.id) else { continue }
                for segue in scene.segues {
                    let trigger = segue.sourceElement == vc.elementName ? "manual" : segue.sourceElement
                    if segue.isUnwind {
                        // To the scenes whose class declares the unwind action.
                        guard let action = segue.unwindAction else { continue }
                        let owners = (actionOwners[action] ?? []).sorted()
                        edges += unwindEdges(segue, action: action, from: from, owners: owners, index: index, drawn: drawn)
                        continue
                    }
                    guard let destinationID = segue.destinationID else { continue }
                    let to: String?
                    if let destination = index.destination(of: segue, in: storyboard) {
                        to = drawn(destination.storyboard, destination.viewController.id)
                    } else {
                        to = drawn(storyboard, destinationID)
                    }
                    guard let to else { continue }
                    edges.append(
                        Edge(
                            from: from, to: to, origin: .storyboard, kind: segue.kind ?? "segue",
                            identifier: segue.isRelationship ? segue.relationship : segue.nonEmptyIdentifier,
                            detail: segue.isRelationship ? nil : (segue.customClass.map { "\(trigger), \($0)" } ?? trigger),
                            location: segue.location, findings: []))
                }
            }
        }
        return edges
    }

    /// An unwind segue's edges: from `from` to the drawn scenes of the classes that declare its action, `owners` in order.
    private static func unwindEdges(
        _ segue: Segue, action: String, from: String, owners: [String], index: CrossReferenceIndex,
        drawn: (Storyboard, String) -> String?
    ) -> [Edge] {
        var edges: [Edge] = []
        for owner in owners {
            for ref in index.scenes(ofClass: owner) {
                guard let target = ref.scene.viewController, let to = drawn(ref.storyboard, target.id) else {
                    continue
                }
                edges.append(
                    Edge(
                        from: from, to: to, origin: .storyboard, kind: "unwind",
                        identifier: segue.nonEmptyIdentifier,
                        detail: action, location: segue.location, findings: []))
            }
        }
        return edges
    }

    /// `performSegue(withIdentifier:)` on `self`, and `instantiateViewController(withIdentifier:)`
    /// with a known Storyboard ID (or a SwiftGen / R.swift scene accessor) whose result is then
    /// presented, pushed or shown: from the caller's scenes to the scene shown.
    private static func codeEdges(_ index: CrossReferenceIndex, drawn: (Storyboard, String) -> String?) -> [Edge] {
        var edges: [Edge] = []
        let routedControllers = index.controllersByRouterType
        // Edges from the caller's scenes to each scene instantiated and shown; the initial view
        // controller's edge has no identifier.
        func shown(
            _ targets: [CrossReferenceIndex.SceneRef], by owner: String?, initial: Bool, shownBy: String?, at location: Location
        ) -> [Edge] {
            let callers = callerNodes(owner, index: index, routedControllers: routedControllers, drawn: drawn)
            return shownEdges(targets, from: callers, initial: initial, shownBy: shownBy, at: location, drawn: drawn)
        }
        for facts in index.sources {
            for use in facts.identifierUses where use.performsOnSelf {
                edges += performSegueEdges(use, index: index, drawn: drawn)
            }
            // A scene instantiated and then presented, pushed or shown in the same scope.
            for instantiation in facts.instantiations where instantiation.shownBy != nil {
                guard let targets = instantiatedScenes(instantiation, index: index) else { continue }
                edges += shown(
                    targets, by: instantiation.ownerType, initial: instantiation.identifier == nil,
                    shownBy: instantiation.shownBy,
                    at: instantiation.location)
            }
            for use in facts.generatedSceneUses where use.shownBy != nil {
                edges += shown(
                    index.scenes(for: use), by: use.ownerType, initial: use.scene == nil, shownBy: use.shownBy, at: use.location
                )
            }
        }
        return edges
    }

    /// The drawn nodes of the scenes code in `owner` runs for: its classes with scenes, else those of the
    /// view controllers it is the router of.
    private static func callerNodes(
        _ owner: String?, index: CrossReferenceIndex, routedControllers: [String: [String]],
        drawn: (Storyboard, String) -> String?
    ) -> [String] {
        guard let owner, index.hasOwnScope(owner) else { return [] }
        var classes = index.classesWithScenes(reachedFrom: owner)
        if classes.isEmpty {
            let routers = Set([owner] + index.ancestors(of: owner))
            classes = routers.flatMap { routedControllers[$0] ?? [] }.sorted()
                .flatMap { index.classesWithScenes(reachedFrom: $0) }
        }
        var seen: Set<String> = []
        return classes.filter { seen.insert($0).inserted }.flatMap { index.scenes(ofClass: $0) }.compactMap { ref in
            ref.scene.viewController.flatMap { drawn(ref.storyboard, $0.id) }
        }
    }

    /// `instantiate` edges from each caller node to each drawn scene of `targets`.
    private static func shownEdges(
        _ targets: [CrossReferenceIndex.SceneRef], from callers: [String], initial: Bool, shownBy: String?,
        at location: Location, drawn: (Storyboard, String) -> String?
    ) -> [Edge] {
        var edges: [Edge] = []
        for from in callers {
            for ref in targets {
                guard let vc = ref.scene.viewController, let to = drawn(ref.storyboard, vc.id) else { continue }
                edges.append(
                    Edge(
                        from: from, to: to, origin: .code, kind: "instantiate",
                        identifier: initial ? nil : vc.storyboardIdentifier,
                        detail: shownBy, location: location, findings: []))
            }
        }
        return edges
    }

    /// `performSegue` edges of `use`: from each drawn scene of its class to the destination of each segue it names.
    private static func performSegueEdges(
        _ use: IdentifierUse, index: CrossReferenceIndex, drawn: (Storyboard, String) -> String?
    ) -> [Edge] {
        guard let owner = use.ownerType, case .value(let identifier, _) = index.resolve(use.expression, in: owner)
        else { return [] }
        var edges: [Edge] = []
        for ref in index.classesWithScenes(reachedFrom: owner).flatMap({ index.scenes(ofClass: $0) }) {
            guard let vc = ref.scene.viewController, let from = drawn(ref.storyboard, vc.id) else { continue }
            for segue in ref.scene.segues where segue.nonEmptyIdentifier == identifier {
                guard let destination = index.destination(of: segue, in: ref.storyboard),
                    let to = drawn(destination.storyboard, destination.viewController.id)
                else { continue }
                edges.append(
                    Edge(
                        from: from, to: to, origin: .code, kind: "performSegue", identifier: identifier,
                        detail: nil, location: use.location, findings: []))
            }
        }
        return edges
    }

    /// The scenes an instantiation shows: those with its Storyboard ID, or the initial ones of the storyboard it
    /// names; `nil` when that can't be known.
    private static func instantiatedScenes(_ instantiation: SceneInstantiation, index: CrossReferenceIndex)
        -> [CrossReferenceIndex.SceneRef]?
    {
        guard let storyboards = index.storyboards(for: instantiation) else { return nil }
        if let expression = instantiation.identifier {
            guard case .value(let identifier, _) = index.resolve(expression, in: instantiation.ownerType) else {
                return nil
            }
            return index.scenes(withStoryboardID: identifier, in: storyboards)
        }
        // `UIStoryboard(name: "Settings", bundle: nil).instantiateInitialViewController()`: the
        // initial view controller of the storyboard named (of any storyboard is no answer).
        guard case .named = instantiation.storyboard else { return nil }
        return index.initialScenes(of: storyboards)
    }

    /// Attaches each diagnostic to the nodes whose scene holds one of its locations and to the
    /// edges at one of its locations.
    private mutating func attach(_ diagnostics: [Diagnostic], index: CrossReferenceIndex) {
        let spans = sceneSpans(index)
        var edgesAt: [Location: [Int]] = [:]
        for (offset, edge) in edges.enumerated() {
            edgesAt[Location(file: edge.location.file, line: edge.location.line), default: []].append(offset)
        }
        let ownerAt = NavigationGraph.callOwners(index)
        var nodesOfClass: [String: [Int]] = [:]
        for (offset, node) in nodes.enumerated() { nodesOfClass[node.label, default: []].append(offset) }
        for diagnostic in diagnostics {
            let finding = Finding(
                ruleID: diagnostic.ruleID, severity: diagnostic.severity, message: diagnostic.message,
                location: diagnostic.location)
            var touchedNodes: Set<Int> = []
            var touchedEdges: Set<Int> = []
            for location in [diagnostic.location] + diagnostic.notes.map(\.location) {
                for span in spans[location.file] ?? [] where span.start <= location.line && location.line <= span.end {
                    touchedNodes.insert(span.node)
                }
                for offset in edgesAt[Location(file: location.file, line: location.line)] ?? [] { touchedEdges.insert(offset) }
            }
            if let owner = ownerAt[Location(file: diagnostic.location.file, line: diagnostic.location.line)] {
                touchedNodes.formUnion(nodesOfClass[owner] ?? [])
            }
            // A finding on a segue belongs to the segue, not to the whole scene.
            if !touchedEdges.isEmpty, diagnostic.location.file.hasSuffix(".storyboard") {
                touchedNodes = touchedNodes.filter { node in !touchedEdges.contains { edges[$0].from == nodes[node].id } }
            }
            for offset in touchedNodes.sorted() where !nodes[offset].findings.contains(finding) {
                nodes[offset].findings.append(finding)
            }
            for offset in touchedEdges.sorted() where !edges[offset].findings.contains(finding) {
                edges[offset].findings.append(finding)
            }
        }
    }

    /// The line spans of the scenes of each storyboard path, with the offset of the node they hold.
    private func sceneSpans(_ index: CrossReferenceIndex) -> [String: [(start: Int, end: Int, node: Int)]] {
        // A scene spans from its `<scene>` line to the line before the next one.
        var spans: [String: [(start: Int, end: Int, node: Int)]] = [:]
        var nodeIndex: [String: Int] = [:]
        for (offset, node) in nodes.enumerated() { nodeIndex[node.id] = offset }
        for storyboard in index.storyboards {
            for (position, scene) in storyboard.scenes.enumerated() {
                let end = position + 1 < storyboard.scenes.count ? storyboard.scenes[position + 1].location.line - 1 : Int.max
                let ids = [scene.viewController?.id].compactMap { $0 } + scene.placeholders.map(\.id)
                for id in ids {
                    if let offset = nodeIndex[NavigationGraph.nodeID(storyboard, id)] {
                        spans[storyboard.path, default: []].append((scene.location.line, end, offset))
                    }
                }
            }
        }
        return spans
    }

    /// The class whose code is at each line that calls, names a storyboard, dequeues or casts a destination.
    private static func callOwners(_ index: CrossReferenceIndex) -> [Location: String] {
        // A finding about a call belongs to the scenes of the class that makes the call too.
        var ownerAt: [Location: String] = [:]
        func own(_ owner: String?, _ location: Location) {
            if let owner { ownerAt[Location(file: location.file, line: location.line)] = owner }
        }
        for facts in index.sources {
            for use in facts.identifierUses { own(use.ownerType, use.location) }
            for instantiation in facts.instantiations { own(instantiation.ownerType, instantiation.location) }
            for name in facts.storyboardNames { own(name.ownerType, name.location) }
            for dequeue in facts.dequeues { own(dequeue.ownerType, dequeue.location) }
            for cast in facts.destinationCasts { own(cast.ownerType, cast.location) }
        }
        return ownerAt
    }

    /// The storyboards' names, in the nodes' order.
    public var storyboards: [String] {
        var seen: Set<String> = []
        return nodes.map(\.storyboard).filter { seen.insert($0).inserted }
    }

    /// A node's id: the storyboard's name and the element's id, stable across runs.
    public static func nodeID(_ storyboard: Storyboard, _ elementID: String) -> String {
        storyboard.name + "/" + elementID
    }

    /// The nodes `keep` accepts and the edges between them.
    public func keeping(_ keep: (Node) -> Bool) -> NavigationGraph {
        let kept = nodes.filter(keep)
        let ids = Set(kept.map(\.id))
        return NavigationGraph(nodes: kept, edges: edges.filter { ids.contains($0.from) && ids.contains($0.to) })
    }

    /// The scenes of `className`, their neighbours up to `depth` edges away (either direction),
    /// and a shortest path to them from an initial view controller.
    public func focused(on className: String, depth: Int) -> NavigationGraph {
        let focus = Set(nodes.filter { $0.label == className }.map(\.id))
        var kept = focus
        var frontier = focus
        for _ in 0..<max(depth, 0) {
            var next: Set<String> = []
            for edge in edges {
                if frontier.contains(edge.from), !kept.contains(edge.to) { next.insert(edge.to) }
                if frontier.contains(edge.to), !kept.contains(edge.from) { next.insert(edge.from) }
            }
            kept.formUnion(next)
            frontier = next
        }
        // Breadth-first from every initial view controller, along edges, to the first focus node.
        var previous: [String: String] = [:]
        // The app's entry points: initial view controllers nothing leads to (a storyboard's
        // initial scene that a segue reaches is a step inside the app, not an entry).
        let targets = Set(edges.map(\.to))
        let initial = nodes.filter(\.isInitial).map(\.id)
        let entries = initial.filter { !targets.contains($0) }
        var queue = entries.isEmpty ? initial : entries
        var seen = Set(queue)
        var reached: String?
        while !queue.isEmpty, reached == nil {
            let current = queue.removeFirst()
            if focus.contains(current) {
                reached = current
                break
            }
            for edge in edges where edge.from == current && seen.insert(edge.to).inserted {
                previous[edge.to] = current
                queue.append(edge.to)
            }
        }
        var step = reached
        while let current = step {
            kept.insert(current)
            step = previous[current]
        }
        return keeping { kept.contains($0.id) }
    }
}
