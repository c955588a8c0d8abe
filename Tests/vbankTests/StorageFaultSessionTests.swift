import BankData
import BankDomain
import Foundation
import GRDB
import Testing
import ViperaTesting

/// vbank as a user meets failing storage: a damaged file, a folder where the file should be, a
/// read-only folder (as a user other than root, since root ignores permissions), and a disk that
/// fills up before or during a session. For each: the exact message, no SQL or code, and the
/// bank as it was.
@Suite("vbank on failing storage")
struct StorageFaultSessionTests {
    /// What SQLite says of itself, which no user may read.
    static let technicalWords = ["SQLite", "SQLITE", "while executing", "INSERT", "SELECT", "sqlite_master", "error 1"]

    static func expectNoTechnicalWords(_ run: VBankExecutable.Run) {
        for word in technicalWords {
            #expect(!(run.output + run.errors).contains(word), "\(word) in \(run.errors)")
        }
    }

    /// A bank file made by vbank in `folder`.
    static func makeBank(in folder: String) throws -> String {
        let path = folder + "/bank.sqlite"
        _ = try VBankExecutable.run(
            ["--demo", "--db", path, "--now", VBankExecutable.now], input: "quit\n", home: folder)
        return path
    }

    /// Every balance and the number of ledger rows.
    static func ledger(of path: String) throws -> [Int64] {
        var configuration = Configuration()
        configuration.readonly = true
        return try DatabaseQueue(path: path, configuration: configuration).read { db in
            try Int64.fetchAll(db, sql: "SELECT balanceMinor FROM account ORDER BY id")
                + [try Int64.fetchOne(db, sql: "SELECT COUNT(*) FROM ledgerEntry") ?? 0]
        }
    }

    private static let transfer = "home\ntransfer\nfrom 1\nto 2\namount 5\nconfirm\n"

    @Test func aTruncatedBankFile_saysItIsDamaged_andHowToRestore_andIsLeftAsItWas() throws {
        // Given a bank file cut to half
        let home = try VBankExecutable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let path = try Self.makeBank(in: home)
        try FileHandle(forWritingAtPath: path).map { try $0.truncate(atOffset: 300_000) }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))

        // When vbank opens it
        let run = try VBankExecutable.run(["--demo", "--db", path], input: "accounts\n", home: home)

        // Then
        #expect(run.status == 1)
        #expect(
            run.errors
                == lines(
                    "error: the bank file is damaged (\(path)): vbank changed nothing",
                    "  Restore it from a backup: vbank restore FILE. 'vbank verify' tells what is wrong."))
        Self.expectNoTechnicalWords(run)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    }

    @Test func aFolderInPlaceOfTheBank_isRefusedAsAFolder() throws {
        let home = try VBankExecutable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: home) }
        try FileManager.default.createDirectory(atPath: home + "/bank.sqlite", withIntermediateDirectories: false)

        let run = try VBankExecutable.run(["--demo", "--db", home + "/bank.sqlite"], input: "accounts\n", home: home)

        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("error: '\(home)/bank.sqlite' is a folder, not a file: vbank changed nothing\n"))
        Self.expectNoTechnicalWords(run)
    }

    @Test func aReadOnlyFolder_asAnotherUser_isReadButNeverWritten() throws {
        // Given a bank in a folder its owner (not root, whom permissions do not stop) cannot write
        let home = try VBankExecutable.temporaryDirectory()
        defer {
            chmod(home, 0o700)
            try? FileManager.default.removeItem(atPath: home)
        }
        let path = try Self.makeBank(in: home)
        if getuid() == 0 {
            let nobody = [FileAttributeKey.ownerAccountID: 65_534]
            try FileManager.default.setAttributes(nobody, ofItemAtPath: home)
            try FileManager.default.setAttributes(nobody, ofItemAtPath: path)
        }
        chmod(home, 0o555)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        // When a session lists the accounts, then tries a transfer and a setting
        let run = try VBankExecutable.run(
            ["--demo", "--db", path, "--now", VBankExecutable.now],
            input: "accounts\n" + Self.transfer + "home\nsettings\nset colour off\n", home: home,
            environment: ["COLUMNS": "200"], user: VBankExecutable.unprivilegedUser)

        // Then it says once why it only reads, lists, refuses the transfer, keeps the setting for
        // the session, and the file is untouched
        let folder = "the folder of '\(path)' is read-only for you"
        let hint = "SQLite keeps its journal beside the bank: make the folder writable for you, then start vbank again"
        #expect(
            run.errors
                == lines(
                    "warning: \(folder): vbank opened the bank for reading only and refuses changes. \(hint).",
                    "<stdin>:7: error: \(folder): no money was moved",
                    "  \(hint) to make changes."))
        #expect(run.output.contains("Rainy day  savings   ****3428  $12,000.00"))
        #expect(
            run.output.contains("warning: Colour is now off for this session only: \(folder), so it was not saved."))
        #expect(run.status == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }
}

/// The same on a disk that is really full: a small tmpfs.
@Suite("vbank on a full disk", .enabled(if: SmallDisk.canMount, "needs root on Linux to mount a tmpfs"))
struct FullDiskSessionTests {
    /// A statement of `rows` rows, far more than the disk has room for.
    private static func statement(rows: Int, in folder: String) throws -> String {
        let file = folder + "/statement.csv"
        let lines = (0..<rows).map { "2025-\(String(format: "%02d", $0 % 12 + 1))-15,Shop \($0),-\($0 % 97 + 1).25" }
        try (["date,memo,amount"] + lines).joined(separator: "\n").write(
            toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func anImportThatFillsTheDisk_isRefusedInWords_andTheAccountIsAsItWas() throws {
        // Given a bank on a disk with a little room left, and a statement of 100,000 rows
        let home = try VBankExecutable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let disk = try SmallDisk(megabytes: 3)
        defer { disk.unmount() }
        let path = try StorageFaultSessionTests.makeBank(in: disk.path)
        try disk.fill(leaving: 512 * 1_024)
        let before = try StorageFaultSessionTests.ledger(of: path)
        let file = try Self.statement(rows: 100_000, in: home)

        // When it is imported
        let run = try VBankExecutable.run(
            ["--demo", "--db", path, "--now", VBankExecutable.now], input: "accounts\nopen everyday\nimport \(file)\n",
            home: home
        )

        // Then
        #expect(
            run.errors
                == lines(
                    "<stdin>:3: error: the disk is full: nothing was imported and the account is as it was",
                    "  Free some space and import again."))
        StorageFaultSessionTests.expectNoTechnicalWords(run)
        #expect(try StorageFaultSessionTests.ledger(of: path) == before)
    }

    @Test func aDiskThatFillsDuringASession_keepsASettingForTheSession_andReadsGoOn() async throws {
        // Given a session on a bank that has shown its settings
        let home = try VBankExecutable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let disk = try SmallDisk(megabytes: 3)
        defer { disk.unmount() }
        let path = try StorageFaultSessionTests.makeBank(in: disk.path)
        let before = try StorageFaultSessionTests.ledger(of: path)
        let session = try PipedConversation(["--demo", "--db", path], home: home, columns: 200)
        try session.send("settings")
        try await session.waitForOutput(containing: "Colour:")

        // When the disk fills up, and the user changes the page size, then lists a page
        try disk.fill()
        try session.send("set page-size 5")
        try session.send("home")
        try session.send("accounts")
        try session.send("open everyday")
        try session.send("transactions")
        let run = try session.finish()

        // Then one warning, the page has 5 rows, the session ended well, and the bank is as it was
        #expect(run.errors.isEmpty)
        #expect(
            run.output.contains(
                "warning: Transaction pages now show 5 rows for this session only: the disk is full, so it was not saved. "
                    + "Free some space and try again.\n"))
        #expect(run.output.contains("Page 1 of 104 · 520 transactions"))
        #expect(run.status == 0)
        #expect(try StorageFaultSessionTests.ledger(of: path) == before)
    }

    @Test func aBankOnAFullDisk_opensForReadingOnly_andRefusesChangesInWords() throws {
        // Given a bank on a disk with no room at all
        let home = try VBankExecutable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let disk = try SmallDisk(megabytes: 3)
        defer { disk.unmount() }
        let path = try StorageFaultSessionTests.makeBank(in: disk.path)
        try disk.fill()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))

        // When a session lists an account's transactions, searches them, and tries a transfer
        let run = try VBankExecutable.run(
            ["--demo", "--db", path, "--now", VBankExecutable.now],
            input:
                "accounts\nopen everyday\ntransactions\nsearch fresh\nhome\ntransfer\nfrom 1\nto 2\namount 5\nconfirm\n",
            home: home)

        // Then it reads, finds, and refuses the transfer, saying why and what to do
        #expect(
            run.errors
                == lines(
                    "warning: the disk is full: vbank opened the bank for reading only and refuses changes. "
                        + "Free some space and start vbank again.",
                    "<stdin>:10: error: the disk is full: no money was moved",
                    "  Free some space and start vbank again to make changes."))
        #expect(run.output.contains("Page 1 of 26 · 520 transactions"))
        #expect(run.output.contains("Fresh Market"))
        StorageFaultSessionTests.expectNoTechnicalWords(run)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    }

    @Test func aBackupOntoAFullDisk_isRefused_andLeavesNoFileBehind() throws {
        // Given a bank elsewhere, and a full disk for its backup
        let home = try VBankExecutable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let path = try StorageFaultSessionTests.makeBank(in: home)
        let disk = try SmallDisk(megabytes: 1)
        defer { disk.unmount() }
        try disk.fill()
        let filled = try FileManager.default.contentsOfDirectory(atPath: disk.path)

        // When
        let run = try VBankExecutable.run(["backup", disk.path + "/bank-backup.sqlite", "--db", path], home: home)

        // Then
        #expect(run.status == 1)
        #expect(
            run.errors
                == lines("error: the disk is full: no backup was written", "  Free some space and back up again."))
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path) == filled)
    }
}
