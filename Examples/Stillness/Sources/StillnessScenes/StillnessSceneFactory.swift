public import StillnessCore
public import Vipera
import ViperaSpyable

/// Builds the scenes the app's routers move to.
@Spyable
@MainActor
protocol StillnessSceneFactoring: AnyObject {
    func makeSessions() -> any Scene
}

/// Wires each scene's six parts by initializer and sets their weak links back.
@MainActor
public final class StillnessSceneFactory: StillnessSceneFactoring {
    // MARK: - Properties

    private let store: any SessionStore
    private let settings: MeditationSettings
    private let console: any Console
    private weak var navigator: (any Navigating)?

    // MARK: - Initialization

    /// A factory whose scenes log to `store`, time sittings with `settings`, write to `console`
    /// and move on `navigator`.
    public init(store: any SessionStore, settings: MeditationSettings, console: any Console, navigator: any Navigating)
    {
        self.store = store
        self.settings = settings
        self.console = console
        self.navigator = navigator
    }

    // MARK: - Scenes

    /// The timer: the app's root scene.
    public func makeSitting() -> SittingViewController {
        let presenter = SittingPresenter()
        let interactor = SittingInteractor(
            settings: settings, presenter: presenter, worker: SittingWorker(store: store))
        let router = SittingRouter(factory: self, navigator: navigator)
        let viewController = SittingViewController(console: console, interactor: interactor, router: router)
        presenter.display = viewController
        return viewController
    }

    // MARK: - StillnessSceneFactoring

    /// The log of finished sittings.
    func makeSessions() -> any Scene {
        let presenter = SessionsPresenter()
        let interactor = SessionsInteractor(presenter: presenter, worker: SessionsWorker(store: store))
        let router = SessionsRouter(navigator: navigator)
        let viewController = SessionsViewController(console: console, interactor: interactor, router: router)
        presenter.display = viewController
        return viewController
    }
}
