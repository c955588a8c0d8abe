import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Transfer router")
struct TransferRouterTests {
    @Test func routeBackToOrigin_popsTheFlow() throws {
        let navigator = NavigatorSpy(showing: [SpyScene(title: "Home"), SpyScene(title: "Transfer")])

        try TransferRouter(navigator: navigator).routeBackToOrigin()

        #expect(navigator.calls == [.pop])
        #expect(navigator.breadcrumb == ["Home"])
    }
}
