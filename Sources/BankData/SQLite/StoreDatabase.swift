import BankDomain
import GRDB
import Synchronization

/// The stores' one way into the database, shared by every store over it.
///
/// Work runs synchronously on the caller's thread: a command's query then costs the query, not two
/// thread hops through GRDB's async API and back to the main actor. Every error that is not
/// already a ``BankError`` or a ``StatementError`` becomes ``BankError/storageFailure(_:)``, so
/// scenes only ever see the domain's errors.
///
/// When no other connection can change the database (an in-memory one), reads are kept by key
/// until the next write through any store, so a page the user goes back to costs a dictionary
/// lookup instead of a query. A file database can be changed by another vbank at any moment, so
/// its reads always go to SQLite.
final class StoreDatabase: Sendable {
    // MARK: - Nested Types

    /// What a cached read was, so equal reads share one result.
    enum ReadKey: Hashable, Sendable {
        case allAccounts
        case account(Account.ID)
        case transactionPage(TransactionQuery, offset: Int, limit: Int)
        case transaction(Transaction.ID)
        case recentTransactions(limit: Int)
        case allCards
        case settings
    }

    // MARK: - Constants

    /// More distinct reads than this between two writes start the cache afresh, so memory stays
    /// flat however long a session browses.
    static let maximumCachedReads = 256

    // MARK: - Properties

    /// The database written to.
    let writer: any DatabaseWriter
    private let cachesReads: Bool
    private let cache = Mutex<[ReadKey: any Sendable]>([:])

    // MARK: - Initialization

    /// Creates the access to `writer`; reads are cached only for an in-memory database.
    init(writer: any DatabaseWriter) {
        self.writer = writer
        cachesReads = writer.path == BankDatabase.inMemoryPath
    }

    // MARK: - Access

    /// Runs `work` in a read-only access, or returns what the same read gave since the last write.
    func read<Value: Sendable>(_ key: ReadKey, _ work: (Database) throws -> Value) throws -> Value {
        if cachesReads, let cached = cache.withLock({ $0[key] }) as? Value {
            return cached
        }
        let value = try mappingErrors { try writer.read(work) }
        if cachesReads {
            cache.withLock { entries in
                if entries.count >= Self.maximumCachedReads {
                    entries.removeAll(keepingCapacity: true)
                }
                entries[key] = value
            }
        }
        return value
    }

    /// Runs `work` in a read-only access, never from or into the cache: for reads too large to
    /// keep, such as an export.
    func readUncached<Value>(_ work: (Database) throws -> Value) throws -> Value {
        try mappingErrors { try writer.read(work) }
    }

    /// Runs `work` in a write transaction: all of it is committed, or none of it. Forgets every
    /// cached read, whether or not the write succeeded.
    func write<Value>(_ work: (Database) throws -> Value) throws -> Value {
        defer { forgetReads() }
        return try mappingErrors { try writer.write(work) }
    }

    // MARK: - Private

    private func forgetReads() {
        guard cachesReads else { return }
        cache.withLock { $0.removeAll(keepingCapacity: true) }
    }

    private func mappingErrors<Value>(_ work: () throws -> Value) throws -> Value {
        do {
            // A command cancelled with Ctrl-C stops before it touches the database.
            try Task.checkCancellation()
            return try work()
        } catch let error as BankError {
            throw error
        } catch let error as StatementError {
            throw error
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw BankError.storageFailure(String(describing: error))
        }
    }
}
