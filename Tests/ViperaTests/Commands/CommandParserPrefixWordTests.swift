import Testing

@testable import Vipera

@Suite("Arguments written after a prefix word")
struct CommandParserPrefixWordTests {
    private static let amount = Parameter.argument(
        "AMOUNT", .formatted(description: "an amount"), "How much", prefixWords: ["CHF", "USD"])
    private static let memo = Parameter.argument("MEMO", .text, "What for", isOptional: true)

    private func parse(_ line: String) throws -> ParsedArguments {
        let tokens = try Tokenizer.tokenize(line)
        let descriptor = CommandDescriptor(name: tokens[0].text, summary: "test", parameters: [Self.amount, Self.memo])
        return try CommandParser.parse(
            tokens.dropFirst(), for: descriptor, supplier: ClosureChoices(choices: { _ in [] }))
    }

    @Test func aPrefixWord_andTheWordAfterIt_areOneValue() throws {
        let parsed = try parse("pay CHF 7.25 lunch")

        #expect(try parsed.text("AMOUNT") == "CHF 7.25")
        #expect(try parsed.optionalText("MEMO") == "lunch")
    }

    @Test func aValueWithoutItsPrefix_orAWordNotAPrefix_isOneWord() throws {
        #expect(try parse("pay 7.25 lunch").text("AMOUNT") == "7.25")
        #expect(try parse("pay EUR 7.25").optionalText("MEMO") == "7.25")
        #expect(try parse("pay chf 7.25").text("AMOUNT") == "chf")
    }

    @Test func aPrefixWordAtTheEndOfTheLine_isTheValueAlone() throws {
        #expect(try parse("pay CHF").text("AMOUNT") == "CHF")
    }

    @Test func theJoinedValue_isLocatedFromThePrefixToTheNumber() throws {
        let parsed = try parse("pay CHF 7.25")

        #expect(parsed.span(of: "AMOUNT") == 4..<12)
    }
}
