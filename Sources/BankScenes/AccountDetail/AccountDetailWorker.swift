import BankDomain
import Foundation
import Vipera
import ViperaSpyable

/// The data operations of the account detail scene.
@Spyable
protocol AccountDetailWorkingLogic: WorkingLogic {
    func fetchAccount(id: Account.ID) async throws -> Account
    func fetchLatestTransactions(of account: Account, limit: Int) async throws -> [Transaction]
    func fetchFirstTransaction(of account: Account) async throws -> Transaction?
    func fetchSettings() async throws -> UserSettings
    func fetchRevision() async -> BankRevision?
    func fetchLatestReconciliation(of account: Account) async throws -> Reconciliation?
    func reconcile(_ order: ReconcileOrder) async throws -> ReconcileOutcome
    func setCreditLimit(of account: Account, limitMinor: Int64) async throws -> Account
    func fetchTotals(of accounts: [Account.ID], in periods: [LedgerPeriod]) async throws -> [PeriodTotals]
    func importStatement(
        at path: String, into accountID: Account.ID, options: StatementImportOptions,
        progress: @escaping @MainActor (StatementImportProgress) -> Void
    ) async throws -> StatementImportResult
    func previewStatement(at path: String, into accountID: Account.ID, options: StatementImportOptions)
        async throws -> StatementPreview
    func fetchImports(of account: Account) async throws -> [StatementImportRecord]
    func undoImport(_ record: StatementImportRecord, of account: Account) async throws -> CorrectionReceipt
}

/// The account detail scene's worker: the bank's stores.
typealias AccountDetailWorker = StoreWorker

extension StoreWorker: AccountDetailWorkingLogic {
    func fetchAccount(id: Account.ID) async throws -> Account {
        try await stores.accounts.account(id: id)
    }

    func fetchLatestTransactions(of account: Account, limit: Int) async throws -> [Transaction] {
        try await stores.transactions.transactions(
            matching: TransactionQuery(accountID: account.id),
            page: TransactionPageRequest(.newest(skipping: 0), limit: limit))
    }

    func fetchFirstTransaction(of account: Account) async throws -> Transaction? {
        try await stores.transactions.transactions(
            matching: TransactionQuery(accountID: account.id),
            page: TransactionPageRequest(.oldest(skipping: 0), limit: 1)
        ).first
    }

    func fetchLatestReconciliation(of account: Account) async throws -> Reconciliation? {
        try await stores.reconciliations.latestReconciliation(of: account.id)
    }

    func reconcile(_ order: ReconcileOrder) async throws -> ReconcileOutcome {
        try await stores.reconciliations.reconcile(order)
    }

    func setCreditLimit(of account: Account, limitMinor: Int64) async throws -> Account {
        try await stores.accountManagement.setCreditLimit(accountID: account.id, limitMinor: limitMinor)
    }

    func importStatement(
        at path: String, into accountID: Account.ID, options: StatementImportOptions,
        progress: @escaping @MainActor (StatementImportProgress) -> Void
    ) async throws -> StatementImportResult {
        try await stores.statements.importStatement(at: path, into: accountID, options: options, progress: progress)
    }

    func previewStatement(at path: String, into accountID: Account.ID, options: StatementImportOptions)
        async throws -> StatementPreview
    {
        try await stores.statements.previewStatement(at: path, into: accountID, options: options)
    }

    func fetchImports(of account: Account) async throws -> [StatementImportRecord] {
        try await stores.statements.imports(of: account.id)
    }

    func undoImport(_ record: StatementImportRecord, of account: Account) async throws -> CorrectionReceipt {
        try await stores.corrections.undoImport(record.id, of: account.id, expected: record)
    }
}
