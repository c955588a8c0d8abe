import Vipera
import ViperaSpyable

/// Where the cards scene can go: nowhere of its own; `back` and `home` are global.
@Spyable
@MainActor
protocol CardsRoutingLogic: AnyObject {}

/// The router of a scene without routes of its own.
@MainActor
final class CardsRouter: CardsRoutingLogic, SceneRouting {
    // MARK: - Properties

    weak var navigator: (any Navigating)?

    // MARK: - Initialization

    init(navigator: (any Navigating)?) {
        self.navigator = navigator
    }
}
