public import ArgumentParser
import Vipera

/// What the command line asked for: run the app, or stop at once with a message (help, or a
/// usage error with exit status 2).
public enum CommandLineInvocation<Command: ParsableCommand> {
    /// The parsed command, ready to run.
    case run(Command)
    /// Write `message` to standard output (`isError` false) or standard error, then exit.
    case exit(status: ExitStatus, message: String, isError: Bool)

    // MARK: - Parsing

    /// Parses `arguments` (the process's own without the program name, unless told otherwise).
    public static func parse(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Self {
        do {
            return .run(try Command.parse(arguments))
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
