import BankDomain
import BankStorage
import Foundation
import GRDB

/// Schema v8: what the bank holds is what the user gave and meant. An IBAN is the user's to
/// give: the ones earlier vbanks made up for every account are kept, marked as examples. The bank
/// knows which bank it is, and which life of it (``BankIdentity``), for drafts to name. Statement
/// rows happened on days (``DayMigration``) and amounts are kept in their currency's minor unit
/// (``CurrencyRescale``).
enum TrustMigration {
    /// Brings a v7 bank to v8, inside the migration's transaction.
    static func migrate(_ db: Database) throws {
        try markMadeUpIBANs(db)
        try createIdentity(db)
        try DayMigration.migrate(db, timeZone: .current)
        try CurrencyRescale.migrate(db)
        try DayMigration.rebuildTallies(db)
    }

    /// Gives the bank in `db` an identity and a generation of its own, drawn afresh.
    static func insertIdentity(_ db: Database) throws {
        try db.execute(
            sql: "INSERT INTO bank (id, identity, generation) VALUES (1, ?, ?)",
            arguments: [UUID().uuidString, UUID().uuidString])
    }

    /// Gives the bank `db` now holds a new generation: a restore put it in place of another.
    static func beginNewGeneration(_ db: Database) throws {
        try db.execute(sql: "UPDATE bank SET generation = ? WHERE id = 1", arguments: [UUID().uuidString])
    }

    // MARK: - Private

    private static func createIdentity(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE bank (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    identity TEXT NOT NULL,
                    generation TEXT NOT NULL
                )
                """)
        try insertIdentity(db)
    }

    /// Before v8 no IBAN came from the user: vbank made up one for every account, demo or own.
    private static func markMadeUpIBANs(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE account ADD COLUMN ibanIsExample BOOLEAN NOT NULL DEFAULT 0;
                UPDATE account SET ibanIsExample = 1 WHERE iban <> '';
                """)
    }
}
