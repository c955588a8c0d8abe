import Testing

@testable import Vipera

@MainActor
@Suite("Navigator")
struct NavigatorTests {
    private let log = EventLog()
    private let navigator = Navigator()

    private func scene(_ title: String) -> RecordingScene {
        RecordingScene(title, log: log)
    }

    // MARK: - Lifecycle

    @Test func push_loadsTheNewTopOnceTransitionsComplete() async {
        // Given an empty navigator
        // When a root is pushed
        navigator.push(scene("Home"))

        // Then nothing is called until the transition completes, and then exactly didLoad
        #expect(log.events.isEmpty)
        await navigator.completeTransitions()
        #expect(log.events == ["Home.didLoad"])
        await navigator.completeTransitions()
        #expect(log.events == ["Home.didLoad"])
    }

    @Test func pushPopPush_callsLifecycleInOrder() async throws {
        navigator.push(scene("Home"))
        await navigator.completeTransitions()
        navigator.push(scene("Accounts"))
        await navigator.completeTransitions()
        try navigator.pop()
        await navigator.completeTransitions()
        navigator.push(scene("Cards"))
        await navigator.completeTransitions()

        #expect(
            log.events == [
                "Home.didLoad", "Accounts.didLoad", "Accounts.willBeRemoved", "Home.willAppear", "Cards.didLoad",
            ])
    }

    @Test func aSceneThatLeavesAsItLoads_leavesTheOneUnderItShownAsItWas() async throws {
        // Given Home shown, and a flow that cannot begin: it pops itself as it loads
        navigator.push(scene("Home"))
        await navigator.completeTransitions()
        let flow = scene("Flow")
        flow.onLoad = { [navigator] in try? navigator.pop() }

        // When it is pushed, in one command
        navigator.push(flow)
        await navigator.completeTransitions()

        // Then Home, still on screen, does not appear again
        #expect(log.events == ["Home.didLoad", "Flow.didLoad", "Flow.willBeRemoved"])
        #expect(navigator.breadcrumb == ["Home"])
    }

    @Test func aSceneLeftInALaterCommand_showsTheOneUnderItAgain_asDoesHomeAtHome() async throws {
        // Given Home shown, and a scene pushed in one command
        navigator.push(scene("Home"))
        await navigator.completeTransitions()
        navigator.push(scene("Flow"))
        await navigator.completeTransitions()

        // When it is left in the next, and Home is asked for at Home
        try navigator.pop()
        await navigator.completeTransitions()
        try navigator.popToRoot()
        await navigator.completeTransitions()

        // Then Home appears each time
        #expect(
            log.events == ["Home.didLoad", "Flow.didLoad", "Flow.willBeRemoved", "Home.willAppear", "Home.willAppear"])
    }

    @Test func popToRoot_removesTopFirstThenShowsRoot() async throws {
        for title in ["Home", "Accounts", "Detail", "Transactions"] {
            navigator.push(scene(title))
            await navigator.completeTransitions()
        }
        log.clear()

        try navigator.popToRoot()
        await navigator.completeTransitions()

        #expect(
            log.events == [
                "Transactions.willBeRemoved", "Detail.willBeRemoved", "Accounts.willBeRemoved", "Home.willAppear",
            ])
        #expect(navigator.breadcrumb == ["Home"])
    }

    @Test func aSceneThatPushesWhileBeingRemoved_keepsItsPush() async throws {
        // Given a flow on top whose delegate opens a receipt when the flow goes away
        navigator.push(scene("Home"))
        let flow = scene("Transfer")
        flow.onRemove = { [navigator, log] in navigator.push(RecordingScene("Receipt", log: log)) }
        navigator.push(flow)
        await navigator.completeTransitions()
        log.clear()

        // When the flow is popped
        try navigator.pop()
        await navigator.completeTransitions()

        // Then the receipt is on top of what was left, and only it is shown
        #expect(navigator.breadcrumb == ["Home", "Receipt"])
        #expect(log.events == ["Transfer.willBeRemoved", "Receipt.didLoad"])
    }

    @Test func aSceneThatGoesHomeWhileBeingRemoved_leavesOneConsistentStack() async throws {
        // Given four scenes, the top one going home when it is removed
        for title in ["Home", "Accounts", "Detail"] {
            navigator.push(scene(title))
            await navigator.completeTransitions()
        }
        let top = scene("Transfer")
        top.onRemove = { [navigator] in try? navigator.popToRoot() }
        navigator.push(top)
        await navigator.completeTransitions()
        log.clear()

        // When the top is popped
        try navigator.pop()
        await navigator.completeTransitions()

        // Then each scene heard of its removal once, top first, and Home shows again
        #expect(navigator.breadcrumb == ["Home"])
        #expect(
            log.events == [
                "Transfer.willBeRemoved", "Detail.willBeRemoved", "Accounts.willBeRemoved", "Home.willAppear",
            ])
    }

    @Test func popToRoot_atRoot_showsRootAgain() async throws {
        navigator.push(scene("Home"))
        await navigator.completeTransitions()

        try navigator.popToRoot()
        await navigator.completeTransitions()

        #expect(log.events == ["Home.didLoad", "Home.willAppear"])
    }

    @Test func severalStepsBeforeCompleting_showOnlyTheFinalTop() async throws {
        navigator.push(scene("Home"))
        await navigator.completeTransitions()
        log.clear()

        navigator.push(scene("Accounts"))
        navigator.push(scene("Detail"))
        try navigator.pop()
        await navigator.completeTransitions()

        #expect(log.events == ["Detail.willBeRemoved", "Accounts.didLoad"])
    }

    @Test func replaceTop_removesOldTopAndLoadsNewOne() async {
        navigator.push(scene("Home"))
        navigator.push(scene("Review"))
        await navigator.completeTransitions()
        log.clear()

        let id = navigator.replaceTop(with: scene("Receipt"))
        await navigator.completeTransitions()

        #expect(log.events == ["Review.willBeRemoved", "Receipt.didLoad"])
        #expect(navigator.breadcrumb == ["Home", "Receipt"])
        #expect(id == EntryID(2))
    }

    @Test func setPath_replacesStackAndLoadsOnlyTheTop_othersLoadWhenRevealed() async throws {
        navigator.push(scene("Old"))
        await navigator.completeTransitions()
        log.clear()

        try navigator.setPath([scene("Home"), scene("Accounts"), scene("Detail")])
        await navigator.completeTransitions()
        try navigator.pop()
        await navigator.completeTransitions()

        #expect(log.events == ["Old.willBeRemoved", "Detail.didLoad", "Detail.willBeRemoved", "Accounts.didLoad"])
    }

    @Test func sceneNavigatingWhileAppearing_isFollowed() async {
        let home = scene("Home")
        home.onLoad = { [navigator, log] in navigator.push(RecordingScene("Welcome", log: log)) }

        navigator.push(home)
        await navigator.completeTransitions()

        #expect(log.events == ["Home.didLoad", "Welcome.didLoad"])
    }

    @Test func sceneNavigatingForever_isStoppedAfterTheRoundLimit() async {
        func looping(_ index: Int) -> RecordingScene {
            let scene = RecordingScene("S\(index)", log: log)
            scene.onLoad = { [navigator] in navigator.push(looping(index + 1)) }
            return scene
        }

        navigator.push(looping(0))
        await navigator.completeTransitions()

        #expect(log.events.count == Navigator.maximumTransitionRounds)
    }

    // MARK: - Refusals

    @Test func pop_atRoot_isRefusedAndChangesNothing() async {
        navigator.push(scene("Home"))
        await navigator.completeTransitions()

        #expect(throws: NavigationError.cannotPopRoot(rootTitle: "Home")) { try navigator.pop() }
        await navigator.completeTransitions()
        #expect(navigator.breadcrumb == ["Home"])
        #expect(log.events == ["Home.didLoad"])
        #expect(
            NavigationError.cannotPopRoot(rootTitle: "Home").localizedDescription
                == "already at Home: there is nothing to go back to")
    }

    @Test func operationsOnAnEmptyStack_areRefused() {
        #expect(throws: NavigationError.emptyStack) { try navigator.pop() }
        #expect(throws: NavigationError.emptyStack) { try navigator.popToRoot() }
        #expect(throws: NavigationError.emptyPath) { try navigator.setPath([]) }
    }

    @Test func popToAnEntryNotOnTheStack_isRefused() async throws {
        navigator.push(scene("Home"))
        let accounts = navigator.push(scene("Accounts"))
        try navigator.pop()

        #expect(throws: NavigationError.entryNotFound(accounts)) { try navigator.pop(to: accounts) }
        #expect(throws: NavigationError.sceneNotFound("PlainScene")) { try navigator.pop(toLast: PlainScene.self) }
    }

    @Test func popToEntryOrSceneType_removesWhatIsAbove() throws {
        let home = navigator.push(scene("Home"))
        navigator.push(PlainScene("Middle"))
        navigator.push(scene("Top"))
        navigator.push(scene("Higher"))

        try navigator.pop(toLast: PlainScene.self)
        #expect(navigator.breadcrumb == ["Home", "Middle"])

        try navigator.pop(to: home)
        #expect(navigator.breadcrumb == ["Home"])
    }

    // MARK: - Identity and Depth

    @Test func entryIdentifiers_countUpAndAreNeverReused() throws {
        let first = navigator.push(scene("Home"))
        let second = navigator.push(scene("A"))
        try navigator.pop()
        let third = navigator.push(scene("B"))

        #expect([first, second, third].map(\.description) == ["#0", "#1", "#2"])
        #expect(navigator.entries.map(\.id) == [EntryID(0), EntryID(2)])
        #expect(navigator.entries.map(\.sceneName) == ["RecordingScene", "RecordingScene"])
    }

    @Test func tenThousandDeep_pushesLoadsTopAndPopsToRootReleasingEveryScene() async throws {
        // Given 10,000 scenes pushed, held only by the navigator
        weak var deepest: RecordingScene?
        for index in 0..<10_000 {
            let scene = scene("S\(index)")
            deepest = scene
            navigator.push(scene)
        }
        await navigator.completeTransitions()
        #expect(navigator.entries.count == 10_000)
        #expect(log.events == ["S9999.didLoad"])
        log.clear()

        // When the stack is popped to its root
        try navigator.popToRoot()
        await navigator.completeTransitions()

        // Then every scene above the root was told, top first, and released
        #expect(log.events.count == 10_000)
        #expect(log.events.first == "S9999.willBeRemoved")
        #expect(log.events.last == "S0.didLoad")
        #expect(deepest == nil)
        #expect(navigator.entries.count == 1)
    }

    @Test func poppedScene_isReleased() async throws {
        weak var popped: RecordingScene?
        navigator.push(scene("Home"))
        do {
            let accounts = scene("Accounts")
            popped = accounts
            navigator.push(accounts)
        }
        await navigator.completeTransitions()
        #expect(popped != nil)

        try navigator.pop()
        await navigator.completeTransitions()

        #expect(popped == nil)
    }

    // MARK: - Routing Helpers

    @Test func sceneRouting_goBackAndGoHome_useTheNavigator() throws {
        final class Router: SceneRouting {
            weak var navigator: (any Navigating)?
        }
        let router = Router()
        #expect(throws: NavigationError.detached) { try router.goBack() }
        router.navigator = navigator
        for title in ["Home", "A", "B"] {
            navigator.push(scene(title))
        }

        try router.goBack()
        #expect(navigator.breadcrumb == ["Home", "A"])
        try router.goHome()
        #expect(navigator.breadcrumb == ["Home"])
    }
}
