import ArgumentParser
import StillnessCore
import StillnessScenes
import ViperaREPL

/// A meditation timer in the terminal: the REPL at a terminal, a script runner for pipes.
struct StillnessCommand: ParsableCommand {
    static let appName = "stillness"
    static let configuration = CommandConfiguration(
        commandName: appName,
        abstract: "A meditation timer in the terminal, built on Vipera.",
        discussion: "Type 'help' in the app to see its commands."
    )

    @Option(help: "The usual length of a sitting, in minutes (1 to 60).")
    var minutes = MeditationSettings.standard.minutes

    @OptionGroup var repl: REPLOptions

    func validate() throws {
        guard MeditationSettings.minuteRange.contains(minutes) else {
            throw ValidationError("--minutes must be 1 to 60")
        }
    }
}

await CommandLineInvocation<StillnessCommand>.main { command in
    let settings = MeditationSettings(
        minutes: command.minutes, preparationSeconds: MeditationSettings.standard.preparationSeconds)
    return await REPLLauncher(appName: StillnessCommand.appName, options: command.repl).run { console, navigator in
        StillnessSceneFactory(store: InMemorySessionStore(), settings: settings, console: console, navigator: navigator)
            .makeSitting()
    }
}
