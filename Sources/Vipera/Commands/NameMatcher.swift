/// Matches typed text against names: an exact match (ignoring case) wins; otherwise every name that
/// starts with the text (ignoring case) matches.
enum NameMatcher {
    /// The positions in `names` that `text` picks.
    static func matches(_ text: String, in names: [String]) -> [Int] {
        guard !text.isEmpty else { return [] }
        let typed = text.lowercased()
        let lowered = names.map { $0.lowercased() }
        if let exact = lowered.firstIndex(of: typed) {
            return [exact]
        }
        return lowered.indices.filter { lowered[$0].hasPrefix(typed) }
    }
}
