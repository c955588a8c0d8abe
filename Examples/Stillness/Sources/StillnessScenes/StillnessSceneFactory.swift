public import StillnessCore
public import Vipera

/// Wires each scene's six parts by initializer and sets their weak links back; builds each
/// scene's destinations in one exhaustive `switch`, and gives every router a builder of its own
/// scene's destinations only.
@MainActor
public final class StillnessSceneFactory {
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
        let router = SittingRouter(scenes: SceneBuilder(make), navigator: navigator)
        let viewController = SittingViewController(console: console, interactor: interactor, router: router)
        presenter.display = viewController
        return viewController
    }

    // MARK: - Destinations

    /// The scene each of the timer's destinations opens.
    func make(_ destination: SittingDestination) -> any Scene {
        switch destination {
        case .sessions: sessions()
        }
    }

    // MARK: - Private

    /// The log of finished sittings.
    private func sessions() -> any Scene {
        let presenter = SessionsPresenter()
        let interactor = SessionsInteractor(presenter: presenter, worker: SessionsWorker(store: store))
        let router = SessionsRouter(navigator: navigator)
        let viewController = SessionsViewController(console: console, interactor: interactor, router: router)
        presenter.display = viewController
        return viewController
    }
}
