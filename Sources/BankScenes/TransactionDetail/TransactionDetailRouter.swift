import Vipera
import ViperaSpyable

/// Where the transaction detail scene can go: nowhere of its own; `back` and `home` are global.
@Spyable
@MainActor
protocol TransactionDetailRoutingLogic: AnyObject {}

/// The router of a scene without routes of its own.
@MainActor
final class TransactionDetailRouter: TransactionDetailRoutingLogic, SceneRouting {
    // MARK: - Properties

    weak var navigator: (any Navigating)?

    // MARK: - Initialization

    init(navigator: (any Navigating)?) {
        self.navigator = navigator
    }
}
