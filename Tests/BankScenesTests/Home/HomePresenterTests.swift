import BankDomain
import Foundation
import Testing
import Vipera

@testable import BankScenes

@MainActor
@Suite("Home presenter")
struct HomePresenterTests {
    @Test func presenter_totalsBalancesAndNamesEachTransactionsAccount() {
        let display = HomeDisplaySpy()
        let sut = HomePresenter(formatting: formatting)
        sut.display = display

        sut.presentHome(
            .init(accounts: Fixtures.accounts, recent: [Fixtures.coffee, Fixtures.rent], showsBalances: true))
        sut.presentHome(.init(accounts: Fixtures.accounts, recent: [], showsBalances: false))

        #expect(display.homes.first?.total == "$16,192.20")
        #expect(display.homes.first?.accounts.first == .init(name: "Everyday", type: "checking", balance: "$5,432.50"))
        #expect(display.homes.first?.recent.rows.map(\.account) == ["Everyday", "Rainy day"])
        #expect(display.homes.first?.recent.heading == "Latest 2 transactions")
        #expect(display.homes.last?.total == "••••")
        #expect(display.homes.last?.accounts.map(\.balance) == ["••••", "••••", "••••"])
        #expect(display.homes.last?.recent.emptyMessage == "No transactions yet.")
    }
}
