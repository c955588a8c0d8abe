import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Search router")
struct SearchRouterTests {
    @Test func theSelectedRow_opensInItsAccount() {
        let navigator = NavigatorSpy(showing: [SpyScene(title: "Home"), SpyScene(title: "Search")])
        let dataStore = SearchDataStoreSpy(accounts: Fixtures.accounts)
        let scenes = SceneBuildingSpy<SearchDestination>()
        let sut = SearchRouter(scenes: scenes, navigator: navigator, dataStore: dataStore)

        sut.routeToTransactionDetail()
        dataStore.selectedTransaction = Fixtures.coffee
        sut.routeToTransactionDetail()

        #expect(scenes.destinations == [.transactionDetail(transaction: Fixtures.coffee, account: Fixtures.everyday)])
        #expect(navigator.calls == [.push("transactionDetail")])
    }
}
