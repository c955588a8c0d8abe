import BankDomain
import Foundation
import GRDB
import Testing

@testable import BankData
@testable import BankStorage

/// A period's totals come from the day tallies and the partial days at its ends; they must equal
/// what summing the ledger's rows gives, for any period and after every kind of write.
@Suite("Ledger summaries")
struct LedgerSummaryStoreTests {
    // MARK: - Properties

    private let bank: TestBank
    private static let day: TimeInterval = 86_400

    // MARK: - Initialization

    init() throws {
        bank = try TestBank()
    }

    // MARK: - Helpers

    /// What summing the ledger row by row gives for `accounts` in `period`.
    private func summedRowByRow(_ accounts: [Int64], in period: LedgerPeriod) throws -> PeriodTotals {
        let placeholders = accounts.map { _ in "?" }.joined(separator: ", ")
        let rows = try bank.database.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT category, type, SUM(amountMinor), COUNT(*) FROM ledgerEntry
                    WHERE accountId IN (\(placeholders))
                        AND ((day IS NULL AND date >= ? AND date < ?) OR (day >= ? AND day < ?)) GROUP BY 1, 2
                    """,
                arguments: StatementArguments(accounts)
                    + [
                        period.instants.lowerBound.timeIntervalSince1970,
                        period.instants.upperBound.timeIntervalSince1970, period.days.lowerBound,
                        period.days.upperBound,
                    ])
        }
        return try PeriodTotals(period: period, totals: try rows.map(RowDecoding.ledgerTotal))
    }

    private func periods() -> [LedgerPeriod] {
        let midnight = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01 00:00 UTC
        let kolkataMidnight = midnight.addingTimeInterval(-5.5 * 3_600)
        return [
            midnight.addingTimeInterval(-31 * Self.day)..<midnight,
            kolkataMidnight.addingTimeInterval(-31 * Self.day)..<kolkataMidnight,
            midnight.addingTimeInterval(-90 * Self.day + 3_600)..<testNow,
            midnight.addingTimeInterval(-2 * Self.day + 60)..<midnight.addingTimeInterval(-2 * Self.day + 7_200),
            testNow..<testNow,
            Date.distantPast..<Date.distantFuture,
        ].map(LedgerPeriod.init(utc:))
    }

    // MARK: - Tests

    @Test func totals_ofAnyPeriod_equalTheLedgerSummedRowByRow() async throws {
        // Given the demo bank's ledger and periods at UTC midnight, at +05:30 midnight, within a
        // day, empty and unbounded
        let accounts = try await bank.stores.accounts.allAccounts().map(\.id)

        // When each account's and all accounts' totals are asked for
        for selection in accounts.map({ [$0] }) + [accounts] {
            let totals = try await bank.stores.summaries.totals(of: selection, in: periods())

            // Then every period's totals are the rows' sums
            let expected = try periods().map { try summedRowByRow(selection, in: $0) }
            #expect(totals == expected, "accounts \(selection)")
        }
        let all = try await bank.stores.summaries.totals(
            of: accounts, in: [LedgerPeriod(utc: Date.distantPast..<Date.distantFuture)])
        #expect(all.first?.totals.reduce(0) { $0 + $1.entries } == (try bank.ledgerCount()))
    }

    @Test func totals_afterATransferAnAppendAndAStatementImport_followTheWrites() async throws {
        // Given totals read once, so a stale read would be kept
        let everything = [LedgerPeriod(utc: Date.distantPast..<Date.distantFuture)]
        _ = try await bank.stores.summaries.totals(of: [1, 2, 3], in: everything)

        // When money moves by a transfer, an append and a statement imported twice (the second
        // import skips every row it already has)
        _ = try await bank.stores.transfers.transfer(
            TransferOrder(sourceID: 1, destinationID: 2, amount: 12.34, memo: "Rent share", date: testNow))
        try await bank.stores.imports.append(
            [
                NewTransaction(
                    date: testNow.addingTimeInterval(-400), memo: "Books", category: .shopping, amountMinor: 2_500,
                    type: .debit, counterparty: "Shop")
            ], to: 3)
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let statement = folder + "/statement.csv"
        try "date,memo,amount\n2025-12-31,Coffee,-3.00\n2026-01-02,Refund,12.50\n"
            .write(toFile: statement, atomically: true, encoding: .utf8)
        for _ in 1...2 {
            _ = try await bank.stores.statements.importStatement(
                at: statement, into: 3, options: .init(), progress: { _ in })
        }

        // Then the totals of every account are the rows' sums again
        for account: Int64 in [1, 2, 3] {
            let totals = try await bank.stores.summaries.totals(of: [account], in: periods())
            #expect(totals == (try periods().map { try summedRowByRow([account], in: $0) }), "account \(account)")
        }
    }

    @Test func totals_comeFromTheCoarsestTallyThatFits_andTheLedgerOnlyWithinAQuarterOfAnHour() throws {
        // Given tally rows the ledger does not have: one in the day tally for 31 December, one in
        // the hour tally for its 09:00, one in the quarter-hour tally for its 09:15
        let day = Date(timeIntervalSince1970: 1_767_139_200)  // 2025-12-31 00:00 UTC
        let nine = day.addingTimeInterval(9 * 3_600)
        try bank.database.write { db in
            for (level, moment, minor) in [
                (LedgerPeriodTally.day, day, 1), (LedgerPeriodTally.hour, nine, 10),
                (LedgerPeriodTally.quarterHour, nine.addingTimeInterval(900), 100),
            ] {
                try db.execute(
                    sql: """
                        INSERT INTO \(level.table) (accountId, bucket, category, type, entries, amountMinor)
                        VALUES (1, ?, 'health', 'debit', 1, ?)
                        """,
                    arguments: [level.bucket(of: moment), minor])
            }
        }

        // When periods that fit each tally are summed
        func health(_ period: Range<Date>) throws -> Int64 {
            try bank.database.read { db in
                try LedgerPeriodTally.totals(of: 1, in: LedgerPeriod(utc: period), in: db)
                    .filter { $0.category == .health }.reduce(0) { $0 + $1.amountMinor }
            }
        }

        // Then each reads the tally its whole periods are in, and a part of a quarter the ledger
        #expect(try health(day..<day.addingTimeInterval(Self.day)) == 1)
        #expect(try health(nine..<nine.addingTimeInterval(3_600)) == 10)
        #expect(try health(nine.addingTimeInterval(900)..<nine.addingTimeInterval(1_800)) == 100)
        #expect(try health(nine.addingTimeInterval(900)..<nine.addingTimeInterval(3_600)) == 100)
        #expect(try health(nine.addingTimeInterval(960)..<nine.addingTimeInterval(1_800)) == 0)
    }

    @Test func aFileOfSchemaV3_isMigrated_andItsRowsAreTalliedByDay() async throws {
        // Given a file at schema v3 with three rows on two days
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/bank.sqlite"
        let old = try DatabaseQueue(path: path)
        try BankMigrations.migrator.migrate(
            old, upTo: "v3: sort keys, tallies, the search index and import keys by day")
        try await old.write { db in
            try db.execute(
                sql: """
                    INSERT INTO account (id, position, name, type, number, iban, currency, balanceMinor)
                    VALUES (1, 1, 'Everyday', 'checking', '1', 'DE1', 'USD', 100000);
                    INSERT INTO ledgerEntry (accountId, date, memo, category, amountMinor, type, counterparty)
                    VALUES (1, 1767225600, 'Lunch', 'dining', 450, 'debit', 'Café'),
                           (1, 1767229200, 'Dinner', 'dining', 2050, 'debit', 'Café'),
                           (1, 1767312000, 'Salary', 'salary', 250000, 'credit', 'Acme');
                    """)
        }
        try old.close()

        // When vbank opens it and sums the first day
        let stores = SQLiteBank.stores(for: try SQLiteBank.open(path: path, clock: FixedClock(now: testNow)))
        let day = Date(timeIntervalSince1970: 1_767_225_600)
        let totals = try await stores.summaries.totals(
            of: [1], in: [LedgerPeriod(utc: day..<day.addingTimeInterval(Self.day))])

        // Then the day's two dining rows are one total
        #expect(totals.first?.totals == [LedgerTotal(category: .dining, type: .debit, amountMinor: 2_500, entries: 2)])
    }
}
