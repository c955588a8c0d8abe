import BankDomain
import Vipera
import ViperaSpyable

/// The presentation logic of the transfer scene.
@Spyable
protocol TransferPresentationLogic: PresentationLogic {
    func presentDraft(_ response: Transfer.ShowDraft.Response)
    func presentRefusal(_ error: any Error, cleared: Transfer.Field?)
    func presentForgotten(_ response: Transfer.Forget.Response)
    func presentReview(_ response: Transfer.Review.Response)
    func presentFinished(_ response: Transfer.Finish.Response)
    func presentUnavailable(_ error: any Error)
}

/// Turns the collected data into labelled fields, the accounts to pick from, and what is missing.
@MemberwiseInit
final class TransferPresenter: TransferPresentationLogic, ErrorPresenting {
    // MARK: - Properties

    weak var display: (any TransferDisplayLogic)?
    var errorDisplay: (any ErrorDisplaying)? { display }
    private let formatting: BankFormatting

    // MARK: - TransferPresentationLogic

    func presentDraft(_ response: Transfer.ShowDraft.Response) {
        let accounts =
            response.includesAccounts
            ? DraftAccountRow.rows(response.accounts, showsBalances: response.showsBalances, formatting: formatting)
            : []
        let draft = response.draft
        let labels = Strings.Transfer.self
        let currency = draft.source?.currency ?? draft.destination?.currency ?? Currency.bankDefault
        display?.displayDraft(
            Transfer.ShowDraft.ViewModel(
                accounts: accounts,
                fields: [
                    .init(label: labels.fromLabel, value: draft.source.map(describe) ?? labels.notSet),
                    .init(label: labels.toLabel, value: draft.destination.map(describe) ?? labels.notSet),
                    .init(
                        label: labels.amountLabel,
                        value: draft.amount.map { formatting.money.string($0, currency: currency) } ?? labels.notSet
                    ),
                    .init(label: labels.memoLabel, value: draft.memoToRecord),
                ],
                amount: draft.amount.map {
                    MinorAmount(minor: MinorUnits.roundedMinorUnits(of: $0, currency: currency), currency: currency)
                },
                nextStep: draft.missing.isEmpty ? labels.readyToSend : labels.stillNeeded(draft.missing.map(\.piece))
            )
        )
    }

    /// The refusal, saying which piece it cleared.
    func presentRefusal(_ error: any Error, cleared: Transfer.Field?) {
        display?.displayError(ErrorViewModel(error).addingNote(cleared.map(Strings.Transfer.cleared)))
    }

    func presentForgotten(_ response: Transfer.Forget.Response) {
        display?.displayError(response.refusal.addingNote(response.cleared.map(Strings.Transfer.cleared)))
    }

    func presentReview(_ response: Transfer.Review.Response) {
        let order = response.order
        display?.displayReview(
            Transfer.Review.ViewModel(
                message: Strings.Transfer.ready(
                    formatting.money.string(order.amount, currency: response.source.currency),
                    from: describe(response.source),
                    to: describe(response.destination),
                    memo: order.memo
                ),
                amount: MinorAmount(
                    minor: MinorUnits.roundedMinorUnits(of: order.amount, currency: response.source.currency),
                    currency: response.source.currency)
            )
        )
    }

    func presentFinished(_ response: Transfer.Finish.Response) {
        display?.displayFinished(Transfer.Finish.ViewModel())
    }

    /// The transfer cannot begin: the accounts could not be read.
    func presentUnavailable(_ error: any Error) {
        display?.displayUnavailable(ErrorViewModel(error).addingNote(Strings.Transfer.notStarted))
    }

    // MARK: - Private

    private func describe(_ account: Account) -> String {
        Strings.Transfer.account(account.name, formatting.maskedAccountNumber(account.number))
    }
}
