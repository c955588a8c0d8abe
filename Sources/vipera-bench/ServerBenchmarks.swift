import BankData
import BankDomain
import BankPostgres
import BankStorage
import BankTesting
import Foundation
import ViperaBench

/// The figures of a bank on PostgreSQL, on a server of the benchmark's own started for the run
/// and reached over its Unix socket: the navigation workload in vbank and in the Python peer over
/// psycopg, a statement imported with COPY, and pages, searches and insights of the
/// million-row ledger that import makes.
@MainActor
struct ServerBenchmarks {
    // MARK: - Constants

    static let peerName = "cmd_postgres_bank.py"
    private static let ledgerRows = 1_000_000
    private static let pageSize = 20
    private static let readsPerFigure = 200
    private static let account: Account.ID = 1
    private static let moment = Date(timeIntervalSince1970: 1_768_471_200)

    // MARK: - Properties

    let vbank: String
    let runs: Int
    let scratch: String
    let projectPeers: String
    let report: (String) -> Void

    // MARK: - Measuring

    /// Every figure, measured on one server that is stopped when they are done.
    func measure(workload: String, commands: Int, rows: Int = ledgerRows) async throws -> [Figure] {
        let server = try TestPostgresServer.ofItsOwn()
        defer { server.shutDown() }
        report("PostgreSQL: navigation, vbank and \(Self.peerName)…")
        let navigation = try navigationFigures(on: server, workload: workload, commands: commands)
        let transfers = try ServerTransferBenchmarks(vbank: vbank, runs: runs, scratch: scratch, report: report)
            .measure()
        report("PostgreSQL: a \(NumberText.grouped(Double(rows)))-row import, then its pages, searches and insights…")
        return navigation + transfers + (try await ledgerFigures(on: server, rows: rows))
    }

    // MARK: - Navigation

    private func navigationFigures(on server: TestPostgresServer, workload: String, commands: Int) throws
        -> [Figure]
    {
        let bank = try server.freshDatabase().url
        let vbankRun = ChildProcess(path: vbank, arguments: ["--db", bank])
        _ = try vbankRun.run(input: "\(scratch)/quit.txt")
        let vbankRate = try Samples.collect(runs) { Double(commands) / (try vbankRun.run(input: workload).seconds) }
        guard let python = PeerProgram.executable(named: "python3") else { return [vbankFigure(vbankRate, peer: nil)] }
        let peer = ChildProcess(
            path: python, arguments: ["\(projectPeers)/\(Self.peerName)", try server.freshDatabase().url])
        let first = try peer.run(input: "\(scratch)/quit.txt")
        guard first.status == 0 else {
            report("  \(Self.peerName) did not run (psycopg missing? pip install \"psycopg[binary]\")")
            return [vbankFigure(vbankRate, peer: nil)]
        }
        let peerRate = try Samples.collect(runs) { Double(commands) / (try peer.run(input: workload).seconds) }
        return [
            vbankFigure(vbankRate, peer: peerRate),
            Figure(name: "Navigation on PostgreSQL, \(Self.peerName)", samples: peerRate, unit: .perSecond),
        ]
    }

    private func vbankFigure(_ rate: Samples, peer: Samples?) -> Figure {
        Figure(
            name: "Navigation on PostgreSQL, vbank", samples: rate, unit: .perSecond,
            target: peer == nil ? "≥ 5× the psycopg peer (peer not run)" : "≥ 5× the psycopg peer",
            isMet: peer.map { rate.median >= 5 * $0.median })
    }

    // MARK: - The ledger

    private func ledgerFigures(on server: TestPostgresServer, rows: Int) async throws -> [Figure] {
        let bank = try PostgresBank.open(
            try PostgresAddress(try server.freshDatabase().url), clock: FixedClock(now: Self.moment))
        let statement = try InProcessBenchmarks.writeStatement(rows: rows, order: .chronological)
        defer { try? FileManager.default.removeItem(atPath: statement) }
        let started = Stopwatch.now()
        let result = try await bank.stores.statements.importStatement(
            at: statement, into: Self.account, options: .init()
        ) { _ in }
        let importRate = Double(result.imported) / (Stopwatch.now() - started)
        guard result.imported == rows else { throw LostRows(expected: rows, imported: result.imported) }
        let transactions = bank.stores.transactions
        // Rows all over the imported ledger, whose identifiers follow the demo bank's.
        let demoRows = try BankContents(now: Self.moment).ledger.count
        var cursors: [TransactionCursor] = []
        for index in 0..<Self.readsPerFigure {
            let id = Int64(demoRows + rows - (index * 4_999) % rows)
            cursors.append(TransactionCursor(try await transactions.transaction(id: id)))
        }
        let page = try await milliseconds { index in
            _ = try await transactions.transactions(
                matching: TransactionQuery(accountID: Self.account),
                page: TransactionPageRequest(.olderThan(cursors[index]), limit: Self.pageSize))
        }
        let search = try await milliseconds { index in
            let words = ["coffee", "market \(index % 97)", "beans \(index % 97)", "coff"][index % 4]
            _ = try await transactions.transactions(
                matching: TransactionQuery(accountID: Self.account, text: words),
                page: TransactionPageRequest(.newest(skipping: index % 7), limit: Self.pageSize))
        }
        let insights = try await milliseconds(count: 20) { index in
            let calendar = BankCalendar(
                clock: FixedClock(now: Self.moment.addingTimeInterval(Double(-index) * 86_400)),
                timeZone: TimeZone(secondsFromGMT: 0) ?? .current)
            let months = (-5...0).compactMap { calendar.period(of: calendar.currentMonth.adding(months: $0)) }
            _ = try await bank.stores.summaries.totals(of: [1, 2, 3, 4, 5], in: months)
        }
        let label = NumberText.grouped(Double(rows))
        return [
            Figure(
                name: "COPY import on PostgreSQL, \(label) rows", samples: Samples.collect(1) { importRate },
                unit: .perSecond,
                target: "≥ 100,000 rows/s", isMet: importRate >= 100_000),
            Figure(
                name: "A page of \(Self.pageSize) at \(label) rows, PostgreSQL", samples: page, unit: .milliseconds,
                target: "≤ 1 ms", isMet: page.median <= 1),
            Figure(
                name: "A search page at \(label) rows, PostgreSQL", samples: search, unit: .milliseconds,
                target: "≤ 10 ms", isMet: search.median <= 10),
            Figure(
                name: "Insights, 6 months of 5 accounts at \(label) rows, PostgreSQL", samples: insights,
                unit: .milliseconds),
        ]
    }

    /// Milliseconds of each of `count` reads, each a different one so that none comes from the
    /// cache: what a command that reads it costs, with the revision check.
    private func milliseconds(count: Int = readsPerFigure, _ read: (Int) async throws -> Void) async throws -> Samples {
        var samples = Samples()
        for index in 0..<count {
            let start = Stopwatch.now()
            try await read(index)
            samples.append((Stopwatch.now() - start) * 1e3)
        }
        return samples
    }
}
