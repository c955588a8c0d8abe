/// What running a command means for the session.
public enum CommandOutcome: Sendable, Equatable {
    /// Read the next line.
    case done
    /// End the session.
    case quit
}

/// A global command, parsed and ready to run: works in every scene.
///
/// The core provides `help`, `back`, `home`, `quit` and `where`; a session adds its own (such as
/// `history` or `source`) by handing the dispatcher more ``CommandSpec``s of this type.
///
/// ```swift
/// CommandSpec<GlobalCommand>("history", summary: "Show the commands typed so far") { _ in
///     GlobalCommand { context in
///         context.console.render(Paragraph(history.entries.joined(separator: "\n")))
///         return .done
///     }
/// }
/// ```
public struct GlobalCommand: Sendable {
    // MARK: - Nested Types

    /// The work a global command does.
    public typealias Action = @MainActor @Sendable (GlobalCommandContext) async -> CommandOutcome

    // MARK: - Properties

    let action: Action

    // MARK: - Initialization

    /// Creates a global command that runs `action`.
    /// - Parameter action: What the command does, given the session's context.
    public init(_ action: @escaping Action) {
        self.action = action
    }
}

/// What a global command may use while it runs.
@MainActor
public struct GlobalCommandContext {
    /// The app's navigation stack.
    public let navigator: Navigator
    /// Where output goes.
    public let console: any Console
    /// The commands of the top scene.
    public let sceneCommands: CommandIndex?
    /// The global commands.
    public let globalCommands: CommandIndex
    /// The session's aliases, listed and explained by `help`.
    public let aliases: CommandIndex
    /// The globals that give way to a scene's command of the same name, which `help` then leaves
    /// out where the scene has one.
    public var globalsGivingWay: Set<String> = []
}
