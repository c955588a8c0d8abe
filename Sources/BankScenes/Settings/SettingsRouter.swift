import Vipera
import ViperaSpyable

/// Where the settings scene can go: nowhere of its own; `back` and `home` are global.
@Spyable
protocol SettingsRoutingLogic: RoutingLogic {}

/// The settings scene's router: one without routes of its own.
typealias SettingsRouter = SceneRouter

extension SceneRouter: SettingsRoutingLogic {}
