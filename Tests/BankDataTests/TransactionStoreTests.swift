import BankData
import BankDomain
import BankTesting
import Foundation
import Testing

/// Pages, counts and search of the SQLite transaction store, checked against the whole ledger
/// read plainly and filtered here.
/// Pages, counts and search of the transaction store on every backend, checked against the whole
/// ledger read plainly and filtered here.
@Suite("Transaction store contract")
struct TransactionStoreTests {
    /// Every page of `query` from the newest, each starting after the last one's last row.
    private func walk(_ query: TransactionQuery, pageSize: Int, in bank: ContractBank) async throws -> [Transaction] {
        var all: [Transaction] = []
        var page = try await bank.stores.transactions.newest(pageSize, matching: query)
        while !page.isEmpty {
            all += page
            guard let last = page.last else { break }
            page = try await bank.stores.transactions.transactions(
                matching: query, page: TransactionPageRequest(.olderThan(TransactionCursor(last)), limit: pageSize))
        }
        return all
    }

    private static let from = LedgerBoundary(
        day: CalendarDay(year: 2025, month: 12, day: 6), instant: testNow.addingTimeInterval(-40 * 86_400))
    private static let until = LedgerBoundary(
        day: CalendarDay(year: 2026, month: 1, day: 5), instant: testNow.addingTimeInterval(-10 * 86_400))

    static let queries = [
        TransactionQuery(accountID: 1),
        TransactionQuery(accountID: 1, type: .credit),
        TransactionQuery(accountID: 1, category: .groceries),
        TransactionQuery(accountID: 1, type: .debit, category: .dining),
        TransactionQuery(accountID: 1, type: .debit, category: .salary),
        TransactionQuery(accountID: 1, from: from, until: until),
        TransactionQuery(accountID: 1, type: .debit, from: from),
        TransactionQuery(accountID: 1, category: .dining, until: until),
        TransactionQuery(accountID: 1, text: "coffee"),
        TransactionQuery(accountID: 1, text: "mark"),
        TransactionQuery(accountID: 1, text: "COFF BLUE", type: .debit, from: from),
        TransactionQuery(accountID: 1, text: "f", category: .groceries),
        TransactionQuery(accountID: 4, text: "re"),
    ]

    /// What `query` should list, worked out here from the whole ledger.
    private func expected(_ query: TransactionQuery, in bank: ContractBank) throws -> [Transaction] {
        let words = (query.text ?? "").lowercased().split(separator: " ").map(String.init)
        return try bank.ledger(of: query.accountID).filter { transaction in
            let text = (transaction.memo + " " + transaction.counterparty).lowercased()
            let textWords = text.split { !$0.isLetter && !$0.isNumber }
            return (query.type.map { $0 == transaction.type } ?? true)
                && (query.category.map { $0 == transaction.category } ?? true)
                && (query.from.map { Self.isOnOrAfter(transaction, $0) } ?? true)
                && (query.until.map { !Self.isOnOrAfter(transaction, $0) } ?? true)
                && words.allSatisfy { word in textWords.contains { $0.hasPrefix(word) } }
        }
    }

    /// Whether `transaction` is after `boundary`: a row of a day by its day, a row of a moment by
    /// its moment.
    private static func isOnOrAfter(_ transaction: Transaction, _ boundary: LedgerBoundary) -> Bool {
        transaction.day.map { $0 >= boundary.day } ?? (transaction.date >= boundary.instant)
    }

    // MARK: - Pages

    @Test(arguments: StoreBackend.allCases, queries)
    func walkingEveryPage_listsExactlyTheMatches_newestFirst(backend: StoreBackend, query: TransactionQuery)
        async throws
    {
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        // Given what the query should list
        let expected = try expected(query, in: bank)

        // When every page is read, each after the last
        let walked = try await walk(query, pageSize: 7, in: bank)

        // Then the pages together are the matches, in order, once each, and counted right
        #expect(walked.map(\.id) == expected.map(\.id))
        #expect(try await bank.stores.transactions.count(matching: query, upTo: nil) == .exactly(expected.count))
    }

    @Test(arguments: StoreBackend.allCases, queries)
    func pagesFromEitherEndAndAroundACursor_agreeWithTheList(backend: StoreBackend, query: TransactionQuery)
        async throws
    {
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let expected = try expected(query, in: bank)
        guard expected.count > 4 else { return }
        let store = bank.stores.transactions
        let middle = TransactionCursor(expected[expected.count / 2])

        let oldest = try await store.transactions(
            matching: query, page: TransactionPageRequest(.oldest(skipping: 1), limit: 3))
        let newer = try await store.transactions(
            matching: query, page: TransactionPageRequest(.newerThan(middle), limit: 3))
        let starting = try await store.transactions(
            matching: query, page: TransactionPageRequest(.startingAt(middle), limit: 2))
        let skipped = try await store.newest(2, matching: query, skipping: 2)

        let ids = expected.map(\.id)
        #expect(oldest.map(\.id) == Array(ids.dropLast(1).suffix(3)))
        #expect(newer.map(\.id) == Array(ids.prefix(expected.count / 2).suffix(3)))
        #expect(starting.map(\.id) == Array(ids.dropFirst(expected.count / 2).prefix(2)))
        #expect(skipped.map(\.id) == Array(ids.dropFirst(2).prefix(2)))
    }

    @Test(arguments: StoreBackend.allCases)
    func rowsOfTheSameSecond_keepTheOrderTheyWereRecordedIn(backend: StoreBackend) async throws {
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        // Given three rows of one second, recorded one after another
        let moment = testNow.addingTimeInterval(3_600)
        let rows = ["First", "Second", "Third"].map {
            NewTransaction(date: moment, memo: $0, category: .other, amountMinor: 100, type: .debit, counterparty: "")
        }
        try await bank.stores.imports.append(rows, to: 3)

        // When the newest page and the page after its first row are read
        let newest = try await bank.stores.transactions.newest(3, matching: TransactionQuery(accountID: 3))
        let after = try await bank.stores.transactions.transactions(
            matching: TransactionQuery(accountID: 3),
            page: TransactionPageRequest(.olderThan(TransactionCursor(newest[0])), limit: 1))

        // Then the last recorded comes first, and the page after it is the one before it
        #expect(newest.map(\.memo) == ["Third", "Second", "First"])
        #expect(after.map(\.memo) == ["Second"])
    }

    // MARK: - Counts

    @Test(arguments: StoreBackend.allCases)
    func counts_withinTheLimit_areExact_andBeyondIt_sayMoreThan(backend: StoreBackend) async throws {
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let store = bank.stores.transactions
        let dated = TransactionQuery(accountID: 1, from: Self.from)
        let all = try expected(dated, in: bank).count

        #expect(try await store.count(matching: dated, upTo: all) == .exactly(all))
        #expect(try await store.count(matching: dated, upTo: all - 1) == .moreThan(all - 1))
        #expect(
            try await store.count(matching: TransactionQuery(accountID: 1, text: "coffee"), upTo: 2) == .moreThan(2))
    }

    @Test(arguments: StoreBackend.allCases) @MainActor
    func searchCounts_areRight_whetherTheNewestRowsOrTheWholeLedgerHoldTheMatches(backend: StoreBackend)
        async throws
    {
        // Given 12,000 imported rows: 1,500 "Old" ones first, then "Common" ones with five "Rare"
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let lines = (0..<12_000).map { index in
            let day = Date(timeIntervalSince1970: 1_704_067_200 + Double(index / 40) * 86_400)
            let memo = index < 1_500 ? "Old \(index)" : index.isMultiple(of: 2_000) ? "Rare" : "Common"
            return "\(Self.isoDay(day)),\(memo),-1.00"
        }
        let path = try temporaryDirectory() + "/counts.csv"
        try ("date,memo,amount\n" + lines.joined(separator: "\n")).write(
            toFile: path, atomically: true, encoding: .utf8)
        _ = try await bank.stores.statements.importStatement(at: path, into: 3, options: .init()) { _ in }
        let store = bank.stores.transactions
        func count(_ text: String, upTo limit: Int?) async throws -> TransactionCount {
            try await store.count(matching: TransactionQuery(accountID: 3, text: text), upTo: limit)
        }

        // Then words among the newest rows, words only in the oldest, and rare words count right
        #expect(try await count("common", upTo: 1_000) == .moreThan(1_000))
        #expect(try await count("old", upTo: 1_000) == .moreThan(1_000))
        #expect(try await count("old", upTo: nil) == .exactly(1_500))
        #expect(try await count("rare", upTo: 1_000) == .exactly(5))
        #expect(try await count("nowhere", upTo: 1_000) == .exactly(0))
    }

    private static func isoDay(_ date: Date) -> String {
        let parts = Calendar(identifier: .gregorian).dateComponents(in: utc, from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    @Test(arguments: StoreBackend.allCases)
    func countsByTypeAndCategory_comeFromTheTallies_evenPastTheLimit(backend: StoreBackend) async throws {
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let store = bank.stores.transactions
        let query = TransactionQuery(accountID: 1, type: .debit)

        #expect(try await store.count(matching: query, upTo: 1) == .exactly(try expected(query, in: bank).count))
        #expect(try await store.count(matching: TransactionQuery(accountID: 99), upTo: 1) == .exactly(0))
    }

    @Test(arguments: StoreBackend.allCases)
    func tallies_followTransfersAndImports(backend: StoreBackend) async throws {
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        // Given a transfer and an imported batch
        _ = try await bank.stores.transfers.transfer(
            TransferOrder(sourceID: 1, destinationID: 2, amount: 5, memo: "Lunch", date: testNow))
        try await bank.stores.imports.append(
            [
                NewTransaction(
                    date: testNow, memo: "Gift", category: .other, amountMinor: 500, type: .credit, counterparty: "")
            ],
            to: 2)

        // When account 2's lists are counted, Then they agree with the ledger
        for query in [TransactionQuery(accountID: 2), TransactionQuery(accountID: 2, category: .transfer)] {
            #expect(
                try await bank.stores.transactions.count(matching: query, upTo: 1)
                    == .exactly(try expected(query, in: bank).count))
        }
    }

    // MARK: - Search

    @Test(
        arguments: StoreBackend.allCases,
        [
            ("coff", "Blue Bottle Coffee"), ("COFFEE", "Blue Bottle Coffee"), ("blue coff", "Blue Bottle Coffee"),
            ("cafe", "Café Zürich"), ("ZURICH", "Café Zürich"), ("züri", "Café Zürich"),
        ])
    func search_findsTheStartOfWords_withoutCaseOrAccents(backend: StoreBackend, example: (String, String))
        async throws
    {
        let (text, memo) = example
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        // Given an account with a café
        try await bank.stores.imports.append(
            [
                NewTransaction(
                    date: testNow, memo: "Café Zürich", category: .dining, amountMinor: 450, type: .debit,
                    counterparty: "")
            ],
            to: 1)

        // When the text is searched
        let found = try await walk(TransactionQuery(accountID: 1, text: text), pageSize: 50, in: bank)

        // Then the memo is among the matches, and every match has every word
        #expect(found.contains { $0.memo == memo })
        #expect(!found.isEmpty)
    }

    @Test(arguments: StoreBackend.allCases)
    func search_matchesWholeWordsFromTheirStart_only(backend: StoreBackend) async throws {
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        #expect(
            try await bank.stores.transactions.newest(5, matching: TransactionQuery(accountID: 1, text: "offee"))
                .isEmpty)
        #expect(
            try await bank.stores.transactions.newest(5, matching: TransactionQuery(accountID: 1, text: "%")).isEmpty)
    }

    @Test(arguments: StoreBackend.allCases)
    func search_seesRowsWrittenSinceTheLastSearch_andOnlyItsAccount(backend: StoreBackend) async throws {
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        // Given a search that was read once
        let query = TransactionQuery(accountID: 2, text: "quokka")
        #expect(try await bank.stores.transactions.newest(5, matching: query).isEmpty)

        // When transfers write that word into two accounts' ledgers
        _ = try await bank.stores.transfers.transfer(
            TransferOrder(sourceID: 1, destinationID: 2, amount: 5, memo: "Quokka fund", date: testNow))

        // Then account 2's search finds its own row
        let found = try await bank.stores.transactions.newest(5, matching: query)
        #expect(found.map(\.accountID) == [2])
        #expect(found.map(\.memo) == ["Quokka fund"])
    }

    // MARK: - Dates

    @Test(arguments: StoreBackend.allCases)
    func datesTheLedgerCannotOrder_areRefused(backend: StoreBackend) async throws {
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let far = Date(timeIntervalSince1970: 5_000_000_000)
        await #expect(throws: BankError.dateOutOfRange(far)) {
            try await bank.stores.imports.append(
                [
                    NewTransaction(
                        date: far, memo: "Later", category: .other, amountMinor: 1, type: .debit, counterparty: "")
                ],
                to: 1)
        }
    }
}
