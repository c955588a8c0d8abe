public import BankDomain
import BankStorage
import Foundation
import GRDB

/// Reconciliations in a bank file: the ledger's balance at the end of a day is the account's
/// balance less what the rows after that day moved it by, read in the same write that records
/// a reconciliation that agrees.
public struct SQLiteReconciliationStore: ReconciliationStore {
    // MARK: - Properties

    private let database: StoreDatabase
    private let clock: any BankClock

    // MARK: - Initialization

    /// Creates a store over the shared access to an open, migrated database.
    init(database: StoreDatabase, clock: any BankClock) {
        self.database = database
        self.clock = clock
    }

    // MARK: - ReconciliationStore

    /// Compares the ledger's balance at the end of the order's day with the bank's, and records
    /// the reconciliation when they agree.
    public func reconcile(_ order: ReconcileOrder) async throws -> ReconcileOutcome {
        let now = clock.now
        return try database.write(during: .saving) { db in
            let account = try SQLiteAccountStore.account(id: order.accountID, in: db)
            try ReconcileRules.check(order, in: account, latestDay: CalendarDay.latestBegun(at: now))
            var ledger = MinorSum(account.balanceMinor)
            try ledger.subtract(try Self.net(of: account.id, from: order.end, in: db))
            guard ledger.value != order.balanceMinor else {
                return .agrees(try ReconciliationLog.add(order, at: now, in: db))
            }
            return .differs(try Self.difference(order, ledgerMinor: ledger.value, in: db))
        }
    }

    /// The account's reconciliation of the latest day.
    public func latestReconciliation(of accountID: Account.ID) async throws -> Reconciliation? {
        // Kept as an array: none, the most common answer, is then kept without a box of its own.
        try database.read(.latestReconciliation(accountID)) { db in
            try ReconciliationLog.latest(of: accountID, in: db).map { [$0] } ?? []
        }.first
    }

    // MARK: - Private

    /// What the rows of the account from `boundary` on moved its balance by.
    private static func net(of accountID: Account.ID, from boundary: LedgerBoundary, in db: Database) throws -> Int64 {
        let sql = """
            SELECT coalesce(sum(CASE type WHEN 'credit' THEN amountMinor ELSE -amountMinor END), 0)
            FROM ledgerEntry WHERE accountId = ? AND \(ReconciliationLog.onOrAfter)
            """
        return try Int64.fetchOne(
            db.cachedStatement(sql: sql), arguments: [accountID] + ReconciliationLog.arguments(boundary)) ?? 0
    }

    /// The rows since the account's last reconciliation before the order's day, and those of them
    /// that could explain the difference.
    private static func difference(_ order: ReconcileOrder, ledgerMinor: Int64, in db: Database) throws
        -> ReconcileDifference
    {
        let since = try ReconciliationLog.latest(of: order.accountID, before: order.day, in: db)
        let window = """
            FROM ledgerEntry WHERE accountId = ? AND NOT \(ReconciliationLog.onOrAfter)
                AND \(since == nil ? "1" : ReconciliationLog.onOrAfter)
            """
        var arguments: StatementArguments = [order.accountID] + ReconciliationLog.arguments(order.end)
        if let since { arguments += ReconciliationLog.arguments(since.end) }
        let rowsSince =
            try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) \(window)"), arguments: arguments) ?? 0
        let difference = (ledgerMinor &- order.balanceMinor).magnitude
        let suspects = try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT \(RowDecoding.transactionColumns) \(window) AND (amountMinor = ? OR amountMinor * 2 = ?)
                    ORDER BY sortKey DESC LIMIT ?
                    """),
            arguments: arguments + [
                Int64(clamping: difference), Int64(clamping: difference), ReconcileRules.maximumSuspects,
            ]
        )
        .map(RowDecoding.transaction)
        return ReconcileDifference(
            ledgerMinor: ledgerMinor, statedMinor: order.balanceMinor, since: since, rowsSince: rowsSince,
            suspects: suspects)
    }
}
