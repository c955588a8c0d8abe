import BankDomain
import BankStorage
import Logging
import Synchronization

/// The stores' one way to the server, shared by every store over one connection.
///
/// Reads are kept by key while the bank's revision has not moved, and the revision is asked once
/// per command (one round trip) after the session says a command starts: a command whose data
/// did not change costs that one round trip. Every statement that changes the bank moves the
/// revision (a trigger does it, for writes made behind vbank's back too). Asking, rather than
/// listening for `NOTIFY`, is what lets a command see a change another session committed the
/// moment before: a notification reaches a listener some time after the writer's commit returns.
///
/// Writes are calls of the bank's own functions, which take the revision row first, so writes
/// queue behind each other instead of deadlocking; each runs in one transaction that is committed
/// whole or rolled back. A
/// serialization failure or a deadlock with a writer outside vbank is tried again, a bounded
/// number of times, and never shown unless every try failed.
///
/// A connection found dead when a read or a write starts is opened again and the work runs: a
/// server restarted between two commands is not the user's problem. Work whose statements were
/// in flight when the server went away fails with a fault that says what became of the data.
final class ServerDatabase: Sendable {
    // MARK: - Nested Types

    /// A write in progress: its first statements go with `BEGIN`, its last with `COMMIT`, each
    /// group in one round trip.
    struct Transaction {
        let connection: PostgresConnection

        /// What every write starts with: the transaction. The bank's functions take the revision
        /// row first, which queues writers.
        private static let opening = [PostgresStatement("BEGIN")]

        /// Starts the transaction with `statements`, in one round trip; their rows.
        func begin(_ statements: [PostgresStatement] = []) throws(PostgresError) -> [PostgresRows] {
            Array(try connection.pipeline(Self.opening + statements).dropFirst(Self.opening.count))
        }

        /// The whole transaction, `statements` between `BEGIN` and `COMMIT`, in one round trip;
        /// their rows.
        func run(_ statements: [PostgresStatement]) throws(PostgresError) -> [PostgresRows] {
            let results = try connection.pipeline(Self.opening + statements + [PostgresStatement("COMMIT")])
            return Array(results.dropFirst(Self.opening.count).dropLast())
        }

        /// Ends the transaction with `statements`, in one round trip; their rows.
        func commit(_ statements: [PostgresStatement] = []) throws(PostgresError) -> [PostgresRows] {
            Array(try connection.pipeline(statements + [PostgresStatement("COMMIT")]).dropLast())
        }
    }

    // MARK: - Constants

    /// Tries of a write that conflicts with another: the first and seven more.
    static let maximumTries = 8
    private static let readRevision = PostgresStatement(
        "SELECT revision FROM bank_revision WHERE id = 1", preparedAs: "vbank_read_revision")

    // MARK: - Properties

    /// The connection, for round-trip counts and cancellation.
    let connection: PostgresConnection
    let faults: PostgresFaults
    private let cache = Mutex(ReadCache())

    // MARK: - Initialization

    /// The access over `connection`.
    init(connection: PostgresConnection, logger: Logger) {
        self.connection = connection
        faults = PostgresFaults(logger: logger)
    }

    // MARK: - Commands

    /// A command starts: its first read asks the server whether the bank changed.
    func commandWillRun() {
        cache.withLock { $0.commandWillRun() }
    }

    // MARK: - Access

    /// Runs `work`, or returns what the same read gave while the bank has not changed since.
    func read<Value: Sendable>(
        _ key: BankReadKey, isolation: isolated (any Actor)? = #isolation, _ work: (PostgresConnection) throws -> Value
    ) async throws -> Value {
        if let kept = (cache.withLock({ $0.keptWithoutAsking(for: key) }) as? CachedRead<Value>)?.value {
            return kept
        }
        return try await running(during: .reading, isolation: isolation) {
            let revision = try cache.withLock({ $0.confirmedRevision }) ?? Self.revision(of: connection)
            if let cached = (cache.withLock({ $0.kept(for: key, at: revision) }) as? CachedRead<Value>)?.value {
                return cached
            }
            let value = try work(connection)
            cache.withLock { $0.keep(CachedRead(value), for: key, at: revision) }
            return value
        }
    }

    /// The revision the current command's reads see: asked of the server once a command, and
    /// shared with the command's reads.
    func confirmedRevision(isolation: isolated (any Actor)? = #isolation) async throws -> BankRevision {
        if let confirmed = cache.withLock({ $0.confirmedBankRevision }) {
            return confirmed
        }
        return try await running(during: .reading, isolation: isolation) {
            let revision = try Self.revision(of: connection)
            return cache.withLock { $0.confirm(revision) }
        }
    }

    /// Runs `work`, never from or into the cache: for reads too large to keep, such as an export.
    func readUncached<Value>(
        during task: StorageFault.Work, isolation: isolated (any Actor)? = #isolation,
        _ work: (PostgresConnection) throws -> Value
    ) async throws -> Value {
        try await running(during: task, isolation: isolation) { try work(connection) }
    }

    /// Runs `work` in one transaction, which `work` begins and commits through the
    /// ``Transaction`` it is given; rolled back when it throws, and tried again, up to `tries`
    /// times in all, when the server rolled it back for a conflict.
    func write<Value>(
        during task: StorageFault.Work, tries maximum: Int = maximumTries,
        isolation: isolated (any Actor)? = #isolation, _ work: (Transaction) throws -> Value
    ) async throws -> Value {
        defer { cache.withLock { $0.didWrite() } }
        return try await running(during: task, isolation: isolation) {
            var tries = 0
            while true {
                tries += 1
                do {
                    return try work(Transaction(connection: connection))
                } catch let failure as PostgresError where failure.isRetryable && tries < maximum {
                    rollBack()
                } catch {
                    rollBack()
                    throw error
                }
            }
        }
    }

    /// Runs `statements`, the first of which calls one of the bank's functions with `key`, in one
    /// round trip, and returns what `decode` reads from their rows. The call is atomic and its key
    /// makes it idempotent, so it is sent again on a new connection when the first was lost, and
    /// again after a conflict. When its answer was lost and the server cannot be asked again, the
    /// change may have been made: the fault says so, with the key.
    func call<Value>(
        during task: StorageFault.Work, key: RequestKey, isolation: isolated (any Actor)? = #isolation,
        _ statements: [PostgresStatement], decode: ([PostgresRows]) throws -> Value
    ) async throws -> Value {
        let before = connection.roundTrips
        do {
            return try await write(during: task, isolation: isolation) { transaction in
                try decode(try transaction.connection.pipeline(statements))
            }
        } catch BankError.storage(let fault) where fault.cause == .connectionLost && connection.roundTrips > before {
            throw BankError.storage(StorageFault(.answerLost(key: key), during: task))
        }
    }

    // MARK: - Private

    /// Runs `work` with Ctrl-C cancelling its statement on the server, and the connection opened
    /// again first when it is known to be gone. When the work's first round trip finds the
    /// connection dead, nothing it sent took effect, so it runs again on a new connection. The
    /// work stays on the caller's actor (`isolation`): a command's statements make no thread hop.
    private func running<Value>(
        during task: StorageFault.Work, isolation: isolated (any Actor)?, _ work: () throws -> Value
    ) async throws -> Value {
        do {
            try Task.checkCancellation()
            if connection.isBroken {
                try reconnect()
            }
            let connection = self.connection
            return try await withTaskCancellationHandler(
                operation: {
                    // Capturing the isolation keeps the work on the caller's actor (SE-0420).
                    _ = isolation
                    let before = connection.roundTrips
                    do {
                        return try work()
                    } catch let failure as PostgresError
                        where failure.connectionLost && connection.roundTrips == before + 1
                    {
                        try reconnect()
                        return try work()
                    }
                },
                onCancel: { connection.cancelRunningStatement() },
                isolation: isolation)
        } catch {
            throw faults.domainError(for: error, during: task)
        }
    }

    /// Opens the connection again; every read is forgotten.
    private func reconnect() throws(PostgresError) {
        guard connection.reconnect() else {
            throw PostgresError(sqlState: nil, detail: "the server did not answer again", connectionLost: true)
        }
        cache.withLock { $0.forgetEverything() }
    }

    private func rollBack() {
        if !connection.isBroken, connection.isInTransaction {
            _ = try? connection.execute("ROLLBACK")
        }
    }

    private static func revision(of connection: PostgresConnection) throws -> Revision {
        let rows = try connection.execute(readRevision)
        guard rows.count == 1 else { throw PostgresError.unexpectedResult("the bank has no revision row") }
        return Revision(dataVersion: try rows.int64(0, 0))
    }
}

// MARK: - BankRevisionStore

extension ServerDatabase: BankRevisionStore {
    func revision() async throws -> BankRevision? {
        try await confirmedRevision()
    }
}
