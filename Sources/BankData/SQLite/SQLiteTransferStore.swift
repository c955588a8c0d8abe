public import BankDomain
import BankStorage
import Foundation
import GRDB

/// Transfers in SQLite: one database transaction moves both balances and writes both ledger rows,
/// or changes nothing.
public struct SQLiteTransferStore: TransferStore {
    // MARK: - Properties

    private let database: StoreDatabase

    // MARK: - Initialization

    /// Creates a store over the shared access to an open, migrated database.
    init(database: StoreDatabase) {
        self.database = database
    }

    // MARK: - TransferStore

    /// Carries out `order` atomically, checking funds inside the same transaction; once for its
    /// key: the same key again answers with the accounts as they are and moves nothing.
    public func transfer(_ order: TransferOrder) async throws -> TransferReceipt {
        try database.write(during: .transfer) { db in try Self.perform(order, in: db) }
    }

    // MARK: - Private

    /// The rules are checked again here, on the balances this transaction reads and changes.
    private static func perform(_ order: TransferOrder, in db: Database) throws -> TransferReceipt {
        if try madeBefore(order, in: db) {
            return TransferReceipt(
                order: order, source: try SQLiteAccountStore.account(id: order.sourceID, in: db),
                destination: try SQLiteAccountStore.account(id: order.destinationID, in: db))
        }
        let source = try SQLiteAccountStore.account(id: order.sourceID, in: db)
        let destination = try SQLiteAccountStore.account(id: order.destinationID, in: db)
        let minor = try TransferRules.check(order, from: source, to: destination)
        try move(minor, from: source, to: destination, in: db)
        try record(order, minor: minor, source: source, destination: destination, in: db)
        return TransferReceipt(
            order: order,
            source: try SQLiteAccountStore.account(id: source.id, in: db),
            destination: try SQLiteAccountStore.account(id: destination.id, in: db)
        )
    }

    /// Whether the transfer of `order`'s key was made before; refused when the key was given to
    /// another transfer.
    private static func madeBefore(_ order: TransferOrder, in db: Database) throws -> Bool {
        let rows = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT accountId, type, amountMinor FROM ledgerEntry WHERE requestKey = ?"),
            arguments: [order.key.text])
        guard !rows.isEmpty else { return false }
        let accounts = Dictionary(
            rows.map { (($0[1] as String), ($0[0] as Int64)) }, uniquingKeysWith: { first, _ in first })
        let amount = MinorUnits.amount(
            of: rows[0][2], currency: try SQLiteAccountStore.account(id: order.sourceID, in: db).currency)
        guard accounts[TransactionType.debit.rawValue] == order.sourceID,
            accounts[TransactionType.credit.rawValue] == order.destinationID, amount == order.amount
        else { throw BankError.requestKeyReused(order.key) }
        return true
    }

    private static func move(_ minor: Int64, from source: Account, to destination: Account, in db: Database) throws {
        let update = try db.cachedStatement(sql: "UPDATE account SET balanceMinor = balanceMinor + ? WHERE id = ?")
        try update.execute(arguments: [-minor, source.id])
        try update.execute(arguments: [minor, destination.id])
    }

    private static func record(
        _ order: TransferOrder,
        minor: Int64,
        source: Account,
        destination: Account,
        in db: Database
    ) throws {
        let row = { (account: Account, type: TransactionType, counterparty: Account) in
            var row = LedgerRow(
                accountID: account.id,
                transaction: NewTransaction(
                    date: order.date, memo: order.memo, category: .transfer, amountMinor: minor, type: type,
                    counterparty: counterparty.name))
            row.requestKey = order.key.text
            return row
        }
        // Both rows in one write, with their key and one update of the tallies.
        try LedgerInsert(in: db).insert([row(source, .debit, destination), row(destination, .credit, source)])
    }
}
