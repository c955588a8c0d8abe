import BankDomain
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Accounts presenter")
struct AccountsPresenterTests {
    private let display = AccountsDisplayLogicSpy()
    private let sut = AccountsPresenter(formatting: formatting)

    init() {
        sut.display = display
    }

    @Test func presentAccounts_numbersMasksAndFormatsBalances() {
        sut.presentAccounts(.init(accounts: Fixtures.accounts, showsBalances: true))

        #expect(
            display.calls == [
                .displayAccounts(
                    .init(
                        rows: [
                            .init(
                                number: "1", name: "Everyday", type: "checking", maskedNumber: "****7890",
                                balance: "$5,432.50", balanceMinor: 543_250, currency: "USD"),
                            .init(
                                number: "2", name: "Rainy day", type: "savings", maskedNumber: "****3210",
                                balance: "$12,000.00", balanceMinor: 1_200_000, currency: "USD"),
                            .init(
                                number: "3", name: "Visa", type: "credit", maskedNumber: "****0004",
                                balance: "-$1,240.30", balanceMinor: -124_030, currency: "USD"),
                        ],
                        emptyMessage: nil
                    ))
            ])
    }

    @Test func aClosedAccount_saysSoInItsType_andItsReopeningIsTold() {
        let jar = Account(
            id: 4, name: "Jar", type: .savings, number: "7700000004", iban: nil, currency: "USD", balanceMinor: 0,
            isClosed: true)

        sut.presentAccounts(.init(accounts: [Fixtures.everyday, jar], showsBalances: true))
        sut.presentChangedAccount(.init(account: jar, change: .reopened))

        #expect(display.displayAccountsArguments.first?.rows.map(\.type) == ["checking", "savings, closed"])
        #expect(
            display.displayChangedAccountArguments.map(\.message) == [
                "Reopened Jar, with its history: money moves in and out of it again."
            ])
    }

    @Test func presentAccounts_hiddenBalances_showDots() {
        sut.presentAccounts(.init(accounts: [Fixtures.everyday], showsBalances: false))

        guard case .displayAccounts(let viewModel) = display.calls.first else {
            Issue.record("expected accounts")
            return
        }
        #expect(viewModel.rows.map(\.balance) == ["••••"])
        #expect(viewModel.rows.map(\.balanceMinor) == [nil])
    }

    @Test func presentAccounts_none_saysSo() {
        sut.presentAccounts(.init(accounts: [], showsBalances: true))

        #expect(
            display.calls == [
                .displayAccounts(
                    .init(
                        rows: [],
                        emptyMessage:
                            "There are no accounts yet. Open one with: new-account NAME checking|savings|credit"))
            ])
    }

    @Test func presentToggledAndSelected_andErrors() {
        sut.presentToggledBalances(.init(showsBalances: false))
        sut.presentToggledBalances(.init(showsBalances: true))
        sut.presentSelectedAccount(.init(account: Fixtures.savings))
        sut.presentError(ListSelectionError(position: 4, count: 3))

        #expect(
            display.calls == [
                .displayToggledBalances(.init(message: "Balances are hidden; type 'toggle-balances' to show them.")),
                .displayToggledBalances(.init(message: "Balances are shown.")),
                .displaySelectedAccount(.init(name: "Rainy day")),
                .displayError(
                    ErrorViewModel(
                        message: "there is no entry 4; the list has 3",
                        hint: "Type a number from the list, or the start of a name."
                    )),
            ])
    }

    @Test func presentChangedAccount_saysWhatChanged_withTheOpeningBalance() {
        let jar = Account(
            id: 4, name: "Jar", type: .savings, number: "7700000004", iban: "DE1", currency: "USD", balanceMinor: 2_500)

        sut.presentChangedAccount(.init(account: jar, change: .opened))
        sut.presentChangedAccount(.init(account: jar, change: .renamed(from: "Pot")))
        sut.presentChangedAccount(.init(account: jar, change: .closed))

        #expect(
            display.calls == [
                .displayChangedAccount(.init(message: "Opened Jar, a savings account, at $25.00.", name: "Jar")),
                .displayChangedAccount(.init(message: "Renamed Pot to Jar.", name: "Jar")),
                .displayChangedAccount(
                    .init(
                        message: "Closed Jar. Its transactions stay in history, exports and insights; 'refresh' lists "
                            + "the accounts numbered anew.", name: "Jar")),
            ])
    }

    @Test func aListMadeForAnEarlierOpeningOfTheScene_isShownAsMadeThen_andAChangedOneAfresh() {
        // Given the list shown by one opening of the scene, whose memo the factory shares
        let memo = Accounts.FetchAccounts.Memo()
        for accounts in [Fixtures.accounts, Fixtures.accounts, Array(Fixtures.accounts.prefix(2))] {
            // When the scene is opened again (a presenter of its own) on the same accounts, and
            // once more after an account went away
            let opening = AccountsPresenter(formatting: formatting, listMemo: memo)
            opening.display = display
            opening.presentAccounts(.init(accounts: accounts, showsBalances: true))
        }

        // Then the second opening shows the rows made the first time (the same storage), and the
        // third the list as it is now
        let shown = display.displayAccountsArguments
        let storage = shown.map { $0.rows.rows.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) } }
        #expect(shown.count == 3)
        #expect(storage[0] != nil && storage[0] == storage[1])
        #expect(shown[2].rows.map(\.name) == ["Everyday", "Rainy day"])
    }
}
