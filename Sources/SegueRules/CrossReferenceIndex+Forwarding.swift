import SegueModel

extension CrossReferenceIndex {
    /// The classes whose `prepare(for:sender:)` forwards segues to other view controllers, sorted.
    public var forwardingClasses: [String] {
        Array(Set(sources.flatMap(\.prepareForwards).compactMap(\.ownerType))).sorted()
    }

    /// The classes whose `prepare(for:sender:)` forwards segues to code in `owner`: those whose
    /// receiver is known to be `owner` or one of its superclasses (a property declared with a class
    /// of the app, `parent` of an embedded child), and those whose receiver can't be known
    /// (`delegate`, a `UIViewController?` property), which may forward to any class. Sorted.
    public func forwarders(reaching owner: String?) -> [String] {
        let (known, unknown) = memo.forwarding { computeForwarding() }
        guard let owner else { return unknown }
        let lineage = Set([owner] + ancestors(of: owner))
        let reaching = known.filter { !$0.value.isDisjoint(with: lineage) }.keys
        return Set(unknown).union(reaching).sorted()
    }

    private func computeForwarding() -> (known: [String: Set<String>], unknown: [String]) {
        var known: [String: Set<String>] = [:]
        var unknown: Set<String> = []
        let properties = sources.flatMap(\.controllerProperties)
        for forward in sources.flatMap(\.prepareForwards) {
            guard let forwarder = forward.ownerType else { continue }
            let lineage = Set([forwarder] + ancestors(of: forwarder))
            var receivers: Set<String> = []
            if forward.receiver == "parent" {
                // The classes whose scenes embed the forwarder's scenes.
                for (className, ref) in classScenes {
                    for segue in ref.scene.segues where segue.kind == "embed" {
                        if let destination = destination(of: segue, in: ref.storyboard), lineage.contains(destination.className) {
                            receivers.insert(className)
                        }
                    }
                }
            } else if let property = properties.first(where: { lineage.contains($0.ownerType) && $0.name == forward.receiver }) {
                receivers = Set(property.typeNames.filter { isDeclaredClass($0) })
            }
            if receivers.isEmpty { unknown.insert(forwarder) } else { known[forwarder, default: []].formUnion(receivers) }
        }
        return (known, unknown.sorted())
    }
}
