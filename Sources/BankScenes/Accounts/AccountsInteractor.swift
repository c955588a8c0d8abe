import BankDomain
import Vipera
import ViperaSpyable

/// The business logic of the accounts scene.
@Spyable
protocol AccountsBusinessLogic: BusinessLogic {
    func fetchAccounts() async
    func selectAccount(_ request: Accounts.SelectAccount.Request) async
    func toggleBalances() async
}

/// What the router may pass on from the accounts scene.
@Spyable
protocol AccountsDataStore: DataStore {
    var selectedAccount: Account? { get }
}

/// Keeps the listed accounts and the balance setting.
@MemberwiseInit
final class AccountsInteractor: AccountsBusinessLogic, AccountsDataStore {
    // MARK: - Properties

    private(set) var selectedAccount: Account?
    private(set) var accounts: [Account] = []
    private var settings = UserSettings.defaults
    let presenter: any AccountsPresentationLogic
    private let worker: any AccountsWorkingLogic

    // MARK: - AccountsBusinessLogic

    func fetchAccounts() async {
        await presenter.presentingErrors {
            accounts = try await worker.fetchAccounts()
            settings = try await worker.fetchSettings()
            presenter.presentAccounts(
                Accounts.FetchAccounts.Response(accounts: accounts, showsBalances: settings.showsBalances))
        }
    }

    func selectAccount(_ request: Accounts.SelectAccount.Request) async {
        await presenter.presentingErrors {
            let account = try ListSelectionError.entry(request.position, of: accounts)
            selectedAccount = account
            presenter.presentSelectedAccount(Accounts.SelectAccount.Response(account: account))
        }
    }

    func toggleBalances() async {
        await presenter.presentingErrors {
            let changed = settings.withShowsBalances(!settings.showsBalances)
            try await worker.saveSettings(changed)
            settings = changed
            presenter.presentToggledBalances(Accounts.ToggleBalances.Response(showsBalances: changed.showsBalances))
            presenter.presentAccounts(
                Accounts.FetchAccounts.Response(accounts: accounts, showsBalances: changed.showsBalances))
        }
    }
}
