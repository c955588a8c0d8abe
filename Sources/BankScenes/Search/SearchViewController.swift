import BankDomain
public import Vipera
import ViperaSpyable

/// The display logic of the search scene.
@Spyable
protocol SearchDisplayLogic: ErrorDisplaying {
    func displayResults(_ viewModel: Search.Find.ViewModel)
    func displaySelectedTransaction(_ viewModel: Search.SelectTransaction.ViewModel)
}

/// The newest rows of every account that match the words typed, each with its account, to open.
@MemberwiseInit
public final class SearchViewController: KeyedChoiceScene, DescribedChoiceScene, ConsoleDisplaying {
    // MARK: - Constants

    nonisolated static let memos: ChoiceSource = "found"

    // MARK: - Properties

    /// Where the list is written.
    public let console: any Console
    let interactor: any SearchBusinessLogic
    let router: any SearchRoutingLogic
    /// The words it was opened with.
    let text: String
    /// The rows shown, for `open`.
    private var shownRows: LaidOutRows<TransactionRow> = []

    // MARK: - Scene

    /// `Search`, in `where` and JSON output.
    public nonisolated static let sceneName = "Search"

    /// "Search".
    public var title: String { Strings.Search.title }

    /// `open` and `search`.
    public var commands: CommandTable<SearchCommand> { Self.commandTable }

    /// Searches for the words it was opened with.
    public func sceneDidLoad() async {
        await interactor.find(Search.Find.Request(text: text))
    }

    /// Searches again as it shows again, after a row opened from it: the row may have changed.
    public func sceneWillAppear() async {
        await interactor.findAgain()
    }

    /// Turns a command into a request.
    public func handle(_ command: SearchCommand) async {
        switch command {
        case .search(let text): await interactor.find(Search.Find.Request(text: text))
        case .open(let item): await interactor.selectTransaction(.init(position: item.position))
        }
    }

    /// The memos shown, for `open`.
    public func choices(for source: ChoiceSource) -> [String] {
        source == Self.memos ? shownRows.map(\.memo) : []
    }

    /// The identifiers of the rows shown, for `open #ID`.
    public func choiceKeys(for source: ChoiceSource) -> [String] {
        source == Self.memos ? shownRows.map(\.id) : []
    }

    /// Each row's day and amount, which tell apart rows of one payee, for Tab and `?`.
    public func choiceDescriptions(for source: ChoiceSource) -> [String] {
        source == Self.memos ? shownRows.map(ChoiceDescription.transaction) : []
    }
}

// MARK: - SearchDisplayLogic

extension SearchViewController: SearchDisplayLogic {
    func displayResults(_ viewModel: Search.Find.ViewModel) {
        shownRows = viewModel.rows
        let content = EmptyState.showing(
            viewModel.emptyMessage, otherwise: RowTable(columns: TransactionTable.found, rows: viewModel.rows))
        show(viewModel, kind: "found") {
            RenderGroup([Heading(viewModel.heading, subtitle: viewModel.subtitle), content])
        }
    }

    func displaySelectedTransaction(_ viewModel: Search.SelectTransaction.ViewModel) {
        show(viewModel, kind: "selectedTransaction")
        router.routeToTransactionDetail()
    }
}

// MARK: - Commands

extension SearchViewController {
    nonisolated static let commandTable = CommandTable<SearchCommand>([
        CommandSpec(
            "open", summary: Strings.Search.openSummary,
            TypedParameter.item("TRANSACTION", from: memos, Strings.Search.transactionArgument),
            build: SearchCommand.open),
        CommandSpec("search", summary: Strings.Search.searchSummary, SearchText.words) {
            .search(try SearchText.searchable($0))
        },
    ])
}
