import BankDomain
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Accounts router")
struct AccountsRouterTests {
    private let navigator = NavigatorSpy(showing: [SpyScene(title: "Accounts")])
    private let scenes = SceneBuildingSpy<AccountsDestination>()

    @Test func routeToAccountDetail_opensTheSelectedAccount() {
        // Given
        let store = AccountsDataStoreSpy()
        store.selectedAccount = Fixtures.savings
        let sut = AccountsRouter(scenes: scenes, navigator: navigator, dataStore: store)

        // When
        sut.routeToAccountDetail()

        // Then
        #expect(scenes.destinations == [.accountDetail(account: Fixtures.savings)])
        #expect(navigator.calls == [.push("accountDetail")])
    }

    @Test func routeToAccountDetail_withoutSelection_goesNowhere() {
        // Given
        let sut = AccountsRouter(scenes: scenes, navigator: navigator, dataStore: AccountsDataStoreSpy())

        // When
        sut.routeToAccountDetail()

        // Then
        #expect(scenes.destinations.isEmpty && navigator.calls.isEmpty)
    }
}
