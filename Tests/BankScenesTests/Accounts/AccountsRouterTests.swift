import BankDomain
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Accounts router")
struct AccountsRouterTests {
    private let navigator = NavigatorSpy(showing: [SpyScene(title: "Accounts")])
    private let factory = BankSceneFactoringSpy()

    @Test func routeToAccountDetail_pushesTheSelectedAccount() {
        let store = AccountsDataStoreSpy()
        store.selectedAccount = Fixtures.savings
        let sut = AccountsRouter(factory: factory, navigator: navigator)
        sut.dataStore = store

        sut.routeToAccountDetail()

        #expect(factory.calls == [.makeAccountDetail(Fixtures.savings)])
        #expect(navigator.calls == [.push("makeAccountDetail")])
    }

    @Test func routeToAccountDetail_withoutSelection_goesNowhere() {
        let store = AccountsDataStoreSpy()
        let sut = AccountsRouter(factory: factory, navigator: navigator)
        sut.dataStore = store

        sut.routeToAccountDetail()

        #expect(factory.calls.isEmpty && navigator.calls.isEmpty)
    }
}
