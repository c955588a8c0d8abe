import BankData
import BankDomain
import BankScenes
import Foundation
import GRDB
import Testing

/// `vbank backup FILE`, `vbank restore FILE` and `vbank verify` from the command line, and the same
/// three as commands in Settings.
@Suite("vbank backup, restore and verify")
struct BackupRestoreVerifyTests {
    private let home: String
    private let bank: String

    init() throws {
        home = try VBankExecutable.temporaryDirectory()
        bank = try StorageFaultSessionTests.makeBank(in: home)
    }

    private func vbank(_ arguments: [String], input: String = "") throws -> VBankExecutable.Run {
        try VBankExecutable.run(
            arguments + ["--demo", "--db", bank, "--now", VBankExecutable.now], input: input, home: home,
            environment: ["COLUMNS": "200"])
    }

    /// The size of the file at `path` as vbank writes it.
    private func size(of path: String) throws -> String {
        let bytes = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
        return BankFormatting(clock: FixedClock(now: Date()), timeZone: .current).fileSize(Int64(bytes))
    }

    private func mode(of path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? -1) & 0o777
    }

    @Test func verify_reportsASoundBank_andExitsWithZero() throws {
        let run = try vbank(["verify"])

        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        #expect(
            run.output
                == lines(
                    "Bank check · \(bank)", "",
                    "File:      whole: SQLite's integrity check found nothing wrong",
                    "Version:   13, the newest this vbank knows",
                    "Money:     every balance equals its ledger (5 accounts, 2,600 transactions)",
                    "Tallies:   agree with the ledger",
                    "Transfers: the two rows of each transfer balance", "",
                    "The bank is sound: its file is whole and every balance equals its ledger."))
    }

    @Test func verify_findsABalanceThatIsNotItsLedger_andExitsWithOne() throws {
        // Given a balance changed behind vbank's back
        try DatabaseQueue(path: bank).write { db in
            try db.execute(sql: "UPDATE account SET balanceMinor = balanceMinor - 500 WHERE id = 2")
        }

        // When
        let run = try vbank(["verify"])

        // Then
        #expect(run.status == 1)
        #expect(
            run.output.contains(
                "Money:     Rainy day ****3428: the balance is $11,995.00, but its ledger comes to $12,000.00"))
        #expect(
            run.errors
                == lines(
                    "error: the bank has 1 problem",
                    "  Restore it from a backup: vbank restore FILE."))
    }

    @Test func backupThenRestore_bringTheBankBack_keepingTheOldOneBesideIt() throws {
        // Given a backup taken, then a transfer
        let backup = home + "/monday.sqlite"
        let backedUp = try vbank(["backup", backup])
        let atBackup = try StorageFaultSessionTests.ledger(of: bank)
        _ = try vbank([], input: "transfer\nfrom 1\nto 2\namount 100\nconfirm\n")
        let afterTransfer = try StorageFaultSessionTests.ledger(of: bank)

        // When the backup is restored
        let restored = try vbank(["restore", backup])

        // Then
        #expect(backedUp.status == 0)
        #expect(
            backedUp.output
                == lines(
                    "Backed up the bank to '\(backup)' (\(try size(of: backup)): 5 accounts, 2,600 transactions); "
                        + "the copy passes its check."))
        #expect(try mode(of: backup) == 0o600)
        #expect(restored.status == 0)
        let kept = bank + ".before-restore-20260115T100000Z"
        #expect(restored.output.contains("The bank as it was is kept in '\(kept)'."))
        #expect(restored.output.hasSuffix("Restored the bank from '\(backup)'.\n"))
        #expect(try StorageFaultSessionTests.ledger(of: bank) == atBackup)
        #expect(try StorageFaultSessionTests.ledger(of: kept) == afterTransfer)
        #expect(try vbank(["verify"]).status == 0)
    }

    @Test func aDamagedBackup_isRefused_andTheBankIsAsItWas() throws {
        // Given a backup whose end was cut off
        let backup = home + "/cut.sqlite"
        _ = try vbank(["backup", backup])
        try FileHandle(forWritingAtPath: backup).map { try $0.truncate(atOffset: 200_000) }
        let before = try Data(contentsOf: URL(fileURLWithPath: bank))

        // When
        let run = try vbank(["restore", backup])

        // Then
        #expect(run.status == 1)
        #expect(run.output.contains("File:    damaged: SQLite's integrity check found 1 problem"))
        #expect(run.output.contains("The bank was not replaced."))
        #expect(
            run.errors.hasPrefix("error: '\(backup)' did not pass its check (1 problem): the bank is as it was\n"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: bank)) == before)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: home).filter { $0.contains("before-restore") }.isEmpty)
    }

    @Test func aBankWhoseFirstPageIsGone_isRestored_andItsBytesKept() throws {
        // Given a backup, then a bank whose first page was overwritten
        let backup = home + "/good.sqlite"
        _ = try vbank(["backup", backup])
        let handle = try #require(FileHandle(forWritingAtPath: bank))
        try handle.write(contentsOf: Data(repeating: 0, count: 4_096))
        try handle.close()
        let damaged = try Data(contentsOf: URL(fileURLWithPath: bank))
        #expect(try vbank(["verify"]).status == 1)

        // When
        let run = try vbank(["restore", backup])

        // Then the bank is sound again, and its damaged bytes are kept
        #expect(run.status == 0)
        #expect(try vbank(["verify"]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: bank + ".before-restore-20260115T100000Z")) == damaged)
    }

    @Test func aRestoreWhereThereIsNoBankYet_makesIt_readableByItsOwnerOnly() throws {
        // Given a backup, and a machine with no bank yet
        let backup = home + "/monday.sqlite"
        _ = try vbank(["backup", backup])
        let fresh = home + "/new/bank.sqlite"
        try FileManager.default.createDirectory(atPath: home + "/new", withIntermediateDirectories: false)

        // When
        let run = try VBankExecutable.run(["restore", backup, "--db", fresh], home: home)

        // Then the bank is the backup, nothing was kept (there was nothing), and the file is 0600
        #expect(run.status == 0, "\(run.errors)")
        #expect(!run.output.contains("kept in"))
        #expect(try StorageFaultSessionTests.ledger(of: fresh) == StorageFaultSessionTests.ledger(of: backup))
        #expect(try mode(of: fresh) == 0o600)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: home + "/new").filter { !$0.hasPrefix("bank.sqlite") }
                .isEmpty)
    }

    @Test func theSameThree_workInASession_inSettings() throws {
        // When a session checks the bank, backs it up and restores the backup once it is confirmed
        let backup = home + "/session.sqlite"
        let run = try vbank([], input: "settings\nverify\nbackup \(backup)\nrestore \(backup)\nconfirm\nhome\n")

        // Then
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        #expect(run.output.contains("Type 'confirm' to restore, or 'cancel' to keep the bank as it is."))
        #expect(run.output.contains("The bank is sound: its file is whole and every balance equals its ledger."))
        #expect(run.output.contains("Backed up the bank to '\(backup)'"))
        #expect(run.output.contains("Restored the bank from '\(backup)'. Type 'home' to see it."))
        #expect(run.output.hasSuffix(lines("Today, 4:05 AM  Travel     Withdrawal      -$246.69")))
    }

    @Test func aBankInMemory_hasNoFileForTheCommandLine() throws {
        let run = try VBankExecutable.run(["verify", "--db", ":memory:"], home: home)

        #expect(run.status == 2)
        #expect(run.errors.contains("backup, restore and verify work on a bank file, not on :memory:."))
    }
}
