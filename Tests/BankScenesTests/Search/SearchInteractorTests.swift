import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Search interactor")
struct SearchInteractorTests {
    private let presenter = SearchPresentationLogicSpy()
    private let worker = SearchWorkingLogicSpy()
    private let sut: SearchInteractor

    init() {
        worker.fetchAccountsWithHistoryResult = .success(Fixtures.accounts)
        sut = SearchInteractor(presenter: presenter, worker: worker)
    }

    /// A row of `account` at `hoursAgo`.
    private nonisolated static func row(_ id: Int64, account: Account.ID, hoursAgo: Double) -> Transaction {
        Transaction(
            id: id, accountID: account, date: fixedNow.addingTimeInterval(-hoursAgo * 3_600), memo: "Fresh Market",
            category: .groceries, amountMinor: 100, type: .debit, counterparty: "Fresh Market")
    }

    @Test func everyAccountsNewestMatches_areMergedNewestFirst_andCutAtTheLimit() async {
        // Given each account's matches, newest first, more than the limit in all
        let limit = SearchInteractor.limit
        worker.fetchPageHandler = { query, _ in
            (0...limit).map { index in
                Self.row(
                    query.accountID * 1_000 + Int64(index), account: query.accountID,
                    hoursAgo: Double(index * 3) + Double(query.accountID))
            }
        }

        // When every account is searched
        await sut.find(.init(text: "fresh"))

        // Then each was asked for one more than the limit with the words, and the newest rows of all
        // of them are presented in order, saying there are more
        #expect(
            worker.fetchPageArguments.map(\.0)
                == Fixtures.accounts.map { TransactionQuery(accountID: $0.id, text: "fresh") })
        #expect(worker.fetchPageArguments.allSatisfy { $0.1.limit == SearchInteractor.limit + 1 })
        let shown = presenter.presentResultsArguments.last
        #expect(shown?.transactions.count == SearchInteractor.limit && shown?.hasMore == true)
        #expect(shown?.transactions.map(\.date) == shown?.transactions.map(\.date).sorted(by: >))
        #expect(shown?.transactions.prefix(3).map(\.accountID) == [1, 2, 4])
    }

    @Test func wordsWithoutLettersOrDigits_areRefused_andNothingIsRead() async {
        await sut.find(.init(text: "!!"))

        #expect(worker.calls.isEmpty)
        #expect(presenter.calls == [.presentError(ErrorViewModel(TransactionsError.nothingToSearchFor("!!")))])
    }

    @Test func searchingAgain_repeatsTheLastSearchThatRan_notARefusedOne() async {
        worker.fetchPageHandler = { _, _ in [] }
        await sut.findAgain()
        await sut.find(.init(text: "blue"))
        await sut.find(.init(text: "!!"))
        await sut.findAgain()

        #expect(presenter.presentResultsArguments.map(\.text) == ["blue", "blue"])
    }

    @Test func aRowShown_isSelectedByItsPlace_andOneThatIsNot_isRefused() async {
        worker.fetchPageHandler = { query, _ in query.accountID == 1 ? [Fixtures.coffee] : [] }
        await sut.find(.init(text: "blue"))

        await sut.selectTransaction(.init(position: 1))
        await sut.selectTransaction(.init(position: 2))

        #expect(sut.selectedTransaction == Fixtures.coffee && sut.accounts == Fixtures.accounts)
        #expect(presenter.calls.dropFirst().first == .presentSelectedTransaction(.init(transaction: Fixtures.coffee)))
        if case .presentError = presenter.calls.last {} else { Issue.record("position 2 of 1 was not refused") }
    }
}
