import BankDomain
import Foundation

/// Checks a bank on PostgreSQL: its schema's version, the money invariant (every balance is its
/// opening balance plus its ledger) and the tallies that lists and charts read, all from one
/// snapshot. Copies and restores belong to PostgreSQL's own tools, which the user is pointed to.
struct PostgresMaintenanceStore: BankMaintenanceStore {
    // MARK: - Properties

    let database: ServerDatabase
    /// The server address, which the report names in place of a file.
    let address: String

    // MARK: - BankMaintenanceStore

    /// Refused: `pg_dump` copies a database on a server.
    func backUp(to path: String, replacing: Bool) async throws -> BankBackup {
        throw BankError.storage(StorageFault(.keptOnServer, during: .backingUp))
    }

    /// Refused: `pg_restore` restores a database on a server.
    func planRestore(from path: String) async throws -> RestorePlan {
        throw BankError.storage(StorageFault(.keptOnServer, during: .restoring))
    }

    /// Refused: `pg_restore` restores a database on a server.
    func restore(from path: String) async throws -> BankRestore {
        throw BankError.storage(StorageFault(.keptOnServer, during: .restoring))
    }

    /// Checks the bank in one read-only snapshot.
    func verify() async throws -> BankCheckReport {
        try await database.readUncached(during: .reading) { connection in
            _ = try connection.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
            defer { _ = try? connection.execute("COMMIT") }
            let version = try Self.version(on: connection)
            guard case .current = version else {
                return BankCheckReport(
                    file: address, condition: .keptByServer, version: version, money: .skipped, talliesAgree: nil)
            }
            let outOfBounds = try Self.rowsOutOfBounds(on: connection)
            return BankCheckReport(
                file: address, condition: .keptByServer, version: version, money: try Self.money(on: connection),
                talliesAgree: try Self.talliesAgree(on: connection), outOfBounds: outOfBounds.rows,
                outOfBoundsCount: outOfBounds.count)
        }
    }

    // MARK: - Private

    private static func version(on connection: PostgresConnection) throws -> BankCheckReport.Version {
        let applied = try connection.execute("SELECT count(*) FROM vbank_migration").int(0, 0)
        let known = PostgresSchema.migrations.count
        if applied > known { return .newer(known: known) }
        return applied == known ? .current(known) : .older(applied, current: known)
    }

    private static func money(on connection: PostgresConnection) throws -> BankCheckReport.Money {
        let rows = try connection.execute(
            """
            SELECT a.name, a.number, a.currency, a.balance_minor, a.opening_balance_minor
                + coalesce((SELECT sum(CASE type WHEN 'credit' THEN amount_minor ELSE -amount_minor END)
                            FROM ledger_entry WHERE account_id = a.id), 0)
            FROM account AS a ORDER BY a.position, a.id
            """)
        let accounts = try (0..<rows.count).map { row in
            BankCheckReport.AccountBalance(
                name: try rows.string(row, 0), number: try rows.string(row, 1), currency: try rows.string(row, 2),
                balanceMinor: try rows.int64(row, 3), ledgerMinor: rows.text(row, 4).flatMap { Int64($0) })
        }
        let transactions = try connection.execute("SELECT count(*) FROM ledger_entry").int(0, 0)
        return .checked(accounts: accounts, transactions: transactions)
    }

    /// Whether every tally counts and sums each account's rows of each category and type as the
    /// ledger does: the counts every row, the tallies by period the rows of moments, the tally by
    /// day the rows of days.
    private static func talliesAgree(on connection: PostgresConnection) throws -> Bool {
        let grouped = "GROUP BY account_id, category, type ORDER BY account_id, category, type"
        let ledger = { (rows: String) in
            try sums(
                "SELECT account_id, category, type, count(*), sum(amount_minor) FROM ledger_entry \(rows) \(grouped)",
                connection)
        }
        let (every, moments, days) = (
            try ledger(""), try ledger("WHERE day IS NULL"), try ledger("WHERE day IS NOT NULL")
        )
        let tallies =
            [("ledger_tally", every), (PostgresSchema.calendarDayTally, days)]
            + PostgresSchema.periodTallies.map { ($0.table, moments) }
        return try tallies.allSatisfy { table, expected in
            let tallied = try sums(
                """
                SELECT account_id, category, type, sum(entries), sum(amount_minor) FROM \(table)
                WHERE entries > 0 \(grouped)
                """, connection)
            return tallied == expected
        }
    }

    private static func sums(_ sql: String, _ connection: PostgresConnection) throws -> [[String?]] {
        let rows = try connection.execute(sql)
        return (0..<rows.count).map { row in (0..<rows.columns).map { rows.text(row, $0) } }
    }

    /// The ledger rows beyond ``MoneyBounds``: the first few, and how many there are.
    private static func rowsOutOfBounds(on connection: PostgresConnection) throws -> (
        rows: [BankCheckReport.OutOfBoundsRow], count: Int
    ) {
        let outside = "l.amount_minor > \(MoneyBounds.maximumMinor)"
        let count = try connection.execute("SELECT count(*) FROM ledger_entry AS l WHERE \(outside)").int(0, 0)
        guard count > 0 else { return ([], 0) }
        let rows = try connection.execute(
            """
            SELECT l.id, a.name, a.currency, l.date, l.amount_minor, l.type, l.day
            FROM ledger_entry AS l JOIN account AS a ON a.id = l.account_id
            WHERE \(outside) ORDER BY l.id LIMIT \(BankCheckReport.listedRowLimit)
            """)
        let listed = try (0..<rows.count).map { row in
            let amount = try rows.int64(row, 4)
            return BankCheckReport.OutOfBoundsRow(
                id: try rows.int64(row, 0), account: try rows.string(row, 1), currency: try rows.string(row, 2),
                when: try rows.day(row, 6).map(LedgerDate.day)
                    ?? .moment(Date(timeIntervalSince1970: try rows.double(row, 3))),
                signedMinor: try rows.string(row, 5) == TransactionType.credit.rawValue ? amount : -amount)
        }
        return (listed, count)
    }
}
