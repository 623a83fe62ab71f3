/// A run's file paths, kept so that those under a folder are found by binary search instead of by
/// asking about each path: local packages and synchronized folders make dozens of targets whose
/// members are whatever lies under their folders, and asking each target about each file of a large
/// app was most of the indexing of an edit run (measured in docs/performance.md).
///
/// Only a pre-filter: `candidates(withPrefix:)` returns every path that `String.hasPrefix` says
/// has the prefix, and perhaps others; the caller still asks the exact question. `hasPrefix`
/// compares canonically equivalent text (a decomposed `é` has the prefix `é`), so bytes decide only
/// between ASCII paths and an ASCII prefix; any other path is always a candidate, and a prefix that
/// is not ASCII makes every path one.
struct PathsByPrefix {
    /// The ASCII paths' positions, in the byte order of their paths.
    private let sorted: [Int]
    /// Their paths' bytes, in the same order.
    private let sortedBytes: [[UInt8]]
    /// The positions of the other paths.
    private let others: [Int]
    private let count: Int

    init(_ paths: [String]) {
        count = paths.count
        var ascii: [(position: Int, bytes: [UInt8])] = []
        var others: [Int] = []
        for (position, path) in paths.enumerated() {
            let bytes = Array(path.utf8)
            if bytes.allSatisfy({ $0 < 0x80 }) { ascii.append((position, bytes)) } else { others.append(position) }
        }
        ascii.sort { $0.bytes.lexicographicallyPrecedes($1.bytes) }
        sorted = ascii.map(\.position)
        sortedBytes = ascii.map(\.bytes)
        self.others = others
    }

    /// Positions of the paths that may have `prefix`, each once, in no particular order.
    func candidates(withPrefix prefix: String) -> [Int] {
        let bytes = Array(prefix.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return Array(0..<count) }
        var found = others
        var index = lowerBound(bytes)
        while index < sortedBytes.count, sortedBytes[index].starts(with: bytes) {
            found.append(sorted[index])
            index += 1
        }
        return found
    }

    /// The first position in `sortedBytes` not before `bytes`.
    private func lowerBound(_ bytes: [UInt8]) -> Int {
        var low = 0
        var high = sortedBytes.count
        while low < high {
            let middle = (low + high) / 2
            if sortedBytes[middle].lexicographicallyPrecedes(bytes) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
