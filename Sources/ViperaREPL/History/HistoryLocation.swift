/// Where an app keeps its history: `$XDG_STATE_HOME/<app>/history`, by default
/// `~/.local/state/<app>/history`.
package enum HistoryLocation {
    /// The history file of `appName`, or nil when neither `XDG_STATE_HOME` nor `HOME` is set.
    package static func path(appName: String, environment: [String: String]) -> String? {
        XDGDirectory.state.path(of: "history", appName: appName, environment: environment)
    }
}

/// A base directory of the XDG specification: an absolute path in its variable, or a folder
/// under the home folder.
struct XDGDirectory {
    /// `$XDG_STATE_HOME`, by default `~/.local/state`: history.
    static let state = XDGDirectory(variable: "XDG_STATE_HOME", folderInHome: ".local/state")
    /// `$XDG_CONFIG_HOME`, by default `~/.config`: the startup file.
    static let config = XDGDirectory(variable: "XDG_CONFIG_HOME", folderInHome: ".config")

    let variable: String
    let folderInHome: String

    /// `<directory>/<appName>/<file>`, or nil when neither the variable nor `HOME` is set.
    func path(of file: String, appName: String, environment: [String: String]) -> String? {
        if let directory = environment[variable], directory.hasPrefix("/") {
            return "\(directory)/\(appName)/\(file)"
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return "\(home)/\(folderInHome)/\(appName)/\(file)"
    }
}
