import BankDomain
import Foundation
import GRDB
import Testing

@testable import BankData

/// Every page walks an index in list order, whatever the filter and wherever the page starts:
/// the plans say so, where a timing on small test data could not.
@Suite("Ledger query plans")
struct LedgerQueryPlanTests {
    private static let queries = [
        TransactionQuery(accountID: 1),
        TransactionQuery(accountID: 1, type: .debit),
        TransactionQuery(accountID: 1, category: .dining),
        TransactionQuery(
            accountID: 1,
            from: LedgerBoundary(
                day: CalendarDay(year: 2025, month: 12, day: 16), instant: testNow.addingTimeInterval(-30 * 86_400)),
            until: LedgerBoundary(day: CalendarDay(year: 2026, month: 1, day: 15), instant: testNow)),
        TransactionQuery(accountID: 1, text: "coff"),
        TransactionQuery(accountID: 1, text: "coffee market"),
    ]

    private func plan(of query: TransactionQuery, at position: TransactionPageRequest.Position, in bank: TestBank)
        throws -> [String]
    {
        try bank.database.write(SearchIndex.bringUpToDate)
        return try bank.database.read { db in
            let sql = try SQLiteTransactionStore.ledgerQuery(query, in: db).page(
                TransactionPageRequest(position, limit: 21))
            return try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql.text, arguments: sql.arguments)
                .map { row in row["detail"] }
        }
    }

    @Test(arguments: queries)
    func everyPage_walksAnIndex_andLooksMatchesUpByTheirKey(query: TransactionQuery) async throws {
        // Given a bank, and a row of the account to start pages at
        let bank = try TestBank()
        let cursor = try #require(
            try await bank.stores.transactions.newest(5, matching: TransactionQuery(accountID: 1)).last.map(
                TransactionCursor.init))
        let positions: [TransactionPageRequest.Position] = [
            .newest(skipping: 0), .oldest(skipping: 0), .olderThan(cursor), .startingAt(cursor), .newerThan(cursor),
        ]

        for position in positions {
            // When
            let steps = try plan(of: query, at: position, in: bank)

            // Then no step reads the whole ledger, and a search finds each match by its sort key
            #expect(!steps.contains { $0 == "SCAN ledgerEntry" || $0 == "SCAN l" }, "\(position): \(steps)")
            if query.text != nil, query.requestKey == nil {
                #expect(steps.contains { $0.contains("(accountId=? AND sortKey=?)") }, "\(position): \(steps)")
            }
        }
    }

    @Test(arguments: [
        TransactionQuery(accountID: 1, text: "qaxr27wqf5wgen98ye0v"),
        TransactionQuery(accountID: 1, text: "QAXR27WQF5WGEN98YE0V", type: .debit, category: .transfer),
    ])
    func aKeysRows_areFoundByTheKeysIndex_notByWalkingTheAccount(query: TransactionQuery) throws {
        // Given a bank
        let bank = try TestBank()

        // When a key is searched for, from any position, then each plan looks the key up
        for position in [TransactionPageRequest.Position.newest(skipping: 0), .oldest(skipping: 0)] {
            let steps = try plan(of: query, at: position, in: bank)
            #expect(steps.contains { $0.contains("USING INDEX ledgerEntry_request (requestKey=?") }, "\(steps)")
        }
    }
}
