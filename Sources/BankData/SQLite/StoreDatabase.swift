import BankDomain
import BankStorage
import Foundation
import GRDB
import GRDBSQLite
import Synchronization

/// The stores' one way into the database, shared by every store over it.
///
/// Work runs synchronously on the caller's thread: a command's query then costs the query, not two
/// thread hops through GRDB's async API and back to the main actor. Every error that is not
/// already a ``BankError`` or a ``StatementError`` becomes ``BankError/storage(_:)``, a fault
/// that says what failed and what became of the data for the work the caller names, so scenes
/// only ever see the domain's errors and SQLite's own words only reach the log.
///
/// Once SQLite reports the bank damaged, on any read or write, the session only reads: every
/// later write is refused before SQLite is asked, with the damaged-bank message that points at
/// `restore`, so nothing is written on top of damage. A restore makes it whole again.
///
/// Reads are kept by key while the database has not changed, so a page the user goes back to
/// costs a dictionary lookup instead of a query. Whether it changed is asked of the database on
/// every read, the same way for a file and for `:memory:`: SQLite's `data_version` moves when any
/// other connection, in this process or another, commits, and the connection's count of changed
/// rows moves when this one writes, through a store or behind the stores' back.
final class StoreDatabase: Sendable {
    // MARK: - Nested Types

    /// What a cached read was, so equal reads share one result.
    typealias ReadKey = BankReadKey

    /// Data derived from the ledger that a read needs brought up to date first, such as the
    /// search index, which writes leave to its first reader.
    struct CatchUp: Sendable {
        /// Whether the data is behind; asked in a read.
        let isNeeded: @Sendable (Database) throws -> Bool
        /// Brings it up to date; run in a write.
        let run: @Sendable (Database) throws -> Void
    }

    // MARK: - Constants

    /// SQLite's page cache for a bulk write, in the pragma's units: negative means KiB (64 MiB).
    private static let bulkCacheSize = -65_536
    /// SQLite's own default, in the same units (2 MB).
    private static let defaultCacheSize = -2_000

    // MARK: - Properties

    /// The database written to.
    let writer: any DatabaseWriter
    /// How failures read to the user.
    let faults: StorageFaultMapping
    private let cache = Mutex(ReadCache())
    /// The damage SQLite reported, which keeps the session from writing.
    private let damage = Mutex<StorageFault?>(nil)
    /// Restores this session made, counted.
    private let replacements = Mutex(0)
    private let periodTallies: DeferredPeriodTallies

    // MARK: - Initialization

    /// Creates the access to `writer`, whose failures `faults` words, and whose tallies by
    /// period may wait to be summed.
    init(writer: any DatabaseWriter, faults: StorageFaultMapping, periodTallies: DeferredPeriodTallies = .current) {
        self.writer = writer
        self.faults = faults
        self.periodTallies = periodTallies
    }

    // MARK: - Commands

    /// Tells the reads that a new command starts: from now on the database is asked once per
    /// command whether it changed, and reads within one command share the answer (until this
    /// connection writes). Without it, every read asks.
    func commandWillRun() {
        cache.withLock { $0.commandWillRun() }
    }

    // MARK: - Access

    /// Runs `work` in a read transaction, or returns what the same read gave while the database
    /// has not changed since. Before a read that is not kept, `catchUp` brings the data it needs
    /// up to date.
    func read<Value: Sendable>(
        _ key: ReadKey, after catchUp: CatchUp? = nil, _ work: (Database) throws -> Value
    ) throws -> Value {
        if let kept = (cache.withLock({ $0.keptWithoutAsking(for: key) }) as? CachedRead<Value>)?.value {
            return kept
        }
        return try mappingErrors(during: .reading) {
            switch try readKept(key, after: catchUp, work) {
            case .value(let value):
                return value
            case .behind(let catchUp):
                try write(during: .reading, catchUp.run)
                return try readKept(key, after: nil, work).value()
            }
        }
    }

    /// Runs `work` in a read-only access, never from or into the cache: for reads too large to
    /// keep, such as an export, which names what it does in `task`.
    func readUncached<Value>(
        during task: StorageFault.Work = .reading, after catchUp: CatchUp? = nil, _ work: (Database) throws -> Value
    ) throws -> Value {
        try mappingErrors(during: task) {
            try perform(catchUp)
            return try writer.read(work)
        }
    }

    /// Runs `work` in a write transaction: all of it is committed, or none of it. The next read
    /// sees the change through the connection's count of changed rows. `task` says what a
    /// failure meant to the user: no money moved, nothing saved.
    func write<Value>(during task: StorageFault.Work, _ work: (Database) throws -> Value) throws -> Value {
        defer { cache.withLock { $0.didWrite() } }
        return try mappingErrors(during: task) {
            try refuseWrites(during: task)
            return try writer.write(work)
        }
    }

    /// The revision the connection sees now, asked outside any transaction: one pragma and a
    /// counter, for a look that most often finds nothing changed.
    func currentRevision() throws -> Revision {
        try mappingErrors(during: .reading) { try writer.unsafeReentrantRead(Self.revision) }
    }

    /// The revision the current command's reads see: asked of the database once a command, and
    /// shared with the command's reads.
    func confirmedRevision() throws -> BankRevision {
        if let confirmed = cache.withLock({ $0.confirmedBankRevision }) {
            return confirmed
        }
        return try mappingErrors(during: .reading) {
            try writer.unsafeReentrantRead { db in
                let revision = try Self.revision(db)
                return cache.withLock { $0.confirm(revision) }
            }
        }
    }

    /// How often this session replaced the bank (a restore): a change feed tells another
    /// session's restore from its own by it.
    var replacementCount: Int { replacements.withLock { $0 } }

    /// Forgets every read and any damage seen: the bank was replaced, as by a restore, in a way
    /// SQLite's counters do not show.
    func bankWasReplaced() {
        replacements.withLock { $0 += 1 }
        cache.withLock { $0.forgetEverything() }
        damage.withLock { $0 = nil }
        periodTallies.bankWasReplaced()
    }

    /// Sums the tallies by period if they wait (``DeferredPeriodTallies``): before anything reads
    /// them, checks them or copies them.
    func bringPeriodTalliesUpToDate() throws {
        try periodTallies.bringUpToDate { work in try write(during: .reading, work) }
    }

    /// Runs `work` in a write transaction made for many rows into one account, which `work`
    /// finds inside the same transaction: the rows cannot point elsewhere, so SQLite's foreign
    /// key checks are off, and its page cache is larger. Both are as before for the next write.
    ///
    /// The checks made SQLite keep a statement journal for every multi-row insert (2 of the 13
    /// seconds a million rows took). With the default cache of 2 MB, a statement whose dates
    /// are not in order rewrote pages of its indexes to the WAL over and over (37 s, 21 of them
    /// in the kernel, against 13 s with 32 MB).
    func bulkWrite<Value>(during task: StorageFault.Work, _ work: (Database) throws -> Value) throws -> Value {
        defer { cache.withLock { $0.didWrite() } }
        return try mappingErrors(during: task) {
            try refuseWrites(during: task)
            return try writer.writeWithoutTransaction { db in
                let cacheSize = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? Self.defaultCacheSize
                try db.execute(sql: "PRAGMA cache_size = \(Self.bulkCacheSize)")
                defer { try? db.execute(sql: "PRAGMA cache_size = \(cacheSize)") }
                return try db.withoutForeignKeyChecks { try Self.inTransaction(db, .immediate, work) }
            }
        }
    }

    // MARK: - Private

    /// What a read found: its value, or derived data it must wait for.
    private enum Outcome<Value> {
        case value(Value)
        case behind(CatchUp)

        /// The value of a read that was not told to wait.
        func value() throws -> Value {
            guard case .value(let value) = self else { throw StillBehind() }
            return value
        }
    }

    /// A read asked to wait although it was given nothing to wait for: a bug, reported as a
    /// storage failure rather than a loop.
    private struct StillBehind: Error {}

    /// The kept value, or the read made now, in one trip to the connection.
    private func readKept<Value: Sendable>(
        _ key: ReadKey, after catchUp: CatchUp?, _ work: (Database) throws -> Value
    ) throws -> Outcome<Value> {
        try writer.unsafeReentrantRead { db in
            let revision = try cache.withLock({ $0.confirmedRevision }) ?? Self.revision(db)
            if let cached = (cache.withLock({ $0.kept(for: key, at: revision) }) as? CachedRead<Value>)?.value {
                return .value(cached)
            }
            if let catchUp, try catchUp.isNeeded(db) {
                return .behind(catchUp)
            }
            let value = try Self.inReadTransaction(db, work)
            cache.withLock { $0.keep(CachedRead(value), for: key, at: revision) }
            return .value(value)
        }
    }

    /// `work` in one deferred transaction, so the statements of a read see one state.
    private static func inReadTransaction<Value>(_ db: Database, _ work: (Database) throws -> Value) throws -> Value {
        try inTransaction(db, .deferred, work)
    }

    /// `work` in one transaction of `kind`: committed when it returns, rolled back when it throws.
    private static func inTransaction<Value>(
        _ db: Database, _ kind: Database.TransactionKind, _ work: (Database) throws -> Value
    ) throws -> Value {
        try db.beginTransaction(kind)
        do {
            let value = try work(db)
            try db.commit()
            return value
        } catch {
            try? db.rollback()
            throw error
        }
    }

    /// Runs `catchUp` when it is needed; whether it wrote.
    @discardableResult
    private func perform(_ catchUp: CatchUp?) throws -> Bool {
        guard let catchUp, try writer.unsafeReentrantRead(catchUp.isNeeded) else { return false }
        try write(during: .reading, catchUp.run)
        return true
    }

    /// Asked before every read, so it steps its statement with SQLite's own functions: GRDB's
    /// row decoding costs more than the pragma.
    static func revision(_ db: Database) throws -> Revision {
        let statement = try db.cachedStatement(sql: "PRAGMA data_version").sqliteStatement
        defer { sqlite3_reset(statement) }
        guard sqlite3_step(statement) == SQLITE_ROW else {
            throw DatabaseError(
                resultCode: ResultCode(rawValue: sqlite3_errcode(db.sqliteConnection)),
                message: db.lastErrorMessage, sql: "PRAGMA data_version")
        }
        return Revision(dataVersion: sqlite3_column_int64(statement, 0), localChanges: db.totalChangesCount)
    }

    private func mappingErrors<Value>(during task: StorageFault.Work, _ work: () throws -> Value) throws -> Value {
        do {
            // A command cancelled with Ctrl-C stops before it touches the database.
            try Task.checkCancellation()
            return try work()
        } catch {
            let mapped = faults.domainError(for: error, during: task)
            if case BankError.storage(let fault) = mapped, fault.cause == .damaged || fault.cause == .notABank {
                damage.withLock { $0 = $0 ?? fault }
            }
            throw mapped
        }
    }

    /// Refuses a write in a session that only reads: because it opened so, or because SQLite
    /// reported the bank damaged since.
    private func refuseWrites(during task: StorageFault.Work) throws(BankError) {
        try faults.refuseInReadOnlySession(during: task)
        if let fault = damage.withLock({ $0 }) {
            throw .storage(StorageFault(.damaged, during: task, file: fault.file, readOnlySession: true))
        }
    }
}

// MARK: - BankRevisionStore

extension StoreDatabase: BankRevisionStore {
    func revision() async throws -> BankRevision? {
        try confirmedRevision()
    }
}
