public import BankDomain
public import Foundation
public import GRDB

/// Opens the bank's SQLite database: a file (WAL mode, busy timeout, created and filled with demo
/// data on first use) or `:memory:` for a throw-away run.
public enum BankDatabase {
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
    /// - Throws: ``DatabaseLocationError`` when the path cannot hold a database (a folder, a
    ///   missing folder, a read-only file, a file that is not a database);
    ///   ``BankError/storageFailure(_:)`` when the file cannot be
    ///   opened as a bank database, which leaves the file as it was.
    public static func open(path: String, clock: any BankClock) throws -> any DatabaseWriter {
        if path != inMemoryPath {
            try DatabaseLocation.prepare(path)
        }
        do {
            let database = try connect(path: path)
            try BankMigrations.migrator.migrate(database)
            try seedIfEmpty(database, clock: clock)
            return database
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
            throw DatabaseLocationError.notADatabase(path)
        } catch {
            throw BankError.storageFailure(Strings.notADatabase(path, reason: String(describing: error)))
        }
    }

    /// A copy in memory of the bank at `path`, migrated and seeded like ``open(path:clock:)``, for
    /// a dry run: the file is only read, through a read-only connection, and nothing is ever
    /// written to it or beside it. A path with no file yet gives a fresh demo bank in memory.
    public static func openCopy(of path: String, clock: any BankClock) throws -> any DatabaseWriter {
        do {
            let copy = try connect(path: inMemoryPath)
            if path != inMemoryPath, FileManager.default.fileExists(atPath: path) {
                try DatabaseSnapshot.copy(path, into: copy)
            }
            try BankMigrations.migrator.migrate(copy)
            try seedIfEmpty(copy, clock: clock)
            return copy
        } catch let error as DatabaseLocationError {
            throw error
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
            throw DatabaseLocationError.notADatabase(path)
        } catch {
            throw BankError.storageFailure(Strings.notADatabase(path, reason: String(describing: error)))
        }
    }

    /// The stores over an open database; statements are read and written in `timeZone`. Every
    /// read asks the database whether it changed; a session uses ``connection(to:timeZone:)``.
    public static func stores(for database: any DatabaseWriter, timeZone: TimeZone = .current) -> BankStores {
        connection(to: database, timeZone: timeZone).stores
    }

    /// The stores over an open database, for a session that says where each command starts.
    /// Exports write no file when `writesFiles` is false, for a dry run.
    public static func connection(
        to database: any DatabaseWriter, timeZone: TimeZone = .current, writesFiles: Bool = true
    ) -> BankConnection {
        let access = StoreDatabase(writer: database)
        return BankConnection(
            access: access, stores: stores(over: access, timeZone: timeZone, writesFiles: writesFiles))
    }

    private static func stores(over access: StoreDatabase, timeZone: TimeZone, writesFiles: Bool = true) -> BankStores {
        BankStores(
            accounts: SQLiteAccountStore(database: access),
            transactions: SQLiteTransactionStore(database: access),
            transfers: SQLiteTransferStore(database: access),
            cards: SQLiteCardStore(database: access),
            settings: SQLiteSettingsStore(database: access),
            imports: SQLiteImportStore(database: access),
            statements: SQLiteStatementStore(database: access, timeZone: timeZone, writesFiles: writesFiles),
            summaries: SQLiteLedgerSummaryStore(database: access)
        )
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

    // MARK: - Private

    /// Fills an empty bank with demo data. The accounts go in before the rows that point at
    /// them, in one transaction, so SQLite's foreign key checks are off for it: they made it
    /// keep a statement journal for every chunk of rows, and the seed is most of a start on
    /// `:memory:`.
    private static func seedIfEmpty(_ database: any DatabaseWriter, clock: any BankClock) throws {
        try database.writeWithoutTransaction { db in
            try db.withoutForeignKeyChecks {
                try db.inTransaction(.immediate) {
                    if try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM account") == 0 {
                        try DemoDataWriter.write(DemoDataGenerator(now: clock.now), into: db)
                    }
                    return .commit
                }
            }
        }
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
        }
        if path == inMemoryPath {
            return try DatabaseQueue(configuration: configuration)
        }
        configuration.journalMode = .wal
        return try DatabaseQueue(path: path, configuration: configuration)
    }
}
