import Foundation
import Testing

@testable import Vipera

@Suite("Command parser")
struct CommandParserTests {
    // MARK: - Helpers

    private static let accounts: ChoiceSource = "accounts"

    private func parse(
        _ line: String,
        _ parameters: [Parameter],
        choices: [String] = ["Everyday", "Rainy day", "Travel", "Travel fund"]
    ) throws -> ParsedArguments {
        let tokens = try Tokenizer.tokenize(line)
        let descriptor = CommandDescriptor(name: tokens[0].text, summary: "test", parameters: parameters)
        return try CommandParser.parse(
            tokens.dropFirst(), for: descriptor, supplier: ClosureChoices(choices: { _ in choices }))
    }

    private func error(_ line: String, _ parameters: [Parameter], choices: [String] = []) -> CommandLineError? {
        do {
            _ = try parse(line, parameters, choices: choices)
            return nil
        } catch {
            return error as? CommandLineError
        }
    }

    // MARK: - Integers

    @Test func integer_inRange_parses() throws {
        let arguments = try parse("page 3", [.argument("N", .integer(range: 1...9), "page")])

        #expect(try arguments.integer("N") == 3)
    }

    @Test func integer_withSign_parses() throws {
        let arguments = try parse("move -3", [.argument("N", .integer(), "delta")])

        #expect(try arguments.integer("N") == -3)
    }

    @Test func integer_outOfRange_namesArgumentRangeAndUsage() {
        let failure = error("page 10", [.argument("N", .integer(range: 1...9), "page")])

        #expect(
            failure
                == CommandLineError(
                    .invalidValue, "N must be from 1 to 9, not '10'", hint: "usage: page N", span: 5..<7))
    }

    @Test func integer_withNoUpperBound_saysOnlyTheLowest() {
        let failure = error("page 0", [.argument("N", .integer(range: 1...Int.max), "page")])

        #expect(failure?.message == "N must be 1 or more, not '0'")
        #expect(ArgumentKind.integer(range: 1...Int.max).valueDescription == "a whole number from 1")
    }

    @Test(arguments: ["1.5", "abc", "1e3", "NaN", "0x10", "", "1_000", "--"])
    func integer_notWholeNumber_isRejected(text: String) {
        let failure = error("page '\(text)'", [.argument("N", .integer(), "page")])

        #expect(failure?.kind == .invalidValue)
        #expect(failure?.message == "N must be a whole number, not '\(text)'")
    }

    @Test func integer_hugeNumber_isOutOfRange() {
        let failure = error("page 99999999999999999999999", [.argument("N", .integer(range: 1...9), "page")])

        #expect(failure?.message == "N must be from 1 to 9, not '99999999999999999999999'")
    }

    @Test func integer_hugeNumberWithoutRange_isOutOfRange() {
        let failure = error("page -99999999999999999999999", [.argument("N", .integer(), "page")])

        #expect(failure?.message == "N is out of range: '-99999999999999999999999'")
    }

    // MARK: - Decimals

    @Test(arguments: [("12.50", "12.5"), ("0.01", "0.01"), ("+3", "3"), ("-4.2", "-4.2"), (".5", "0.5"), ("7.", "7")])
    func decimal_plainNumbers_parse(text: String, expected: String) throws {
        let arguments = try parse("amount \(text)", [.argument("AMOUNT", .decimal(), "amount")])

        #expect(try arguments.decimal("AMOUNT") == Decimal(string: expected))
    }

    @Test(arguments: ["NaN", "1e400", "inf", "12,50", "1.2.3", ".", "-", "$5", "١٢"])
    func decimal_otherForms_areRejected(text: String) {
        let failure = error("amount \(text)", [.argument("AMOUNT", .decimal(), "amount")])

        #expect(failure?.message == "AMOUNT must be a number such as 12.50, not '\(text)'")
        #expect(failure?.hint == "usage: amount AMOUNT")
    }

    @Test func decimal_tooManyFractionDigits_isRejected() {
        let failure = error("amount 1.234", [.argument("AMOUNT", .decimal(maximumFractionDigits: 2), "amount")])

        #expect(failure?.message == "AMOUNT must have at most 2 decimal places, not '1.234'")
    }

    @Test func decimal_trailingZerosDoNotCountAsFractionDigits() throws {
        let arguments = try parse("amount 1.2300", [.argument("AMOUNT", .decimal(maximumFractionDigits: 2), "amount")])

        #expect(try arguments.decimal("AMOUNT") == Decimal(string: "1.23"))
    }

    @Test func decimal_outOfRange_isRejected() {
        let failure = error("amount -1", [.argument("AMOUNT", .decimal(range: 0...100), "amount")])

        #expect(failure?.message == "AMOUNT must be from 0 to 100, not '-1'")
    }

    @Test func decimal_tooManyDigits_isRejected() {
        let text = String(repeating: "9", count: 39)
        let failure = error("amount \(text)", [.argument("AMOUNT", .decimal(), "amount")])

        #expect(failure?.message.hasPrefix("AMOUNT has too many digits: '") == true)
    }

    // MARK: - Text

    @Test func text_keepsQuotedSpaces() throws {
        let arguments = try parse(#"memo "two  spaces""#, [.argument("TEXT", .text, "memo")])

        #expect(try arguments.text("TEXT") == "two  spaces")
    }

    @Test func variadic_joinsRemainingWords() throws {
        let arguments = try parse("search coffee shop  downtown", [.variadic("TEXT", "words")])

        #expect(try arguments.text("TEXT") == "coffee shop downtown")
    }

    @Test func variadic_missing_isMissingArgument() {
        let failure = error("search", [.variadic("TEXT", "words")])

        #expect(
            failure == CommandLineError(.missingArgument, "missing TEXT for 'search'", hint: "usage: search TEXT..."))
    }

    @Test func optionalVariadic_missing_isNil() throws {
        let arguments = try parse("search", [.variadic("TEXT", "words", isOptional: true)])

        #expect(try arguments.optionalText("TEXT") == nil)
    }

    // MARK: - Choices

    @Test func choice_matchesIgnoringCaseAndReturnsDeclaredSpelling() throws {
        let arguments = try parse("set ON", [.argument("VALUE", .choice(["on", "off"]), "value")])

        #expect(try arguments.choice("VALUE") == "on")
    }

    @Test func choice_uniquePrefix_matches() throws {
        let arguments = try parse("filter cat", [.argument("FIELD", .choice(["type", "category", "from"]), "field")])

        #expect(try arguments.choice("FIELD") == "category")
    }

    @Test func choice_ambiguousPrefix_listsCandidates() {
        let failure = error("set o", [.argument("VALUE", .choice(["on", "off"]), "value")])

        #expect(failure?.message == "VALUE 'o' is ambiguous: it could be on or off")
        #expect(failure?.hint == "Type more letters to pick one.")
    }

    @Test func choice_unknown_listsValuesAndSuggests() {
        let failure = error("set maybe", [.argument("VALUE", .choice(["on", "off"]), "value")])
        let typo = error("prio hihg", [.argument("LEVEL", .choice(["high", "normal", "low"]), "level")])

        #expect(
            failure
                == CommandLineError(
                    .invalidValue, "VALUE must be one of on, off, not 'maybe'", hint: "usage: set VALUE", span: 4..<9))
        #expect(typo?.message == "LEVEL must be one of high, normal, low, not 'hihg'")
        #expect(typo?.hint == "Did you mean 'high'?")
    }

    @Test func choice_asEnum_convertsToCase() throws {
        enum Level: String { case high, low }
        let arguments = try parse("prio LOW", [.argument("LEVEL", .choice(["high", "low"]), "level")])

        #expect(try arguments.choice("LEVEL", as: Level.self) == .low)
    }

    @Test func dynamicChoice_usesTheScenesValues() throws {
        let arguments = try parse("from rainy", [.argument("ACCOUNT", .dynamicChoice(Self.accounts), "account")])

        #expect(try arguments.choice("ACCOUNT") == "Rainy day")
    }

    @Test func dynamicChoice_withNothingSupplied_saysSo() {
        let failure = error("from x", [.argument("ACCOUNT", .dynamicChoice(Self.accounts), "account")], choices: [])

        #expect(failure?.message == "there is nothing here to choose as ACCOUNT")
    }

    // MARK: - Items

    @Test func item_byNumber_givesPositionAndName_andSaysANumberWasTyped() throws {
        let arguments = try parse("open 2", [.argument("ACCOUNT", .item(Self.accounts), "account")])

        #expect(try arguments.item("ACCOUNT") == ListItem(position: 2, name: "Rainy day", isNumber: true))
    }

    @Test func item_byUniquePrefix_givesPositionAndName() throws {
        let arguments = try parse("open ever", [.argument("ACCOUNT", .item(Self.accounts), "account")])

        #expect(try arguments.item("ACCOUNT") == ListItem(position: 1, name: "Everyday"))
    }

    @Test func item_exactNameWinsOverLongerNames() throws {
        let arguments = try parse("open travel", [.argument("ACCOUNT", .item(Self.accounts), "account")])

        #expect(try arguments.item("ACCOUNT") == ListItem(position: 3, name: "Travel"))
    }

    @Test func item_ambiguousPrefix_listsNumberedCandidates() {
        let failure = error(
            "open tr",
            [.argument("ACCOUNT", .item(Self.accounts), "account")],
            choices: ["Everyday", "Travel", "Trips"]
        )

        #expect(failure?.message == "ACCOUNT 'tr' is ambiguous: it could be 2 Travel or 3 Trips")
        #expect(failure?.hint == "Type more letters, or the number.")
    }

    @Test(arguments: ["0", "5", "-1", "99999999999999999999", "zzz"])
    func item_outsideTheList_isRejected(text: String) {
        let failure = error(
            "open \(text)",
            [.argument("ACCOUNT", .item(Self.accounts), "account")],
            choices: ["Everyday", "Travel"]
        )

        #expect(failure?.message == "ACCOUNT must be a number from 1 to 2 or the start of a name, not '\(text)'")
    }

    // MARK: - Options and Flags

    private let addParameters: [Parameter] = [
        .variadic("TITLE", "title"),
        .option("priority", .choice(["high", "normal", "low"]), "priority", default: "normal", short: "p"),
        .option("limit", .integer(range: 1...10), "limit"),
        .flag("all", "all", short: "a"),
    ]

    @Test func options_defaultsApplyWhenOmitted() throws {
        let arguments = try parse("add Buy milk", addParameters)

        #expect(try arguments.text("TITLE") == "Buy milk")
        #expect(try arguments.choice("priority") == "normal")
        #expect(try arguments.optionalInteger("limit") == nil)
        #expect(try arguments.flag("all") == false)
    }

    @Test(arguments: [
        "add --priority high Buy milk --all --limit 3",
        "add Buy --priority=high milk -a --limit=3",
        "add -p high Buy milk -a --limit 3",
    ])
    func options_longShortAndInlineForms_parseAnywhere(line: String) throws {
        let arguments = try parse(line, addParameters)

        #expect(try arguments.text("TITLE") == "Buy milk")
        #expect(try arguments.choice("priority") == "high")
        #expect(try arguments.integer("limit") == 3)
        #expect(try arguments.flag("all"))
    }

    @Test func doubleDash_endsOptions() throws {
        let arguments = try parse("add -- --all is a title", addParameters)

        #expect(try arguments.text("TITLE") == "--all is a title")
        #expect(try arguments.flag("all") == false)
    }

    @Test func quotedDashWord_isAPositional() throws {
        let arguments = try parse(#"add "--all" things"#, addParameters)

        #expect(try arguments.text("TITLE") == "--all things")
    }

    @Test func unknownOption_suggestsTheNearestAndShowsUsage() {
        let failure = error("add x --prio high", addParameters)

        #expect(failure?.kind == .unknownOption)
        #expect(failure?.message == "unknown option '--prio' for 'add'")
        #expect(failure?.hint == "usage: add TITLE... [--priority high|normal|low] [--limit LIMIT] [--all]")
    }

    @Test func unknownOption_nearMiss_suggests() {
        let failure = error("add x --priorty high", addParameters)

        #expect(
            failure?.hint
                == "Did you mean '--priority'? usage: add TITLE... [--priority high|normal|low] [--limit LIMIT] [--all]"
        )
    }

    @Test func unknownShortOption_isRejected() {
        #expect(error("add x -z", addParameters)?.message == "unknown option '-z' for 'add'")
    }

    @Test func optionWithoutValue_isRejected() {
        let failure = error("add x --limit", addParameters)

        #expect(
            failure
                == CommandLineError(
                    .missingOptionValue,
                    "'--limit' needs a value",
                    hint: "usage: add TITLE... [--priority high|normal|low] [--limit LIMIT] [--all]",
                    span: 6..<13
                ))
    }

    @Test func optionGivenTwice_isRejected() {
        #expect(error("add x -p low --priority high", addParameters)?.message == "'--priority' is given more than once")
    }

    @Test func flagWithValue_isRejected() {
        #expect(error("add x --all=yes", addParameters)?.message == "'--all' is a flag and takes no value")
    }

    @Test func optionValue_isValidatedAndNamedWithDashes() {
        #expect(error("add x --limit 11", addParameters)?.message == "--limit must be from 1 to 10, not '11'")
    }

    // MARK: - Counting

    @Test func missingRequiredArgument_namesItWithUsage() {
        let failure = error("transfer 2", [.argument("FROM", .integer(), "from"), .argument("TO", .integer(), "to")])

        #expect(
            failure == CommandLineError(.missingArgument, "missing TO for 'transfer'", hint: "usage: transfer FROM TO"))
    }

    @Test func extraArgument_isUnexpected() {
        let failure = error("refresh now", [])

        #expect(
            failure
                == CommandLineError(
                    .unexpectedArgument, "unexpected argument 'now' for 'refresh'", hint: "usage: refresh",
                    span: 8..<11))
    }

    @Test func optionalPositional_mayBeLeftOut() throws {
        let arguments = try parse("help", [.argument("COMMAND", .text, "command", isOptional: true)])

        #expect(try arguments.optionalText("COMMAND") == nil)
    }

    @Test func negativeNumber_isAPositionalNotAnOption() throws {
        let arguments = try parse("adjust -5", [.argument("N", .integer(), "delta"), .flag("all", "all")])

        #expect(try arguments.integer("N") == -5)
    }

    @Test func longEchoedInput_isShortenedInMessages() {
        let failure = error("page \(String(repeating: "x", count: 1_000))", [.argument("N", .integer(), "page")])

        #expect(failure?.message == "N must be a whole number, not '\(String(repeating: "x", count: 39))…'")
    }

    // MARK: - Reading Values

    @Test func readingAValueAsTheWrongKind_isADeclarationError() throws {
        let arguments = try parse("page 3", [.argument("N", .integer(), "page")])

        #expect(throws: CommandLineError.self) { try arguments.text("N") }
        #expect(throws: CommandLineError.self) { try arguments.integer("missing") }
        #expect(try arguments.optionalText("missing") == nil)
    }

    @Test func readingAChoiceAsAnEnumWithoutThatCase_isADeclarationError() throws {
        enum Level: String { case high }
        let arguments = try parse("prio low", [.argument("LEVEL", .choice(["high", "low"]), "level")])

        #expect {
            try arguments.choice("LEVEL", as: Level.self)
        } throws: { error in
            (error as? CommandLineError)?.kind == .invalidDeclaration
        }
    }
}
