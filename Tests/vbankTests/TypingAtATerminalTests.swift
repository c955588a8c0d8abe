import Foundation
import Testing
import ViperaTesting

/// What a person typing at vbank's prompt gets, read through a terminal emulator: long output
/// through their pager, words as they write them, and commands that find their scene.
@Suite("Typing at a terminal", .serialized)
struct TypingAtATerminalTests {
    private let home: String

    init() throws {
        home = try VBankExecutable.temporaryDirectory()
    }

    /// vbank at a 24-line UTF-8 terminal, its pager one that marks each line it shows.
    private func terminal(
        _ options: [String] = [], term: String = "xterm", lang: String = "C.UTF-8", columns: UInt16 = 80
    ) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(
            path: VBankExecutable.path,
            arguments: ["--demo", "--db", ":memory:", "--now", VBankExecutable.now, "--no-init"] + options,
            environment: [
                "HOME": home, "XDG_STATE_HOME": home + "/state", "TERM": term, "LANG": lang, "TZ": "UTC",
                "PATH": "/usr/bin:/bin", "PAGER": "sed 's/^/paged: /'",
            ], columns: columns)
        try terminal.waitFor("Home > ")
        return terminal
    }

    @Test func outputTallerThanTheScreen_goesThroughThePager_andShortOutputDoesNot() throws {
        let terminal = try terminal()

        // When `help`, taller than 24 lines, is typed, Then the pager shows it
        terminal.type("help\r")
        _ = try terminal.waitForScreen("help through the pager") { screen in
            screen.shownLines.contains { $0.hasPrefix("paged: Commands everywhere") }
        }

        // When `where`, three lines, is typed, Then it is written as it is
        terminal.type("where\r")
        let screen = try terminal.waitForScreen("where written") { screen in
            screen.shownLines.contains { $0.hasPrefix("1  Home") }
        }
        #expect(!screen.shownLines.contains { $0.hasPrefix("paged: 1  Home") })

        // When paging is turned off, Then even `help` is written as it is
        terminal.type("set pager off\r")
        try terminal.waitFor("no longer paged")
        terminal.type("clear\r")
        terminal.type("help\r")
        let unpaged = try terminal.waitForScreen("help written") { screen in
            screen.shownLines.contains { $0.hasPrefix("Type 'help COMMAND' for details.") }
        }
        #expect(!unpaged.shownLines.contains { $0.hasPrefix("paged: ") })
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func noPager_writesTallOutputAsItIs() throws {
        let terminal = try terminal(["--no-pager"])

        terminal.type("help\r")
        let screen = try terminal.waitForScreen("help written") { screen in
            screen.shownLines.contains { $0.hasPrefix("Type 'help COMMAND' for details.") }
        }

        #expect(!screen.shownLines.contains { $0.hasPrefix("paged: ") })
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func anApostropheIsALetter_andACommandOfTheSceneBelowRunsThere() throws {
        let terminal = try terminal(["--no-pager"])

        // When a search with an apostrophe is typed, Then it runs: no quote is left open
        terminal.type("search joe's\r")
        try terminal.waitFor("Search · joe's")

        // When Home's `accounts` is typed in the search, Then the search is left for the accounts
        terminal.type("accounts\r")
        try terminal.waitFor("Accounts > ")
        terminal.type("where\r")
        let screen = try terminal.waitForScreen("the stack") { screen in
            screen.shownLines.contains { $0.hasPrefix("2  Accounts") }
        }

        #expect(!screen.shownLines.contains { $0.contains("unterminated quote") || $0.contains("not a command") })
        #expect(!screen.shownLines.contains { $0.hasPrefix("3  Search") })
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func tab_listsAccountsWithTheirTypeAndBalance_andCategoriesWithTheirKind() throws {
        let terminal = try terminal(["--no-pager"])
        terminal.type("accounts\r")
        try terminal.waitFor("Accounts > ")

        // When Tab is pressed after `open `
        terminal.type("open \t")

        // Then each account is listed on its own line, its description aligned beside it
        let accounts = try terminal.waitForScreen("described accounts") { screen in
            screen.shownLines.contains { $0.hasPrefix("Rainy day  savings, $12,000.00") }
        }
        #expect(accounts.shownLines.contains { $0.hasPrefix("Everyday   checking, $5,432.50") })

        // When the line is finished and a filter's category is completed
        terminal.type("1\r")
        try terminal.waitFor("Everyday > ")
        terminal.type("transactions\r")
        try terminal.waitFor("Transactions > ")
        terminal.type("filter category s\t")
        let categories = try terminal.waitForScreen("described categories") { screen in
            screen.shownLines.contains { $0.hasPrefix("salary    income") }
        }
        #expect(categories.shownLines.contains { $0.hasPrefix("shopping  spending") })
        terminal.type("\u{15}quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test(arguments: [(["--accessible"], "xterm"), ([], "dumb")])
    func accessibleMode_saysChartsInWords_withNoBlockCharacters(options: [String], term: String) throws {
        let terminal = try terminal(["--no-pager"] + options, term: term)

        // When the insights and an account's balance history are shown
        terminal.type("insights\r")
        let insights = try terminal.waitForScreen("the spending in words") { screen in
            screen.shownLines.contains { $0.hasPrefix("1. ") && $0.hasSuffix(" of spending") }
        }
        terminal.type("accounts\r")
        try terminal.waitFor("Accounts > ")
        terminal.type("open 1\r")
        let account = try terminal.waitForScreen("the balance history in words") { screen in
            screen.shownLines.contains { $0.hasPrefix("30 days: ") }
        }

        // Then nothing on the screen is drawn with block characters
        let blocks: ClosedRange<Character> = "\u{2580}"..."\u{259F}"
        for screen in [insights, account] {
            #expect(!screen.shownLines.joined().contains { blocks.contains($0) }, "\(screen.shownLines)")
        }
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func wordAndLineKeys_moveAndDeleteAsInBash_andInsertNothing() throws {
        let terminal = try terminal(["--no-pager"])

        // When Ctrl-Left goes back a word and Ctrl-K cuts the rest, the line is `accounts `
        terminal.type("accounts nonsense\u{1B}[1;5D\u{0B}\r")
        try terminal.waitFor("Accounts > ")

        // When Home, Delete, End and Alt-B, Alt-F, Ctrl-Right edit `xhome`, it becomes `home`
        terminal.type("xhome\u{1B}[H\u{1B}[3~\u{1B}b\u{1B}f\u{1B}[1;5D\u{1B}[1;5C\u{1B}[F\r")
        let screen = try terminal.waitForScreen("Home again") { screen in
            screen.shownLines.last?.hasPrefix("vbank › Home >") == true
        }

        // Then no key's sequence was typed into a line, and both lines ran as edited
        #expect(!screen.shownLines.contains { $0.contains(";5D") || $0.contains("[3~") || $0.contains("error:") })
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func aResize_drawsThePromptAndTheLineOnce() throws {
        let terminal = try terminal(["--no-pager"])
        terminal.type("acc")
        try terminal.waitFor("acc")

        // When the window is resized while a line is half typed
        terminal.resize(columns: 100)
        terminal.type("o")
        let screen = try terminal.waitForScreen("the line redrawn") { screen in
            screen.shownLines.contains { $0.hasSuffix("> acco") }
        }

        // Then the prompt and line are on the screen once, the cursor after the line
        let prompts = screen.shownLines.filter { $0.contains("vbank › Home >") }
        #expect(prompts == ["vbank › Home > acco"], "\(screen.shownLines)")
        terminal.type("unts\r")
        try terminal.waitFor("Accounts > ")
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func aStopAndContinue_drawsThePromptAndTheLineAgain() throws {
        let terminal = try terminal(["--no-pager"])
        terminal.type("acc")
        try terminal.waitFor("acc")

        // When the program is stopped and continued while a line is half typed
        terminal.stopAndContinue()

        // Then the prompt and the line are drawn again, and the line goes on as typed
        try terminal.waitFor("vbank › Home > acc")
        terminal.type("ounts\r")
        try terminal.waitFor("Accounts > ")
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func aNarrowScreen_cutsMemosBeforeDates() throws {
        let terminal = try terminal(["--no-pager"], columns: 50)

        // When an account's transactions are shown 50 columns wide
        terminal.type("accounts\r")
        try terminal.waitFor("Accounts > ")
        terminal.type("open 1\r")
        try terminal.waitFor("Everyday > ")
        terminal.type("transactions\r")
        let screen = try terminal.waitForScreen("the page") { screen in
            screen.shownLines.contains { $0.hasPrefix(" 1  Yesterday") }
        }

        // Then the memos are cut and the dates are whole
        #expect(!screen.shownLines.contains { $0.contains("Yesterd…") }, "\(screen.shownLines)")
        #expect(screen.shownLines.contains { $0.contains("Yesterday  Fres…") }, "\(screen.shownLines)")
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func inTheCLocale_everySymbolIsASCII_andAmountsNameTheirCurrency() throws {
        let terminal = try terminal(["--no-pager"], lang: "C")

        // When a euro account is opened and the accounts are listed, in a locale that is not UTF-8
        terminal.type("accounts\r")
        try terminal.waitFor("Accounts > ")
        terminal.type("new-account Paris checking --currency EUR --opening 5\r")
        try terminal.waitFor("Accounts > ")
        terminal.type("accounts\r")
        let screen = try terminal.waitForScreen("the euro account") { screen in
            screen.shownLines.contains { $0.hasPrefix("6  Paris") }
        }

        // Then its balance is written with the currency's code, and the prompt in ASCII
        #expect(screen.shownLines.contains { $0.hasPrefix("6  Paris") && $0.hasSuffix("EUR 5.00") })
        #expect(screen.shownLines.last?.hasPrefix("vbank > Home > Accounts >") == true, "\(screen.shownLines)")
        #expect(!screen.shownLines.joined().unicodeScalars.contains { !$0.isASCII }, "\(screen.shownLines)")
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }
}
