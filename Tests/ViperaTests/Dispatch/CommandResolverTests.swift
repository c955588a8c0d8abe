import Testing

@testable import Vipera

@Suite("Command resolution and suggestions")
struct CommandResolverTests {
    private let globals = CommandIndex([
        CommandDescriptor(name: "help", aliases: ["?"], summary: "help"),
        CommandDescriptor(name: "home", summary: "home"),
        CommandDescriptor(name: "back", summary: "back"),
        CommandDescriptor(name: "quit", aliases: ["exit"], summary: "quit"),
    ])
    private let scene = CommandIndex([
        CommandDescriptor(name: "accounts", summary: "accounts"),
        CommandDescriptor(name: "add", summary: "add"),
        CommandDescriptor(name: "balance", summary: "balance"),
        CommandDescriptor(name: "back", summary: "shadowed by the global"),
    ])

    private func resolve(_ word: String) throws -> CommandResolution {
        try CommandResolver.resolve(word, globals: globals, scene: scene)
    }

    @Test func exactGlobalName_winsOverSceneName() throws {
        #expect(try resolve("back") == .global(2))
    }

    @Test func exactNames_ignoreCase() throws {
        #expect(try resolve("ACCOUNTS") == .scene(0))
        #expect(try resolve("Exit") == .global(3))
    }

    @Test func uniquePrefix_resolves() throws {
        #expect(try resolve("acc") == .scene(0))
        #expect(try resolve("q") == .global(3))
        #expect(try resolve("bal") == .scene(2))
    }

    @Test func prefixOfNameAndItsAlias_isStillUnique() throws {
        let index = CommandIndex([
            CommandDescriptor(name: "transactions", aliases: ["tx", "transfers-list"], summary: "")
        ])

        #expect(try CommandResolver.resolve("t", globals: CommandIndex([]), scene: index) == .scene(0))
    }

    @Test func ambiguousPrefix_listsCandidatesInOrder() {
        #expect(
            throws: CommandLineError(
                .ambiguousCommand,
                "'a' is ambiguous: it could be accounts or add",
                hint: "Type more letters to pick one."
            )
        ) {
            try resolve("a")
        }
        #expect(
            throws: CommandLineError(
                .ambiguousCommand,
                "'h' is ambiguous: it could be help or home",
                hint: "Type more letters to pick one."
            )
        ) {
            try resolve("h")
        }
    }

    @Test func aPrefixOfASceneCommandAndOfAGlobalOne_goesToTheScenesCommand() throws {
        // Given `balance` in the scene and the global `back`: the scene on screen wins the tie
        #expect(try resolve("ba") == .scene(2))
        // And a prefix only global commands start with still reaches them
        #expect(try resolve("q") == .global(3))
    }

    @Test func unknownCommand_suggestsTheNearest() {
        #expect(
            throws: CommandLineError(
                .unknownCommand,
                "unknown command 'acounts'",
                hint: "Did you mean 'accounts'? Type 'help' to see the commands."
            )
        ) {
            try resolve("acounts")
        }
    }

    @Test func aControlCharacterInTheName_isNamed_notHiddenBehindASuggestion() {
        // Given a command name with a NUL in it, which a terminal does not show
        let word = "acc\u{0}ounts"

        // When it is resolved, Then the error names the character instead of suggesting 'accounts'
        #expect(
            throws: CommandLineError(
                .unknownCommand,
                "the command name holds a control character, NUL (U+0000), which no command has",
                hint: "Type the command again: a control character comes from a paste or from the script's file."
            )
        ) {
            try resolve(word)
        }
        #expect(throws: CommandLineError.self) { try resolve("add\u{1B}") }
    }

    @Test func unknownCommand_swappedLetters_suggest() {
        #expect(
            throws: CommandLineError(
                .unknownCommand,
                "unknown command 'hepl'",
                hint: "Did you mean 'help'? Type 'help' to see the commands."
            )
        ) {
            try resolve("hepl")
        }
    }

    @Test func unknownCommand_farFromEverything_onlyPointsToHelp() {
        #expect(
            throws: CommandLineError(
                .unknownCommand,
                "unknown command 'xyzzy'",
                hint: "Type 'help' to see the commands."
            )
        ) {
            try resolve("xyzzy")
        }
    }

    // MARK: - Commands with effects

    private let changing = CommandIndex([
        CommandDescriptor(name: "close", summary: "close", effects: .changesData),
        CommandDescriptor(name: "export", aliases: ["save-as"], summary: "export", effects: .writesFiles),
        CommandDescriptor(name: "toggle-balances", summary: "toggle", effects: .changesData),
        CommandDescriptor(name: "transactions", summary: "transactions"),
        CommandDescriptor(name: "restore", summary: "restore", effects: [.changesData, .writesFiles]),
    ])

    private func resolveChanging(_ word: String) throws(CommandLineError) -> CommandResolution {
        try CommandResolver.resolve(word, globals: globals, scene: changing)
    }

    @Test func startOfACommandThatChangesData_isRefusedWithItsWholeName() {
        // Given `close` changes data, When only its start is typed, Then it does not run
        #expect(
            throws: CommandLineError(
                .abbreviatedCommand,
                "'clo' is only the start of 'close', which changes data, and runs only by its whole name; "
                    + "nothing was run",
                hint: "Did you mean 'close'? Type it in full, or make it a word of your own: alias NAME = close"
            )
        ) {
            try resolveChanging("clo")
        }
        #expect(throws: CommandLineError.self) { try resolveChanging("c") }
        #expect(throws: CommandLineError.self) { try resolveChanging("TOG") }
    }

    @Test func startOfACommandThatWritesFiles_isRefusedToo() {
        #expect(
            throws: CommandLineError(
                .abbreviatedCommand,
                "'rest' is only the start of 'restore', which changes data and writes files, and runs only by its "
                    + "whole name; nothing was run",
                hint: "Did you mean 'restore'? Type it in full, or make it a word of your own: alias NAME = restore"
            )
        ) {
            try resolveChanging("rest")
        }
        #expect(throws: CommandLineError.self) { try resolveChanging("exp") }
    }

    @Test func commandsWithEffects_runByTheirWholeNameOrDeclaredAlias_inAnyCase() throws {
        #expect(try resolveChanging("close") == .scene(0))
        #expect(try resolveChanging("Close") == .scene(0))
        #expect(try resolveChanging("save-as") == .scene(1))
        #expect(try resolveChanging("toggle-balances") == .scene(2))
    }

    @Test func startOfACommandThatOnlyReads_stillRuns() throws {
        // Given `t` starts `toggle-balances` and `transactions`, and `tr` only `transactions`
        #expect(try resolveChanging("tr") == .scene(3))
        #expect(try resolveChanging("transact") == .scene(3))
        // And a word starting both kinds stays ambiguous, naming both
        #expect(
            throws: CommandLineError(
                .ambiguousCommand, "'t' is ambiguous: it could be toggle-balances or transactions",
                hint: "Type more letters to pick one.")
        ) {
            try resolveChanging("t")
        }
    }

    @Test func askingAboutALine_findsTheStartOfACommandWithEffects() throws {
        // Given a question that runs nothing (is the line sensitive?)
        let resolution = try CommandResolver.resolve(
            "clo", globals: globals, scene: changing, acceptsAbbreviatedEffects: true)

        // Then the start of `close` finds it
        #expect(resolution == .scene(0))
    }

    @Test func withoutScene_onlyGlobalsResolve() throws {
        #expect(try CommandResolver.resolve("he", globals: globals, scene: nil) == .global(0))
        #expect(throws: CommandLineError.self) { try CommandResolver.resolve("accounts", globals: globals, scene: nil) }
    }

    @Test(arguments: [
        ("kitten", "sitting", 3), ("help", "hepl", 1), ("", "abc", 3), ("abc", "abc", 0), ("ca", "abc", 3),
    ])
    func editDistance_countsEditsAndSwaps(source: String, target: String, distance: Int) {
        #expect(Suggestions.editDistance(Array(source), Array(target)) == distance)
    }

    @Test func suggestions_keepOnlyTheNearestAndIgnoreTinyWords() {
        #expect(Suggestions.closest(to: "opne", among: ["open", "done", "note"]) == ["open"])
        #expect(Suggestions.closest(to: "x", among: ["?", "a"]).isEmpty)
        #expect(Suggestions.closest(to: "sav", among: ["save", "set", "say"]) == ["save", "say"])
    }
}
