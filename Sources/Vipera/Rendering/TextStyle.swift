/// Emphasis a renderer may ask for. It becomes an ANSI SGR sequence only when the render context
/// allows colour; otherwise the text is written plain.
public enum TextStyle: Sendable, Equatable {
    /// Bold weight, for headings and labels.
    case bold
    /// Faint text, for secondary information such as empty states.
    case dim
    /// Red foreground, for errors.
    case red
    /// Green foreground, for success and money coming in.
    case green
    /// Yellow foreground, for warnings.
    case yellow
    /// Cyan foreground, for titles and prompts.
    case cyan
    /// Bold red foreground, for the `error:` label.
    case boldRed
    /// Bold yellow foreground, for the `warning:` label.
    case boldYellow

    // MARK: - Escape Sequences

    /// The SGR sequence that switches the style on.
    var openingSequence: String {
        switch self {
        case .bold: "\u{1B}[1m"
        case .dim: "\u{1B}[2m"
        case .red: "\u{1B}[31m"
        case .green: "\u{1B}[32m"
        case .yellow: "\u{1B}[33m"
        case .cyan: "\u{1B}[36m"
        case .boldRed: "\u{1B}[1;31m"
        case .boldYellow: "\u{1B}[1;33m"
        }
    }

    /// The SGR sequence that resets every attribute.
    static let resetSequence = "\u{1B}[0m"
}
