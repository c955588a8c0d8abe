public import Foundation

/// Reads the customer's accounts.
public protocol AccountStore: Sendable {
    /// The accounts, in the order the customer sees them: the open ones, or with
    /// `includingClosed` also the closed ones, for what shows the bank's past.
    func allAccounts(includingClosed: Bool) async throws -> [Account]
    /// The account `id`, open or closed; throws ``BankError/accountNotFound(_:)`` when there is none.
    func account(id: Account.ID) async throws -> Account
    /// Which bank this is and which life of it (``BankIdentity``): a restore makes a new one.
    func bankIdentity() async throws -> BankIdentity
}

extension AccountStore {
    /// The open accounts, in the order the customer sees them.
    public func allAccounts() async throws -> [Account] {
        try await allAccounts(includingClosed: false)
    }
}

/// Opens, renames, closes and shares accounts. Each change is checked again by ``AccountRules`` inside
/// the transaction that makes it, so two sessions cannot both take a name.
public protocol AccountManagementStore: Sendable {
    /// Opens `account` at the end of the list, with its opening balance entered as a ledger row,
    /// and returns it.
    func open(_ account: NewAccount) async throws -> Account
    /// Gives the account `id` the name `name` and returns it renamed.
    func rename(accountID id: Account.ID, to name: String) async throws -> Account
    /// Closes the account `id`, which must be at zero, at `date`, and returns it closed.
    func close(accountID id: Account.ID, at date: Date) async throws -> Account
    /// Opens the closed account `id` again, with its history, and returns it open
    /// (``AccountRules/checkReopenable(_:among:)``).
    func reopen(accountID id: Account.ID) async throws -> Account
    /// Gives a credit account a new limit, of what it owes or more (``AccountRules/checkLimit(_:of:)``);
    /// on a server only its owner may.
    func setCreditLimit(accountID id: Account.ID, limitMinor: Int64) async throws -> Account
    /// The shares of the accounts the person owns and of those shared with them, by account,
    /// then person; none on a bank of one person.
    func shares() async throws -> [AccountShare]
    /// Shares the account `id`, which the person owns, with `person` at `level`, or changes the
    /// level it is shared at; the share as it now is. The same `key` again is the same share,
    /// made once.
    /// - Throws: ``AccountError/sharingNeedsAServer`` on a bank of one person.
    func share(accountID id: Account.ID, with person: String, level: ShareLevel, key: RequestKey) async throws
        -> AccountShare
    /// Takes the account `id` back from `person`; the share that ended.
    /// - Throws: ``AccountError/sharingNeedsAServer`` on a bank of one person.
    func unshare(accountID id: Account.ID, from person: String) async throws -> AccountShare
}

/// Reads transactions.
///
/// A page costs what its rows cost however long the list is: pages start at a cursor rather than
/// after counted rows (only ``TransactionPageRequest/Position/newest(skipping:)`` and
/// ``TransactionPageRequest/Position/oldest(skipping:)`` with a large skip read what they skip).
public protocol TransactionStore: Sendable {
    /// One window of an account's transactions matching `query`, newest first.
    func transactions(matching query: TransactionQuery, page: TransactionPageRequest) async throws -> [Transaction]
    /// How many transactions match `query`: exactly, unless that would mean reading more than
    /// `limit` of them (nil: no limit), and then ``TransactionCount/moreThan(_:)`` `limit`.
    func count(matching query: TransactionQuery, upTo limit: Int?) async throws -> TransactionCount
    /// The transaction `id`; throws ``BankError/transactionNotFound(_:)`` when there is none.
    func transaction(id: Transaction.ID) async throws -> Transaction
    /// The newest transactions across every account.
    func recentTransactions(limit: Int) async throws -> [Transaction]
    /// The transaction `id` with who wrote it, in one read; throws
    /// ``BankError/transactionNotFound(_:)`` when there is none.
    func authoredTransaction(id: Transaction.ID) async throws -> AuthoredTransaction
    /// What the account held just after the row at `cursor`, in the ledger's order: what it held
    /// before its first row (nothing, unless the bank is from before openings were rows) and the
    /// rows up to it when `countingFromOldest`, else the balance less every newer row. The caller
    /// counts from the end with fewer rows; either way the answer is the same.
    func balance(after cursor: TransactionCursor, of accountID: Account.ID, countingFromOldest: Bool) async throws
        -> Int64
}

/// Records many transactions at once: the path a statement import takes.
public protocol TransactionImportStore: Sendable {
    /// Appends `transactions` to the account `accountID` and moves its balance by their sum, all
    /// in one database transaction: every row is recorded, or none is.
    func append(_ transactions: [NewTransaction], to accountID: Account.ID) async throws
}

/// Reads bank statements (CSV) into an account and writes transactions out as statements.
public protocol StatementStore: Sendable {
    /// Imports the statement at `path` into the account `accountID` in one database transaction,
    /// skipping rows an earlier import of the same statement added, and bad rows unless
    /// `options.isStrict`. Tells `progress` how far it has come every few thousand rows. Stops
    /// with ``StatementError/cancelled`` when the task is cancelled, also in the middle of a
    /// statement the database is running. An import that throws changes nothing. The same `key`
    /// again is the same import: on a server, made once, and told as it was made when its answer
    /// was lost (``RequestKey``).
    @MainActor
    func importStatement(
        at path: String, into accountID: Account.ID, options: StatementImportOptions, key: RequestKey,
        progress: @MainActor (StatementImportProgress) -> Void
    ) async throws -> StatementImportResult

    /// What importing the statement at `path` into the account `accountID` would do, read as the
    /// import reads it and held against the ledger as it is, writing nothing.
    @MainActor
    func previewStatement(at path: String, into accountID: Account.ID, options: StatementImportOptions)
        async throws -> StatementPreview

    /// The imports into the account `accountID`, newest first, each with what of it is still in
    /// the ledger.
    func imports(of accountID: Account.ID) async throws -> [StatementImportRecord]

    /// Writes every transaction matching `query` to `path` as a statement the import reads back,
    /// newest first, and returns how many it wrote. A file already at `path` is refused unless
    /// `replacing`; a link, a folder, a pipe or a socket always is.
    @MainActor
    func exportStatement(matching query: TransactionQuery, to path: String, replacing: Bool) async throws -> Int
}

extension StatementStore {
    /// Imports the statement at `path` with a key of its own, made now: what a person asking for
    /// an import gives.
    @MainActor
    public func importStatement(
        at path: String, into accountID: Account.ID, options: StatementImportOptions,
        progress: @MainActor (StatementImportProgress) -> Void
    ) async throws -> StatementImportResult {
        try await importStatement(at: path, into: accountID, options: options, key: .random(), progress: progress)
    }
}

extension StatementStore {
    /// Writes every transaction matching `query` to a new file at `path`; see
    /// ``exportStatement(matching:to:replacing:)``.
    @MainActor
    public func exportStatement(matching query: TransactionQuery, to path: String) async throws -> Int {
        try await exportStatement(matching: query, to: path, replacing: false)
    }
}

/// Moves money between accounts.
public protocol TransferStore: Sendable {
    /// Carries out `order` completely or not at all: both balances and both transaction rows.
    func transfer(_ order: TransferOrder) async throws -> TransferReceipt
}

/// Records money spent from an account or received into it, from or to the world.
public protocol RecordStore: Sendable {
    /// Writes `order`'s row and the account's new balance completely or not at all, holding it to
    /// ``RecordRules`` on the account as the write reads it.
    func record(_ order: RecordOrder) async throws -> RecordReceipt
}

/// Corrects rows already in the ledger, keeps each change with who made it and when, and takes
/// back the changes of this session. A store belongs to one session: what it undoes is what was
/// recorded or corrected through it.
public protocol CorrectionStore: Sendable {
    /// Makes `order`'s correction to its row, and to a transfer's other side, completely or not at
    /// all, holding it to ``CorrectionRules`` on the rows and accounts as the write reads them.
    func correct(_ order: CorrectionOrder) async throws -> CorrectionReceipt
    /// The row's note and every change made to it.
    func notes(of id: Transaction.ID) async throws -> TransactionNotes
    /// The newest change of this session not yet undone, if any.
    func lastUndoable() async throws -> LedgerCorrection?
    /// Takes back the change `id` of this session, if the rows are still as it left them.
    func undo(_ id: LedgerCorrection.ID) async throws -> CorrectionReceipt
    /// Takes the rows of the import `id` into `accountID` out of the ledger, and their amounts out
    /// of its balance, recorded as a change of this session (which `undo` takes back), if what of
    /// it is in the ledger is still what `expected` says.
    func undoImport(_ id: StatementImportRecord.ID, of accountID: Account.ID, expected: StatementImportRecord)
        async throws -> CorrectionReceipt
}

/// Reads and changes cards.
public protocol CardStore: Sendable {
    /// Every card, in the order the customer sees them.
    func allCards() async throws -> [Card]
    /// Freezes or unfreezes the card `id` and returns it changed.
    func setStatus(_ status: CardStatus, ofCard id: Card.ID) async throws -> Card
    /// Sets the monthly limit of card `id` and returns it changed.
    func setMonthlyLimit(_ limit: Decimal, ofCard id: Card.ID) async throws -> Card
    /// Adds `card`, held to ``CardRules`` on its account and the cards as the write reads them,
    /// and returns it as the store keeps it.
    func addCard(_ card: NewCard) async throws -> Card
}

/// Keeps the customer's settings.
public protocol SettingsStore: Sendable {
    /// The settings, or the defaults when none were saved.
    func settings() async throws -> UserSettings
    /// Saves `settings`. When the storage refuses the write but the bank stays readable
    /// (``StorageFault/leavesBankReadable``: a full disk, a read-only file), the settings still
    /// hold for the session, so later reads return them, and this throws the fault.
    func save(_ settings: UserSettings) async throws
}

/// Copies, checks and restores the bank.
public protocol BankMaintenanceStore: Sendable {
    /// Writes a consistent copy of the bank to a new file at `path`, created readable by its owner
    /// only, while other sessions keep writing; then checks the copy. A file already at `path`
    /// is refused unless `replacing`; a link, a device or the bank itself always is.
    func backUp(to path: String, replacing: Bool) async throws -> BankBackup
    /// Checks the bank file at `path` as ``restore(from:)`` would before it replaces anything,
    /// and changes nothing: what a restore that waits for the user's word shows first.
    func planRestore(from path: String) async throws -> RestorePlan
    /// Checks the bank file at `path` and, only when it is sound, replaces the bank with it,
    /// keeping the bank as it was in a file beside it.
    func restore(from path: String) async throws -> BankRestore
    /// Checks the bank: its file, its version and the money invariant.
    func verify() async throws -> BankCheckReport
}

extension BankMaintenanceStore {
    /// Writes a consistent copy of the bank to a new file at `path`; see
    /// ``backUp(to:replacing:)``.
    public func backUp(to path: String) async throws -> BankBackup {
        try await backUp(to: path, replacing: false)
    }
}

/// Which of an account's transactions to list.
public struct TransactionQuery: Sendable, Hashable {
    // MARK: - Properties

    /// The account.
    public let accountID: Account.ID
    /// Words the memo or counterparty has words starting with, ignoring case and accents: every
    /// word must match ("coff corn" finds "Coffee Corner"). A ``requestKey`` finds the rows its
    /// change wrote instead.
    public var text: String?
    /// Only credits or only debits.
    public var type: TransactionType?
    /// Only one category.
    public var category: TransactionCategory?
    /// Only rows from this boundary on: of its day or later, or at its moment or later.
    public var from: LedgerBoundary?
    /// Only rows before this boundary: of an earlier day, or at an earlier moment.
    public var until: LedgerBoundary?

    /// The key of a confirmed change, when the text is one (``RequestKey``): such a search finds
    /// the rows the change wrote, not rows with that word.
    public var requestKey: RequestKey? {
        text.flatMap { RequestKey($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// Whether anything narrows the list.
    public var isFiltered: Bool {
        text != nil || type != nil || category != nil || from != nil || until != nil
    }

    // MARK: - Initialization

    /// Creates a query.
    public init(
        accountID: Account.ID,
        text: String? = nil,
        type: TransactionType? = nil,
        category: TransactionCategory? = nil,
        from: LedgerBoundary? = nil,
        until: LedgerBoundary? = nil
    ) {
        self.accountID = accountID
        self.text = text
        self.type = type
        self.category = category
        self.from = from
        self.until = until
    }
}

/// Every store the app needs, handed to the scene factory by the composition root.
public struct BankStores: Sendable {
    /// Accounts.
    public let accounts: any AccountStore
    /// Opening, renaming and closing accounts.
    public let accountManagement: any AccountManagementStore
    /// Transactions.
    public let transactions: any TransactionStore
    /// Transfers.
    public let transfers: any TransferStore
    /// Money spent and received.
    public let records: any RecordStore
    /// Corrections of the ledger, and undo.
    public let corrections: any CorrectionStore
    /// Reconciliations with the bank's figures.
    public let reconciliations: any ReconciliationStore
    /// Categories and the rules that categorise rows.
    public let categories: any CategoryStore
    /// Cards.
    public let cards: any CardStore
    /// Settings.
    public let settings: any SettingsStore
    /// Imports.
    public let imports: any TransactionImportStore
    /// Statement files, in and out.
    public let statements: any StatementStore
    /// Sums of the ledger, for charts.
    public let summaries: any LedgerSummaryStore
    /// Backups, restores and checks.
    public let maintenance: any BankMaintenanceStore
    /// Which state of the bank reads see, so a scene can show a response again unread.
    public let revisions: any BankRevisionStore

    /// Creates the set.
    public init(
        accounts: any AccountStore,
        accountManagement: any AccountManagementStore,
        transactions: any TransactionStore,
        transfers: any TransferStore,
        records: any RecordStore,
        corrections: any CorrectionStore,
        reconciliations: any ReconciliationStore,
        categories: any CategoryStore,
        cards: any CardStore,
        settings: any SettingsStore,
        imports: any TransactionImportStore,
        statements: any StatementStore,
        summaries: any LedgerSummaryStore,
        maintenance: any BankMaintenanceStore,
        revisions: any BankRevisionStore = UntoldBankRevisions()
    ) {
        self.accounts = accounts
        self.accountManagement = accountManagement
        self.transactions = transactions
        self.transfers = transfers
        self.records = records
        self.corrections = corrections
        self.reconciliations = reconciliations
        self.categories = categories
        self.cards = cards
        self.settings = settings
        self.imports = imports
        self.statements = statements
        self.summaries = summaries
        self.maintenance = maintenance
        self.revisions = revisions
    }
}
