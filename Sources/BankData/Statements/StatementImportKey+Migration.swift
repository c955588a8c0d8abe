import BankStorage
import GRDB

extension StatementImportKey {

    // MARK: - Migration

    /// Gives rows imported with keys of the hash alone (schema v2) the keys of today, so that
    /// importing their statement again still adds nothing. A row whose new key another row of its
    /// account already holds keeps its old one rather than failing the migration.
    static func rekeyHashOnlyKeys(_ db: Database) throws {
        try db.execute(
            sql: """
                UPDATE OR IGNORE ledgerEntry
                SET importKey = ((\(LedgerSortKey.secondExpression) / \(secondsPerDay)) << \(hashBits))
                    | (importKey & \(hashMask))
                WHERE importKey IS NOT NULL
                """
        )
    }
}
