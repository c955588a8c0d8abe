import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Home router")
struct HomeRouterTests {
    @Test func router_opensEachAreaAndHandsTransfersTheDelegate() {
        let navigator = NavigatorSpy(showing: [SpyScene(title: "Home")])
        let factory = BankSceneFactoringSpy()
        let delegate = TransferDelegateSpy()
        let sut = HomeRouter(factory: factory, navigator: navigator)
        sut.transferDelegate = delegate

        sut.routeToAccounts()
        sut.routeToCards()
        sut.routeToTransfer()
        sut.routeToSettings()
        sut.routeToInsights()

        #expect(
            factory.calls == [
                .makeAccounts, .makeCards, .makeTransfer(source: nil, delegate: SpyIdentity(delegate)), .makeSettings,
                .makeInsights(nil),
            ])
        #expect(
            navigator.calls == [
                .push("makeAccounts"), .push("makeCards"), .push("makeTransfer"), .push("makeSettings"),
                .push("makeInsights"),
            ])
    }
}
