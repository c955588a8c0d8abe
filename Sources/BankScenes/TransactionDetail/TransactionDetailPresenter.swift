import BankDomain
import Vipera
import ViperaSpyable

/// The presentation logic of the transaction detail scene.
@Spyable
protocol TransactionDetailPresentationLogic: PresentationLogic {
    func presentTransaction(_ response: TransactionDetail.ShowTransaction.Response)
}

/// Turns a transaction into labelled fields: dates, memo, counterparty, category, signed amount,
/// and who wrote it.
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
                ],
                amountMinor: transaction.signedMinorUnits,
                currency: account.currency,
                timestamp: transaction.day == nil ? formatting.dates.isoTimestamp(transaction.date) : nil,
                day: transaction.day?.isoText
            )
        )
    }

    // MARK: - Private

    /// Who wrote the row, as the detail shows it.
    private static func author(_ author: LedgerAuthor) -> String {
        switch author {
        case .you: Strings.TransactionDetail.writtenByYou
        case .person(let name): name
        case .unrecorded: Strings.TransactionDetail.writtenByNobodyRecorded
        }
    }
}
