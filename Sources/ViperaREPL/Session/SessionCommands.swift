import Vipera

/// The global commands a session adds: `history [N]` and `source FILE`.
@MainActor
final class SessionCommands {
    // MARK: - Properties

    /// The session that runs sourced scripts; set once the session exists.
    weak var session: Session?
    private let history: (any CommandHistory)?

    // MARK: - Initialization

    init(history: (any CommandHistory)?) {
        self.history = history
    }

    // MARK: - Declarations

    var specs: [CommandSpec<GlobalCommand>] {
        [
            CommandSpec(
                "history",
                summary: Strings.Commands.historySummary,
                parameters: [
                    .argument(
                        "N", .integer(range: 1...Int.max), Strings.Commands.historyCountArgument, isOptional: true)
                ]
            ) { [weak self] arguments in
                let count = try arguments.optionalInteger("N")
                return GlobalCommand { context in
                    self?.showHistory(last: count, on: context.console)
                    return .done
                }
            },
            CommandSpec(
                "source",
                summary: Strings.Commands.sourceSummary,
                parameters: [.argument("FILE", .text, Strings.Commands.sourceFileArgument)]
            ) { [weak self] arguments in
                let path = try arguments.text("FILE")
                return GlobalCommand { _ in await self?.session?.runScript(at: path) ?? .done }
            },
        ]
    }

    // MARK: - Private

    private func showHistory(last count: Int?, on console: any Console) {
        guard let history else {
            console.render(Notice(.info, Strings.Commands.historyOnlyInteractive))
            return
        }
        guard !history.entries.isEmpty else {
            console.render(EmptyState(Strings.Commands.historyEmpty))
            return
        }
        let numbered = history.entries.enumerated().map { [String($0.offset + 1), $0.element] }
        let shown = count.map { Array(numbered.suffix($0)) } ?? numbered
        console.render(
            Table(columns: [Table.Column("", alignment: .right), Table.Column("")], rows: shown, showsHeader: false)
        )
    }
}
