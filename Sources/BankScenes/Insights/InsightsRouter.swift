import Vipera
import ViperaSpyable

/// Where the insights scene can go: nowhere of its own; `back` and `home` are global.
@Spyable
protocol InsightsRoutingLogic: RoutingLogic {}

/// The insights scene's router: one without routes of its own.
typealias InsightsRouter = SceneRouter

extension SceneRouter: InsightsRoutingLogic {}
