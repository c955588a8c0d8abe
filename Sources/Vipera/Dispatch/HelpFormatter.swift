/// Lays out generated help: the overview of every command available here, and the details of one.
enum HelpFormatter {
    // MARK: - Constants

    /// The longest usage line the overview lists whole.
    static let longestOverviewUsage = 32

    // MARK: - Overview

    /// Every command of the top scene, then every global command, with usage and summary.
    static func overview(
        sceneTitle: String?,
        sceneCommands: [CommandDescriptor],
        globalCommands: [CommandDescriptor],
        aliases: [CommandDescriptor] = []
    ) -> RenderGroup {
        var sections: [any Renderable] = []
        if let sceneTitle, !sceneCommands.isEmpty {
            sections.append(section(Strings.Help.sceneHeading(sceneTitle), commandTable(sceneCommands)))
        }
        sections.append(section(Strings.Help.globalHeading, commandTable(globalCommands)))
        if !aliases.isEmpty {
            sections.append(section(Strings.Help.aliasesHeading, commandTable(aliases)))
        }
        sections.append(Paragraph(Strings.Help.footer))
        return RenderGroup(sections)
    }

    // MARK: - Details

    /// The usage, aliases, arguments and options of one command.
    static func details(of descriptor: CommandDescriptor) -> RenderGroup {
        var header: [any Renderable] = [
            Heading("\(descriptor.name): \(descriptor.summary)"),
            Paragraph(Strings.Parser.usage(descriptor.usage)),
        ]
        if !descriptor.aliases.isEmpty {
            header.append(Paragraph(Strings.Help.aliases(descriptor.aliases)))
        }
        var sections: [any Renderable] = [RenderGroup(header, spacing: 0)]
        if !descriptor.positionals.isEmpty {
            sections.append(section(Strings.Help.argumentsHeading, parameterTable(descriptor.positionals)))
        }
        if !descriptor.options.isEmpty {
            sections.append(section(Strings.Help.optionsHeading, parameterTable(descriptor.options)))
        }
        return RenderGroup(sections)
    }

    // MARK: - Private

    private static func section(_ heading: String, _ table: Table) -> RenderGroup {
        RenderGroup([Heading(heading), table], spacing: 0)
    }

    private static func commandTable(_ descriptors: [CommandDescriptor]) -> Table {
        let rows = descriptors.map { descriptor in
            let summary =
                descriptor.aliases.isEmpty
                ? descriptor.summary
                : descriptor.summary + " " + Strings.Help.alsoKnownAs(descriptor.aliases)
            return ["  " + overviewUsage(of: descriptor), summary]
        }
        return Table(
            columns: [Table.Column("", overflow: .wrap), Table.Column("", overflow: .wrap)],
            rows: rows,
            showsHeader: false
        )
    }

    /// The usage the overview lists: the whole line, or for a longer one than
    /// ``longestOverviewUsage`` its arguments and `[OPTIONS]`, the last arguments elided when
    /// even that is longer, so that every summary stays in one column at 80 columns;
    /// `help COMMAND` shows each argument and option.
    private static func overviewUsage(of descriptor: CommandDescriptor) -> String {
        guard descriptor.usage.count > longestOverviewUsage else { return descriptor.usage }
        return Usage.brief(name: descriptor.name, parameters: descriptor.parameters, width: longestOverviewUsage)
    }

    private static func parameterTable(_ parameters: [Parameter]) -> Table {
        let rows = parameters.map { parameter in
            ["  " + Usage.label(of: parameter), describe(parameter)]
        }
        return Table(
            columns: [Table.Column("", overflow: .wrap), Table.Column("", overflow: .wrap)],
            rows: rows,
            showsHeader: false
        )
    }

    /// A parameter's summary with what it takes, as help and `?` show it.
    static func describe(_ parameter: Parameter) -> String {
        var text = parameter.summary
        switch parameter.role {
        case .flag:
            return text
        case .positional(let isOptional, _):
            text += " (\(parameter.kind.valueDescription)\(isOptional ? "; optional" : ""))"
        case .option(let defaultValue):
            text += " (\(parameter.kind.valueDescription)"
            text += defaultValue.map { "; default \($0))" } ?? ")"
        }
        return text
    }
}
