import BankDomain
import BankStorage
import Foundation
import GRDB

extension CorrectedLedger {
    // MARK: - Imports

    /// Takes the rows of the import `record` out of `account`'s ledger and their amounts out of
    /// its balance, within ``MoneyBounds``; the record of the change keeps them, so that an undo
    /// puts them back.
    /// - Returns: The change to record, and the account as it is after.
    func takeOut(_ record: StatementImportRecord, from account: Account) throws -> (CorrectionLog.Entry, Account) {
        let rows = try Row.fetchAll(
            db, sql: "SELECT \(RowDecoding.transactionColumns) FROM ledgerEntry WHERE importId = ? ORDER BY id",
            arguments: [record.id]
        ).map(RowDecoding.transaction)
        var net = MinorSum()
        for row in rows {
            try net.add(-row.signedMinorUnits)
        }
        let balance = try MoneyBounds.balance(of: account, movedBy: net.value)
        let removed = try take(rows)
        try SQLiteAccountStore.setBalance(balance, of: account.id, in: db)
        var entry = CorrectionLog.Entry(
            rowID: rows.first?.id ?? 0, kind: .importUndone, before: record.fileName, after: String(record.id))
        entry.removed = removed
        return (entry, try SQLiteAccountStore.account(id: account.id, in: db))
    }

    /// Puts the rows an `undo-import` took out back, and their amounts into their account, and
    /// lets their import stand again.
    func restoreImport(_ removed: [RemovedRow]) throws -> [Int64] {
        guard let first = removed.first else { throw BankError.cannotCorrect(.changedSince) }
        let account = try SQLiteAccountStore.account(id: first.accountID, in: db)
        try RecordRules.checkAccount(account)
        var net = MinorSum()
        for row in removed {
            try net.add(try row.transaction().signedMinorUnits)
        }
        let balance = try MoneyBounds.balance(of: account, movedBy: net.value)
        let ids = try putBack(removed)
        try SQLiteAccountStore.setBalance(balance, of: account.id, in: db)
        if let importID = first.importID {
            try ImportLog.setUndone(importID, at: nil, in: db)
        }
        return ids
    }
}
