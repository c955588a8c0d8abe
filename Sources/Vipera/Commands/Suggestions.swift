/// Finds what a mistyped word was probably meant to be, by edit distance (insertions, deletions,
/// substitutions and swaps of neighbouring letters each count one).
enum Suggestions {
    // MARK: - Constants

    private static let maximumSuggestions = 3
    private static let tinyWordLength = 2
    private static let shortWordLength = 4

    // MARK: - Suggesting

    /// The candidates nearest to `word` (all at the smallest distance found, alphabetically), within a
    /// distance that grows with the word's length.
    static func closest(to word: String, among candidates: [String]) -> [String] {
        let target = Array(word.lowercased())
        let threshold = target.count <= tinyWordLength ? 0 : (target.count <= shortWordLength ? 1 : 2)
        var scored: [(candidate: String, distance: Int)] = []
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased()))
            if distance <= threshold, !scored.contains(where: { $0.candidate == candidate }) {
                scored.append((candidate, distance))
            }
        }
        let best = scored.map(\.distance).min()
        return Array(scored.filter { $0.distance == best }.map(\.candidate).sorted().prefix(maximumSuggestions))
    }

    /// The optimal-string-alignment distance between two words.
    static func editDistance(_ source: [Character], _ target: [Character]) -> Int {
        if source.isEmpty { return target.count }
        if target.isEmpty { return source.count }
        var previousPrevious = [Int](repeating: 0, count: target.count + 1)
        var previous = Array(0...target.count)
        var current = [Int](repeating: 0, count: target.count + 1)
        for i in 1...source.count {
            current[0] = i
            for j in 1...target.count {
                let cost = source[i - 1] == target[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, source[i - 1] == target[j - 2], source[i - 2] == target[j - 1] {
                    best = min(best, previousPrevious[j - 2] + 1)
                }
                current[j] = best
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[target.count]
    }
}
