import BankData
import BankDomain
import Foundation
import ViperaBench

/// The data figures measured inside this process: bulk insert and statement import. The
/// framework's and the scenes' in-process figures are the benchmark package's, in Benchmarks/.
@MainActor
enum InProcessBenchmarks {
    // MARK: - Constants

    private static let importAccount: Account.ID = 1
    private static let importMoment = Date(timeIntervalSince1970: 1_768_471_200)

    // MARK: - Bulk data

    /// Rows per second appending `rows` transactions to an in-memory bank in batches: a statement
    /// history going back a minute per row. Only the appends are timed, not making the rows.
    static func bulkInsertRowsPerSecond(rows: Int, batchSize: Int) async throws -> Double {
        let database = try SQLiteBank.open(path: SQLiteBank.inMemoryPath, clock: FixedClock(now: importMoment))
        let imports = SQLiteBank.stores(for: database).imports
        var seconds = 0.0
        var written = 0
        while written < rows {
            let batch = (written..<min(written + batchSize, rows)).map(importedTransaction)
            let start = Stopwatch.now()
            try await imports.append(batch, to: importAccount)
            seconds += Stopwatch.now() - start
            written += batch.count
        }
        return Double(rows) / seconds
    }
}

extension InProcessBenchmarks {
    // MARK: - Statement Import

    /// The order of a generated statement's dates.
    enum StatementOrder: CaseIterable {
        /// Oldest first, over ten years, as banks export statements.
        case chronological
        /// Days 1 to 28 of each month of 2025 in turn, over and over: every row lands in the
        /// middle of the ledger's indexes.
        case cyclingThroughAYear

        var name: String {
            switch self {
            case .chronological: "in date order"
            case .cyclingThroughAYear: "with dates cycling through a year"
            }
        }
    }

    /// A statement of `rows` rows in a temporary file: memos with commas, some quoted.
    static func writeStatement(rows: Int, order: StatementOrder) throws -> String {
        let path = NSTemporaryDirectory() + "vipera-bench-statement-\(UUID().uuidString).csv"
        let days = StatementDays(rows: rows, order: order)
        var text = "date,memo,amount,category\n"
        text.reserveCapacity(rows * 44)
        for index in 0..<rows {
            let cents = index % 100
            text += days.date(ofRow: index) + ","
            text += index.isMultiple(of: 5) ? "\"Coffee, beans \(index % 97)\"," : "Market \(index % 97),"
            text += "-\(index % 500 + 1).\(cents < 10 ? "0" : "")\(cents),groceries\n"
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Rows per second of importing the statement at `path` into a fresh bank: in memory, or in
    /// a new file at `databasePath`.
    static func statementImportRowsPerSecond(path: String, rows: Int, databasePath: String?) async throws -> Double {
        if let databasePath {
            ["", "-wal", "-shm"].forEach { try? FileManager.default.removeItem(atPath: databasePath + $0) }
        }
        let database = try SQLiteBank.open(
            path: databasePath ?? SQLiteBank.inMemoryPath, clock: FixedClock(now: importMoment))
        let statements = SQLiteBank.stores(for: database).statements
        let start = Stopwatch.now()
        let result = try await statements.importStatement(at: path, into: importAccount, options: .init()) { _ in }
        let seconds = Stopwatch.now() - start
        guard result.imported == rows else { throw LostRows(expected: rows, imported: result.imported) }
        return Double(rows) / seconds
    }
}

/// An import that did not add every row of the generated statement: its figure would mislead.
struct LostRows: Error, CustomStringConvertible {
    let expected: Int
    let imported: Int

    var description: String { "the import added \(imported) of \(expected) rows" }
}

extension InProcessBenchmarks {
    /// The `index`th row of a generated statement: two debits for every credit.
    fileprivate static func importedTransaction(_ index: Int) -> NewTransaction {
        let isCredit = index.isMultiple(of: 3)
        let minutesBack = Double(index) * 60
        return NewTransaction(
            date: importMoment.addingTimeInterval(-minutesBack),
            memo: "Imported payment \(index % 97)",
            category: isCredit ? .salary : .groceries,
            amountMinor: Int64(index % 10_000 + 1),
            type: isCredit ? .credit : .debit,
            counterparty: "Counterparty \(index % 13)"
        )
    }
}

/// The dates of a generated statement's rows, as its CSV spells them.
private struct StatementDays {
    private static let firstDay = Date(timeIntervalSince1970: 1_451_606_400)  // 2016-01-01
    private static let spanInDays = 3_650

    let rows: Int
    let order: InProcessBenchmarks.StatementOrder

    func date(ofRow index: Int) -> String {
        switch order {
        case .chronological:
            let day = index * Self.spanInDays / max(rows, 1)
            return Self.isoDay(Self.firstDay.addingTimeInterval(Double(day) * 86_400))
        case .cyclingThroughAYear:
            let day = index % 28 + 1
            let month = index / 28 % 12 + 1
            return "2025-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
        }
    }

    private static func isoDay(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day().dateSeparator(.dash))
    }
}
