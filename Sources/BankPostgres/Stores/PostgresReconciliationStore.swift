import BankDomain
import BankStorage
import Foundation

/// Reconciliations on PostgreSQL: the bank's function locks the account, so no row moves its
/// balance while the ledger's balance at the end of the day is summed, records the reconciliation
/// only when the ledger agrees, and names who reconciled.
struct PostgresReconciliationStore: ReconciliationStore {
    // MARK: - Constants

    /// True for a ledger row on or after the day in `$2` or the moment in `$3`.
    private static let onOrAfter = onOrAfterOf(nil)

    /// Rows of `table` on or after the boundary given as `$2` (its day) and `$3` (its first moment).
    private static func onOrAfterOf(_ table: String?) -> String {
        let column = table.map { "\($0)." } ?? ""
        return
            "(CASE WHEN \(column)day IS NOT NULL THEN \(column)day >= $2::int ELSE \(column)date >= $3::double precision END)"
    }

    private static let columns =
        "id, account_id, day, balance_minor, made_at, ends_at, through_row, " + PostgresDecoding.authorColumns

    // MARK: - Properties

    let database: ServerDatabase

    // MARK: - ReconciliationStore

    /// Reconciles `order` by the bank's function (schema v19), which sums the ledger on the
    /// account it locks and records the balance only when the ledger agrees; when it does not,
    /// the difference, with the rows that could be why, is read under the same lock.
    func reconcile(_ order: ReconcileOrder) async throws -> ReconcileOutcome {
        let id = String(order.accountID)
        return try await database.checkedAgainOnRefusal {
            let account = try await PostgresAccountStore(database: database).account(id: order.accountID)
            try ReconcileRules.check(order, in: account, latestDay: .latestBegun(at: Date()))
        } change: {
            try await database.write(during: .saving) { transaction in
                let results = try transaction.begin([
                    PostgresStatement(
                        PostgresSchema.reconcileCall,
                        [
                            id, String(order.day.daysSince1970), String(order.end.instant.timeIntervalSince1970),
                            String(order.balanceMinor),
                        ]),
                    PostgresStatement(
                        """
                        SELECT \(Self.columns) FROM reconciliation
                        WHERE id = (SELECT max(id) FROM reconciliation WHERE account_id = $1::bigint)
                        """, [id]),
                    PostgresStatement(
                        """
                        SELECT a.balance_minor, (SELECT coalesce(sum(CASE type WHEN 'credit' THEN amount_minor
                            ELSE -amount_minor END), 0)::bigint
                            FROM ledger_entry WHERE account_id = $1::bigint AND \(Self.onOrAfter))
                        FROM account AS a WHERE a.id = $1::bigint
                        """, Self.arguments(order.accountID, order.end)),
                ])
                if results[0].text(0, 0) != nil {
                    let made = try Self.reconciliation(results[1], 0)
                    _ = try transaction.commit()
                    return .agrees(made)
                }
                var ledger = MinorSum(try results[2].int64(0, 0))
                try ledger.subtract(try results[2].int64(0, 1))
                let difference = try Self.difference(order, ledgerMinor: ledger.value, on: transaction.connection)
                _ = try transaction.commit()
                return .differs(difference)
            }
        }
    }

    func latestReconciliation(of accountID: Account.ID) async throws -> Reconciliation? {
        // Kept as an array: none, the most common answer, is then kept without a box of its own.
        try await database.read(.latestReconciliation(accountID)) { connection in
            try Self.latest(of: accountID, before: nil, on: connection).map { [$0] } ?? []
        }.first
    }

    // MARK: - Private

    private static func arguments(_ accountID: Account.ID, _ boundary: LedgerBoundary) -> [String?] {
        [String(accountID), String(boundary.day.daysSince1970), String(boundary.instant.timeIntervalSince1970)]
    }

    private static func latest(of accountID: Account.ID, before day: CalendarDay?, on connection: PostgresConnection)
        throws -> Reconciliation?
    {
        let rows = try connection.execute(
            """
            SELECT \(columns) FROM reconciliation WHERE account_id = $1::bigint AND day < $2::int
            ORDER BY day DESC, id DESC LIMIT 1
            """, [String(accountID), String(day?.daysSince1970 ?? Int(Int32.max))])
        return rows.count == 0 ? nil : try reconciliation(rows, 0)
    }

    private static func reconciliation(_ rows: PostgresRows, _ row: Int) throws -> Reconciliation {
        Reconciliation(
            id: try rows.int64(row, 0), accountID: try rows.int64(row, 1),
            day: CalendarDay(daysSince1970: Int(try rows.int64(row, 2))),
            endsAt: Date(timeIntervalSince1970: try rows.double(row, 5)), balanceMinor: try rows.int64(row, 3),
            throughRowID: try rows.int64(row, 6), author: try PostgresDecoding.author(rows, row, from: 7),
            madeAt: Date(timeIntervalSince1970: try rows.double(row, 4)))
    }

    /// The rows since the account's last reconciliation before the order's day, and those of them
    /// that could explain the difference.
    private static func difference(_ order: ReconcileOrder, ledgerMinor: Int64, on connection: PostgresConnection)
        throws -> ReconcileDifference
    {
        let since = try latest(of: order.accountID, before: order.day, on: connection)
        // With no reconciliation before, $4 and $5 are null and every row up to the day counts.
        let window = """
            FROM ledger_entry WHERE account_id = $1::bigint AND NOT \(onOrAfter)
                AND ($4::int IS NULL OR CASE WHEN day IS NOT NULL THEN day >= $4::int ELSE date >= $5::double precision END)
            """
        var arguments = Self.arguments(order.accountID, order.end)
        arguments +=
            since.map { [String($0.end.day.daysSince1970), String($0.endsAt.timeIntervalSince1970)] }
            ?? [nil, nil]
        let difference = String(Int64(clamping: (ledgerMinor &- order.balanceMinor).magnitude))
        let found = try connection.pipeline([
            PostgresStatement("SELECT count(*) \(window)", arguments),
            PostgresStatement(
                """
                SELECT \(PostgresDecoding.transactionColumns) \(window)
                    AND (amount_minor = $6::bigint OR amount_minor * 2 = $6::bigint)
                ORDER BY id DESC LIMIT $7::int
                """, arguments + [difference, String(ReconcileRules.maximumSuspects)]),
        ])
        return ReconcileDifference(
            ledgerMinor: ledgerMinor, statedMinor: order.balanceMinor, since: since,
            rowsSince: Int(try found[0].int64(0, 0)), suspects: try PostgresDecoding.transactions(found[1]))
    }
}
