import BankDomain
import BankStorage
import Foundation

/// Corrections of the ledger on PostgreSQL, each one call of the bank's own functions (schema
/// v20), which lock the accounts, hold the change to the server's rules, move the balances only
/// with the ledger and record the change in the caller's name. vbank reads the rows and checks the
/// change first, for its words; a refusal by the server is worded as vbank's own check words it.
struct PostgresCorrectionStore: CorrectionStore {
    // MARK: - Properties

    let database: ServerDatabase
    /// The session whose changes an undo takes back.
    let session: String

    // MARK: - CorrectionStore

    func correct(_ order: CorrectionOrder) async throws -> CorrectionReceipt {
        try await database.write(during: .saving) { transaction in
            let ledger = PostgresCorrectedLedger(connection: transaction.connection, session: session)
            _ = try transaction.begin()
            let rows = try ledger.rowAndPartner(order.transactionID)
            let accounts = try PostgresAccountLocks.movable(rows.map(\.accountID), on: transaction.connection)
            let correction = try CorrectionRules.check(order.correction, of: rows, in: accounts)
            if !correction.categories.isEmpty {
                try CategoryRules.check(
                    correction, in: try PostgresCategoryStore.book(seedingOn: transaction.connection))
            }
            let answer = try transaction.connection.execute(try ledger.call(correction, of: rows, in: accounts))
            return try ledger.receipt(answered: answer, in: transaction)
        }
    }

    func notes(of id: Transaction.ID) async throws -> TransactionNotes {
        try await database.read(.transactionNotes(id)) { connection in
            let ledger = PostgresCorrectedLedger(connection: connection, session: session)
            return TransactionNotes(note: try ledger.note(of: id), history: try ledger.history(of: id))
        }
    }

    func lastUndoable() async throws -> LedgerCorrection? {
        try await database.readUncached(during: .reading) { connection in
            try PostgresCorrectedLedger(connection: connection, session: session).lastUndoable()
        }
    }

    func undo(_ id: LedgerCorrection.ID) async throws -> CorrectionReceipt {
        try await database.write(during: .saving) { transaction in
            let ledger = PostgresCorrectedLedger(connection: transaction.connection, session: session)
            _ = try transaction.begin()
            let answer = try transaction.connection.execute(try ledger.undoCall(try ledger.undoable(id)))
            return try ledger.receipt(answered: answer, in: transaction)
        }
    }

    func undoImport(_ id: StatementImportRecord.ID, of accountID: Account.ID, expected: StatementImportRecord)
        async throws -> CorrectionReceipt
    {
        try await database.write(during: .saving) { transaction in
            _ = try transaction.begin()
            let record = try PostgresImportLog(connection: transaction.connection).record(id, of: accountID)
            try ImportRules.checkUndoable(record, expected: expected)
            let ledger = PostgresCorrectedLedger(connection: transaction.connection, session: session)
            _ = try PostgresAccountLocks.movable([accountID], on: transaction.connection)
            let answer = try transaction.connection.execute(
                PostgresStatement(PostgresSchema.undoImportCall, [String(id), String(accountID), session]))
            return try ledger.receipt(answered: answer, in: transaction)
        }
    }
}
