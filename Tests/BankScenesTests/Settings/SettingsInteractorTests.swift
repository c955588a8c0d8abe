import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Settings interactor")
struct SettingsInteractorTests {
    @Test func interactor_savesEachChangeThenShowsTheSettings() async {
        let presenter = SettingsPresentationLogicSpy()
        let worker = SettingsWorkingLogicSpy()
        worker.fetchSettingsResult = .success(.defaults)
        let sut = SettingsInteractor(presenter: presenter, worker: worker)

        await sut.showSettings()
        await sut.changeSetting(.init(change: .pageSize(10)))

        let expected = UserSettings.defaults.withPageSize(10)
        #expect(worker.saveSettingsArguments == [expected])
        #expect(sut.settings == expected)
        #expect(
            presenter.calls == [
                .presentSettings(.init(settings: .defaults)), .presentChange(.init(change: .pageSize(10))),
                .presentSettings(.init(settings: expected)),
            ])
    }

    @Test func interactor_turningNoticesOff_savesThatAndKeepsTheOtherSettings() async {
        let presenter = SettingsPresentationLogicSpy()
        let worker = SettingsWorkingLogicSpy()
        worker.fetchSettingsResult = .success(UserSettings.defaults.withPageSize(7))
        let sut = SettingsInteractor(presenter: presenter, worker: worker)

        await sut.showSettings()
        await sut.changeSetting(.init(change: .showsNotices(false)))

        let expected = UserSettings(pageSize: 7, showsBalances: true, usesColour: true, showsNotices: false)
        #expect(worker.saveSettingsArguments == [expected])
        #expect(sut.settings == expected)
    }

    @Test func interactor_whenSavingFails_presentsErrorAndKeepsTheOldSettings() async {
        let presenter = SettingsPresentationLogicSpy()
        let worker = SettingsWorkingLogicSpy()
        worker.fetchSettingsResult = .success(.defaults)
        worker.saveSettingsError = storeFailure
        let sut = SettingsInteractor(presenter: presenter, worker: worker)

        await sut.changeSetting(.init(change: .usesColour(false)))

        #expect(sut.settings == .defaults)
        #expect(presenter.calls == [.presentError(ErrorViewModel(storeFailure))])
    }
}
