import BankDomain
import Vipera
import ViperaSpyable

/// The presentation logic of the settings scene.
@Spyable
protocol SettingsPresentationLogic: PresentationLogic {
    func presentSettings(_ response: Settings.ShowSettings.Response)
    func presentChange(_ response: Settings.ChangeSetting.Response)
    func presentVerify(_ response: Settings.Verify.Response)
    func presentBackUp(_ response: Settings.BackUp.Response)
    func presentRestore(_ response: Settings.Restore.Response)
    func presentRestoreReview(_ response: Settings.ReviewRestore.Response)
    func presentRestoreRefusal(_ error: any Error, cleared: String?)
    func presentRestoreCancelled(_ response: Settings.FinishRestore.CancelResponse)
    func presentForgotten(_ response: Settings.Forget.Response)
}

/// Turns settings into labelled values, changes into confirmations, and bank checks into lines
/// of findings; a check that finds something wrong is also an error, so a script that runs it
/// fails.
final class SettingsPresenter: SettingsPresentationLogic, ErrorPresenting {
    // MARK: - Properties

    weak var display: (any SettingsDisplayLogic)?
    var errorDisplay: (any ErrorDisplaying)? { display }
    private let formatting: BankFormatting
    private let surface: Settings.Surface

    // MARK: - Initialization

    init(formatting: BankFormatting, surface: Settings.Surface = .session) {
        self.formatting = formatting
        self.surface = surface
    }

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
                    .init(label: labels.noticesLabel, value: Strings.Common.onOff(settings.showsNotices)),
                ],
                usesColour: settings.usesColour
            )
        )
    }

    func presentChange(_ response: Settings.ChangeSetting.Response) {
        let change: String =
            switch response.change {
            case .pageSize(let size): Strings.Settings.pageSizeChanged(size)
            case .showsBalances(let shows): Strings.Settings.balancesChanged(Strings.Common.onOff(shows))
            case .usesColour(let uses): Strings.Settings.colourChanged(Strings.Common.onOff(uses))
            case .showsNotices(let shows): Strings.Settings.noticesChanged(Strings.Common.onOff(shows))
            }
        guard let fault = response.notSaved else {
            display?.displayChange(Settings.ChangeSetting.ViewModel(message: change))
            return
        }
        display?.displayChange(
            Settings.ChangeSetting.ViewModel(message: Strings.Settings.notSaved(change, fault), isSaved: false))
    }

    func presentVerify(_ response: Settings.Verify.Response) {
        let report = response.report
        let check = checkViewModel(report)
        display?.displayVerify(
            Settings.Verify.ViewModel(
                title: Strings.Settings.checkTitle(report.file), check: check,
                verdict: report.isSound ? Strings.Settings.sound(onServer: report.condition == .keptByServer) : nil))
        if !report.isSound {
            let hint =
                report.condition == .keptByServer
                ? Strings.Settings.restoreFromDumpHint : Strings.Settings.restoreHint(surface)
            display?.displayError(
                ErrorViewModel(message: Strings.Settings.bankProblems(report.problemCount), hint: hint))
        }
    }

    func presentBackUp(_ response: Settings.BackUp.Response) {
        let backup = response.backup
        let check = checkViewModel(backup.check)
        let message = Strings.Settings.backedUp(
            backup.file, size: formatting.fileSize(backup.bytes), contents: contents(of: backup.check))
        display?.displayBackUp(
            Settings.BackUp.ViewModel(message: message, file: backup.file, bytes: backup.bytes, check: check))
        if !backup.check.isSound {
            display?.displayError(
                ErrorViewModel(
                    message: Strings.Settings.copyProblems(backup.check.problemCount),
                    hint: Strings.Settings.copyProblemsHint(surface)))
        }
    }

    func presentRestore(_ response: Settings.Restore.Response) {
        switch response.outcome {
        case .restored(let file, let kept, let report):
            display?.displayRestore(
                Settings.Restore.ViewModel(
                    title: Strings.Settings.checkTitle(file), check: checkViewModel(report),
                    kept: kept.map(Strings.Settings.kept), message: Strings.Settings.restored(file, surface)))
        case .refused(let report):
            display?.displayRestore(
                Settings.Restore.ViewModel(
                    title: Strings.Settings.checkTitle(report.file), check: checkViewModel(report), kept: nil,
                    message: Strings.Settings.notRestored))
            display?.displayError(
                ErrorViewModel(
                    message: Strings.Settings.refused(report.file ?? "", report.problemCount),
                    hint: Strings.Settings.refusedHint
                ).addingNote(response.cleared.map(Strings.Settings.restoreCleared)))
        }
    }

    func presentRestoreReview(_ response: Settings.ReviewRestore.Response) {
        let plan = response.plan
        let current = plan.current.map { Strings.Settings.contents($0.accounts, formatting.count($0.transactions)) }
        display?.displayRestoreReview(
            Settings.ReviewRestore.ViewModel(
                title: Strings.Settings.checkTitle(plan.file), check: checkViewModel(plan.check),
                replaces: plan.replaces,
                message: Strings.Settings.restoreWaits(plan.file, replacing: plan.replaces, holding: current)))
    }

    /// The refusal of a restore, saying which restore waiting for `confirm` it cleared.
    func presentRestoreRefusal(_ error: any Error, cleared: String?) {
        display?.displayError(ErrorViewModel(error).addingNote(cleared.map(Strings.Settings.restoreCleared)))
    }

    func presentRestoreCancelled(_ response: Settings.FinishRestore.CancelResponse) {
        display?.displayRestoreCancelled(
            Settings.FinishRestore.ViewModel(
                message: response.dropped.map(Strings.Settings.restoreCancelled) ?? Strings.Settings.nothingToCancel))
    }

    func presentForgotten(_ response: Settings.Forget.Response) {
        display?.displayError(response.refusal.addingNote(response.dropped.map(Strings.Settings.restoreCleared)))
    }

    // MARK: - Private

    private func checkViewModel(_ report: BankCheckReport) -> Settings.CheckViewModel {
        let labels = Strings.Settings.self
        var lines = [condition(report.condition), version(report.version)]
        lines += money(report.money)
        lines += outOfBounds(report)
        if let agree = report.talliesAgree {
            lines.append(.init(label: labels.talliesLabel, value: labels.tallies(agree), isProblem: !agree))
        }
        if let unbalanced = report.unbalancedTransfers {
            lines.append(
                .init(
                    label: labels.transfersLabel,
                    value: labels.transfers(unbalanced: unbalanced, formatting.count(unbalanced)),
                    isProblem: unbalanced > 0))
        }
        return Settings.CheckViewModel(file: report.file, lines: lines, problemCount: report.problemCount)
    }

    private func condition(_ condition: BankCheckReport.Condition) -> Settings.CheckViewModel.Line {
        switch condition {
        case .intact: .init(label: Strings.Settings.fileLabel, value: Strings.Settings.intact, isProblem: false)
        case .keptByServer:
            .init(label: Strings.Settings.storageLabel, value: Strings.Settings.keptByServer, isProblem: false)
        case .damaged(let problems):
            .init(label: Strings.Settings.fileLabel, value: Strings.Settings.damaged(problems), isProblem: true)
        }
    }

    private func version(_ version: BankCheckReport.Version) -> Settings.CheckViewModel.Line {
        let label = Strings.Settings.versionLabel
        return switch version {
        case .current(let number): .init(label: label, value: Strings.Settings.currentVersion(number), isProblem: false)
        case .older(let number, let current):
            .init(label: label, value: Strings.Settings.olderVersion(number, current), isProblem: false)
        case .newer(let known): .init(label: label, value: Strings.Settings.newerVersion(known), isProblem: true)
        case .unreadable: .init(label: label, value: Strings.Settings.versionUnreadable, isProblem: false)
        }
    }

    private func money(_ money: BankCheckReport.Money) -> [Settings.CheckViewModel.Line] {
        let label = Strings.Settings.moneyLabel
        switch money {
        case .checked(let accounts, let transactions):
            let wrong =
                accounts.filter { !$0.agrees }.map(mismatch) + accounts.filter { !$0.isWithinBounds }.map(beyond)
            guard !wrong.isEmpty else {
                let value = Strings.Settings.balancesAgree(accounts.count, formatting.count(transactions))
                return [.init(label: label, value: value, isProblem: false)]
            }
            return wrong.enumerated().map { index, text in
                .init(label: index == 0 ? label : "", value: text, isProblem: true)
            }
        case .notRecorded: return [.init(label: label, value: Strings.Settings.notRecorded, isProblem: false)]
        case .unreadable: return [.init(label: label, value: Strings.Settings.unreadable, isProblem: true)]
        case .skipped: return [.init(label: label, value: Strings.Settings.skipped, isProblem: false)]
        }
    }

    private func mismatch(_ account: BankCheckReport.AccountBalance) -> String {
        let name = formatting.maskedAccountNumber(account.number)
        let balance = formatting.money.string(minorUnits: account.balanceMinor, currency: account.currency)
        guard let ledger = account.ledgerMinor else {
            return Strings.Settings.ledgerTooLarge(account.name, name, balance: balance)
        }
        return Strings.Settings.mismatch(
            account.name, name, balance: balance,
            ledger: formatting.money.string(minorUnits: ledger, currency: account.currency))
    }

    private func beyond(_ account: BankCheckReport.AccountBalance) -> String {
        Strings.Settings.beyondBound(
            account.name, formatting.maskedAccountNumber(account.number),
            balance: formatting.money.string(minorUnits: account.balanceMinor, currency: account.currency),
            bound: formatting.money.string(MoneyBounds.maximum(in: account.currency), currency: account.currency))
    }

    /// The ledger rows beyond the bound, named by their ids, which `open #ID` takes.
    private func outOfBounds(_ report: BankCheckReport) -> [Settings.CheckViewModel.Line] {
        guard report.outOfBoundsCount > 0 else { return [] }
        let labels = Strings.Settings.self
        let bound = formatting.money.string(MoneyBounds.maximum, currency: Currency.bankDefault)
        var values = [labels.rowsBeyondBound(formatting.count(report.outOfBoundsCount), bound: bound)]
        values += report.outOfBounds.map { row in
            labels.rowBeyondBound(
                row.id, row.account, formatting.dates.isoDay(row.when),
                formatting.money.string(minorUnits: row.signedMinor, currency: row.currency, sign: .always))
        }
        let unlisted = report.outOfBoundsCount - report.outOfBounds.count
        if unlisted > 0 {
            values.append(labels.moreRowsBeyondBound(formatting.count(unlisted)))
        }
        return values.enumerated().map { index, value in
            .init(label: index == 0 ? labels.amountsLabel : "", value: value, isProblem: true)
        }
    }

    private func contents(of report: BankCheckReport) -> String? {
        guard case .checked(let accounts, let transactions) = report.money else { return nil }
        return Strings.Settings.contents(accounts.count, formatting.count(transactions))
    }
}
