import BankDomain
import Vipera
import ViperaSpyable

/// The presentation logic of the account detail scene.
@Spyable
@MainActor
protocol AccountDetailPresentationLogic: AnyObject {
    func presentAccount(_ response: AccountDetail.ShowAccount.Response)
    func presentTransferOutcome(_ response: AccountDetail.TransferOutcome.Response)
    func presentError(_ error: any Error)
}

/// Turns an account into labelled fields (masked number, full IBAN) and its latest transactions.
@MainActor
final class AccountDetailPresenter: AccountDetailPresentationLogic {
    // MARK: - Properties

    weak var display: (any AccountDetailDisplayLogic)?
    private let formatting: BankFormatting

    // MARK: - Initialization

    init(formatting: BankFormatting) {
        self.formatting = formatting
    }

    // MARK: - AccountDetailPresentationLogic

    func presentAccount(_ response: AccountDetail.ShowAccount.Response) {
        let account = response.account
        var fields: [AccountDetail.ShowAccount.ViewModel.Field] = [
            .init(label: Strings.AccountDetail.typeLabel, value: account.type.rawValue),
            .init(label: Strings.AccountDetail.numberLabel, value: formatting.maskedAccountNumber(account.number)),
            .init(label: Strings.AccountDetail.ibanLabel, value: account.iban),
            .init(
                label: Strings.AccountDetail.balanceLabel,
                value: formatting.balance(
                    minorUnits: account.balanceMinor, currency: account.currency, isVisible: response.showsBalances)
            ),
        ]
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
        let latest = response.latest.enumerated().map { offset, transaction in
            TransactionRow(
                number: offset + 1,
                transaction: transaction,
                accountName: account.name,
                currency: account.currency,
                formatting: formatting
            )
        }
        display?.displayAccount(
            AccountDetail.ShowAccount.ViewModel(
                title: account.name,
                fields: fields,
                latest: latest,
                emptyMessage: latest.isEmpty ? Strings.AccountDetail.noTransactions : nil
            )
        )
    }

    func presentTransferOutcome(_ response: AccountDetail.TransferOutcome.Response) {
        display?.displayTransferOutcome(
            AccountDetail.TransferOutcome.ViewModel(
                message: TransferResultText.message(for: response.result, formatting: formatting),
                isSuccess: response.result != .cancelled
            )
        )
    }

    func presentError(_ error: any Error) {
        display?.displayError(ErrorViewModel(error))
    }
}
