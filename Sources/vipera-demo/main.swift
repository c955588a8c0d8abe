import Vipera
import ViperaExample

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small todo app on the example scenes, until the REPL and vbank take over `make run`.
/// Reads commands from stdin; at a terminal it shows the breadcrumb as a prompt.
@MainActor
enum DemoApp {
    static let name = "vipera-demo"
    static let exitFailure: Int32 = 1

    static func run() async -> Int32 {
        let colorPreference: ColorPreference = CommandLine.arguments.contains("--no-color") ? .never : .automatic
        let console = StandardConsole(colorPreference: colorPreference)
        let navigator = Navigator()
        let factory = TodoSceneFactory(
            store: InMemoryTodoStore(todos: SampleTodos.all), console: console, navigator: navigator)
        let dispatcher = CommandDispatcher(navigator: navigator, console: console)
        navigator.push(factory.makeTodoList())
        await navigator.completeTransitions()
        let isInteractive = isatty(STDIN_FILENO) == 1
        var failures = 0
        while true {
            if isInteractive {
                let prompt = Breadcrumb(appName: name, titles: navigator.breadcrumb).text(
                    maximumWidth: console.width / 2)
                console.write(to: .output) { buffer, _ in buffer.append(prompt + " > ") }
            }
            console.flush()
            guard let line = readLine() else { break }
            let result = await dispatcher.dispatch(line)
            if result == .quit { break }
            if result == .failed { failures += 1 }
        }
        console.flush()
        return failures > 0 && !isInteractive ? exitFailure : 0
    }
}

exit(await DemoApp.run())
