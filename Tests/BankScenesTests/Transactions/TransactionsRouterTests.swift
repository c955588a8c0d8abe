import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Transactions router")
struct TransactionsRouterTests {
    @Test func routeToTransactionDetail_passesTheTransactionAndItsAccount() {
        let navigator = NavigatorSpy(showing: [SpyScene(title: "Transactions")])
        let factory = BankSceneFactoringSpy()
        let store = TransactionsDataStoreSpy(account: Fixtures.everyday)
        store.selectedTransaction = Fixtures.coffee
        let empty = TransactionsDataStoreSpy(account: Fixtures.everyday)
        let sut = TransactionsRouter(factory: factory, navigator: navigator)

        sut.dataStore = empty
        sut.routeToTransactionDetail()
        sut.dataStore = store
        sut.routeToTransactionDetail()

        #expect(factory.calls == [.makeTransactionDetail(transaction: Fixtures.coffee, account: Fixtures.everyday)])
        #expect(navigator.calls == [.push("makeTransactionDetail")])
    }
}
