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
@MemberwiseInit
final class TransferInteractor: TransferBusinessLogic {
    // MARK: - Properties

    private(set) var draft: TransferDraft
    private(set) var accounts: [Account] = []
    private var showsBalances = true
    private var hasReported = false
    private weak var delegate: (any TransferDelegate)?
    let presenter: any TransferPresentationLogic
    private let worker: any TransferWorkingLogic
    private let clock: any BankClock

    // MARK: - TransferBusinessLogic

    func showDraft() async {
        await presenter.presentingErrors {
            try await reloadAccounts()
            present(includingAccounts: true)
        }
    }

    func updateDraft(_ request: Transfer.UpdateDraft.Request) async {
        do {
            draft = try changed(draft, by: request.change)
            present(includingAccounts: false)
        } catch {
            let field = request.change.field
            let cleared = draft.holds(field) ? field : nil
            draft = draft.clearing(field)
            presenter.presentRefusal(error, cleared: cleared)
        }
    }

    func forget(_ request: Transfer.Forget.Request) async {
        let cleared = draft.holds(request.field) ? request.field : nil
        draft = draft.clearing(request.field)
        presenter.presentForgotten(Transfer.Forget.Response(cleared: cleared))
    }

    func review() async {
        await presenter.presentingErrors {
            try await reloadAccounts()
            let (order, source, destination) = try completeOrder()
            presenter.presentReview(Transfer.Review.Response(order: order, source: source, destination: destination))
        }
    }

    func confirm() async {
        await presenter.presentingErrors {
            try await reloadAccounts()
            let (order, _, _) = try completeOrder()
            let receipt = try await worker.transfer(order)
            finish(with: .completed(receipt))
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
        draft.source = draft.source.flatMap { source in accounts.first { $0.id == source.id } }
        draft.destination = draft.destination.flatMap { destination in accounts.first { $0.id == destination.id } }
    }

    private func changed(_ draft: TransferDraft, by change: Transfer.UpdateDraft.Change) throws -> TransferDraft {
        var changed = draft
        switch change {
        case .source(let position): changed.source = try ListSelectionError.entry(position, of: accounts)
        case .destination(let position): changed.destination = try ListSelectionError.entry(position, of: accounts)
        case .amount(let amount):
            changed.amount = MinorUnits.amount(of: amount.minorUnits)
            changed.amountCurrency = amount.currency
        case .memo(let memo): changed.memo = try MemoText.accepted(memo)
        }
        try checkKnownParts(of: changed)
        return changed
    }

    /// Applies every rule whose data is already there, so a mistake shows at once.
    private func checkKnownParts(of draft: TransferDraft) throws(BankError) {
        if let amount = draft.amount {
            try TransferRules.checkAmount(amount)
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
                moving: try TransferRules.checkAmount(amount), from: source, to: destination)
        }
    }

    private func completeOrder() throws -> (TransferOrder, Account, Account) {
        guard let source = draft.source, let destination = draft.destination, let amount = draft.amount else {
            throw TransferFlowError.missing(draft.missing)
        }
        let order = TransferOrder(
            sourceID: source.id,
            destinationID: destination.id,
            amount: amount,
            memo: draft.memoToRecord,
            date: clock.now
        )
        try TransferRules.check(order, from: source, to: destination)
        return (order, source, destination)
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
