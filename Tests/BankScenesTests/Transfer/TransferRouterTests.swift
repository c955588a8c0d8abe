import BankDomain
import Foundation
import Testing
import Vipera

@testable import BankScenes

@MainActor
@Suite("Transfer router")
struct TransferRouterTests {
    @Test func routeBackToOrigin_popsTheFlow() throws {
        let navigator = NavigatorSpy()

        try TransferRouter(navigator: navigator).routeBackToOrigin()

        #expect(navigator.calls == [.pop])
    }
}
