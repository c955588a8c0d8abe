import BankDomain
import Foundation
import Testing
import Vipera

@testable import BankScenes

final class SettingsWorkerMock: SettingsWorkingLogic, @unchecked Sendable {
    var settings: Result<UserSettings, any Error>?
    var saveError: (any Error)?
    private(set) var saved: [UserSettings] = []

    func fetchSettings() async throws -> UserSettings { try answer(settings, "fetchSettings") }

    func saveSettings(_ settings: UserSettings) async throws {
        if let saveError { throw saveError }
        saved.append(settings)
    }
}

@MainActor
final class SettingsPresenterSpy: SettingsPresentationLogic {
    enum Call: Equatable {
        case settings(UserSettings)
        case change(SettingChange)
        case error(ErrorViewModel)
    }

    private(set) var calls: [Call] = []

    func presentSettings(_ response: Settings.ShowSettings.Response) { calls.append(.settings(response.settings)) }
    func presentChange(_ response: Settings.ChangeSetting.Response) { calls.append(.change(response.change)) }
    func presentError(_ error: any Error) { calls.append(.error(ErrorViewModel(error))) }
}

@MainActor
final class SettingsDisplaySpy: SettingsDisplayLogic {
    private(set) var shown: [Settings.ShowSettings.ViewModel] = []
    private(set) var messages: [String] = []

    func displaySettings(_ viewModel: Settings.ShowSettings.ViewModel) { shown.append(viewModel) }
    func displayChange(_ viewModel: Settings.ChangeSetting.ViewModel) { messages.append(viewModel.message) }
    func displayError(_ viewModel: ErrorViewModel) { messages.append("error: " + viewModel.message) }
}

@MainActor
final class SettingsInteractorSpy: SettingsBusinessLogic {
    private(set) var calls: [String] = []

    func showSettings(_ request: Settings.ShowSettings.Request) async { calls.append("show") }
    func changeSetting(_ request: Settings.ChangeSetting.Request) async { calls.append("change \(request.change)") }
}

@MainActor
final class SettingsRouterDummy: SettingsRoutingLogic {}
