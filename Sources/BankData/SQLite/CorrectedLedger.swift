import BankDomain
import BankStorage
import Foundation
import GRDB

/// The writes of a correction and of an undo inside one SQLite transaction: the rows, their
/// tallies, the search index, the notes and the balances move together.
struct CorrectedLedger {
    // MARK: - Properties

    let db: Database

    // MARK: - Reading

    /// The row `id` and, for one side of a transfer, the other side: the two rows a transfer
    /// writes one after the other, of the same moment and amount, one out and one in.
    func rowAndPartner(_ id: Transaction.ID) throws -> [Transaction] {
        let row = try SQLiteTransactionStore.transaction(id: id, in: db)
        guard row.category == .transfer else { return [row] }
        let partnerID = row.type == .debit ? row.id + 1 : row.id - 1
        let partner = try? SQLiteTransactionStore.transaction(id: partnerID, in: db)
        guard let partner, partner.category == .transfer, partner.date == row.date,
            partner.amountMinor == row.amountMinor, partner.type != row.type
        else { return [row] }
        return [row, partner]
    }

    /// What a correction or an undo hands back: the change and the rows and accounts as they are.
    func receipt(_ correction: LedgerCorrection, rows: [Int64], accounts: [Account]) throws -> CorrectionReceipt {
        CorrectionReceipt(
            correction: correction,
            transactions: try rows.map { try SQLiteTransactionStore.transaction(id: $0, in: db) },
            accounts: try accounts.map { try SQLiteAccountStore.account(id: $0.id, in: db) })
    }

    // MARK: - Correcting

    /// Makes `correction`, already checked, to `rows` on their `accounts`.
    /// - Returns: The change to record, and the rows it leaves: none for a delete, the parts of a split.
    func apply(_ correction: Correction, to rows: [Transaction], in accounts: [Account]) throws -> (
        CorrectionLog.Entry, [Int64]
    ) {
        let ids = rows.map(\.id)
        var entry: CorrectionLog.Entry
        var left = ids
        switch correction {
        case .category(let category):
            entry = .init(rowID: ids[0], kind: .category, before: rows[0].category.rawValue, after: category.rawValue)
            try setCategory(category, of: rows)
        case .memo(let memo):
            entry = .init(rowID: ids[0], kind: .memo, before: rows[0].memo, after: memo)
            try reindexing(ids) { try setMemo(memo, of: ids) }
        case .note(let note):
            let before = try CorrectionLog.note(of: ids[0], in: db)
            guard before != note else { throw BankError.cannotCorrect(.unchanged) }
            entry = .init(rowID: ids[0], kind: .note, before: before, after: note)
            try reindexing(ids) { try ids.forEach { try CorrectionLog.setNote(note, of: $0, in: db) } }
        case .delete:
            entry = .init(rowID: ids[0], kind: .delete, before: rows[0].memo, after: "")
            entry.removed = try remove(rows, from: accounts)
            left = []
        case .split(let parts):
            let split = try self.split(rows[0], into: parts)
            left = split.parts.map(\.id)
            entry = .init(
                rowID: left[0], kind: .split, before: rows[0].category.rawValue,
                after: SplitPart.summary(parts, currency: accounts[0].currency))
            entry.split = split
            return (entry, left)
        }
        entry.partnerID = ids.count > 1 ? ids[1] : nil
        return (entry, left)
    }

    // MARK: - Undoing

    /// Takes back `undoable`'s change if its rows are still as it left them.
    /// - Returns: The undo's record, the rows it leaves and the accounts it touched.
    func undo(_ undoable: UndoableChange) throws -> (CorrectionLog.Entry, [Int64], [Int64]) {
        let change = undoable.correction
        var rowID = change.transactionID
        var rowIDs: [Int64] = []
        var removedByUndo: [RemovedRow]?
        let rows = [.delete, .importUndone].contains(change.kind) ? [] : try currentRows(of: change)
        if change.kind == .split, let split = undoable.split {
            rowIDs = try unsplit(split)
            let entry = CorrectionLog.Entry(rowID: rowIDs[0], kind: .undo, before: change.kind.rawValue, after: "")
            return (entry, rowIDs, rows.map(\.accountID))
        }
        switch change.kind {
        case .record:
            // The undo keeps the row it took out, so that others are told in which account.
            removedByUndo = try remove(rows, from: try checkedAccounts(of: rows))
        case .category:
            try checkStill(rows[0].category.rawValue == change.after, rows)
            guard let category = TransactionCategory(rawValue: change.before) else {
                throw BankError.cannotCorrect(.changedSince)
            }
            try setCategory(category, of: rows)
            rowIDs = rows.map(\.id)
        case .memo:
            try checkStill(rows[0].memo == change.after, rows)
            try reindexing(rows.map(\.id)) { try setMemo(change.before, of: rows.map(\.id)) }
            rowIDs = rows.map(\.id)
        case .note:
            try checkStill(try CorrectionLog.note(of: rows[0].id, in: db) == change.after, rows)
            try reindexing(rows.map(\.id)) {
                try rows.forEach { try CorrectionLog.setNote(change.before, of: $0.id, in: db) }
            }
            rowIDs = rows.map(\.id)
        case .delete:
            rowIDs = try restore(undoable.removed)
            rowID = rowIDs.first ?? rowID
        case .importUndone:
            rowIDs = try restoreImport(undoable.removed)
            rowID = rowIDs.first ?? rowID
        case .undo, .split, .rule:
            throw BankError.cannotCorrect(.nothingToUndo)
        }
        let touched = rows.map(\.accountID) + undoable.removed.map(\.accountID)
        var entry = CorrectionLog.Entry(
            rowID: rowID, partnerID: rowIDs.count > 1 && change.kind != .importUndone ? rowIDs[1] : nil, kind: .undo,
            before: change.kind.rawValue, after: "")
        entry.removed = removedByUndo
        return (entry, rowIDs, Array(Set(touched)).sorted())
    }

    // MARK: - Private

    private func currentRows(of change: LedgerCorrection) throws -> [Transaction] {
        do {
            return try rowAndPartner(change.transactionID)
        } catch BankError.transactionNotFound {
            throw BankError.cannotCorrect(.changedSince)
        }
    }

    private func checkedAccounts(of rows: [Transaction]) throws -> [Account] {
        try rows.map { row in
            let account = try SQLiteAccountStore.account(id: row.accountID, in: db)
            try RecordRules.checkAccount(account)
            return account
        }
    }

    private func checkStill(_ isAsLeft: Bool, _ rows: [Transaction]) throws {
        guard isAsLeft else { throw BankError.cannotCorrect(.changedSince) }
        _ = try checkedAccounts(of: rows)
    }

    func setCategory(_ category: TransactionCategory, of rows: [Transaction]) throws {
        var tally = LedgerTally.Counts()
        let update = try db.cachedStatement(sql: "UPDATE ledgerEntry SET category = ? WHERE id = ?")
        for row in rows {
            tally.recategorise(row, as: category)
            try update.execute(arguments: [category.rawValue, row.id])
        }
        try tally.record(in: db)
    }

    private func setMemo(_ memo: String, of ids: [Int64]) throws {
        let update = try db.cachedStatement(sql: "UPDATE ledgerEntry SET memo = ? WHERE id = ?")
        for id in ids {
            try update.execute(arguments: [memo, id])
        }
    }

    /// Runs `change` with the rows out of the search index, and puts them back with their new words.
    func reindexing(_ ids: [Int64], _ change: () throws -> Void) throws {
        try SearchIndex.bringUpToDate(db)
        try SearchIndex.remove(ids, in: db)
        try change()
        try SearchIndex.add(ids, in: db)
    }

    /// Takes `rows` out of the ledger, their amounts out of their accounts' balances, and returns
    /// them as they were.
    private func remove(_ rows: [Transaction], from accounts: [Account]) throws -> [RemovedRow] {
        let balances = try zip(rows, accounts).map { row, account in
            (account.id, try CorrectionRules.balance(of: account, removing: row))
        }
        let removed = try take(rows)
        for (accountID, balance) in balances {
            try SQLiteAccountStore.setBalance(balance, of: accountID, in: db)
        }
        return removed
    }

    /// Puts rows a delete took out back into the ledger, and their amounts into their accounts.
    private func restore(_ removed: [RemovedRow]) throws -> [Int64] {
        var ids: [Int64] = []
        for row in removed {
            let account = try SQLiteAccountStore.account(id: row.accountID, in: db)
            try RecordRules.checkAccount(account)
            let balance = try CorrectionRules.balance(of: account, removing: try row.transaction(), false)
            ids += try putBack([row])
            try SQLiteAccountStore.setBalance(balance, of: account.id, in: db)
        }
        return ids
    }

    /// Takes `rows` out of the ledger with their tallies, words and notes, and returns them as
    /// they were; their accounts' balances are the caller's.
    func take(_ rows: [Transaction]) throws -> [RemovedRow] {
        try SearchIndex.bringUpToDate(db)
        try SearchIndex.remove(rows.map(\.id), in: db)
        var tally = LedgerTally.Counts()
        var removed: [RemovedRow] = []
        for row in rows {
            let (key, importID) = try importKeyAndImport(of: row.id)
            removed.append(
                RemovedRow(row, importKey: key, note: try CorrectionLog.note(of: row.id, in: db), importID: importID))
            tally.remove(row)
            try CorrectionLog.setNote("", of: row.id, in: db)
            try db.cachedStatement(sql: "DELETE FROM ledgerEntry WHERE id = ?").execute(arguments: [row.id])
        }
        try tally.record(in: db)
        try SearchIndex.forgetRemovedTail(db)
        return removed
    }

    /// Puts rows taken out back into the ledger, under their identifiers where those are still
    /// free, with their notes, tallies and words, and their changes filed under them; their
    /// accounts' balances are the caller's.
    func putBack(_ removed: [RemovedRow]) throws -> [Int64] {
        try SearchIndex.bringUpToDate(db)
        var tally = LedgerTally.Counts()
        var ids: [Int64] = []
        for row in removed {
            try RecordRules.checkAccount(try SQLiteAccountStore.account(id: row.accountID, in: db))
            let ledgerRow = try row.ledgerRow()
            try LedgerRules.check(ledgerRow.transaction)
            let id = try insert(row)
            try CorrectionLog.setNote(row.note, of: id, in: db)
            try CorrectionLog.file([row.id], asRemoved: false, in: db)
            if id != row.id {
                try db.cachedStatement(sql: "UPDATE ledgerCorrection SET entryId = ? WHERE entryId = ?")
                    .execute(arguments: [id, row.id])
            }
            tally.add(ledgerRow)
            ids.append(id)
        }
        try tally.record(in: db)
        try SearchIndex.add(ids, in: db)
        return ids
    }

    func importKey(of id: Int64) throws -> Int64? {
        try importKeyAndImport(of: id).key
    }

    /// The row's import key and the import it came in by.
    private func importKeyAndImport(of id: Int64) throws -> (key: Int64?, importID: Int64?) {
        let row = try Row.fetchOne(
            db.cachedStatement(sql: "SELECT importKey, importId FROM ledgerEntry WHERE id = ?"), arguments: [id])
        return (row?[0], row?[1])
    }

    /// Inserts `row` again under its identifier, or a new one if that was given out since.
    private func insert(_ row: RemovedRow) throws -> Int64 {
        if let key = row.importKey {
            let sql = "SELECT 1 FROM ledgerEntry WHERE accountId = ? AND importKey = ?"
            guard try Bool.fetchOne(db.cachedStatement(sql: sql), arguments: [row.accountID, key]) == nil else {
                throw BankError.cannotCorrect(.changedSince)
            }
        }
        let taken =
            try Bool.fetchOne(
                db.cachedStatement(sql: "SELECT 1 FROM ledgerEntry WHERE id = ?"), arguments: [row.id]) != nil
        try db.cachedStatement(
            sql: """
                INSERT INTO ledgerEntry (id, accountId, date, day, memo, category, amountMinor, type, counterparty,
                    importKey, importId)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        )
        .execute(arguments: [
            taken ? nil : row.id, row.accountID, row.date, row.day, row.memo, row.category, row.amountMinor, row.type,
            row.counterparty, row.importKey, row.importID,
        ])
        return db.lastInsertedRowID
    }
}
