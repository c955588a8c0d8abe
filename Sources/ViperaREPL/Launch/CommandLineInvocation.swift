public import ArgumentParser
import Vipera

/// What the command line asked for: run the app (the root command or one of its subcommands), or
/// stop at once with a message (help, or a usage error with exit status 2).
public enum CommandLineInvocation<Command: ParsableCommand> {
    /// The parsed command, the root or a subcommand, ready to run.
    case run(any ParsableCommand)
    /// Write `message` to standard output (`isError` false) or standard error, then exit.
    case exit(status: ExitStatus, message: String, isError: Bool)

    // MARK: - Parsing

    /// Parses `arguments` (the process's own without the program name, unless told otherwise).
    public static func parse(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Self {
        do {
            let parsed = try Command.parseAsRoot(arguments)
            let known = [Command.self] + Command.configuration.subcommands
            guard known.contains(where: { ObjectIdentifier($0) == ObjectIdentifier(type(of: parsed)) }) else {
                return unknownHelpTopic(in: arguments) ?? help(from: parsed)
            }
            return .run(parsed)
        } catch {
            let message = Command.fullMessage(for: error)
            guard Command.exitCode(for: error) == .success else {
                return .exit(status: .usage, message: message, isError: true)
            }
            return .exit(status: .success, message: message, isError: false)
        }
    }

    /// ArgumentParser answers `--help`, `SUBCOMMAND --help` and `help SUBCOMMAND` with its own
    /// help command, which knows whose help was asked for: running it throws that help, as it
    /// does under ArgumentParser's own `main()`. Its text is laid out once: asking the error for
    /// its exit code as well would lay it out again.
    private static func help(from command: any ParsableCommand) -> Self {
        var command = command
        do {
            try command.run()
        } catch {
            return .exit(status: .success, message: Command.fullMessage(for: error), isError: false)
        }
        return .exit(status: .success, message: Command.helpMessage(), isError: false)
    }

    /// `help NAME` for a name that is no subcommand: ArgumentParser shows the app's own help and
    /// exits with success, so a typo reads as an answer; this says what went wrong instead.
    private static func unknownHelpTopic(in arguments: [String]) -> Self? {
        guard arguments.first == "help", let topic = arguments.dropFirst().first, !topic.hasPrefix("-") else {
            return nil
        }
        // The names ArgumentParser matches: the configured one, or the one it derives from the type.
        let names = Command.configuration.subcommands.map { $0._commandName }
        guard !names.contains(topic) else { return nil }
        let message = Command.fullMessage(
            for: ValidationError(Strings.CommandLine.unknownHelpTopic(topic, subcommands: names)))
        return .exit(status: .usage, message: message, isError: true)
    }

    // MARK: - Reporting

    /// Writes the message of ``exit(status:message:isError:)`` to standard output or standard
    /// error; does nothing for ``run(_:)``.
    public func writeMessage() {
        guard case .exit(_, let message, let isError) = self else { return }
        (isError ? FileDescriptorWriter.standardError : .standardOutput).write(message + "\n")
    }
}
