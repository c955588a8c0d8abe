import Vipera
import ViperaSpyable

/// Where the transaction detail scene can go: back to the list once its row is deleted; `back`
/// and `home` are global.
@Spyable
protocol TransactionDetailRoutingLogic: RoutingLogic {
    func routeBackToList() throws(NavigationError)
}

/// The transaction detail scene's router.
@MemberwiseInit
final class TransactionDetailRouter: TransactionDetailRoutingLogic, SceneRouting {
    // MARK: - Properties

    weak var navigator: (any Navigating)?

    // MARK: - TransactionDetailRoutingLogic

    /// Leaves a row that is no longer in the ledger for the list it was opened from.
    func routeBackToList() throws(NavigationError) {
        try goBack()
    }
}
