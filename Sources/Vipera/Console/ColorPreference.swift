/// Whether the user wants colour: decided by a flag, defaulting to the terminal and `NO_COLOR`.
public enum ColorPreference: Sendable, Equatable {
    /// Colour when writing to a terminal, `NO_COLOR` is unset or empty, and `TERM` is not `dumb`.
    case automatic
    /// Colour even when not writing to a terminal.
    case always
    /// Never colour, as with `--no-color`.
    case never

    // MARK: - Resolving

    /// Whether colour is used for output with the given surroundings.
    /// - Parameters:
    ///   - isTerminal: Whether the output stream is a terminal.
    ///   - environment: The process environment.
    package func allowsColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always:
            return true
        case .never:
            return false
        case .automatic:
            let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
            return isTerminal && !noColor && environment["TERM"] != "dumb"
        }
    }
}
