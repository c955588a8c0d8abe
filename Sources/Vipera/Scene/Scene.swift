/// A running scene, as the navigator and the session see it.
///
/// A scene's view controller adopts this protocol. It names the scene in the breadcrumb, declares
/// the commands the scene understands, reacts to the navigator's lifecycle calls, and turns each
/// typed command into a request to its interactor. Every method runs on the main actor, and the
/// async ones return only after everything the scene had to show is on the console, so a piped
/// script sees each command's whole output before the next one runs.
///
/// ```swift
/// @MainActor
/// final class AccountsViewController: Scene {
///     static let sceneName = "Accounts"
///     var title: String { "Accounts" }
///     var commands: CommandTable<AccountsCommand> { Self.commandTable }
///
///     func sceneDidLoad() async {
///         await interactor.fetchAccounts()
///     }
///
///     func handle(_ command: AccountsCommand) async {
///         switch command {
///         case .refresh: await interactor.fetchAccounts()
///         case .open(let item): await interactor.selectAccount(Accounts.SelectAccount.Request(position: item.position))
///         }
///     }
/// }
/// ```
@MainActor
public protocol Scene: AnyObject {
    /// The typed value a command line of this scene is parsed into, usually an enum.
    associatedtype Command: Sendable

    /// The scene's stable name, such as `Accounts`: what `where` lists, what JSON output writes as
    /// `scene`, and what the catalogue calls it. Declared, never derived from the type's name, so
    /// renaming a type changes no output that scripts read.
    nonisolated static var sceneName: String { get }

    /// The scene's name in the breadcrumb, such as "Accounts" or an account's name.
    var title: String { get }

    /// The commands this scene understands, declared once.
    var commands: CommandTable<Command> { get }

    /// Called once, the first time the scene becomes the top of the stack: load and show the content.
    func sceneDidLoad() async

    /// Called each time the scene becomes the top of the stack again, as when the scene above it
    /// was popped: refresh what may have changed.
    func sceneWillAppear() async

    /// Called when the scene has been taken off the stack, before it is released. A scene that
    /// owes its parent a result (such as a cancelled flow) reports it here; afterwards it sends
    /// nothing. The stack is already as the navigation left it, so whoever hears the result may
    /// navigate from there.
    func sceneWillBeRemoved()

    /// Runs one command typed while this scene is on top.
    /// - Parameter command: The command, parsed and validated against ``commands``.
    func handle(_ command: Command) async

    /// The values the scene offers right now for an argument whose choices it supplies, such as the
    /// names of the accounts it shows. Used for parsing, validation and completion.
    /// - Parameter source: Which argument's values are asked for.
    /// - Returns: The values, in the order the scene shows them.
    func choices(for source: ChoiceSource) -> [String]
}

// MARK: - Default Implementations

extension Scene {
    /// Does nothing.
    public func sceneDidLoad() async {}

    /// Does nothing.
    public func sceneWillAppear() async {}

    /// Does nothing.
    public func sceneWillBeRemoved() {}

    /// Offers nothing.
    /// - Parameter source: Which argument's values are asked for.
    /// - Returns: No values.
    public func choices(for source: ChoiceSource) -> [String] { [] }

    /// The scene's command declarations, without their typed builders.
    package var commandIndex: CommandIndex { commands.index }

    /// Runs `command` as the dispatcher runs a typed one, and says how it went: failed when the
    /// scene presented an error meanwhile. For an app that runs a scene's command itself, as a
    /// subcommand of its executable does.
    /// - Parameter command: The command, as ``commands`` would parse it.
    /// - Returns: ``CommandOutcome/failed(_:)`` with the first error the scene presented, else
    ///   ``CommandOutcome/succeeded``.
    public func perform(_ command: Command) async -> CommandOutcome {
        await CommandRun().outcome { await handle(command) }
    }
}

extension Scene where Command == Never {
    /// A scene without commands of its own answers only the global commands.
    public var commands: CommandTable<Never> { CommandTable([]) }

    /// Never called: there is no value of `Never` to handle.
    /// - Parameter command: No value can be given.
    public func handle(_ command: Never) async {}
}
