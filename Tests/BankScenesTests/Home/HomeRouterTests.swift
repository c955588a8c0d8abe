import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Home router")
struct HomeRouterTests {
    private let navigator = NavigatorSpy(showing: [SpyScene(title: "Home")])
    private let scenes = SceneBuildingSpy<HomeDestination>()

    @Test func router_opensEachArea_inTheOrderAsked() {
        // Given
        let sut = HomeRouter(scenes: scenes, navigator: navigator)

        // When
        sut.routeToAccounts()
        sut.routeToCards()
        sut.routeToTransfer()
        sut.routeToSettings()
        sut.routeToInsights()

        // Then
        #expect(scenes.routeNames == ["accounts", "cards", "transfer", "settings", "insights"])
        #expect(
            navigator.calls == [
                .push("accounts"), .push("cards"), .push("transfer"), .push("settings"), .push("insights"),
            ])
    }

    @Test func closedAccounts_openTheAccountsListingClosedOnesToo() throws {
        let sut = HomeRouter(scenes: scenes, navigator: navigator)

        sut.routeToAccounts()
        sut.routeToClosedAccounts()

        let built = scenes.destinations.compactMap { destination -> Bool? in
            guard case .accounts(let includingClosed) = destination else { return nil }
            return includingClosed
        }
        #expect(built == [false, true])
    }

    @Test func routeToTransfer_handsTheTransferHomesDelegate() throws {
        // Given
        let delegate = TransferDelegateSpy()
        let sut = HomeRouter(scenes: scenes, navigator: navigator, transferDelegate: delegate)

        // When
        sut.routeToTransfer()

        // Then
        let destination = try #require(scenes.destinations.first)
        guard case .transfer(let handed) = destination else {
            Issue.record("expected a transfer, got \(destination.route.name)")
            return
        }
        #expect(handed === delegate)
    }

    @Test func routeToRecord_opensTheRecordWithTheLinesPieces() throws {
        let sut = HomeRouter(scenes: scenes, navigator: navigator)

        sut.routeToRecord(.receive, line: [.payee("Acme")])

        #expect(navigator.calls == [.push("record")])
        guard case .record(let kind, let line) = try #require(scenes.destinations.first) else {
            Issue.record("expected a record, got \(scenes.routeNames)")
            return
        }
        #expect(kind == .receive && line == [.payee("Acme")])
    }

    @Test func routes_whenTheSceneHasLeftTheNavigator_buildNothing() {
        // Given
        let sut = HomeRouter(scenes: scenes, navigator: nil)

        // When
        sut.routeToAccounts()

        // Then
        #expect(scenes.destinations.isEmpty)
    }
}
