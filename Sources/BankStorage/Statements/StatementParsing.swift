package import BankDomain
import Foundation

/// Reads and parses a statement on a thread of its own, a batch or two ahead of the inserts, so an
/// import keeps both cores busy: CSV parsing and SQLite's inserts each take about half of it.
///
/// The reader and the run belong to the parsing thread once it starts; the importing thread sees
/// only the batches they make, and the run again when it is done. Stopping (an insert failed, or
/// Ctrl-C) lets the parsing thread finish at its next batch.
package final class StatementParsing: @unchecked Sendable {
    // MARK: - Nested Types

    /// One batch of good rows and how many rows the file had given by then.
    package struct Batch {
        package let rows: [LedgerRow]
        package let rowsRead: Int
    }

    /// What the parsing made next.
    package enum Next {
        /// More rows.
        case batch(Batch)
        /// The file is done; the run holds its counts and problems.
        case end(StatementImportRun)
    }

    private enum Item {
        case next(Next)
        case failure(StatementError)
    }

    // MARK: - Constants

    /// Batches parsed ahead of the inserts; more would only hold memory.
    private static let depth = 2
    /// Seconds between two looks at whether the waiting task was cancelled.
    private static let cancellationCheckInterval = 0.1

    // MARK: - Properties

    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var items: [Item] = []
    /// Guarded by `condition`.
    private var isStopped = false
    /// Guarded by `condition`: whether the parsing thread has returned, and uses the reader no more.
    private var isFinished = false
    /// Used by the parsing thread only.
    private let reader: StatementReader
    /// Used by the parsing thread only, until it hands the run over at the end.
    private var run: StatementImportRun
    private let batchSize: Int

    // MARK: - Initialization

    /// Starts parsing the statement `reader` reads, `batchSize` rows at a time, into `run`.
    package init(reader: StatementReader, run: StatementImportRun, batchSize: Int) {
        self.reader = reader
        self.run = run
        self.batchSize = batchSize
        Thread { [self] in parse() }.start()
    }

    // MARK: - Consuming

    /// The next batch, or the end, waiting for it if it is not parsed yet: a stream's rows come
    /// when its writer sends them, and a task cancelled meanwhile (Ctrl-C) stops the wait.
    /// - Throws: What made the parsing stop: a bad row in a strict import, an unreadable file,
    ///   ``StatementError/cancelled``.
    package func next() throws(StatementError) -> Next {
        condition.lock()
        while items.isEmpty {
            guard !Task.isCancelled else {
                isStopped = true
                condition.broadcast()
                condition.unlock()
                throw .cancelled
            }
            condition.wait(until: Date(timeIntervalSinceNow: Self.cancellationCheckInterval))
        }
        let item = items.removeFirst()
        condition.broadcast()
        condition.unlock()
        switch item {
        case .next(let next): return next
        case .failure(let error): throw error
        }
    }

    /// Tells the parsing thread to stop at its next batch.
    package func stop() {
        condition.lock()
        isStopped = true
        condition.broadcast()
        condition.unlock()
    }

    /// Stops the parsing thread and waits until it no longer uses the file, so the file can be
    /// read again from its start.
    package func stopAndWait() {
        condition.lock()
        isStopped = true
        condition.broadcast()
        while !isFinished {
            condition.wait()
        }
        condition.unlock()
    }

    // MARK: - Private

    private func parse() {
        defer {
            condition.lock()
            isFinished = true
            condition.broadcast()
            condition.unlock()
        }
        while true {
            let item: Item
            do {
                if try run.readBatch(from: reader, size: batchSize, shouldStop: isStopRequested) {
                    item = .next(.batch(Batch(rows: run.batch, rowsRead: run.rowsRead)))
                } else {
                    run.fileDigest = try reader.input.digest(shouldStop: isStopRequested)
                    item = .next(.end(run))
                }
            } catch {
                item = .failure(error)
            }
            guard hand(item), case .next(.batch) = item else { return }
        }
    }

    /// Whether the consumer stopped, for a read that waits on a stream.
    private func isStopRequested() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return isStopped
    }

    /// Queues `item` once there is room; false when the consumer stopped.
    private func hand(_ item: Item) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while items.count >= Self.depth, !isStopped {
            condition.wait()
        }
        guard !isStopped else { return false }
        items.append(item)
        condition.broadcast()
        return true
    }
}
