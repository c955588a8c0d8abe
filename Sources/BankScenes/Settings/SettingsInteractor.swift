import BankDomain
import Vipera
import ViperaSpyable

/// The business logic of the settings scene.
@Spyable
protocol SettingsBusinessLogic: BusinessLogic {
    func showSettings(_ request: Settings.ShowSettings.Request) async
    func changeSetting(_ request: Settings.ChangeSetting.Request) async
}

/// What the router may pass on from the settings scene.
@Spyable
protocol SettingsDataStore: DataStore {
    var settings: UserSettings { get }
}

/// Holds the settings and saves each change at once.
@MemberwiseInit
final class SettingsInteractor: SettingsBusinessLogic, SettingsDataStore {
    // MARK: - Properties

    private(set) var settings = UserSettings.defaults
    let presenter: any SettingsPresentationLogic
    private let worker: any SettingsWorkingLogic

    // MARK: - SettingsBusinessLogic

    func showSettings(_ request: Settings.ShowSettings.Request) async {
        await presenter.presentingErrors {
            settings = try await worker.fetchSettings()
            presenter.presentSettings(Settings.ShowSettings.Response(settings: settings))
        }
    }

    func changeSetting(_ request: Settings.ChangeSetting.Request) async {
        await presenter.presentingErrors {
            let changed = applying(request.change, to: try await worker.fetchSettings())
            try await worker.saveSettings(changed)
            settings = changed
            presenter.presentChange(Settings.ChangeSetting.Response(change: request.change))
            presenter.presentSettings(Settings.ShowSettings.Response(settings: changed))
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
