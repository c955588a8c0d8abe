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
    func loadPeopleChoices() async
}

/// What the router may pass on from the accounts scene.
@Spyable
protocol AccountsDataStore: DataStore {
    var selectedAccount: Account? { get }
}

/// Keeps the accounts as they were last listed and the balance setting. A number (or a name) in a
/// command means the account that was there when the list was shown: when the list changed since,
/// the command is refused and the list shown again (``ShownList``).
@MemberwiseInit
final class AccountsInteractor: AccountsBusinessLogic, AccountsDataStore {
    // MARK: - Properties

    private(set) var selectedAccount: Account?
    /// The accounts as the list last showed them.
    private(set) var accounts: [Account] = []
    private var settings = UserSettings.defaults
    /// Whether the list has closed accounts too (`accounts --closed`), which `open` reads and
    /// `reopen` opens again.
    var listsClosedAccounts = false
    let presenter: any AccountsPresentationLogic
    private let worker: any AccountsWorkingLogic
    /// Now and today, where the user is: when an account closes, and the day it opens by default.
    private let calendar: BankCalendar
    /// Where the keys of openings and shares come from.
    private let requestKeys: RequestKeys
    /// The opening or share whose answer was lost: asked again, it carries the same key.
    private var unanswered = UnansweredChange<KeyedRequest>()

    // MARK: - AccountsBusinessLogic

    func fetchAccounts() async {
        await presenter.presentingErrors {
            let current = try await currentAccounts()
            settings = try await worker.fetchSettings()
            show(current)
        }
    }

    func selectAccount(_ request: Accounts.SelectAccount.Request) async {
        await presenter.presentingErrors {
            let account = try await listed(request.pick)
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
            // A closed account leaves the list and the numbers after it move: the list is not
            // shown again, so a number typed next still means the account shown there, and is
            // refused as changed rather than taken for the one that moved up.
            guard response.change != .closed else { return }
            show(try await currentAccounts())
        }
    }

    func listShares() async {
        await presenter.presentingErrors {
            presenter.presentShares(Accounts.ListShares.Response(shares: try await worker.fetchShares()))
        }
    }

    /// Reads the people Tab and `?` suggest for `share` and `unshare`; none when the bank cannot
    /// say now, as a suggestion is a convenience and the command itself says what is wrong.
    func loadPeopleChoices() async {
        let shares = (try? await worker.fetchShares()) ?? []
        presenter.presentPeopleChoices(Accounts.PeopleChoices.Response(shares: shares))
    }

    // MARK: - Private

    /// The accounts the list has: open ones, and closed ones when it lists them.
    private func currentAccounts() async throws -> [Account] {
        listsClosedAccounts ? try await worker.fetchAccountsWithHistory() : try await worker.fetchAccounts()
    }

    /// Shows `current` as the list the numbers typed next mean.
    private func show(_ current: [Account]) {
        accounts = current
        presenter.presentAccounts(
            Accounts.FetchAccounts.Response(accounts: current, showsBalances: settings.showsBalances))
    }

    /// The account `pick` means in the list as shown, as it is now; when the list changed since
    /// it was shown (``ShownList``), the list as it is now is shown, and the command refused.
    private func listed(_ pick: ListPick) async throws -> Account {
        let current = try await currentAccounts()
        do {
            return try ShownList.entry(
                pick, shown: accounts, current: current, sameRow: ShownList.sameAccount, name: \.name)
        } catch let error as ListChangedError {
            show(current)
            throw error
        }
    }

    private func apply(_ request: Accounts.ChangeAccount.Request) async throws -> Accounts.ChangeAccount.Response {
        switch request {
        case .open(let opening):
            let asked = try newAccount(from: opening)
            let account = try await keyed(.opening(asked)) { key in try await worker.openAccount(asked.keyed(key)) }
            return .init(account: account, change: .opened)
        case .rename(let pick, let name):
            let account = try await listed(pick)
            let newName = try AccountRules.acceptedName(name)
            try AccountRules.checkNameIsFree(newName, among: accounts, renaming: account.id)
            let renamed = try await worker.renameAccount(account.id, to: newName)
            return .init(account: renamed, change: .renamed(from: account.name))
        case .close(let pick):
            let account = try await listed(pick)
            try AccountRules.checkClosable(account)
            return .init(account: try await worker.closeAccount(account.id, at: calendar.now), change: .closed)
        case .reopen(let pick):
            let account = try await listed(pick)
            try AccountRules.checkReopenable(account, among: accounts.filter { !$0.isClosed })
            return .init(account: try await worker.reopenAccount(account.id), change: .reopened)
        case .share(let pick, let person, let level):
            let account = try await listed(pick)
            let person = try SharingRules.acceptedPerson(person)
            try SharingRules.checkShare(account, with: person)
            let share = try await keyed(.share(account.id, person: person, level: level)) { key in
                try await worker.shareAccount(account.id, with: person, level: level, key: key)
            }
            return .init(account: account, change: .shared(share))
        case .unshare(let pick, let person):
            let account = try await listed(pick)
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
        let code = try AccountRules.acceptedCurrency(currency)
        return try AccountRules.newAccount(
            name: opening.name, type: opening.type, currency: code,
            openingMinor: try opening.opening?.minorUnits(in: code) ?? 0,
            creditLimitMinor: try opening.limit?.minorUnits(in: code) ?? 0, openedOn: opening.opened,
            today: calendar.today, iban: opening.iban, among: accounts)
    }

    /// Sends `request` with its key: the key it was sent with before when that answer was lost,
    /// else a new one; remembers the key when this answer is lost too.
    private func keyed<Value>(_ request: KeyedRequest, _ send: (RequestKey) async throws -> Value) async throws
        -> Value
    {
        let key = unanswered.key(drawingFrom: requestKeys) { $0 == request }
        do {
            let value = try await send(key)
            unanswered.answered()
            return value
        } catch {
            unanswered.failed(request, key: key, with: error)
            throw error
        }
    }
}

/// A change of the accounts scene that carries a key: the same change asked again is the same
/// request, whatever key it was first given.
enum KeyedRequest: Equatable {
    case opening(NewAccount)
    case share(Account.ID, person: String, level: ShareLevel)

    static func == (lhs: KeyedRequest, rhs: KeyedRequest) -> Bool {
        switch (lhs, rhs) {
        case (.opening(let one), .opening(let other)): one.asksForTheSameAccount(as: other)
        case (.share(let one, let person, let level), .share(let other, let otherPerson, let otherLevel)):
            one == other && person == otherPerson && level == otherLevel
        default: false
        }
    }
}
