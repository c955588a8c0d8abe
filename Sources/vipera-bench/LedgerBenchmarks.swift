import BankData
import BankDomain
import Foundation
import ViperaBench

/// What a page of an account's transactions costs at different ledger sizes, on a bank file: the
/// reads the transactions scene makes for each command (the settings, the count up to its limit,
/// and a page with one row more), through the real stores with an empty read cache, so every
/// read goes to SQLite as it does the first time a user asks for that page.
enum LedgerBenchmarks {
    // MARK: - Nested Types

    /// One kind of page: its query, and where it starts, worked out from the pages before it
    /// as the user's earlier commands would have.
    struct Operation {
        let name: String
        let query: TransactionQuery
        let request: (BankStores) async throws -> TransactionPageRequest
    }

    // MARK: - Constants

    static let account: Account.ID = 1
    static let pageSize = 20
    /// What the transactions scene counts up to.
    static let countLimit = 1_000
    private static let batchSize = 10_000
    private static let moment = Date(timeIntervalSince1970: 1_768_471_200)
    /// Statement texts the generated ledger cycles through; "Refund" is one row in ten thousand.
    private static let memos = [
        "Coffee Corner", "Fresh Market", "City Transit", "Noodle Bar", "Blue Bottle Coffee", "Shell",
        "Hardware Hub", "Cinema Paradiso", "Café Zürich", "Green Basket", "FiberNet", "Corner Grocer",
    ]
    private static let rareMemo = "Refund ref"
    private static let rareEvery = 10_000

    // MARK: - Measuring

    /// Milliseconds per page for every operation, at a ledger of `size` rows in the account.
    static func costs(rows size: Int, folder: String, samples: Int) async throws -> [(String, Samples)] {
        let path = "\(folder)/ledger-\(size).sqlite"
        defer { ["", "-wal", "-shm"].forEach { try? FileManager.default.removeItem(atPath: path + $0) } }
        let database = try SQLiteBank.open(path: path, clock: FixedClock(now: moment))
        try await fill(SQLiteBank.stores(for: database), toRows: size)
        var results: [(String, Samples)] = []
        for operation in operations() {
            // The pages before it are read first, which also brings the search index up to date
            // and warms SQLite's cache, as a session's earlier commands would have.
            // One untimed read first: a search's first read brings the index up to date, which
            // a session does once after an import, not for every page.
            let request = try await operation.request(SQLiteBank.stores(for: database))
            _ = try await read(operation, at: request, from: SQLiteBank.stores(for: database))
            var times = Samples()
            for _ in 0..<samples {
                times.append(try await read(operation, at: request, from: SQLiteBank.stores(for: database)))
            }
            results.append((operation.name, times))
        }
        for summary in summaries() {
            var times = Samples()
            for _ in 0..<samples {
                times.append(try await sum(summary.periods, from: SQLiteBank.stores(for: database)))
            }
            results.append((summary.name, times))
        }
        return results
    }

    // MARK: - Private

    /// Milliseconds for the sums the insights scene or an account's balance line reads.
    private static func sum(_ periods: [LedgerPeriod], from stores: BankStores) async throws -> Double {
        let start = Stopwatch.now()
        _ = try await stores.summaries.totals(of: [account], in: periods)
        return (Stopwatch.now() - start) * 1e3
    }

    /// The sums the benchmark reads: the insights scene's six months and an account's balance
    /// line of 30 days, where midnight is UTC's, a whole number of hours from it, and half an
    /// hour off the hour.
    private static func summaries() -> [(name: String, periods: [LedgerPeriod])] {
        let utc = TimeZone(secondsFromGMT: 0) ?? .current
        let newYork = TimeZone(identifier: "America/New_York") ?? .current
        let kolkata = TimeZone(identifier: "Asia/Kolkata") ?? .current
        return [
            ("insights: 6 months, UTC", months(in: utc)),
            ("insights: 6 months, New York", months(in: newYork)),
            ("insights: 6 months, +05:30", months(in: kolkata)),
            ("balance line: 30 days, UTC", days(in: utc)),
            ("balance line: 30 days, New York", days(in: newYork)),
            ("balance line: 30 days, +05:30", days(in: kolkata)),
        ]
    }

    /// The six months up to the benchmark's moment, as the insights scene asks for them.
    private static func months(in timeZone: TimeZone) -> [LedgerPeriod] {
        let calendar = BankCalendar(clock: FixedClock(now: moment), timeZone: timeZone)
        let thisMonth = calendar.currentMonth
        return (-5...0).compactMap { offset in calendar.period(of: thisMonth.adding(months: offset)) }
    }

    /// The last 30 days and what comes after them, as an account's balance line asks for them.
    private static func days(in timeZone: TimeZone) -> [LedgerPeriod] {
        let calendar = BankCalendar(clock: FixedClock(now: moment), timeZone: timeZone)
        let days = calendar.lastDays(30)
        guard let last = days.last else { return days }
        return days + [calendar.after(last)]
    }

    /// Milliseconds for the reads of one page, as the transactions scene makes them.
    private static func read(
        _ operation: Operation, at request: TransactionPageRequest, from stores: BankStores
    ) async throws -> Double {
        let start = Stopwatch.now()
        _ = try await stores.settings.settings()
        _ = try await stores.transactions.count(matching: operation.query, upTo: countLimit)
        _ = try await stores.transactions.transactions(matching: operation.query, page: request)
        return (Stopwatch.now() - start) * 1e3
    }

    /// The pages the benchmark reads: the first, next, previous and last, unfiltered, filtered
    /// and searched.
    private static func operations() -> [Operation] {
        let all = TransactionQuery(accountID: account)
        let debits = TransactionQuery(accountID: account, type: .debit)
        let dining = TransactionQuery(accountID: account, category: .dining)
        let calendar = BankCalendar(clock: FixedClock(now: moment), timeZone: TimeZone(secondsFromGMT: 0) ?? .current)
        let month = calendar.lastDays(30)
        let lastMonth = TransactionQuery(
            accountID: account,
            from: month.first.map { LedgerBoundary(day: $0.firstDay, instant: $0.instants.lowerBound) },
            until: month.last.map { LedgerBoundary(day: $0.lastDay.next, instant: $0.instants.upperBound) })
        let coffee = TransactionQuery(accountID: account, text: "coff")
        let rare = TransactionQuery(accountID: account, text: "refund")
        return [
            Operation(name: "first page", query: all) { _ in first },
            Operation(name: "next page", query: all) { try await next($0, all) },
            Operation(name: "previous page", query: all) { try await previous($0, all) },
            Operation(name: "last page", query: all) { _ in
                TransactionPageRequest(.oldest(skipping: 0), limit: pageSize)
            },
            Operation(name: "first page, type debit", query: debits) { _ in first },
            Operation(name: "next page, category dining", query: dining) { try await next($0, dining) },
            Operation(name: "first page, last 30 days", query: lastMonth) { _ in first },
            Operation(name: "search 'coff'", query: coffee) { _ in first },
            Operation(name: "search 'coff', next page", query: coffee) { try await next($0, coffee) },
            Operation(name: "search 'refund' (1 row in 10,000)", query: rare) { _ in first },
        ]
    }

    /// The first page, with one row more to tell whether there is a next.
    private static let first = TransactionPageRequest(.newest(skipping: 0), limit: pageSize + 1)

    /// The second page: after the first page's last row.
    private static func next(_ stores: BankStores, _ query: TransactionQuery) async throws -> TransactionPageRequest {
        let page = try await stores.transactions.transactions(matching: query, page: first)
        guard let last = page.prefix(pageSize).last else { return first }
        return TransactionPageRequest(.olderThan(TransactionCursor(last)), limit: pageSize + 1)
    }

    /// The first page again, from the second page's first row.
    private static func previous(_ stores: BankStores, _ query: TransactionQuery) async throws
        -> TransactionPageRequest
    {
        let second = try await stores.transactions.transactions(matching: query, page: next(stores, query))
        guard let firstOfSecond = second.first else { return first }
        return TransactionPageRequest(.newerThan(TransactionCursor(firstOfSecond)), limit: pageSize)
    }

    /// Adds rows to the demo account until it holds `size`: a statement history going back a
    /// minute per row.
    private static func fill(_ stores: BankStores, toRows size: Int) async throws {
        let existing = try await exactCount(stores)
        var written = 0
        while existing + written < size {
            let batch = (written..<min(written + batchSize, size - existing)).map(row)
            try await stores.imports.append(batch, to: account)
            written += batch.count
        }
    }

    private static func exactCount(_ stores: BankStores) async throws -> Int {
        switch try await stores.transactions.count(matching: TransactionQuery(accountID: account), upTo: nil) {
        case .exactly(let count), .moreThan(let count): count
        }
    }

    private static func row(_ index: Int) -> NewTransaction {
        let isCredit = index.isMultiple(of: 7)
        let memo =
            index.isMultiple(of: rareEvery) ? "\(rareMemo) \(index)" : "\(memos[index % memos.count]) \(index % 97)"
        return NewTransaction(
            date: moment.addingTimeInterval(-Double(index + 1) * 60), memo: memo,
            category: isCredit ? .salary : (index.isMultiple(of: 3) ? .dining : .groceries),
            amountMinor: Int64(index % 10_000 + 1), type: isCredit ? .credit : .debit, counterparty: memo)
    }
}
