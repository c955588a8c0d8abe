import BankDomain
public import Vipera
import ViperaSpyable

/// The display logic of the insights scene.
@Spyable
protocol InsightsDisplayLogic: ErrorDisplaying {
    func displayInsights(_ viewModel: Insights.ShowInsights.ViewModel)
}

/// Where the money went: a month's spending by category as bars with amounts and shares, and
/// six months of income against spending.
@MemberwiseInit
public final class InsightsViewController: Scene, ConsoleDisplaying {
    // MARK: - Constants

    nonisolated static let accountNames: ChoiceSource = "insight accounts"

    // MARK: - Properties

    /// Where the charts are written.
    public let console: any Console
    let interactor: any InsightsBusinessLogic
    let router: any InsightsRoutingLogic
    private var shownAccountNames: [String] = []

    // MARK: - Scene

    /// `Insights`, in `where` and JSON output.
    public nonisolated static let sceneName = "Insights"

    /// "Insights".
    public var title: String { Strings.Insights.sceneTitle }

    /// `month`, `prev`, `next`, `in` and `refresh`.
    public var commands: CommandTable<InsightsCommand> { Self.commandTable }

    /// Shows this month.
    public func sceneDidLoad() async {
        await interactor.showInsights(Insights.ShowInsights.Request(change: .reload))
    }

    /// Shows it again: a transfer or an import may have changed it.
    public func sceneWillAppear() async {
        await interactor.showInsights(Insights.ShowInsights.Request(change: .reload))
    }

    /// Turns a command into a request.
    public func handle(_ command: InsightsCommand) async {
        let change: Insights.ShowInsights.Change =
            switch command {
            case .month(let month): .month(month)
            case .previous: .previousMonth
            case .next: .nextMonth
            case .narrow(let name): name.lowercased() == InsightsCommand.Name.all ? .allAccounts : .account(name)
            case .refresh: .reload
            }
        await interactor.showInsights(Insights.ShowInsights.Request(change: change))
    }

    /// The accounts' names and `all`, for `in`.
    public func choices(for source: ChoiceSource) -> [String] {
        source == Self.accountNames ? shownAccountNames : []
    }
}

// MARK: - InsightsDisplayLogic

extension InsightsViewController: InsightsDisplayLogic {
    func displayInsights(_ viewModel: Insights.ShowInsights.ViewModel) {
        shownAccountNames = viewModel.accountNames
        show(viewModel, kind: "insights") {
            let spending = Self.spendingChart(viewModel.categories)
            let note: [any Renderable] = viewModel.note.map { [Notice(.info, $0)] } ?? []
            return RenderGroup(
                [
                    Heading(viewModel.title, subtitle: viewModel.scope),
                    RenderGroup(
                        [
                            Heading(viewModel.spendingHeading),
                            EmptyState.showing(
                                viewModel.emptyMessage,
                                otherwise: RenderGroup([spending, Paragraph(viewModel.totalSpent)], spacing: 0)),
                        ], spacing: 0),
                    RenderGroup([Heading(viewModel.historyHeading), Self.historyChart(viewModel.history)], spacing: 0),
                ] + note)
        }
    }

    /// Amounts and shares in columns of their own, each right-aligned.
    private static func spendingChart(_ categories: [Insights.ShowInsights.ViewModel.Category]) -> BarChart {
        BarChart(
            categories.map { category in
                .init(
                    category.label, value: category.share, valueText: category.amount,
                    note: .init(category.shareText, meaning: Strings.Insights.sharesOf))
            })
    }

    private static func historyChart(_ months: [Insights.ShowInsights.ViewModel.Month]) -> BarChart {
        BarChart(
            months.flatMap { month in
                [
                    BarChart.Bar(
                        Strings.Insights.incomeLabel(month.label), value: month.incomeBar, valueText: month.income,
                        style: .green),
                    BarChart.Bar(
                        Strings.Insights.spendingLabel(month.label), value: month.spendingBar,
                        valueText: month.spending),
                ]
            })
    }
}

// MARK: - Commands

extension InsightsViewController {
    nonisolated static let month = TypedParameter.text("MONTH", Strings.Insights.monthArgument)
    nonisolated static let account = TypedParameter.dynamicChoice(
        "ACCOUNT", from: accountNames, Strings.Insights.accountArgument)

    nonisolated static let commandTable = CommandTable<InsightsCommand>([
        CommandSpec(InsightsCommand.Name.month, summary: Strings.Insights.monthSummary, month) { text in
            guard let month = CalendarMonth(iso: text) else {
                throw CommandValidationError(Strings.Insights.badMonth(text), hint: Strings.Insights.monthHint)
            }
            return .month(month)
        },
        CommandSpec("prev", summary: Strings.Insights.previousSummary, command: .previous),
        CommandSpec("next", summary: Strings.Insights.nextSummary, command: .next),
        CommandSpec(InsightsCommand.Name.narrow, summary: Strings.Insights.narrowSummary, account) { .narrow($0) },
        CommandSpec("refresh", summary: Strings.Common.refreshSummary, command: .refresh),
    ])
}
