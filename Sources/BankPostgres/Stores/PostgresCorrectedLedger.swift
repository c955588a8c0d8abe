import BankDomain
import BankStorage
import Foundation

/// What vbank reads of the ledger's corrections on PostgreSQL, and the calls of the bank's own
/// functions that make them (schema v20): the rows, their notes and history, a session's last
/// change, and the receipt of a change as the function answered it.
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

    /// The receipt of a change one of the bank's functions `answered` (the change, the rows it
    /// leaves and the accounts it locked), read as the transaction commits.
    func receipt(answered answer: PostgresRows, in transaction: ServerDatabase.Transaction) throws
        -> CorrectionReceipt
    {
        let ids = try answer.int64Array(0, 1)
        let written = try transaction.commit([
            PostgresStatement(
                "SELECT \(Self.correctionColumns) FROM ledger_correction WHERE id = $1::bigint",
                [try answer.string(0, 0)]),
            PostgresStatement(
                "SELECT \(PostgresDecoding.transactionColumns) FROM ledger_entry WHERE id = ANY($1::bigint[]) ORDER BY id",
                [PostgresText.array(ids.map { String($0) })]),
            PostgresStatement(
                "SELECT \(PostgresDecoding.accountColumns) FROM account WHERE id = ANY($1::bigint[]) ORDER BY id",
                [answer.text(0, 2)]),
        ])
        let transactions = try PostgresDecoding.transactions(written[1])
        return CorrectionReceipt(
            correction: try correction(written[0], 0),
            transactions: ids.compactMap { id in transactions.first { $0.id == id } },
            accounts: try PostgresDecoding.accounts(written[2]))
    }

    // MARK: - Calls

    /// The call of the bank's function that makes `correction`, checked, of `rows` (a row and the
    /// other side of its transfer) on `accounts`.
    func call(_ correction: Correction, of rows: [Transaction], in accounts: [Account]) throws -> PostgresStatement {
        let first = rows[0]
        switch correction {
        case .split(let parts):
            let currency = try PostgresAccountLocks.account(first.accountID, in: accounts).currency
            return PostgresStatement(
                PostgresSchema.splitCall,
                [
                    String(first.id), PostgresText.array(parts.map { String($0.amountMinor) }),
                    PostgresText.array(parts.map(\.category.rawValue)), SplitPart.summary(parts, currency: currency),
                    session,
                ])
        case .category(let category):
            return correctCall(first, "category", category.rawValue, words: [])
        case .delete:
            return correctCall(first, "delete", nil, words: [])
        case .memo(let memo):
            let note = try note(of: first.id)
            return correctCall(first, "memo", memo, words: rows.map { Self.words(of: $0, memo: memo, note: note) })
        case .note(let note):
            return correctCall(first, "note", note, words: rows.map { Self.words(of: $0, memo: $0.memo, note: note) })
        }
    }

    /// The call of the bank's function that takes back `undo`, with the search words of its rows
    /// when their memo or note goes back.
    func undoCall(_ undo: UndoableChange) throws -> PostgresStatement {
        let change = undo.correction
        var words: [String] = []
        if change.kind == .memo || change.kind == .note {
            let rows: [Transaction]
            do {
                rows = try rowAndPartner(change.transactionID)
            } catch BankError.transactionNotFound {
                throw BankError.cannotCorrect(.changedSince)
            }
            let note = try note(of: rows[0].id)
            words = rows.map { row in
                change.kind == .memo
                    ? Self.words(of: row, memo: change.before, note: note)
                    : Self.words(of: row, memo: row.memo, note: change.before)
            }
        }
        return PostgresStatement(PostgresSchema.undoCall, [String(change.id), PostgresText.array(words), session])
    }

    // MARK: - Shared

    private func correctCall(_ row: Transaction, _ kind: String, _ value: String?, words: [String])
        -> PostgresStatement
    {
        PostgresStatement(
            PostgresSchema.correctCall, [String(row.id), kind, value, PostgresText.array(words), session])
    }

    /// The search words of `row` with `memo` and `note`.
    private static func words(of row: Transaction, memo: String, note: String) -> String {
        LedgerWrite.insertedWords(memo: memo, counterparty: row.counterparty, note: note)
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
