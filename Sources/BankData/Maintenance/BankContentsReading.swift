import BankDomain
package import BankStorage
import Foundation
import GRDB

/// A bank file's rows, read whole for `vbank copy`: every account (closed ones too, with their
/// places and opening balances), the ledger in the order it was written with each row's day,
/// imported row's key and transfer's key, the notes and the ledger's changes, the reconciliations, the categories
/// and rules, the cards and the settings.
extension SQLiteBank {
    /// Reads everything in one read transaction, so the rows are of one moment.
    /// - Throws: ``BankError/storage(_:)`` when the file cannot be read.
    package func contents() throws -> BankContents {
        do {
            return try writer.read { db in
                let (ledger, ids) = try Self.ledger(in: db)
                var contents = BankContents(
                    accounts: try Self.accounts(in: db), ledger: ledger, cards: try Self.cards(in: db),
                    settings: try SQLiteSettingsStore.settings(in: db))
                contents.ledgerIDs = ids
                contents.notes = Dictionary(
                    uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT entryId, note FROM ledgerNote").map {
                        ($0[0], $0[1])
                    })
                contents.corrections = try Self.corrections(in: db)
                contents.reconciliations = try ReconciliationLog.all(in: db)
                contents.categories = try CategoryLog.book(in: db)
                return contents
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

    /// The ledger in the order it was written, and each row's identifier.
    private static func ledger(in db: Database) throws -> ([LedgerRow], [Int64]) {
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT accountId, date, memo, category, amountMinor, type, counterparty, importKey, id, day,
                    requestKey
                FROM ledgerEntry ORDER BY id
                """)
        var ledger: [LedgerRow] = []
        var ids: [Int64] = []
        while let row = try rows.next() {
            // A row of a day stays of that day, and of its place in the day's order.
            let transaction = Transaction(
                id: row[8], accountID: row[0], date: Date(timeIntervalSince1970: row[1]),
                day: (row[9] as Int?).map(CalendarDay.init(daysSince1970:)), memo: row[2],
                category: try RowDecoding.value(TransactionCategory.self, row[3]), amountMinor: row[4],
                type: try RowDecoding.value(TransactionType.self, row[5]), counterparty: row[6])
            var copied = LedgerRow(accountID: row[0], transaction: NewTransaction(transaction), importKey: row[7])
            copied.requestKey = row[10]
            ledger.append(copied)
            ids.append(row[8])
        }
        return (ledger, ids)
    }

    private static func corrections(in db: Database) throws -> [BankContents.CorrectionRow] {
        let sql = """
            SELECT id, entryId, partnerId, kind, before, after, removed, session, date, undoneBy
            FROM ledgerCorrection ORDER BY id
            """
        return try Row.fetchAll(db, sql: sql).map { row in
            BankContents.CorrectionRow(
                id: row[0], entryID: row[1], partnerID: row[2],
                kind: try RowDecoding.value(LedgerCorrection.Kind.self, row[3]), before: row[4], after: row[5],
                removed: row[6], session: row[7], date: row[8], undoneBy: row[9])
        }
    }

    private static func cards(in db: Database) throws -> [BankContents.CardRow] {
        try Row.fetchAll(db, sql: "SELECT \(RowDecoding.cardColumns) FROM card ORDER BY id").map { row in
            BankContents.CardRow(card: try RowDecoding.card(row), monthlyLimitMinor: row[7])
        }
    }
}
