import BankDomain
import Vipera
import ViperaSpyable

/// The presentation logic of the transaction detail scene.
@Spyable
protocol TransactionDetailPresentationLogic: PresentationLogic {
    func presentTransaction(_ response: TransactionDetail.ShowTransaction.Response)
}

/// Turns a transaction into labelled fields: dates, memo, counterparty, category, signed amount.
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
                    .init(label: labels.dateLabel, value: formatting.dates.relative(transaction.date)),
                    .init(label: labels.whenLabel, value: formatting.dates.full(transaction.date)),
                    .init(label: labels.memoLabel, value: transaction.memo),
                    .init(label: labels.counterpartyLabel, value: transaction.counterparty),
                    .init(label: labels.categoryLabel, value: transaction.category.rawValue),
                    .init(label: labels.typeLabel, value: transaction.type.rawValue),
                    .init(
                        label: labels.accountLabel,
                        value: labels.account(account.name, formatting.maskedAccountNumber(account.number))
                    ),
                ],
                amountMinor: transaction.signedMinorUnits,
                currency: account.currency,
                timestamp: formatting.dates.isoTimestamp(transaction.date)
            )
        )
    }
}
