import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Settings interactor: backups, restores, checks and unsaved changes")
struct SettingsMaintenanceInteractorTests {
    private let presenter = SettingsPresentationLogicSpy()
    private let worker = SettingsWorkingLogicSpy()

    private func makeInteractor() -> SettingsInteractor {
        SettingsInteractor(presenter: presenter, worker: worker)
    }

    @Test func aChangeTheDiskRefuses_holdsForTheSession_andSaysItWasNotSaved() async {
        // Given a store that cannot save because the disk is full
        let full = StorageFault(.diskFull, during: .saving, file: "/home/alex/bank.sqlite")
        worker.fetchSettingsResult = .success(.defaults)
        worker.saveSettingsError = BankError.storage(full)
        let sut = makeInteractor()

        // When
        await sut.changeSetting(.init(change: .pageSize(5)))

        // Then the session has the change, and the user hears it was not saved
        let changed = UserSettings.defaults.withPageSize(5)
        #expect(sut.settings == changed)
        #expect(
            presenter.calls == [
                .presentChange(.init(change: .pageSize(5), notSaved: full)), .presentSettings(.init(settings: changed)),
            ])
    }

    @Test func aChangeADamagedBankRefuses_isAnError_andTheSettingsStay() async {
        let damaged = BankError.storage(StorageFault(.damaged, during: .saving))
        worker.fetchSettingsResult = .success(.defaults)
        worker.saveSettingsError = damaged
        let sut = makeInteractor()

        await sut.changeSetting(.init(change: .usesColour(false)))

        #expect(sut.settings == .defaults)
        #expect(presenter.calls == [.presentError(ErrorViewModel(damaged))])
    }

    @Test func verify_presentsTheReport() async {
        worker.verifyBankResult = .success(Checks.sound)

        await makeInteractor().verify(.init())

        #expect(presenter.calls == [.presentVerify(.init(report: Checks.sound))])
    }

    @Test func backUp_writesToThePathTyped_andPresentsTheBackup() async {
        let backup = BankBackup(file: "b.sqlite", bytes: 606_208, check: Checks.sound)
        worker.backUpBankResult = .success(backup)

        await makeInteractor().backUp(.init(path: "b.sqlite"))

        #expect(worker.backUpBankArguments == ["b.sqlite"])
        #expect(presenter.calls == [.presentBackUp(.init(backup: backup))])
    }

    @Test func restore_presentsWhatBecameOfIt_restoredOrRefused() async {
        worker.restoreBankResult = .success(.refused(check: Checks.faulty))

        await makeInteractor().restore(.init(path: "old.sqlite"))

        #expect(worker.restoreBankArguments == ["old.sqlite"])
        #expect(presenter.calls == [.presentRestore(.init(outcome: .refused(check: Checks.faulty)))])
    }

    @Test func aMaintenanceFault_isPresentedAsAnError() async {
        let full = BankError.storage(StorageFault(.diskFull, during: .backingUp, file: "b.sqlite"))
        worker.backUpBankResult = .failure(full)

        await makeInteractor().backUp(.init(path: "b.sqlite"))

        #expect(presenter.calls == [.presentError(ErrorViewModel(full))])
    }
}
