/// Matches typed text against names: exact matches (ignoring case) win; otherwise every name that
/// starts with the text (ignoring case) matches. Several names the same as the text are as
/// ambiguous as several that start with it: the first is never taken silently.
enum NameMatcher {
    /// The positions in `names` that `text` picks.
    static func matches(_ text: String, in names: [String]) -> [Int] {
        guard !text.isEmpty else { return [] }
        let typed = text.lowercased()
        let lowered = names.map { $0.lowercased() }
        let exact = lowered.indices.filter { lowered[$0] == typed }
        guard exact.isEmpty else { return exact }
        return lowered.indices.filter { lowered[$0].hasPrefix(typed) }
    }
}
