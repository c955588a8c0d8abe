import BankDomain
import Foundation

/// The stores of a bank file SQLite could not open, for `vbank restore`, which works on the file
/// itself: every read and write answers with the fault that kept the file from opening.
struct UnopenedBank: AccountStore, AccountManagementStore, TransactionStore, TransactionImportStore, StatementStore,
    TransferStore, RecordStore, CorrectionStore, ReconciliationStore, CategoryStore,
    CardStore, SettingsStore, LedgerSummaryStore
{
    // MARK: - Properties

    /// Why the bank could not be opened.
    let fault: StorageFault

    // MARK: - Stores

    /// These stores, with `maintenance` for backups, restores and checks.
    func stores(maintenance: any BankMaintenanceStore) -> BankStores {
        BankStores(
            accounts: self, accountManagement: self, transactions: self, transfers: self, records: self,
            corrections: self,
            reconciliations: self,
            categories: self,
            cards: self,
            settings: self,
            imports: self,
            statements: self, summaries: self, maintenance: maintenance)
    }

    private func refuse(_ work: StorageFault.Work) -> BankError {
        .storage(fault.during(work))
    }

    // MARK: - Reads

    func allAccounts(includingClosed: Bool) async throws -> [Account] { throw refuse(.reading) }
    func account(id: Account.ID) async throws -> Account { throw refuse(.reading) }
    func bankIdentity() async throws -> BankIdentity { throw refuse(.reading) }
    func transactions(matching query: TransactionQuery, page: TransactionPageRequest) async throws -> [Transaction] {
        throw refuse(.reading)
    }
    func count(matching query: TransactionQuery, upTo limit: Int?) async throws -> TransactionCount {
        throw refuse(.reading)
    }
    func transaction(id: Transaction.ID) async throws -> Transaction { throw refuse(.reading) }
    func recentTransactions(limit: Int) async throws -> [Transaction] { throw refuse(.reading) }
    func authoredTransaction(id: Transaction.ID) async throws -> AuthoredTransaction { throw refuse(.reading) }
    func allCards() async throws -> [Card] { throw refuse(.reading) }
    func settings() async throws -> UserSettings { throw refuse(.reading) }
    func totals(of accounts: [Account.ID], in periods: [LedgerPeriod]) async throws -> [PeriodTotals] {
        throw refuse(.reading)
    }

    // MARK: - Writes

    func open(_ account: NewAccount) async throws -> Account { throw refuse(.saving) }
    func rename(accountID id: Account.ID, to name: String) async throws -> Account { throw refuse(.saving) }
    func close(accountID id: Account.ID, at date: Date) async throws -> Account { throw refuse(.saving) }
    func reopen(accountID id: Account.ID) async throws -> Account { throw refuse(.saving) }
    func setCreditLimit(accountID id: Account.ID, limitMinor: Int64) async throws -> Account { throw refuse(.saving) }
    func balance(after cursor: TransactionCursor, of accountID: Account.ID, countingFromOldest: Bool) async throws
        -> Int64
    { throw refuse(.reading) }
    func record(_ order: RecordOrder) async throws -> RecordReceipt { throw refuse(.saving) }
    func correct(_ order: CorrectionOrder) async throws -> CorrectionReceipt { throw refuse(.saving) }
    func notes(of id: Transaction.ID) async throws -> TransactionNotes { throw refuse(.reading) }
    func lastUndoable() async throws -> LedgerCorrection? { throw refuse(.reading) }
    func latestReconciliation(of accountID: Account.ID) async throws -> Reconciliation? { throw refuse(.reading) }
    func undo(_ id: LedgerCorrection.ID) async throws -> CorrectionReceipt { throw refuse(.saving) }
    func undoImport(_ id: StatementImportRecord.ID, of accountID: Account.ID, expected: StatementImportRecord)
        async throws -> CorrectionReceipt
    { throw refuse(.saving) }
    func reconcile(_ order: ReconcileOrder) async throws -> ReconcileOutcome { throw refuse(.saving) }
    func categoryBook() async throws -> CategoryBook { throw refuse(.reading) }
    func addCategory(_ definition: CategoryDefinition) async throws { throw refuse(.saving) }
    func move(_ move: CategoryMove) async throws -> CategoryMoveReceipt { throw refuse(.saving) }
    func addRule(_ rule: CategoryRule) async throws -> [CategoryRule] { throw refuse(.saving) }
    func removeRule(at position: Int) async throws -> CategoryRule { throw refuse(.saving) }
    func recategorise(applying: Bool) async throws -> [RuleCategorisation] { throw refuse(.saving) }
    func shares() async throws -> [AccountShare] { throw refuse(.reading) }
    func share(accountID id: Account.ID, with person: String, level: ShareLevel, key: RequestKey) async throws
        -> AccountShare
    {
        throw refuse(.saving)
    }
    func unshare(accountID id: Account.ID, from person: String) async throws -> AccountShare {
        throw refuse(.saving)
    }
    func append(_ transactions: [NewTransaction], to accountID: Account.ID) async throws {
        throw refuse(.importStatement)
    }
    @MainActor
    func importStatement(
        at path: String, into accountID: Account.ID, options: StatementImportOptions, key: RequestKey,
        progress: @MainActor (StatementImportProgress) -> Void
    ) throws -> StatementImportResult {
        throw refuse(.importStatement)
    }
    @MainActor
    func previewStatement(at path: String, into accountID: Account.ID, options: StatementImportOptions)
        throws -> StatementPreview
    {
        throw refuse(.importStatement)
    }
    @MainActor
    func imports(of accountID: Account.ID) async throws -> [StatementImportRecord] { throw refuse(.reading) }

    func exportStatement(matching query: TransactionQuery, to path: String, replacing: Bool) throws -> Int {
        throw refuse(.exportStatement)
    }
    func transfer(_ order: TransferOrder) async throws -> TransferReceipt { throw refuse(.transfer) }
    func setStatus(_ status: CardStatus, ofCard id: Card.ID) async throws -> Card { throw refuse(.saving) }
    func setMonthlyLimit(_ limit: Decimal, ofCard id: Card.ID) async throws -> Card { throw refuse(.saving) }
    func addCard(_ card: NewCard) async throws -> Card { throw refuse(.saving) }
    func save(_ settings: UserSettings) async throws { throw refuse(.saving) }
}
