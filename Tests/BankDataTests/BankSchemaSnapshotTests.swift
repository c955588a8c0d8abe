import BankDomain
import Foundation
import GRDB
import Testing

@testable import BankData

/// A new bank made from the schema snapshot is the bank replaying the migrations makes: the same
/// schema entries, the same rows, the same migrations applied, and an identity of its own.
@Suite("Bank schema snapshot")
struct BankSchemaSnapshotTests {
    // MARK: - Fixtures

    /// A database brought to the snapshot's last migration by replaying every migration.
    private func migrated() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try BankMigrations.migrator.migrate(queue, upTo: BankSchemaSnapshot.lastMigration)
        return queue
    }

    /// A database made from the snapshot, then brought up to date by the migrator.
    private func fromSnapshot() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try queue.write(BankSchemaSnapshot.createIfEmpty)
        try BankMigrations.migrator.migrate(queue)
        return queue
    }

    // MARK: - Tests

    @Test func theSnapshot_holdsWhatReplayingTheMigrationsThroughItsLastMakes() throws {
        // When the migrations are replayed and the result written out
        let replayed = try migrated().read(SchemaDescription.statements)

        // Then it is the snapshot, statement for statement (a changed schema is written out
        // again with SchemaDescription.statements(of:))
        #expect(replayed.count == BankSchemaSnapshot.statements.count)
        for (made, kept) in zip(replayed, BankSchemaSnapshot.statements) where made != kept {
            Issue.record("the snapshot holds\n\(kept)\nbut the migrations make\n\(made)")
        }
    }

    @Test func aBankMadeFromTheSnapshot_isWhollyTheBankTheMigrationsMake() throws {
        // Given a bank made each way
        let replayed = try migrated()
        try BankMigrations.migrator.migrate(replayed)
        let made = try fromSnapshot()

        // When each is read whole
        let expected = try replayed.read(SchemaDescription.whole)
        let actual = try made.read(SchemaDescription.whole)

        // Then they hold the same, every migration is applied, and SQLite finds it sound
        #expect(actual == expected)
        #expect(try made.read(BankMigrations.migrator.appliedIdentifiers) == Set(BankMigrations.migrator.migrations))
        #expect(try made.read { try String.fetchAll($0, sql: "PRAGMA integrity_check") } == ["ok"])
    }

    @Test func eachBankMadeFromTheSnapshot_hasAnIdentityOfItsOwn() throws {
        // When two banks are made
        let identities = try [fromSnapshot(), fromSnapshot()].map { queue in
            try queue.read { try Row.fetchOne($0, sql: "SELECT identity, generation FROM bank") }
        }

        // Then each drew its own
        #expect(identities[0] != nil && identities[0] != identities[1])
    }

    @Test func aDatabaseThatHoldsAnything_isLeftToTheMigrator() throws {
        // Given a database with a table of someone else's
        let queue = try DatabaseQueue()
        try queue.write { try $0.execute(sql: "CREATE TABLE notes (text TEXT)") }

        // When the snapshot is asked to make a bank in it
        try queue.write(BankSchemaSnapshot.createIfEmpty)

        // Then nothing was made
        #expect(try queue.read { try String.fetchAll($0, sql: "SELECT name FROM sqlite_master") } == ["notes"])
    }

    @Test func aNewBankFile_opensWithEveryMigrationApplied_andItsDemo_andOpensAgain() throws {
        // Given a path with no bank
        let path = try temporaryDirectory() + "/bank.sqlite"

        // When a bank is opened there, and opened again
        _ = try SQLiteBank.open(path: path, clock: FixedClock(now: testNow))
        _ = try SQLiteBank.open(path: path, clock: FixedClock(now: testNow))

        // Then it holds the demo, and every migration the migrator knows is applied
        let queue = try DatabaseQueue(path: path)
        #expect(try queue.read(BankMigrations.migrator.appliedIdentifiers) == Set(BankMigrations.migrator.migrations))
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM account") } ?? 0 > 0)
    }
}
