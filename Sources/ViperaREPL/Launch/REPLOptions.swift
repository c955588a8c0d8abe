public import ArgumentParser
public import Logging

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

    /// Whether commands are echoed before their output.
    @Flag(help: ArgumentHelp(Strings.CommandLine.echoHelp))
    public var echo = false

    /// Whether a script stops at its first failure.
    @Flag(help: ArgumentHelp(Strings.CommandLine.stopOnErrorHelp))
    public var stopOnError = false

    /// Whether colour is turned off.
    @Flag(help: ArgumentHelp(Strings.CommandLine.noColorHelp))
    public var noColor = false

    /// How many commands the history keeps.
    @Option(help: ArgumentHelp(Strings.CommandLine.historySizeHelp, valueName: "N"))
    public var historySize = FileCommandHistory.defaultLimit

    /// The level from which diagnostics are written to standard error; none when absent.
    @Option(help: ArgumentHelp(Strings.CommandLine.logLevelHelp, valueName: "LEVEL"))
    public var logLevel: Logger.Level?

    // MARK: - Initialization

    /// Creates the defaults.
    public init() {}

    // MARK: - Validation

    /// Refuses `--script` with `-c`, and a negative history size.
    public func validate() throws {
        if script != nil, commands != nil {
            throw ValidationError(Strings.CommandLine.scriptAndCommands)
        }
        if historySize < 0 {
            throw ValidationError(Strings.CommandLine.negativeHistorySize)
        }
    }
}

extension Logger.Level: @retroactive ExpressibleByArgument {}
