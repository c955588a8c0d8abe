import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("AccountDetail router")
struct AccountDetailRouterTests {
    private let navigator = NavigatorSpy(showing: [SpyScene(title: "Everyday")])
    private let scenes = SceneBuildingSpy<AccountDetailDestination>()
    private let delegate = TransferDelegateSpy()
    private let store = AccountDetailDataStoreSpy(account: Fixtures.everyday)

    @Test func routes_passTheAccountAndTheTransferDelegate() throws {
        // Given
        let sut = AccountDetailRouter(scenes: scenes, navigator: navigator, dataStore: store)
        sut.transferDelegate = delegate

        // When
        sut.routeToTransactions()
        sut.routeToTransfer()
        sut.routeToInsights()

        // Then
        #expect(navigator.calls == [.push("transactions"), .push("transfer"), .push("insights")])
        let destinations = scenes.destinations
        try #require(destinations.count == 3)
        guard case .transactions(let listed) = destinations[0], case .transfer(let source, let told) = destinations[1],
            case .insights(let summed) = destinations[2]
        else {
            Issue.record("unexpected destinations: \(scenes.routeNames)")
            return
        }
        #expect([listed, source, summed] == [Fixtures.everyday, Fixtures.everyday, Fixtures.everyday])
        #expect(told === delegate)
    }

    @Test func routeToRecord_recordsOnTheAccountShown() throws {
        let sut = AccountDetailRouter(scenes: scenes, navigator: navigator, dataStore: store)

        sut.routeToRecord(.spend, line: [.payee("Bakery")])

        guard case .record(let kind, let account, let line) = try #require(scenes.destinations.first) else {
            Issue.record("expected a record, got \(scenes.routeNames)")
            return
        }
        #expect(kind == .spend && account == Fixtures.everyday && line == [.payee("Bakery")])
    }

    @Test func routes_withoutAnAccount_goNowhere() {
        // Given
        let sut = AccountDetailRouter(scenes: scenes, navigator: navigator)

        // When
        sut.routeToTransactions()
        sut.routeToTransfer()
        sut.routeToInsights()

        // Then
        #expect(scenes.destinations.isEmpty && navigator.calls.isEmpty)
    }
}
