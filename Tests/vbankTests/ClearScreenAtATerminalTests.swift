import Foundation
import Testing
import ViperaTesting

/// Ctrl-L and `clear` at a terminal, read through a terminal emulator.
@Suite("Clearing the screen at a terminal", .serialized)
struct ClearScreenAtATerminalTests {
    private let home: String

    init() throws {
        home = try VBankExecutable.temporaryDirectory()
    }

    private func terminal() throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(
            path: VBankExecutable.path,
            arguments: ["--demo", "--db", ":memory:", "--now", VBankExecutable.now, "--no-init"],
            environment: [
                "HOME": home, "XDG_STATE_HOME": home + "/state", "TERM": "xterm", "LANG": "C.UTF-8", "TZ": "UTC",
                "PAGER": "cat",
            ])
        try terminal.waitFor("Home > ")
        return terminal
    }

    @Test func ctrlL_clearsTheScreen_andKeepsTheHalfTypedLine() throws {
        let terminal = try terminal()

        terminal.type("acc\u{0C}")
        let screen = try terminal.waitForScreen("a cleared screen") { $0.shownLines == ["vbank › Home > acc"] }

        #expect(screen.cursorRow == 0)
        terminal.type("ounts\r")
        try terminal.waitFor("Accounts > ")
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func theClearCommand_leavesOnlyTheNextPrompt() throws {
        let terminal = try terminal()

        terminal.type("clear\r")
        let screen = try terminal.waitForScreen("a cleared screen") { $0.shownLines == ["vbank › Home >"] }

        #expect(screen.cursorRow == 0)
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }
}
