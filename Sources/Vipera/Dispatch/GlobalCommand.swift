/// A global command, parsed and ready to run: works in every scene.
///
/// The core provides `help`, `back`, `home`, `quit` and `where`; a session adds its own (such as
/// `history` or `source`) by handing the dispatcher more ``CommandSpec``s of this type.
///
/// ```swift
/// CommandSpec<GlobalCommand>("history", summary: "Show the commands typed so far") { _ in
///     GlobalCommand { context in
///         context.console.render(Paragraph(history.entries.joined(separator: "\n")))
///         return .succeeded
///     }
/// }
/// ```
public struct GlobalCommand: Sendable {
    // MARK: - Nested Types

    /// The work a global command does.
    package typealias Action = @MainActor @Sendable (GlobalCommandContext) async -> CommandOutcome

    // MARK: - Properties

    let action: Action

    // MARK: - Initialization

    /// Creates a global command that runs `action`.
    /// - Parameter action: What the command does, given the session's context.
    package init(_ action: @escaping Action) {
        self.action = action
    }
}

/// What a global command may use while it runs.
@MainActor
package struct GlobalCommandContext {
    /// The app's navigation stack.
    package let navigator: Navigator
    /// Where output goes.
    package let console: any BufferedConsole
    /// The commands of the top scene.
    package let sceneCommands: CommandIndex?
    /// The global commands.
    package let globalCommands: CommandIndex
    /// The session's aliases, listed and explained by `help`.
    package let aliases: CommandIndex
    /// The globals that give way to a scene's command of the same name, which `help` then leaves
    /// out where the scene has one.
    package var globalsGivingWay: Set<String> = []

    /// Reports `error` and returns the outcome of a command that failed with it: what a global
    /// command returns when its work fails.
    /// - Parameter error: The message and hint to show.
    package func failed(_ error: ErrorViewModel) -> CommandOutcome {
        console.fail(error)
    }
}
