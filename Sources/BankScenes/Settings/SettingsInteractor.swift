import BankDomain
import ViperaSpyable

/// The business logic of the settings scene.
@Spyable
@MainActor
protocol SettingsBusinessLogic: AnyObject {
    func showSettings(_ request: Settings.ShowSettings.Request) async
    func changeSetting(_ request: Settings.ChangeSetting.Request) async
}

/// What the router may pass on from the settings scene.
@Spyable
@MainActor
protocol SettingsDataStore: AnyObject {
    var settings: UserSettings { get }
}

/// Holds the settings and saves each change at once.
@MainActor
final class SettingsInteractor: SettingsBusinessLogic, SettingsDataStore {
    // MARK: - Properties

    private(set) var settings = UserSettings.defaults
    let presenter: any SettingsPresentationLogic
    private let worker: any SettingsWorkingLogic

    // MARK: - Initialization

    init(presenter: any SettingsPresentationLogic, worker: any SettingsWorkingLogic) {
        self.presenter = presenter
        self.worker = worker
    }

    // MARK: - SettingsBusinessLogic

    func showSettings(_ request: Settings.ShowSettings.Request) async {
        do {
            settings = try await worker.fetchSettings()
            presenter.presentSettings(Settings.ShowSettings.Response(settings: settings))
        } catch {
            presenter.presentError(error)
        }
    }

    func changeSetting(_ request: Settings.ChangeSetting.Request) async {
        do {
            let changed = applying(request.change, to: try await worker.fetchSettings())
            try await worker.saveSettings(changed)
            settings = changed
            presenter.presentChange(Settings.ChangeSetting.Response(change: request.change))
            presenter.presentSettings(Settings.ShowSettings.Response(settings: changed))
        } catch {
            presenter.presentError(error)
        }
    }

    // MARK: - Private

    private func applying(_ change: SettingChange, to settings: UserSettings) -> UserSettings {
        switch change {
        case .pageSize(let size): settings.withPageSize(size)
        case .showsBalances(let shows): settings.withShowsBalances(shows)
        case .usesColour(let uses): settings.withUsesColour(uses)
        }
    }
}
