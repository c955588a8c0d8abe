import BankDomain
import Foundation
import Vipera
import ViperaSpyable

/// The business logic of the record scene.
@Spyable
protocol RecordBusinessLogic: BusinessLogic {
    func loadCategoryChoices() async
    func showDraft(_ request: Record.UpdateDraft.Request) async
    func updateDraft(_ request: Record.UpdateDraft.Request) async
    func forget(_ request: Record.Forget.Request) async
    func review() async
    func confirm() async
    func cancel() async
}

/// Collects money spent or received piece by piece, checks each piece as it comes
/// (``RecordRules``), writes the row on `confirm`, and says how the flow ended. The scene that
/// started it reads the bank again as it is shown again. A piece that is refused is cleared, not kept at its older value. An account
/// number means the row of the list as it was shown; `review` and `confirm` read the account again
/// and send nothing when it was closed or renamed since, or the bank was replaced.
@MemberwiseInit
final class RecordInteractor: RecordBusinessLogic {
    // MARK: - Properties

    private(set) var draft: RecordDraft
    /// The accounts as the list last showed them.
    private(set) var accounts: [Account] = []
    /// The bank the draft was begun on.
    private var bank: BankIdentity?
    private var showsBalances = true
    /// The categories a row may be given, and the rules that give one to a row without.
    private var book = CategoryBook.defaults
    let presenter: any RecordPresentationLogic
    private let worker: any RecordWorkingLogic
    private let calendar: BankCalendar
    /// Where the keys of the orders sent come from.
    private let requestKeys: RequestKeys
    /// The order whose answer was lost: confirmed again unchanged, it carries the same key.
    private var unanswered = UnansweredChange<RecordOrder>()

    // MARK: - RecordBusinessLogic

    /// Shows the accounts and the draft, with the pieces the one-line form gave already in it. A
    /// line with a piece the rules refuse begins nothing: the flow says why and leaves, as a line
    /// refused before it reached the scene would, for the line to be typed again.
    func showDraft(_ request: Record.UpdateDraft.Request) async {
        do {
            bank = try await worker.fetchBankIdentity()
            book = try await worker.fetchCategoryBook()
            try await reloadAccounts()
            draft.account = draft.account.flatMap { account in accounts.first { $0.id == account.id } }
        } catch {
            // Without the accounts the flow cannot begin: it leaves, saying why.
            presenter.presentUnavailable(error)
            return
        }
        if let refusal = await apply(request.changes).first {
            presenter.presentLineRefused(refusal.error)
            return
        }
        present(includingAccounts: true)
    }

    /// Sets each piece; one refused is cleared and said, and the others are kept.
    func updateDraft(_ request: Record.UpdateDraft.Request) async {
        let refusals = await apply(request.changes)
        if refusals.isEmpty {
            present(includingAccounts: false)
        } else if refusals.contains(where: { $0.error is ListChangedError }) {
            // The list as it is now, which the refusal points to above it.
            present(includingAccounts: true)
        }
        refuse(refusals)
    }

    func forget(_ request: Record.Forget.Request) async {
        let cleared = draft.holds(request.field) ? request.field : nil
        draft = draft.clearing(request.field)
        presenter.presentForgotten(Record.Forget.Response(kind: draft.kind, cleared: cleared, refusal: request.refusal))
    }

    func review() async {
        await presenter.presentingErrors {
            guard try await draftStillHolds() else { return }
            let (order, account) = try completeOrder(keyed: false)
            presenter.presentReview(Record.Review.Response(order: order, account: account, book: book))
        }
    }

    func confirm() async {
        await presenter.presentingErrors {
            guard try await draftStillHolds() else { return }
            let (order, _) = try completeOrder(keyed: true)
            do {
                let receipt = try await worker.record(order)
                unanswered.answered()
                finish(with: .recorded(receipt))
            } catch {
                unanswered.failed(order, key: order.key, with: error)
                throw error
            }
        }
    }

    func cancel() async {
        finish(with: .cancelled(draft.kind))
    }

    /// Reads the categories Tab and `?` suggest.
    func loadCategoryChoices() async {
        presenter.presentCategoryChoices(await CategoryChoices.response(reading: worker.fetchCategoryBook))
    }

    // MARK: - Private

    /// A piece refused, and the value it cleared, if it held one.
    private struct Refusal {
        let error: any Error
        let cleared: Record.Field?
    }

    private func apply(_ changes: [Record.UpdateDraft.Change]) async -> [Refusal] {
        var refusals: [Refusal] = []
        for change in changes {
            do {
                draft = try await changed(draft, by: change)
            } catch {
                refusals.append(Refusal(error: error, cleared: draft.holds(change.field) ? change.field : nil))
                draft = draft.clearing(change.field)
            }
        }
        return refusals
    }

    private func refuse(_ refusals: [Refusal]) {
        for refusal in refusals {
            presenter.presentRefusal(refusal.error, kind: draft.kind, cleared: refusal.cleared)
        }
    }

    private func reloadAccounts() async throws {
        accounts = try await worker.fetchAccounts()
        showsBalances = try await worker.fetchSettings().showsBalances
    }

    /// Reads the bank again before anything is reviewed or written: false, with the refusal and
    /// the draft shown again, when the bank was replaced or the draft's account changed since.
    private func draftStillHolds() async throws -> Bool {
        let identity = try await worker.fetchBankIdentity()
        let picked = draft.account
        try await reloadAccounts()
        defer { bank = identity }
        if let bank, bank != identity {
            draft = RecordDraft(kind: draft.kind)
            present(includingAccounts: true)
            presenter.presentRefusal(RecordFlowError.bankReplaced, kind: draft.kind, cleared: nil)
            return false
        }
        if let picked, let change = DraftAccountChange.of(picked, in: accounts) {
            draft = draft.clearing(.account)
            present(includingAccounts: true)
            presenter.presentRefusal(RecordFlowError.accountChanged(change), kind: draft.kind, cleared: nil)
            return false
        }
        draft.account = picked.flatMap { account in accounts.first { $0.id == account.id } }
        return true
    }

    private func changed(_ draft: RecordDraft, by change: Record.UpdateDraft.Change) async throws -> RecordDraft {
        var changed = draft
        switch change {
        case .account(let pick): changed.account = try await listed(pick)
        case .accountNamed(let name): changed.account = try named(name)
        case .amount(let amount): changed.amount = amount
        case .payee(let payee):
            do {
                changed.payee = try MemoText.accepted(payee)
            } catch BankError.emptyMemo {
                throw RecordFlowError.emptyPayee
            }
        case .category(let category):
            try RecordRules.checkCategory(category)
            try CategoryRules.checkGivable(category, in: book)
            changed.category = category
        case .day(let day): changed.day = day
        case .memo(let memo): changed.memo = try MemoText.accepted(memo)
        }
        try checkKnownParts(of: changed)
        return changed
    }

    /// The account `pick` means in the list as shown, as it is now (``ShownList``).
    private func listed(_ pick: ListPick) async throws -> Account {
        let current = try await worker.fetchAccounts()
        defer { accounts = current }
        return try ShownList.entry(
            pick, shown: accounts, current: current, sameRow: ShownList.sameAccount, name: \.name)
    }

    /// The open account called `name`, or the one account whose name starts with it, ignoring case.
    private func named(_ name: String) throws -> Account {
        let open = accounts.filter { !$0.isClosed }
        if let exact = open.first(where: { $0.name.lowercased() == name.lowercased() }) {
            return exact
        }
        let starting = open.filter { $0.name.lowercased().hasPrefix(name.lowercased()) }
        guard starting.count == 1, let account = starting.first else {
            throw CommandValidationError(Strings.Record.noSuchAccount(name), hint: Strings.Record.noSuchAccountHint)
        }
        return account
    }

    /// Applies every rule whose data is already there, so a mistake shows at once.
    private func checkKnownParts(of draft: RecordDraft) throws {
        if let account = draft.account {
            try RecordRules.checkAccount(account)
            try RecordRules.checkDay(draft.day ?? today, in: account, latestDay: today)
        } else if let day = draft.day, day > today {
            throw BankError.dayNotYetBegun(day)
        }
        if let amount = draft.amount {
            let minor = try minorUnits(of: amount, in: draft)
            try RecordRules.checkAmount(minor)
            if let account = draft.account, draft.kind == .spend {
                try TransferRules.checkFunds(MinorUnits.amount(of: minor, currency: account.currency), in: account)
            }
        }
    }

    /// `amount` in minor units of the draft's account, or of the currency it was written in.
    private func minorUnits(of amount: WrittenAmount, in draft: RecordDraft) throws -> Int64 {
        let currency = draft.account?.currency ?? amount.currency ?? Currency.bankDefault
        if let written = amount.currency, let account = draft.account, written != account.currency {
            throw BankError.amountInOtherCurrency(written: written, account: account.name, currency: account.currency)
        }
        return try amount.minorUnits(in: currency)
    }

    /// Today, in the person's time zone: a record is of today unless it says another day.
    private var today: CalendarDay { calendar.today }

    /// The order the draft makes, checked; `keyed` when it is to be sent, so that only an order
    /// sent draws a key of the session's, the unanswered order's when this is the same record.
    private func completeOrder(keyed: Bool) throws -> (RecordOrder, Account) {
        guard let account = draft.account, let amount = draft.amount, let payee = draft.payee else {
            throw RecordFlowError.missing(draft.missing)
        }
        let order = RecordOrder(
            accountID: account.id, type: draft.kind.type, amountMinor: try minorUnits(of: amount, in: draft),
            payee: payee, category: draft.category, day: draft.day ?? today,
            memo: draft.memoToRecord ?? payee)
        if keyed {
            let key = unanswered.key(drawingFrom: requestKeys) { $0 == order.keyed($0.key) }
            let keyedOrder = order.keyed(key)
            try RecordRules.check(keyedOrder, in: account, latestDay: today)
            return (keyedOrder, account)
        }
        try RecordRules.check(order, in: account, latestDay: today)
        return (order, account)
    }

    private func present(includingAccounts: Bool) {
        presenter.presentDraft(
            Record.ShowDraft.Response(
                draft: draft, accounts: accounts, showsBalances: showsBalances, includesAccounts: includingAccounts,
                today: today, book: book))
    }

    private func finish(with result: RecordResult) {
        presenter.presentFinished(Record.Finish.Response(result: result))
    }
}
