import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Search presenter")
struct SearchPresenterTests {
    private let display = SearchDisplayLogicSpy()
    private let sut = SearchPresenter(formatting: formatting)

    init() {
        sut.display = display
    }

    @Test func theRowsFound_areNumbered_withTheirAccounts_andCounted() {
        sut.presentResults(
            .init(text: "blue", transactions: [Fixtures.coffee], hasMore: false, accounts: Fixtures.accounts))
        sut.presentResults(
            .init(text: "blue", transactions: [Fixtures.coffee], hasMore: true, accounts: Fixtures.accounts))
        sut.presentResults(.init(text: "zzz", transactions: [], hasMore: false, accounts: Fixtures.accounts))

        let row = TransactionRow(
            number: 1, transaction: Fixtures.coffee, accountName: "Everyday", currency: "USD", formatting: formatting)
        #expect(
            display.calls == [
                .displayResults(
                    .init(heading: "Search · blue", subtitle: "1 row in every account", rows: [row], emptyMessage: nil)),
                .displayResults(
                    .init(
                        heading: "Search · blue", subtitle: "The newest 1 rows in every account; more words find fewer",
                        rows: [row], emptyMessage: nil)),
                .displayResults(
                    .init(
                        heading: "Search · zzz", subtitle: "0 rows in every account", rows: [],
                        emptyMessage: "Nothing found. Words match from their start: 'coff' finds \"Coffee Corner\".")),
            ])
    }
}
