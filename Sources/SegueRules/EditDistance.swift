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

    /// The closest candidate that counts as a near miss of `value`: equal but for case, or within
    /// 1 edit (2 for names of 8 characters or more). Ties go to the alphabetically first.
    /// Candidates whose length alone rules them out are skipped before any distance is computed
    /// (rules ask this for every unknown name against every known one).
    public static func nearestMiss(of value: String, among candidates: some Sequence<String>) -> String? {
        let valueLowercased = value.lowercased()
        let valueLength = value.count
        let valueScalars = value.unicodeScalars.count
        let valueIsASCII = value.utf8.allSatisfy { $0 < 0x80 }
        var best: (distance: Int, candidate: String)?
        for candidate in candidates where candidate != value {
            let candidateScalars = candidate.unicodeScalars.count
            // The distance is at least the difference in length, and the limit is at most 2; two
            // ASCII names that differ in length cannot be equal but for case either.
            if abs(candidateScalars - valueScalars) > 2, valueIsASCII, candidate.utf8.allSatisfy({ $0 < 0x80 }) { continue }
            let distance = candidate.lowercased() == valueLowercased ? 0 : EditDistance.distance(value, candidate)
            let limit = max(valueLength, candidate.count) >= 8 ? 2 : 1
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.candidate) {
                best = (distance, candidate)
            }
        }
        return best?.candidate
    }
}
