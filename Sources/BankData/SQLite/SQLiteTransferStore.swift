public import BankDomain
import Foundation
public import GRDB

/// Transfers in SQLite: one database transaction moves both balances and writes both ledger rows,
/// or changes nothing.
public struct SQLiteTransferStore: TransferStore {
    // MARK: - Properties

    private let database: any DatabaseWriter

    // MARK: - Initialization

    /// Creates a store over an open, migrated database.
    public init(database: any DatabaseWriter) {
        self.database = database
    }

    // MARK: - TransferStore

    /// Carries out `order` atomically, checking funds inside the same transaction.
    public func transfer(_ order: TransferOrder) async throws -> TransferReceipt {
        try await withStoreErrors {
            try await database.write { db in try Self.perform(order, in: db) }
        }
    }

    // MARK: - Private

    private static func perform(_ order: TransferOrder, in db: Database) throws -> TransferReceipt {
        guard order.sourceID != order.destinationID else { throw BankError.sameAccount }
        guard order.amount > 0, let minor = MinorUnits.minorUnits(of: order.amount) else {
            throw BankError.invalidAmount
        }
        let source = try SQLiteAccountStore.account(id: order.sourceID, in: db)
        let destination = try SQLiteAccountStore.account(id: order.destinationID, in: db)
        try TransferRules.check(order, from: source, to: destination)
        try move(minor, from: source, to: destination, in: db)
        try record(order, minor: minor, source: source, destination: destination, in: db)
        return TransferReceipt(
            order: order,
            source: try SQLiteAccountStore.account(id: source.id, in: db),
            destination: try SQLiteAccountStore.account(id: destination.id, in: db)
        )
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
        let insert = try db.cachedStatement(
            sql: """
                INSERT INTO ledgerEntry (accountId, date, memo, category, amountMinor, type, counterparty)
                VALUES (?, ?, ?, 'transfer', ?, ?, ?)
                """
        )
        let date = order.date.timeIntervalSince1970
        try insert.execute(arguments: [source.id, date, order.memo, minor, "debit", destination.name])
        try insert.execute(arguments: [destination.id, date, order.memo, minor, "credit", source.name])
    }
}
