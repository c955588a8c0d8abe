/// What a console writes: text laid out for people, or JSON Lines for another program.
public enum OutputFormat: String, Sendable, Equatable, CaseIterable {
    /// Tables, notices and errors laid out for the width, coloured when allowed.
    case text
    /// One JSON object per line: each display call on standard output, each error on standard
    /// error. No colour and no layout.
    case json
}
