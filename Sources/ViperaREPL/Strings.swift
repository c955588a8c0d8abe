#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
        static let clearSummary = "Clear the screen, as Ctrl-L does"
        static let historyOnlyInteractive = "History is kept only when commands are typed at a terminal."
        static let historyEmpty = "No history yet."

        static func historyNotSaved(_ reason: String) -> String {
            "history could not be saved: \(reason)"
        }
    }

    // MARK: - History

    enum History {
        /// Why the history file could not be written, from the system's error number.
        static func reason(_ code: Int32) -> String {
            switch code {
            case ENOSPC, EDQUOT: "the disk is full"
            case EACCES, EPERM, EROFS: "its folder is read-only for you"
            default: String(cString: strerror(code)).lowercased()
            }
        }
    }

    // MARK: - Command Line

    enum CommandLine {
        static let scriptHelp = "Run the commands in FILE, then exit."
        static let commandsHelp =
            "Run COMMANDS, separated by ';', then exit; only what they display is written, not the scene they start at."
        static let echoHelp = "Write each command ('> command') before its output."
        static let stopOnErrorHelp = "Stop at the first command that fails."
        static let noticesHelp =
            "In a script, write notices (such as changes by other sessions) to standard error; at a terminal they appear above the prompt."
        static let noColorHelp = "Never use colour (NO_COLOR also turns it off)."
        static let accessibleHelp =
            "Lay output out for a screen reader: charts as numbered text, a progress line every ten percent, "
            + "notices before the prompt; also VIPERA_ACCESSIBLE=1, and TERM=dumb at a terminal."
        static let noPagerHelp =
            "Show output taller than the screen as it is, not through PAGER (less -FRX when unset); "
            + "'set pager auto' turns the pager back on."
        static let outputHelp =
            "Write text for people (text), or JSON Lines for another program (json): each display as an object "
            + "on standard output, each error as one on standard error."
        static let historySizeHelp = "How many commands the history keeps."
        static let logLevelHelp = "Write diagnostics at this level and above to standard error."
        static let scriptAndCommands = "--script and -c cannot be used together."
        static let negativeHistorySize = "--history-size cannot be negative."

        static func unknownHelpTopic(_ topic: String, subcommands: [String]) -> String {
            "'\(topic)' is not a subcommand; help knows "
                + (subcommands.isEmpty ? "none." : subcommands.map { "'\($0)'" }.joined(separator: ", ") + ".")
        }
        static let atHelp =
            "Start where COMMANDS (separated by ';') lead, through the real scenes, showing only the last. "
            + "'where --link' prints the value for where you are."
        static let checkHelp =
            "Check a script (--script FILE, -c or piped) without keeping anything: every line is run against the "
            + "scene it would reach, refusals are reported with FILE:LINE:COL, and no data or file is written."
        static let transcriptWithAtOrCheck =
            "Transcripts start at the root scene and keep nothing; drop --at and --check."
        static let atLocation = "--at"
        static let checkNeedsScript =
            "--check checks a script: give --script FILE or -c COMMANDS, or pipe the commands."

        static func checkSummary(commands: Int, errors: Int) -> String {
            let checked = commands == 1 ? "1 command checked" : "\(commands) commands checked"
            // Counted by command: an import's dry run reports each bad row, and fails once.
            return checked + ", \(errors) failed"
        }
    }

    // MARK: - Transcripts

    enum Transcripts {
        static let commandNeedsSpace = "a command line starts with '> ' (a space after '>')"
        static let errorNeedsSpace = "a line of error output starts with '! ' (a space after '!')"
        static let emptyCommand = "a command line needs a command"
        static let unclosedPattern = "a line starting with '/' is a pattern and must end with '/'"
        static let outputAfterComment = "output must follow its command; this line comes after a comment"
        static let malformedFault =
            "a fault line reads '#@fail OPERATION ERROR': an operation the app lets fail, then its error"
        static let faultWithoutCommand = "a '#@fail' or '#@notice' line must come before the command it is for"
        static let malformedNotice = "a notice line reads '#@notice TEXT': the notice as another session would post it"

        static func unknownFaultOperation(_ operation: String, known: Set<String>) -> String {
            "no operation '\(operation)' can be made to fail; the app declares "
                + (known.isEmpty ? "none" : known.sorted().joined(separator: ", "))
        }

        static func unknownFaultError(_ error: String, known: Set<String>) -> String {
            "no fault error '\(error)'; the app declares "
                + (known.isEmpty ? "none" : known.sorted().joined(separator: ", "))
        }

        static func faultNeverReached(_ operations: [String]) -> String {
            "the command never called " + operations.joined(separator: ", ") + ", so the armed fault did nothing"
        }

        static let escapeHint = "Write '\\' first to mean the text itself, as in '\\>' or '\\/'."
        static let cannotWriteHint = "Check that the folder exists and can be written."
        static let checkHelp = "Check that the app writes what each transcript FILE says, then exit."
        static let recordHelp = "Record this session as a transcript in FILE (fresh data, fixed clock, 80 columns)."
        static let checkWithOtherInput =
            "--check-transcript runs the commands of its transcripts; drop --script, -c and --record."
        static let recordWithEcho = "--record writes the commands itself; drop --echo."
        static let startupDiffers = "the output at start differs"
        static let notRun = "not run: the session had ended"
        static let recordedHeader =
            "# Recorded with --record. Lines after '> ' are commands; the lines below each are its output."

        static func cannotRead(_ path: String, _ reason: String) -> String {
            "cannot read transcript '\(path)': \(reason)"
        }

        static func cannotWrite(_ path: String, _ reason: String) -> String {
            "cannot write transcript '\(path)': \(reason)"
        }

        static func badPattern(_ pattern: String, _ reason: String) -> String {
            "'/\(pattern)/' is not a valid regular expression: \(reason)"
        }

        static func commandDiffers(_ command: String) -> String {
            "the output of '\(command)' differs"
        }

        static func passed(_ name: String, commands: Int) -> String {
            "ok \(name) (\(commands) \(commands == 1 ? "command" : "commands"))"
        }

        static func summary(passed: Int, failed: Int) -> String {
            "\(passed + failed) \(passed + failed == 1 ? "transcript" : "transcripts"): \(passed) passed, \(failed) failed"
        }

        static func recorded(_ path: String, commands: Int) -> String {
            "Recorded \(commands) \(commands == 1 ? "command" : "commands") to \(path)."
        }
    }
}
