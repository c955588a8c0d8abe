// MARK: - Suggestions

extension CommandDispatcher {
    /// Has the scene on top read what its completions suggest beyond what it shows (the
    /// categories a `filter` may name): before a typed line is read, and before `?` lists values.
    package func loadSuggestions() async {
        guard let scene = navigator.top?.scene as? any SuggestionLoadingScene else { return }
        await scene.loadSuggestions()
    }

    /// Whether `tokens` end in an unquoted `?` after other words: a line that asks what may come
    /// next rather than running.
    func isGuideRequest(_ tokens: [Token]) -> Bool {
        guard tokens.count > 1, let last = tokens.last else { return false }
        return last.text == Strings.Guide.request && !last.isQuoted
    }
}
