import BankDomain
import Vipera
import ViperaSpyable

/// The presentation logic of the account detail scene.
@Spyable
protocol AccountDetailPresentationLogic: PresentationLogic {
    func presentAccount(_ response: AccountDetail.ShowAccount.Response)
    func presentTransferOutcome(_ response: AccountDetail.TransferOutcome.Response)
    func presentImportProgress(_ response: AccountDetail.ImportStatement.ProgressResponse)
    func presentImport(_ response: AccountDetail.ImportStatement.Response)
    func presentPreview(_ response: AccountDetail.PreviewStatement.Response)
    func presentReconciliation(_ response: AccountDetail.Reconcile.Response)
    func presentLimit(_ response: AccountDetail.SetLimit.Response)
    func presentImports(_ response: AccountDetail.ListImports.Response)
    func presentImportUndoReview(_ response: AccountDetail.UndoImport.ReviewResponse)
    func presentImportUndone(_ response: AccountDetail.UndoImport.Response)
}

/// Turns an account into labelled fields (masked number, full IBAN) and its latest transactions.
final class AccountDetailPresenter: AccountDetailPresentationLogic, ErrorPresenting {
    // MARK: - Properties

    weak var display: (any AccountDetailDisplayLogic)?
    var errorDisplay: (any ErrorDisplaying)? { display }
    private let formatting: BankFormatting
    /// The account as shown last, by this opening of the scene or an earlier one: showing it again
    /// after `back`, or opening it again with nothing changed, formats nothing.
    private let accountMemo: AccountDetail.ShowAccount.Memo

    // MARK: - Initialization

    /// A presenter that formats with `formatting` and keeps the account it made in `accountMemo`,
    /// which the scene's factory shares between the scene's openings.
    init(formatting: BankFormatting, accountMemo: AccountDetail.ShowAccount.Memo = .init()) {
        self.formatting = formatting
        self.accountMemo = accountMemo
    }

    // MARK: - AccountDetailPresentationLogic

    func presentAccount(_ response: AccountDetail.ShowAccount.Response) {
        let dated = DatedResponse(response: response, today: formatting.dates.today)
        display?.displayAccount(accountMemo.viewModel(for: dated) { accountViewModel($0.response, today: $0.today) })
    }

    func presentTransferOutcome(_ response: AccountDetail.TransferOutcome.Response) {
        display?.displayTransferOutcome(
            AccountDetail.TransferOutcome.ViewModel(response.result, formatting: formatting))
    }

    func presentImportProgress(_ response: AccountDetail.ImportStatement.ProgressResponse) {
        let progress = response.progress
        let seconds = Self.seconds(progress.elapsed)
        let rate = seconds > 0 ? Int(Double(progress.rowsRead) / seconds) : 0
        let label: String
        let fraction: Double?
        if let estimated = progress.estimatedRows {
            let left = rate > 0 ? max(estimated - progress.rowsRead, 0) / rate : 0
            label = Strings.AccountDetail.importProgress(
                read: formatting.count(progress.rowsRead), of: formatting.count(estimated),
                rate: formatting.count(rate), left: formatting.clock(seconds: left))
            fraction = estimated > 0 ? Double(progress.rowsRead) / Double(estimated) : 0
        } else {
            label = Strings.AccountDetail.streamProgress(
                read: formatting.count(progress.rowsRead), rate: formatting.count(rate))
            fraction = nil
        }
        display?.displayImportProgress(
            AccountDetail.ImportStatement.ProgressViewModel(fraction: fraction, label: label))
    }

    func presentImport(_ response: AccountDetail.ImportStatement.Response) {
        guard !response.isDryRun else { return presentDryImport(response) }
        let result = response.result
        let seconds = Self.seconds(result.elapsed)
        let rate = seconds > 0 ? Int(Double(result.rowsRead) / seconds) : result.rowsRead
        var summary = Strings.AccountDetail.imported(
            formatting.count(result.imported), into: response.accountName, from: response.path,
            passedOver: passedOver(result), seconds: (seconds * 10).rounded() / 10, rate: formatting.count(rate))
        summary += unknownCategories(result) + passedOverRules(result) + earlierImport(result)
        summary += response.balanceCheck.map { " " + balanceCheck($0, currency: response.currency) } ?? ""
        let unlisted = result.problemCount - result.problems.count
        display?.displayImport(
            AccountDetail.ImportStatement.ViewModel(
                summary: summary,
                problems: result.problems.map { .init(line: $0.line, reason: $0.reason) },
                unlistedProblems: unlisted > 0 ? Strings.AccountDetail.moreProblems(formatting.count(unlisted)) : nil
            ))
    }

    func presentPreview(_ response: AccountDetail.PreviewStatement.Response) {
        let preview = response.preview
        let money = { (minor: Int64) in self.formatting.money.string(minorUnits: minor, currency: response.currency) }
        let changed = response.changedSinceReview ? Strings.AccountDetail.changedSinceReview + " " : ""
        let summary =
            changed
            + Strings.AccountDetail.wouldBring(
                formatting.count(preview.result.imported), into: response.accountName, from: response.path,
                moneyIn: money(preview.moneyInMinor), moneyOut: money(preview.moneyOutMinor),
                passedOver: passedOver(preview.result))
        let sample = { (rows: [NewTransaction]) in
            rows.map { row in
                AccountDetail.ImportStatement.ViewModel.SampleRow(
                    date: self.formatting.dates.isoDay(row.when), memo: row.memo, category: row.category.rawValue,
                    amount: self.formatting.signedAmount(minorUnits: row.signedMinorUnits, currency: response.currency))
            }
        }
        display?.displayPreview(
            AccountDetail.PreviewStatement.ViewModel(
                summary: summary + unknownCategories(preview.result) + passedOverRules(preview.result)
                    + earlierImport(preview.result),
                categories: preview.categories.isEmpty
                    ? nil
                    : Strings.AccountDetail.byCategory(
                        preview.categories.map { ($0.category.rawValue, formatting.count($0.rows)) }),
                first: sample(preview.first), last: sample(preview.last),
                problems: preview.result.problems.map { .init(line: $0.line, reason: $0.reason) },
                prompt: response.awaitsConfirm ? Strings.AccountDetail.confirmImportPrompt : nil))
    }

    // MARK: - Private

    /// The rows of categories vbank does not know, counted as other, as the summary's last
    /// sentence words them; nothing when there were none.
    private func unknownCategories(_ result: StatementImportResult) -> String {
        let unknown = result.unknownCategories
        guard unknown.rows > 0 else { return "" }
        return " " + Strings.AccountDetail.countedAsOther(formatting.count(unknown.rows), names: unknown.names)
    }

    /// What the rules file said that vbank has no use for, as the summary's sentence says it;
    /// nothing when it said nothing of the kind.
    private func passedOverRules(_ result: StatementImportResult) -> String {
        guard !result.passedOverRules.isEmpty else { return "" }
        return " " + Strings.AccountDetail.passedOverRules(result.passedOverRules)
    }

    /// The import of the same file that stands, as the summary's sentence names it; nothing when
    /// the file is new.
    private func earlierImport(_ result: StatementImportResult) -> String {
        guard let earlier = result.earlierImport else { return "" }
        return " "
            + Strings.AccountDetail.sameFile(
                day: formatting.dates.full(.day(earlier.day)), account: earlier.account, importID: earlier.importID)
    }

    /// How the statement's balance column compares with the account, as the summary's last
    /// sentence says it.
    private func balanceCheck(_ check: AccountDetail.ImportStatement.BalanceCheck, currency: String) -> String {
        switch check {
        case .agrees(let days):
            return Strings.AccountDetail.balancesAgree(formatting.count(days), plural: days != 1)
        case .parts(let statement, let account):
            return Strings.AccountDetail.balancesPart(
                line: statement.line, day: formatting.dates.full(.day(statement.day)),
                statement: formatting.money.string(minorUnits: statement.balanceMinor, currency: currency),
                account: formatting.money.string(minorUnits: account, currency: currency))
        }
    }

    /// The rows `result`'s import did not add, counted as the summary words them.
    private func passedOver(_ result: StatementImportResult) -> Strings.AccountDetail.PassedOver {
        let count = { (rows: Int) in rows == 0 ? nil : self.formatting.count(rows) }
        return .init(
            duplicates: count(result.duplicates), ownRows: count(result.ownRowsInLedger),
            bad: count(result.problemCount))
    }

    /// What a dry run's import would have done, the statement's first rows, and every bad row.
    private func presentDryImport(_ response: AccountDetail.ImportStatement.Response) {
        let result = response.result
        let summary =
            Strings.AccountDetail.wouldImport(
                formatting.count(result.imported), into: response.accountName, from: response.path,
                net: formatting.signedAmount(minorUnits: result.netMinor, currency: response.currency),
                passedOver: passedOver(result)) + unknownCategories(result) + passedOverRules(result)
            + earlierImport(result)
        let sample = result.sample.map { row in
            AccountDetail.ImportStatement.ViewModel.SampleRow(
                date: formatting.dates.isoDay(row.when), memo: row.memo,
                amount: formatting.signedAmount(minorUnits: row.signedMinorUnits, currency: response.currency))
        }
        display?.displayImport(
            AccountDetail.ImportStatement.ViewModel(
                summary: summary, problems: result.problems.map { .init(line: $0.line, reason: $0.reason) },
                unlistedProblems: nil, isDryRun: true, sample: sample, path: response.path))
    }

    private func accountViewModel(_ response: AccountDetail.ShowAccount.Response, today: Int)
        -> AccountDetail.ShowAccount.ViewModel
    {
        let account = response.account
        var fields: [AccountDetail.ShowAccount.ViewModel.Field] = [
            .init(label: Strings.AccountDetail.typeLabel, value: account.type.rawValue),
            .init(label: Strings.AccountDetail.numberLabel, value: formatting.maskedAccountNumber(account.number)),
        ]
        // An IBAN is shown only when there is one: vbank invents none, and marks the demo's.
        if let iban = account.iban.map(IBAN.printed) {
            fields.append(
                .init(
                    label: Strings.AccountDetail.ibanLabel,
                    value: account.ibanIsExample ? Strings.AccountDetail.exampleIBAN(iban) : iban))
        }
        fields += [
            .init(
                label: Strings.AccountDetail.balanceLabel,
                value: formatting.balance(
                    minorUnits: account.balanceMinor, currency: account.currency, isVisible: response.showsBalances)
            )
        ]
        if let reconciliation = response.reconciliation {
            fields.append(
                .init(
                    label: Strings.AccountDetail.reconciledLabel,
                    value: Strings.AccountDetail.reconciledValue(
                        formatting.dates.full(.day(reconciliation.day)),
                        formatting.balance(
                            minorUnits: reconciliation.balanceMinor, currency: account.currency,
                            isVisible: response.showsBalances))))
        }
        if account.type == .credit {
            fields.append(
                .init(
                    label: Strings.AccountDetail.availableLabel,
                    value: formatting.balance(
                        minorUnits: account.availableMinor, currency: account.currency,
                        isVisible: response.showsBalances)
                )
            )
        }
        let latest = TransactionRow.numbered(response.latest, of: account, formatting: formatting, today: today)
        return AccountDetail.ShowAccount.ViewModel(
            title: account.name,
            fields: fields,
            balanceMinor: response.showsBalances ? account.balanceMinor : nil,
            availableMinor: response.showsBalances && account.type == .credit ? account.availableMinor : nil,
            currency: account.currency,
            balanceHistory: balanceHistory(response),
            balanceHistoryLabel: response.balanceHistory.isEmpty ? nil : Strings.AccountDetail.balanceHistoryLabel,
            balanceHistoryCaption: balanceHistoryCaption(response),
            latest: LaidOutRows(latest, columns: TransactionTable.Cells.latest),
            emptyMessage: latest.isEmpty ? Strings.AccountDetail.noTransactions : nil
        )
    }

    private func balanceHistory(_ response: AccountDetail.ShowAccount.Response) -> [AccountDetail.ShowAccount.ViewModel
        .DayBalance]
    {
        let balances = response.balanceHistory.map(\.balanceMinor)
        // In floating point: the difference of two balances may not fit in 64 bits.
        let lowest = Double(balances.min() ?? 0)
        let range = Double(balances.max() ?? 0) - lowest
        return response.balanceHistory.map { point in
            .init(
                day: point.day, balanceMinor: response.showsBalances ? point.balanceMinor : nil,
                level: range > 0 ? (Double(point.balanceMinor) - lowest) / range : 0.5)
        }
    }

    private func balanceHistoryCaption(_ response: AccountDetail.ShowAccount.Response) -> String? {
        guard let first = response.balanceHistory.first, let last = response.balanceHistory.last else { return nil }
        let currency = response.account.currency
        return Strings.AccountDetail.balanceHistoryCaption(
            formatting.balance(minorUnits: first.balanceMinor, currency: currency, isVisible: response.showsBalances),
            formatting.balance(minorUnits: last.balanceMinor, currency: currency, isVisible: response.showsBalances))
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

// MARK: - Reconciling

extension AccountDetailPresenter {
    /// Says the new limit and what it leaves available.
    func presentLimit(_ response: AccountDetail.SetLimit.Response) {
        let account = response.account
        let money = { [formatting] (minor: Int64) in
            formatting.money.string(minorUnits: minor, currency: account.currency)
        }
        display?.displayLimit(
            AccountDetail.SetLimit.ViewModel(
                message: Strings.AccountDetail.limitSet(
                    account.name, money(account.creditLimitMinor),
                    available: money(account.creditLimitMinor + account.balanceMinor)),
                limitMinor: account.creditLimitMinor, currency: account.currency))
    }

    /// Says that the account agrees, or by how much it does not, since when, and which rows
    /// could be why.
    func presentReconciliation(_ response: AccountDetail.Reconcile.Response) {
        let account = response.account
        let labels = Strings.AccountDetail.self
        let money = { (minor: Int64) in self.formatting.money.string(minorUnits: minor, currency: account.currency) }
        let day = formatting.dates.full(.day(response.day))
        switch response.outcome {
        case .agrees(let reconciliation):
            display?.displayReconciliation(
                AccountDetail.Reconcile.ViewModel(
                    agrees: true, message: labels.reconciled(account.name, money(reconciliation.balanceMinor), day),
                    differenceMinor: 0, currency: account.currency, suspects: [], hint: nil))
        case .differs(let difference):
            let gap = money(Int64(clamping: difference.differenceMinor.magnitude))
            let since = difference.since.map { labels.sinceReconciled(formatting.dates.full(.day($0.day))) }
            var message = labels.differs(
                account.name, holds: money(difference.ledgerMinor), day, bank: money(difference.statedMinor), gap: gap,
                less: difference.differenceMinor < 0)
            message += " " + labels.rowsSince(formatting.count(difference.rowsSince), since: since)
            let suspects = TransactionRow.numbered(
                difference.suspects, of: account, formatting: formatting, today: formatting.dates.today)
            display?.displayReconciliation(
                AccountDetail.Reconcile.ViewModel(
                    agrees: false, message: message, differenceMinor: difference.differenceMinor,
                    currency: account.currency, suspects: suspects,
                    hint: suspects.isEmpty ? labels.noSuspects(gap) : labels.suspectsHint))
        }
    }
}

// MARK: - Imports

extension AccountDetailPresenter {
    func presentImports(_ response: AccountDetail.ListImports.Response) {
        let labels = Strings.AccountDetail.self
        let rows = response.imports.map { record in
            AccountDetail.ListImports.ViewModel.Row(
                number: String(record.id), imported: formatting.dates.medium(record.date), file: record.fileName,
                format: record.format, rules: record.rules ?? "", rows: formatting.count(record.rows),
                sum: formatting.signedAmount(minorUnits: record.netMinor, currency: response.currency),
                state: state(of: record))
        }
        display?.displayImports(
            AccountDetail.ListImports.ViewModel(
                title: labels.importsTitle(response.accountName), rows: rows,
                emptyMessage: rows.isEmpty ? labels.noImports : nil))
    }

    func presentImportUndoReview(_ response: AccountDetail.UndoImport.ReviewResponse) {
        let record = response.record
        let money = { (minor: Int64) in
            self.formatting.money.string(minorUnits: minor, currency: response.account.currency)
        }
        display?.displayImportUndo(
            AccountDetail.UndoImport.ViewModel(
                message: Strings.AccountDetail.importUndoReview(
                    number: record.id, rows: formatting.count(record.rowsInLedger), file: record.fileName,
                    day: formatting.dates.medium(record.date),
                    sum: formatting.signedAmount(
                        minorUnits: record.netInLedgerMinor, currency: response.account.currency),
                    account: response.account.name, from: money(response.account.balanceMinor),
                    to: money(response.balanceAfterMinor)),
                prompt: Strings.AccountDetail.importUndoPrompt, importID: record.id, rows: record.rowsInLedger,
                netMinor: record.netInLedgerMinor))
    }

    func presentImportUndone(_ response: AccountDetail.UndoImport.Response) {
        let record = response.record
        display?.displayImportUndo(
            AccountDetail.UndoImport.ViewModel(
                message: Strings.AccountDetail.importUndone(
                    number: record.id, rows: formatting.count(record.rowsInLedger), file: record.fileName,
                    account: response.account.name,
                    balance: formatting.money.string(
                        minorUnits: response.account.balanceMinor, currency: response.account.currency)),
                prompt: nil, importID: record.id, rows: record.rowsInLedger, netMinor: record.netInLedgerMinor))
    }

    // MARK: - Private

    /// Whether the import stands, whole or in part, or was taken out.
    private func state(of record: StatementImportRecord) -> String {
        let labels = Strings.AccountDetail.self
        if let undone = record.undoneAt {
            return labels.importTakenOut(formatting.dates.medium(undone))
        }
        guard record.rowsInLedger == record.rows else {
            return labels.importRowsLeft(formatting.count(record.rowsInLedger), of: formatting.count(record.rows))
        }
        return labels.importStands
    }
}
