import BankDomain
import Vipera
import ViperaSpyable

/// The presentation logic of the record scene.
@Spyable
protocol RecordPresentationLogic: PresentationLogic {
    func presentCategoryChoices(_ response: CategoryChoices.Response)
    func presentDraft(_ response: Record.ShowDraft.Response)
    func presentRefusal(_ error: any Error, kind: RecordKind, cleared: Record.Field?)
    func presentForgotten(_ response: Record.Forget.Response)
    func presentReview(_ response: Record.Review.Response)
    func presentFinished(_ response: Record.Finish.Response)
    func presentUnavailable(_ error: any Error)
    func presentLineRefused(_ error: any Error)
}

/// Turns the collected data into labelled fields, the accounts to pick from, and what is missing.
@MemberwiseInit
final class RecordPresenter: RecordPresentationLogic, ErrorPresenting {
    // MARK: - Properties

    weak var display: (any RecordDisplayLogic)?
    var errorDisplay: (any ErrorDisplaying)? { display }
    private let formatting: BankFormatting

    // MARK: - RecordPresentationLogic

    func presentDraft(_ response: Record.ShowDraft.Response) {
        let draft = response.draft
        let labels = Strings.Record.self
        let currency = draft.account?.currency ?? draft.amount?.currency ?? Currency.bankDefault
        let minor = draft.amount.flatMap { try? $0.minorUnits(in: currency) }
        let day = draft.day.map(\.isoText) ?? labels.today(response.today.isoText)
        display?.displayDraft(
            Record.ShowDraft.ViewModel(
                title: labels.title(draft.kind),
                accounts: response.includesAccounts
                    ? DraftAccountRow.rows(
                        response.accounts, showsBalances: response.showsBalances, formatting: formatting) : [],
                fields: [
                    .init(label: labels.accountLabel, value: draft.account.map(describe) ?? labels.notSet),
                    .init(
                        label: labels.amountLabel,
                        value: minor.map { formatting.money.string(minorUnits: $0, currency: currency) }
                            ?? labels.notSet),
                    .init(
                        label: draft.kind == .spend ? labels.payeeLabel : labels.payerLabel,
                        value: draft.payee ?? labels.notSet),
                    .init(label: labels.categoryLabel, value: category(of: draft, in: response.book)),
                    .init(label: labels.dayLabel, value: day),
                    .init(label: labels.memoLabel, value: draft.memoToRecord ?? labels.notSet),
                ],
                amount: minor.map { MinorAmount(minor: $0, currency: currency) },
                nextStep: draft.missing.isEmpty ? labels.readyToRecord : labels.stillNeeded(draft.missing.map(\.piece))
            ))
    }

    /// The refusal, saying which piece it cleared.
    func presentRefusal(_ error: any Error, kind: RecordKind, cleared: Record.Field?) {
        display?.displayError(ErrorViewModel(error).addingNote(cleared.map(Strings.Record.cleared)))
    }

    func presentForgotten(_ response: Record.Forget.Response) {
        display?.displayError(response.refusal.addingNote(response.cleared.map(Strings.Record.cleared)))
    }

    func presentReview(_ response: Record.Review.Response) {
        let order = response.order
        let currency = response.account.currency
        display?.displayReview(
            Record.Review.ViewModel(
                message: Strings.Record.ready(
                    order.type == .debit ? .spend : .receive,
                    formatting.money.string(minorUnits: order.amountMinor, currency: currency),
                    account: describe(response.account), payee: order.payee,
                    category: order.category(in: response.book).rawValue,
                    day: order.day.isoText, memo: order.memo),
                amount: MinorAmount(minor: order.signedMinorUnits, currency: currency)))
    }

    func presentFinished(_ response: Record.Finish.Response) {
        switch response.result {
        case .recorded(let receipt):
            let account = receipt.account
            let order = receipt.order
            display?.displayFinished(
                Record.Finish.ViewModel(
                    message: Strings.Record.recorded(
                        order.type == .debit ? .spend : .receive,
                        formatting.money.string(minorUnits: order.amountMinor, currency: account.currency),
                        account: account.name, payee: order.payee,
                        balance: formatting.money.string(minorUnits: account.balanceMinor, currency: account.currency)),
                    isSuccess: true, amount: MinorAmount(minor: order.signedMinorUnits, currency: account.currency)))
        case .cancelled(let kind):
            display?.displayFinished(
                Record.Finish.ViewModel(message: Strings.Record.cancelled(kind), isSuccess: false, amount: nil))
        }
    }

    /// The record cannot begin: the accounts could not be read.
    func presentUnavailable(_ error: any Error) {
        display?.displayUnavailable(ErrorViewModel(error).addingNote(Strings.Record.notStarted))
    }

    /// The one-line form had a piece the rules refuse: nothing was begun.
    func presentLineRefused(_ error: any Error) {
        display?.displayUnavailable(ErrorViewModel(error).addingNote(Strings.Record.lineRefused))
    }

    func presentCategoryChoices(_ response: CategoryChoices.Response) {
        display?.displayCategoryChoices(CategoryChoices.viewModel(response))
    }

    // MARK: - Private

    /// The category the draft would be recorded in, saying so when a rule gives it.
    private func category(of draft: RecordDraft, in book: CategoryBook) -> String {
        let (category, rule) = draft.categoryToRecord(in: book)
        return rule.map { Strings.Record.byRule(category.rawValue, rule: $0) } ?? category.rawValue
    }

    private func describe(_ account: Account) -> String {
        Strings.Transfer.account(account.name, formatting.maskedAccountNumber(account.number))
    }
}
