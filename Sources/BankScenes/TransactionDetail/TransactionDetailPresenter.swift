import BankDomain
import Vipera
import ViperaSpyable

/// The presentation logic of the transaction detail scene.
@Spyable
protocol TransactionDetailPresentationLogic: PresentationLogic {
    func presentCategoryChoices(_ response: CategoryChoices.Response)
    func presentTransaction(_ response: TransactionDetail.ShowTransaction.Response)
    func presentCorrection(_ response: TransactionDetail.Correct.Response)
    func presentUndo(_ response: TransactionDetail.Undo.Response)
    func presentRowGone()
}

/// Turns a transaction into labelled fields: dates, memo, counterparty, category, signed amount,
/// who wrote it and its note, with its history a line a change; and corrections and undo into
/// what they did.
@MemberwiseInit
final class TransactionDetailPresenter: TransactionDetailPresentationLogic, ErrorPresenting {
    // MARK: - Properties

    weak var display: (any TransactionDetailDisplayLogic)?
    var errorDisplay: (any ErrorDisplaying)? { display }
    private let formatting: BankFormatting

    // MARK: - TransactionDetailPresentationLogic

    func presentTransaction(_ response: TransactionDetail.ShowTransaction.Response) {
        let transaction = response.transaction
        let account = response.account
        let labels = Strings.TransactionDetail.self
        display?.displayTransaction(
            TransactionDetail.ShowTransaction.ViewModel(
                fields: [
                    .init(
                        label: labels.amountLabel,
                        value: formatting.signedAmount(of: transaction, currency: account.currency),
                        isCredit: transaction.type == .credit
                    ),
                    .init(
                        label: labels.dateLabel,
                        value: formatting.dates.relative(transaction.when, today: formatting.dates.today)),
                    .init(label: labels.whenLabel, value: formatting.dates.full(transaction.when)),
                    .init(label: labels.memoLabel, value: transaction.memo),
                    .init(label: labels.counterpartyLabel, value: transaction.counterparty),
                    .init(label: labels.categoryLabel, value: transaction.category.rawValue),
                    .init(label: labels.typeLabel, value: transaction.type.rawValue),
                    .init(
                        label: labels.accountLabel,
                        value: labels.account(account.name, formatting.maskedAccountNumber(account.number))
                    ),
                    .init(label: labels.authorLabel, value: Self.author(response.author)),
                ] + (response.requestKey.map { [.init(label: labels.keyLabel, value: $0.text)] } ?? [])
                    + (response.notes.note.isEmpty ? [] : [.init(label: labels.noteLabel, value: response.notes.note)]),
                amountMinor: transaction.signedMinorUnits,
                currency: account.currency,
                timestamp: transaction.day == nil ? formatting.dates.isoTimestamp(transaction.date) : nil,
                day: transaction.day?.isoText,
                history: response.notes.history.map(historyLine)
            )
        )
    }

    func presentCorrection(_ response: TransactionDetail.Correct.Response) {
        let receipt = response.receipt
        let labels = Strings.TransactionDetail.self
        var message = labels.corrected(CorrectionWording.change(receipt.correction))
        if receipt.correction.kind == .delete {
            let balances = receipt.accounts.map { account in
                labels.holds(
                    account.name,
                    formatting.balance(minorUnits: account.balanceMinor, currency: account.currency, isVisible: true))
            }
            message += " " + balances.joined(separator: " ")
        }
        display?.displayCorrection(TransactionDetail.Correct.ViewModel(message: message + " " + labels.undoLater))
    }

    func presentUndo(_ response: TransactionDetail.Undo.Response) {
        let change = CorrectionWording.change(response.correction)
        let labels = Strings.TransactionDetail.self
        display?.displayUndo(
            TransactionDetail.Undo.ViewModel(
                message: response.isDone ? labels.undone(change) : labels.reviewUndo(change))
        )
    }

    func presentRowGone() {
        display?.displayRowGone()
    }

    func presentCategoryChoices(_ response: CategoryChoices.Response) {
        display?.displayCategoryChoices(CategoryChoices.viewModel(response))
    }

    // MARK: - Private

    /// One change of the row as its history lists it: when, who, and what.
    private func historyLine(_ correction: LedgerCorrection) -> String {
        let line =
            "\(formatting.dates.full(correction.date)) · \(Self.author(correction.author)) · \(CorrectionWording.change(correction))"
        return correction.isUndone ? line + Strings.TransactionDetail.undoneMark : line
    }

    /// Who wrote the row, as the detail shows it.
    private static func author(_ author: LedgerAuthor) -> String {
        switch author {
        case .you: Strings.TransactionDetail.writtenByYou
        case .person(let name): name
        case .unrecorded: Strings.TransactionDetail.writtenByNobodyRecorded
        }
    }
}
