import BankDomain
import Foundation
import Testing
import Vipera

@testable import BankScenes

@MainActor
@Suite("TransactionDetail router")
struct TransactionDetailRouterTests {
    @Test func router_hasNoRoutesOfItsOwnButCanGoBack() throws {
        let navigator = NavigatorSpy()
        let sut = TransactionDetailRouter(navigator: navigator)

        try sut.goBack()

        #expect(navigator.calls == [.pop])
    }
}
