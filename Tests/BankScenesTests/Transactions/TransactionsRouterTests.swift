import BankDomain
import Foundation
import Testing
import Vipera

@testable import BankScenes

@MainActor
@Suite("Transactions router")
struct TransactionsRouterTests {
    @Test func routeToTransactionDetail_passesTheTransactionAndItsAccount() {
        let navigator = NavigatorSpy()
        let factory = BankSceneFactorySpy()
        let store = TransactionsDataStoreStub(account: Fixtures.everyday, selectedTransaction: Fixtures.coffee)
        let empty = TransactionsDataStoreStub(account: Fixtures.everyday, selectedTransaction: nil)
        let sut = TransactionsRouter(factory: factory, navigator: navigator)

        sut.dataStore = empty
        sut.routeToTransactionDetail()
        sut.dataStore = store
        sut.routeToTransactionDetail()

        #expect(factory.calls == [.transactionDetail(Fixtures.coffee, Fixtures.everyday)])
        #expect(navigator.calls == [.push("Transaction")])
    }
}
