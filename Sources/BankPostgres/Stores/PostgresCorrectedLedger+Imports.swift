import BankData
import BankDomain
import Foundation

extension PostgresCorrectedLedger {
    // MARK: - Imports

    /// Takes the rows of the import `record` out of the locked `account`'s ledger, with their
    /// notes and tallies, and their amounts out of its balance, within ``MoneyBounds``; records the
    /// change with the rows, so that an undo puts them back. A few statements whatever the
    /// import's size.
    func takeOut(_ record: StatementImportRecord, from account: Account) throws -> LedgerCorrection {
        let count = PostgresDecoding.transactionColumns.split(separator: ",").count
        let found = try connection.execute(
            """
            SELECT \(PostgresDecoding.transactionColumns), import_key,
                coalesce((SELECT note FROM ledger_note WHERE entry_id = ledger_entry.id), '')
            FROM ledger_entry WHERE import_id = $1::bigint ORDER BY id
            """, [String(record.id)])
        let rows = try PostgresDecoding.transactions(found)
        guard let first = rows.first else { throw BankError.cannotCorrect(.importHasNoRows(record.id)) }
        var tally = LedgerTally.Counts()
        var net = MinorSum()
        var removed: [RemovedRow] = []
        for (index, row) in rows.enumerated() {
            removed.append(
                RemovedRow(
                    row, importKey: found.text(index, count).flatMap { Int64($0) },
                    note: try found.string(index, count + 1), importID: record.id))
            tally.remove(row)
            try net.add(-row.signedMinorUnits)
        }
        let balance = try MoneyBounds.balance(of: account, movedBy: net.value)
        let sums = tally.periodSums
        let id = [String(record.id)]
        _ = try connection.pipeline([
            PostgresStatement(
                "DELETE FROM ledger_note WHERE entry_id IN (SELECT id FROM ledger_entry WHERE import_id = $1::bigint)",
                id),
            PostgresStatement("DELETE FROM ledger_entry WHERE import_id = $1::bigint", id),
            LedgerWrite.addToTallies(sums.quarters, days: sums.days),
            PostgresAccountLocks.setBalance(balance, of: account.id),
        ])
        let recorded = try self.record(
            .importUndone, of: [first], before: record.fileName, after: String(record.id),
            kept: RemovedRow.encoded(removed))
        try refile(rows.map(\.id), to: rows.map { -$0.id })
        return recorded
    }

    /// Puts the rows an `undo-import` took out back into the locked `accounts`, as rows of their
    /// import again, with their notes and their changes filed under them, and their amounts into
    /// the balance; the import stands again.
    func restoreImport(_ removed: [RemovedRow], in accounts: [Account]) throws -> [Transaction] {
        guard let first = removed.first, let importID = first.importID else {
            throw BankError.cannotCorrect(.changedSince)
        }
        let account = try PostgresAccountLocks.account(first.accountID, in: accounts)
        var net = MinorSum()
        for row in removed {
            try net.add(try row.transaction().signedMinorUnits)
        }
        let balance = try MoneyBounds.balance(of: account, movedBy: net.value)
        let keys = removed.compactMap(\.importKey).map { String($0) }
        let taken = try connection.execute(
            "SELECT 1 FROM ledger_entry WHERE account_id = $1::bigint AND import_key = ANY($2::bigint[]) LIMIT 1",
            [String(account.id), PostgresText.array(keys)])
        guard taken.count == 0 else { throw BankError.cannotCorrect(.changedSince) }
        let written = try connection.pipeline([
            try LedgerWrite.insert(try removed.map { try $0.ledgerRow() }, importID: importID),
            PostgresStatement(
                "SELECT \(PostgresDecoding.transactionColumns) FROM ledger_entry WHERE import_id = $1::bigint ORDER BY id",
                [String(importID)]),
            PostgresAccountLocks.setBalance(balance, of: account.id),
        ])
        let restored = try PostgresDecoding.transactions(written[1])
        guard restored.count == removed.count else { throw BankError.cannotCorrect(.changedSince) }
        for (row, transaction) in zip(removed, restored) where !row.note.isEmpty {
            try rewrite([transaction], memo: nil, note: row.note)
        }
        try refile(removed.map { -$0.id }, to: restored.map(\.id))
        try PostgresImportLog(connection: connection).setUndone(importID, false)
        return restored
    }

    // MARK: - Private

    /// Files the changes kept under each of `old` under the identifier at the same place in `new`.
    private func refile(_ old: [Int64], to new: [Int64]) throws {
        _ = try connection.execute(
            """
            UPDATE ledger_correction AS c SET entry_id = m.new
            FROM unnest($1::bigint[], $2::bigint[]) AS m(old, new) WHERE c.entry_id = m.old
            """, [PostgresText.array(old.map { String($0) }), PostgresText.array(new.map { String($0) })])
    }
}
