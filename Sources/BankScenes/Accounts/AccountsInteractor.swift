import BankDomain
import ViperaSpyable

/// The business logic of the accounts scene.
@Spyable
@MainActor
protocol AccountsBusinessLogic: AnyObject {
    func fetchAccounts(_ request: Accounts.FetchAccounts.Request) async
    func selectAccount(_ request: Accounts.SelectAccount.Request) async
    func toggleBalances(_ request: Accounts.ToggleBalances.Request) async
}

/// What the router may pass on from the accounts scene.
@Spyable
@MainActor
protocol AccountsDataStore: AnyObject {
    var selectedAccount: Account? { get }
}

/// Keeps the listed accounts and the balance setting.
@MainActor
final class AccountsInteractor: AccountsBusinessLogic, AccountsDataStore {
    // MARK: - Properties

    private(set) var selectedAccount: Account?
    private(set) var accounts: [Account] = []
    private var settings = UserSettings.defaults
    let presenter: any AccountsPresentationLogic
    private let worker: any AccountsWorkingLogic

    // MARK: - Initialization

    init(presenter: any AccountsPresentationLogic, worker: any AccountsWorkingLogic) {
        self.presenter = presenter
        self.worker = worker
    }

    // MARK: - AccountsBusinessLogic

    func fetchAccounts(_ request: Accounts.FetchAccounts.Request) async {
        do {
            accounts = try await worker.fetchAccounts()
            settings = try await worker.fetchSettings()
            presenter.presentAccounts(
                Accounts.FetchAccounts.Response(accounts: accounts, showsBalances: settings.showsBalances))
        } catch {
            presenter.presentError(error)
        }
    }

    func selectAccount(_ request: Accounts.SelectAccount.Request) async {
        do {
            let account = try ListSelectionError.entry(request.position, of: accounts)
            selectedAccount = account
            presenter.presentSelectedAccount(Accounts.SelectAccount.Response(account: account))
        } catch {
            presenter.presentError(error)
        }
    }

    func toggleBalances(_ request: Accounts.ToggleBalances.Request) async {
        do {
            let changed = settings.withShowsBalances(!settings.showsBalances)
            try await worker.saveSettings(changed)
            settings = changed
            presenter.presentToggledBalances(Accounts.ToggleBalances.Response(showsBalances: changed.showsBalances))
            presenter.presentAccounts(
                Accounts.FetchAccounts.Response(accounts: accounts, showsBalances: changed.showsBalances))
        } catch {
            presenter.presentError(error)
        }
    }
}
