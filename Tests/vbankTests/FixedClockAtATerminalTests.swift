import Foundation
import Testing
import ViperaTesting

/// A clock stopped by `--now` or a leftover `VBANK_NOW` dates every change in the past: at a
/// terminal vbank says so as it starts; a script, which stops it on purpose, is not told.
@Suite("A stopped clock, announced at a terminal", .serialized)
struct FixedClockAtATerminalTests {
    private let home: String

    init() throws {
        home = try VBankExecutable.temporaryDirectory()
    }

    @Test func aLeftoverVBANK_NOW_isAnnouncedAsTheSessionStarts() throws {
        // Given a session at a terminal with VBANK_NOW set
        let environment = [
            "HOME": home, "XDG_STATE_HOME": home + "/state", "TERM": "xterm", "LANG": "C.UTF-8", "TZ": "UTC",
            "VBANK_NOW": "2026-01-15T10:00:00Z", "PAGER": "cat",
        ]
        let terminal = try PseudoTerminal(
            path: VBankExecutable.path, arguments: ["--db", ":memory:", "--no-init"], environment: environment,
            columns: 120)

        // When it starts, Then it says the clock is stopped, by what, and how to start it again
        let screen = try terminal.waitForScreen("the warning") { screen in
            screen.shownLines.contains { $0.contains("the clock is stopped at 2026-01-15T10:00:00Z by VBANK_NOW") }
        }
        #expect(screen.shownLines.contains { $0.contains("unset VBANK_NOW") }, "\(screen.shownLines)")
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func aScript_isNotToldOfTheClockItStopped() throws {
        let run = try VBankExecutable.run(
            ["--db", ":memory:", "-c", "accounts"], home: home, environment: ["VBANK_NOW": "2026-01-15T10:00:00Z"])

        #expect(run.status == 0 && run.errors.isEmpty)
    }
}
