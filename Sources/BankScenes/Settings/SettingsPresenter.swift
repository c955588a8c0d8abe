import BankDomain
import Vipera
import ViperaSpyable

/// The presentation logic of the settings scene.
@Spyable
protocol SettingsPresentationLogic: PresentationLogic {
    func presentSettings(_ response: Settings.ShowSettings.Response)
    func presentChange(_ response: Settings.ChangeSetting.Response)
}

/// Turns settings into labelled values and changes into confirmations.
final class SettingsPresenter: SettingsPresentationLogic, ErrorPresenting {
    // MARK: - Properties

    weak var display: (any SettingsDisplayLogic)?
    var errorDisplay: (any ErrorDisplaying)? { display }

    // MARK: - SettingsPresentationLogic

    func presentSettings(_ response: Settings.ShowSettings.Response) {
        let settings = response.settings
        let labels = Strings.Settings.self
        display?.displaySettings(
            Settings.ShowSettings.ViewModel(
                fields: [
                    .init(label: labels.pageSizeLabel, value: String(settings.pageSize)),
                    .init(label: labels.showBalancesLabel, value: Strings.Common.onOff(settings.showsBalances)),
                    .init(label: labels.colourLabel, value: Strings.Common.onOff(settings.usesColour)),
                ],
                usesColour: settings.usesColour
            )
        )
    }

    func presentChange(_ response: Settings.ChangeSetting.Response) {
        let message: String =
            switch response.change {
            case .pageSize(let size): Strings.Settings.pageSizeChanged(size)
            case .showsBalances(let shows): Strings.Settings.balancesChanged(Strings.Common.onOff(shows))
            case .usesColour(let uses): Strings.Settings.colourChanged(Strings.Common.onOff(uses))
            }
        display?.displayChange(Settings.ChangeSetting.ViewModel(message: message))
    }
}
