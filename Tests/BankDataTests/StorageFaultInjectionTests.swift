import BankDomain
import Foundation
import GRDB
import Testing

@testable import BankData

/// Faults injected into real bank files the way SQLite's own tests inject them: a page limit for
/// a full database, bytes overwritten or cut off for damage, a folder where the file should be,
/// another connection holding the write lock. For each: the exact message, no SQL, and the data
/// as it was.
@MainActor
@Suite("Storage faults injected into a bank file")
struct StorageFaultInjectionTests {
    private let folder: String
    private let path: String

    init() throws {
        folder = try temporaryDirectory()
        path = folder + "/bank.sqlite"
    }

    /// What a user must never read.
    private static let technicalWords = ["SQLite", "SQLITE", "while executing", "INSERT", "SELECT", "ledgerEntry"]

    private func open() throws -> (any DatabaseWriter, BankStores) {
        let database = try SQLiteBank.open(path: path, clock: FixedClock(now: testNow))
        return (database.writer, SQLiteBank.stores(for: database, timeZone: utc))
    }

    private func ledger(_ database: any DatabaseWriter) throws -> [Int64] {
        try database.read { db in
            try Int64.fetchAll(db, sql: "SELECT balanceMinor FROM account ORDER BY id")
                + [try Int64.fetchOne(db, sql: "SELECT COUNT(*) FROM ledgerEntry") ?? 0]
        }
    }

    private func statement(rows: Int) throws -> String {
        let file = folder + "/statement.csv"
        let lines = (0..<rows).map { "2025-\(String(format: "%02d", $0 % 12 + 1))-15,Shop \($0),-\($0 % 97 + 1).25" }
        try (["date,memo,amount"] + lines).joined(separator: "\n").write(
            toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    private func expectPlainWords(_ error: BankError) {
        let text = (error.errorDescription ?? "") + (error.recoverySuggestion ?? "")
        for word in Self.technicalWords {
            #expect(!text.contains(word), "\(text)")
        }
    }

    @Test @MainActor func aFullDatabase_refusesAnImport_inTheUsersWords_andChangesNothing() async throws {
        // Given a bank that may not grow by a single page (SQLite's max_page_count)
        let (database, stores) = try open()
        try await database.writeWithoutTransaction { db in
            let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
            try db.execute(sql: "PRAGMA max_page_count = \(pages)")
        }
        let before = try ledger(database)
        let file = try statement(rows: 20_000)

        // When a statement of 20,000 rows is imported
        let error = await #expect(throws: BankError.self) {
            try await stores.statements.importStatement(at: file, into: 1, options: .init()) { _ in }
        }

        // Then the user reads that the disk is full and the account is as it was, and it is
        #expect(error == .storage(StorageFault(.diskFull, during: .importStatement, file: path)))
        #expect(error?.errorDescription == "the disk is full: nothing was imported and the account is as it was")
        #expect(error?.recoverySuggestion == "Free some space and import again.")
        error.map(expectPlainWords)
        #expect(try ledger(database) == before)
    }

    @Test func aTruncatedFile_isDamaged_andLeftAsItWas() throws {
        // Given a bank file cut to half its length
        _ = try open()
        let size = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        try FileHandle(forWritingAtPath: path).map { try $0.truncate(atOffset: UInt64(size / 2)) }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))

        // When it is opened
        let error = #expect(throws: BankError.self) { try open() }

        // Then it is damaged, the way back is a restore, and the file is as it was
        #expect(error == .storage(StorageFault(.damaged, during: .opening, file: path)))
        #expect(error?.errorDescription == "the bank file is damaged (\(path)): vbank changed nothing")
        #expect(error?.recoverySuggestion?.hasPrefix("Restore it from a backup: vbank restore FILE.") == true)
        error.map(expectPlainWords)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    }

    @Test func aFileWhoseFirstPageWasOverwritten_isNotABank_andLeftAsItWas() throws {
        // Given a bank file whose header was overwritten
        _ = try open()
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.write(contentsOf: Data(repeating: 0x5A, count: 512))
        try handle.close()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))

        // When it is opened
        let error = #expect(throws: BankError.self) { try open() }

        // Then
        #expect(error?.errorDescription == "'\(path)' is not a vbank bank file: vbank changed nothing")
        #expect(error?.recoverySuggestion?.contains("restore it from a backup: vbank restore FILE") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    }

    @Test func damageMetInASession_isDamage_andTheNextReadStillWorks_butNoWriteFollows() async throws {
        // Given a bank whose ledger's first page is overwritten after it was opened, by a session
        // that has not read the ledger yet
        _ = try open()
        let root = try await DatabaseQueue(path: path).read { db in
            try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = 'ledgerEntry'") ?? 0
        }
        let (_, stores) = try open()
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.seek(toOffset: UInt64((root - 1) * 4_096))
        try handle.write(contentsOf: Data(repeating: 0xFF, count: 4_096))
        try handle.close()

        // When the session lists an account's transactions
        let query = TransactionQuery(accountID: 1)
        let error = await #expect(throws: BankError.self) {
            try await stores.transactions.transactions(
                matching: query, page: TransactionPageRequest(.newest(skipping: 0), limit: 20))
        }

        // Then it reads as damage, and what does not touch the ledger still works
        #expect(error == .storage(StorageFault(.damaged, during: .reading, file: path)))
        #expect(try await stores.accounts.allAccounts().count == 5)

        // And from then on the session refuses every write, pointing at a restore
        let order = TransferOrder(sourceID: 1, destinationID: 2, amount: 5, memo: "m", date: testNow)
        let refused = await #expect(throws: BankError.self) { try await stores.transfers.transfer(order) }
        #expect(refused == .storage(StorageFault(.damaged, during: .transfer, file: path, readOnlySession: true)))
        #expect(refused?.errorDescription == "the bank file is damaged (\(path)): no money was moved")
        #expect(refused?.recoverySuggestion?.hasPrefix("Restore it from a backup: vbank restore FILE.") == true)
        await #expect(throws: BankError.self) { try await stores.settings.save(.defaults.withPageSize(10)) }
        #expect(try await stores.accounts.allAccounts().map(\.balanceMinor).first == 543_250)
    }

    @Test func anEmptyFile_isRefusedAsNotABank_andLeftEmpty() throws {
        // Given an empty file where the bank should be, as a mistyped `touch` or a cut copy leaves
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))

        // When
        let error = #expect(throws: BankError.self) {
            try SQLiteBank.openForSession(path: path, clock: FixedClock(now: testNow))
        }
        let copy = #expect(throws: BankError.self) {
            try SQLiteBank.openCopy(of: path, clock: FixedClock(now: testNow))
        }

        // Then
        #expect(error == .storage(StorageFault(.notABank, during: .opening, file: path)))
        #expect(copy == error)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).isEmpty)
    }

    @Test func aNewBankFile_saysItWasCreated_andOnlyTheFirstTime() throws {
        let first = try SQLiteBank.openForSession(path: path, clock: FixedClock(now: testNow))
        let second = try SQLiteBank.openForSession(path: path, clock: FixedClock(now: testNow))

        #expect(first.wasCreated)
        #expect(!second.wasCreated)
    }

    @Test func aFolderInPlaceOfTheFile_isRefusedAsAFolder() throws {
        // Given a folder where the bank file should be
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)

        // When it is opened
        let error = #expect(throws: BankError.self) { try open() }

        // Then
        #expect(error?.errorDescription == "'\(path)' is a folder, not a file: vbank changed nothing")
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test func aWriteLockHeldPastTheWait_isBusy_andNoMoneyMoves() async throws {
        // Given another connection that holds the bank's write lock for longer than a write waits
        let (database, stores) = try open()
        let before = try ledger(database)
        let lock = try WriteLock(path: path)
        try await lock.taken()

        // When a transfer is made
        let order = TransferOrder(sourceID: 1, destinationID: 2, amount: 10, memo: "rent", date: testNow)
        let error = await #expect(throws: BankError.self) { try await stores.transfers.transfer(order) }
        try await lock.release()

        // Then
        #expect(
            error?.errorDescription == "another session kept the bank busy for more than 5 seconds: no money was moved")
        #expect(error?.recoverySuggestion == "Wait for the other session's work to finish, then confirm again.")
        #expect(try ledger(database) == before)
    }
}
