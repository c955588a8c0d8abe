import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("AccountDetail router")
struct AccountDetailRouterTests {
    private let navigator = NavigatorSpy(showing: [SpyScene(title: "Everyday")])
    private let factory = BankSceneFactoringSpy()
    private let delegate = TransferDelegateSpy()
    private let store = AccountDetailDataStoreSpy(account: Fixtures.everyday)

    @Test func routes_passTheAccountAndTheTransferDelegate() {
        let sut = AccountDetailRouter(factory: factory, navigator: navigator)
        sut.dataStore = store
        sut.transferDelegate = delegate

        sut.routeToTransactions()
        sut.routeToTransfer()
        sut.routeToInsights()

        #expect(
            factory.calls == [
                .makeTransactions(Fixtures.everyday),
                .makeTransfer(source: Fixtures.everyday, delegate: SpyIdentity(delegate)),
                .makeInsights(Fixtures.everyday),
            ])
        #expect(navigator.calls == [.push("makeTransactions"), .push("makeTransfer"), .push("makeInsights")])
    }
}
