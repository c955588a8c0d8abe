import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("TransactionDetail router")
struct TransactionDetailRouterTests {
    @Test func router_hasNoRoutesOfItsOwnButCanGoBack() throws {
        let navigator = NavigatorSpy(showing: [SpyScene(title: "Home"), SpyScene(title: "Top")])
        let sut = TransactionDetailRouter(navigator: navigator)

        try sut.goBack()

        #expect(navigator.calls == [.pop])
        #expect(navigator.breadcrumb == ["Home"])
    }
}
