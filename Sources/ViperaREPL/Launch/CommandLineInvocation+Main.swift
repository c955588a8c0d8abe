#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension CommandLineInvocation {
    /// The whole `main.swift` of an app without subcommands: parses the process's arguments, runs
    /// `body` with the parsed command and exits with the status it returns. Help exits with 0 and a
    /// usage error with 2, each after its message.
    ///
    /// ```swift
    /// await CommandLineInvocation<TodoCommand>.main { command in
    ///     await REPLLauncher(appName: "todo", options: command.repl).run { console, navigator in
    ///         TodoSceneFactory(store: InMemoryTodoStore(), console: console, navigator: navigator).makeTodoList()
    ///     }
    /// }
    /// ```
    @MainActor
    public static func main(_ body: @MainActor (Command) async -> ExitStatus) async -> Never {
        let invocation = parse()
        switch invocation {
        case .run(let command as Command):
            endProcess(await body(command).rawValue)
        case .run:
            // A subcommand: apps that have them switch over `parse()` themselves.
            endProcess(ExitStatus.usage.rawValue)
        case .exit(let status, _, _):
            invocation.writeMessage()
            endProcess(status.rawValue)
        }
    }
}

/// Ends the process; the case `exit` of ``CommandLineInvocation`` hides the C function inside it.
private func endProcess(_ status: Int32) -> Never {
    exit(status)
}
