import BankDomain
import Foundation
import Testing
import Vipera

@testable import BankScenes

@MainActor
@Suite("AccountDetail router")
struct AccountDetailRouterTests {
    private let navigator = NavigatorSpy()
    private let factory = BankSceneFactorySpy()
    private let delegate = TransferDelegateSpy()
    private let store = AccountDetailDataStoreStub(account: Fixtures.everyday)

    @Test func routes_passTheAccountAndTheTransferDelegate() {
        let sut = AccountDetailRouter(factory: factory, navigator: navigator)
        sut.dataStore = store
        sut.transferDelegate = delegate

        sut.routeToTransactions()
        sut.routeToTransfer()

        #expect(
            factory.calls == [
                .transactions(Fixtures.everyday), .transfer(source: Fixtures.everyday, hasDelegate: true),
            ])
        #expect(factory.lastTransferDelegate === delegate)
        #expect(navigator.calls == [.push("Transactions"), .push("Transfer")])
    }
}
