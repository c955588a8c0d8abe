import BankDomain
import BankStorage

/// One statement going into the ledger on a server, inside the write that imports it.
///
/// A person's rows reach the ledger only through the bank's `vbank_import` (schema v22): they are
/// streamed with `COPY … FROM STDIN` into the session's staging table, which the bank makes for
/// the transaction, and the function holds them to the server's rules, leaves out the rows of the
/// bank's own export the ledger holds, inserts the rest with their tallies, moves the balance and
/// records the import with its key.
///
/// An administrator, for whom row-level security does not hold, streams a statement none of whose
/// first batch is in the ledger yet straight into the ledger, and the tallies are summed on the
/// way. A COPY cannot skip a row the ledger has, so one whose straight copy met such a row further
/// down is undone to a savepoint and read again from its start (on the descriptor it was opened
/// with) through the bank's function; so is a stream (a pipe, a FIFO), which cannot be read twice.
/// Streaming straight into the ledger spares the server writing every row twice and checking
/// each against the import keys: a million rows went in at 90,000 a second instead of 64,000.
struct PostgresStatementImport {
    // MARK: - Nested Types

    /// What went in: the import's record (none when it added nothing), how many rows, what they
    /// move the balance by, how many rows of the bank's own export its ledger held already, the
    /// finished run, and whether the key had made the import before, which answers for it.
    struct Outcome {
        let recordID: StatementImportRecord.ID?
        let madeBefore: Bool
        let entries: Int
        let netMinor: Int64
        let ownRowsInLedger: Int
        let run: StatementImportRun
    }

    /// Told after each batch how far the import has come: the source, and the rows it has read.
    typealias Progress = (StatementImportSource, _ rowsRead: Int) -> Void

    /// A straight copy found a row the ledger has, or more rows than a plain sum may count.
    private struct NeedsStaging: Error {}

    // MARK: - Constants

    private static let savepoint = "vbank_straight_import"
    /// Rows after which an import has the server count the ledger again before it commits. Until
    /// autovacuum does (a minute or more later), the planner would take a large account for a
    /// small one: after a 100,000-row import a search page sorted the whole account (45 ms, not
    /// 0.4 ms). Counting costs 0.1–0.2 s at a million rows, when the ledger is in memory.
    static let rowsThatOutdateThePlanner = 10_000
    private static let uniqueViolation = "23505"

    // MARK: - Properties

    let connection: PostgresConnection
    /// The account the rows go into, as read before the import.
    let account: Account
    let key: RequestKey
    /// The import's start, for its record.
    let start: StatementImportStart

    // MARK: - Importing

    /// Imports the rows of `source`, telling `progress` after each batch how far it has come.
    func run(_ source: StatementImportSource, progress: Progress) throws -> Outcome {
        var rows = Rows(source: source)
        guard source.isRereadable, try mayCopyStraight(try rows.first()) else {
            return try staged(rows, progress: progress)
        }
        _ = try connection.execute("SAVEPOINT \(Self.savepoint)")
        do {
            return try straight(rows, progress: progress)
        } catch let failure as PostgresError where failure.sqlState == Self.uniqueViolation {
            _ = try connection.execute("ROLLBACK TO SAVEPOINT \(Self.savepoint)")
        } catch is NeedsStaging {
            _ = try connection.execute("ROLLBACK TO SAVEPOINT \(Self.savepoint)")
        }
        guard let again = try source.rewound() else {
            throw PostgresError.unexpectedResult("a regular file could not be read again")
        }
        defer { again.parsing.stop() }
        return try staged(Rows(source: again), progress: progress)
    }

    // MARK: - Private

    /// Whether the rows may be copied straight into the ledger: none of `batch`'s rows is there
    /// yet, and the ledger's row-level security does not hold for the person (an administrator),
    /// as `COPY FROM` cannot write a table whose policies hold.
    private func mayCopyStraight(_ batch: StatementParsing.Batch?) throws -> Bool {
        guard batch?.rows.contains(where: { $0.ownRow != nil }) != true else { return false }
        let keys = batch?.rows.compactMap(\.importKey) ?? []
        let found = try connection.execute(
            """
            SELECT row_security_active('ledger_entry') OR EXISTS (SELECT 1 FROM ledger_entry
                WHERE account_id = $1 AND import_key = ANY($2::bigint[]) AND import_key IS NOT NULL)
            """, [String(account.id), PostgresText.array(keys.map { String($0) })])
        return try !found.bool(0, 0)
    }

    /// Copies the rows straight into the ledger as an administrator, adds their sums to the
    /// tallies and moves the balance, and records the import.
    private func straight(_ source: Rows, progress: Progress) throws -> Outcome {
        var rows = source
        let log = PostgresImportLog(connection: connection)
        let importID = try log.begin(
            accountID: account.id, fileName: start.fileName, format: start.format, rules: start.rules, key: key)
        var quarters: [LedgerPeriodTally.Key: LedgerPeriodTally.Sum] = [:]
        var days: [CalendarDayTally.Key: LedgerPeriodTally.Sum] = [:]
        var counted = 0
        let run = try copy(&rows, into: "ledger_entry (\(LedgerWrite.ledgerColumns))", progress: progress) {
            row, bytes in
            counted += 1
            // A row of the bank's own export is looked for in the ledger, which only the staged insert does.
            guard counted <= LedgerPeriodTally.Sum.maximumEntries, row.ownRow == nil else { throw NeedsStaging() }
            if let day = CalendarDayTally.Key(of: row) {
                days[day, default: LedgerPeriodTally.Sum()].add(entries: 1, amountMinor: row.transaction.amountMinor)
            } else {
                quarters[LedgerPeriodTally.Key(of: row), default: LedgerPeriodTally.Sum()].add(
                    entries: 1, amountMinor: row.transaction.amountMinor)
            }
            PostgresText.appendCopyRow(try LedgerWrite.ledgerFields(of: row, importID: importID), to: &bytes)
        }
        let added = try LedgerWrite.added(try connection.execute(LedgerWrite.addToTallies(quarters, days: days)))
        let locked = try PostgresDecoding.accounts(
            try connection.execute(
                "SELECT \(PostgresDecoding.accountColumns) FROM account WHERE id = $1::bigint FOR UPDATE",
                [String(account.id)]))
        let balance = try StatementPreviewing.balance(
            of: try PostgresAccountLocks.account(account.id, in: locked), movedBy: added.netMinor)
        try log.finish(importID, rows: added.entries, netMinor: added.netMinor, digest: run.fileDigest)
        _ = try connection.pipeline(
            [PostgresAccountLocks.setBalance(balance, of: account.id)]
                + (added.entries >= Self.rowsThatOutdateThePlanner ? [PostgresStatement("ANALYZE ledger_entry")] : []))
        return Outcome(
            recordID: added.entries > 0 ? importID : nil, madeBefore: false, entries: added.entries,
            netMinor: added.netMinor, ownRowsInLedger: 0, run: run)
    }

    /// Copies the rows into the session's staging table, and has the bank's function import them.
    private func staged(_ source: Rows, progress: Progress) throws -> Outcome {
        var rows = source
        _ = try connection.execute(PostgresSchema.importStagingCall)
        let target = "\(PostgresSchema.importStagingTable) (\(PostgresSchema.importStagingColumns))"
        let run = try copy(&rows, into: target, progress: progress) { row, bytes in
            PostgresText.appendCopyRow(try LedgerWrite.fields(of: row) + [row.ownRow.map { String($0) }], to: &bytes)
        }
        let answer = try PostgresImportStore.importing(
            PostgresStatement(
                PostgresSchema.importCall,
                [key.text, String(account.id), start.fileName, start.format, start.rules, run.fileDigest]),
            on: connection,
            beyondBounds: StatementError.balanceTooLarge(account: account.name, maximum: MoneyBounds.maximum))
        return Outcome(
            recordID: answer.text(0, 0).flatMap { Int64($0) }, madeBefore: try answer.bool(0, 4),
            entries: try answer.int(0, 1), netMinor: try answer.minorSum(0, 2), ownRowsInLedger: try answer.int(0, 3),
            run: run)
    }

    /// Streams every row to `COPY target FROM STDIN`, each written by `append`; the finished run.
    private func copy(
        _ rows: inout Rows, into target: String, progress: Progress,
        _ append: (LedgerRow, inout [UInt8]) throws -> Void
    ) throws -> StatementImportRun {
        var finished: StatementImportRun?
        var bytes: [UInt8] = []
        try connection.copy("COPY \(target) FROM STDIN") { send in
            while finished == nil {
                switch try rows.next() {
                case .batch(let batch):
                    bytes.removeAll(keepingCapacity: true)
                    for row in batch.rows {
                        try append(row, &bytes)
                    }
                    try send(bytes)
                    guard !Task.isCancelled else { throw StatementError.cancelled }
                    progress(rows.source, batch.rowsRead)
                case .end(let run):
                    finished = run
                }
            }
        }
        guard let finished else { throw PostgresError.unexpectedResult("the statement ended without a run") }
        return finished
    }
}

// MARK: - Rows

extension PostgresStatementImport {
    /// The parsed rows of a source, whose first batch can be looked at before they are streamed.
    private struct Rows {
        let source: StatementImportSource
        private var peeked: StatementParsing.Next?

        init(source: StatementImportSource) {
            self.source = source
        }

        /// The first batch, which ``next()`` still gives; nil when the file has no rows.
        mutating func first() throws -> StatementParsing.Batch? {
            let next = try source.parsing.next()
            peeked = next
            if case .batch(let batch) = next { return batch }
            return nil
        }

        mutating func next() throws -> StatementParsing.Next {
            if let peeked {
                self.peeked = nil
                return peeked
            }
            return try source.parsing.next()
        }
    }
}
