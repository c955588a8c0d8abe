import BankDomain
import Vipera
import ViperaSpyable

/// The business logic of the settings scene.
@Spyable
protocol SettingsBusinessLogic: BusinessLogic {
    func showSettings() async
    func changeSetting(_ request: Settings.ChangeSetting.Request) async
    func verify() async
    func backUp(_ request: Settings.BackUp.Request) async
    func restore(_ request: Settings.Restore.Request) async
    func confirmRestore() async
    func cancelRestore() async
    func forget(_ request: Settings.Forget.Request) async
}

/// Holds the settings and saves each change at once; backs the bank up, restores it and checks it.
/// A restore replaces the whole bank, so it waits for `confirm` after showing the backup's check
/// and what it would replace, unless the user already said yes (`--yes`).
@MemberwiseInit
final class SettingsInteractor: SettingsBusinessLogic {
    // MARK: - Properties

    private(set) var settings = UserSettings.defaults
    /// The backup a restore waits for `confirm` to restore from.
    private(set) var pendingRestore: String?
    /// The bank the waiting restore was checked against; nil when it could not be read (a bank
    /// too damaged to, which is what a restore is for).
    private var reviewedBank: BankIdentity?
    let presenter: any SettingsPresentationLogic
    private let worker: any SettingsWorkingLogic

    // MARK: - SettingsBusinessLogic

    func showSettings() async {
        await presenter.presentingErrors {
            settings = try await worker.fetchSettings()
            presenter.presentSettings(Settings.ShowSettings.Response(settings: settings))
        }
    }

    /// A change the storage refuses while the bank stays readable (a full disk, say) still holds
    /// for the session: the store keeps it, and the user is told it was not saved.
    func changeSetting(_ request: Settings.ChangeSetting.Request) async {
        await presenter.presentingErrors {
            let changed = applying(request.change, to: try await worker.fetchSettings())
            var response = Settings.ChangeSetting.Response(change: request.change)
            do {
                try await worker.saveSettings(changed)
            } catch BankError.storage(let fault) where fault.leavesBankReadable {
                response.notSaved = fault
            }
            settings = changed
            presenter.presentChange(response)
            presenter.presentSettings(Settings.ShowSettings.Response(settings: changed))
        }
    }

    func verify() async {
        await presenter.presentingErrors {
            presenter.presentVerify(Settings.Verify.Response(report: try await worker.verifyBank()))
        }
    }

    func backUp(_ request: Settings.BackUp.Request) async {
        await presenter.presentingErrors {
            presenter.presentBackUp(
                Settings.BackUp.Response(
                    backup: try await worker.backUpBank(to: request.path, replacing: request.replacing)))
        }
    }

    func restore(_ request: Settings.Restore.Request) async {
        let cleared = pendingRestore
        pendingRestore = nil
        do {
            guard !request.isConfirmed else {
                presenter.presentRestore(
                    Settings.Restore.Response(outcome: try await worker.restoreBank(from: request.path)))
                return
            }
            let plan = try await worker.planRestore(from: request.path)
            guard plan.check.isSound else {
                presenter.presentRestore(
                    Settings.Restore.Response(outcome: .refused(check: plan.check), cleared: cleared))
                return
            }
            pendingRestore = request.path
            reviewedBank = try? await worker.fetchBankIdentity()
            presenter.presentRestoreReview(Settings.ReviewRestore.Response(plan: plan))
        } catch {
            presenter.presentRestoreRefusal(error, cleared: cleared)
        }
    }

    func confirmRestore() async {
        guard let path = pendingRestore else {
            presenter.presentError(SettingsError.nothingToConfirm)
            return
        }
        pendingRestore = nil
        // What the review showed it would replace is no longer there: another session restored.
        if let reviewed = reviewedBank, let now = try? await worker.fetchBankIdentity(), now != reviewed {
            presenter.presentError(SettingsError.bankReplacedSinceReview(path))
            return
        }
        await restore(Settings.Restore.Request(path: path, isConfirmed: true))
    }

    func cancelRestore() async {
        let dropped = pendingRestore
        pendingRestore = nil
        presenter.presentRestoreCancelled(Settings.FinishRestore.CancelResponse(dropped: dropped))
    }

    func forget(_ request: Settings.Forget.Request) async {
        let dropped = pendingRestore
        pendingRestore = nil
        presenter.presentForgotten(Settings.Forget.Response(dropped: dropped, refusal: request.refusal))
    }

    // MARK: - Private

    private func applying(_ change: SettingChange, to settings: UserSettings) -> UserSettings {
        switch change {
        case .pageSize(let size): settings.withPageSize(size)
        case .showsBalances(let shows): settings.withShowsBalances(shows)
        case .usesColour(let uses): settings.withUsesColour(uses)
        case .showsNotices(let shows): settings.withShowsNotices(shows)
        }
    }
}
