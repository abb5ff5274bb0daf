/// "Did you mean": the known name an unknown one is most likely a slip of, as cargo and git suggest commands.
public enum NearestName {
    /// The candidate closest to `name` by Damerau–Levenshtein distance (optimal string alignment: a swap of two
    /// neighbours is one edit, as in `tilte`), ignoring case, when it is within a quarter of `name`'s length
    /// (at least 1, at most 3 edits: `serv` is a slip of `serve`, `deploy` two edits from `replay` is not); the
    /// first in sorted order of those equally close; nil when none is.
    public static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        let typed = Array(name.lowercased().unicodeScalars)
        let limit = max(1, min(3, typed.count / 4))
        var best: (name: String, distance: Int)?
        for candidate in Set(candidates).sorted() where candidate != name {
            let known = Array(candidate.lowercased().unicodeScalars)
            // Names differing in length by more than the limit are further apart than it: a name of any size
            // costs nothing more than its length.
            guard abs(known.count - typed.count) <= limit else { continue }
            let distance = Self.distance(typed, known)
            if distance <= limit, distance < best?.distance ?? .max { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The optimal string alignment distance between `a` and `b`, in three rows.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }

    /// ` (did you mean "title"?)`, or nothing when no candidate is close: the end of a message about `name`.
    public static func hint(for name: String, among candidates: some Sequence<String>) -> String {
        suggestion(for: name, among: candidates).map { " (did you mean \"\($0)\"?)" } ?? ""
    }
}
