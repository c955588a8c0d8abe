import BankDomain
import Foundation
import GRDB

/// The reconciliations of a bank file (schema v10): each the bank's balance of an account at the
/// end of a day that the ledger agreed with, and where that day ended for the person.
enum ReconciliationLog {
    // MARK: - Schema

    static func create(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE reconciliation (
                    id INTEGER PRIMARY KEY,
                    accountId INTEGER NOT NULL REFERENCES account(id),
                    day INTEGER NOT NULL,
                    endsAt DOUBLE NOT NULL,
                    balanceMinor INTEGER NOT NULL,
                    throughRow INTEGER NOT NULL,
                    madeAt DOUBLE NOT NULL
                );
                CREATE INDEX reconciliation_account ON reconciliation(accountId, day);
                """)
    }

    // MARK: - Reading

    private static let columns = "id, accountId, day, balanceMinor, madeAt, endsAt, throughRow"

    /// The account's reconciliation of the latest day before `day` (of any day when nil), and
    /// where that day ended.
    static func latest(of accountID: Account.ID, before day: CalendarDay? = nil, in db: Database) throws
        -> Reconciliation?
    {
        // The latest day's, and of that day the last made.
        let sql = """
            SELECT \(columns) FROM reconciliation WHERE accountId = ? AND day < ?
            ORDER BY day DESC, id DESC LIMIT 1
            """
        let limit = day?.daysSince1970 ?? Int.max
        return try Row.fetchOne(db.cachedStatement(sql: sql), arguments: [accountID, limit]).map(reconciliation)
    }

    /// Every reconciliation, oldest first: for a copy of the bank.
    static func all(in db: Database) throws -> [Reconciliation] {
        try Row.fetchAll(db, sql: "SELECT \(columns) FROM reconciliation ORDER BY id").map(reconciliation)
    }

    // MARK: - Writing

    /// Records that `order` agreed, at `now`.
    static func add(_ order: ReconcileOrder, at now: Date, in db: Database) throws -> Reconciliation {
        try db.cachedStatement(
            sql: """
                INSERT INTO reconciliation (accountId, day, endsAt, balanceMinor, throughRow, madeAt)
                SELECT ?, ?, ?, ?, coalesce(max(id), 0), ? FROM ledgerEntry WHERE accountId = ?
                """
        )
        .execute(arguments: [
            order.accountID, order.day.daysSince1970, order.end.instant.timeIntervalSince1970, order.balanceMinor,
            now.timeIntervalSince1970, order.accountID,
        ])
        let sql = "SELECT \(columns) FROM reconciliation WHERE id = ?"
        guard let written = try Row.fetchOne(db.cachedStatement(sql: sql), arguments: [db.lastInsertedRowID]) else {
            throw BankError.storage(StorageFault(.unexpected, during: .saving))
        }
        return reconciliation(written)
    }

    // MARK: - The Ledger

    /// SQL that is true for a ledger row on or after `boundary`'s day, or at or after its moment:
    /// its two values are the arguments.
    static let onOrAfter = "(CASE WHEN day IS NOT NULL THEN day >= ? ELSE date >= ? END)"

    /// The two arguments of ``onOrAfter`` for `boundary`.
    static func arguments(_ boundary: LedgerBoundary) -> StatementArguments {
        [boundary.day.daysSince1970, boundary.instant.timeIntervalSince1970]
    }

    // MARK: - Private

    private static func reconciliation(_ row: Row) -> Reconciliation {
        Reconciliation(
            id: row[0], accountID: row[1], day: CalendarDay(daysSince1970: row[2]),
            endsAt: Date(timeIntervalSince1970: row[5]), balanceMinor: row[3], throughRowID: row[6], author: .you,
            madeAt: Date(timeIntervalSince1970: row[4]))
    }
}
