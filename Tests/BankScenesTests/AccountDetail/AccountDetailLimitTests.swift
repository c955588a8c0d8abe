import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

/// `set limit AMOUNT` in a credit account, layer by layer.
@MainActor
@Suite("AccountDetail credit limit")
struct AccountDetailLimitTests {
    private let raised = Account(
        id: 4, name: "Visa", type: .credit, number: "4000000004", iban: nil, currency: "USD",
        balance: Decimal(string: "-1240.30") ?? 0, creditLimit: 6_000)

    private func viewController(_ console: CapturingConsole = CapturingConsole(width: 80))
        -> AccountDetailViewController
    {
        AccountDetailViewController(
            title: "Visa", console: console, interactor: AccountDetailBusinessLogicSpy(),
            router: AccountDetailRoutingLogicSpy(), isDryRun: false, asksBeforeImporting: false)
    }

    @Test func aLimit_isRead_asTyped() throws {
        let sut = viewController()

        #expect(try sut.commands.command(for: "set limit 6,000") == .setLimit(WrittenAmount(significand: 6_000)))
        for refused in ["set limit", "set 6000", "set limit lots", "set limit 12,50"] {
            #expect(throws: (any Error).self, "\(refused)") { try sut.commands.command(for: refused) }
        }
    }

    @Test func theLimit_goesToTheStoreInTheAccountsCurrency_andIsSaid() async {
        // Given a credit account
        let presenter = AccountDetailPresentationLogicSpy()
        let worker = AccountDetailWorkingLogicSpy()
        worker.setCreditLimitResult = .success(raised)
        let sut = AccountDetailInteractor(
            account: Fixtures.visa, presenter: presenter, worker: worker, calendar: calendar)

        // When a new limit is given, and then one in another currency
        await sut.setLimit(.init(limit: WrittenAmount(significand: 6_000)))
        await sut.setLimit(.init(limit: WrittenAmount(significand: 5, currency: "EUR")))

        // Then the store got the first in cents, the scene keeps the account as it is now, and the
        // second is refused before it reaches the store
        #expect(worker.setCreditLimitArguments.map(\.1) == [600_000])
        #expect(sut.account == raised)
        #expect(
            presenter.calls == [
                .presentLimit(.init(account: raised)),
                .presentError(
                    ErrorViewModel(BankError.amountInOtherCurrency(written: "EUR", account: "Visa", currency: "USD"))),
            ])
    }

    @Test func theNewLimit_isSaid_withWhatItLeavesAvailable() {
        let display = AccountDetailDisplayLogicSpy()
        let sut = AccountDetailPresenter(formatting: formatting)
        sut.display = display

        sut.presentLimit(.init(account: raised))

        #expect(
            display.calls == [
                .displayLimit(
                    .init(
                        message: "Visa's credit limit is now $6,000.00; $4,759.70 is available.", limitMinor: 600_000,
                        currency: "USD"))
            ])
    }

    @Test func theMessage_isASuccess() {
        let console = CapturingConsole(width: 80)
        viewController(console).displayLimit(
            .init(message: "Visa's credit limit is now $6,000.00.", limitMinor: 1, currency: "USD"))

        #expect(console.output == "Visa's credit limit is now $6,000.00.\n")
    }
}
