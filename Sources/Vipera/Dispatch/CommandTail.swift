/// What a session allows after a command's own words, such as output filters (`| include`) and
/// redirection (`> FILE`): the dispatcher asks it while completing (Tab) and guiding (`?`), so
/// those words are offered where they may be typed.
@MainActor
package protocol CommandTail: AnyObject {
    /// What may come at the end of `linePrefix` when it is past the command's words (or
    /// ``NextWords/literal`` where a `?` typed there is text, as in a pattern); nil when it is
    /// not, so the command's own words are listed.
    /// - Parameter linePrefix: The line up to the `?`.
    func nextWords(after linePrefix: String) -> NextWords?
    /// The completion of `linePrefix` when it is past the command's words; nil when it is not.
    /// - Parameter linePrefix: The line up to the cursor.
    func completions(for linePrefix: String) -> Completion?
    /// What may follow a complete command, listed before `<Enter>`.
    var followers: [NextWord] { get }
}
