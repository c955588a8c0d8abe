import BankDomain
import Foundation
import Vipera
import ViperaSpyable

/// The business logic of the transfer scene.
@Spyable
protocol TransferBusinessLogic: BusinessLogic {
    func showDraft() async
    func updateDraft(_ request: Transfer.UpdateDraft.Request) async
    func forget(_ request: Transfer.Forget.Request) async
    func review() async
    func confirm() async
    func cancel() async
    func leave()
}

/// Collects the transfer piece by piece, checks each piece as it comes, sends the transfer, and
/// tells its delegate how the flow ended exactly once. A piece that is refused is cleared, not
/// kept at its older value: `confirm` sends only what was accepted, as the draft shows it.
///
/// The draft names its accounts as they were shown, and the bank it was begun on
/// (``BankIdentity``): an account number means the row of the list as it was shown, and `review`
/// and `confirm` send nothing after a restore replaced the bank, or after an account of the draft
/// was renamed, closed or shared anew; they clear what no longer holds and show the draft again.
@MemberwiseInit
final class TransferInteractor: TransferBusinessLogic {
    // MARK: - Properties

    private(set) var draft: TransferDraft
    /// The accounts as the list last showed them.
    private(set) var accounts: [Account] = []
    /// The bank the draft was begun on.
    private var bank: BankIdentity?
    private var showsBalances = true
    private var hasReported = false
    private weak var delegate: (any TransferDelegate)?
    let presenter: any TransferPresentationLogic
    private let worker: any TransferWorkingLogic
    private let clock: any BankClock
    private let requestKeys: RequestKeys
    /// The order whose answer was lost: confirming the same transfer again sends its key again.
    private var unanswered = UnansweredChange<TransferOrder>()

    // MARK: - TransferBusinessLogic

    func showDraft() async {
        do {
            bank = try await worker.fetchBankIdentity()
            try await reloadAccounts()
            // A source given by the scene that began the flow, with its balance as of now.
            draft.source = draft.source.flatMap { source in accounts.first { $0.id == source.id } }
            present(includingAccounts: true)
        } catch {
            // Without the accounts the flow cannot begin: it leaves, saying why. A flow that never
            // began was not cancelled, so the scene that opened it is told nothing.
            hasReported = true
            presenter.presentUnavailable(error)
        }
    }

    func updateDraft(_ request: Transfer.UpdateDraft.Request) async {
        let field = request.change.field
        do {
            draft = try await changed(draft, by: request.change)
            present(includingAccounts: false)
        } catch {
            let cleared = draft.holds(field) ? field : nil
            draft = draft.clearing(field)
            if error is ListChangedError {
                // The list as it is now, which the refusal points to above it.
                present(includingAccounts: true)
            }
            presenter.presentRefusal(error, cleared: cleared)
        }
    }

    func forget(_ request: Transfer.Forget.Request) async {
        let cleared = draft.holds(request.field) ? request.field : nil
        draft = draft.clearing(request.field)
        presenter.presentForgotten(Transfer.Forget.Response(cleared: cleared, refusal: request.refusal))
    }

    func review() async {
        await presenter.presentingErrors {
            guard try await draftStillHolds() else { return }
            let (order, source, destination) = try completeOrder(keyed: false)
            presenter.presentReview(Transfer.Review.Response(order: order, source: source, destination: destination))
        }
    }

    func confirm() async {
        await presenter.presentingErrors {
            guard try await draftStillHolds() else { return }
            let (order, _, _) = try completeOrder(keyed: true)
            do {
                let receipt = try await worker.transfer(order)
                unanswered.answered()
                finish(with: .completed(receipt))
            } catch {
                unanswered.failed(order, key: order.key, with: error)
                throw error
            }
        }
    }

    func cancel() async {
        finish(with: .cancelled)
    }

    func leave() {
        report(.cancelled)
    }

    // MARK: - Private

    private func reloadAccounts() async throws {
        accounts = try await worker.fetchAccounts()
        showsBalances = try await worker.fetchSettings().showsBalances
    }

    /// Reads the bank again before anything is reviewed or sent: false, with the refusal and the
    /// draft shown again, when the bank was replaced or an account of the draft changed since.
    private func draftStillHolds() async throws -> Bool {
        let identity = try await worker.fetchBankIdentity()
        let shown = draft
        try await reloadAccounts()
        let outdated: TransferFlowError?
        if let bank, bank != identity {
            draft = TransferDraft()
            outdated = .bankReplaced
        } else {
            let changes = Transfer.Field.accounts.compactMap { field in
                shown.account(for: field).flatMap { DraftAccountChange.of($0, in: accounts) }.map { (field, $0) }
            }
            for (field, _) in changes {
                draft = draft.clearing(field)
            }
            outdated = changes.first.map { .accountChanged($0.0, $0.1) }
            draft.source = draft.source.flatMap { source in accounts.first { $0.id == source.id } }
            draft.destination = draft.destination.flatMap { destination in accounts.first { $0.id == destination.id } }
        }
        bank = identity
        guard let outdated else { return true }
        present(includingAccounts: true)
        presenter.presentRefusal(outdated, cleared: nil)
        return false
    }

    private func changed(_ draft: TransferDraft, by change: Transfer.UpdateDraft.Change) async throws -> TransferDraft {
        var changed = draft
        switch change {
        case .source(let pick): changed.source = try await listed(pick)
        case .destination(let pick): changed.destination = try await listed(pick)
        case .amount(let amount):
            changed.amount = amount.decimal
            changed.amountCurrency = amount.currency
        case .memo(let memo): changed.memo = try MemoText.accepted(memo)
        }
        try checkKnownParts(of: changed)
        return changed
    }

    /// The account `pick` means in the list as shown, as it is now; when the list changed since
    /// it was shown (``ShownList``), the list as it is now becomes the one shown, and the piece is refused.
    private func listed(_ pick: ListPick) async throws -> Account {
        let current = try await worker.fetchAccounts()
        defer { accounts = current }
        return try ShownList.entry(
            pick, shown: accounts, current: current, sameRow: ShownList.sameAccount, name: \.name)
    }

    /// Applies every rule whose data is already there, so a mistake shows at once.
    private func checkKnownParts(of draft: TransferDraft) throws(BankError) {
        if let amount = draft.amount {
            try TransferRules.checkAmount(amount, currency: currency(of: draft))
        }
        if let source = draft.source, let destination = draft.destination {
            try TransferRules.checkAccounts(from: source, to: destination)
        }
        if let written = draft.amountCurrency, let account = draft.source ?? draft.destination,
            written != account.currency
        {
            throw BankError.amountInOtherCurrency(written: written, account: account.name, currency: account.currency)
        }
        if let source = draft.source, let amount = draft.amount {
            try TransferRules.checkFunds(amount, in: source)
        }
        if let source = draft.source, let destination = draft.destination, let amount = draft.amount {
            try TransferRules.checkBalances(
                moving: try TransferRules.checkAmount(amount, currency: source.currency), from: source, to: destination)
        }
    }

    /// The currency the draft's amount is in: its accounts', else the one it was written in, else
    /// the one of the accounts listed with the most decimals, which it must not have more than.
    private func currency(of draft: TransferDraft) -> String {
        let listed = accounts.max { Currency.digits(of: $0.currency) < Currency.digits(of: $1.currency) }
        return (draft.source ?? draft.destination)?.currency ?? draft.amountCurrency ?? listed?.currency
            ?? Currency.bankDefault
    }

    /// The order the draft makes, checked; `keyed` when it is to be sent, so that only an order
    /// sent draws a key of the session's (a review's order carries a key it never sends).
    private func completeOrder(keyed: Bool) throws -> (TransferOrder, Account, Account) {
        guard let source = draft.source, let destination = draft.destination, let amount = draft.amount else {
            throw TransferFlowError.missing(draft.missing)
        }
        let order = TransferOrder(
            sourceID: source.id,
            destinationID: destination.id,
            amount: amount,
            memo: draft.memoToRecord,
            date: clock.now,
            key: keyed ? key(sourceID: source.id, destinationID: destination.id, amount: amount) : .random()
        )
        try TransferRules.check(order, from: source, to: destination)
        return (order, source, destination)
    }

    /// The key of the unanswered order when this is the same transfer, else a new one.
    private func key(sourceID: Account.ID, destinationID: Account.ID, amount: Decimal) -> RequestKey {
        unanswered.key(drawingFrom: requestKeys) {
            $0.sourceID == sourceID && $0.destinationID == destinationID && $0.amount == amount
        }
    }

    private func present(includingAccounts: Bool) {
        presenter.presentDraft(
            Transfer.ShowDraft.Response(
                draft: draft,
                accounts: accounts,
                showsBalances: showsBalances,
                includesAccounts: includingAccounts
            )
        )
    }

    private func finish(with result: TransferResult) {
        report(result)
        presenter.presentFinished(Transfer.Finish.Response(result: result))
    }

    /// Tells the delegate once; leaving after confirming or cancelling tells nothing more.
    private func report(_ result: TransferResult) {
        guard !hasReported else { return }
        hasReported = true
        delegate?.transferDidFinish(result)
    }
}
