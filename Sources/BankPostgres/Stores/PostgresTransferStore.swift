import BankData
import BankDomain

/// Transfers on PostgreSQL: one transaction moves both balances and writes both ledger rows, or
/// changes nothing, in two round trips. The first locks both accounts (``PostgresAccountLocks``); the rules
/// are checked again on what was locked; the second writes and commits.
struct PostgresTransferStore: TransferStore {
    // MARK: - Properties

    let database: ServerDatabase

    // MARK: - TransferStore

    /// Carries out `order` atomically, checking funds on the locked accounts.
    func transfer(_ order: TransferOrder) async throws -> TransferReceipt {
        try await database.write(during: .transfer) { transaction in
            let ids = [String(order.sourceID), String(order.destinationID)]
            let accounts = try PostgresAccountLocks.lockForMoving(
                [order.sourceID, order.destinationID], in: transaction)
            let source = try PostgresAccountLocks.account(order.sourceID, in: accounts)
            let destination = try PostgresAccountLocks.account(order.destinationID, in: accounts)
            let minor = try TransferRules.check(order, from: source, to: destination)
            let written = try transaction.commit([
                PostgresStatement(
                    """
                    UPDATE account SET balance_minor = balance_minor + CASE WHEN id = $1 THEN -$3::bigint ELSE $3::bigint END
                    WHERE id IN ($1, $2)
                    """, ids + [String(minor)]),
                try LedgerWrite.insert(Self.rows(of: order, minor: minor, source: source, destination: destination)),
                PostgresStatement(
                    "SELECT \(PostgresDecoding.accountColumns) FROM account WHERE id IN ($1, $2)", ids),
            ])
            let after = try PostgresDecoding.accounts(written[2])
            return TransferReceipt(
                order: order, source: try PostgresAccountLocks.account(source.id, in: after),
                destination: try PostgresAccountLocks.account(destination.id, in: after))
        }
    }

    // MARK: - Private

    /// The debit of the source and the credit of the destination, in that order.
    private static func rows(of order: TransferOrder, minor: Int64, source: Account, destination: Account)
        -> [LedgerRow]
    {
        [
            LedgerRow(
                accountID: source.id,
                transaction: NewTransaction(
                    date: order.date, memo: order.memo, category: .transfer, amountMinor: minor, type: .debit,
                    counterparty: destination.name)),
            LedgerRow(
                accountID: destination.id,
                transaction: NewTransaction(
                    date: order.date, memo: order.memo, category: .transfer, amountMinor: minor, type: .credit,
                    counterparty: source.name)),
        ]
    }
}
