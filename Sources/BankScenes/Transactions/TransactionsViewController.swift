import BankDomain
public import Vipera
import ViperaSpyable

/// The display logic of the transactions scene.
@Spyable
protocol TransactionsDisplayLogic: ErrorDisplaying {
    func displayCategoryChoices(_ viewModel: CategoryChoices.ViewModel)
    func displayPage(_ viewModel: Transactions.FetchPage.ViewModel)
    func displaySelectedTransaction(_ viewModel: Transactions.SelectTransaction.ViewModel)
    func displayExport(_ viewModel: Transactions.ExportStatement.ViewModel)
}

/// One page of an account's transactions, newest first, with paging, search and filters.
@MemberwiseInit
public final class TransactionsViewController: KeyedChoiceScene, DescribedChoiceScene, SuggestionLoadingScene,
    LinkableScene, ConsoleDisplaying
{
    // MARK: - Constants

    nonisolated static let memos: ChoiceSource = "transactions"
    nonisolated static let categories: ChoiceSource = "categories"

    // MARK: - Properties

    /// Where the page is written.
    public let console: any Console
    let interactor: any TransactionsBusinessLogic
    let router: any TransactionsRoutingLogic
    /// The rows on the page, for `open`: their memos and identifiers are read from them only when
    /// a line asks, not for every page shown.
    private var shownRows: LaidOutRows<TransactionRow> = []
    private var shownPosition = Transactions.FetchPage.ViewModel.Position()
    /// The bank's categories, which Tab and `?` suggest: read only when the session asks.
    private var categoryChoices = CategoryChoices.ViewModel.none

    // MARK: - Scene

    /// `Transactions`, in `where` and JSON output.
    public nonisolated static let sceneName = "Transactions"

    /// "Transactions".
    public var title: String { Strings.Transactions.title }

    /// Paging, `open`, `search`, `filter` and `clear`.
    public var commands: CommandTable<TransactionsCommand> { Self.commandTable }

    /// Shows the first page.
    public func sceneDidLoad() async {
        await interactor.fetchPage(Transactions.FetchPage.Request(target: .first))
    }

    /// Shows the same page again after a transaction was looked at.
    public func sceneWillAppear() async {
        await interactor.fetchPage(Transactions.FetchPage.Request(target: .current))
    }

    /// Turns a command into a request.
    public func handle(_ command: TransactionsCommand) async {
        switch command {
        case .first: await interactor.fetchPage(Transactions.FetchPage.Request(target: .first))
        case .next: await interactor.fetchPage(Transactions.FetchPage.Request(target: .next))
        case .previous: await interactor.fetchPage(Transactions.FetchPage.Request(target: .previous))
        case .last: await interactor.fetchPage(Transactions.FetchPage.Request(target: .last))
        case .page(let number): await interactor.fetchPage(Transactions.FetchPage.Request(target: .number(number)))
        case .open(let item):
            await interactor.selectTransaction(Transactions.SelectTransaction.Request(position: item.position))
        case .search(let text): await interactor.narrow(Transactions.Narrow.Request(change: .search(text)))
        case .filter(let filter): await interactor.narrow(Transactions.Narrow.Request(change: .filter(filter)))
        case .clear: await interactor.narrow(Transactions.Narrow.Request(change: .clear))
        case .export(let path, let replacing):
            await interactor.exportStatement(Transactions.ExportStatement.Request(path: path, replacing: replacing))
        case .undo: router.routeToUndo()
        }
    }

    /// The memos on the page, for `open`, and the bank's categories, for `filter category`.
    public func choices(for source: ChoiceSource) -> [String] {
        switch source {
        case Self.memos: shownRows.map(\.memo)
        case Self.categories: categoryChoices.names
        default: []
        }
    }

    /// Reads the categories Tab and `?` suggest, at a terminal before each line.
    public func loadSuggestions() async {
        await interactor.loadCategoryChoices()
    }

    /// The identifiers of the rows on the page, for `open #ID` and links.
    public func choiceKeys(for source: ChoiceSource) -> [String] {
        source == Self.memos ? shownRows.map(\.id) : []
    }

    /// Each row's day and amount, which tell apart rows of one payee, and each category's kind,
    /// for Tab and `?`.
    public func choiceDescriptions(for source: ChoiceSource) -> [String] {
        switch source {
        case Self.memos: shownRows.map(ChoiceDescription.transaction)
        case Self.categories: categoryChoices.kinds
        default: []
        }
    }

    /// The search, filters and page shown, as the commands that bring the list back to them, for
    /// `where --link`.
    public var linkSteps: [String] {
        let position = shownPosition
        let filters = [
            ("type", position.type), ("category", position.category), ("from", position.from), ("to", position.to),
        ]
        var steps = position.search.map { [Name.search + " " + CommandWord.quoted($0)] } ?? []
        steps += filters.compactMap { field, value in value.map { "\(Name.filter) \(field) \(CommandWord.quoted($0))" }
        }
        if position.page > 1 {
            steps.append("\(Name.page) \(position.page)")
        }
        return steps
    }
}

// MARK: - TransactionsDisplayLogic

extension TransactionsViewController: TransactionsDisplayLogic {
    func displayPage(_ viewModel: Transactions.FetchPage.ViewModel) {
        shownRows = viewModel.rows
        shownPosition = viewModel.position
        show(
            viewModel, kind: "page",
            keptDrawing: { viewModel in
                let content = EmptyState.showing(
                    viewModel.emptyTitle, message: viewModel.emptyMessage,
                    otherwise: RowTable(
                        columns: TransactionTable.page(
                            isReconciled: viewModel.isReconciled, hasBalances: viewModel.hasBalances),
                        rows: viewModel.rows))
                return RenderGroup([Heading(viewModel.heading, subtitle: viewModel.subtitle), content])
            })
    }

    func displaySelectedTransaction(_ viewModel: Transactions.SelectTransaction.ViewModel) {
        show(viewModel, kind: "selectedTransaction")
        router.routeToTransactionDetail()
    }

    func displayCategoryChoices(_ viewModel: CategoryChoices.ViewModel) {
        categoryChoices = viewModel
    }

    func displayExport(_ viewModel: Transactions.ExportStatement.ViewModel) {
        show(viewModel, kind: "export") { Notice(.success, viewModel.message) }
    }
}

// MARK: - Commands

extension TransactionsViewController {
    private typealias Name = TransactionsCommand.Name

    nonisolated static let page = TypedParameter.integer("N", in: 1...Int.max, Strings.Transactions.pageArgument)
    nonisolated static let transaction = TypedParameter.item(
        "TRANSACTION", from: memos, Strings.Transactions.transactionArgument)
    nonisolated static let text = TypedParameter.words("TEXT", Strings.Transactions.textArgument)
    nonisolated static let field = TypedParameter.choice(
        "FIELD", ["type", "category", "from", "to"], Strings.Transactions.fieldArgument)
    nonisolated static let value = TypedParameter.text(
        "VALUE", varyingWith: "FIELD",
        ["type": .choice(TransactionType.allCases.map(\.rawValue)), "category": .suggested(categories)],
        Strings.Transactions.valueArgument)
    nonisolated static let file = TypedParameter.filePath("FILE", Strings.Transactions.exportFileArgument)
    nonisolated static let replace = TypedParameter.replaceFlag(Strings.Transactions.replaceFlag)

    nonisolated static let commandTable = CommandTable<TransactionsCommand>([
        CommandSpec(Name.next, aliases: ["n"], summary: Strings.Transactions.nextSummary, command: .next),
        CommandSpec(
            Name.previous, aliases: ["previous", "p"], summary: Strings.Transactions.previousSummary, command: .previous
        ),
        CommandSpec(Name.first, summary: Strings.Transactions.firstSummary, command: .first),
        CommandSpec(Name.last, summary: Strings.Transactions.lastSummary, command: .last),
        CommandSpec(Name.page, summary: Strings.Transactions.pageSummary, page, build: TransactionsCommand.page),
        CommandSpec("open", summary: Strings.Transactions.openSummary, transaction, build: TransactionsCommand.open),
        CommandSpec(Name.search, summary: Strings.Transactions.searchSummary, text, build: TransactionsCommand.search),
        CommandSpec(Name.filter, summary: Strings.Transactions.filterSummary, field, value) {
            .filter(try FilterParsing.filter(field: $0, value: $1))
        },
        CommandSpec(Name.clear, summary: Strings.Transactions.clearSummary, command: .clear),
        CommandSpec("export", summary: Strings.Transactions.exportSummary, effects: .writesFiles, file, replace) {
            .export(path: $0, replacing: $1)
        },
        CommandSpec("undo", summary: Strings.Undo.summary, command: .undo),
    ])
}

// MARK: - Filter Parsing

/// Reads the value of `filter FIELD VALUE` for its field.
private enum FilterParsing {
    static func filter(field: String, value: String) throws -> TransactionFilter {
        switch field {
        case "type":
            guard let type = ChoiceMatch.value(value, of: TransactionType.self) else {
                throw CommandValidationError(
                    Strings.Transactions.badChoice(field, value, ChoiceMatch.names(of: TransactionType.self)))
            }
            return .type(type)
        case "category":
            // Which of the bank's categories it names is the interactor's to find.
            return .category(try RecordLine.category(value))
        default:
            guard let day = CalendarDay(iso: value) else {
                throw CommandValidationError(
                    CalendarDay.isWrittenAsDay(value)
                        ? Strings.Transactions.noSuchDay(value) : Strings.Transactions.badDate(field, value),
                    hint: Strings.Transactions.dayHint)
            }
            return field == "from" ? .from(day) : .to(day)
        }
    }
}
