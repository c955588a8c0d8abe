import BankData
import BankDomain
import BankStorage
import Foundation
@_spi(TranscriptFaults) import ViperaREPL

/// The bank's stores with the operations a transcript can make fail (`#@fail OPERATION ERROR`),
/// so what a user sees when storage fails is pinned like any other screen. An error names a
/// storage fault's cause; the operation that fails says what became of the data.
enum FaultInjectingStores {
    // MARK: - Constants

    /// The operations that can be made to fail.
    static let operations = [
        TransferOperation.transfer, StatementOperation.importStatement, StatementOperation.exportStatement,
        TransactionOperation.page, SettingsOperation.save,
    ]

    /// The errors a directive may name: the causes of storage faults.
    static let errors: [String: any Error & Sendable] = [
        "storage": fault(.diskFailed),
        "disk-full": fault(.diskFull),
        "read-only": fault(.readOnlyFile),
        "busy": fault(.busy(seconds: Int(SQLiteBank.busyTimeout))),
        "damaged": fault(.damaged),
    ]

    // MARK: - Wrapping

    /// `stores` with those operations checking `faults` first.
    static func wrap(_ stores: BankStores, with faults: FaultInjector) -> BankStores {
        faults.register(operations: operations, errors: errors)
        return BankStores(
            accounts: stores.accounts,
            accountManagement: stores.accountManagement,
            transactions: FaultyTransactionStore(base: stores.transactions, faults: faults),
            transfers: FaultyTransferStore(base: stores.transfers, faults: faults),
            records: stores.records,
            corrections: stores.corrections,
            reconciliations: stores.reconciliations,
            categories: stores.categories,
            cards: stores.cards,
            settings: SessionKeptSettingsStore(base: FaultySettingsStore(base: stores.settings, faults: faults)),
            imports: stores.imports,
            statements: FaultyStatementStore(base: stores.statements, faults: faults),
            summaries: stores.summaries,
            maintenance: stores.maintenance,
            // A read armed to fail must be made, never answered by a response kept from before.
            revisions: UntoldBankRevisions()
        )
    }

    private static func fault(_ cause: StorageFault.Cause) -> BankError {
        .storage(StorageFault(cause, during: .reading))
    }
}

extension FaultInjector {
    /// Throws the fault armed for `operation`, as a fault while doing `work`.
    fileprivate func check(_ operation: String, during work: StorageFault.Work) throws {
        do {
            try check(operation)
        } catch BankError.storage(let fault) {
            throw BankError.storage(fault.during(work))
        }
    }
}

// MARK: - Stores

private enum TransferOperation {
    static let transfer = "transfers.transfer"
}

private enum StatementOperation {
    static let importStatement = "statements.importStatement"
    static let exportStatement = "statements.exportStatement"
}

private enum TransactionOperation {
    static let page = "transactions.page"
}

private enum SettingsOperation {
    static let save = "settings.save"
}

private struct FaultyTransferStore: TransferStore {
    let base: any TransferStore
    let faults: FaultInjector

    func transfer(_ order: TransferOrder) async throws -> TransferReceipt {
        try faults.check(TransferOperation.transfer, during: .transfer)
        return try await base.transfer(order)
    }
}

private struct FaultyStatementStore: StatementStore {
    let base: any StatementStore
    let faults: FaultInjector

    @MainActor
    func importStatement(
        at path: String, into accountID: Account.ID, options: StatementImportOptions, key: RequestKey,
        progress: @MainActor (StatementImportProgress) -> Void
    ) async throws -> StatementImportResult {
        try faults.check(StatementOperation.importStatement, during: .importStatement)
        return try await base.importStatement(at: path, into: accountID, options: options, key: key, progress: progress)
    }

    @MainActor
    func previewStatement(at path: String, into accountID: Account.ID, options: StatementImportOptions)
        async throws -> StatementPreview
    {
        try faults.check(StatementOperation.importStatement, during: .importStatement)
        return try await base.previewStatement(at: path, into: accountID, options: options)
    }

    func imports(of accountID: Account.ID) async throws -> [StatementImportRecord] {
        try await base.imports(of: accountID)
    }

    @MainActor
    func exportStatement(matching query: TransactionQuery, to path: String, replacing: Bool) async throws -> Int {
        try faults.check(StatementOperation.exportStatement, during: .exportStatement)
        return try await base.exportStatement(matching: query, to: path, replacing: replacing)
    }
}

private struct FaultyTransactionStore: TransactionStore {
    let base: any TransactionStore
    let faults: FaultInjector

    func transactions(matching query: TransactionQuery, page: TransactionPageRequest) async throws -> [Transaction] {
        try faults.check(TransactionOperation.page, during: .reading)
        return try await base.transactions(matching: query, page: page)
    }

    func count(matching query: TransactionQuery, upTo limit: Int?) async throws -> TransactionCount {
        try await base.count(matching: query, upTo: limit)
    }

    func transaction(id: Transaction.ID) async throws -> Transaction {
        try await base.transaction(id: id)
    }

    func recentTransactions(limit: Int) async throws -> [Transaction] {
        try await base.recentTransactions(limit: limit)
    }

    func authoredTransaction(id: Transaction.ID) async throws -> AuthoredTransaction {
        try await base.authoredTransaction(id: id)
    }

    func balance(after cursor: TransactionCursor, of accountID: Account.ID, countingFromOldest: Bool) async throws
        -> Int64
    {
        try await base.balance(after: cursor, of: accountID, countingFromOldest: countingFromOldest)
    }
}

/// Settings whose save fails as the storage under them would.
private struct FaultySettingsStore: SettingsStore {
    let base: any SettingsStore
    let faults: FaultInjector

    func settings() async throws -> UserSettings {
        try await base.settings()
    }

    func save(_ settings: UserSettings) async throws {
        try faults.check(SettingsOperation.save, during: .saving)
        try await base.save(settings)
    }
}
