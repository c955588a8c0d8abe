import Testing

@testable import Vipera

@Suite("Help overview")
struct HelpOverviewTests {
    private static func rendered(_ commands: [CommandDescriptor]) -> [String] {
        var buffer = TextBuffer()
        HelpFormatter.overview(sceneTitle: "Books", sceneCommands: commands, globalCommands: [])
            .render(into: &buffer, context: RenderContext(width: 80, colorEnabled: false))
        return buffer.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func aLongUsage_isListedWithItsOptionsAsOne_soEverySummaryKeepsItsColumn() {
        // Given a command whose whole usage is longer than the overview lists, and a short one
        let long = CommandDescriptor(
            name: "add-book", summary: "Add a book",
            parameters: [
                .argument("TITLE", .text, "The title"), .option("author", .text, "Who wrote it"),
                .option("year", .integer(range: nil), "When"), .flag("signed", "Signed by the author"),
            ])
        let short = CommandDescriptor(name: "list", summary: "List the books", parameters: [.flag("all", "Every book")])

        // When the overview is shown
        let lines = Self.rendered([long, short])

        // Then the long one reads as its arguments and [OPTIONS], each line indented alike
        #expect(lines.contains("  add-book TITLE [OPTIONS]  Add a book"))
        #expect(lines.contains("  list [--all]              List the books"))
        #expect(long.usage == "add-book TITLE [--author AUTHOR] [--year YEAR] [--signed]")
    }

    @Test func aUsageLongerEvenWithItsOptionsAsOne_endsItsArgumentsInAnEllipsis_andNeverWraps() {
        // Given a command of many arguments and an option, beside a short one
        let many = CommandDescriptor(
            name: "add-edition", summary: "Add an edition of a book",
            parameters: [
                .argument("TITLE", .text, "The title"), .argument("PUBLISHER", .text, "Who published it"),
                .argument("YEAR", .integer(range: nil), "When"), .variadic("NOTE", "A note"),
                .option("isbn", .text, "Its ISBN"),
            ])
        let short = CommandDescriptor(name: "list", summary: "List the books", parameters: [])

        // When the overview is shown
        let lines = Self.rendered([many, short])

        // Then it lists the arguments that fit, an ellipsis for the rest, and [OPTIONS], on one line
        #expect(lines.contains("  add-edition TITLE … [OPTIONS]  Add an edition of a book"))
        #expect(lines.contains("  list                           List the books"))
        #expect(Usage.brief(name: "add-edition", parameters: many.parameters).hasSuffix("NOTE... [OPTIONS]"))
    }

    @Test func theDetailsOfOneCommand_keepEveryOption() {
        let long = CommandDescriptor(
            name: "add-book", summary: "Add a book",
            parameters: [.argument("TITLE", .text, "The title"), .option("author", .text, "Who wrote it")])
        var buffer = TextBuffer()
        HelpFormatter.details(of: long).render(into: &buffer, context: RenderContext(width: 80, colorEnabled: false))

        #expect(buffer.text.contains("add-book TITLE [--author AUTHOR]"))
    }

    @Test func anOptionsValueName_isWhatUsageLinesCallItsValue() {
        let command = CommandDescriptor(
            name: "add-book", summary: "Add a book",
            parameters: [
                .option("author", .text, "Who wrote it", valueName: "PERSON"),
                .option("year", .integer(range: nil), "When"),
            ])

        #expect(command.usage == "add-book [--author PERSON] [--year YEAR]")
    }
}
