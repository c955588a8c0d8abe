import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("TransactionDetail presenter")
struct TransactionDetailPresenterTests {
    @Test func presenter_labelsEveryFieldWithSignedAmountAndBothDates() {
        let display = TransactionDetailDisplayLogicSpy()
        let sut = TransactionDetailPresenter(formatting: formatting)
        sut.display = display

        sut.presentTransaction(.init(transaction: Fixtures.salary, account: Fixtures.everyday, author: .you))

        #expect(
            display.displayTransactionArguments == [
                .init(
                    fields: [
                        .init(label: "Amount", value: "+$2,100.00", isCredit: true),
                        .init(label: "Date", value: "Yesterday"),
                        .init(label: "When", value: "January 14, 2026 at 10:00 AM"),
                        .init(label: "Memo", value: "Salary"),
                        .init(label: "Counterparty", value: "Acme Corp Payroll"),
                        .init(label: "Category", value: "salary"),
                        .init(label: "Type", value: "credit"),
                        .init(label: "Account", value: "Everyday (****7890)"),
                        .init(label: "Written by", value: "you"),
                    ],
                    amountMinor: 210_000, currency: "USD", timestamp: "2026-01-14T10:00:00Z", day: nil)
            ])
    }

    @Test(arguments: [
        (LedgerAuthor.you, "you"), (.person("o'brien"), "o'brien"),
        (.unrecorded, "not recorded (before the bank kept who wrote its rows)"),
    ])
    func presenter_namesWhoWroteTheRow(author: LedgerAuthor, shown: String) {
        let display = TransactionDetailDisplayLogicSpy()
        let sut = TransactionDetailPresenter(formatting: formatting)
        sut.display = display

        sut.presentTransaction(.init(transaction: Fixtures.salary, account: Fixtures.everyday, author: author))

        #expect(display.displayTransactionArguments.first?.fields.last == .init(label: "Written by", value: shown))
    }
}
