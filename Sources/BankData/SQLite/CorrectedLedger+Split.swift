import BankDomain
import BankStorage
import Foundation
import GRDB

extension CorrectedLedger {
    // MARK: - Splitting

    /// Puts `parts` in the place of `row`: rows of its account, moment, memo, counterparty and
    /// type, each with its amount and category, its note on each and its import key on the
    /// first, so that importing the statement again does not bring the row back. The balance
    /// stays as it is: the parts add up to the row.
    /// - Returns: What an undo needs to put the row back.
    func split(_ row: Transaction, into parts: [SplitPart]) throws -> SplitRecord {
        try SearchIndex.bringUpToDate(db)
        // The parts go in before the row comes out, so none of them is given the row's identifier,
        // under whose negation the row's history is filed.
        let newest = try Int64.fetchOne(db.cachedStatement(sql: "SELECT max(id) FROM ledgerEntry")) ?? 0
        // Last part first: a list shows the newest row of a moment first, so the parts read in the
        // order they were typed.
        try LedgerInsert(in: db).insert(
            parts.reversed().map { LedgerRow(accountID: row.accountID, transaction: NewTransaction(row, part: $0)) })
        let ids = try Int64.fetchAll(
            db.cachedStatement(sql: "SELECT id FROM ledgerEntry WHERE id > ? ORDER BY id DESC"), arguments: [newest])
        guard ids.count == parts.count else { throw BankError.cannotCorrect(.changedSince) }
        guard let original = try take([row]).first else { throw BankError.cannotCorrect(.changedSince) }
        if let key = original.importKey {
            try db.cachedStatement(sql: "UPDATE ledgerEntry SET importKey = ? WHERE id = ?")
                .execute(arguments: [key, ids[0]])
        }
        if !original.note.isEmpty {
            try reindexing(ids) { try ids.forEach { try CorrectionLog.setNote(original.note, of: $0, in: db) } }
        }
        try CorrectionLog.file([row.id], asRemoved: true, in: db)
        return SplitRecord(
            original: original,
            parts: zip(ids, parts).map { .init(id: $0, amountMinor: $1.amountMinor, category: $1.category.rawValue) })
    }

    /// Takes a split's parts out and puts its row back, if the parts are as the split left them.
    /// - Returns: The row's identifier.
    func unsplit(_ split: SplitRecord) throws -> [Int64] {
        let parts = try split.parts.map { part in
            guard let row = try? SQLiteTransactionStore.transaction(id: part.id, in: db), part.isStill(row) else {
                throw BankError.cannotCorrect(.changedSince)
            }
            try RecordRules.checkAccount(try SQLiteAccountStore.account(id: row.accountID, in: db))
            return row
        }
        _ = try take(parts)
        try CorrectionLog.file(parts.map(\.id), asRemoved: true, in: db)
        return try putBack([split.original])
    }
}
