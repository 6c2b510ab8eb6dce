/// Close matches for a misspelled name, for "did you mean …?" messages.
package enum Suggestions {
    /// The candidates nearest to `name` by edit distance, ignoring case, as "`a`" or "`a` or
    /// `b`"; `nil` when none is close.
    package static func closest(to name: String, among candidates: [String]) -> String? {
        let target = Array(name.lowercased())
        let limit = max(2, target.count / 3)
        var best: [(distance: Int, name: String)] = []
        for candidate in Set(candidates) where candidate != name {
            let distance = editDistance(target, Array(candidate.lowercased()))
            if distance <= limit { best.append((distance, candidate)) }
        }
        let ranked = best.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.prefix(3)
        guard let first = ranked.first else { return nil }
        let chosen = ranked.filter { $0.distance == first.distance }.map { "`\($0.name)`" }
        return chosen.joined(separator: " or ")
    }

    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
