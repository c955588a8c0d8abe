import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

/// A ledger a test changes while lists read it, with the revision a store would tell.
private final class ChangingLedger: @unchecked Sendable {
    private let lock = NSLock()
    private var rows: [Transaction]
    private var version: Int64 = 1

    init(_ rows: [Transaction]) {
        self.rows = rows
    }

    var transactions: [Transaction] { lock.withLock { rows } }
    var revision: BankRevision { lock.withLock { BankRevision(dataVersion: version) } }

    /// Another session records a row: it is the newest, and the revision moves.
    func record(_ transaction: Transaction) {
        lock.withLock {
            rows.insert(transaction, at: 0)
            version += 1
        }
    }
}

/// A page asked for again from the same page on an unchanged bank is not read again; whatever
/// was kept, every page shown is the one reading it would show.
@MainActor
@Suite("Transactions interactor, kept reads")
struct TransactionsKeptReadsTests {
    private let reads = Transactions.FetchPage.Reads(keeping: Transactions.FetchPage.readsKept)

    /// A worker over `ledger` with pages of two, telling its revision unless `tellsRevision` is off.
    private static func worker(over ledger: ChangingLedger, tellsRevision: Bool = true) -> TransactionsWorkingLogicSpy {
        let worker = TransactionsWorkingLogicSpy()
        worker.fetchSettingsResult = .success(UserSettings(pageSize: 2, showsBalances: true, usesColour: false))
        worker.fetchBalanceHandler = { transaction, _ in 100_000 - transaction.id }
        worker.fetchPageHandler = { query, page in try await windows(of: ledger.transactions)(query, page) }
        worker.countTransactionsHandler = { query, limit in try await counts(of: ledger.transactions)(query, limit) }
        worker.fetchLatestReconciliationResult = .success(nil)
        worker.fetchRevisionHandler = { tellsRevision ? ledger.revision : nil }
        return worker
    }

    private func opening(
        _ worker: TransactionsWorkingLogicSpy, _ presenter: TransactionsPresentationLogicSpy,
        reads: Transactions.FetchPage.Reads? = nil
    ) -> TransactionsInteractor {
        TransactionsInteractor(
            account: Fixtures.everyday, presenter: presenter, worker: worker, calendar: calendar,
            reads: reads ?? self.reads)
    }

    @Test func theSameMovesInAnotherOpening_onAnUnchangedBank_readNoPage() async {
        // Given a list opened, paged on and back
        let ledger = ChangingLedger(ledger(count: 5))
        let worker = Self.worker(over: ledger)
        let presenter = TransactionsPresentationLogicSpy()
        for _ in 0..<2 {
            let sut = opening(worker, presenter)
            await sut.fetchPage(.init(target: .first))
            await sut.fetchPage(.init(target: .next))
            await sut.fetchPage(.init(target: .previous))
        }

        // Then the second opening read no page and counted nothing, and showed the same pages
        #expect(worker.fetchPageArguments.count == 3)
        #expect(worker.countTransactionsArguments.count == 3)
        let shown = presenter.presentPageArguments
        #expect(shown.count == 6)
        #expect(Array(shown.prefix(3)) == Array(shown.suffix(3)))
        #expect(shown.map(\.pageIndex) == [0, 1, 0, 0, 1, 0])
    }

    @Test func aRowRecordedElsewhere_showsOnTheFirstPageOpenedAfter() async {
        // Given a list opened once
        let ledger = ChangingLedger(ledger(count: 5))
        let worker = Self.worker(over: ledger)
        let presenter = TransactionsPresentationLogicSpy()
        await opening(worker, presenter).fetchPage(.init(target: .first))

        // When another session records a row, and the list is opened again
        let newest = Transaction(
            id: 2_000, accountID: 1, date: fixedNow, memo: "New", category: .dining, amountMinor: 700, type: .debit,
            counterparty: "Shop")
        ledger.record(newest)
        await opening(worker, presenter).fetchPage(.init(target: .first))

        // Then the new row is at its top, and the count grew
        #expect(presenter.presentPageArguments.last?.transactions.first == newest)
        #expect(presenter.presentPageArguments.last?.totalCount == .exactly(6))
    }

    @Test func everySequenceOfMovesOpeningsAndChanges_showsWhatReadingWouldShow() async {
        for seed in UInt64(1)...60 {
            // Given a list kept across openings, and one beside it that reads every time
            var random = SeededGenerator(seed: seed)
            let ledger = ChangingLedger(ledger(count: random.next(upperBound: 8)))
            let kept = (worker: Self.worker(over: ledger), presenter: TransactionsPresentationLogicSpy())
            let read = (
                worker: Self.worker(over: ledger, tellsRevision: false), presenter: TransactionsPresentationLogicSpy()
            )
            let reads = Transactions.FetchPage.Reads(keeping: Transactions.FetchPage.readsKept)
            var keptList = opening(kept.worker, kept.presenter, reads: reads)
            var readList = opening(read.worker, read.presenter, reads: .init())
            var recorded: Int64 = 3_000

            for _ in 0..<30 {
                // When generated moves, new openings and rows recorded elsewhere follow one another
                switch random.next(upperBound: 10) {
                case 0:
                    recorded += 1
                    ledger.record(
                        Transaction(
                            id: recorded, accountID: 1, date: fixedNow, memo: "Row \(recorded)", category: .dining,
                            amountMinor: 100, type: recorded.isMultiple(of: 2) ? .debit : .credit, counterparty: "Shop")
                    )
                case 1:
                    keptList = opening(kept.worker, kept.presenter, reads: reads)
                    readList = opening(read.worker, read.presenter, reads: .init())
                default:
                    let target = Self.targets[random.next(upperBound: Self.targets.count)]
                    await keptList.fetchPage(.init(target: target))
                    await readList.fetchPage(.init(target: target))
                }

                // Then the kept list showed exactly what the list that reads showed
                #expect(kept.presenter.calls == read.presenter.calls, "seed \(seed)")
            }
        }
    }

    private static let targets: [Transactions.FetchPage.Target] = [
        .first, .current, .next, .previous, .last, .number(1), .number(2), .number(3),
    ]
}
