import BankData
import BankDomain
import Foundation

extension PostgresCorrectedLedger {
    // MARK: - Removing

    /// Takes `rows` out of the ledger and their amounts out of their locked accounts' balances,
    /// and returns them as they were, with their import keys and notes.
    func remove(_ rows: [Transaction], from accounts: [Account]) throws -> [RemovedRow] {
        let kept = try connection.execute(
            """
            SELECT id, import_key, coalesce((SELECT note FROM ledger_note WHERE entry_id = ledger_entry.id), '')
            FROM ledger_entry WHERE id = ANY($1::bigint[]) ORDER BY id
            """, [PostgresText.array(rows.map { String($0.id) })])
        var tally = LedgerTally.Counts()
        var removed: [RemovedRow] = []
        var statements: [PostgresStatement] = []
        for row in rows {
            let account = try PostgresAccountLocks.account(row.accountID, in: accounts)
            let balance = try CorrectionRules.balance(of: account, removing: row)
            guard let index = try (0..<kept.count).first(where: { try kept.int64($0, 0) == row.id }) else {
                throw BankError.cannotCorrect(.changedSince)
            }
            let key = kept.text(index, 1).flatMap { Int64($0) }
            removed.append(RemovedRow(row, importKey: key, note: try kept.string(index, 2)))
            tally.remove(row)
            statements += [
                noteStatement("", of: row),
                PostgresStatement("DELETE FROM ledger_entry WHERE id = $1::bigint", [String(row.id)]),
                PostgresAccountLocks.setBalance(balance, of: account.id),
            ]
        }
        let sums = tally.periodSums
        _ = try connection.pipeline(statements + [LedgerWrite.addToTallies(sums.quarters, days: sums.days)])
        return removed
    }

    /// Puts rows a delete took out back into the ledger, as new rows with their notes, tallies,
    /// words and amounts, and their changes filed under them.
    func restore(_ removed: [RemovedRow], in accounts: [Account]) throws -> [Transaction] {
        var restored: [Transaction] = []
        for row in removed {
            let account = try PostgresAccountLocks.account(row.accountID, in: accounts)
            let balance = try CorrectionRules.balance(of: account, removing: try row.transaction(), false)
            if let key = row.importKey {
                let taken = try connection.execute(
                    "SELECT 1 FROM ledger_entry WHERE account_id = $1::bigint AND import_key = $2::bigint",
                    [String(row.accountID), String(key)])
                guard taken.count == 0 else { throw BankError.cannotCorrect(.changedSince) }
            }
            let written = try connection.pipeline([
                try LedgerWrite.insert([try row.ledgerRow()]),
                PostgresStatement(
                    "SELECT \(PostgresDecoding.transactionColumns) FROM ledger_entry WHERE account_id = $1::bigint ORDER BY id DESC LIMIT 1",
                    [String(row.accountID)]),
                PostgresAccountLocks.setBalance(balance, of: account.id),
            ])
            let transaction = try PostgresDecoding.transaction(written[1], 0)
            try rewrite([transaction], memo: nil, note: row.note)
            _ = try connection.execute(
                "UPDATE ledger_correction SET entry_id = $1::bigint WHERE entry_id = $2::bigint",
                [String(transaction.id), String(-row.id)])
            restored.append(transaction)
        }
        return restored
    }

    // MARK: - Undoing

    /// Takes back `undo`'s change on its locked `accounts` if its rows are as it left them.
    /// - Returns: The undo's record and the rows it leaves.
    func undo(_ undo: UndoableChange, in accounts: [Account]) throws -> (LedgerCorrection, [Int64]) {
        let change = undo.correction
        if change.kind == .delete {
            let restored = try restore(undo.removed, in: accounts)
            return (try recordUndo(of: change, rows: restored), restored.map(\.id))
        }
        let rows: [Transaction]
        do {
            rows = try rowAndPartner(change.transactionID)
        } catch BankError.transactionNotFound {
            throw BankError.cannotCorrect(.changedSince)
        }
        let first = rows[0]
        switch change.kind {
        case .record:
            _ = try remove(rows, from: accounts)
            let recorded = try recordUndo(of: change, rows: rows)
            try file(rows.map(\.id), asRemoved: true)
            return (recorded, [])
        case .category:
            guard first.category.rawValue == change.after, let category = TransactionCategory(rawValue: change.before)
            else { throw BankError.cannotCorrect(.changedSince) }
            try setCategory(category, of: rows)
        case .memo:
            guard first.memo == change.after else { throw BankError.cannotCorrect(.changedSince) }
            try rewrite(rows, memo: change.before, note: try note(of: first.id))
        case .note:
            guard try note(of: first.id) == change.after else { throw BankError.cannotCorrect(.changedSince) }
            try rewrite(rows, memo: nil, note: change.before)
        case .delete, .undo:
            throw BankError.cannotCorrect(.nothingToUndo)
        }
        return (try recordUndo(of: change, rows: rows), rows.map(\.id))
    }

    // MARK: - Private

    private func recordUndo(of change: LedgerCorrection, rows: [Transaction]) throws -> LedgerCorrection {
        let recorded = try record(.undo, of: rows, before: change.kind.rawValue, after: "")
        _ = try connection.execute(
            "UPDATE ledger_correction SET undone_by = $1::bigint WHERE id = $2::bigint",
            [String(recorded.id), String(change.id)])
        return recorded
    }
}
