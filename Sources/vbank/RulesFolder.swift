/// Where a person keeps the hledger rules of their banks, by name: `$XDG_CONFIG_HOME/vbank/rules`,
/// by default `~/.config/vbank/rules`, so that `import statement.csv --rules chase` reads
/// `chase.rules` there.
enum RulesFolder {
    /// The folder, or nil when neither `XDG_CONFIG_HOME` (an absolute path) nor `HOME` is set.
    static func path(environment: [String: String]) -> String? {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return config + "/" + VBankCommand.appName + "/rules"
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.config/" + VBankCommand.appName + "/rules"
    }
}
