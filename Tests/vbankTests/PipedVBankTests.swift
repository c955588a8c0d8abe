import Foundation
import Testing

/// `vbank` as a process: piped input, exit codes, its database file and clock. What each scene
/// shows is specified by the transcripts in Tests/Transcripts.
@Suite("vbank piped", .serialized)
struct PipedVBankTests {
    private let home: String

    init() throws {
        home = try VBankExecutable.temporaryDirectory()
    }

    private let homeScreen = lines(
        "Home",
        "Total balance: $22,318.05",
        "",
        "Accounts",
        "Name       Type         Balance",
        "---------  --------  ----------",
        "Everyday   checking   $5,432.50",
        "Rainy day  savings   $12,000.00",
        "Travel     savings    $3,250.75",
        "Visa       credit    -$1,240.30",
        "Joint      checking   $2,875.10",
        "",
        "Latest 5 transactions",
        "Date            Account    Memo              Amount",
        "--------------  ---------  --------------  --------",
        "Today, 6:40 AM  Joint      Hardware Hub     -$37.03",
        "Today, 6:15 AM  Joint      Noodle Bar       -$20.23",
        "Today, 4:39 AM  Rainy day  Standing order  +$291.16",
        "Today, 4:38 AM  Joint      Online Store    -$137.56",
        "Today, 4:05 AM  Travel     Withdrawal      -$246.69"
    )

    @Test func home_isTheFirstScreen() throws {
        let run = try VBankExecutable.inMemory("quit\n", home: home)

        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        #expect(run.output == homeScreen)
    }

    @Test func benchmarkNavigation_runsCleanly() throws {
        let cycle = "accounts\nopen 2\ntransactions\nnext\nprev\nback\nback\nhome\n"

        let run = try VBankExecutable.inMemory(String(repeating: cycle, count: 3), home: home)

        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        #expect(
            run.output.components(separatedBy: "Transactions · Rainy day\nPage 2 of 26 · 520 transactions").count == 4)
        #expect(run.output.hasSuffix(homeScreen))
    }

    @Test func mistakes_areReportedWithLineNumbersAndExitOne() throws {
        let run = try VBankExecutable.inMemory("acounts\naccounts\nopen 9\nback\nback\n", home: home)

        #expect(run.status == 1)
        #expect(
            run.errors
                == lines(
                    "<stdin>:1:1: error: unknown command 'acounts'",
                    "acounts",
                    "^~~~~~~",
                    "  Did you mean 'accounts'? Type 'help' to see the commands.",
                    "<stdin>:3:6: error: ACCOUNT must be a number from 1 to 5 or the start of a name, not '9'",
                    "open 9",
                    "     ^",
                    "  usage: open ACCOUNT",
                    "<stdin>:5: error: already at Home: there is nothing to go back to",
                    "  Type 'quit' to leave, or 'help' to see what you can do here."
                ))
    }

    @Test func transferSurvivesARestart() throws {
        let database = home + "/bank.sqlite"

        let first = try VBankExecutable.run(
            ["--demo", "--db", database, "--now", VBankExecutable.now],
            input: "transfer\nfrom 1\nto 2\namount 10\nconfirm\n",
            home: home
        )
        let second = try VBankExecutable.run(["--demo", "--db", database], input: "accounts\n", home: home)

        #expect(first.status == 0 && second.status == 0)
        #expect(second.output.contains("1  Everyday   checking  ****4641   $5,422.50\n"))
        #expect(second.output.contains("2  Rainy day  savings   ****3428  $12,010.00\n"))
    }

    @Test func defaultDatabase_isCreatedUnderXDGDataHome_forItsOwnerOnly() throws {
        let run = try VBankExecutable.run(["--now", VBankExecutable.now], input: "quit\n", home: home)

        let folder = try FileManager.default.attributesOfItem(atPath: home + "/data/vbank")
        let file = try FileManager.default.attributesOfItem(atPath: home + "/data/vbank/bank.sqlite")
        #expect(run.status == 0)
        #expect((folder[.posixPermissions] as? Int).map { $0 & 0o777 } == 0o700)
        #expect((file[.posixPermissions] as? Int).map { $0 & 0o777 } == 0o600)
    }

    @Test func vbankNow_fixesTheClockLikeTheFlag() throws {
        let run = try VBankExecutable.run(
            ["--demo", "--db", ":memory:"], input: "quit\n", home: home, environment: ["VBANK_NOW": VBankExecutable.now]
        )

        #expect(run.output == homeScreen)
    }

    @Test func badStarts_failClearly() throws {
        let notes = home + "/notes.txt"
        try "my notes".write(toFile: notes, atomically: true, encoding: .utf8)

        let badNow = try VBankExecutable.run(["--now", "yesterday"], home: home)
        let missingFolder = try VBankExecutable.run(["--demo", "--db", home + "/missing/bank.sqlite"], home: home)
        let notADatabase = try VBankExecutable.run(["--demo", "--db", notes], home: home)
        let folder = try VBankExecutable.run(["--demo", "--db", home], home: home)

        #expect(badNow.status == 2)
        #expect(
            badNow.errors.contains("--now must be an ISO 8601 moment such as 2026-01-15T10:00:00Z, not 'yesterday'."))
        #expect(missingFolder.status == 1)
        #expect(
            missingFolder.errors
                == lines(
                    "error: the folder '\(home)/missing' does not exist: vbank changed nothing",
                    "  Create the folder first, or give a path in a folder that exists."))
        #expect(notADatabase.status == 1)
        #expect(
            notADatabase.errors.hasPrefix("error: '\(notes)' is not a vbank bank file: vbank changed nothing\n"))
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "my notes")
        #expect(folder.status == 1)
        #expect(folder.errors.hasPrefix("error: '\(home)' is a folder, not a file: vbank changed nothing\n"))
    }

    @Test func scenesSubcommand_printsScenesMarkdown() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()

        let run = try VBankExecutable.run(["scenes", "--markdown"], home: home)

        #expect(run.status == 0)
        #expect(run.output == (try String(contentsOf: root.appendingPathComponent("scenes.md"), encoding: .utf8)))
    }
}
