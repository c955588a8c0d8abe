import Vipera
import ViperaSpyable

/// Where the categories scene can go: nowhere of its own; `back` and `home` are global.
@Spyable
protocol CategoriesRoutingLogic: RoutingLogic {}

/// The categories scene's router: one without routes of its own.
typealias CategoriesRouter = SceneRouter

extension SceneRouter: CategoriesRoutingLogic {}
