public import Vipera
import ViperaSpyable

/// The display logic of the home scene.
@Spyable
protocol HomeDisplayLogic: ErrorDisplaying {
    func displayHome(_ viewModel: Home.FetchHome.ViewModel)
    func displayRecent(_ viewModel: Home.ShowRecent.ViewModel)
    func displayTransferOutcome(_ viewModel: Home.TransferOutcome.ViewModel)
}

/// The app's first scene: the total balance, the accounts, and the five newest transactions.
@MemberwiseInit
public final class HomeViewController: Scene, ConsoleDisplaying {
    // MARK: - Properties

    /// Where the overview is written.
    public let console: any Console
    let interactor: any HomeBusinessLogic
    let router: any HomeRoutingLogic

    // MARK: - Scene

    /// `Home`, in `where` and JSON output.
    public nonisolated static let sceneName = "Home"

    /// "Home".
    public var title: String { Strings.Home.title }

    /// `accounts`, `cards`, `transfer`, `settings`, `recent` and `refresh`.
    public var commands: CommandTable<HomeCommand> { Self.commandTable }

    /// Shows the overview.
    public func sceneDidLoad() async {
        await interactor.fetchHome()
    }

    /// Shows it again: balances may have changed.
    public func sceneWillAppear() async {
        await interactor.fetchHome()
    }

    /// Turns a command into a route or a request.
    public func handle(_ command: HomeCommand) async {
        switch command {
        case .accounts: router.routeToAccounts()
        case .closedAccounts: router.routeToClosedAccounts()
        case .undo: router.routeToUndo()
        case .cards: router.routeToCards()
        case .transfer: router.routeToTransfer()
        case .record(let kind, let line): router.routeToRecord(kind, line: (try? RecordLine.changes(kind, line)) ?? [])
        case .settings: router.routeToSettings()
        case .insights: router.routeToInsights()
        case .categories: router.routeToCategories()
        case .search(let text): router.routeToSearch(text)
        case .recent(let count): await interactor.showRecent(Home.ShowRecent.Request(count: count))
        case .refresh: await interactor.fetchHome()
        }
    }
}

// MARK: - HomeDisplayLogic

extension HomeViewController: HomeDisplayLogic {
    func displayHome(_ viewModel: Home.FetchHome.ViewModel) {
        show(viewModel, kind: "home", keptDrawing: Self.drawHome)
    }

    func displayRecent(_ viewModel: Home.ShowRecent.ViewModel) {
        show(viewModel, kind: "recent", keptDrawing: { viewModel in Self.recent(viewModel.recent) })
    }

    func displayTransferOutcome(_ viewModel: Home.TransferOutcome.ViewModel) {
        show(viewModel, kind: "transferOutcome") { Notice(viewModel.isSuccess ? .success : .info, viewModel.message) }
    }

    // MARK: - Private

    /// Home drawn from its view model alone, so that the same view model shown again writes what
    /// it wrote then.
    private nonisolated static func drawHome(_ viewModel: Home.FetchHome.ViewModel) -> any Renderable {
        let accounts = EmptyState.showing(
            viewModel.accounts.isEmpty ? Strings.Home.noAccounts : nil,
            otherwise: RowTable(columns: accountColumns, rows: viewModel.accounts))
        return RenderGroup([
            RenderGroup(
                [
                    Heading(Strings.Home.title),
                    KeyValueList([KeyValueList.Pair(Strings.Home.totalLabel, viewModel.total)]),
                ],
                spacing: 0
            ),
            RenderGroup([Heading(Strings.Home.accountsHeading), accounts], spacing: 0),
            recent(viewModel.recent),
        ])
    }

    private nonisolated static func recent(_ list: Home.RecentList) -> RenderGroup {
        let content = EmptyState.showing(
            list.emptyMessage, otherwise: RowTable(columns: TransactionTable.recent, rows: list.rows))
        return RenderGroup([Heading(list.heading), content], spacing: 0)
    }
}

// MARK: - Layout

extension HomeViewController {
    nonisolated static let accountColumns: [RowTable.Column<Home.FetchHome.ViewModel.AccountRow.Column>] = [
        .init(Strings.Common.nameColumn, .name),
        .init(Strings.Common.typeColumn, .type),
        .init(Strings.Common.balanceColumn, alignment: .right, .balance),
    ]
}

// MARK: - Commands

extension HomeViewController {
    nonisolated static let maximumRecent = 100
    nonisolated static let count = TypedParameter.optionalInteger(
        "N", in: 1...maximumRecent, Strings.Home.recentArgument)

    nonisolated static let commandTable = CommandTable<HomeCommand>([
        CommandSpec(
            "accounts", summary: Strings.Home.accountsSummary,
            TypedParameter.flag("closed", Strings.Home.closedFlag)
        ) { $0 ? .closedAccounts : .accounts },
        CommandSpec("cards", summary: Strings.Home.cardsSummary, command: .cards),
        CommandSpec("transfer", summary: Strings.Home.transferSummary, command: .transfer),
        RecordLine.spec(.spend) { HomeCommand.record(.spend, line: $0) },
        RecordLine.spec(.receive) { HomeCommand.record(.receive, line: $0) },
        CommandSpec("settings", summary: Strings.Home.settingsSummary, command: .settings),
        CommandSpec("insights", summary: Strings.Home.insightsSummary, command: .insights),
        CommandSpec("categories", summary: Strings.Home.categoriesSummary, command: .categories),
        CommandSpec("search", summary: Strings.Search.everyAccountSummary, SearchText.words) {
            .search(try SearchText.searchable($0))
        },
        CommandSpec("recent", summary: Strings.Home.recentSummary, count, build: HomeCommand.recent),
        CommandSpec("undo", summary: Strings.Undo.summary, command: .undo),
        CommandSpec("refresh", summary: Strings.Common.refreshSummary, command: .refresh),
    ])
}
