import Foundation
import GRDB
import Testing

/// `--at` deep links, `where --link`, and `--check` dry runs, as a user runs them.
@Suite("vbank deep links and dry runs", .serialized)
struct DeepLinkAndCheckTests {
    private let home: String

    init() throws {
        home = try VBankExecutable.temporaryDirectory()
    }

    // MARK: - Deep Links

    @Test func at_startsAtTheLinkedScene_showingOnlyIt() throws {
        let run = try VBankExecutable.inMemory(
            "where\n", home: home, extra: ["--at", "accounts; open rainy; transactions"])

        #expect(run.status == 0)
        #expect(run.output.hasPrefix("Transactions · Rainy day\n"))
        #expect(!run.output.contains("Total balance"))
        #expect(run.output.contains("4  Transactions   Transactions\n"))
    }

    @Test func at_aStepThatFails_stopsWithItsStepAndColumn_andExitTwo() throws {
        let run = try VBankExecutable.inMemory("where\n", home: home, extra: ["--at", "accounts; open nowhere"])

        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(
            run.errors
                == lines(
                    "--at:2:6: error: ACCOUNT must be a number from 1 to 5 or the start of a name, not 'nowhere'",
                    "open nowhere",
                    "     ^~~~~~~",
                    "  usage: open ACCOUNT"
                ))
    }

    @Test func whereLink_printsTheStackAsAnAtValue_thatLeadsBackToIt() throws {
        // Given a stack reached by abbreviations and positions
        let first = try VBankExecutable.inMemory("acc\no 2\ntransactions\nwhere --link\n", home: home)
        let link = try #require(first.output.split(separator: "\n").last)

        // Then the link names every step in full, by name
        #expect(link == "--at 'accounts; open \"Rainy day\"; transactions'")

        // When a new session starts at it
        let value = String(link.dropFirst("--at '".count).dropLast())
        let second = try VBankExecutable.inMemory("where --link\n", home: home, extra: ["--at", value])

        // Then it is at the same place, with the same link
        #expect(second.output.hasPrefix("Transactions · Rainy day\n"))
        #expect(second.output.hasSuffix(String(link) + "\n"))
    }

    // MARK: - Dry Runs

    @Test func check_walksTheScript_reportsEachRefusal_andChangesNoByteOfTheBank() throws {
        // Given a bank file and a script that moves money, imports, exports and makes mistakes
        let bank = home + "/bank.sqlite"
        _ = try VBankExecutable.run(["--demo", "--db", bank, "-c", "accounts"], home: home)
        let statement = home + "/statement.csv"
        try "date,memo,amount,category\n2026-01-02,Refund,12.50,shopping\n".write(
            toFile: statement, atomically: true, encoding: .utf8)
        let script = home + "/script.txt"
        try """
        accounts
        open everyday
        transfer
        to rainy
        amount 10
        confirm
        import \(statement)
        transactions
        export \(home)/out.csv
        opne 1
        export /no/such/folder/out.csv
        """.write(toFile: script, atomically: true, encoding: .utf8)
        let before = try snapshot(of: bank)

        // When it is checked
        let run = try VBankExecutable.run(["--demo", "--db", bank, "--check", "--script", script], home: home)

        // Then every line was run against the scene it reached, the refusals point at their line
        #expect(run.status == 1)
        #expect(run.output == "11 commands checked, 2 failed\n")
        #expect(run.errors.contains("\(script):10:1: error: unknown command 'opne'\n"))
        #expect(
            run.errors.contains(
                "\(script):11: error: cannot write to '/no/such/folder/out.csv': the folder '/no/such/folder' does not exist"
            ))
        // And the import said what it would have imported
        #expect(
            run.errors.hasPrefix("--check: would import 1 transaction into Everyday from \(statement) (+$12.50 in all)")
        )
        #expect(run.errors.contains("2026-01-02  Refund  +$12.50"))
        // And nothing was kept: the bank's bytes, no WAL or other file beside it, no export
        #expect(try snapshot(of: bank) == before)
        for beside in ["-wal", "-shm"] {
            #expect(!FileManager.default.fileExists(atPath: bank + beside))
        }
        #expect(!FileManager.default.fileExists(atPath: home + "/out.csv"))
        let after = try VBankExecutable.run(["--demo", "--db", bank, "-c", "accounts; open everyday"], home: home)
        #expect(after.output.contains("Balance: $5,432.50"))
    }

    @Test func check_ofRecordsCorrectionsAndUndo_changesNoByteOfTheBank() throws {
        // Given a bank file
        let bank = home + "/bank.sqlite"
        _ = try VBankExecutable.run(["--demo", "--db", bank, "-c", "accounts"], home: home)
        let before = try snapshot(of: bank)

        // When a spend, a correction of every kind, a delete and an undo are checked
        let run = try VBankExecutable.run(
            [
                "--demo", "--db", bank, "--check", "-c",
                "spend 4.50 at Kiosk from Everyday category dining; confirm; accounts; open 1; transactions; open 1; "
                    + "category groceries; memo Oat cortado; note with Priya; delete; open 1; undo; confirm",
            ], home: home)

        // Then each ran, and nothing was kept
        #expect(run.status == 0, "\(run.errors)")
        #expect(try snapshot(of: bank) == before)
        let after = try VBankExecutable.run(["--demo", "--db", bank, "-c", "accounts; open everyday"], home: home)
        #expect(after.output.contains("Balance: $5,432.50"))
    }

    @Test func check_ofASplitAReconciliationAnUndoAtHomeAndAReopening_changesNoByteOfTheBank() throws {
        // Given a bank file
        let bank = home + "/bank.sqlite"
        _ = try VBankExecutable.run(["--demo", "--db", bank, "-c", "accounts"], home: home)
        let before = try snapshot(of: bank)

        // When a reconciliation, a split, an undo from Home and a closed account reopened are checked
        let run = try VBankExecutable.run(
            [
                "--demo", "--db", bank, "--check", "-c",
                "accounts; open 1; reconcile 5,432.50; transactions; open 2; split 1 groceries other; home; undo; "
                    + "confirm; accounts; new-account Jar savings; close Jar; home; accounts --closed; reopen Jar",
            ], home: home)

        // Then each ran, and nothing was kept
        #expect(run.status == 0, "\(run.errors)")
        #expect(try snapshot(of: bank) == before)
    }

    @Test func at_aRowsDetail_opensIt_andChangesNothing() throws {
        // Given a bank file
        let bank = home + "/bank.sqlite"
        _ = try VBankExecutable.run(["--demo", "--db", bank, "-c", "accounts"], home: home)
        let before = try snapshot(of: bank)

        // When vbank starts at a row's detail and leaves
        let run = try VBankExecutable.run(
            ["--demo", "--db", bank, "--at", "accounts; open 1; transactions; open 1", "-c", "where"], home: home)

        // Then it was shown, with its commands, and the bank is as it was
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("Transaction"))
        #expect(try snapshot(of: bank) == before)
    }

    @Test func check_ofABackupAndARestore_writesNoFile_andLeavesTheBankAsItWas() throws {
        // Given a bank file, a backup of it, then a transfer the backup does not have
        let bank = home + "/bank.sqlite"
        _ = try VBankExecutable.run(["--demo", "--db", bank, "-c", "accounts"], home: home)
        _ = try VBankExecutable.run(["--demo", "--db", bank, "backup", home + "/monday.sqlite"], home: home)
        _ = try VBankExecutable.run(
            ["--demo", "--db", bank, "-c", "transfer; from 1; to 2; amount 10; confirm"], home: home)
        let before = try snapshot(of: bank)

        // When a script that backs up, restores and checks is checked
        let run = try VBankExecutable.run(
            [
                "--db", bank, "--check", "-c",
                "settings; backup \(home)/tuesday.sqlite; restore \(home)/monday.sqlite; confirm; verify",
            ],
            home: home)

        // Then every command went through, and nothing was written or replaced
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == "5 commands checked, 0 failed\n")
        #expect(try snapshot(of: bank) == before)
        #expect(!FileManager.default.fileExists(atPath: home + "/tuesday.sqlite"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: home).filter { $0.contains("before-restore") }.isEmpty)
    }

    @Test func check_whileAnotherSessionHoldsTheBank_leavesItsWALAsItWas() throws {
        // Given a bank another connection is writing to, with a WAL beside it
        let bank = home + "/shared.sqlite"
        _ = try VBankExecutable.run(["--demo", "--db", bank, "-c", "accounts"], home: home)
        var configuration = Configuration()
        configuration.journalMode = .wal
        let other = try DatabaseQueue(path: bank, configuration: configuration)
        try other.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA wal_autocheckpoint = 0")
            try db.execute(sql: "UPDATE account SET name = 'Everyday plus' WHERE name = 'Everyday'")
        }
        let before = try snapshot(of: bank)

        // When a script is checked against it
        let run = try VBankExecutable.run(
            [
                "--demo", "--db", bank, "--check", "-c",
                "accounts; open \"Everyday plus\"; transfer; to rainy; amount 5; confirm",
            ],
            home: home)

        // Then it saw the other session's change, and neither the file nor the WAL changed
        #expect(run.status == 0)
        #expect(run.output == "6 commands checked, 0 failed\n")
        #expect(try snapshot(of: bank) == before)
        try other.close()
    }

    @Test func check_inJSON_endsWithASummaryObject_andErrorsCarryTheirColumn() throws {
        let run = try VBankExecutable.inMemory(
            "", home: home, extra: ["--check", "--output", "json", "-c", "accounts; opne 1"])

        #expect(run.status == 1)
        #expect(run.output == #"{"kind":"check","scene":"Accounts","viewModel":{"commands":2,"errors":1}}"# + "\n")
        #expect(run.errors.hasPrefix(#"{"column":1,"file":"<command-line>","#))
    }

    @Test func check_withTranscripts_isRefused() throws {
        let run = try VBankExecutable.run(["--check", "--check-transcript", "x.transcript"], home: home)

        #expect(run.status == 2)
        #expect(run.errors.contains("drop --at and --check"))
    }

    // MARK: - Helpers

    /// The bytes of the bank and of every file beside it whose name starts with the bank's.
    private func snapshot(of bank: String) throws -> [String: Data] {
        let folder = (bank as NSString).deletingLastPathComponent
        let name = (bank as NSString).lastPathComponent
        var files: [String: Data] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder) where file.hasPrefix(name) {
            guard !file.hasSuffix("-shm") else { continue }
            files[file] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + file))
        }
        return files
    }
}
