import BankDomain
public import Vipera
import ViperaSpyable

/// The display logic of the categories scene.
@Spyable
protocol CategoriesDisplayLogic: ErrorDisplaying {
    func displayCategories(_ viewModel: Categories.ShowCategories.ViewModel)
    func displayCategoryChange(_ viewModel: Categories.ChangeCategory.ViewModel)
    func displayRules(_ viewModel: Categories.ShowRules.ViewModel)
    func displayRuleChange(_ viewModel: Categories.ChangeRule.ViewModel)
    func displayRecategorisation(_ viewModel: Categories.Recategorise.ViewModel)
}

/// The categories rows are counted in, with their kind and this month's totals; the rules that
/// categorise rows by their memo; and the command that applies the rules to rows in `other`.
@MemberwiseInit
public final class CategoriesViewController: Scene, ConsoleDisplaying {
    // MARK: - Properties

    /// Where the tables are written.
    public let console: any Console
    let interactor: any CategoriesBusinessLogic
    let router: any CategoriesRoutingLogic

    // MARK: - Scene

    /// `Categories`, in `where` and JSON output.
    public nonisolated static let sceneName = "Categories"

    /// "Categories".
    public var title: String { Strings.Categories.title }

    /// The commands on categories and rules.
    public var commands: CommandTable<CategoriesCommand> { Self.commandTable }

    /// Lists the categories.
    public func sceneDidLoad() async {
        await interactor.showCategories()
    }

    /// Turns a command into a request.
    public func handle(_ command: CategoriesCommand) async {
        switch command {
        case .list: await interactor.showCategories()
        case .newCategory(let category, let kind):
            await interactor.changeCategory(.init(change: .add(CategoryDefinition(category, kind: kind))))
        case .rename(let category, let name):
            await interactor.changeCategory(.init(change: .move(.rename(category, to: name))))
        case .merge(let category, let target):
            await interactor.changeCategory(.init(change: .move(.merge(category, into: target))))
        case .rules: await interactor.showRules()
        case .rule(let rule): await interactor.changeRule(.init(change: .add(rule)))
        case .deleteRule(let position): await interactor.changeRule(.init(change: .remove(position: position)))
        case .recategorise(let applying): await interactor.recategorise(.init(applying: applying))
        }
    }
}

// MARK: - CategoriesDisplayLogic

extension CategoriesViewController: CategoriesDisplayLogic {
    func displayCategories(_ viewModel: Categories.ShowCategories.ViewModel) {
        show(viewModel, kind: "categories") {
            RenderGroup([Heading(viewModel.heading), RowTable(columns: Self.categoryColumns, rows: viewModel.rows)])
        }
    }

    func displayCategoryChange(_ viewModel: Categories.ChangeCategory.ViewModel) {
        show(viewModel, kind: "categoryChanged") { Notice(.success, viewModel.message) }
    }

    func displayRules(_ viewModel: Categories.ShowRules.ViewModel) {
        let content = EmptyState.showing(
            viewModel.emptyMessage, otherwise: RowTable(columns: Self.ruleColumns, rows: viewModel.rows))
        show(viewModel, kind: "rules") { RenderGroup([Heading(Strings.Categories.rulesHeading), content]) }
    }

    func displayRuleChange(_ viewModel: Categories.ChangeRule.ViewModel) {
        show(viewModel, kind: "ruleChanged") { Notice(.success, viewModel.message) }
    }

    func displayRecategorisation(_ viewModel: Categories.Recategorise.ViewModel) {
        show(viewModel, kind: "recategorised") {
            let notice = Notice(viewModel.changed ? .success : .info, viewModel.message)
            guard !viewModel.rows.isEmpty else { return notice }
            return RenderGroup([RowTable(columns: Self.recategorisedColumns, rows: viewModel.rows), notice])
        }
    }
}

// MARK: - Layout

extension CategoriesViewController {
    nonisolated static let categoryColumns: [RowTable.Column<Categories.ShowCategories.ViewModel.Row.Column>] = [
        .init(Strings.Common.numberColumn, alignment: .right, .number),
        .init(Strings.Categories.categoryColumn, .category),
        .init(Strings.Categories.kindColumn, .kind),
        .init(Strings.Categories.rowsColumn, alignment: .right, .rows),
        .init(Strings.Categories.thisMonthColumn, alignment: .right, .thisMonth),
    ]

    nonisolated static let ruleColumns: [RowTable.Column<Categories.ShowRules.ViewModel.Row.Column>] = [
        .init(Strings.Common.numberColumn, alignment: .right, .number),
        .init(Strings.Categories.memoContainsColumn, .memoContains),
        .init(Strings.Categories.categoryColumn, .category),
    ]

    nonisolated static let recategorisedColumns: [RowTable.Column<Categories.Recategorise.ViewModel.Row.Column>] = [
        .init(Strings.Common.numberColumn, alignment: .right, .number),
        .init(Strings.Categories.dateColumn, .date),
        .init(Strings.Common.accountColumn, .account),
        .init(Strings.Categories.memoColumn, .memo),
        .init(Strings.Categories.amountColumn, alignment: .right, .amount),
        .init(Strings.Categories.categoryColumn, .category),
        .init(Strings.Categories.ruleColumn, alignment: .right, .rule),
    ]
}

// MARK: - Commands

extension CategoriesViewController {
    nonisolated static let name = TypedParameter.text("NAME", Strings.Categories.nameArgument)
    nonisolated static let newName = TypedParameter.words("NEW", Strings.Categories.newNameArgument)
    nonisolated static let target = TypedParameter.words("INTO", Strings.Categories.targetArgument)
    nonisolated static let kind = TypedParameter.option(
        "kind", of: CategoryKind.self, Strings.Categories.kindOption, default: .spending)
    nonisolated static let pattern = TypedParameter.text("PATTERN", Strings.Categories.patternArgument)
    nonisolated static let categoryWord = TypedParameter.choice(
        "category", ["category"], Strings.Categories.categoryWordArgument)
    nonisolated static let ruleCategory = TypedParameter.words("NAME", Strings.Categories.ruleCategoryArgument)
    nonisolated static let position = TypedParameter.integer("RULE", in: 1...10_000, Strings.Categories.ruleArgument)
    nonisolated static let apply = TypedParameter.flag("apply", Strings.Categories.applyFlag)

    /// The category `text` names, refused as the command is read when no category can have it.
    nonisolated static func category(_ text: String) throws -> TransactionCategory {
        do {
            return try CategoryRules.category(named: text)
        } catch {
            throw CommandValidationError(error.errorDescription ?? text, hint: error.recoverySuggestion)
        }
    }

    nonisolated static let commandTable = CommandTable<CategoriesCommand>([
        CommandSpec("categories", summary: Strings.Categories.listSummary, command: .list),
        CommandSpec(
            "new-category", summary: Strings.Categories.newSummary, effects: .changesData, name, kind
        ) { name, kind in .newCategory(try category(name), kind) },
        CommandSpec(
            "rename-category", summary: Strings.Categories.renameSummary, effects: .changesData, name, newName
        ) { name, newName in .rename(try category(name), to: try category(newName)) },
        CommandSpec(
            "merge-category", summary: Strings.Categories.mergeSummary, effects: .changesData, name, target
        ) { name, target in .merge(try category(name), into: try category(target)) },
        CommandSpec("rules", summary: Strings.Categories.rulesSummary, command: .rules),
        CommandSpec(
            "rule", summary: Strings.Categories.ruleSummary, effects: .changesData, pattern, categoryWord, ruleCategory
        ) { pattern, _, name in .rule(CategoryRule(pattern: pattern, category: try category(name))) },
        CommandSpec(
            "delete-rule", summary: Strings.Categories.deleteRuleSummary, effects: .changesData, position,
            build: CategoriesCommand.deleteRule),
        CommandSpec(
            "recategorise", summary: Strings.Categories.recategoriseSummary, effects: .changesData, apply,
            build: { .recategorise(applying: $0) }),
    ])
}
