import BankData
import BankDomain
import BankTesting
import Foundation
import Testing

@testable import BankPostgres

/// What a session hears of other sessions' writes, on every backend: what they committed, in
/// order, never its own writes, never what rolled back.
@Suite("Ledger change feed")
struct LedgerChangeFeedTests {
    private let folder: String

    init() throws {
        folder = try temporaryDirectory()
    }

    /// Two sessions on one new bank, and the first one's feed.
    private func twoSessions(
        _ backend: StoreBackend
    ) throws -> (mine: ContractBank, theirs: ContractBank, feed: any LedgerChangeFeed) {
        let path = folder + "/shared.sqlite"
        let mine = try ContractBank(backend, now: testNow, timeZone: utc, sharing: path)
        let theirs = try ContractBank(backend, now: testNow, timeZone: utc, sharing: mine.address ?? path)
        return (mine, theirs, mine.changeFeed())
    }

    private func transfer(_ amount: Decimal, in bank: ContractBank, memo: String = "Lunch") async throws {
        _ = try await bank.stores.transfers.transfer(
            TransferOrder(sourceID: 1, destinationID: 2, amount: amount, memo: memo, date: testNow))
    }

    /// Changes arrive on a server's socket shortly after the commit; a file's at once.
    private func changes(of feed: any LedgerChangeFeed, expecting count: Int) async throws -> [LedgerChange] {
        var found: [LedgerChange] = []
        for _ in 0..<50 where found.count < count {
            found += try feed.changesByOtherSessions()
            if found.count < count { try await Task.sleep(for: .milliseconds(20)) }
        }
        return found
    }

    // MARK: - A Lost Connection

    @Test func aFeedWhoseConnectionTheServerDrops_listensAgain_tellingWhatOthersAddedMeanwhile() async throws {
        // Given two sessions on a server bank, and the server dropping every connection to the bank,
        // as a restart does
        let (mine, theirs, feed) = try twoSessions(.postgres)
        try dropEveryConnection(to: mine)

        // When the other session transfers meanwhile, its command connecting again
        try await transfer(12.34, in: theirs)

        // Then the feed's next look connects again and tells, once, the transfer's two rows
        let next = try await changes(of: feed, expecting: 1)
        #expect(next.first == .resumed(added: 2))
        #expect(next.dropFirst().map(\.memo) == ["Lunch", "Lunch"])
        try await transfer(1, in: theirs, memo: "Coffee")
        let heard = try await changes(of: feed, expecting: 2)
        #expect(heard.map(\.memo) == ["Coffee", "Coffee"])
    }

    @Test func rowsAGapTold_areNotToldAgain_whenTheirAnnouncementArrivesAfterIt() async throws {
        // Given a feed that told, after its connection was dropped, the two rows of a transfer
        let (mine, theirs, feed) = try twoSessions(.postgres)
        try dropEveryConnection(to: mine)
        try await transfer(12.34, in: theirs)
        #expect(try await changes(of: feed, expecting: 1).count == 3)

        // When their announcement arrives only now, as it does for a statement committed after the
        // feed listened again but before it read the gap, and then another transfer's
        try announceAgain(rowsWithMemo: "Lunch", in: mine)
        try await transfer(1, in: theirs, memo: "Coffee")

        // Then only the new transfer is told
        let heard = try await changes(of: feed, expecting: 2)
        #expect(heard.map(\.memo) == ["Coffee", "Coffee"])
    }

    @Test func aGapAfterTheSessionsOwnWrite_tellsOnlyWhatOthersAdded() async throws {
        // Given two sessions, the first of which transfers, then loses its connection
        let (mine, theirs, feed) = try twoSessions(.postgres)
        try await transfer(5, in: mine, memo: "Mine")
        try dropEveryConnection(to: mine)

        // When the other transfers meanwhile, and the first session's command connects again
        try await transfer(7, in: theirs, memo: "Theirs")
        _ = try await mine.stores.accounts.allAccounts()

        // Then the next look tells the other's rows, not the session's own
        let next = try await changes(of: feed, expecting: 1)
        #expect(next.first == .resumed(added: 2))
        #expect(next.dropFirst().map(\.memo) == ["Theirs", "Theirs"])
    }

    @Test func aGap_tellsTheCorrectionsOthersMadeMeanwhile_butNotTheSessionsOwn() async throws {
        // Given two sessions, a coffee the other recorded, heard, and the connections then dropped
        let (mine, theirs, feed) = try twoSessions(.postgres)
        let order = RecordOrder(
            accountID: 1, type: .debit, amountMinor: 450, payee: "Coffee Corner", category: .dining, day: testToday,
            memo: "Flat white")
        let coffee = try await theirs.stores.records.record(order).transaction
        _ = try await changes(of: feed, expecting: 1)
        try dropEveryConnection(to: mine)

        // When meanwhile the other gives it a memo and this session a note of its own
        _ = try await theirs.stores.corrections.correct(CorrectionOrder(.memo("Espresso"), of: coffee.id))
        _ = try await mine.stores.corrections.correct(CorrectionOrder(.note("mine"), of: coffee.id))

        // Then the next look tells the other's memo, once, and not this session's note
        let next = try await changes(of: feed, expecting: 2)
        let said = next.map { change -> String in
            guard case .corrected(let correction, let memo) = change.kind else { return "\(change.kind)" }
            return "\(correction.kind) \(correction.after) \(memo)"
        }
        #expect(next.first == .resumed(added: 0))
        #expect(said.dropFirst() == ["memo Espresso Espresso"])
        #expect(try feed.changesByOtherSessions().isEmpty)
    }

    @Test @MainActor func aLongGap_isToldByItsCount() async throws {
        // Given two sessions, the first losing its connection while the other imports many rows
        let (mine, theirs, feed) = try twoSessions(.postgres)
        try dropEveryConnection(to: mine)
        let statement = folder + "/many.csv"
        try (["date,memo,amount"] + (1...150).map { "2026-01-0\($0 % 9 + 1),Row \($0),-1.00" })
            .joined(separator: "\n").write(toFile: statement, atomically: true, encoding: .utf8)
        _ = try await theirs.stores.statements.importStatement(at: statement, into: 1, options: .init()) { _ in }

        // When the first session looks again, then it is told how many rows came, and not each
        let next = try await changes(of: feed, expecting: 1)
        #expect(next == [.resumed(added: 150)])
    }

    @Test func aSessionsFeedOfNotices_opensNoConnectionOfItsOwn() async throws {
        // Given a session on a server bank, and the connections to its database
        let server = try TestPostgresServer.shared()
        let mine = try ContractBank(.postgres, now: testNow, timeZone: utc)
        let database = try server.databaseName(in: mine.address ?? "")
        let count =
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() "
            + "AND backend_type = 'client backend'"
        let before = try server.psql(count, database: database)

        // When it listens for other sessions' changes and looks
        let feed = mine.changeFeed()
        _ = try feed.changesByOtherSessions()

        // Then it holds no more connections than before: it listens on the session's own
        #expect(try server.psql(count, database: database) == before)
        #expect(before.trimmingCharacters(in: .whitespacesAndNewlines) == "1")
    }

    /// Announces the rows of `bank` with `memo` on the ledger's channel, as the statement that
    /// added them did.
    private func announceAgain(rowsWithMemo memo: String, in bank: ContractBank) throws {
        let server = try TestPostgresServer.shared()
        let database = try server.databaseName(in: bank.address ?? "")
        _ = try server.psql(
            """
            DO $$ DECLARE bank text; identifiers text; BEGIN
                SELECT table_schema INTO bank FROM information_schema.tables WHERE table_name = 'ledger_entry';
                EXECUTE format(
                    'SELECT string_agg(id::text, '','' ORDER BY id) FROM %I.ledger_entry WHERE memo = %L', bank, '\(memo)')
                    INTO identifiers;
                PERFORM pg_notify('\(PostgresSchema.ledgerChannel)', concat_ws(' ', bank, 'rows', identifiers));
            END $$
            """, database: database)
    }

    /// Drops every connection to `bank`'s database, as a restart of the server does.
    private func dropEveryConnection(to bank: ContractBank) throws {
        let server = try TestPostgresServer.shared()
        let database = try server.databaseName(in: bank.address ?? "")
        _ = try server.psql(
            """
            SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid()
            """, database: database)
    }

    // MARK: - People

    @Test func aPersonWithoutAShare_hearsNothingOfTheAccount_andOneWithAShareHearsIt() async throws {
        // Given the demo bank, its accounts the administrator's, a viewer of the first two and an
        // outsider, each in a session of their own
        let owner = try ContractBank(.postgres, now: testNow, timeZone: utc)
        let server = try TestPostgresServer.shared()
        let database = try server.databaseName(in: owner.address ?? "")
        let suffix = "\(getpid())_\(UInt32.random(in: 0...UInt32.max))"
        let (viewer, outsider) = ("viewer_\(suffix)", "outsider_\(suffix)")
        for person in [viewer, outsider] {
            try server.admit(person, database: database)
        }
        try server.psql(
            "INSERT INTO account_share (account_id, person, level) VALUES (1, '\(viewer)', 'view'), (2, '\(viewer)', 'view')",
            database: database)
        let viewing = try ContractBank(
            .postgres, now: testNow, timeZone: utc, sharing: server.url(of: database, user: viewer))
        let outside = try ContractBank(
            .postgres, now: testNow, timeZone: utc, sharing: server.url(of: database, user: outsider))
        let (viewerFeed, outsiderFeed) = (viewing.changeFeed(), outside.changeFeed())

        // When the owner moves money between the two accounts
        try await transfer(12.34, in: owner)

        // Then the viewer hears both rows, and the outsider nothing, not even that something moved
        #expect(try await changes(of: viewerFeed, expecting: 2).count == 2)
        try await Task.sleep(for: .milliseconds(200))
        #expect(try outsiderFeed.changesByOtherSessions().isEmpty)
    }

    // MARK: - Other sessions

    @Test(arguments: StoreBackend.allCases)
    func aTransferByAnotherSession_isHeardAsBothItsRows(backend: StoreBackend) async throws {
        let (mine, theirs, feed) = try twoSessions(backend)

        try await transfer(12.34, in: theirs)
        let heard = try await changes(of: feed, expecting: 2)

        #expect(
            heard == [
                LedgerChange(
                    accountName: "Everyday", currency: "USD",
                    kind: .transaction(
                        signedMinorUnits: -1_234, category: .transfer, counterparty: "Rainy day", memo: "Lunch")),
                LedgerChange(
                    accountName: "Rainy day", currency: "USD",
                    kind: .transaction(
                        signedMinorUnits: 1_234, category: .transfer, counterparty: "Everyday", memo: "Lunch")),
            ])
        #expect(try feed.changesByOtherSessions().isEmpty)
    }

    @Test(arguments: StoreBackend.allCases)
    func anImportByAnotherSession_isHeardAsOneCount(backend: StoreBackend) async throws {
        let (mine, theirs, feed) = try twoSessions(backend)
        let rows = (1...40).map { "2026-01-\(String(format: "%02d", $0 % 28 + 1)),Row \($0),-1.00" }
        let path = folder + "/statement.csv"
        try ("date,memo,amount\n" + rows.joined(separator: "\n") + "\n").write(
            toFile: path, atomically: true, encoding: .utf8)

        _ = try await theirs.stores.statements.importStatement(at: path, into: 3, options: .init()) { _ in }
        let heard = try await changes(of: feed, expecting: 1)

        #expect(heard == [LedgerChange(accountName: "Travel", currency: "USD", kind: .imported(count: 40))])
    }

    @Test(arguments: StoreBackend.allCases)
    func correctionsByAnotherSession_areHeardAsSuch_aSplitOnce_andItsPartsNotAsNewMoney(
        backend: StoreBackend
    ) async throws {
        // Given a coffee another session recorded, heard as new money
        let (mine, theirs, feed) = try twoSessions(backend)
        let coffee = try await theirs.stores.records.record(
            RecordOrder(
                accountID: 1, type: .debit, amountMinor: 450, payee: "Coffee Corner", category: .dining,
                day: testToday, memo: "Flat white")
        ).transaction
        _ = try await changes(of: feed, expecting: 1)

        // When that session recategorises it, splits it, undoes the split and deletes it, this
        // session looking after each as it does at its prompt
        let corrections = theirs.stores.corrections
        var heard: [LedgerChange] = []
        _ = try await corrections.correct(CorrectionOrder(.category(.groceries), of: coffee.id))
        heard += try await changes(of: feed, expecting: 1)
        let parts = [SplitPart(amountMinor: 400, category: .groceries), SplitPart(amountMinor: 50, category: .fees)]
        let split = try await corrections.correct(CorrectionOrder(.split(parts), of: coffee.id))
        heard += try await changes(of: feed, expecting: 1)
        let undone = try await corrections.undo(split.correction.id)
        heard += try await changes(of: feed, expecting: 1)
        let whole = try #require(undone.transactions.first)
        _ = try await corrections.correct(CorrectionOrder(.delete, of: whole.id))
        heard += try await changes(of: feed, expecting: 1)

        // Then each change is heard once, by the account and the row's memo, and no part as money
        let said = heard.map { change -> String in
            guard case .corrected(let correction, let memo) = change.kind else { return "money \(change.kind)" }
            return "\(change.accountName) \(correction.kind) \(memo)"
        }
        #expect(
            said == [
                "Everyday category Flat white", "Everyday split Flat white", "Everyday undo Flat white",
                "Everyday delete ",
            ])
        #expect(try feed.changesByOtherSessions().isEmpty)
        _ = mine
    }

    // MARK: - Never heard

    @Test(arguments: StoreBackend.allCases)
    func theSessionsOwnWrites_areNeverHeard(backend: StoreBackend) async throws {
        let (mine, _, feed) = try twoSessions(backend)

        try await transfer(5, in: mine)
        try await Task.sleep(for: .milliseconds(200))

        #expect(try feed.changesByOtherSessions().isEmpty)
    }

    @Test(arguments: StoreBackend.allCases)
    func aWriteThatRolledBack_isNeverHeard(backend: StoreBackend) async throws {
        let (mine, theirs, feed) = try twoSessions(backend)
        let path = folder + "/large.csv"
        try "date,memo,amount\n2026-01-03,A,1000000000\n2026-01-04,B,1000000000\n".write(
            toFile: path, atomically: true, encoding: .utf8)

        await #expect(throws: StatementError.self) {
            _ = try await theirs.stores.statements.importStatement(at: path, into: 3, options: .init()) { _ in }
        }
        try await transfer(1, in: theirs, memo: "After")
        let heard = try await changes(of: feed, expecting: 2)

        #expect(heard.count == 2)
        #expect(heard.allSatisfy { if case .transaction(_, _, _, "After") = $0.kind { true } else { false } })
    }

    @Test(arguments: StoreBackend.allCases)
    func onlyWhatCameAfterTheFeedWasMade_isHeard(backend: StoreBackend) async throws {
        let path = folder + "/early.sqlite"
        let mine = try ContractBank(backend, now: testNow, timeZone: utc, sharing: path)
        let theirs = try ContractBank(backend, now: testNow, timeZone: utc, sharing: mine.address ?? path)
        try await transfer(2, in: theirs, memo: "Before")

        let feed = mine.changeFeed()
        try await transfer(3, in: theirs, memo: "After")
        let heard = try await changes(of: feed, expecting: 2)

        #expect(heard.count == 2)
        #expect(heard.allSatisfy { if case .transaction(_, _, _, "After") = $0.kind { true } else { false } })
    }

    // MARK: - Settings

    @Test(arguments: StoreBackend.allCases)
    func noticesOff_isRemembered(backend: StoreBackend) async throws {
        let path = folder + "/settings.sqlite"
        let bank = try ContractBank(backend, now: testNow, timeZone: utc, sharing: path)
        try await bank.stores.settings.save(UserSettings.defaults.withShowsNotices(false))

        let reopened = try ContractBank(backend, now: testNow, timeZone: utc, sharing: bank.address ?? path)

        #expect(try await reopened.stores.settings.settings().showsNotices == false)
        #expect(try await reopened.stores.settings.settings().pageSize == UserSettings.defaults.pageSize)
    }
}

extension LedgerChange {
    /// The memo of a transaction's change; empty for any other.
    fileprivate var memo: String {
        if case .transaction(_, _, _, let memo) = kind { memo } else { "" }
    }
}
