package import BankDomain
import Foundation
import GRDB

/// A bank file's rows, read whole for `vbank copy`: every account (closed ones too, with their
/// places and opening balances), the ledger in the order it was written with each imported row's
/// key, the cards and the settings.
extension SQLiteBank {
    /// Reads everything in one read transaction, so the rows are of one moment.
    /// - Throws: ``BankError/storage(_:)`` when the file cannot be read.
    package func contents() throws -> BankContents {
        do {
            return try writer.read { db in
                BankContents(
                    accounts: try Self.accounts(in: db), ledger: try Self.ledger(in: db),
                    cards: try Self.cards(in: db), settings: try SQLiteSettingsStore.settings(in: db))
            }
        } catch {
            throw StorageFaultMapping(file: file, logger: .silent).domainError(for: error, during: .reading)
        }
    }

    // MARK: - Private

    private static func accounts(in db: Database) throws -> [BankContents.AccountRow] {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT \(RowDecoding.accountColumns), position, openingBalanceMinor, closedAt
                FROM account ORDER BY position, id
                """)
        return try rows.map { row in
            BankContents.AccountRow(
                account: try RowDecoding.account(row), position: row[RowDecoding.accountColumnCount],
                openingBalanceMinor: row[RowDecoding.accountColumnCount + 1],
                closedAt: (row[RowDecoding.accountColumnCount + 2] as Double?).map { Date(timeIntervalSince1970: $0) })
        }
    }

    private static func ledger(in db: Database) throws -> [LedgerRow] {
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT accountId, date, memo, category, amountMinor, type, counterparty, importKey
                FROM ledgerEntry ORDER BY id
                """)
        var ledger: [LedgerRow] = []
        while let row = try rows.next() {
            let transaction = NewTransaction(
                date: Date(timeIntervalSince1970: row[1]), memo: row[2],
                category: try RowDecoding.value(TransactionCategory.self, row[3]), amountMinor: row[4],
                type: try RowDecoding.value(TransactionType.self, row[5]), counterparty: row[6])
            ledger.append(LedgerRow(accountID: row[0], transaction: transaction, importKey: row[7]))
        }
        return ledger
    }

    private static func cards(in db: Database) throws -> [BankContents.CardRow] {
        try Row.fetchAll(db, sql: "SELECT \(RowDecoding.cardColumns) FROM card ORDER BY id").map { row in
            BankContents.CardRow(card: try RowDecoding.card(row), monthlyLimitMinor: row[7])
        }
    }
}
