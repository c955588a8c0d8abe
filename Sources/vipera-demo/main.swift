import ArgumentParser
import Vipera
import ViperaExample
import ViperaREPL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small todo app on the example scenes: the REPL at a terminal, a script runner for pipes.
struct DemoCommand: ParsableCommand {
    static let appName = "vipera-demo"
    static let configuration = CommandConfiguration(
        commandName: appName,
        abstract: "A todo list in the terminal, built on Vipera.",
        discussion: "Type 'help' in the app to see its commands."
    )

    @OptionGroup var repl: REPLOptions
}

@MainActor
func runDemo(_ command: DemoCommand) async -> ExitStatus {
    // A store per app built: every transcript checked starts from the sample todos.
    await REPLLauncher(appName: DemoCommand.appName, options: command.repl).run { console, navigator in
        let store = InMemoryTodoStore(todos: SampleTodos.all)
        return TodoSceneFactory(store: store, console: console, navigator: navigator).makeTodoList()
    }
}

let invocation = CommandLineInvocation<DemoCommand>.parse()
switch invocation {
case .run(let command as DemoCommand):
    exit(await runDemo(command).rawValue)
case .run:
    exit(ExitStatus.usage.rawValue)
case .exit(let status, _, _):
    invocation.writeMessage()
    exit(status.rawValue)
}
