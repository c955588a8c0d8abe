import BankDomain
import Foundation
import GRDB
import Testing

@testable import BankData

/// The stamp in a bank file's header that lets an opening of a current bank skip the migrator:
/// written once the bank is migrated and filled, read in one statement, and never trusted past
/// what it says.
@Suite("Bank stamp")
struct BankStampTests {
    private let folder: String
    private let path: String

    init() throws {
        folder = try temporaryDirectory()
        path = folder + "/bank.sqlite"
    }

    private func header(_ path: String) throws -> (applicationID: Int32, version: Int) {
        try DatabaseQueue(path: path).read { db in
            (
                try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0,
                try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
            )
        }
    }

    private func open() throws -> SQLiteBank {
        try SQLiteBank.open(path: path, clock: FixedClock(now: testNow))
    }

    @Test func aNewBank_isStampedAsVbanksAtTheVersionOfItsMigrations() throws {
        // When
        let bank = try open()

        // Then
        let (applicationID, version) = try header(path)
        #expect(applicationID == 0x7662_6E6B)
        #expect(version == BankMigrations.migrator.migrations.count)
        #expect(try bank.writer.read(BankMigrations.isStampedCurrent))
    }

    @Test func aStampedBank_opensWithoutTheMigrator_fromItsHeaderAlone() throws {
        // Given a current bank whose migration records are gone: only a read of them could fail
        _ = try open()
        try DatabaseQueue(path: path).write { db in try db.execute(sql: "DROP TABLE grdb_migrations") }

        // When it is opened again
        let reopened = try open()

        // Then the header was enough: the migrator did not run, so it made no new records
        let tables = try reopened.writer.read { db in try db.tableExists("grdb_migrations") }
        #expect(!tables)
        #expect(try reopened.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM account") } == 5)
    }

    @Test func aBankFromBeforeTheStamp_isCheckedByTheMigrator_thenStamped() throws {
        // Given a current bank as an older vbank left it: no stamp
        _ = try open()
        try DatabaseQueue(path: path).writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA application_id = 0; PRAGMA user_version = 0")
        }

        // When
        _ = try open()

        // Then it is stamped, its data kept
        #expect(try header(path).version == BankMigrations.migrator.migrations.count)
    }

    @Test func aBankANewerVbankStamped_isRefused_notTakenForCurrent() throws {
        // Given a bank a newer vbank migrated and stamped
        _ = try open()
        try DatabaseQueue(path: path).writeWithoutTransaction { db in
            let future = BankMigrations.migrator.migrations.count + 1
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v\(future): from the future')")
            try db.execute(sql: "PRAGMA user_version = \(future)")
        }

        // When it is opened, then it is refused as a newer vbank's, and left as it was
        #expect {
            try open()
        } throws: { error in
            guard case BankError.storage(let fault) = error else { return false }
            return fault.cause == .newerVersion
        }
        #expect(try header(path).version == BankMigrations.migrator.migrations.count + 1)
    }

    @Test func anotherProgramsFile_withTheSameVersionNumber_isNotTakenForABank() throws {
        // Given a SQLite file of another program whose user_version happens to match
        try DatabaseQueue(path: path).writeWithoutTransaction { db in
            try db.execute(sql: "CREATE TABLE notes (body TEXT)")
            try db.execute(sql: "PRAGMA user_version = \(BankMigrations.migrator.migrations.count)")
        }

        // Then the header alone does not pass it for a current bank
        #expect(try !DatabaseQueue(path: path).read(BankMigrations.isStampedCurrent))
    }
}
