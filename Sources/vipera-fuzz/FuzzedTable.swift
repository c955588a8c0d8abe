import Vipera

/// What a fuzzed line parsed into: the arguments, kept so the parser's work is not thrown away.
enum FuzzedCommand: Sendable {
    case parsed(ParsedArguments)
}

/// A command table with every kind of parameter the framework offers, for the fuzzer to parse
/// lines against: bounded integers and decimals, text, fixed and run-time choices, list items,
/// command names, options with defaults, flags and a variadic argument.
enum FuzzedTable {
    /// The run-time choices and list items every parse is given.
    static let names = ["Everyday", "Rainy day", "Travel", "Visa", "Joint", "東京", "e\u{301}"]

    /// The table.
    static let table = CommandTable<FuzzedCommand>([
        CommandSpec(
            "count", summary: "A bounded whole number.",
            parameters: [.argument("N", .integer(range: 1...1_000), "How many.")]
        ) { arguments throws(CommandLineError) in
            _ = try arguments.integer("N")
            return .parsed(arguments)
        },
        CommandSpec(
            "pay", aliases: ["p"], summary: "A bounded amount with options.",
            parameters: [
                .argument("AMOUNT", .decimal(range: 0.01...1_000_000, maximumFractionDigits: 2), "How much."),
                .option("memo", .text, "A note.", default: "", short: "m"),
                .flag("now", "At once.", short: "n"),
            ]
        ) { arguments throws(CommandLineError) in
            _ = try arguments.decimal("AMOUNT")
            _ = try arguments.flag("now")
            return .parsed(arguments)
        },
        CommandSpec(
            "open", summary: "A list item by number or name.",
            parameters: [.argument("ITEM", .item("names"), "Which one.")]
        ) { arguments throws(CommandLineError) in
            _ = try arguments.item("ITEM")
            return .parsed(arguments)
        },
        CommandSpec(
            "set", summary: "A fixed choice and text.",
            parameters: [
                .argument("FIELD", .choice(["colour", "page-size"]), "What."),
                .argument("VALUE", .text, "To what.", isOptional: true),
            ]
        ) { .parsed($0) },
        CommandSpec(
            "pick", summary: "A run-time choice.", parameters: [.argument("NAME", .dynamicChoice("names"), "Which.")]
        ) { .parsed($0) },
        CommandSpec(
            "explain", summary: "A command name.",
            parameters: [.argument("COMMAND", .commandName, "Which.", isOptional: true)]
        ) { .parsed($0) },
        CommandSpec(
            "say", summary: "The rest of the line.", parameters: [.variadic("WORDS", "What to say.")]
        ) { .parsed($0) },
    ])
}
