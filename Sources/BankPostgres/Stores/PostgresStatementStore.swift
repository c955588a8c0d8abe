import BankDomain
import BankStorage
import Foundation

/// Statements in and out of PostgreSQL. An import streams the parsed rows to the server with
/// `COPY … FROM STDIN` (``PostgresStatementImport``) inside one transaction, so a bad row in a
/// strict import, an unreadable file, a lost connection or Ctrl-C leaves the account exactly as
/// it was. An export reads the matches a page at a time from one snapshot.
struct PostgresStatementStore: StatementStore {
    // MARK: - Constants

    /// Rows an export reads per statement.
    private static let exportPageSize = 10_000
    // MARK: - Properties

    let database: ServerDatabase
    let timeZone: TimeZone
    let writesFiles: Bool

    // MARK: - StatementStore

    /// Imports the statement at `path`, once for `key`; see ``StatementStore``. When the answer to
    /// its commit is lost, the server is asked what became of the key, so what is said is true.
    @MainActor
    func importStatement(
        at path: String, into accountID: Account.ID, options: StatementImportOptions, key: RequestKey,
        progress: @MainActor (StatementImportProgress) -> Void
    ) async throws -> StatementImportResult {
        let account: Account
        let bank: BankIdentity
        let book: CategoryBook
        do {
            let accounts = PostgresAccountStore(database: database)
            account = try await accounts.account(id: accountID)
            bank = try await accounts.bankIdentity()
            book = try await PostgresCategoryStore(database: database, session: "").categoryBook()
        } catch is CancellationError {
            // Ctrl-C before the import reached the ledger reads the same as during it.
            throw StatementError.cancelled
        }
        let source = try StatementImportSource(
            path: path, account: account, bank: bank.id, book: book, options: options)
        defer { source.parsing.stop() }
        // The rows are read once: a try after a conflict would have none left to send.
        let start = source.importStart(path: path, accountID: accountID, at: Date())
        var committing: KeyedImport?
        do {
            let imported = try await database.write(during: .importStatement, tries: 1) { transaction in
                _ = try transaction.begin()
                let log = PostgresImportLog(connection: transaction.connection)
                if let made = try log.made(by: key, into: accountID) {
                    _ = try transaction.commit()
                    return KeyedImport.before(made)
                }
                let account = try PostgresAccountLocks.account(
                    accountID, in: try PostgresAccountLocks.movable([accountID], on: transaction.connection))
                let added = try PostgresStatementImport(
                    connection: transaction.connection, account: account, key: key, start: start
                ).run(source) { source, rowsRead in
                    MainActor.assumeIsolated { progress(source.progress(rowsRead: rowsRead)) }
                }
                if added.madeBefore, let recordID = added.recordID {
                    let made = try log.record(recordID, of: accountID)
                    _ = try transaction.commit()
                    return KeyedImport.before(made)
                }
                let earlier = try earlierImport(
                    of: added.run.fileDigest, path: path, adding: added.entries, in: log, excluding: added.recordID)
                committing = .now(added, earlier: earlier)
                _ = try transaction.commit()
                return KeyedImport.now(added, earlier: earlier)
            }
            return imported.result(of: source)
        } catch BankError.storage(let fault) where fault.cause == .connectionLost {
            guard let committing else { throw BankError.storage(fault) }
            return try await settled(committing, key: key, into: accountID, lost: fault).result(of: source)
        }
    }

    /// What importing the statement at `path` would do, read against the ledger as the person
    /// sees it; see ``StatementStore``.
    @MainActor
    func previewStatement(at path: String, into accountID: Account.ID, options: StatementImportOptions)
        async throws -> StatementPreview
    {
        let accounts = PostgresAccountStore(database: database)
        let account = try await accounts.account(id: accountID)
        let bank = try await accounts.bankIdentity()
        let book = try await PostgresCategoryStore(database: database, session: "").categoryBook()
        try AccountRules.checkOpen(account)
        let source = try StatementImportSource(
            path: path, account: account, bank: bank.id, book: book, options: options)
        defer { source.parsing.stop() }
        return try await database.readUncached(during: .importStatement) { connection in
            try StatementPreviewing.preview(
                source, into: account,
                ledgerHolds: { rows in
                    try Self.firstColumn(
                        connection.execute(
                            "SELECT id FROM ledger_entry WHERE id = ANY($1::bigint[])",
                            [PostgresText.array(rows.map { String($0) })]))
                },
                keysHeld: { keys in
                    try Self.firstColumn(
                        connection.execute(
                            "SELECT import_key FROM ledger_entry WHERE account_id = $1 AND import_key = ANY($2::bigint[])",
                            [String(accountID), PostgresText.array(keys.map { String($0) })]))
                },
                fileChecked: { digest, adding in
                    try earlierImport(
                        of: digest, path: path, adding: adding, in: PostgresImportLog(connection: connection))
                })
        }
    }

    /// The imports into `accountID` the person sees, newest first; see ``StatementStore``.
    func imports(of accountID: Account.ID) async throws -> [StatementImportRecord] {
        try await database.readUncached(during: .reading) { connection in
            try PostgresImportLog(connection: connection).imports(of: accountID)
        }
    }

    /// The import that stands of the file whose bytes hash to `digest`, when this one adds
    /// nothing; refused when this one adds rows (`adding`) a second time.
    private func earlierImport(
        of digest: String, path: String, adding: Int, in log: PostgresImportLog,
        excluding: StatementImportRecord.ID? = nil
    ) throws
        -> StatementImportResult.EarlierImport?
    {
        guard let (earlier, account) = try log.standing(digest: digest, excluding: excluding) else { return nil }
        return try StatementImportSource.earlier(
            earlier, account: account,
            day: BankCalendar(clock: SystemClock(), timeZone: timeZone).day(of: earlier.date),
            path: path, adding: adding)
    }

    /// What became of an import whose commit was sent and whose answer was lost, asked of the
    /// server by its key on a new connection: made, or not (the `lost` fault, which says nothing was
    /// imported). An import that added no row leaves no record, and made or not it imported none.
    /// - Throws: ``StorageFault/Cause/answerLost(key:)`` when the server cannot be asked.
    private func settled(_ committing: KeyedImport, key: RequestKey, into accountID: Account.ID, lost: StorageFault)
        async throws -> KeyedImport
    {
        let made: StatementImportRecord?
        do {
            made = try await database.readUncached(during: .importStatement) { connection in
                try PostgresImportLog(connection: connection).made(by: key, into: accountID)
            }
        } catch {
            throw BankError.storage(StorageFault(.answerLost(key: key), during: .importStatement))
        }
        guard made != nil || committing.imported == 0 else { throw BankError.storage(lost) }
        return committing
    }

    /// The first column of `rows`, as numbers.
    private static func firstColumn(_ rows: PostgresRows) throws -> Set<Int64> {
        Set(try (0..<rows.count).map { try rows.int64($0, 0) })
    }

    /// Writes the transactions matching `query`; see ``StatementStore`` and ``StatementExportFile``.
    @MainActor
    func exportStatement(matching query: TransactionQuery, to path: String, replacing: Bool) async throws -> Int {
        let accounts = PostgresAccountStore(database: database)
        let bank = try await accounts.bankIdentity()
        let account = try await accounts.account(id: query.accountID)
        let file = try StatementExportFile(
            path: path, replacing: replacing, timeZone: timeZone, bank: bank.id, currency: account.currency,
            writesFiles: writesFiles,
            namesAuthors: true,
            isNearlyFull: { _ in false })
        let sql = PostgresLedgerQuery(query)
        guard !sql.matchesNothing else { return try file.finish() }
        try await database.readUncached(during: .exportStatement) { connection in
            _ = try connection.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
            defer { _ = try? connection.execute("COMMIT") }
            let person = try connection.execute("SELECT current_user").string(0, 0)
            let columns = PostgresDecoding.transactionColumns + ", " + PostgresDecoding.authorColumns
            let authorColumn = PostgresDecoding.transactionColumns.split(separator: ",").count
            var position = TransactionPageRequest.Position.newest(skipping: 0)
            while true {
                let page = sql.page(TransactionPageRequest(position, limit: Self.exportPageSize), columns: columns)
                let rows = try connection.execute(page.sql, page.parameters)
                let transactions = try PostgresDecoding.transactions(rows)
                for (row, transaction) in transactions.enumerated() {
                    let author = try PostgresDecoding.author(rows, row, from: authorColumn)
                    try file.append(transaction, writtenBy: author.name(you: person))
                }
                guard transactions.count == Self.exportPageSize, let last = transactions.last else { break }
                position = .olderThan(TransactionCursor(last))
            }
        }
        return try file.finish()
    }
}
