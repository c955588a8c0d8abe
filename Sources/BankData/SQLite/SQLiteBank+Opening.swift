public import BankDomain
import BankStorage
public import Foundation
import GRDB
public import Logging

/// Opening the bank's SQLite database: a file (WAL mode, busy timeout, created and filled with
/// demo data on first use) or `:memory:` for a throw-away run.
extension SQLiteBank {
    // MARK: - Constants

    /// The path that means an in-memory database.
    public static let inMemoryPath = ":memory:"
    /// How long a write waits for another process's write before giving up.
    public static let busyTimeout: TimeInterval = 5

    // MARK: - Opening

    /// Opens, migrates and, when empty, seeds the database at `path`. A new file is created with
    /// mode 0600.
    /// - Parameters:
    ///   - path: A file path, or ``inMemoryPath``.
    ///   - clock: The clock demo data is dated by.
    ///   - logger: Where the detail of a failure goes, at debug level.
    /// - Throws: ``BankError/storage(_:)``, a fault that says why the path cannot hold a bank
    ///   (a folder, a missing folder, a read-only file, a full disk, a file that is not a bank);
    ///   the file is left as it was.
    public static func open(path: String, clock: any BankClock, logger: Logger = .silent) throws -> SQLiteBank {
        try openReportingCreation(path: path, clock: clock, logger: logger).bank
    }

    /// Creates a new bank file at `path` without demo data, readable by its owner only (0600): a
    /// bank of one's own, which later openings leave empty until the owner opens accounts.
    /// - Parameters:
    ///   - path: A path where no file is yet.
    ///   - clock: The clock of the opening.
    ///   - logger: Where the detail of a failure goes, at debug level.
    /// - Throws: ``BankError/storage(_:)``: ``StorageFault/Cause/fileExists`` when there is a file
    ///   at `path`, which is left as it was, or a fault that says why the path cannot hold a bank.
    public static func create(path: String, clock: any BankClock, logger: Logger = .silent) throws -> SQLiteBank {
        try openReportingCreation(path: path, clock: clock, logger: logger, contents: .empty, mustCreate: true).bank
    }

    /// Opens the bank at `path` for a session: as ``open(path:clock:logger:)`` does, saying in
    /// ``wasCreated`` whether it made the file; or, when the bank can be read but not written (a
    /// full disk, a read-only file or folder), as a copy in memory that the session reads and
    /// never writes, with the fault that made it so in ``readOnlyBecause``.
    public static func openForSession(path: String, clock: any BankClock, logger: Logger = .silent) throws
        -> SQLiteBank
    {
        do {
            let opened = try openReportingCreation(path: path, clock: clock, logger: logger)
            return opened.bank.with(wasCreated: opened.wasCreated)
        } catch BankError.storage(let fault) where fault.leavesBankReadable && hasData(file(at: path)) {
            return try openCopy(of: path, clock: clock, logger: logger, reason: fault)
        }
    }

    /// A copy in memory of the bank at `path`, migrated and seeded like ``open(path:clock:logger:)``,
    /// for a dry run: the file is only read, through a read-only connection, and nothing is ever
    /// written to it or beside it. A path with no file yet gives a fresh demo bank in memory,
    /// whose ``wasCreated`` says a real run would have made the file. Its ``file`` is the one
    /// copied, which its errors name.
    public static func openCopy(of path: String, clock: any BankClock, logger: Logger = .silent) throws
        -> SQLiteBank
    {
        let isNew = file(at: path).map { !FileManager.default.fileExists(atPath: $0) } ?? false
        return try openCopy(of: path, clock: clock, logger: logger, reason: nil).with(wasCreated: isNew)
    }

    /// The default database file: `$XDG_DATA_HOME/vbank/bank.sqlite`, by default
    /// `~/.local/share/vbank/bank.sqlite`; nil when neither variable is set.
    public static func defaultPath(environment: [String: String]) -> String? {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return "\(data)/vbank/bank.sqlite"
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return "\(home)/.local/share/vbank/bank.sqlite"
    }

    /// The file at `path`: nil for ``inMemoryPath``, which names none.
    public static func file(at path: String) -> String? {
        path == inMemoryPath ? nil : path
    }

    // MARK: - Connections

    /// One connection to the file at `path` as it is, without bringing it up to date or seeding
    /// it: for backups, restores and checks, which must not change what they look at.
    static func rawConnection(to path: String, readOnly: Bool) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.readonly = readOnly
        if !readOnly {
            configuration.prepareDatabase(useWriteAheadLog)
        }
        return try DatabaseQueue(path: path, configuration: configuration)
    }

    /// Puts the file in WAL mode, so another vbank's reads and writes do not block this one's
    /// reads, with NORMAL syncing, which WAL makes safe. GRDB's own `journalMode = .wal` also
    /// writes to the file at every opening, so that a pool's readers find a log, and the log is
    /// then synced and checkpointed at closing: three syncs per start, for readers vbank does not
    /// have.
    private static func useWriteAheadLog(_ db: Database) throws {
        guard try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") == "wal" else {
            throw DatabaseError(message: "could not activate WAL mode")
        }
        try db.execute(sql: "PRAGMA synchronous = NORMAL")
    }

    // MARK: - Private

    /// Opens the bank as ``open(path:clock:logger:)`` does, and says whether it made a new file.
    private static func openReportingCreation(
        path: String, clock: any BankClock, logger: Logger, contents: NewBankContents = .demo, mustCreate: Bool = false
    ) throws -> (bank: SQLiteBank, wasCreated: Bool) {
        let faults = StorageFaultMapping(file: file(at: path), logger: logger)
        var created = false
        do {
            if path != inMemoryPath {
                created =
                    try mustCreate
                    ? DatabaseLocation.createNew(path, for: .opening) : DatabaseLocation.prepare(path, for: .opening)
            }
            let database = try connect(path: path)
            let tallies = try bringUpToDate(database, clock: clock, contents: contents)
            return (SQLiteBank(database, periodTallies: tallies, file: file(at: path)), created)
        } catch {
            if created {
                removeFile(path)
            }
            throw faults.domainError(for: error, during: .opening)
        }
    }

    /// The copy for a dry run, or for a session that only reads because of `reason`: its search
    /// index is brought up to date at once, since a session that cannot write cannot do it later.
    private static func openCopy(of path: String, clock: any BankClock, logger: Logger, reason: StorageFault?) throws
        -> SQLiteBank
    {
        let faults = StorageFaultMapping(file: file(at: path), logger: logger)
        do {
            let copy = try connect(path: inMemoryPath)
            if path != inMemoryPath, FileManager.default.fileExists(atPath: path) {
                try DatabaseLocation.refuseEmpty(path, for: .opening)
                try DatabaseSnapshot.copy(path, into: copy)
            }
            let tallies = try bringUpToDate(copy, clock: clock)
            if reason != nil {
                try copy.write(SearchIndex.bringUpToDate)
            }
            return SQLiteBank(copy, periodTallies: tallies, file: file(at: path), readOnlyBecause: reason)
        } catch {
            throw faults.domainError(for: error, during: .opening)
        }
    }

    /// Refuses a bank a newer vbank wrote, migrates an older one and fills an empty one; a bank
    /// stamped at this version is left as it is after one read of its header. Its tallies by
    /// period: deferred for a demo bank made in memory.
    private static func bringUpToDate(
        _ database: any DatabaseWriter, clock: any BankClock, contents: NewBankContents = .demo
    ) throws -> DeferredPeriodTallies {
        guard try !database.read(BankMigrations.isStampedCurrent) else { return .current }
        try database.read(refuseNewerVersions)
        try database.write(BankSchemaSnapshot.createIfEmpty)
        try BankMigrations.migrator.migrate(database)
        return try seedIfEmpty(database, clock: clock, contents: contents)
    }

    private static func refuseNewerVersions(_ db: Database) throws {
        if case .newer = try BankMigrations.version(of: db) {
            throw NewerBankFile()
        }
    }

    /// Whether a bank file holds anything a session could read.
    private static func hasData(_ file: String?) -> Bool {
        guard let file, let size = LocalFileSystem().size(of: file) else { return false }
        return size > 0
    }

    /// Takes away a file this process created for a bank it then could not open.
    private static func removeFile(_ path: String) {
        for suffix in ["", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: path + suffix)
        }
    }

    /// Fills an empty bank with demo data, or for ``NewBankContents/empty`` saves the default
    /// settings, which mark it as a bank its owner started empty; and stamps it as current
    /// (``BankMigrations/stamp(_:)``). The accounts go in before the rows that point at them, in
    /// one transaction, so SQLite's foreign key checks are off for it: they made it keep a
    /// statement journal for every chunk of rows, and the seed is most of a start on `:memory:`,
    /// where its tallies by period wait for their first reader (``DeferredPeriodTallies``).
    private static func seedIfEmpty(_ database: any DatabaseWriter, clock: any BankClock, contents: NewBankContents)
        throws -> DeferredPeriodTallies
    {
        let defers = database.path == inMemoryPath
        let seeded = try database.writeWithoutTransaction { db in
            try db.withoutForeignKeyChecks {
                var seeded = false
                try db.inTransaction(.immediate) {
                    if try isUnstarted(db) {
                        switch contents {
                        case .demo:
                            try DemoDataWriter.write(BankContents(now: clock.now), into: db, talliesByPeriod: !defers)
                            seeded = true
                        case .empty:
                            try SQLiteSettingsStore.insert(.defaults, in: db)
                        }
                    }
                    try BankMigrations.stamp(db)
                    return .commit
                }
                return seeded
            }
        }
        return DeferredPeriodTallies(pending: seeded && defers)
    }

    /// Whether nobody started the bank yet: no account, and no settings, which a bank started
    /// empty on purpose has from its first day.
    private static func isUnstarted(_ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT NOT EXISTS (SELECT 1 FROM account) AND NOT EXISTS (SELECT 1 FROM settings)")
            ?? false
    }

    /// One connection, whatever the database: every command runs on one thread, so a pool of
    /// readers would only add locking, and one connection lets ``StoreDatabase`` tell any
    /// change apart by the connection's own counters. A file is in WAL mode, so another vbank's
    /// reads and writes do not block this one's reads.
    private static func connect(path: String) throws -> any DatabaseWriter {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.foreignKeysEnabled = true
        configuration.prepareDatabase { db in
            db.add(function: SearchWords.matchFunction)
            // Statement journals and sorts stay in memory: in a file under /var/tmp, a write of
            // many rows made a system call per page it touched.
            try db.execute(sql: "PRAGMA temp_store = MEMORY")
            // Pages are checked as they are first read, so damage is found where it is read
            // (a few percent of a cold scan of a million rows; nothing on a page in the cache),
            // and the session stops writing before it writes on top of it.
            try db.execute(sql: "PRAGMA cell_size_check = ON")
        }
        if path == inMemoryPath {
            return try DatabaseQueue(configuration: configuration)
        }
        configuration.prepareDatabase(useWriteAheadLog)
        return try DatabaseQueue(path: path, configuration: configuration)
    }
}

/// A bank file that a newer vbank wrote: its schema has versions this one does not know.
struct NewerBankFile: Error {}
