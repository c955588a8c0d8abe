import BankData
import BankDomain
import Foundation

/// Corrections of the ledger on PostgreSQL, each in one transaction with its record, the tallies,
/// the search words and the balances. The rows are read first to learn their accounts, the
/// accounts are locked (``PostgresAccountLocks``), and the rows are read again under the lock,
/// where the rules are checked. The server records who made each change.
struct PostgresCorrectionStore: CorrectionStore {
    // MARK: - Properties

    let database: ServerDatabase
    /// The session whose changes an undo takes back.
    let session: String

    // MARK: - CorrectionStore

    func correct(_ order: CorrectionOrder) async throws -> CorrectionReceipt {
        try await database.write(during: .saving) { transaction in
            let ledger = PostgresCorrectedLedger(connection: transaction.connection, session: session)
            let peeked = try ledger.rowAndPartner(order.transactionID)
            let accounts = try PostgresAccountLocks.lockForMoving(peeked.map(\.accountID), in: transaction)
            let rows = try ledger.rowAndPartner(order.transactionID)
            let correction = try CorrectionRules.check(order.correction, of: rows, in: accounts)
            if !correction.categories.isEmpty {
                try CategoryRules.check(
                    correction, in: try PostgresCategoryStore.book(seedingOn: transaction.connection))
            }
            let (recorded, left) = try ledger.apply(correction, to: rows, in: accounts)
            return try ledger.receipt(recorded, rows: left, accounts: accounts.map(\.id), in: transaction)
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
            let accountIDs = try ledger.accountsOf(undoable: id)
            let accounts = try PostgresAccountLocks.lockForMoving(accountIDs, in: transaction)
            let (recorded, rowIDs) = try ledger.undo(try ledger.undoable(id), in: accounts)
            return try ledger.receipt(recorded, rows: rowIDs, accounts: accountIDs, in: transaction)
        }
    }

    func undoImport(_ id: StatementImportRecord.ID, of accountID: Account.ID, expected: StatementImportRecord)
        async throws -> CorrectionReceipt
    {
        try await database.write(during: .saving) { transaction in
            let accounts = try PostgresAccountLocks.lockForMoving([accountID], in: transaction)
            let log = PostgresImportLog(connection: transaction.connection)
            let record = try log.record(id, of: accountID)
            try ImportRules.checkUndoable(record, expected: expected)
            let ledger = PostgresCorrectedLedger(connection: transaction.connection, session: session)
            let recorded = try ledger.takeOut(record, from: try PostgresAccountLocks.account(accountID, in: accounts))
            try log.setUndone(id, true)
            return try ledger.receipt(recorded, rows: [], accounts: [accountID], in: transaction)
        }
    }
}
