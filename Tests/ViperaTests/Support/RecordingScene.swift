import Foundation
import Vipera

/// The order of lifecycle calls and commands across several scenes.
@MainActor
final class EventLog {
    private(set) var events: [String] = []

    func record(_ event: String) {
        events.append(event)
    }

    func clear() {
        events.removeAll()
    }
}

/// The commands of ``RecordingScene``.
enum RecordingCommand: Sendable, Equatable {
    case accounts
    case open(ListItem)
    case transfer(amount: Decimal, memo: String?)
    case fail
    case push(String)
    case secret(String)
}

/// A scene that records what the navigator and dispatcher ask of it.
@MainActor
final class RecordingScene: Scene {
    nonisolated static let sceneName = "RecordingScene"
    let title: String
    let log: EventLog
    let console: (any Console)?
    var accountNames: [String]
    var onLoad: (@MainActor () -> Void)?
    var onCommand: (@MainActor (RecordingCommand) -> Void)?
    var onRemove: (@MainActor () -> Void)?

    init(_ title: String, log: EventLog, console: (any Console)? = nil, accountNames: [String] = []) {
        self.title = title
        self.log = log
        self.console = console
        self.accountNames = accountNames
    }

    var commands: CommandTable<RecordingCommand> { Self.table }

    func sceneDidLoad() async {
        log.record("\(title).didLoad")
        onLoad?()
    }

    func sceneWillAppear() async {
        log.record("\(title).willAppear")
    }

    func sceneWillBeRemoved() {
        log.record("\(title).willBeRemoved")
        onRemove?()
    }

    func handle(_ command: RecordingCommand) async {
        log.record("\(title).handle(\(command))")
        if command == .fail {
            // What a presenter's error does: shown, and the command marked failed by it.
            let error = ErrorViewModel(message: "it failed", hint: "try again")
            CommandRun.markFailed(error)
            console?.reportError(error)
        }
        onCommand?(command)
    }

    func choices(for source: ChoiceSource) -> [String] {
        source == "accounts" ? accountNames : []
    }

    nonisolated static let table = CommandTable<RecordingCommand>([
        CommandSpec("accounts", aliases: ["acc"], summary: "List the accounts", command: .accounts),
        CommandSpec(
            "open",
            summary: "Open an account",
            parameters: [.argument("ACCOUNT", .item("accounts"), "Number or name")]
        ) { .open(try $0.item("ACCOUNT")) },
        CommandSpec(
            "transfer",
            summary: "Move money",
            parameters: [
                .argument("AMOUNT", .decimal(maximumFractionDigits: 2), "How much"),
                .option("memo", .text, "A note"),
                .option("to", .dynamicChoice("accounts"), "Where to"),
            ]
        ) { arguments in
            let amount = try arguments.decimal("AMOUNT")
            guard amount > 0 else { throw CommandValidationError("AMOUNT must be more than zero") }
            return .transfer(amount: amount, memo: try arguments.optionalText("memo"))
        },
        CommandSpec("fail", summary: "Report an error", command: .fail),
        CommandSpec(
            "push",
            summary: "Open a scene",
            parameters: [.argument("TITLE", .text, "Its title")]
        ) { .push(try $0.text("TITLE")) },
        CommandSpec(
            "pin",
            summary: "Set a PIN",
            parameters: [.argument("PIN", .text, "The PIN", isSensitive: true)]
        ) { .secret(try $0.text("PIN")) },
    ])
}

/// A scene without commands of its own.
@MainActor
final class PlainScene: Scene {
    nonisolated static let sceneName = "PlainScene"
    let title: String

    init(_ title: String) {
        self.title = title
    }
}
