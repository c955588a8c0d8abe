/// Output a screen reader can follow: no block characters and no cursor movement. Charts become
/// short numbered text, a progress bar a line every ten percent, and notices plain lines shown
/// before the prompt rather than drawn above a line being typed.
///
/// A person asks for it with `--accessible` or `VIPERA_ACCESSIBLE=1`; a terminal that says it
/// cannot move the cursor (`TERM=dumb`) gets it by itself.
public enum AccessibleMode {
    /// Whether `environment` asks for accessible output: `VIPERA_ACCESSIBLE` set to `1`, `true`,
    /// `yes` or `on` (and any other value set turns it off), or, when it is unset and output goes
    /// to a terminal, `TERM=dumb`. A pipe's reader is not a terminal, so `TERM` says nothing
    /// about it.
    /// - Parameters:
    ///   - environment: The process's environment.
    ///   - isTerminal: Whether standard output is a terminal.
    /// - Returns: Whether output is laid out for a screen reader.
    package static func isRequested(environment: [String: String], isTerminal: Bool) -> Bool {
        if let asked = environment["VIPERA_ACCESSIBLE"], !asked.isEmpty {
            return ["1", "true", "yes", "on"].contains(asked.lowercased())
        }
        return isTerminal && environment["TERM"] == "dumb"
    }
}
