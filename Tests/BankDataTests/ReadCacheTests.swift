import BankDomain
import BankStorage
import Foundation
import GRDB
import Testing

@testable import BankData

/// The SQL statements a connection runs from now on.
private final class StatementLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var texts: [String] { lock.withLock { recorded } }

    init(_ database: any DatabaseWriter) {
        database.writeWithoutTransaction { db in
            db.trace { [weak self] event in
                guard let self, case .statement(let statement) = event else { return }
                self.lock.withLock { self.recorded.append(statement.sql) }
            }
        }
    }
}

@Suite("Store read cache")
struct ReadCacheTests {
    @Test func inMemoryReads_afterAWriteThroughAnyStore_seeTheWrite() async throws {
        // Given accounts and a page that were read, and so kept
        let bank = try TestBank()
        let before = try await bank.stores.accounts.allAccounts()
        let countBefore = try await bank.stores.transactions.exactCount(matching: TransactionQuery(accountID: 1))
        _ = try await bank.stores.transactions.newest(5, matching: TransactionQuery(accountID: 1))

        // When another store writes
        _ = try await bank.stores.transfers.transfer(
            TransferOrder(sourceID: 1, destinationID: 2, amount: 10, memo: "Rent share", date: testNow))

        // Then the next reads show the new balances and the new ledger rows
        let after = try await bank.stores.accounts.allAccounts()
        let countAfter = try await bank.stores.transactions.exactCount(matching: TransactionQuery(accountID: 1))
        let pageAfter = try await bank.stores.transactions.newest(5, matching: TransactionQuery(accountID: 1))
        #expect(after[0].balanceMinor == before[0].balanceMinor - 1_000)
        #expect(countAfter == countBefore + 1)
        #expect(pageAfter.first?.memo == "Rent share")
    }

    @Test func reads_afterAWriteBehindTheStoresBack_seeIt() async throws {
        // Given accounts that were read, and a change made on the same connection without a store
        let bank = try TestBank()
        _ = try await bank.stores.accounts.allAccounts()
        try await bank.database.write { db in try db.execute(sql: "UPDATE account SET name = 'Renamed' WHERE id = 1") }

        // When they are read again
        let fresh = try await bank.stores.accounts.allAccounts()

        // Then the read shows the change
        #expect(fresh.first?.name == "Renamed")
    }

    @Test(arguments: [false, true])
    func reads_whileNothingChanges_askOnlyWhetherItChanged(onFile: Bool) async throws {
        // Given a bank in memory or in a file, whose accounts were read once
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let database = try SQLiteBank.open(
            path: onFile ? directory + "/bank.sqlite" : SQLiteBank.inMemoryPath, clock: FixedClock(now: testNow))
        let stores = SQLiteBank.stores(for: database)
        let first = try await stores.accounts.allAccounts()
        let statements = StatementLog(database.writer)

        // When they are read again
        let second = try await stores.accounts.allAccounts()

        // Then the same accounts come back, and the only statement run asked for the data version
        #expect(second == first)
        #expect(statements.texts == ["PRAGMA data_version"])
    }

    @Test func inMemoryReads_afterAFailedWrite_stillAnswerCorrectly() async throws {
        // Given a card that was read, and a write that fails
        let bank = try TestBank()
        let cards = try await bank.stores.cards.allCards()
        let active = try #require(cards.first { $0.status == .active })
        await #expect(throws: BankError.cardAlreadyInStatus(.active)) {
            _ = try await bank.stores.cards.setStatus(.active, ofCard: active.id)
        }

        // When the cards are read again, Then they are unchanged
        #expect(try await bank.stores.cards.allCards() == cards)
    }

    @Test func inMemoryReads_manyMoreThanTheCacheHolds_eachGetTheirOwnAnswer() async throws {
        // Given more distinct pages than the cache keeps
        let bank = try TestBank()
        let query = TransactionQuery(accountID: 1)

        // When every one-row page of the account is read twice
        for offset in 0..<300 {
            let first = try await bank.stores.transactions.newest(1, matching: query, skipping: offset)
            let again = try await bank.stores.transactions.newest(1, matching: query, skipping: offset)

            // Then both reads agree, and neighbouring pages differ
            #expect(first == again)
            if offset > 0 {
                let previous = try await bank.stores.transactions.newest(1, matching: query, skipping: offset - 1)
                #expect(previous.first?.id != first.first?.id)
            }
        }
    }

    @Test func fileReads_afterAnotherConnectionWrites_seeTheWrite() async throws {
        // Given two connections to one database file, as two vbank processes would have
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/bank.sqlite"
        let mine = SQLiteBank.stores(for: try SQLiteBank.open(path: path, clock: FixedClock(now: testNow)))
        let theirs = SQLiteBank.stores(for: try SQLiteBank.open(path: path, clock: FixedClock(now: testNow)))
        let before = try await mine.accounts.account(id: 1)

        // When the other connection moves money
        _ = try await theirs.transfers.transfer(
            TransferOrder(sourceID: 1, destinationID: 2, amount: 25, memo: "Elsewhere", date: testNow))

        // Then this connection's next read shows it
        #expect(try await mine.accounts.account(id: 1).balanceMinor == before.balanceMinor - 2_500)
    }

    // MARK: - Once per command

    @Test func aSessionThatSaysWhereCommandsStart_asksOncePerCommand() async throws {
        // Given a connection whose session starts a command
        let database = try SQLiteBank.open(path: SQLiteBank.inMemoryPath, clock: FixedClock(now: testNow))
        let connection = database.session()
        let statements = StatementLog(database.writer)
        connection.commandWillRun()

        // When the command reads twice, and the next command reads once
        _ = try await connection.stores.accounts.allAccounts()
        _ = try await connection.stores.settings.settings()
        connection.commandWillRun()
        _ = try await connection.stores.accounts.allAccounts()

        // Then each command asked whether the database changed once
        #expect(statements.texts.filter { $0 == "PRAGMA data_version" }.count == 2)
    }

    @Test func withinACommand_itsOwnWrite_isSeenByItsNextRead() async throws {
        let database = try SQLiteBank.open(path: SQLiteBank.inMemoryPath, clock: FixedClock(now: testNow))
        let connection = database.session()
        connection.commandWillRun()
        let before = try await connection.stores.accounts.account(id: 1)

        _ = try await connection.stores.transfers.transfer(
            TransferOrder(sourceID: 1, destinationID: 2, amount: 10, memo: "Lunch", date: testNow))

        #expect(try await connection.stores.accounts.account(id: 1).balanceMinor == before.balanceMinor - 1_000)
    }

    @Test func settings_areKept_untilTheDatabaseChanges_orItsReadsAreForgotten() {
        // Given settings and an account kept at one revision
        var cache = ReadCache()
        let revision = Revision(dataVersion: 1)
        _ = cache.kept(for: .settings, at: revision)
        cache.keep(CachedRead("page size 20"), for: .settings, at: revision)
        cache.keep(CachedRead("Everyday"), for: .account(1), at: revision)

        // When they are asked for at the same revision, at the next, and after everything is forgotten
        let same = cache.kept(for: .settings, at: revision) as? CachedRead<String>
        let other = cache.kept(for: .account(1), at: revision) as? CachedRead<String>
        let changed = cache.kept(for: .settings, at: Revision(dataVersion: 2))
        cache.keep(CachedRead("page size 5"), for: .settings, at: Revision(dataVersion: 2))
        let keptAgain = cache.kept(for: .settings, at: Revision(dataVersion: 2)) as? CachedRead<String>
        cache.forgetEverything()
        let forgotten = cache.kept(for: .settings, at: Revision(dataVersion: 2))

        // Then each read finds its own value while nothing changed, and none after a change
        #expect(same?.value == "page size 20")
        #expect(other?.value == "Everyday")
        #expect(changed == nil)
        #expect(keptAgain?.value == "page size 5")
        #expect(forgotten == nil)
    }

    @Test func settingsSavedThroughTheStore_areSeenByTheNextReadOfThem() async throws {
        // Given a session that read its settings in a command
        let session = try SQLiteBank.open(path: SQLiteBank.inMemoryPath, clock: FixedClock(now: testNow)).session()
        session.commandWillRun()
        let before = try await session.stores.settings.settings()

        // When they are saved with another page size, in the same command
        let changed = UserSettings(
            pageSize: before.pageSize == 5 ? 6 : 5, showsBalances: before.showsBalances,
            usesColour: before.usesColour, showsNotices: before.showsNotices)
        try await session.stores.settings.save(changed)

        // Then the next read, in this command and the next, says so
        #expect(try await session.stores.settings.settings() == changed)
        session.commandWillRun()
        #expect(try await session.stores.settings.settings() == changed)
    }

    @Test func anotherConnectionsWrite_isSeenAtTheNextCommand() async throws {
        // Given two connections to one file, and a command of the first that read an account
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/bank.sqlite"
        let mine = try SQLiteBank.open(path: path, clock: FixedClock(now: testNow)).session()
        let theirs = SQLiteBank.stores(for: try SQLiteBank.open(path: path, clock: FixedClock(now: testNow)))
        mine.commandWillRun()
        let before = try await mine.stores.accounts.account(id: 1)

        // When the other connection moves money during that command
        _ = try await theirs.transfers.transfer(
            TransferOrder(sourceID: 1, destinationID: 2, amount: 25, memo: "Elsewhere", date: testNow))
        let sameCommand = try await mine.stores.accounts.account(id: 1)
        mine.commandWillRun()
        let nextCommand = try await mine.stores.accounts.account(id: 1)

        // Then the command goes on with what it read, and the next command sees the transfer
        #expect(sameCommand == before)
        #expect(nextCommand.balanceMinor == before.balanceMinor - 2_500)
    }
}

@Suite("Totals read keys")
struct TotalsReadKeyTests {
    /// A period of one day for each of `numbers`, counted from 1970-01-01.
    private func days(_ numbers: [Int]) -> [LedgerPeriod] {
        numbers.map { day in
            let start = Date(timeIntervalSince1970: Double(day) * 86_400)
            return LedgerPeriod(instants: start..<start.addingTimeInterval(86_400), days: day..<day + 1)
        }
    }

    @Test func keysThatDifferOnlyInAMiddlePeriod_keepTheirOwnReads() {
        // Given two reads of totals whose periods differ only in the middle, kept at one revision
        var cache = ReadCache()
        let revision = Revision(dataVersion: 1)
        let first = BankReadKey.totals(TotalsReadKey([1], days([10, 11, 12])))
        let second = BankReadKey.totals(TotalsReadKey([1], days([10, 20, 12])))
        _ = cache.kept(for: first, at: revision)
        cache.keep(CachedRead("first"), for: first, at: revision)
        cache.keep(CachedRead("second"), for: second, at: revision)

        // When each is looked up
        let keptFirst = cache.kept(for: first, at: revision) as? CachedRead<String>
        let keptSecond = cache.kept(for: second, at: revision) as? CachedRead<String>

        // Then each finds its own read: the keys hash alike and are told apart by equality
        #expect(keptFirst?.value == "first")
        #expect(keptSecond?.value == "second")
        #expect(first != second && first.hashValue == second.hashValue)
    }

    @Test func equalKeys_findTheSameRead_andOtherAccountsDoNot() {
        // Given a read of account 1's totals over three days, kept
        var cache = ReadCache()
        let revision = Revision(dataVersion: 1)
        _ = cache.kept(for: .settings, at: revision)
        cache.keep(CachedRead(7), for: .totals(TotalsReadKey([1], days([1, 2, 3]))), at: revision)

        // When the same read is asked for with a key made afresh, and for account 2
        let same = cache.kept(for: .totals(TotalsReadKey([1], days([1, 2, 3]))), at: revision)
        let other = cache.kept(for: .totals(TotalsReadKey([2], days([1, 2, 3]))), at: revision)

        // Then the first finds it and the second does not
        #expect((same as? CachedRead<Int>)?.value == 7)
        #expect(other == nil)
    }
}
