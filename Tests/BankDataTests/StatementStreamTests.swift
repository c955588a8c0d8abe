import BankData
import BankDomain
import BankTesting
import Foundation
import Testing

/// A statement that is not a file on the disk but a stream (a FIFO, a pipe, `/dev/stdin`): opened
/// once, read as it comes, and cancelled by Ctrl-C while it waits, on every backend.
/// One case at a time: an import that waits holds the main actor, as it does in a session.
@Suite("Statements from a stream", .serialized)
struct StatementStreamTests {
    private let folder: String

    init() throws {
        folder = try temporaryDirectory()
    }

    private func fifo(_ name: String) -> String {
        let path = folder + "/" + name
        #expect(mkfifo(path, 0o600) == 0)
        return path
    }

    /// Writes `text` into the FIFO at `path` from another thread after `delay`, as `cat s.csv > p &`.
    private func write(_ text: String, to path: String, after delay: Duration) {
        Thread {
            Thread.sleep(
                forTimeInterval: TimeInterval(delay.components.seconds) + Double(delay.components.attoseconds) / 1e18)
            let handle = FileHandle(forWritingAtPath: path)
            handle?.write(Data(text.utf8))
            try? handle?.close()
        }.start()
    }

    @MainActor
    @Test(arguments: StoreBackend.allCases)
    func aFIFO_isOpenedOnce_andItsRowsImportedWhenItsWriterComes(backend: StoreBackend) async throws {
        // Given a FIFO whose writer comes after the import started, with a row the ledger has twice
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let path = fifo("statement")
        let balance = try await bank.balanceMinor(of: 3)
        write(
            "date,memo,amount\n2026-01-03,Coffee,-3.00\n2026-01-04,Tea,-1.00\n2026-01-04,Tea,-1.00\n",
            to: path, after: .milliseconds(300))

        // When it is imported
        var progress: [StatementImportProgress] = []
        let result = try await bank.stores.statements.importStatement(at: path, into: 3, options: .init()) {
            progress.append($0)
        }

        // Then every row went in, and progress knew no length for it
        #expect(result.imported == 3 && result.problemCount == 0 && result.rowsRead == 3)
        #expect(try await bank.balanceMinor(of: 3) == balance - 500)
        #expect(progress.allSatisfy { $0.estimatedRows == nil })
    }

    @MainActor
    @Test(arguments: StoreBackend.allCases)
    func aFIFOWhoseWriterNeverComes_isCancelled_andChangesNothing(backend: StoreBackend) async throws {
        // Given a FIFO nobody writes
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let path = fifo("never")
        let rows = try await bank.ledgerCount()
        let stores = bank.stores

        // When the import waits for it and is cancelled, as Ctrl-C cancels it
        let running = Task { @MainActor in
            try await stores.statements.importStatement(at: path, into: 3, options: .init()) { _ in }
        }
        // The import holds the main actor while it waits, as it does in a session: Ctrl-C comes
        // from a thread of its own, as the REPL's watch for it does.
        Thread {
            Thread.sleep(forTimeInterval: 0.3)
            running.cancel()
        }.start()

        // Then it stops, as cancelled, and the bank is as it was
        await #expect(throws: StatementError.cancelled) { try await running.value }
        #expect(try await bank.ledgerCount() == rows)
    }

    @MainActor
    @Test(arguments: StoreBackend.allCases)
    func aStreamStoppingMidway_isCancelled_betweenItsRows(backend: StoreBackend) async throws {
        // Given a FIFO whose writer sends the header and a row, then keeps it open and silent
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let path = fifo("silent")
        let rows = try await bank.ledgerCount()
        Thread {
            let handle = FileHandle(forWritingAtPath: path)
            handle?.write(Data("date,memo,amount\n2026-01-03,Coffee,-3.00\n".utf8))
            Thread.sleep(forTimeInterval: 3)
            try? handle?.close()
        }.start()
        let stores = bank.stores

        // When the import waits for the next row and is cancelled
        let running = Task { @MainActor in
            try await stores.statements.importStatement(at: path, into: 3, options: .init()) { _ in }
        }
        Thread {
            Thread.sleep(forTimeInterval: 0.5)
            running.cancel()
        }.start()

        // Then nothing of it was kept
        await #expect(throws: StatementError.cancelled) { try await running.value }
        #expect(try await bank.ledgerCount() == rows)
    }
}
