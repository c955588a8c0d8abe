import Testing
import Vipera
import ViperaTesting

@MainActor
@Suite("Navigator spy")
struct NavigatorSpyTests {
    @Test func everyStep_isRecordedInOrder_andTheStackMovesAsTheNavigatorsWould() throws {
        let navigator = NavigatorSpy(showing: [SpyScene(title: "Home")])

        let accounts = navigator.push(SpyScene(title: "Accounts"))
        navigator.push(SpyScene(title: "Everyday"))
        try navigator.pop(to: accounts)
        navigator.replaceTop(with: SpyScene(title: "Cards"))
        try navigator.popToRoot()
        try navigator.setPath([SpyScene(title: "Home"), SpyScene(title: "Settings")])
        try navigator.pop()

        #expect(
            navigator.calls == [
                .push("Accounts"), .push("Everyday"), .popTo(accounts), .replaceTop("Cards"), .popToRoot,
                .setPath(["Home", "Settings"]), .pop,
            ])
        #expect(navigator.shownScenes.map(\.title) == ["Accounts", "Everyday", "Cards"])
        #expect(navigator.breadcrumb == ["Home"])
    }

    @Test func refusals_areTheRealNavigators() {
        let navigator = NavigatorSpy(showing: [SpyScene(title: "Home")])

        #expect(throws: NavigationError.cannotPopRoot(rootTitle: "Home")) { try navigator.pop() }
        #expect(navigator.calls == [.pop])
    }

    @Test func aToldError_failsTheNextStepOnceAndChangesNothing() throws {
        let navigator = NavigatorSpy(showing: [SpyScene(title: "Home"), SpyScene(title: "Transfer")])
        navigator.nextError = .detached

        #expect(throws: NavigationError.detached) { try navigator.pop() }
        #expect(navigator.breadcrumb == ["Home", "Transfer"])
        try navigator.pop()
        #expect(navigator.breadcrumb == ["Home"])
    }
}
