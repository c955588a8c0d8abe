import Testing
import Vipera

@testable import ViperaREPL

@Suite("Aliases: reading, expanding and refusing")
struct AliasTests {
    private func expand(_ alias: Alias, _ use: String) throws(AliasError) -> [String] {
        let tokens = (try? Tokenizer.tokenize(use)) ?? []
        return try alias.expand(arguments: tokens.dropFirst(), in: use)
    }

    // MARK: - Definitions

    @Test(arguments: [
        ("alias fz = cards | include frozen", "fz", "cards | include frozen"),
        ("alias fz=cards; where", "fz", "cards; where"),
        ("  alias go = 'open $1; where'", "go", "open $1; where"),
        ("alias say = \"add 'a b'\"", "say", "add 'a b'"),
    ])
    func definitionLine_givesTheNameAndTheRawCommands(line: String, name: String, commands: String) {
        #expect(AliasDefinition(line) == AliasDefinition(name: name, commands: commands))
    }

    @Test(arguments: ["alias", "alias fz", "aliases x = y", "'alias' x = y", "list alias = x"])
    func linesThatDefineNothing_areNotDefinitions(line: String) {
        #expect(AliasDefinition(line) == nil)
    }

    // MARK: - Expanding

    @Test func withoutPlaceholders_theWordsGiven_joinTheLastCommand_beforeItsFilters() throws {
        let sut = try Alias(name: "fz", definition: "home; cards --all | include frozen")

        #expect(try expand(sut, "fz 'two words' x") == ["home", "cards --all 'two words' x | include frozen"])
        #expect(try expand(sut, "fz") == ["home", "cards --all | include frozen"])
    }

    @Test func numberedPlaceholders_takeTheWordsAsTyped_soQuotedWordsStayWhole() throws {
        let sut = try Alias(name: "pay", definition: "open $1; transfer $2 --memo $3")

        #expect(
            try expand(sut, "pay Everyday 12.50 'rent, May'")
                == ["open Everyday", "transfer 12.50 --memo 'rent, May'"])
    }

    @Test func placeholdersInsideAWord_putTheTextIn_quotedWhereItMustBe() throws {
        let sut = try Alias(name: "m", definition: "add \"memo: $1\"; list --limit=$2; note $$5")

        #expect(try expand(sut, "m 'it''s ok' 3") == ["add 'memo: its ok'", "list --limit=3", "note '$5'"])
    }

    @Test func allWords_takesEveryWordGiven() throws {
        let sut = try Alias(name: "s", definition: "search $@")

        #expect(try expand(sut, "s coffee 'corner shop'") == ["search coffee 'corner shop'"])
        #expect(sut.descriptor.usage == "s [WORDS...]")
    }

    @Test func tooFewOrTooManyWords_areRefused_sayingHowManyItTakes() throws {
        let sut = try Alias(name: "pay", definition: "open $1; transfer $2")

        #expect(throws: AliasError.missingArguments(name: "pay", needed: 2, given: 1)) { try expand(sut, "pay a") }
        #expect(throws: AliasError.extraArguments(name: "pay", taken: 2, given: 3)) { try expand(sut, "pay a b c") }
    }

    // MARK: - The table

    @Test func redefiningAnAlias_replacesIt_inPlace() throws {
        var sut = AliasTable()
        try sut.define(try Alias(name: "a", definition: "list"))
        try sut.define(try Alias(name: "b", definition: "where"))

        try sut.define(try Alias(name: "a", definition: "list --all"))

        #expect(sut.aliases.map(\.name) == ["a", "b"])
        #expect(sut["a"]?.commands == ["list --all"])
    }

    @Test func anAliasThatWouldRunItself_isRefused_withTheChain() throws {
        // Given a → b, and b naming c, which is not yet an alias
        var sut = AliasTable()
        try sut.define(try Alias(name: "a", definition: "where; b"))
        try sut.define(try Alias(name: "b", definition: "c 1"))

        // When c is defined to run a, or an alias runs itself directly / Then both are refused
        #expect(throws: AliasError.recursive(chain: ["c", "a", "b", "c"])) {
            try sut.define(try Alias(name: "c", definition: "list; a"))
        }
        #expect(throws: AliasError.recursive(chain: ["d", "d"])) {
            try sut.define(try Alias(name: "d", definition: "d"))
        }
        #expect(sut.aliases.map(\.name) == ["a", "b"])
    }

    @Test func names_areLowerCaseWords_thatNoGlobalCommandHas() {
        let globals = CommandIndex([CommandDescriptor(name: "quit", aliases: ["exit"], summary: "")])

        #expect(throws: Never.self) { try AliasTable.validate(name: "my-list_2", globals: globals) }
        #expect(throws: AliasError.shadowsGlobalCommand("exit")) {
            try AliasTable.validate(name: "exit", globals: globals)
        }
        for bad in ["", "Big", "2go", "a b", "$x", "über", String(repeating: "a", count: 33)] {
            #expect(throws: AliasError.invalidName(bad)) { try AliasTable.validate(name: bad, globals: globals) }
        }
    }

    @Test func commandsThatDoNotSplitIntoWords_areRefused() {
        #expect(throws: AliasError.self) { try Alias(name: "q", definition: "add 'open") }
        #expect(throws: AliasError.noCommands(name: "q")) { try Alias(name: "q", definition: " ; ") }
    }
}
