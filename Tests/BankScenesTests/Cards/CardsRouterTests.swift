import BankDomain
import Foundation
import Testing
import Vipera

@testable import BankScenes

@MainActor
@Suite("Cards router")
struct CardsRouterTests {
    @Test func router_hasNoRoutesOfItsOwn() throws {
        let navigator = NavigatorSpy()

        try CardsRouter(navigator: navigator).goBack()

        #expect(navigator.calls == [.pop])
    }
}
