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

        await makeInteractor().verify()

        #expect(presenter.calls == [.presentVerify(.init(report: Checks.sound))])
    }

    @Test func backUp_writesToThePathTyped_andPresentsTheBackup() async {
        let backup = BankBackup(file: "b.sqlite", bytes: 606_208, check: Checks.sound)
        worker.backUpBankResult = .success(backup)

        await makeInteractor().backUp(.init(path: "b.sqlite"))

        #expect(worker.backUpBankArguments.map(\.path) == ["b.sqlite"])
        #expect(worker.backUpBankArguments.map(\.replacing) == [false])
        #expect(presenter.calls == [.presentBackUp(.init(backup: backup))])
    }

    @Test func backUpWithReplace_asksTheWorkerToReplaceTheFile() async {
        worker.backUpBankResult = .success(BankBackup(file: "b.sqlite", bytes: 1, check: Checks.sound))

        await makeInteractor().backUp(.init(path: "b.sqlite", replacing: true))

        #expect(worker.backUpBankArguments.map(\.replacing) == [true])
    }

    @Test func restoreWithYes_presentsWhatBecameOfIt_restoredOrRefused() async {
        worker.restoreBankResult = .success(.refused(check: Checks.faulty))

        await makeInteractor().restore(.init(path: "old.sqlite", isConfirmed: true))

        #expect(worker.restoreBankArguments == ["old.sqlite"])
        #expect(presenter.calls == [.presentRestore(.init(outcome: .refused(check: Checks.faulty)))])
    }

    @Test func restore_checksTheBackupAndWaitsForConfirm_thenRestoresThatBackup() async {
        // Given
        let plan = RestorePlan(
            file: "monday.sqlite", check: Checks.sound, replaces: "/home/alex/bank.sqlite",
            current: .init(accounts: 5, transactions: 2_612))
        worker.planRestoreResult = .success(plan)
        worker.restoreBankResult = .success(.restored(file: "monday.sqlite", keptAt: "kept", check: Checks.sound))
        let sut = makeInteractor()

        // When
        await sut.restore(.init(path: "monday.sqlite", isConfirmed: false))

        // Then nothing is restored until confirm
        #expect(worker.restoreBankArguments.isEmpty)
        #expect(sut.pendingRestore == "monday.sqlite")
        #expect(presenter.calls == [.presentRestoreReview(.init(plan: plan))])

        // When
        await sut.confirmRestore()

        // Then
        #expect(worker.restoreBankArguments == ["monday.sqlite"])
        #expect(sut.pendingRestore == nil)
    }

    @Test func confirmAfterAnotherSessionRestoredTheBank_restoresNothing_andAsksToLookAgain() async {
        // Given a restore checked against one bank
        worker.planRestoreResult = .success(
            RestorePlan(file: "monday.sqlite", check: Checks.sound, replaces: nil, current: nil))
        worker.fetchBankIdentityResult = .success(BankIdentity(id: "bank", generation: "first"))
        let sut = makeInteractor()
        await sut.restore(.init(path: "monday.sqlite", isConfirmed: false))

        // When another session restores it before `confirm`
        worker.fetchBankIdentityResult = .success(BankIdentity(id: "bank", generation: "restored elsewhere"))
        await sut.confirmRestore()

        // Then nothing is restored, and nothing waits any more
        #expect(worker.restoreBankArguments.isEmpty && sut.pendingRestore == nil)
        #expect(
            presenter.calls.last
                == .presentError(ErrorViewModel(SettingsError.bankReplacedSinceReview("monday.sqlite"))))
    }

    @Test func aBackupThatFailsItsCheck_isRefused_andNothingWaitsForConfirm() async {
        worker.planRestoreResult = .success(
            RestorePlan(file: "old.sqlite", check: Checks.faulty, replaces: nil, current: nil))
        let sut = makeInteractor()

        await sut.restore(.init(path: "old.sqlite", isConfirmed: false))
        await sut.confirmRestore()

        #expect(sut.pendingRestore == nil)
        #expect(worker.restoreBankArguments.isEmpty)
        #expect(presenter.calls.first == .presentRestore(.init(outcome: .refused(check: Checks.faulty))))
        #expect(presenter.calls.last == .presentError(ErrorViewModel(SettingsError.nothingToConfirm)))
    }

    @Test func aRefusedRestore_dropsTheOneWaiting_neverRestoringAnOlderFile() async {
        // Given a restore waiting for confirm
        worker.planRestoreResult = .success(
            RestorePlan(file: "monday.sqlite", check: Checks.sound, replaces: nil, current: nil))
        let sut = makeInteractor()
        await sut.restore(.init(path: "monday.sqlite", isConfirmed: false))

        // When another restore is refused, then confirmed
        let missing = BankError.storage(StorageFault(.noFile, during: .restoring, file: "tuesday.sqlite"))
        worker.planRestoreResult = .failure(missing)
        await sut.restore(.init(path: "tuesday.sqlite", isConfirmed: false))
        await sut.confirmRestore()

        // Then neither is restored, and the refusal says what it dropped
        #expect(worker.restoreBankArguments.isEmpty)
        #expect(presenter.presentRestoreRefusalArguments.map(\.cleared) == ["monday.sqlite"])
    }

    @Test func cancelAndForget_dropTheRestoreWaiting() async {
        worker.planRestoreResult = .success(
            RestorePlan(file: "monday.sqlite", check: Checks.sound, replaces: nil, current: nil))
        let sut = makeInteractor()
        await sut.restore(.init(path: "monday.sqlite", isConfirmed: false))

        await sut.cancelRestore()
        let refusal = ErrorViewModel(message: "FILE is not a file")
        await sut.forget(.init(refusal: refusal))

        #expect(sut.pendingRestore == nil)
        #expect(presenter.presentRestoreCancelledArguments == [.init(dropped: "monday.sqlite")])
        #expect(presenter.presentForgottenArguments == [.init(dropped: nil, refusal: refusal)])
    }

    @Test func aMaintenanceFault_isPresentedAsAnError() async {
        let full = BankError.storage(StorageFault(.diskFull, during: .backingUp, file: "b.sqlite"))
        worker.backUpBankResult = .failure(full)

        await makeInteractor().backUp(.init(path: "b.sqlite"))

        #expect(presenter.calls == [.presentError(ErrorViewModel(full))])
    }
}
