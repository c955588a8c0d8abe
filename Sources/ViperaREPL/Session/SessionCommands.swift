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
                    self?.showHistory(last: count, context: context)
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

    private func showHistory(last count: Int?, context: GlobalCommandContext) {
        let viewModel = SessionViewModels.History(
            isKept: history != nil, commands: history?.entries ?? [], last: count)
        let scene = SessionViewModels.sceneName(in: context.navigator)
        context.console.display(viewModel, scene: scene, kind: "history") {
            guard viewModel.isKept else { return Notice(.info, Strings.Commands.historyOnlyInteractive) }
            guard !viewModel.entries.isEmpty else { return EmptyState(Strings.Commands.historyEmpty) }
            return Table(
                columns: [Table.Column("", alignment: .right), Table.Column("")],
                rows: viewModel.entries.map { [String($0.number), $0.command] },
                showsHeader: false
            )
        }
    }
}
