/// The previous pack's records in `String` order of their paths, as `CacheSession.write` stores
/// them: read into a list, not a dictionary, so no path is hashed to open a pack. A path is found
/// by binary search, and a sorted list of paths (a run's Swift files) in one pass (`positions(of:)`).
struct RecordTable: Sendable {
    /// As the pack lists them: sorted by path, each path once.
    let records: [CacheRecord]

    /// The table of `records`, taken to be in order (`CacheSession.write` sorts them, and the
    /// pack's checksum vouches for its bytes): records out of order are only missed by lookups,
    /// as if the pack had not held them, which costs the run a read, never a wrong fact.
    init(_ records: [CacheRecord]) {
        self.records = records
    }

    var count: Int { records.count }

    /// The record of `path`.
    subscript(path: String) -> CacheRecord? {
        position(of: path).map { records[$0] }
    }

    /// Where `path`'s record is: at `hint` when it is there (the one after the last found, in a
    /// sorted list of paths), else by binary search.
    func position(of path: String, hint: Int = 0) -> Int? {
        if hint < records.count && records[hint].path == path { return hint }
        var low = 0
        var high = records.count
        while low < high {
            let middle = (low + high) / 2
            if records[middle].path < path { low = middle + 1 } else { high = middle }
        }
        return low < records.count && records[low].path == path ? low : nil
    }

    /// The position of each of `paths`' record; when `paths` is sorted, each is found where the
    /// last one was left, most of them with one comparison.
    func positions(of paths: [String]) -> [Int?] {
        var hint = 0
        return paths.map { path in
            guard let position = position(of: path, hint: hint) else { return nil }
            hint = position + 1
            return position
        }
    }
}
