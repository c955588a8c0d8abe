import Testing

@testable import Vipera

/// Where a test scene can go, conformed by hand as `@Destinations` would write it.
private enum LedgerDestination: SceneDestination, Equatable {
    case entry(number: Int)
    case summary

    static let routes = [
        SceneRoute(name: "entry", sceneName: "Entry", input: "number: Int"),
        SceneRoute(name: "summary", sceneName: "Summary"),
    ]

    var route: SceneRoute {
        switch self {
        case .entry: Self.routes[0]
        case .summary: Self.routes[1]
        }
    }
}

/// A router that opens the ledger's destinations.
@MainActor
private final class LedgerRouter: DestinationRouting {
    let scenes: any SceneBuilding<LedgerDestination>
    weak var navigator: (any Navigating)?

    init(scenes: any SceneBuilding<LedgerDestination>, navigator: (any Navigating)?) {
        self.scenes = scenes
        self.navigator = navigator
    }
}

@MainActor
@Suite("Destination routing")
struct DestinationRoutingTests {
    private let log = EventLog()
    private let navigator = Navigator()

    @Test func navigate_pushesTheSceneItsBuilderMakesForTheDestination() async {
        // Given a router whose builder makes a scene titled by what it was asked
        var asked: [LedgerDestination] = []
        let builder = SceneBuilder<LedgerDestination> { destination in
            asked.append(destination)
            return RecordingScene(destination.route.sceneName, log: self.log)
        }
        navigator.push(RecordingScene("Ledger", log: log))
        let sut = LedgerRouter(scenes: builder, navigator: navigator)

        // When it navigates twice
        sut.navigate(to: .entry(number: 7))
        sut.navigate(to: .summary)
        await navigator.completeTransitions()

        // Then each destination was built once, with its input, and is on the stack in order
        #expect(asked == [.entry(number: 7), .summary])
        #expect(navigator.breadcrumb == ["Ledger", "Entry", "Summary"])
        #expect(log.events == ["Summary.didLoad"])
    }

    @Test func navigate_whenTheSceneHasLeftTheNavigator_buildsNothing() {
        // Given a router whose navigator is gone
        var built = 0
        let builder = SceneBuilder<LedgerDestination> { destination in
            built += 1
            return RecordingScene(destination.route.sceneName, log: self.log)
        }
        let sut = LedgerRouter(scenes: builder, navigator: nil)

        // When it navigates
        sut.navigate(to: .summary)

        // Then no scene was made
        #expect(built == 0)
    }

    @Test func route_namesTheCaseOfAValue_withoutItsInput() {
        #expect(LedgerDestination.entry(number: 3).route == LedgerDestination.routes[0])
        #expect(LedgerDestination.routes.map(\.sceneName) == ["Entry", "Summary"])
    }
}
