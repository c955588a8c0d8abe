import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

/// Values that explain themselves at Tab and `?`: accounts with their type and balance (and
/// without a balance the user hid), accounts a draft may pick with what they have available,
/// cards with their status, rows with their day and amount, and people with their shares.
@MainActor
@Suite("Described choices")
struct DescribedChoiceTests {
    private static func accountRow(_ name: String, type: String, balance: String, minor: Int64?)
        -> Accounts.FetchAccounts.ViewModel.Row
    {
        .init(
            number: "1", name: name, type: type, maskedNumber: "****7890", balance: balance, balanceMinor: minor,
            currency: "USD")
    }

    private static func draftRow(_ name: String, available: String, minor: Int64?) -> DraftAccountRow {
        DraftAccountRow(
            number: "1", name: name, maskedNumber: "****7890", available: available, availableMinor: minor,
            currency: "USD")
    }

    // MARK: - Accounts

    @Test func accounts_describeTypeAndBalance_andOnlyTheTypeWhileBalancesAreHidden() {
        // Given a list shown with balances, then one shown with balances hidden
        let sut = AccountsViewController(
            console: CapturingConsole(width: 70), interactor: AccountsBusinessLogicSpy(),
            router: AccountsRoutingLogicSpy())
        sut.displayAccounts(
            .init(
                rows: [Self.accountRow("Everyday", type: "checking", balance: "$5,432.50", minor: 543_250)],
                emptyMessage: nil))
        let shown = sut.choiceDescriptions(for: AccountsViewController.accountNames)
        sut.displayAccounts(
            .init(rows: [Self.accountRow("Everyday", type: "checking", balance: "••••", minor: nil)], emptyMessage: nil)
        )

        // Then
        #expect(shown == ["checking, $5,432.50"])
        #expect(sut.choiceDescriptions(for: AccountsViewController.accountNames) == ["checking"])
    }

    @Test func accounts_loadPeopleOnlyWhenAsked_andSuggestThemWithTheirShares() async {
        let interactor = AccountsBusinessLogicSpy()
        let sut = AccountsViewController(
            console: CapturingConsole(width: 70), interactor: interactor, router: AccountsRoutingLogicSpy())

        await sut.loadSuggestions()
        sut.displayPeopleChoices(.init(names: ["bob"], descriptions: ["transfer on Kitty"]))

        #expect(interactor.calls == [.loadPeopleChoices])
        #expect(sut.choices(for: AccountsViewController.people) == ["bob"])
        #expect(sut.choiceDescriptions(for: AccountsViewController.people) == ["transfer on Kitty"])
    }

    @Test func accounts_interactor_readsTheShares_andABankWithoutPeopleSuggestsNone() async {
        let presenter = AccountsPresentationLogicSpy()
        let worker = AccountsWorkingLogicSpy()
        let sut = AccountsInteractor(presenter: presenter, worker: worker, calendar: calendar, requestKeys: .seeded(1))
        let share = AccountShare(accountID: 7, accountName: "Kitty", owner: "ann", person: "bob", level: .transfer)

        worker.fetchSharesResult = .success([share])
        await sut.loadPeopleChoices()
        worker.fetchSharesResult = .failure(BankError.storage(StorageFault(.diskFailed, during: .reading)))
        await sut.loadPeopleChoices()

        #expect(
            presenter.calls == [
                .presentPeopleChoices(.init(shares: [share])), .presentPeopleChoices(.init(shares: [])),
            ])
    }

    @Test func accounts_presenter_namesEachPersonOnce_withEveryShareOfTheirs() {
        let display = AccountsDisplayLogicSpy()
        let sut = AccountsPresenter(formatting: formatting)
        sut.display = display
        let shares = [
            AccountShare(accountID: 7, accountName: "Kitty", owner: "ann", person: "bob", level: .transfer),
            AccountShare(accountID: 8, accountName: "Joint", owner: "ann", person: "cat", level: .view),
            AccountShare(accountID: 8, accountName: "Joint", owner: "ann", person: "bob", level: .view),
        ]

        sut.presentPeopleChoices(.init(shares: shares))

        #expect(
            display.calls == [
                .displayPeopleChoices(
                    .init(names: ["bob", "cat"], descriptions: ["transfer on Kitty; view on Joint", "view on Joint"]))
            ])
    }

    // MARK: - Drafts, Cards And Rows

    @Test func transfer_describesEachAccountByNumberAndWhatIsAvailable_unlessBalancesAreHidden() {
        let sut = TransferViewController(
            console: CapturingConsole(width: 70), interactor: TransferBusinessLogicSpy(),
            router: TransferRoutingLogicSpy())

        sut.displayDraft(
            .init(
                accounts: [
                    Self.draftRow("Everyday", available: "$5,432.50", minor: 543_250),
                    Self.draftRow("Visa", available: "••••", minor: nil),
                ],
                fields: [], amount: nil, nextStep: ""))

        #expect(
            sut.choiceDescriptions(for: TransferViewController.accountNames) == [
                "****7890, $5,432.50 available", "****7890",
            ])
    }

    @Test func card_isDescribedByItsNumberAndStatus() {
        let row = Cards.FetchCards.ViewModel.Row(
            number: "1", maskedNumber: "****3775", account: "Visa", holder: "Ann", expiry: "09/28", status: "frozen",
            monthlyLimit: "$500.00", monthlyLimitMinor: 50_000, currency: "USD")

        #expect(ChoiceDescription.card(row) == "card ****3775, frozen")
    }

    @Test func row_isDescribedByItsDayAndAmount() {
        let row = TransactionRow(
            number: 1, transaction: Fixtures.coffee, accountName: "Everyday", currency: "USD", formatting: formatting)

        #expect(ChoiceDescription.transaction(row) == "\(row.date), \(row.amount)")
        #expect(row.amount == "-$4.50")
    }
}
