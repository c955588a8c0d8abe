import BankDomain
import BankStorage

/// Rows appended on PostgreSQL: a batch of ledger rows and the balance they move, in one call of
/// the bank's `vbank_import` (schema v22), as a statement's rows go in but with no record of an
/// import: the rows are streamed into the session's staging table, and the function holds them
/// to the server's rules.
struct PostgresImportStore: TransactionImportStore {
    // MARK: - Properties

    let database: ServerDatabase

    // MARK: - TransactionImportStore

    /// Appends the batch and moves the balance by its sum, or changes nothing: every row follows
    /// ``LedgerRules`` and the balance stays within ``MoneyBounds``.
    func append(_ transactions: [NewTransaction], to accountID: Account.ID) async throws {
        guard !transactions.isEmpty else { return }
        let netMinor = try MinorSum.of(transactions.lazy.map(\.signedMinorUnits))
        var bytes: [UInt8] = []
        for transaction in transactions {
            let row = LedgerRow(accountID: accountID, transaction: transaction)
            PostgresText.appendCopyRow(try LedgerWrite.fields(of: row) + [nil], to: &bytes)
        }
        try await database.write(during: .importStatement) { transaction in
            _ = try transaction.begin()
            let connection = transaction.connection
            let account = try PostgresAccountLocks.account(
                accountID, in: try PostgresAccountLocks.movable([accountID], on: connection))
            _ = try MoneyBounds.balance(of: account, movedBy: netMinor)
            _ = try connection.execute(PostgresSchema.importStagingCall)
            try connection.copy(
                "COPY \(PostgresSchema.importStagingTable) (\(PostgresSchema.importStagingColumns)) FROM STDIN"
            ) { send in try send(bytes) }
            _ = try Self.importing(
                PostgresStatement(
                    PostgresSchema.importCall, [RequestKey.random().text, String(accountID), nil, nil, nil, nil]),
                on: connection,
                beyondBounds: BankError.balanceTooLarge(account: account.name, maximum: MoneyBounds.maximum))
            _ = try transaction.commit()
        }
    }

    // MARK: - Shared

    /// Runs the `call` of `vbank_import`, refused as `beyondBounds` when the balance would pass
    /// ``MoneyBounds``, in vbank's own words.
    static func importing(_ call: PostgresStatement, on connection: PostgresConnection, beyondBounds: any Error)
        throws -> PostgresRows
    {
        do {
            return try connection.execute(call)
        } catch {
            guard error.sqlState == PostgresSchema.beyondBoundsState else { throw error }
            throw beyondBounds
        }
    }
}
