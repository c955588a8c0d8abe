import BankDomain
import Vipera
import ViperaSpyable

/// The presentation logic of the accounts scene.
@Spyable
protocol AccountsPresentationLogic: PresentationLogic {
    func presentAccounts(_ response: Accounts.FetchAccounts.Response)
    func presentSelectedAccount(_ response: Accounts.SelectAccount.Response)
    func presentToggledBalances(_ response: Accounts.ToggleBalances.Response)
    func presentChangedAccount(_ response: Accounts.ChangeAccount.Response)
    func presentShares(_ response: Accounts.ListShares.Response)
    func presentPeopleChoices(_ response: Accounts.PeopleChoices.Response)
}

/// Turns accounts into table rows with masked numbers and formatted (or hidden) balances.
final class AccountsPresenter: AccountsPresentationLogic, ErrorPresenting {
    // MARK: - Properties

    weak var display: (any AccountsDisplayLogic)?
    var errorDisplay: (any ErrorDisplaying)? { display }
    private let formatting: BankFormatting
    /// The list as shown last, by this opening of the scene or an earlier one: coming back to it
    /// with nothing changed formats nothing.
    private let listMemo: Accounts.FetchAccounts.Memo

    // MARK: - Initialization

    /// A presenter that formats with `formatting` and keeps the list it made in `listMemo`, which
    /// the scene's factory shares between the scene's openings.
    init(formatting: BankFormatting, listMemo: Accounts.FetchAccounts.Memo = .init()) {
        self.formatting = formatting
        self.listMemo = listMemo
    }

    // MARK: - AccountsPresentationLogic

    func presentAccounts(_ response: Accounts.FetchAccounts.Response) {
        display?.displayAccounts(listMemo.viewModel(for: response, make: listViewModel))
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

    func presentChangedAccount(_ response: Accounts.ChangeAccount.Response) {
        let account = response.account
        let message =
            switch response.change {
            case .opened:
                Strings.Accounts.opened(
                    account.name, type: account.type.rawValue,
                    balance: formatting.money.string(minorUnits: account.balanceMinor, currency: account.currency))
            case .renamed(let before): Strings.Accounts.renamed(before, to: account.name)
            case .closed: Strings.Accounts.closed(account.name)
            case .reopened: Strings.Accounts.reopened(account.name)
            case .shared(let share): Strings.Shares.shared(share.accountName, with: share.person, share.level)
            case .unshared(let share): Strings.Shares.unshared(share.accountName, from: share.person)
            }
        display?.displayChangedAccount(Accounts.ChangeAccount.ViewModel(message: message, name: account.name))
    }

    func presentShares(_ response: Accounts.ListShares.Response) {
        let rows = response.shares.map { share in
            Accounts.ListShares.ViewModel.Row(
                account: share.accountName, owner: share.owner, person: share.person,
                may: share.level == .view ? Strings.Shares.mayView : Strings.Shares.mayTransfer,
                level: share.level.rawValue)
        }
        display?.displayShares(
            Accounts.ListShares.ViewModel(
                rows: LaidOutRows(rows), emptyMessage: rows.isEmpty ? Strings.Shares.empty : nil))
    }

    func presentPeopleChoices(_ response: Accounts.PeopleChoices.Response) {
        var names: [String] = []
        var sharesByPerson: [String: [String]] = [:]
        for share in response.shares {
            if sharesByPerson[share.person] == nil {
                names.append(share.person)
            }
            sharesByPerson[share.person, default: []].append(
                Strings.Choices.share(share.accountName, level: share.level.rawValue))
        }
        let descriptions = names.map { sharesByPerson[$0, default: []].joined(separator: "; ") }
        display?.displayPeopleChoices(Accounts.PeopleChoices.ViewModel(names: names, descriptions: descriptions))
    }

    // MARK: - Private

    private func listViewModel(_ response: Accounts.FetchAccounts.Response) -> Accounts.FetchAccounts.ViewModel {
        let rows = response.accounts.enumerated().map { offset, account in
            Accounts.FetchAccounts.ViewModel.Row(
                number: String(offset + 1),
                name: account.name,
                type: account.isClosed ? Strings.Accounts.closedType(account.type.rawValue) : account.type.rawValue,
                maskedNumber: formatting.maskedAccountNumber(account.number),
                balance: formatting.balance(
                    minorUnits: account.balanceMinor, currency: account.currency, isVisible: response.showsBalances),
                balanceMinor: response.showsBalances ? account.balanceMinor : nil,
                currency: account.currency
            )
        }
        return Accounts.FetchAccounts.ViewModel(
            rows: LaidOutRows(rows), emptyMessage: rows.isEmpty ? Strings.Accounts.empty : nil)
    }
}
