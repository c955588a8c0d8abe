import BankTesting
import Foundation
import Testing
import ViperaTesting

/// Two sessions on one bank: a transfer made in one shows in the other above its prompt, with the
/// half-typed line intact, on a bank file and on a server. The screen is read through a terminal
/// emulator, not from the bytes written.
@Suite("Notices of other sessions at a terminal", .serialized)
struct NoticesAtATerminalTests {
    private let home: String

    init() throws {
        home = try VBankExecutable.temporaryDirectory()
    }

    private static let transfer = "transfer\nfrom 1\nto 2\namount 12.34\nmemo Lunch\nconfirm\n"
    private static let debited = "notice: Everyday: -$12.34, transfer to Rainy day (another session)"
    private static let credited = "notice: Rainy day: +$12.34, transfer from Everyday (another session)"

    private func terminal(on bank: String, columns: UInt16 = 80, extra: [String: String] = [:]) throws
        -> PseudoTerminal
    {
        let environment = [
            "HOME": home, "XDG_STATE_HOME": home + "/state", "TERM": "xterm", "LANG": "C.UTF-8", "TZ": "UTC",
            "PAGER": "cat",
        ]
        return try PseudoTerminal(
            path: VBankExecutable.path, arguments: ["--demo", "--db", bank, "--now", VBankExecutable.now, "--no-init"],
            environment: environment.merging(extra) { $1 }, columns: columns)
    }

    /// Whether the screen shows the accounts scene's prompt after its list.
    private static func showsAccounts(_ screen: TerminalScreen) -> Bool {
        screen.shownLines.last?.hasPrefix("vbank › Home › Accounts >") == true
    }

    /// Types a half line at a terminal, has another session transfer, and checks the screen.
    private func checkHalfTypedLineSurvivesATransferElsewhere(bank: String) throws {
        // Given a session at a terminal with "acc" typed and not entered
        _ = try VBankExecutable.run(["--demo", "--db", bank], input: "quit\n", home: home)
        let terminal = try terminal(on: bank)
        try terminal.waitFor("Home > ")
        terminal.type("acc")
        try terminal.waitFor("acc")

        // When another session moves money
        let other = try VBankExecutable.run(["--demo", "--db", bank], input: Self.transfer, home: home)
        let screen = try terminal.waitForScreen("both notices") { $0.shownLines.contains(Self.credited) }

        // Then both rows are told above the prompt, which is drawn once more with "acc" after it
        #expect(other.status == 0, "\(other.errors)")
        let shown = screen.shownLines
        #expect(Array(shown.suffix(3)) == [Self.debited, Self.credited, "vbank › Home > acc"], "\(shown)")
        #expect(shown.filter { $0.hasSuffix("Home > acc") }.count == 1, "\(shown)")
        #expect(screen.cursorRow == shown.count - 1 && screen.cursorColumn == "vbank › Home > acc".count)

        // And Enter runs the line as typed
        terminal.type("ounts\r")
        let after = try terminal.waitForScreen("the accounts") { Self.showsAccounts($0) }
        #expect(after.shownLines.contains("vbank › Home > accounts"), "\(after.shownLines)")
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func inAccessibleMode_aTransferElsewhere_isToldInPlainLinesBeforeTheNextPrompt() throws {
        // Given a session for a screen reader with "acc" typed and not entered
        let bank = home + "/bank.sqlite"
        _ = try VBankExecutable.run(["--demo", "--db", bank], input: "quit\n", home: home)
        let terminal = try terminal(on: bank, extra: ["VIPERA_ACCESSIBLE": "1"])
        try terminal.waitFor("Home > ")
        terminal.type("acc")
        try terminal.waitFor("acc")

        // When another session moves money, and the session has had time to hear of it
        let other = try VBankExecutable.run(["--demo", "--db", bank], input: Self.transfer, home: home)
        usleep(1_500_000)

        // Then nothing is drawn over the line being typed
        #expect(other.status == 0, "\(other.errors)")
        let typing = terminal.screen.shownLines
        #expect(typing.last == "vbank › Home > acc" && !typing.contains(Self.debited), "\(typing)")

        // And once the line runs, the notices follow its output as plain lines, before the prompt
        terminal.type("ounts\r")
        let after = try terminal.waitForScreen("the notices") { Self.showsAccounts($0) }
        #expect(Array(after.shownLines.suffix(3).dropLast()) == [Self.debited, Self.credited], "\(after.shownLines)")
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    // MARK: - Both backends

    @Test func onABankFile_aTransferElsewhere_isToldAboveTheHalfTypedLine() throws {
        try checkHalfTypedLineSurvivesATransferElsewhere(bank: home + "/bank.sqlite")
    }

    @Test func onAServer_aTransferElsewhere_isToldAboveTheHalfTypedLine() throws {
        try checkHalfTypedLineSurvivesATransferElsewhere(bank: try TestPostgresServer.shared().freshDatabase().url)
    }

    // MARK: - Narrow, plain and wide

    @Test func at40ColumnsWithoutColour_aWrappedLineOfWideCharacters_isDrawnAgainWhole() throws {
        // Given a plain 40-column terminal whose typed line of wide characters wraps onto a second row
        let bank = home + "/narrow.sqlite"
        _ = try VBankExecutable.run(["--demo", "--db", bank], input: "quit\n", home: home)
        let terminal = try terminal(on: bank, columns: 40, extra: ["NO_COLOR": "1"])
        try terminal.waitFor("Home > ")
        let typed = "help " + String(repeating: "界", count: 15)
        terminal.type(typed)
        try terminal.waitForScreen("the typed line") { $0.shownLines.suffix(2).joined().hasSuffix(typed) }

        // When another session moves money
        _ = try VBankExecutable.run(["--demo", "--db", bank], input: Self.transfer, home: home)
        // (the notices are written, then the line is drawn again: a busy machine can show the
        // first without the second, so the wait is for both)
        let screen = try terminal.waitForScreen("the notices, and the line drawn again under them") { screen in
            screen.shownLines.contains { $0.hasPrefix("notice: Rainy day:") }
                && screen.shownLines.suffix(2).joined() == "vbank › Home > " + typed
        }

        // Then the two rows under the notices hold the prompt and the whole typed line, once
        let shown = screen.shownLines
        #expect(shown.joined().components(separatedBy: "界界界界界界界界界界界界界界界").count == 2, "\(shown)")
        #expect(!terminal.transcript.contains("\u{1B}[36m"))
        #expect(screen.cursorRow == shown.count - 1)
        terminal.type("\u{03}")
        try terminal.waitForScreen("an empty prompt") { $0.shownLines.last == "vbank › Home >" }
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    // MARK: - A server that restarts

    @Test func afterTheServerRestarts_theSessionListensAgain_andTellsWhatWasAddedMeanwhile() throws {
        // Given a session at a terminal on a server of its own, which holds one connection
        let server = try TestPostgresServer.ofItsOwn()
        defer { server.shutDown() }
        let (name, url) = try server.freshDatabase()
        _ = try VBankExecutable.run(["--demo", "--db", url], input: "quit\n", home: home)
        let terminal = try terminal(on: url)
        try terminal.waitFor("Home > ")
        let connections =
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() "
            + "AND backend_type = 'client backend'"
        #expect(try server.psql(connections, database: name).trimmingCharacters(in: .whitespacesAndNewlines) == "1")

        // When the server restarts, and another session moves money before the first looks again
        try server.restart()
        let other = try VBankExecutable.run(["--demo", "--db", url], input: Self.transfer, home: home)

        // Then the first tells the gap, and the transfer's two rows after it: listed as added during
        // the gap, or heard as they came when the session was back before the transfer
        #expect(other.status == 0, "\(other.errors)")
        let screen = try terminal.waitForScreen("the transfer") { $0.shownLines.contains(Self.credited) }
        let shown = screen.shownLines.joined(separator: " ").split(separator: " ").joined(separator: " ")
        let gaps = [
            "other sessions added 2 transactions meanwhile, told below; ",
            "other sessions added no transactions meanwhile; ",
        ].map {
            "notice: the connection to the server was lost and is back: \($0)'refresh' reads the bank again for "
                + "anything else they changed \(Self.debited) \(Self.credited)"
        }
        #expect(gaps.contains { shown.contains($0) }, "\(screen.shownLines)")
        _ = try VBankExecutable.run(["--demo", "--db", url], input: Self.transfer, home: home)
        let again = try terminal.waitForScreen("the next") {
            $0.shownLines.filter { $0 == Self.credited }.count == 2
        }
        #expect(again.shownLines.filter { $0.hasPrefix("notice:") }.count == 5, "\(again.shownLines)")
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    // MARK: - Turned off

    @Test func withNoticesOff_nothingIsTold_andTheSettingIsRemembered() throws {
        // Given a bank whose user turned notices off in an earlier session
        let bank = home + "/quiet.sqlite"
        _ = try VBankExecutable.run(["--demo", "--db", bank], input: "settings\nset notices off\n", home: home)
        let terminal = try terminal(on: bank)
        try terminal.waitFor("Home > ")

        // When another session moves money, and the user looks at the accounts
        _ = try VBankExecutable.run(["--demo", "--db", bank], input: Self.transfer, home: home)
        Thread.sleep(forTimeInterval: 1)
        terminal.type("accounts\r")
        let screen = try terminal.waitForScreen("the accounts") { Self.showsAccounts($0) }

        // Then no notice was shown, and the accounts show the transfer
        #expect(!screen.shownLines.contains { $0.hasPrefix("notice:") }, "\(screen.shownLines)")
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }
}

/// Notices in a script: never on standard output, on standard error only with `--notices`.
@Suite("Notices of other sessions in a script", .serialized)
struct NoticesInAScriptTests {
    private let home: String

    init() throws {
        home = try VBankExecutable.temporaryDirectory()
    }

    /// Runs a script on a new bank file that waits at its second line while another session
    /// transfers, and returns what it wrote.
    private func scriptWaitingWhileAnotherTransfers(_ options: [String]) async throws -> VBankExecutable.Run {
        let bank = home + "/bank-\(options.joined()).sqlite"
        _ = try VBankExecutable.run(["--demo", "--db", bank], input: "quit\n", home: home)
        let script = try PipedConversation(["--demo", "--db", bank] + options, home: home)
        try script.send("accounts")
        try await script.waitForOutput(containing: "Joint")
        _ = try VBankExecutable.run(
            ["--demo", "--db", bank], input: "transfer\nfrom 1\nto 2\namount 12.34\nconfirm\n", home: home)
        try await Task.sleep(for: .seconds(1))
        try script.send("home")
        return try script.finish()
    }

    @Test func withoutTheFlag_noNoticeIsWrittenAnywhere() async throws {
        let run = try await scriptWaitingWhileAnotherTransfers([])

        #expect(run.status == 0)
        #expect(!run.output.contains("notice") && !run.errors.contains("notice"), "\(run.errors)")
        #expect(run.output.contains("$12,012.34"))
    }

    @Test func withTheFlag_noticesGoToStandardErrorOnly() async throws {
        let run = try await scriptWaitingWhileAnotherTransfers(["--notices"])

        #expect(
            run.errors
                == "notice: Everyday: -$12.34, transfer to Rainy day (another session)\n"
                + "notice: Rainy day: +$12.34, transfer from Everyday (another session)\n")
        #expect(!run.output.contains("notice"))
    }

    @Test func underJSON_noticesAreObjectsOfTheirOwnKind_onStandardError() async throws {
        let run = try await scriptWaitingWhileAnotherTransfers(["--notices", "--output", "json"])

        let notices = run.errors.split(separator: "\n")
        #expect(notices.count == 2, "\(run.errors)")
        #expect(
            notices.first
                == #"{"kind":"notice","scene":"Home","viewModel":{"message":"Everyday: -$12.34, transfer to Rainy day (another session)"}}"#
        )
        #expect(!run.output.contains("notice"))
    }
}
