import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Cards router")
struct CardsRouterTests {
    @Test func router_hasNoRoutesOfItsOwn() throws {
        let navigator = NavigatorSpy(showing: [SpyScene(title: "Home"), SpyScene(title: "Cards")])

        try CardsRouter(navigator: navigator).goBack()

        #expect(navigator.calls == [.pop])
        #expect(navigator.breadcrumb == ["Home"])
    }
}
