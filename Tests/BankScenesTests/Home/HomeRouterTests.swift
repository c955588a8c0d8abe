import BankDomain
import Foundation
import Testing
import Vipera

@testable import BankScenes

@MainActor
@Suite("Home router")
struct HomeRouterTests {
    @Test func router_opensEachAreaAndHandsTransfersTheDelegate() {
        let navigator = NavigatorSpy()
        let factory = BankSceneFactorySpy()
        let delegate = TransferDelegateSpy()
        let sut = HomeRouter(factory: factory, navigator: navigator)
        sut.transferDelegate = delegate

        sut.routeToAccounts()
        sut.routeToCards()
        sut.routeToTransfer()
        sut.routeToSettings()

        #expect(factory.calls == [.accounts, .cards, .transfer(source: nil, hasDelegate: true), .settings])
        #expect(factory.lastTransferDelegate === delegate)
        #expect(navigator.calls.count == 4)
    }
}
