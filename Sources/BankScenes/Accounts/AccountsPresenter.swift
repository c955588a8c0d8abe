import BankDomain
import Vipera
import ViperaSpyable

/// The presentation logic of the accounts scene.
@Spyable
@MainActor
protocol AccountsPresentationLogic: AnyObject {
    func presentAccounts(_ response: Accounts.FetchAccounts.Response)
    func presentSelectedAccount(_ response: Accounts.SelectAccount.Response)
    func presentToggledBalances(_ response: Accounts.ToggleBalances.Response)
    func presentError(_ error: any Error)
}

/// Turns accounts into table rows with masked numbers and formatted (or hidden) balances.
@MainActor
final class AccountsPresenter: AccountsPresentationLogic {
    // MARK: - Properties

    weak var display: (any AccountsDisplayLogic)?
    private let formatting: BankFormatting

    // MARK: - Initialization

    init(formatting: BankFormatting) {
        self.formatting = formatting
    }

    // MARK: - AccountsPresentationLogic

    func presentAccounts(_ response: Accounts.FetchAccounts.Response) {
        let rows = response.accounts.enumerated().map { offset, account in
            Accounts.FetchAccounts.ViewModel.Row(
                number: String(offset + 1),
                name: account.name,
                type: account.type.rawValue,
                maskedNumber: formatting.maskedAccountNumber(account.number),
                balance: formatting.balance(
                    minorUnits: account.balanceMinor, currency: account.currency, isVisible: response.showsBalances)
            )
        }
        display?.displayAccounts(
            Accounts.FetchAccounts.ViewModel(rows: rows, emptyMessage: rows.isEmpty ? Strings.Accounts.empty : nil)
        )
    }

    func presentSelectedAccount(_ response: Accounts.SelectAccount.Response) {
        display?.displaySelectedAccount(Accounts.SelectAccount.ViewModel(name: response.account.name))
    }

    func presentToggledBalances(_ response: Accounts.ToggleBalances.Response) {
        display?.displayToggledBalances(
            Accounts.ToggleBalances.ViewModel(
                message: response.showsBalances ? Strings.Accounts.balancesShown : Strings.Accounts.balancesHidden
            )
        )
    }

    func presentError(_ error: any Error) {
        display?.displayError(ErrorViewModel(error))
    }
}
