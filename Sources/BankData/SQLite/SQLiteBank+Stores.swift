public import BankDomain
import BankStorage
public import Foundation
public import Logging

extension SQLiteBank {
    // MARK: - Stores

    /// The stores over an open bank; statements are read and written in `timeZone`. Every read
    /// asks the database whether it changed; a session uses ``session(clock:timeZone:writesFiles:logger:)``.
    public static func stores(
        for bank: SQLiteBank, clock: any BankClock = SystemClock(), timeZone: TimeZone = .current
    ) -> BankStores {
        bank.session(clock: clock, timeZone: timeZone).stores
    }

    /// The bank opened for a session, over a connection of its own that asks once per command
    /// whether the bank changed. Exports and backups write no file, and a restore replaces only
    /// the copy in memory, when `writesFiles` is false, for a dry run; backups before a restore
    /// are named by `clock`; the detail of every storage fault goes to `logger` at debug level.
    public func session(
        clock: any BankClock = SystemClock(), timeZone: TimeZone = .current, writesFiles: Bool = true,
        logger: Logger = .silent
    ) -> BankSession {
        let faults = StorageFaultMapping(file: file, readOnlyBecause: readOnlyBecause?.cause, logger: logger)
        let access = StoreDatabase(writer: writer, faults: faults, periodTallies: periodTallies)
        let maintained: SQLiteMaintenanceStore.Bank =
            if !writesFiles { .dryRun(access) } else if let file { .file(file, live: access) } else { .memory(access) }
        let maintenance = SQLiteMaintenanceStore(bank: maintained, clock: clock, faults: faults)
        let stores = Self.stores(
            over: access, maintenance: maintenance, clock: clock, timeZone: timeZone, writesFiles: writesFiles)
        return BankSession(
            stores: stores, commandWillRun: { access.commandWillRun() },
            changeFeed: { SQLiteLedgerChangeFeed(database: access) })
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
            maintenance: maintenance,
            revisions: access
        )
    }
}
