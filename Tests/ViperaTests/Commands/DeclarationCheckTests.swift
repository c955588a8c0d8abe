import Testing

@testable import Vipera

@Suite("Declaration checks")
struct DeclarationCheckTests {
    private func problems(_ specs: [CommandSpec<Int>]) -> [String] {
        CommandTable(specs).declarationProblems()
    }

    @Test func soundTable_hasNoProblems() {
        let table = CommandTable<Int>([
            CommandSpec(
                "add", summary: "",
                parameters: [.variadic("TITLE", ""), .option("p", .choice(["a"]), "", default: "a")]
            ) { _ in 1 },
            CommandSpec("list", aliases: ["ls"], summary: "", command: 2),
        ])

        #expect(table.declarationProblems().isEmpty)
    }

    @Test func clashingNamesAndAliases_areReported() {
        let found = problems([
            CommandSpec("list", aliases: ["ls"], summary: "", command: 1),
            CommandSpec("LS", summary: "", command: 2),
            CommandSpec("two words", summary: "", command: 3),
        ])

        #expect(
            found == [
                "the name 'LS' is already used by 'list'",
                "command name 'two words' is empty or contains whitespace",
            ])
    }

    @Test func badParameterLayout_isReported() {
        let found = problems([
            CommandSpec(
                "move",
                summary: "",
                parameters: [
                    .variadic("WORDS", ""),
                    .argument("N", .integer(), "", isOptional: true),
                    .argument("M", .integer(), ""),
                    .option("--to", .text, ""),
                    .option("level", .choice(["a", "b"]), "", default: "c"),
                    .option("kind", .choice([]), ""),
                    .flag("all", "", short: "a"),
                    .flag("any", "", short: "a"),
                    .flag("all", ""),
                ]
            ) { _ in 1 }
        ])

        #expect(
            found == [
                "'move' declares all more than once",
                "'move' gives two options the same short name",
                "WORDS of 'move' takes the rest of the line, so it must be the last argument",
                "M of 'move' is required but follows an optional argument",
                "option '--to' of 'move' must be a word without leading dashes",
                "the default of --level for 'move' is invalid: --level must be one of a, b, not 'c'",
                "kind of 'move' is a choice with no values",
            ])
    }

    @Test func invalidDefault_surfacesAsAnErrorWhenParsing() throws {
        let descriptor = CommandDescriptor(
            name: "page",
            summary: "",
            parameters: [.option("size", .integer(range: 1...5), "", default: "9")]
        )

        #expect {
            try CommandParser.parse([], for: descriptor, supplier: ClosureChoices(choices: { _ in [] }))
        } throws: { error in
            (error as? CommandLineError)?.kind == .invalidDeclaration
        }
    }
}
