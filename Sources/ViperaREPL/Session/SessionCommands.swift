import Vipera

/// The global commands a session adds: `history [N]`, `source FILE`, `alias`, `unalias NAME` and
/// `clear`.
@MainActor
final class SessionCommands {
    // MARK: - Constants

    /// How `alias`'s usage writes a definition: `alias [NAME=COMMANDS...]`.
    private nonisolated static let definitionParameter = "NAME=COMMANDS"
    /// Cursor home, then erase the whole screen: what `clear` and Ctrl-L write.
    private nonisolated static let clearScreen = "\u{1B}[H\u{1B}[2J"

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
                    return .succeeded
                }
            },
            CommandSpec(
                "source",
                summary: Strings.Commands.sourceSummary,
                parameters: [.argument("FILE", .filePath, Strings.Commands.sourceFileArgument)]
            ) { [weak self] arguments in
                let path = HomeFolders().expanding(try arguments.text("FILE"))
                return GlobalCommand { _ in await self?.session?.runScript(at: path) ?? .succeeded }
            },
            CommandSpec(
                "alias",
                summary: Strings.Aliases.aliasSummary,
                parameters: [.variadic(Self.definitionParameter, Strings.Aliases.definitionArgument, isOptional: true)]
            ) { [weak self] arguments in
                // A line with '=' defines an alias before it reaches here: this is a name, or nothing.
                let words = try arguments.optionalText(Self.definitionParameter)?.split(separator: " ")
                guard (words?.count ?? 0) <= 1 else {
                    throw CommandLineError(
                        .validationFailed, Strings.Aliases.missingEquals, hint: Strings.Aliases.definitionHint)
                }
                let name = words?.first.map(String.init)
                return GlobalCommand { context in
                    self?.showAliases(named: name, context: context) ?? .succeeded
                }
            },
            CommandSpec(
                "unalias",
                summary: Strings.Aliases.unaliasSummary,
                parameters: [.argument("NAME", .text, Strings.Aliases.nameArgument)]
            ) { [weak self] arguments in
                let name = try arguments.text("NAME")
                return GlobalCommand { context in
                    do {
                        try self?.session?.removeAlias(name)
                    } catch {
                        return context.failed(ErrorViewModel(error))
                    }
                    return .succeeded
                }
            },
            CommandSpec("clear", summary: Strings.Commands.clearSummary) { [weak self] _ in
                GlobalCommand { context in
                    if self?.session?.isAtTerminal == true {
                        context.console.write(to: .output) { buffer, _ in buffer.append(Self.clearScreen) }
                    }
                    return .succeeded
                }
            },
        ]
    }

    // MARK: - Private

    private func showAliases(named name: String?, context: GlobalCommandContext) -> CommandOutcome {
        let all = session?.aliases ?? []
        let shown = name.map { name in all.filter { $0.name == name } } ?? all
        if let name, shown.isEmpty {
            return context.failed(ErrorViewModel(AliasError.unknown(name)))
        }
        let viewModel = SessionViewModels.Aliases(aliases: shown.map { .init(name: $0.name, commands: $0.commands) })
        let scene = SessionViewModels.sceneName(in: context.navigator)
        context.console.display(viewModel, scene: scene, kind: "aliases") {
            guard !shown.isEmpty else { return EmptyState(Strings.Aliases.noAliases) }
            return Table(
                columns: [
                    Table.Column(Strings.Aliases.nameColumn),
                    Table.Column(Strings.Aliases.commandsColumn, overflow: .wrap),
                ],
                rows: shown.map { [$0.name, $0.definition] }
            )
        }
        return .succeeded
    }

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
