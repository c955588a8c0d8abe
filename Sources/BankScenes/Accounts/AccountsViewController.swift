import BankDomain
public import Vipera
import ViperaSpyable

/// The display logic of the accounts scene.
@Spyable
protocol AccountsDisplayLogic: ErrorDisplaying {
    func displayAccounts(_ viewModel: Accounts.FetchAccounts.ViewModel)
    func displaySelectedAccount(_ viewModel: Accounts.SelectAccount.ViewModel)
    func displayToggledBalances(_ viewModel: Accounts.ToggleBalances.ViewModel)
    func displayChangedAccount(_ viewModel: Accounts.ChangeAccount.ViewModel)
    func displayShares(_ viewModel: Accounts.ListShares.ViewModel)
    func displayPeopleChoices(_ viewModel: Accounts.PeopleChoices.ViewModel)
}

/// The accounts as a table: number, name, type, masked number, balance.
@MemberwiseInit
public final class AccountsViewController: DescribedChoiceScene, SuggestionLoadingScene, ConsoleDisplaying {
    // MARK: - Constants

    nonisolated static let accountNames: ChoiceSource = "accounts"
    nonisolated static let people: ChoiceSource = "people"

    // MARK: - Properties

    /// Where the table is written.
    public let console: any Console
    let interactor: any AccountsBusinessLogic
    let router: any AccountsRoutingLogic
    /// The rows shown, for `open`: their names are read from them only when a line asks, not
    /// for every list shown.
    private var shownRows: LaidOutRows<Accounts.FetchAccounts.ViewModel.Row> = []
    /// The people accounts are shared with, which Tab and `?` suggest: read only when the
    /// session asks.
    private var peopleChoices = Accounts.PeopleChoices.ViewModel.none

    // MARK: - Scene

    /// `Accounts`, in `where` and JSON output.
    public nonisolated static let sceneName = "Accounts"

    /// "Accounts".
    public var title: String { Strings.Accounts.title }

    /// `open`, `refresh`, `toggle-balances`, `new-account`, `rename`, `close`, `share`,
    /// `unshare` and `shares`.
    public var commands: CommandTable<AccountsCommand> { Self.commandTable }

    /// Lists the accounts.
    public func sceneDidLoad() async {
        await interactor.fetchAccounts()
    }

    /// Lists them again: a transfer may have changed balances.
    public func sceneWillAppear() async {
        await interactor.fetchAccounts()
    }

    /// Turns a command into a request.
    public func handle(_ command: AccountsCommand) async {
        switch command {
        case .open(let item): await interactor.selectAccount(Accounts.SelectAccount.Request(pick: ListPick(item)))
        case .refresh: await interactor.fetchAccounts()
        case .toggleBalances: await interactor.toggleBalances()
        case .shares: await interactor.listShares()
        case .search(let text): router.routeToSearch(text)
        case .change(let change): await interactor.changeAccount(Self.request(for: change))
        }
    }

    /// The request a command that changes an account makes.
    private static func request(for change: AccountChange) -> Accounts.ChangeAccount.Request {
        switch change {
        case .newAccount(let opening): .open(opening)
        case .rename(let item, let name): .rename(ListPick(item), name: name)
        case .close(let item): .close(ListPick(item))
        case .reopen(let item): .reopen(ListPick(item))
        case .share(let item, let person, let level): .share(ListPick(item), person: person, level: level)
        case .unshare(let item, let person): .unshare(ListPick(item), person: person)
        }
    }

    /// The names shown, for `open`.
    public func choices(for source: ChoiceSource) -> [String] {
        switch source {
        case Self.accountNames: shownRows.map(\.name)
        case Self.people: peopleChoices.names
        default: []
        }
    }

    /// Each account's type, and its balance while balances are shown, and what each person may
    /// do on which account, for Tab and `?`.
    public func choiceDescriptions(for source: ChoiceSource) -> [String] {
        switch source {
        case Self.accountNames: shownRows.map(ChoiceDescription.account)
        case Self.people: peopleChoices.descriptions
        default: []
        }
    }

    /// Reads the people `share` and `unshare` suggest, at a terminal before each line.
    public func loadSuggestions() async {
        await interactor.loadPeopleChoices()
    }
}

// MARK: - AccountsDisplayLogic

extension AccountsViewController: AccountsDisplayLogic {
    func displayAccounts(_ viewModel: Accounts.FetchAccounts.ViewModel) {
        shownRows = viewModel.rows
        show(
            viewModel, kind: "accounts",
            keptDrawing: { viewModel in
                let content = EmptyState.showing(
                    viewModel.emptyMessage, otherwise: RowTable(columns: Self.tableColumns, rows: viewModel.rows))
                return RenderGroup([Heading(Strings.Accounts.title), content])
            })
    }

    func displaySelectedAccount(_ viewModel: Accounts.SelectAccount.ViewModel) {
        show(viewModel, kind: "selectedAccount")
        router.routeToAccountDetail()
    }

    func displayToggledBalances(_ viewModel: Accounts.ToggleBalances.ViewModel) {
        show(viewModel, kind: "toggledBalances") { Notice(.info, viewModel.message) }
    }

    func displayChangedAccount(_ viewModel: Accounts.ChangeAccount.ViewModel) {
        show(viewModel, kind: "changedAccount") { Notice(.success, viewModel.message) }
    }

    func displayPeopleChoices(_ viewModel: Accounts.PeopleChoices.ViewModel) {
        peopleChoices = viewModel
    }

    func displayShares(_ viewModel: Accounts.ListShares.ViewModel) {
        let content = EmptyState.showing(
            viewModel.emptyMessage, otherwise: RowTable(columns: Self.shareColumns, rows: viewModel.rows))
        show(viewModel, kind: "shares") { RenderGroup([Heading(Strings.Shares.heading), content]) }
    }
}

// MARK: - Layout

extension AccountsViewController {
    nonisolated static let tableColumns: [RowTable.Column<Accounts.FetchAccounts.ViewModel.Row.Column>] = [
        .init(Strings.Common.numberColumn, alignment: .right, .number),
        .init(Strings.Common.nameColumn, .name),
        .init(Strings.Common.typeColumn, .type),
        .init(Strings.Accounts.numberColumn, shrinking: .whole, .maskedNumber),
        .init(Strings.Common.balanceColumn, alignment: .right, .balance),
    ]

    nonisolated static let shareColumns: [RowTable.Column<Accounts.ListShares.ViewModel.Row.Column>] = [
        .init(Strings.Shares.accountColumn, .account),
        .init(Strings.Shares.ownerColumn, .owner),
        .init(Strings.Shares.personColumn, .person),
        .init(Strings.Shares.mayColumn, .may),
    ]
}

// MARK: - Commands

extension AccountsViewController {
    nonisolated static let account = TypedParameter.item(
        "ACCOUNT", from: accountNames, Strings.Accounts.accountArgument)

    nonisolated static let name = TypedParameter.text("NAME", Strings.Accounts.nameArgument)
    nonisolated static let newName = TypedParameter.words("NAME", Strings.Accounts.newNameArgument)
    nonisolated static let type = TypedParameter.choice("TYPE", of: AccountType.self, Strings.Accounts.typeArgument)
    nonisolated static let currency = TypedParameter.option(
        "currency", Strings.Accounts.currencyOption, valueName: "CODE")
    nonisolated static let opening = TypedParameter.amountOption("opening", Strings.Accounts.openingOption)
    nonisolated static let limit = TypedParameter.amountOption("limit", Strings.Accounts.limitOption)
    nonisolated static let iban = TypedParameter.option("iban", Strings.Accounts.ibanOption, valueName: "IBAN")
    nonisolated static let opened = TypedParameter.option("opened", Strings.Accounts.openedOption, valueName: "DATE")
    nonisolated static let with = TypedParameter.choice("with", ["with"], Strings.Shares.withArgument)
    nonisolated static let from = TypedParameter.choice("from", ["from"], Strings.Shares.fromArgument)
    nonisolated static let person = TypedParameter.text("PERSON", suggesting: people, Strings.Shares.personArgument)
    nonisolated static let level = TypedParameter.choice("LEVEL", of: ShareLevel.self, Strings.Shares.levelArgument)

    /// The day `text` names, as a user types one.
    nonisolated static func day(_ text: String) throws -> CalendarDay {
        try TypedDay.day(text, hint: Strings.Accounts.openedOption)
    }

    nonisolated static let commandTable = CommandTable<AccountsCommand>([
        CommandSpec("open", summary: Strings.Accounts.openSummary, account, build: AccountsCommand.open),
        CommandSpec("refresh", summary: Strings.Common.refreshSummary, command: .refresh),
        CommandSpec(
            AccountsCommand.Name.toggleBalances, summary: Strings.Accounts.toggleSummary, effects: .changesData,
            command: .toggleBalances),
        CommandSpec(
            AccountsCommand.Name.newAccount, summary: Strings.Accounts.newAccountSummary, effects: .changesData, name,
            type, currency, opening, limit, iban, opened
        ) { name, type, currency, opening, limit, iban, opened in
            .change(
                .newAccount(
                    AccountOpening(
                        name: name, type: type, currency: currency, opening: opening, limit: limit, iban: iban,
                        opened: try opened.map(AccountsViewController.day))))
        },
        CommandSpec(
            "rename", summary: Strings.Accounts.renameSummary, effects: .changesData, account, newName
        ) { item, name in .change(.rename(item, name: name)) },
        CommandSpec(
            "close", summary: Strings.Accounts.closeSummary, effects: .changesData, account,
            build: { .change(.close($0)) }),
        CommandSpec(
            "reopen", summary: Strings.Accounts.reopenSummary, effects: .changesData, account,
            build: { .change(.reopen($0)) }),
        CommandSpec(
            "share", summary: Strings.Shares.shareSummary, effects: .changesData, account, with, person, level
        ) { item, _, person, level in .change(.share(item, person: person, level: level)) },
        CommandSpec(
            "unshare", summary: Strings.Shares.unshareSummary, effects: .changesData, account, from, person
        ) { item, _, person in .change(.unshare(item, person: person)) },
        CommandSpec("shares", summary: Strings.Shares.sharesSummary, command: .shares),
        CommandSpec("search", summary: Strings.Search.everyAccountSummary, SearchText.words) {
            .search(try SearchText.searchable($0))
        },
    ])
}
