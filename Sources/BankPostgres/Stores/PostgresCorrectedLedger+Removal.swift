import BankData
import BankDomain
import Foundation

extension PostgresCorrectedLedger {
    // MARK: - Removing

    /// Takes `rows` out of the ledger and their amounts out of their locked accounts' balances,
    /// and returns them as they were, with their import keys and notes.
    func remove(_ rows: [Transaction], from accounts: [Account]) throws -> [RemovedRow] {
        let balances = try rows.map { row in
            let account = try PostgresAccountLocks.account(row.accountID, in: accounts)
            return PostgresAccountLocks.setBalance(
                try CorrectionRules.balance(of: account, removing: row), of: account.id)
        }
        let removed = try take(rows)
        _ = try connection.pipeline(balances)
        return removed
    }

    /// Puts rows a delete took out back into the ledger, and their amounts into their locked
    /// accounts' balances.
    func restore(_ removed: [RemovedRow], in accounts: [Account]) throws -> [Transaction] {
        var restored: [Transaction] = []
        for row in removed {
            let account = try PostgresAccountLocks.account(row.accountID, in: accounts)
            let balance = try CorrectionRules.balance(of: account, removing: try row.transaction(), false)
            restored += try putBack([row])
            _ = try connection.execute(PostgresAccountLocks.setBalance(balance, of: account.id))
        }
        return restored
    }

    /// Takes `rows` out of the ledger with their tallies and notes, and returns them as they were,
    /// with their import keys and notes; their accounts' balances are the caller's.
    func take(_ rows: [Transaction]) throws -> [RemovedRow] {
        let kept = try connection.execute(
            """
            SELECT id, import_key, coalesce((SELECT note FROM ledger_note WHERE entry_id = ledger_entry.id), '')
            FROM ledger_entry WHERE id = ANY($1::bigint[]) ORDER BY id
            """, [PostgresText.array(rows.map { String($0.id) })])
        var tally = LedgerTally.Counts()
        var removed: [RemovedRow] = []
        var statements: [PostgresStatement] = []
        for row in rows {
            guard let index = try (0..<kept.count).first(where: { try kept.int64($0, 0) == row.id }) else {
                throw BankError.cannotCorrect(.changedSince)
            }
            let key = kept.text(index, 1).flatMap { Int64($0) }
            removed.append(RemovedRow(row, importKey: key, note: try kept.string(index, 2)))
            tally.remove(row)
            statements += [
                noteStatement("", of: row),
                PostgresStatement("DELETE FROM ledger_entry WHERE id = $1::bigint", [String(row.id)]),
            ]
        }
        let sums = tally.periodSums
        _ = try connection.pipeline(statements + [LedgerWrite.addToTallies(sums.quarters, days: sums.days)])
        return removed
    }

    /// Puts rows taken out back into the ledger, as new rows with their notes, tallies and words,
    /// and their changes filed under them; their accounts' balances are the caller's.
    func putBack(_ removed: [RemovedRow]) throws -> [Transaction] {
        var restored: [Transaction] = []
        for row in removed {
            if let key = row.importKey {
                let taken = try connection.execute(
                    "SELECT 1 FROM ledger_entry WHERE account_id = $1::bigint AND import_key = $2::bigint",
                    [String(row.accountID), String(key)])
                guard taken.count == 0 else { throw BankError.cannotCorrect(.changedSince) }
            }
            let transaction = try insert([try row.ledgerRow()], into: row.accountID)[0]
            try rewrite([transaction], memo: nil, note: row.note)
            _ = try connection.execute(
                "UPDATE ledger_correction SET entry_id = $1::bigint WHERE entry_id = $2::bigint",
                [String(transaction.id), String(-row.id)])
            restored.append(transaction)
        }
        return restored
    }

    // MARK: - Splitting

    /// Puts `parts` in the place of `row` on its locked account: rows of its moment, memo,
    /// counterparty and type, each with its amount and category, its note on each and its import
    /// key on the first. The balance stays as it is: the parts add up to the row.
    /// - Returns: What an undo needs to put the row back, and the parts as written.
    func split(_ row: Transaction, into parts: [SplitPart]) throws -> (SplitRecord, [Transaction]) {
        guard let original = try take([row]).first else { throw BankError.cannotCorrect(.changedSince) }
        let rows = parts.enumerated().map { index, part in
            LedgerRow(
                accountID: row.accountID, transaction: NewTransaction(row, part: part),
                importKey: index == 0 ? original.importKey : nil)
        }
        // Last part first: a list shows the newest row of a moment first, so the parts read in the
        // order they were typed.
        let written = Array(try insert(rows.reversed(), into: row.accountID).reversed())
        if !original.note.isEmpty {
            try rewrite(written, memo: nil, note: original.note)
        }
        try file([row.id], asRemoved: true)
        let record = SplitRecord(
            original: original,
            parts: written.map { .init(id: $0.id, amountMinor: $0.amountMinor, category: $0.category.rawValue) })
        return (record, written)
    }

    /// Takes a split's parts out and puts its row back, if the parts are as the split left them.
    func unsplit(_ split: SplitRecord) throws -> [Transaction] {
        let found = try PostgresDecoding.transactions(
            try connection.execute(
                "SELECT \(PostgresDecoding.transactionColumns) FROM ledger_entry WHERE id = ANY($1::bigint[]) ORDER BY id",
                [PostgresText.array(split.parts.map { String($0.id) })]))
        let parts = try split.parts.map { part in
            guard let row = found.first(where: { $0.id == part.id }), part.isStill(row) else {
                throw BankError.cannotCorrect(.changedSince)
            }
            return row
        }
        _ = try take(parts)
        try file(parts.map(\.id), asRemoved: true)
        return try putBack([split.original])
    }

    // MARK: - Undoing

    /// Takes back `undo`'s change on its locked `accounts` if its rows are as it left them.
    /// - Returns: The undo's record and the rows it leaves.
    func undo(_ undo: UndoableChange, in accounts: [Account]) throws -> (LedgerCorrection, [Int64]) {
        let change = undo.correction
        if change.kind == .importUndone {
            let restored = try restoreImport(undo.removed, in: accounts)
            return (try recordUndo(of: change, rows: Array(restored.prefix(1))), restored.map(\.id))
        }
        if change.kind == .delete {
            let restored = try restore(undo.removed, in: accounts)
            return (try recordUndo(of: change, rows: restored), restored.map(\.id))
        }
        if change.kind == .split, let split = undo.split {
            let restored = try unsplit(split)
            let recorded = try recordUndo(of: change, rows: restored)
            _ = try connection.pipeline(
                split.parts.dropFirst().map { part in
                    PostgresStatement(
                        """
                        UPDATE ledger_correction SET undone_by = $1::bigint
                        WHERE entry_id = $2::bigint AND kind = 'split' AND undone_by IS NULL
                        """, [String(recorded.id), String(-part.id)])
                })
            return (recorded, restored.map(\.id))
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
        case .delete, .split, .undo, .rule, .importUndone:
            throw BankError.cannotCorrect(.nothingToUndo)
        }
        return (try recordUndo(of: change, rows: rows), rows.map(\.id))
    }

    // MARK: - Private

    /// Inserts `rows` of the locked account `accountID` and reads them back, oldest first.
    private func insert(_ rows: [LedgerRow], into accountID: Account.ID) throws -> [Transaction] {
        let written = try connection.pipeline([
            try LedgerWrite.insert(rows),
            PostgresStatement(
                "SELECT \(PostgresDecoding.transactionColumns) FROM ledger_entry WHERE account_id = $1::bigint ORDER BY id DESC LIMIT $2::bigint",
                [String(accountID), String(rows.count)]),
        ])
        let inserted = Array(try PostgresDecoding.transactions(written[1]).reversed())
        guard inserted.count == rows.count else { throw BankError.cannotCorrect(.changedSince) }
        return inserted
    }

    private func recordUndo(of change: LedgerCorrection, rows: [Transaction]) throws -> LedgerCorrection {
        let recorded = try record(.undo, of: rows, before: change.kind.rawValue, after: "")
        _ = try connection.execute(
            "UPDATE ledger_correction SET undone_by = $1::bigint WHERE id = $2::bigint",
            [String(recorded.id), String(change.id)])
        return recorded
    }
}
