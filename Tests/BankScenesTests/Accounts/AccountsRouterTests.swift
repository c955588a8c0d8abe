import BankDomain
import Testing
import Vipera

@testable import BankScenes

@MainActor
@Suite("Accounts router")
struct AccountsRouterTests {
    private let navigator = NavigatorSpy()
    private let factory = BankSceneFactorySpy()

    @Test func routeToAccountDetail_pushesTheSelectedAccount() {
        let store = AccountsDataStoreStub(selectedAccount: Fixtures.savings)
        let sut = AccountsRouter(factory: factory, navigator: navigator)
        sut.dataStore = store

        sut.routeToAccountDetail()

        #expect(factory.calls == [.accountDetail(Fixtures.savings)])
        #expect(navigator.calls == [.push("Rainy day")])
    }

    @Test func routeToAccountDetail_withoutSelection_goesNowhere() {
        let store = AccountsDataStoreStub(selectedAccount: nil)
        let sut = AccountsRouter(factory: factory, navigator: navigator)
        sut.dataStore = store

        sut.routeToAccountDetail()

        #expect(factory.calls.isEmpty && navigator.calls.isEmpty)
    }
}
