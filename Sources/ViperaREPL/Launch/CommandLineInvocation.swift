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
                // ArgumentParser answers `--help` at the root with its own help command.
                return .exit(status: .success, message: Command.helpMessage(), isError: false)
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

    // MARK: - Reporting

    /// Writes the message of ``exit(status:message:isError:)`` to standard output or standard
    /// error; does nothing for ``run(_:)``.
    public func writeMessage() {
        guard case .exit(_, let message, let isError) = self else { return }
        (isError ? FileDescriptorWriter.standardError : .standardOutput).write(message + "\n")
    }
}
