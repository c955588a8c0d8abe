import ArgumentParser
import Vipera
import ViperaExample
import ViperaREPL

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

await CommandLineInvocation<DemoCommand>.main { command in
    // A store per app built: every transcript checked starts from the sample todos.
    await REPLLauncher(appName: DemoCommand.appName, options: command.repl).run { console, navigator in
        let store = InMemoryTodoStore(todos: SampleTodos.all)
        return TodoSceneFactory(store: store, console: console, navigator: navigator).makeTodoList()
    }
}
