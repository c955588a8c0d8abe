public import BankDomain
public import Foundation
public import Logging

/// A bank a session opened: its database, its file, and whether the session may write it.
public struct OpenedBank: Sendable {
    /// The database the stores read and write.
    public let database: SQLiteBank
    /// The bank's file; nil for a bank in memory.
    public let file: String?
    /// What keeps the session from writing (a full disk, a read-only file), when the database is
    /// a copy the session only reads; nil when it may write.
    public let readOnlyBecause: StorageFault?
    /// Whether opening it made a new bank file, with demo data: a session says so, so a mistyped
    /// path does not pass for the user's bank.
    public let wasCreated: Bool

    /// A bank the session may write, or only read because of `readOnlyBecause`.
    public init(
        database: SQLiteBank, file: String?, readOnlyBecause: StorageFault? = nil, wasCreated: Bool = false
    ) {
        self.database = database
        self.file = file
        self.readOnlyBecause = readOnlyBecause
        self.wasCreated = wasCreated
    }
}

extension BankDatabase {
    // MARK: - Stores

    /// The stores over an open database; statements are read and written in `timeZone`. Every
    /// read asks the database whether it changed; a session uses ``connection(to:clock:timeZone:writesFiles:logger:)``.
    public static func stores(
        for database: SQLiteBank, clock: any BankClock = SystemClock(), timeZone: TimeZone = .current
    ) -> BankStores {
        connection(to: OpenedBank(database: database, file: database.file), clock: clock, timeZone: timeZone).stores
    }

    /// The stores over an open database, which is its own file (or in memory).
    public static func connection(
        to database: SQLiteBank, timeZone: TimeZone = .current, writesFiles: Bool = true
    ) -> BankConnection {
        connection(
            to: OpenedBank(database: database, file: database.file), timeZone: timeZone, writesFiles: writesFiles)
    }

    /// The stores over an opened bank, for a session that says where each command starts.
    /// Exports and backups write no file, and a restore replaces only the copy in memory, when
    /// `writesFiles` is false, for a dry run; backups before a restore are named by `clock`; the
    /// detail of every storage fault goes to `logger` at debug level.
    public static func connection(
        to bank: OpenedBank, clock: any BankClock = SystemClock(), timeZone: TimeZone = .current,
        writesFiles: Bool = true, logger: Logger = .silent
    ) -> BankConnection {
        let faults = StorageFaultMapping(file: bank.file, readOnlyBecause: bank.readOnlyBecause?.cause, logger: logger)
        let access = StoreDatabase(
            writer: bank.database.writer, faults: faults, periodTallies: bank.database.periodTallies)
        let maintained: SQLiteMaintenanceStore.Bank =
            if !writesFiles { .dryRun(access) } else if let file = bank.file { .file(file, live: access) } else {
                .memory(access)
            }
        let maintenance = SQLiteMaintenanceStore(bank: maintained, clock: clock, faults: faults)
        return BankConnection(
            access: access,
            stores: stores(
                over: access, maintenance: maintenance, clock: clock, timeZone: timeZone, writesFiles: writesFiles))
    }

    /// The stores for `vbank backup`, `restore` and `verify` on the bank file at `path`, which they
    /// open as it is (not brought up to date) and for reading only: a restore writes through a
    /// connection of its own, only once the backup passed its check. A bank that cannot be opened
    /// at all, such as one whose first page is gone, can still be restored: its maintenance opens
    /// the file itself, and the other stores report why it could not be opened.
    public static func maintenanceStores(path: String, clock: any BankClock, logger: Logger = .silent) -> BankStores {
        let faults = StorageFaultMapping(file: path, logger: logger)
        do {
            let live = StoreDatabase(writer: try rawConnection(to: path, readOnly: true), faults: faults)
            let maintenance = SQLiteMaintenanceStore(bank: .file(path, live: live), clock: clock, faults: faults)
            return stores(over: live, maintenance: maintenance, clock: clock, timeZone: .current)
        } catch {
            let fault = faults.fault(for: error, during: .opening)
            let maintenance = SQLiteMaintenanceStore(bank: .file(path, live: nil), clock: clock, faults: faults)
            return UnopenedBank(fault: fault).stores(maintenance: maintenance)
        }
    }

    // MARK: - Private

    private static func stores(
        over access: StoreDatabase, maintenance: any BankMaintenanceStore, clock: any BankClock, timeZone: TimeZone,
        writesFiles: Bool = true
    ) -> BankStores {
        // One session's records and corrections: what its undo takes back.
        let session = UUID().uuidString
        return BankStores(
            accounts: SQLiteAccountStore(database: access),
            accountManagement: SQLiteAccountManagementStore(database: access),
            transactions: SQLiteTransactionStore(database: access),
            transfers: SQLiteTransferStore(database: access),
            records: SQLiteRecordStore(database: access, clock: clock, session: session),
            corrections: SQLiteCorrectionStore(database: access, clock: clock, session: session),
            reconciliations: SQLiteReconciliationStore(database: access, clock: clock),
            categories: SQLiteCategoryStore(database: access, clock: clock, session: session),
            cards: SQLiteCardStore(database: access),
            settings: SessionKeptSettingsStore(base: SQLiteSettingsStore(database: access)),
            imports: SQLiteImportStore(database: access),
            statements: SQLiteStatementStore(
                database: access, clock: clock, timeZone: timeZone, writesFiles: writesFiles),
            summaries: SQLiteLedgerSummaryStore(database: access),
            maintenance: maintenance
        )
    }
}
