/// The global commands every Vipera app has: `help`, `back`, `home`, `where`, `quit` and `set output`.
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
        CommandSpec(
            "back",
            summary: Strings.Help.backSummary,
            parameters: [
                .argument("N", .text, Strings.Help.stepsArgument, isOptional: true),
                .argument("SCENE", .dynamicChoice(.scenesBelowTop), Strings.Help.sceneArgument, isOptional: true),
            ]
        ) { arguments in
            let target = try BackTarget(steps: arguments.optionalText("N"), scene: arguments.optionalChoice("SCENE"))
            return GlobalCommand { context in back(to: target, context: context) }
        },
        CommandSpec("home", summary: Strings.Help.homeSummary, command: GlobalCommand(home)),
        CommandSpec(
            "where",
            summary: Strings.Help.whereSummary,
            parameters: [.flag("link", Strings.Help.linkFlag)]
        ) { arguments in
            try arguments.flag("link") ? GlobalCommand(showLink) : GlobalCommand(showStack)
        },
        CommandSpec(
            "quit", aliases: ["exit"], summary: Strings.Help.quitSummary, command: GlobalCommand { _ in .quit }),
        CommandSpec(
            "set",
            summary: Strings.Output.setSummary,
            parameters: [
                .argument("SETTING", .choice(["output", "pager"]), Strings.Output.settingArgument),
                .argument(
                    "VALUE", .choice(OutputFormat.allCases.map(\.rawValue) + PagerMode.allCases.map(\.rawValue)),
                    Strings.Output.valueArgument),
            ]
        ) { arguments in
            let value = try arguments.choice("VALUE")
            if try arguments.choice("SETTING") == "pager" {
                guard let mode = PagerMode(rawValue: value) else {
                    throw CommandValidationError(Strings.Output.pagerValues(value))
                }
                return GlobalCommand { context in setPager(mode, context: context) }
            }
            guard let format = OutputFormat(rawValue: value) else {
                throw CommandValidationError(Strings.Output.outputValues(value))
            }
            return GlobalCommand { context in setOutput(format, context: context) }
        },
    ]

    // MARK: - Actions

    @MainActor
    private static func help(topic: String?, context: GlobalCommandContext) -> CommandOutcome {
        let sceneCommands = context.sceneCommands?.descriptors ?? []
        guard let topic else {
            // A global that gives way to the scene's command of its name is not one here.
            let globalCommands = context.globalCommands.descriptors.filter { global in
                !context.globalsGivingWay.contains(global.name) || !sceneCommands.contains { $0.name == global.name }
            }
            let viewModel = SessionViewModels.Help(
                sceneCommands: sceneCommands.map { .init($0, withParameters: false) },
                globalCommands: globalCommands.map { .init($0, withParameters: false) },
                aliases: context.aliases.descriptors.map { .init($0, withParameters: false) }
            )
            show(viewModel, kind: "help", context: context) {
                HelpFormatter.overview(
                    sceneTitle: context.navigator.top?.scene.title,
                    sceneCommands: sceneCommands,
                    globalCommands: globalCommands,
                    aliases: context.aliases.descriptors
                )
            }
            return .succeeded
        }
        // A scene command that shares a global command's name is explained after it.
        let descriptors = [
            context.globalCommands.exactMatch(topic).map { context.globalCommands.descriptors[$0] },
            context.sceneCommands.flatMap { index in index.exactMatch(topic).map { index.descriptors[$0] } },
            context.aliases.exactMatch(topic).map { context.aliases.descriptors[$0] },
        ].compactMap { $0 }
        for descriptor in descriptors {
            show(SessionViewModels.CommandHelp(descriptor, withParameters: true), kind: "helpCommand", context: context)
            {
                HelpFormatter.details(of: descriptor)
            }
        }
        return .succeeded
    }

    @MainActor
    private static func back(to target: BackTarget, context: GlobalCommandContext) -> CommandOutcome {
        do {
            switch target {
            case .steps(let steps): try context.navigator.pop(steps: steps)
            case .scene(let name): try context.navigator.pop(toNearestNamed: name)
            }
        } catch {
            return context.failed(ErrorViewModel(error))
        }
        return .succeeded
    }

    @MainActor
    private static func home(context: GlobalCommandContext) -> CommandOutcome {
        do {
            try context.navigator.popToRoot()
        } catch {
            return context.failed(ErrorViewModel(error))
        }
        return .succeeded
    }

    @MainActor
    private static func showStack(context: GlobalCommandContext) -> CommandOutcome {
        let entries = context.navigator.entries.enumerated().map { offset, entry in
            SessionViewModels.Stack.Entry(
                position: offset + 1, id: entry.id.description, scene: entry.sceneName, title: entry.scene.title)
        }
        show(SessionViewModels.Stack(entries: entries), kind: "where", context: context) {
            guard !entries.isEmpty else { return EmptyState(Strings.Help.emptyStack) }
            return Table(
                columns: [
                    Table.Column(Strings.Help.positionColumn, alignment: .right),
                    Table.Column(Strings.Help.sceneColumn),
                    Table.Column(Strings.Help.titleColumn, overflow: .truncate),
                ],
                rows: entries.map { [String($0.position), $0.scene, $0.title] }
            )
        }
        return .succeeded
    }

    /// `where --link`: the stack as an `--at` value to paste: each scene's route, then what
    /// brings it to what it shows (``LinkableScene/linkSteps``).
    @MainActor
    private static func showLink(context: GlobalCommandContext) -> CommandOutcome {
        let navigator = context.navigator
        var steps: [String] = []
        for entry in navigator.entries {
            if let route = navigator.routes[entry.id] {
                guard !route.isSensitive else {
                    return context.failed(ErrorViewModel(message: Strings.Help.noLink, hint: Strings.Help.noLinkHint))
                }
                steps.append(route.line)
            }
            steps += (entry.scene as? any LinkableScene)?.linkSteps ?? []
        }
        let link = steps.joined(separator: "; ")
        show(SessionViewModels.Link(link: link), kind: "link", context: context) {
            Paragraph("--at " + ShellQuoting.singleQuoted(link))
        }
        return .succeeded
    }

    @MainActor
    private static func setPager(_ mode: PagerMode, context: GlobalCommandContext) -> CommandOutcome {
        context.console.pagerMode = mode
        show(SessionViewModels.Pager(mode: mode.rawValue), kind: "pager", context: context) {
            Notice(.info, Strings.Output.pagerChanged(mode))
        }
        return .succeeded
    }

    @MainActor
    private static func setOutput(_ format: OutputFormat, context: GlobalCommandContext) -> CommandOutcome {
        context.console.outputFormat = format
        show(SessionViewModels.Output(format: format.rawValue), kind: "output", context: context) {
            Notice(.info, Strings.Output.formatChanged(format.rawValue))
        }
        return .succeeded
    }

    /// Shows a global command's view model as text or as a JSON record, like a scene's display.
    @MainActor
    private static func show<ViewModel: Encodable & Sendable>(
        _ viewModel: ViewModel, kind: String, context: GlobalCommandContext, text: () -> any Renderable
    ) {
        context.console.display(
            viewModel, scene: SessionViewModels.sceneName(in: context.navigator), kind: kind, text: text)
    }
}
