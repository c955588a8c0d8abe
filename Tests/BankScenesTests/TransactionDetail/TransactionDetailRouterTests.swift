import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("TransactionDetail router")
struct TransactionDetailRouterTests {
    @Test func aRowNoLongerThere_goesBackToTheList() throws {
        // Given a detail opened from a list
        let navigator = NavigatorSpy(showing: [SpyScene(title: "Transactions"), SpyScene(title: "Transaction")])
        let sut = TransactionDetailRouter(navigator: navigator)

        // When it routes back to the list
        try sut.routeBackToList()

        // Then the list is shown
        #expect(navigator.calls == [.pop])
        #expect(navigator.breadcrumb == ["Transactions"])
    }
}
