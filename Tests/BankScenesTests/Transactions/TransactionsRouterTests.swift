import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Transactions router")
struct TransactionsRouterTests {
    @Test func routeToTransactionDetail_passesTheTransactionAndItsAccount_onceOneIsSelected() {
        // Given
        let navigator = NavigatorSpy(showing: [SpyScene(title: "Transactions")])
        let scenes = SceneBuildingSpy<TransactionsDestination>()
        let store = TransactionsDataStoreSpy(account: Fixtures.everyday)
        store.selectedTransaction = Fixtures.coffee
        let empty = TransactionsDataStoreSpy(account: Fixtures.everyday)
        let sut = TransactionsRouter(scenes: scenes, navigator: navigator)

        // When
        sut.dataStore = empty
        sut.routeToTransactionDetail()
        sut.dataStore = store
        sut.routeToTransactionDetail()

        // Then
        #expect(scenes.destinations == [.transactionDetail(transaction: Fixtures.coffee, account: Fixtures.everyday)])
        #expect(navigator.calls == [.push("transactionDetail")])
    }
}
