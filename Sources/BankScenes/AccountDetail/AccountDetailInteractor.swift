import BankDomain
import Vipera
import ViperaSpyable

/// The business logic of the account detail scene.
@Spyable
protocol AccountDetailBusinessLogic: BusinessLogic {
    func showAccount() async
    func importStatement(_ request: AccountDetail.ImportStatement.Request) async
    func previewStatement(_ request: AccountDetail.PreviewStatement.Request) async
    func confirmReviewed() async
    func listImports() async
    func reviewImportUndo(_ request: AccountDetail.UndoImport.Request) async
    func reconcile(_ request: AccountDetail.Reconcile.Request) async
    func setLimit(_ request: AccountDetail.SetLimit.Request) async
}

/// What the router may pass on from the account detail scene.
@Spyable
protocol AccountDetailDataStore: DataStore {
    var account: Account { get }
}

/// Holds the account shown, reloads it, and hears how transfers started here ended.
final class AccountDetailInteractor: AccountDetailBusinessLogic, AccountDetailDataStore {
    // MARK: - Constants

    static let latestCount = 10
    /// The most rows an import asked for at a terminal brings in without showing them first.
    static let rowsImportedWithoutAsking = 10
    /// How many days the balance's sparkline covers, today the last.
    static let balanceHistoryDays = 30

    // MARK: - Properties

    private(set) var account: Account
    let presenter: any AccountDetailPresentationLogic
    private let worker: any AccountDetailWorkingLogic
    private let calendar: BankCalendar
    /// The import whose preview was shown, waiting for `confirm`, and that preview.
    private var reviewedImport: ReviewedImport? = nil
    /// The import `undo-import` reviewed, waiting for `confirm`.
    private var reviewedUndo: ReviewedImportUndo? = nil
    /// The accounts read lately, kept while the bank does not change.
    private let reads: AccountDetail.ShowAccount.Reads

    // MARK: - Initialization

    /// The interactor of `account`'s scene, reading through `worker`, presenting through
    /// `presenter`; the accounts it reads are kept in `reads`, which the scene's openings share.
    init(
        account: Account, presenter: any AccountDetailPresentationLogic, worker: any AccountDetailWorkingLogic,
        calendar: BankCalendar, reads: AccountDetail.ShowAccount.Reads = .init()
    ) {
        self.account = account
        self.presenter = presenter
        self.worker = worker
        self.calendar = calendar
        self.reads = reads
    }

    // MARK: - AccountDetailBusinessLogic

    func showAccount() async {
        forgetReviewed()
        await presenter.presentingErrors {
            let revision = await worker.fetchRevision()
            let showsBalances = try await worker.fetchSettings().showsBalances
            let source = revision.map {
                AccountDetail.ShowAccount.Source(
                    accountID: account.id, today: calendar.today, showsBalances: showsBalances, revision: $0)
            }
            let response = try await reads.response(for: source) {
                try await readAccount(showsBalances: showsBalances)
            }
            account = response.account
            presenter.presentAccount(response)
        }
    }

    /// The account as it is now, with its latest rows, its history and its last reconciliation.
    private func readAccount(showsBalances: Bool) async throws -> AccountDetail.ShowAccount.Response {
        let account = try await worker.fetchAccount(id: account.id)
        let latest = try await worker.fetchLatestTransactions(of: account, limit: Self.latestCount)
        let history = try await balanceHistory(of: account, from: try await firstDay(of: account, latest: latest))
        return AccountDetail.ShowAccount.Response(
            account: account, latest: latest, balanceHistory: history, showsBalances: showsBalances,
            reconciliation: try await worker.fetchLatestReconciliation(of: account))
    }

    /// The account's first day: the day it opened, or else the day of its oldest row; nil for an
    /// account with no rows, which has no history yet. The latest rows hold the oldest when they
    /// are all the account has.
    private func firstDay(of account: Account, latest: [Transaction]) async throws -> CalendarDay? {
        if let openedOn = account.openedOn { return openedOn }
        let oldest = latest.count < Self.latestCount ? latest.last : try await worker.fetchFirstTransaction(of: account)
        return oldest.map { $0.day ?? calendar.day(of: $0.date) }
    }

    /// The balance at the end of each of the last days from `firstDay` on: today's balance less
    /// what every later day moved it by. Rows dated after today count in the balance too, so they
    /// are taken off. An account whose ledger is too large to add up (amounts written beyond
    /// ``MoneyBounds`` before it existed) shows without its history.
    private func balanceHistory(of account: Account, from firstDay: CalendarDay?) async throws
        -> [AccountDetail.ShowAccount.DayBalance]
    {
        guard let firstDay else { return [] }
        let lastDays = calendar.lastDays(Self.balanceHistoryDays)
        // The days are in order: those from the first day on are one run at their end.
        let days = lastDays[(lastDays.firstIndex { $0.lastDay >= firstDay } ?? lastDays.endIndex)...]
        guard let today = days.last else { return [] }
        var periods: [LedgerPeriod] = []
        periods.reserveCapacity(days.count + 1)
        periods += days
        periods.append(calendar.after(today))
        do {
            let totals = try await worker.fetchTotals(of: [account.id], in: periods)
            // Each day's own total is what moved the balance after the end of the day before.
            return try Self.endBalances(account.balanceMinor, movedAfter: totals.dropFirst()) { offset, balance in
                AccountDetail.ShowAccount.DayBalance(
                    day: days[days.startIndex + offset].firstDay, balanceMinor: balance)
            }
        } catch BankError.sumTooLarge {
            return []
        }
    }

    /// The balance at the end of each of a run of days, given what moved it after each end
    /// (`movedAfter[i]`: up to the end of the next day, the last one everything after): today's
    /// balance less the moves after each end. Made in order, so with no reversed copy.
    private static func endBalances<Balance>(
        _ current: Int64, movedAfter: ArraySlice<PeriodTotals>, _ make: (Int, Int64) -> Balance
    ) throws -> [Balance] {
        var after = MinorSum(0)
        for total in movedAfter {
            try after.add(total.netMinor())
        }
        var balances: [Balance] = []
        balances.reserveCapacity(movedAfter.count)
        for (offset, total) in movedAfter.enumerated() {
            var balance = MinorSum(current)
            try balance.subtract(after.value)
            balances.append(make(offset, balance.value))
            try after.subtract(total.netMinor())
        }
        return balances
    }

    func importStatement(_ request: AccountDetail.ImportStatement.Request) async {
        forgetReviewed()
        await presenter.presentingErrors {
            if request.asksFirst {
                let preview = try await worker.previewStatement(
                    at: request.path, into: account.id, options: request.options)
                guard preview.result.imported <= Self.rowsImportedWithoutAsking else {
                    reviewedImport = ReviewedImport(request: request, preview: preview)
                    presenter.presentPreview(response(request, preview, awaitsConfirm: true))
                    return
                }
            }
            try await runImport(request)
        }
    }

    /// Does what was reviewed: takes out the import `undo-import` showed, or imports the
    /// statement whose preview was shown, if it still reads as it did; if not, shows the new
    /// preview, which waits for `confirm` again.
    func confirmReviewed() async {
        if let undo = reviewedUndo {
            reviewedUndo = nil
            return await confirmImportUndo(undo)
        }
        guard let reviewed = reviewedImport else {
            presenter.presentError(ImportNotReviewed())
            return
        }
        reviewedImport = nil
        await presenter.presentingErrors {
            let preview = try await worker.previewStatement(
                at: reviewed.request.path, into: account.id, options: reviewed.request.options)
            guard Self.sameImport(preview, reviewed.preview) else {
                reviewedImport = ReviewedImport(request: reviewed.request, preview: preview)
                var response = response(reviewed.request, preview, awaitsConfirm: true)
                response.changedSinceReview = true
                presenter.presentPreview(response)
                return
            }
            try await runImport(reviewed.request)
        }
    }

    // MARK: - Private

    /// Any command of the account but `confirm` leaves what waits for it as it is.
    private func forgetReviewed() {
        reviewedImport = nil
        reviewedUndo = nil
    }

    private func response(
        _ request: AccountDetail.ImportStatement.Request, _ preview: StatementPreview, awaitsConfirm: Bool
    ) -> AccountDetail.PreviewStatement.Response {
        AccountDetail.PreviewStatement.Response(
            path: request.path, accountName: account.name, currency: account.currency, preview: preview,
            awaitsConfirm: awaitsConfirm)
    }

    /// Whether two previews would import the same: the same rows, sums, duplicates and bad rows.
    private static func sameImport(_ one: StatementPreview, _ other: StatementPreview) -> Bool {
        (one.result.imported, one.result.duplicates, one.result.problemCount, one.moneyInMinor, one.moneyOutMinor)
            == (
                other.result.imported, other.result.duplicates, other.result.problemCount, other.moneyInMinor,
                other.moneyOutMinor
            ) && one.first == other.first && one.last == other.last
    }

    private func runImport(_ request: AccountDetail.ImportStatement.Request) async throws {
        let presenter = self.presenter
        let result = try await worker.importStatement(at: request.path, into: account.id, options: request.options) {
            presenter.presentImportProgress(AccountDetail.ImportStatement.ProgressResponse(progress: $0))
        }
        presenter.presentImport(
            AccountDetail.ImportStatement.Response(
                path: request.path, accountName: account.name, currency: account.currency, result: result,
                isDryRun: request.isDryRun,
                balanceCheck: request.isDryRun ? nil : try await checkBalances(result.statementBalances)))
    }
}

// MARK: - Previewing

extension AccountDetailInteractor {
    func previewStatement(_ request: AccountDetail.PreviewStatement.Request) async {
        forgetReviewed()
        await presenter.presentingErrors {
            let preview = try await worker.previewStatement(
                at: request.path, into: account.id, options: request.options)
            presenter.presentPreview(
                AccountDetail.PreviewStatement.Response(
                    path: request.path, accountName: account.name, currency: account.currency, preview: preview))
        }
    }
}

// MARK: - Reconciling

extension AccountDetailInteractor {
    /// Reads the bank's figure in the account's currency, for the end of the day it names (today
    /// unless it names one) where the person is.
    func reconcile(_ request: AccountDetail.Reconcile.Request) async {
        await presenter.presentingErrors {
            if let written = request.balance.currency, written != account.currency {
                throw BankError.amountInOtherCurrency(
                    written: written, account: account.name, currency: account.currency)
            }
            let balance = try request.balance.minorUnits(in: account.currency)
            let day = request.day ?? calendar.today
            guard let end = calendar.start(ofDayAfter: day) else { throw BankError.dayOutOfRange(day) }
            let order = ReconcileOrder(
                accountID: account.id, day: day, balanceMinor: balance,
                end: LedgerBoundary(day: CalendarDay(daysSince1970: day.daysSince1970 + 1), instant: end))
            let outcome = try await worker.reconcile(order)
            presenter.presentReconciliation(
                AccountDetail.Reconcile.Response(account: account, day: day, outcome: outcome))
        }
    }
}

// MARK: - Credit Limit

extension AccountDetailInteractor {
    /// Gives the account the limit asked for, in its currency; the bank checks it against what the
    /// account owes as it writes it.
    func setLimit(_ request: AccountDetail.SetLimit.Request) async {
        await presenter.presentingErrors {
            if let written = request.limit.currency, written != account.currency {
                throw BankError.amountInOtherCurrency(
                    written: written, account: account.name, currency: account.currency)
            }
            account = try await worker.setCreditLimit(
                of: account, limitMinor: try request.limit.minorUnits(in: account.currency))
            presenter.presentLimit(AccountDetail.SetLimit.Response(account: account))
        }
    }
}

// MARK: - A Statement's Balances

extension AccountDetailInteractor {
    /// Compares the statement's balance at the end of each of its days with the account's then:
    /// today's balance less what moved it after each day. Nil without a balance column, or for an
    /// account whose ledger is too large to add up.
    private func checkBalances(_ balances: [StatementBalance]) async throws -> AccountDetail.ImportStatement
        .BalanceCheck?
    {
        guard let last = balances.last else { return nil }
        let current = try await worker.fetchAccount(id: account.id)
        // What moved the balance between one statement day's end and the next's, and after the last.
        var periods: [LedgerPeriod] = []
        for (balance, next) in zip(balances, balances.dropFirst()) {
            guard let period = period(after: balance.day, through: next.day) else { return nil }
            periods.append(period)
        }
        guard let lastDay = period(after: CalendarDay(daysSince1970: last.day.daysSince1970 - 1), through: last.day)
        else { return nil }
        periods.append(calendar.after(lastDay))
        do {
            let totals = try await worker.fetchTotals(of: [account.id], in: periods)
            let ends = try Self.endBalances(current.balanceMinor, movedAfter: totals[...]) { $1 }
            for (balance, end) in zip(balances, ends) where balance.balanceMinor != end {
                return .parts(balance, accountMinor: end)
            }
            return .agrees(days: balances.count)
        } catch BankError.sumTooLarge {
            return nil
        }
    }

    /// The days after `day` through `last`, from the first moment after `day` where the person is.
    private func period(after day: CalendarDay, through last: CalendarDay) -> LedgerPeriod? {
        let first = CalendarDay(daysSince1970: day.daysSince1970 + 1)
        let end = CalendarDay(daysSince1970: last.daysSince1970 + 1)
        guard let start = calendar.start(of: first), let stop = calendar.start(of: end) else { return nil }
        return LedgerPeriod(from: first, upTo: end, instants: start..<stop)
    }
}

// MARK: - TransferDelegate

extension AccountDetailInteractor: TransferDelegate {
    func transferDidFinish(_ result: TransferResult) {
        presenter.presentTransferOutcome(AccountDetail.TransferOutcome.Response(result: result))
    }
}

/// An import whose preview was shown, and that preview. A reference: held inline, a value this
/// large made every async method of the interactor's frame larger, and showing the account cost
/// an allocation more.
private final class ReviewedImport {
    let request: AccountDetail.ImportStatement.Request
    let preview: StatementPreview

    init(request: AccountDetail.ImportStatement.Request, preview: StatementPreview) {
        self.request = request
        self.preview = preview
    }
}

// MARK: - Imports

extension AccountDetailInteractor {
    /// Lists the account's imports, newest first.
    func listImports() async {
        forgetReviewed()
        await presenter.presentingErrors {
            let imports = try await worker.fetchImports(of: account)
            presenter.presentImports(
                AccountDetail.ListImports.Response(
                    imports: imports, accountName: account.name, currency: account.currency))
        }
    }

    /// Shows what taking the import back would do, and waits for `confirm`.
    func reviewImportUndo(_ request: AccountDetail.UndoImport.Request) async {
        forgetReviewed()
        await presenter.presentingErrors {
            account = try await worker.fetchAccount(id: account.id)
            let imports = try await worker.fetchImports(of: account)
            guard let record = imports.first(where: { $0.id == request.importID }) else {
                throw BankError.cannotCorrect(.noSuchImport(request.importID))
            }
            try ImportRules.checkUndoable(record)
            try RecordRules.checkAccount(account)
            let after = try MoneyBounds.balance(of: account, movedBy: -record.netInLedgerMinor)
            reviewedUndo = ReviewedImportUndo(record)
            presenter.presentImportUndoReview(
                AccountDetail.UndoImport.ReviewResponse(record: record, account: account, balanceAfterMinor: after))
        }
    }

    /// Takes out the import reviewed, if it is still as the review read it.
    private func confirmImportUndo(_ reviewed: ReviewedImportUndo) async {
        await presenter.presentingErrors {
            let receipt = try await worker.undoImport(reviewed.record, of: account)
            account = receipt.accounts.first { $0.id == account.id } ?? account
            presenter.presentImportUndone(
                AccountDetail.UndoImport.Response(record: reviewed.record, account: account))
        }
    }
}
