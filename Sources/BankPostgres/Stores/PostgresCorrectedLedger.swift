import BankData
import BankDomain
import Foundation

/// The statements of a correction and of an undo on PostgreSQL, inside a transaction whose
/// accounts are locked: the rows, their tallies, their search words, the notes, the balances and
/// the change's record.
struct PostgresCorrectedLedger {
    // MARK: - Constants

    private static let correctionColumns = correctionColumns()

    /// The columns ``correction(_:_:from:)`` reads, of the table `table` names when one is given.
    static func correctionColumns(_ table: String? = nil) -> String {
        let columns = [
            "id", "entry_id", "kind", "before", "after", "date", "undone_by IS NOT NULL", "removed", "partner_id",
            "author", "author = current_user",
        ]
        return columns.map { column in table.map { "\($0).\(column)" } ?? column }.joined(separator: ", ")
    }

    // MARK: - Properties

    let connection: PostgresConnection
    let session: String

    // MARK: - Reading

    /// The row `id` and, for one side of a transfer, the other side, written just after or before
    /// it, of the same moment and amount, one out and one in.
    func rowAndPartner(_ id: Transaction.ID) throws -> [Transaction] {
        let rows = try connection.execute(
            "SELECT \(PostgresDecoding.transactionColumns) FROM ledger_entry WHERE id = ANY($1::bigint[]) ORDER BY id",
            [PostgresText.array([id - 1, id, id + 1].map { String($0) })])
        let found = try PostgresDecoding.transactions(rows)
        guard let row = found.first(where: { $0.id == id }) else { throw BankError.transactionNotFound(id) }
        guard row.category == .transfer else { return [row] }
        let partnerID = row.type == .debit ? id + 1 : id - 1
        guard let partner = found.first(where: { $0.id == partnerID }), partner.category == .transfer,
            partner.date == row.date, partner.amountMinor == row.amountMinor, partner.type != row.type
        else { return [row] }
        return [row, partner]
    }

    func note(of id: Transaction.ID) throws -> String {
        let rows = try connection.execute("SELECT note FROM ledger_note WHERE entry_id = $1::bigint", [String(id)])
        return rows.count == 0 ? "" : try rows.string(0, 0)
    }

    func history(of id: Transaction.ID) throws -> [LedgerCorrection] {
        let rows = try connection.execute(
            "SELECT \(Self.correctionColumns) FROM ledger_correction WHERE entry_id = $1::bigint ORDER BY id",
            [String(id)])
        return try (0..<rows.count).map { try correction(rows, $0) }
    }

    func lastUndoable() throws -> LedgerCorrection? {
        let rows = try connection.execute(
            """
            SELECT \(Self.correctionColumns) FROM ledger_correction
            WHERE session = $1 AND kind NOT IN ('undo', 'rule') AND undone_by IS NULL ORDER BY id DESC LIMIT 1
            """, [session])
        return rows.count == 0 ? nil : try correction(rows, 0)
    }

    /// The change `id` of this session if an undo can still take it back.
    func undoable(_ id: LedgerCorrection.ID) throws -> UndoableChange {
        let rows = try connection.execute(
            """
            SELECT \(Self.correctionColumns) FROM ledger_correction
            WHERE id = $1::bigint AND session = $2 AND kind NOT IN ('undo', 'rule') AND undone_by IS NULL
            """, [String(id), session])
        guard rows.count == 1 else { throw BankError.cannotCorrect(.nothingToUndo) }
        return try UndoableChange(correction: try correction(rows, 0), kept: rows.text(0, 7))
    }

    /// The accounts an undo of `id` changes, to lock before it.
    func accountsOf(undoable id: LedgerCorrection.ID) throws -> [Account.ID] {
        let undo = try undoable(id)
        if [.delete, .importUndone].contains(undo.correction.kind) {
            return Array(Set(undo.removed.map(\.accountID))).sorted()
        }
        do {
            return Array(Set(try rowAndPartner(undo.correction.transactionID).map(\.accountID))).sorted()
        } catch BankError.transactionNotFound {
            throw BankError.cannotCorrect(.changedSince)
        }
    }

    /// The receipt of `correction`, with the rows `ids` and the accounts `accountIDs` read as the
    /// transaction commits.
    func receipt(
        _ correction: LedgerCorrection, rows ids: [Int64], accounts accountIDs: [Account.ID],
        in transaction: ServerDatabase.Transaction
    ) throws -> CorrectionReceipt {
        let written = try transaction.commit([
            PostgresStatement(
                "SELECT \(PostgresDecoding.transactionColumns) FROM ledger_entry WHERE id = ANY($1::bigint[]) ORDER BY id",
                [PostgresText.array(ids.map { String($0) })]),
            PostgresStatement(
                "SELECT \(PostgresDecoding.accountColumns) FROM account WHERE id = ANY($1::bigint[]) ORDER BY id",
                [PostgresText.array(accountIDs.map { String($0) })]),
        ])
        let transactions = try PostgresDecoding.transactions(written[0])
        return CorrectionReceipt(
            correction: correction,
            transactions: ids.compactMap { id in transactions.first { $0.id == id } },
            accounts: try PostgresDecoding.accounts(written[1]))
    }

    // MARK: - Writing

    /// Makes `correction`, already checked, to `rows` on their locked `accounts`, and records it.
    /// - Returns: The change as recorded, and the rows it leaves: none for a delete, the parts of a split.
    func apply(_ correction: Correction, to rows: [Transaction], in accounts: [Account]) throws -> (
        LedgerCorrection, [Int64]
    ) {
        let ids = rows.map(\.id)
        let first = rows[0]
        switch correction {
        case .category(let category):
            try setCategory(category, of: rows)
            return (try record(.category, of: rows, before: first.category.rawValue, after: category.rawValue), ids)
        case .memo(let memo):
            try rewrite(rows, memo: memo, note: try note(of: first.id))
            return (try record(.memo, of: rows, before: first.memo, after: memo), ids)
        case .note(let note):
            let before = try self.note(of: first.id)
            guard before != note else { throw BankError.cannotCorrect(.unchanged) }
            try rewrite(rows, memo: nil, note: note)
            return (try record(.note, of: rows, before: before, after: note), ids)
        case .delete:
            let removed = try remove(rows, from: accounts)
            let recorded = try record(
                .delete, of: rows, before: first.memo, after: "", kept: RemovedRow.encoded(removed))
            try file(ids, asRemoved: true)
            return (recorded, [])
        case .split(let parts):
            let (split, written) = try self.split(first, into: parts)
            let summary = SplitPart.summary(parts, currency: accounts[0].currency)
            // Every part's history shows the split; the first part's record, written last, is
            // the one an undo takes back.
            for part in written.dropFirst() {
                _ = try record(.split, of: [part], before: first.category.rawValue, after: summary)
            }
            let recorded = try record(
                .split, of: written, before: first.category.rawValue, after: summary, kept: split.encoded)
            return (recorded, written.map(\.id))
        }
    }

    // MARK: - Shared

    /// Records a change of `rows` by this session.
    func record(
        _ kind: LedgerCorrection.Kind, of rows: [Transaction], before: String, after: String,
        kept: String? = nil
    ) throws -> LedgerCorrection {
        let written = try connection.execute(
            """
            INSERT INTO ledger_correction (entry_id, account_id, partner_id, kind, before, after, removed, session, date)
            VALUES ($1::bigint, $2::bigint, $3::bigint, $4, $5, $6, $7, $8, extract(epoch FROM now()))
            RETURNING \(Self.correctionColumns)
            """,
            [
                String(rows[0].id), String(rows[0].accountID), rows.count > 1 ? String(rows[1].id) : nil, kind.rawValue,
                before, after, kept, session,
            ])
        return try correction(written, 0)
    }

    func setCategory(_ category: TransactionCategory, of rows: [Transaction]) throws {
        var tally = LedgerTally.Counts()
        for row in rows {
            tally.recategorise(row, as: category)
        }
        let sums = tally.periodSums
        _ = try connection.pipeline([
            PostgresStatement(
                "UPDATE ledger_entry SET category = $1 WHERE id = ANY($2::bigint[])",
                [category.rawValue, PostgresText.array(rows.map { String($0.id) })]),
            LedgerWrite.addToTallies(sums.quarters, days: sums.days),
        ])
    }

    /// Gives `rows` a new memo (nil: as they are) and note, with their search words.
    func rewrite(_ rows: [Transaction], memo: String?, note: String) throws {
        var statements: [PostgresStatement] = []
        for row in rows {
            let newMemo = memo ?? row.memo
            statements.append(
                PostgresStatement(
                    "UPDATE ledger_entry SET memo = $1, words = $2::tsvector WHERE id = $3::bigint",
                    [
                        newMemo,
                        LedgerWrite.searchWords(memo: newMemo, counterparty: row.counterparty, note: note),
                        String(row.id),
                    ]))
            statements.append(noteStatement(note, of: row))
        }
        _ = try connection.pipeline(statements)
    }

    /// Files the changes of rows taken out under their negated identifiers, or back again.
    func file(_ ids: [Int64], asRemoved: Bool) throws {
        _ = try connection.pipeline(
            ids.map { id in
                PostgresStatement(
                    "UPDATE ledger_correction SET entry_id = $1::bigint WHERE entry_id = $2::bigint",
                    asRemoved ? [String(-id), String(id)] : [String(id), String(-id)])
            })
    }

    func noteStatement(_ note: String, of row: Transaction) -> PostgresStatement {
        note.isEmpty
            ? PostgresStatement("DELETE FROM ledger_note WHERE entry_id = $1::bigint", [String(row.id)])
            : PostgresStatement(
                """
                INSERT INTO ledger_note (entry_id, account_id, note) VALUES ($1::bigint, $2::bigint, $3)
                ON CONFLICT (entry_id) DO UPDATE SET note = excluded.note
                """, [String(row.id), String(row.accountID), note])
    }

    func correction(_ rows: PostgresRows, _ row: Int) throws -> LedgerCorrection {
        try Self.correction(rows, row, from: 0)
    }

    /// The change in the ``correctionColumns(_:)`` of `row` that start at `first`.
    static func correction(_ rows: PostgresRows, _ row: Int, from first: Int) throws -> LedgerCorrection {
        LedgerCorrection(
            id: try rows.int64(row, first), transactionID: abs(try rows.int64(row, first + 1)),
            kind: try RowDecoding.value(LedgerCorrection.Kind.self, try rows.string(row, first + 2)),
            before: try rows.string(row, first + 3), after: try rows.string(row, first + 4),
            author: try PostgresDecoding.author(rows, row, from: first + 9),
            date: Date(timeIntervalSince1970: try rows.double(row, first + 5)), isUndone: try rows.bool(row, first + 6))
    }
}
