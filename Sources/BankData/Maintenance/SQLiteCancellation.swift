import BankDomain
import GRDB
import GRDBSQLite
import Synchronization

/// Ctrl-C for work that runs inside SQLite, where a task's cancellation is never looked at:
/// while the work runs, SQLite asks every thousand steps of its statements whether to go on (its
/// progress handler), so an integrity check or a count stops at once; a backup asks between two
/// steps of its own.
final class SQLiteCancellation: Sendable {
    // MARK: - Constants

    /// Steps of SQLite's virtual machine between two looks: a few microseconds of work.
    private static let stepsBetweenLooks: Int32 = 1_000

    // MARK: - Properties

    private let cancelled = Mutex(false)

    /// Whether the work was cancelled.
    var isCancelled: Bool { cancelled.withLock { $0 } }

    // MARK: - Running

    /// Runs `work` so that cancelling the task stops it, throwing `CancellationError`.
    static func run<Value>(_ work: (SQLiteCancellation) throws -> Value) async throws -> Value {
        let cancellation = SQLiteCancellation()
        return try await withTaskCancellationHandler {
            do {
                try Task.checkCancellation()
                return try work(cancellation)
            } catch let error as MaintenanceError {
                // What the work could tell of itself once stopped.
                throw error
            } catch  where cancellation.isCancelled {
                throw CancellationError()
            }
        } onCancel: {
            cancellation.cancel()
        }
    }

    // MARK: - Guarding

    /// Runs `work` on `db` with SQLite asking this cancellation whether to go on: its statements
    /// stop with `SQLITE_INTERRUPT` once the work is cancelled.
    func guarding<Value>(_ db: Database, _ work: () throws -> Value) throws -> Value {
        let connection = db.sqliteConnection
        sqlite3_progress_handler(
            connection, Self.stepsBetweenLooks, Self.handler, Unmanaged.passUnretained(self).toOpaque())
        defer { sqlite3_progress_handler(connection, 0, nil, nil) }
        try check()
        return try withExtendedLifetime(self) { try work() }
    }

    /// Stops between two steps of work SQLite does not ask about (a backup).
    func check() throws {
        if isCancelled {
            throw CancellationError()
        }
    }

    /// Cancels the work: what the task's cancellation does, and what a test does by hand.
    func cancel() {
        cancelled.withLock { $0 = true }
    }

    // MARK: - Private

    /// SQLite's progress handler: non-zero stops the statement.
    private static let handler: @convention(c) (UnsafeMutableRawPointer?) -> Int32 = { context in
        guard let context else { return 0 }
        return Unmanaged<SQLiteCancellation>.fromOpaque(context).takeUnretainedValue().isCancelled ? 1 : 0
    }
}
