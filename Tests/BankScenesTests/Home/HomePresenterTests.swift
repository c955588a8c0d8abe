import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Home presenter")
struct HomePresenterTests {
    @Test func presenter_totalsBalancesAndNamesEachTransactionsAccount() {
        let display = HomeDisplayLogicSpy()
        let sut = HomePresenter(formatting: formatting)
        sut.display = display

        let totals = [CurrencyTotal(currency: "USD", minorUnits: 1_619_220)]
        sut.presentHome(
            .init(
                accounts: Fixtures.accounts, totals: totals, recent: [Fixtures.coffee, Fixtures.rent],
                showsBalances: true))
        sut.presentHome(.init(accounts: Fixtures.accounts, totals: totals, recent: [], showsBalances: false))

        #expect(display.displayHomeArguments.first?.total == "$16,192.20")
        #expect(display.displayHomeArguments.first?.totals == [MinorAmount(minor: 1_619_220, currency: "USD")])
        #expect(
            display.displayHomeArguments.first?.accounts.first
                == .init(
                    name: "Everyday", type: "checking", balance: "$5,432.50", balanceMinor: 543_250, currency: "USD"))
        #expect(display.displayHomeArguments.first?.recent.rows.map(\.account) == ["Everyday", "Rainy day"])
        #expect(display.displayHomeArguments.first?.recent.heading == "Latest 2 transactions")
        #expect(display.displayHomeArguments.last?.total == "••••")
        #expect(display.displayHomeArguments.last?.accounts.map(\.balance) == ["••••", "••••", "••••"])
        #expect(display.displayHomeArguments.last?.accounts.map(\.balanceMinor) == [nil, nil, nil])
        #expect(display.displayHomeArguments.last?.totals == nil)
        #expect(display.displayHomeArguments.last?.recent.emptyMessage == "No transactions yet.")
    }

    @Test func balancesTooLargeToAddUp_showTheAccountsAndSaySoInsteadOfATotal() {
        // Given balances written beyond the bound before it existed
        let display = HomeDisplayLogicSpy()
        let sut = HomePresenter(formatting: formatting)
        sut.display = display

        // When
        sut.presentHome(.init(accounts: Fixtures.accounts, totals: nil, recent: [], showsBalances: true))

        // Then
        #expect(
            display.displayHomeArguments.first?.total
                == "too large to add up: an account holds more than vbank allows ('vbank verify' names the rows)")
        #expect(display.displayHomeArguments.first?.totals == nil)
        #expect(display.displayHomeArguments.first?.accounts.count == Fixtures.accounts.count)
    }

    @Test func aClosedAccount_isNotListed_butNamesItsRecentTransactions() {
        // Given Everyday closed, with a transaction among the recent ones
        let display = HomeDisplayLogicSpy()
        let sut = HomePresenter(formatting: formatting)
        sut.display = display
        let everyday = Fixtures.everyday
        let closed = Account(
            id: everyday.id, name: everyday.name, type: everyday.type, number: everyday.number, iban: everyday.iban,
            currency: everyday.currency, balanceMinor: 0, isClosed: true)

        // When
        sut.presentHome(
            .init(
                accounts: [closed, Fixtures.savings], totals: [], recent: [Fixtures.coffee], showsBalances: true))

        // Then
        #expect(display.displayHomeArguments.first?.accounts.map(\.name) == ["Rainy day"])
        #expect(display.displayHomeArguments.first?.recent.rows.map(\.account) == ["Everyday"])
        #expect(display.displayHomeArguments.first?.recent.heading == "Latest transaction")
    }
}
