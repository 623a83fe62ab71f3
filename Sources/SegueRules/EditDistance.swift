/// Near-miss detection for "did you mean" suggestions.
public enum EditDistance {
    /// Optimal string alignment distance (Levenshtein plus adjacent transpositions), so
    /// `showDetial` is one edit from `showDetail`.
    public static func distance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.unicodeScalars)
        let b = Array(rhs.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }

    /// `distance(lhs, rhs)` when it is at most `limit`, else `nil`, in time proportional to the
    /// length times `limit`: only the band of cells within `limit` of the diagonal can hold such a
    /// distance, and the search stops as soon as a whole row exceeds it. (A 1 MB identifier is
    /// compared in milliseconds; the full table would take minutes.)
    public static func distance(_ lhs: String, _ rhs: String, atMost limit: Int) -> Int? {
        distance(Array(lhs.unicodeScalars), Array(rhs.unicodeScalars), atMost: limit)
    }

    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let outside = limit + 1
        var previousPrevious = [Int](repeating: outside, count: b.count + 1)
        var previous = [Int](repeating: outside, count: b.count + 1)
        var current = [Int](repeating: outside, count: b.count + 1)
        for j in 0...min(b.count, limit) { previous[j] = j }
        for i in 1...a.count {
            let low = max(1, i - limit)
            let high = min(b.count, i + limit)
            current[0] = i <= limit ? i : outside
            if low > 1 { current[low - 1] = outside }
            var rowMinimum = current[0]
            if low <= high {
                for j in low...high {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, previousPrevious[j - 2] + 1)
                    }
                    current[j] = min(value, outside)
                    rowMinimum = min(rowMinimum, current[j])
                }
            }
            if high < b.count { current[high + 1] = outside }
            if rowMinimum > limit { return nil }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }

    /// The closest candidate that counts as a near miss of `value`: equal but for case, or within
    /// 1 edit (2 for names of 8 characters or more). Ties go to the alphabetically first.
    /// Candidates whose length alone rules them out are skipped before any distance is computed
    /// (rules ask this for every unknown name against every known one).
    public static func nearestMiss(of value: String, among candidates: some Sequence<String>) -> String? {
        let valueScalars = Array(value.unicodeScalars)
        let valueIsASCII = value.utf8.allSatisfy { $0 < 0x80 }
        lazy var valueLowercased = value.lowercased()
        var best: (distance: Int, candidate: String)?
        for candidate in candidates where candidate != value {
            let candidateScalars = Array(candidate.unicodeScalars)
            let candidateIsASCII = candidate.utf8.allSatisfy { $0 < 0x80 }
            // The distance is at least the difference in length, and the limit is at most 2; two
            // ASCII names that differ in length cannot be equal but for case either.
            if abs(candidateScalars.count - valueScalars.count) > 2, valueIsASCII, candidateIsASCII { continue }
            let limit = max(valueScalars.count, candidateScalars.count) >= 8 ? 2 : 1
            // Equal but for case: only names of one length when both are ASCII.
            let sameButCase =
                (valueIsASCII && candidateIsASCII ? candidateScalars.count == valueScalars.count : true)
                && candidate.lowercased() == valueLowercased
            guard let distance = sameButCase ? 0 : EditDistance.distance(valueScalars, candidateScalars, atMost: limit)
            else { continue }
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.candidate) {
                best = (distance, candidate)
            }
        }
        return best?.candidate
    }
}
