import BankDomain
import GRDB

/// Schema v8: what the bank holds is what the user gave and meant. An IBAN is the user's to
/// give: the ones earlier vbanks made up for every account are kept, marked as examples.
enum TrustMigration {
    /// Brings a v7 bank to v8, inside the migration's transaction.
    static func migrate(_ db: Database) throws {
        try markMadeUpIBANs(db)
    }

    // MARK: - Private

    /// Before v8 no IBAN came from the user: vbank made up one for every account, demo or own.
    private static func markMadeUpIBANs(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE account ADD COLUMN ibanIsExample BOOLEAN NOT NULL DEFAULT 0;
                UPDATE account SET ibanIsExample = 1 WHERE iban <> '';
                """)
    }
}
