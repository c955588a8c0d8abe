/// Where an app keeps its history: `$XDG_STATE_HOME/<app>/history`, by default
/// `~/.local/state/<app>/history`.
public enum HistoryLocation {
    /// The history file of `appName`, or nil when neither `XDG_STATE_HOME` nor `HOME` is set.
    public static func path(appName: String, environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return "\(state)/\(appName)/history"
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return "\(home)/.local/state/\(appName)/history"
    }
}
