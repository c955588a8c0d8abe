import BankDomain
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

@MainActor
@Suite("Settings layers")
struct SettingsTests {
    @Test func interactor_savesEachChangeThenShowsTheSettings() async {
        let presenter = SettingsPresenterSpy()
        let worker = SettingsWorkerMock()
        worker.settings = .success(.defaults)
        let sut = SettingsInteractor(presenter: presenter, worker: worker)

        await sut.showSettings(.init())
        await sut.changeSetting(.init(change: .pageSize(10)))

        let expected = UserSettings.defaults.withPageSize(10)
        #expect(worker.saved == [expected])
        #expect(sut.settings == expected)
        #expect(presenter.calls == [.settings(.defaults), .change(.pageSize(10)), .settings(expected)])
    }

    @Test func interactor_whenSavingFails_presentsErrorAndKeepsTheOldSettings() async {
        let presenter = SettingsPresenterSpy()
        let worker = SettingsWorkerMock()
        worker.settings = .success(.defaults)
        worker.saveError = storeFailure
        let sut = SettingsInteractor(presenter: presenter, worker: worker)

        await sut.changeSetting(.init(change: .usesColour(false)))

        #expect(sut.settings == .defaults)
        #expect(presenter.calls == [.error(ErrorViewModel(storeFailure))])
    }

    @Test func presenter_labelsTheSettingsAndConfirmsChanges() {
        let display = SettingsDisplaySpy()
        let sut = SettingsPresenter()
        sut.display = display

        sut.presentSettings(.init(settings: UserSettings(pageSize: 10, showsBalances: false, usesColour: true)))
        sut.presentChange(.init(change: .pageSize(10)))
        sut.presentChange(.init(change: .showsBalances(false)))
        sut.presentChange(.init(change: .usesColour(true)))

        #expect(
            display.shown == [
                .init(
                    fields: [
                        .init(label: "Page size", value: "10"), .init(label: "Show balances", value: "off"),
                        .init(label: "Colour", value: "on"),
                    ],
                    usesColour: true
                )
            ])
        #expect(
            display.messages == [
                "Transaction pages now show 10 rows.", "Show balances is now off.", "Colour is now on.",
            ])
    }

    @Test func viewController_parsesSetAndAppliesTheColourSetting() async throws {
        let console = CapturingConsole(width: 60, colorEnabled: true)
        let interactor = SettingsInteractorSpy()
        let sut = SettingsViewController(console: console, interactor: interactor, router: SettingsRouterDummy())
        let table = sut.commands

        await sut.sceneDidLoad()
        await sut.handle(try table.command(for: "set page-size 50"))
        await sut.handle(try table.command(for: "set show off"))
        await sut.handle(try table.command(for: "set color ON"))
        sut.displaySettings(.init(fields: [.init(label: "Colour", value: "off")], usesColour: false))

        #expect(table.declarationProblems().isEmpty)
        #expect(
            interactor.calls == [
                "show", "change pageSize(50)", "change showsBalances(false)", "change usesColour(true)",
            ])
        #expect(console.output == lines("Settings", "", "Colour: off"))
        #expect(!console.colorEnabled)
    }

    @Test(arguments: [
        ("set page-size 4", "page-size must be a whole number from 5 to 100, not '4'"),
        ("set page-size many", "page-size must be a whole number from 5 to 100, not 'many'"),
        ("set colour maybe", "colour must be on or off, not 'maybe'"),
        ("set volume 3", "KEY must be one of page-size, show-balances, colour, color, not 'volume'"),
    ])
    func viewController_badSettings_areExplained(line: String, message: String) {
        #expect {
            try SettingsViewController.commandTable.command(for: line)
        } throws: { error in
            (error as? CommandLineError)?.message == message
        }
    }

    @Test func router_andWorker() async throws {
        let navigator = NavigatorSpy()
        try SettingsRouter(navigator: navigator).goBack()
        let bank = try InMemoryBank()
        let worker = SettingsWorker(settings: bank.stores.settings)

        try await worker.saveSettings(UserSettings.defaults.withPageSize(7))

        #expect(navigator.calls == [.pop])
        #expect(try await worker.fetchSettings().pageSize == 7)
    }
}
