/// The user-facing text of ViperaREPL, in one place. Error messages start in lower case because
/// they follow `error:`.
enum Strings {
    // MARK: - Scripts

    enum Scripts {
        static let standardInputName = "<stdin>"
        static let commandLineName = "<command-line>"
        static let invalidEncoding = "the line is not valid UTF-8; it was skipped"
        static let invalidEncodingHint = "Save the script as UTF-8."
        static let cannotOpenHint = "Check the path and that the file can be read."
        static let nestedTooDeepHint = "Check for a script that sources itself."

        static func cannotOpen(_ path: String, reason: String) -> String {
            "cannot read script '\(path)': \(reason)"
        }

        static func nestedTooDeep(_ limit: Int) -> String {
            "scripts are nested more than \(limit) deep"
        }
    }

    // MARK: - Commands

    enum Commands {
        static let historySummary = "Show the commands typed in earlier and this session"
        static let historyCountArgument = "How many of the latest to show"
        static let sourceSummary = "Run the commands in a script file"
        static let sourceFileArgument = "The script's path"
        static let historyOnlyInteractive = "History is kept only when commands are typed at a terminal."
        static let historyEmpty = "No history yet."

        static func historyNotSaved(_ reason: String) -> String {
            "history could not be saved: \(reason)"
        }
    }

    // MARK: - Command Line

    enum CommandLine {
        static let scriptHelp = "Run the commands in FILE, then exit."
        static let commandsHelp = "Run COMMANDS, separated by ';', then exit."
        static let echoHelp = "Write each command ('> command') before its output."
        static let stopOnErrorHelp = "Stop at the first command that fails."
        static let noColorHelp = "Never use colour (NO_COLOR also turns it off)."
        static let historySizeHelp = "How many commands the history keeps."
        static let logLevelHelp = "Write diagnostics at this level and above to standard error."
        static let scriptAndCommands = "--script and -c cannot be used together."
        static let negativeHistorySize = "--history-size cannot be negative."
    }
}
