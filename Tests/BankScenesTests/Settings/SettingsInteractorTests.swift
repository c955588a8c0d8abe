import BankDomain
import Foundation
import Testing
import Vipera

@testable import BankScenes

@MainActor
@Suite("Settings interactor")
struct SettingsInteractorTests {
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
}
