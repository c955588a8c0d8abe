import Vipera
import ViperaSpyable

/// Where the transaction detail scene can go: nowhere of its own; `back` and `home` are global.
@Spyable
protocol TransactionDetailRoutingLogic: RoutingLogic {}

/// The transaction detail scene's router: one without routes of its own.
typealias TransactionDetailRouter = SceneRouter

extension SceneRouter: TransactionDetailRoutingLogic {}
