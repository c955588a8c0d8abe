import BankDomain
import Foundation
import GRDB
import Testing

@testable import BankData

@MainActor
@Suite("Backups, restores and checks of a bank")
struct BankMaintenanceTests {
    private let folder: String
    private let path: String
    private let bank: SQLiteBank
    private var database: any DatabaseWriter { bank.writer }
    private let stores: BankStores

    init() throws {
        folder = try temporaryDirectory()
        path = folder + "/bank.sqlite"
        bank = try SQLiteBank.open(path: path, clock: FixedClock(now: testNow))
        stores =
            bank.session(clock: FixedClock(now: testNow), timeZone: utc).stores
    }

    private func balances(_ file: String) throws -> [Int64] {
        try DatabaseQueue(path: file).read { db in
            try Int64.fetchAll(db, sql: "SELECT balanceMinor FROM account ORDER BY id")
        }
    }

    private func mode(of file: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        return (attributes[.posixPermissions] as? Int ?? -1) & 0o777
    }

    private func transfer(_ amount: Decimal) async throws {
        _ = try await stores.transfers.transfer(
            TransferOrder(sourceID: 1, destinationID: 2, amount: amount, memo: "move", date: testNow))
    }

    // MARK: - Verify

    @Test func aFreshBank_isSound_everyBalanceItsLedger() async throws {
        let report = try await stores.maintenance.verify()

        #expect(report.isSound)
        #expect(report.condition == .intact && report.version == .current(13) && report.talliesAgree == true)
        guard case .checked(let accounts, let transactions) = report.money else { throw CheckFailed() }
        #expect(accounts.count == 5 && accounts.allSatisfy(\.agrees) && transactions == 2_600)
    }

    @Test func aBalanceMovedBehindTheLedgersBack_isFound() async throws {
        // Given a balance changed without a ledger row
        try await database.write { db in
            try db.execute(sql: "UPDATE account SET balanceMinor = balanceMinor + 1 WHERE id = 3")
        }

        // When
        let report = try await stores.maintenance.verify()

        // Then that one account, and only it, is off by a cent
        guard case .checked(let accounts, _) = report.money else { throw CheckFailed() }
        #expect(accounts.filter { !$0.agrees }.map(\.name) == ["Travel"])
        #expect(accounts.first { !$0.agrees }.map { $0.balanceMinor - ($0.ledgerMinor ?? 0) } == 1)
        #expect(report.problemCount == 1)
    }

    @Test func aTallyThatLostARow_isFound() async throws {
        try await database.write { db in
            try db.execute(
                sql:
                    "UPDATE ledgerDayTally SET entries = entries - 1 WHERE accountId = 1 AND bucket = (SELECT MAX(bucket) FROM ledgerDayTally WHERE accountId = 1)"
            )
        }

        #expect(try await stores.maintenance.verify().talliesAgree == false)
    }

    @Test func transfersAndImports_keepEveryBalanceItsLedger() async throws {
        // Given money moved and rows appended the ways vbank writes them
        try await transfer(125)
        try await stores.imports.append(
            [
                NewTransaction(
                    date: testNow, memo: "Refund", category: .shopping, amountMinor: 4_99, type: .credit,
                    counterparty: "Shop")
            ],
            to: 4)

        // Then the invariant holds
        #expect(try await stores.maintenance.verify().isSound)
    }

    @Test func aFileFromANewerVbank_isSaidToBe() async throws {
        try await database.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9: from the future')")
        }

        let report = try await stores.maintenance.verify()

        #expect(report.version == .newer(known: 13) && report.money == .skipped && !report.isSound)
    }

    // MARK: - Backup

    @Test func aBackup_isAWholeCopy_readableByItsOwnerOnly_thatPassesItsCheck() async throws {
        // When
        let backup = try await stores.maintenance.backUp(to: folder + "/copy.sqlite")

        // Then
        #expect(backup.file == folder + "/copy.sqlite" && backup.bytes > 0 && backup.check.isSound)
        #expect(try mode(of: backup.file) == 0o600)
        #expect(try balances(backup.file) == balances(path))
        #expect(!FileManager.default.fileExists(atPath: backup.file + "-wal"))
    }

    @Test(arguments: ["exists", "folder", "missing/copy.sqlite", "a\u{0}b"])
    func aBackup_thatCannotBeWritten_isRefused_andWritesNothing(target name: String) async throws {
        // Given a file, a folder, and a missing folder where backups would go
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/exists"))
        try FileManager.default.createDirectory(atPath: folder + "/folder", withIntermediateDirectories: false)
        let before = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()

        // When
        let error = await #expect(throws: BankError.self) {
            try await stores.maintenance.backUp(to: folder + "/" + name)
        }

        // Then it says why, and the folder holds what it did
        let messages = [
            "exists": "'\(folder)/exists' already exists: no backup was written",
            "folder": "'\(folder)/folder' is a folder, not a file: no backup was written",
            "missing/copy.sqlite": "the folder '\(folder)/missing' does not exist: no backup was written",
            "a\u{0}b": "cannot open '\(folder)/a\u{0}b': that is not a path a file can have: no backup was written",
        ]
        #expect(error?.errorDescription == messages[name])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == before)
        #expect(try String(contentsOfFile: folder + "/exists", encoding: .utf8) == "mine")
    }

    // MARK: - Restore

    @Test func aRestore_bringsBackTheBackup_andKeepsTheBankAsItWasBesideIt() async throws {
        // Given a backup, then a transfer after it
        let backup = try await stores.maintenance.backUp(to: folder + "/copy.sqlite")
        let atBackup = try balances(path)
        try await transfer(250)
        let afterTransfer = try balances(path)

        // When the backup is restored
        let outcome = try await stores.maintenance.restore(from: backup.file)

        // Then the bank is the backup again, seen by this session's stores at once
        let kept = path + ".before-restore-20260115T100000Z"
        #expect(outcome == .restored(file: backup.file, keptAt: kept, check: backup.check))
        #expect(try balances(path) == atBackup)
        #expect(try await stores.accounts.allAccounts().map(\.balanceMinor) == atBackup)
        // And the bank before the restore is kept whole, readable by its owner only
        #expect(try balances(kept) == afterTransfer)
        #expect(try mode(of: kept) == 0o600)
        #expect(try await stores.maintenance.verify().isSound)
    }

    @Test func aDamagedBackup_isRefused_andTheBankIsAsItWas() async throws {
        // Given a backup cut short
        let backup = try await stores.maintenance.backUp(to: folder + "/copy.sqlite")
        try FileHandle(forWritingAtPath: backup.file).map { try $0.truncate(atOffset: UInt64(backup.bytes / 3)) }
        let before = try balances(path)

        // When it is restored
        let outcome = try await stores.maintenance.restore(from: backup.file)

        // Then the check says why, and nothing changed or was kept
        guard case .refused(let check) = outcome else { throw CheckFailed() }
        #expect(check.condition != .intact && !check.isSound)
        #expect(try balances(path) == before)
        #expect(!FileManager.default.fileExists(atPath: path + ".before-restore-20260115T100000Z"))
    }

    @Test func aBackupWhoseBalancesDisagreeWithItsLedger_isRefused() async throws {
        let backup = try await stores.maintenance.backUp(to: folder + "/copy.sqlite")
        try await DatabaseQueue(path: backup.file).write { db in
            try db.execute(sql: "UPDATE account SET balanceMinor = balanceMinor + 100000 WHERE id = 1")
        }

        let outcome = try await stores.maintenance.restore(from: backup.file)

        guard case .refused(let check) = outcome else { throw CheckFailed() }
        #expect(check.condition == .intact && check.problemCount == 1)
    }

    @Test func restoringTheBankFromItself_orFromNothing_isRefused() async throws {
        await #expect(throws: BankError.storage(StorageFault(.sameFile, during: .restoring, file: path))) {
            try await stores.maintenance.restore(from: path)
        }
        await #expect(throws: BankError.storage(StorageFault(.noFile, during: .restoring, file: folder + "/none"))) {
            try await stores.maintenance.restore(from: folder + "/none")
        }
    }

    @Test func aBankTooDamagedToOpen_isStillRestored_fromTheCommandLine() async throws {
        // Given a backup, and a bank whose first page is gone
        let backup = try await stores.maintenance.backUp(to: folder + "/copy.sqlite")
        let other = folder + "/other.sqlite"
        try Data(repeating: 0x41, count: 8_192).write(to: URL(fileURLWithPath: other))

        // When the command line's stores restore it
        let maintenance = SQLiteBank.maintenanceStores(path: other, clock: FixedClock(now: testNow))
        let outcome = try await maintenance.maintenance.restore(from: backup.file)

        // Then the bank is the backup, and the damaged bytes are kept as they were
        guard case .restored(_, let kept?, _) = outcome else { throw CheckFailed() }
        #expect(try balances(other) == balances(backup.file))
        #expect(try Data(contentsOf: URL(fileURLWithPath: kept)) == Data(repeating: 0x41, count: 8_192))
    }

    @Test func aBankInMemory_isRestoredThroughItsOwnConnection() async throws {
        // Given a backup of this bank, and a bank in memory
        let backup = try await stores.maintenance.backUp(to: folder + "/copy.sqlite")
        let memory = SQLiteBank.stores(
            for: try SQLiteBank.open(path: SQLiteBank.inMemoryPath, clock: FixedClock(now: testNow)))
        _ = try await memory.transfers.transfer(
            TransferOrder(sourceID: 2, destinationID: 1, amount: 999, memo: "", date: testNow))

        // When
        let outcome = try await memory.maintenance.restore(from: backup.file)

        // Then
        #expect(outcome == .restored(file: backup.file, keptAt: nil, check: backup.check))
        #expect(try await memory.accounts.allAccounts().map(\.balanceMinor) == balances(backup.file))
    }

    private struct CheckFailed: Error {}
}
