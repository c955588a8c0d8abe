import BankDomain
import Foundation
import GRDB
import Testing
import Vipera

@testable import BankData

/// Ctrl-C inside SQLite: a statement that would run for minutes stops at once, and a backup stops
/// between two steps and leaves no file.
@Suite("Cancelling work inside SQLite")
struct SQLiteCancellationTests {
    /// A count to a billion, which SQLite would take minutes over.
    private static let endless = """
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000000000) SELECT COUNT(*) FROM n
        """

    @Test func cancellingTheTask_interruptsTheStatementItRuns() async throws {
        // Given a statement that would run for minutes, watched by a cancellation
        let database = try DatabaseQueue()
        let running = Task {
            try await SQLiteCancellation.run { cancellation in
                try database.read { db in try cancellation.guarding(db) { try Int.fetchOne(db, sql: Self.endless) } }
            }
        }

        // When the task is cancelled, as Ctrl-C cancels a command: from a thread of its own, as
        // the cooperative threads may all be busy in a loaded run
        Thread {
            Thread.sleep(forTimeInterval: 0.2)
            running.cancel()
        }.start()

        // Then the statement stops, as a cancellation: had it run to its end, it would have
        // returned its count (the wall clock is not asked: a loaded machine stretches it)
        await #expect(throws: CancellationError.self) { try await running.value }
    }

    @Test func aBackupCancelled_stopsBetweenSteps_andLeavesNoFile() throws {
        // Given a bank of more pages than one step copies, and a cancelled backup
        let folder = try temporaryDirectory()
        let source = try DatabaseQueue()
        try source.write { db in
            try db.execute(sql: "CREATE TABLE t (x BLOB)")
            for _ in 0..<200 {
                try db.execute(sql: "INSERT INTO t VALUES (zeroblob(100000))")
            }
        }
        let cancellation = SQLiteCancellation()
        cancellation.cancel()
        let destination = try FileDestination(path: folder + "/copy.sqlite", mode: .create, acceptsDevices: false)

        // When it runs, Then it stops, and the folder holds no file, whole or half
        #expect(throws: CancellationError.self) {
            try source.read { db in try BackupFile.write(db, to: destination, cancellation: cancellation) }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}
