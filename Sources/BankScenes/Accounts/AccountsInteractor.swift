import BankDomain
import Vipera
import ViperaSpyable

/// The business logic of the accounts scene.
@Spyable
protocol AccountsBusinessLogic: BusinessLogic {
    func fetchAccounts() async
    func selectAccount(_ request: Accounts.SelectAccount.Request) async
    func toggleBalances() async
    func changeAccount(_ request: Accounts.ChangeAccount.Request) async
    func listShares() async
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
    private let clock: any BankClock

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

    func changeAccount(_ request: Accounts.ChangeAccount.Request) async {
        await presenter.presentingErrors {
            let response = try await apply(request)
            presenter.presentChangedAccount(response)
            accounts = try await worker.fetchAccounts()
            presenter.presentAccounts(
                Accounts.FetchAccounts.Response(accounts: accounts, showsBalances: settings.showsBalances))
        }
    }

    func listShares() async {
        await presenter.presentingErrors {
            presenter.presentShares(Accounts.ListShares.Response(shares: try await worker.fetchShares()))
        }
    }

    // MARK: - Private

    private func apply(_ request: Accounts.ChangeAccount.Request) async throws -> Accounts.ChangeAccount.Response {
        switch request {
        case .open(let opening):
            let account = try await worker.openAccount(try newAccount(from: opening))
            return .init(account: account, change: .opened)
        case .rename(let position, let name):
            let account = try ListSelectionError.entry(position, of: accounts)
            let newName = try AccountRules.acceptedName(name)
            try AccountRules.checkNameIsFree(newName, among: accounts, renaming: account.id)
            let renamed = try await worker.renameAccount(account.id, to: newName)
            return .init(account: renamed, change: .renamed(from: account.name))
        case .close(let position):
            let account = try ListSelectionError.entry(position, of: accounts)
            try AccountRules.checkClosable(account)
            return .init(account: try await worker.closeAccount(account.id, at: clock.now), change: .closed)
        case .share(let position, let person, let level):
            let account = try ListSelectionError.entry(position, of: accounts)
            let person = try SharingRules.acceptedPerson(person)
            try SharingRules.checkShare(account, with: person)
            let share = try await worker.shareAccount(account.id, with: person, level: level)
            return .init(account: account, change: .shared(share))
        case .unshare(let position, let person):
            let account = try ListSelectionError.entry(position, of: accounts)
            try SharingRules.checkOwns(account)
            let share = try await worker.unshareAccount(account.id, from: try SharingRules.acceptedPerson(person))
            return .init(account: account, change: .unshared(share))
        }
    }

    /// The account `opening` asks for, in the currency it names, else the one its amounts are
    /// written in, else the first account's: a bank in euros opens accounts in euros.
    private func newAccount(from opening: AccountOpening) throws -> NewAccount {
        let written = [opening.opening, opening.limit].compactMap { $0?.currency }
        let currency =
            opening.currency.map { $0.uppercased() } ?? written.first ?? accounts.first?.currency
            ?? Currency.bankDefault
        if let other = written.first(where: { $0 != currency }) {
            throw BankError.amountInOtherCurrency(written: other, account: opening.name, currency: currency)
        }
        return try AccountRules.newAccount(
            name: opening.name, type: opening.type, currency: currency,
            openingMinor: opening.opening?.minorUnits ?? 0, creditLimitMinor: opening.limit?.minorUnits ?? 0,
            openedAt: clock.now, iban: opening.iban, among: accounts)
    }
}
