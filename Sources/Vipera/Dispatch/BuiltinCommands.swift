/// The global commands every Vipera app has: `help`, `back`, `home`, `quit` and `where`.
enum BuiltinCommands {
    // MARK: - Declarations

    /// The declarations, in the order help lists them.
    static let specs: [CommandSpec<GlobalCommand>] = [
        CommandSpec(
            "help",
            aliases: ["?"],
            summary: Strings.Help.helpSummary,
            parameters: [.argument("COMMAND", .commandName, Strings.Help.commandArgument, isOptional: true)]
        ) { arguments in
            let topic = try arguments.optionalChoice("COMMAND")
            return GlobalCommand { context in help(topic: topic, context: context) }
        },
        CommandSpec("back", summary: Strings.Help.backSummary, command: GlobalCommand(back)),
        CommandSpec("home", summary: Strings.Help.homeSummary, command: GlobalCommand(home)),
        CommandSpec("where", summary: Strings.Help.whereSummary, command: GlobalCommand(showStack)),
        CommandSpec(
            "quit", aliases: ["exit"], summary: Strings.Help.quitSummary, command: GlobalCommand { _ in .quit }),
    ]

    // MARK: - Actions

    @MainActor
    private static func help(topic: String?, context: GlobalCommandContext) -> CommandOutcome {
        guard let topic else {
            let overview = HelpFormatter.overview(
                sceneTitle: context.navigator.top?.scene.title,
                sceneCommands: context.sceneCommands?.descriptors ?? [],
                globalCommands: context.globalCommands.descriptors
            )
            context.console.render(overview)
            return .done
        }
        let descriptor =
            context.globalCommands.exactMatch(topic).map { context.globalCommands.descriptors[$0] }
            ?? context.sceneCommands.flatMap { index in index.exactMatch(topic).map { index.descriptors[$0] } }
        if let descriptor {
            context.console.render(HelpFormatter.details(of: descriptor))
        }
        return .done
    }

    @MainActor
    private static func back(context: GlobalCommandContext) -> CommandOutcome {
        do {
            try context.navigator.pop()
        } catch {
            context.console.reportError(ErrorViewModel(error))
        }
        return .done
    }

    @MainActor
    private static func home(context: GlobalCommandContext) -> CommandOutcome {
        do {
            try context.navigator.popToRoot()
        } catch {
            context.console.reportError(ErrorViewModel(error))
        }
        return .done
    }

    @MainActor
    private static func showStack(context: GlobalCommandContext) -> CommandOutcome {
        guard !context.navigator.entries.isEmpty else {
            context.console.render(EmptyState(Strings.Help.emptyStack))
            return .done
        }
        let rows = context.navigator.entries.map { entry in
            [entry.id.description, entry.sceneName, entry.scene.title]
        }
        let table = Table(
            columns: [
                Table.Column(Strings.Help.entryColumn),
                Table.Column(Strings.Help.sceneColumn),
                Table.Column(Strings.Help.titleColumn, overflow: .truncate),
            ],
            rows: rows
        )
        context.console.render(table)
        return .done
    }
}
