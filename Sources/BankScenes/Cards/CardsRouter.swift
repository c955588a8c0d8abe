import Vipera
import ViperaSpyable

/// Where the cards scene can go: nowhere of its own; `back` and `home` are global.
@Spyable
protocol CardsRoutingLogic: RoutingLogic {}

/// The cards scene's router: one without routes of its own.
typealias CardsRouter = SceneRouter

extension SceneRouter: CardsRoutingLogic {}
