public import ArgumentParser
public import Logging
public import Vipera

/// The command-line options every Vipera app shares. Embed them in the app's command with
/// `@OptionGroup var repl: REPLOptions`.
public struct REPLOptions: ParsableArguments, Sendable {
    // MARK: - Options

    /// A script to run instead of reading standard input.
    @Option(name: .long, help: ArgumentHelp(Strings.CommandLine.scriptHelp, valueName: "FILE"))
    public var script: String?

    /// Commands to run, separated by `;`.
    @Option(name: .customShort("c"), help: ArgumentHelp(Strings.CommandLine.commandsHelp, valueName: "COMMANDS"))
    public var commands: String?

    /// Commands, separated by `;`, that take the session to where it starts: a deep link.
    @Option(name: .customLong("at"), help: ArgumentHelp(Strings.CommandLine.atHelp, valueName: "COMMANDS"))
    public var at: String?

    /// Whether the commands are only checked: walked through the real scenes with nothing kept.
    @Flag(name: .customLong("check"), help: ArgumentHelp(Strings.CommandLine.checkHelp))
    public var isDryRun = false

    /// Whether commands are echoed before their output.
    @Flag(help: ArgumentHelp(Strings.CommandLine.echoHelp))
    package var echo = false

    /// Whether a script stops at its first failure.
    @Flag(help: ArgumentHelp(Strings.CommandLine.stopOnErrorHelp))
    public var stopOnError = false

    /// Whether a terminal session skips the startup file.
    @Flag(name: .customLong("no-init"), help: ArgumentHelp(Strings.StartupFile.noInitHelp))
    package var skipsStartupFile = false

    /// Whether a script writes notices (changes by other sessions, say) to standard error; at a
    /// terminal they are always shown above the prompt.
    @Flag(name: .customLong("notices"), help: ArgumentHelp(Strings.CommandLine.noticesHelp))
    package var showsNotices = false

    /// Whether colour is turned off.
    @Flag(help: ArgumentHelp(Strings.CommandLine.noColorHelp))
    public var noColor = false

    /// Whether output taller than the screen is shown as it is rather than through `PAGER`.
    @Flag(name: .customLong("no-pager"), help: ArgumentHelp(Strings.CommandLine.noPagerHelp))
    public var noPager = false

    /// Whether output is laid out for a screen reader: charts as text, no redrawn lines.
    @Flag(help: ArgumentHelp(Strings.CommandLine.accessibleHelp))
    public var accessible = false

    /// Text for people, or JSON Lines for another program.
    @Option(help: ArgumentHelp(Strings.CommandLine.outputHelp, valueName: "FORMAT"))
    public var output = OutputFormat.text

    // Unconditional, so `-1` is read as the value it is and refused as negative, not taken for
    // an option and reported as a missing value.
    /// How many commands the history keeps.
    @Option(parsing: .unconditional, help: ArgumentHelp(Strings.CommandLine.historySizeHelp, valueName: "N"))
    package var historySize = FileCommandHistory.defaultLimit

    /// The level from which diagnostics are written to standard error; none when absent.
    @Option(help: ArgumentHelp(Strings.CommandLine.logLevelHelp, valueName: "LEVEL"))
    public var logLevel: Logger.Level?

    /// Transcripts to check instead of running a session.
    @Option(
        name: .customLong("check-transcript"),
        parsing: .upToNextOption,
        help: ArgumentHelp(Strings.Transcripts.checkHelp, valueName: "FILE")
    )
    package var checkTranscripts: [String] = []

    /// Where the session is recorded as a transcript.
    @Option(help: ArgumentHelp(Strings.Transcripts.recordHelp, valueName: "FILE"))
    package var record: String?

    /// Whether the app runs under transcript conditions: checking or recording transcripts, which
    /// needs fresh data and a fixed clock to give the same output every time.
    public var isTranscriptRun: Bool { !checkTranscripts.isEmpty || record != nil }

    // MARK: - Initialization

    /// Creates the defaults.
    public init() {}

    // MARK: - Validation

    /// Refuses `--script` with `-c`, a negative history size, and transcript options with
    /// options they contradict.
    public func validate() throws {
        if script != nil, commands != nil {
            throw ValidationError(Strings.CommandLine.scriptAndCommands)
        }
        if !checkTranscripts.isEmpty, script != nil || commands != nil || record != nil {
            throw ValidationError(Strings.Transcripts.checkWithOtherInput)
        }
        if record != nil, echo {
            throw ValidationError(Strings.Transcripts.recordWithEcho)
        }
        if isTranscriptRun, at != nil || isDryRun {
            throw ValidationError(Strings.CommandLine.transcriptWithAtOrCheck)
        }
        if historySize < 0 {
            throw ValidationError(Strings.CommandLine.negativeHistorySize)
        }
    }
}

extension Logger.Level: @retroactive ExpressibleByArgument {}

extension OutputFormat: ExpressibleByArgument {}
