import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("TransactionDetail view controller")
struct TransactionDetailViewControllerTests {
    @Test func viewController_loadsAndRendersFieldsWithTheAmountInGreen() async {
        let console = CapturingConsole(width: 60, colorEnabled: true)
        let interactor = TransactionDetailBusinessLogicSpy()
        let sut = TransactionDetailViewController(
            console: console, interactor: interactor, router: TransactionDetailRoutingLogicSpy())

        await sut.sceneDidLoad()
        sut.displayTransaction(
            .init(
                fields: [.init(label: "Amount", value: "+$1.00", isCredit: true), .init(label: "Memo", value: "Tip")],
                amountMinor: 100, currency: "USD", timestamp: "2026-01-15T09:00:00Z", day: nil))

        #expect(interactor.calls == [.showTransaction])
        #expect(sut.commands.specs.isEmpty)
        #expect(
            console.output
                == lines(
                    "\u{1B}[1mTransaction\u{1B}[0m",
                    "",
                    "\u{1B}[1mAmount:\u{1B}[0m \u{1B}[32m+$1.00\u{1B}[0m",
                    "\u{1B}[1mMemo:\u{1B}[0m   Tip"
                ))
    }
}
