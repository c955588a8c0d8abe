import BankDomain
import Foundation
public import Vipera
import ViperaSpyable

/// The display logic of the record scene.
@Spyable
protocol RecordDisplayLogic: ErrorDisplaying {
    func displayCategoryChoices(_ viewModel: CategoryChoices.ViewModel)
    func displayDraft(_ viewModel: Record.ShowDraft.ViewModel)
    func displayReview(_ viewModel: Record.Review.ViewModel)
    func displayFinished(_ viewModel: Record.Finish.ViewModel)
    func displayUnavailable(_ viewModel: ErrorViewModel)
}

/// Money spent or received: the pieces collected so far and what is missing, then review and
/// confirm. Started by `spend` or `receive` with the pieces typed on one line, or none.
@MemberwiseInit
public final class RecordViewController: CollectingScene, DescribedChoiceScene, SuggestionLoadingScene,
    ConsoleDisplaying
{
    // MARK: - Constants

    nonisolated static let accountNames: ChoiceSource = "accounts"
    nonisolated static let categories: ChoiceSource = "categories"

    // MARK: - Properties

    /// Where the flow is written.
    public let console: any Console
    let interactor: any RecordBusinessLogic
    let router: any RecordRoutingLogic
    /// The pieces the one-line form gave, set once the accounts are shown.
    let opening: [Record.UpdateDraft.Change]
    private var shownAccounts: [DraftAccountRow] = []
    /// The bank's categories, which Tab and `?` suggest: read only when the session asks.
    private var categoryChoices = CategoryChoices.ViewModel.none

    // MARK: - Scene

    /// `Record`, in `where` and JSON output.
    public nonisolated static let sceneName = "Record"

    /// "Record".
    public var title: String { "Record" }

    /// `account`, `amount`, `payee`, `category`, `on`, `memo`, `review`, `confirm` and `cancel`.
    public var commands: CommandTable<RecordCommand> { Self.commandTable }

    /// Shows the accounts and the draft with what the one-line form gave.
    public func sceneDidLoad() async {
        await interactor.showDraft(Record.UpdateDraft.Request(changes: opening))
    }

    /// Turns a command into a request.
    public func handle(_ command: RecordCommand) async {
        switch command {
        case .account(let item): await update(.account(ListPick(item)))
        case .amount(let amount): await update(.amount(amount))
        case .payee(let payee): await update(.payee(payee))
        case .category(let category): await update(.category(category))
        case .on(let day): await update(.day(day))
        case .memo(let memo): await update(.memo(memo))
        case .review: await interactor.review()
        case .confirm: await interactor.confirm()
        case .cancel: await interactor.cancel()
        }
    }

    /// The accounts shown, for `account`.
    public func choices(for source: ChoiceSource) -> [String] {
        switch source {
        case Self.accountNames: shownAccounts.map(\.name)
        case Self.categories: categoryChoices.names
        default: []
        }
    }

    /// Each account's number and what it has available, for Tab and `?`.
    public func choiceDescriptions(for source: ChoiceSource) -> [String] {
        switch source {
        case Self.accountNames: shownAccounts.map(ChoiceDescription.draftAccount)
        case Self.categories: categoryChoices.kinds
        default: []
        }
    }

    /// Reads the categories Tab and `?` suggest, at a terminal before each line.
    public func loadSuggestions() async {
        await interactor.loadCategoryChoices()
    }

    /// Clears the piece a refused line would have set, and shows the refusal saying so.
    public func refuse(_ refusal: ErrorViewModel, collecting piece: String) async {
        guard let field = Record.Field(piece: piece) else {
            displayError(refusal)
            return
        }
        await interactor.forget(Record.Forget.Request(field: field, refusal: refusal))
    }

    // MARK: - Private

    private func update(_ change: Record.UpdateDraft.Change) async {
        await interactor.updateDraft(Record.UpdateDraft.Request(changes: [change]))
    }
}

// MARK: - RecordDisplayLogic

extension RecordViewController: RecordDisplayLogic, FlowEnding {
    var origin: any OriginRouting { router }

    func displayCategoryChoices(_ viewModel: CategoryChoices.ViewModel) {
        categoryChoices = viewModel
    }

    func displayDraft(_ viewModel: Record.ShowDraft.ViewModel) {
        if !viewModel.accounts.isEmpty {
            shownAccounts = viewModel.accounts
        }
        show(viewModel, kind: "draft") {
            DraftLayout.render(
                title: viewModel.title, accounts: viewModel.accounts,
                fields: viewModel.fields, nextStep: viewModel.nextStep)
        }
    }

    func displayReview(_ viewModel: Record.Review.ViewModel) {
        show(viewModel, kind: "review") { Notice(.info, viewModel.message) }
    }

    func displayFinished(_ viewModel: Record.Finish.ViewModel) {
        show(viewModel, kind: "finished") { Notice(viewModel.isSuccess ? .success : .info, viewModel.message) }
        leaveFlow()
    }
}

// MARK: - Commands

extension RecordViewController {
    private typealias Name = RecordCommand.Name

    nonisolated static let account = TypedParameter.item(
        "ACCOUNT", from: accountNames, Strings.Record.accountArgument)
    nonisolated static let amount = TypedParameter.amount("AMOUNT", Strings.Record.amountArgument)
    nonisolated static let payee = TypedParameter.words("NAME", Strings.Record.payeeArgument)
    nonisolated static let category = TypedParameter.text(
        "CATEGORY", suggesting: categories, Strings.Record.categoryArgument)
    nonisolated static let day = TypedParameter.formatted("DAY", "yyyy-mm-dd", Strings.Record.onArgument)
    nonisolated static let memo = TypedParameter.words("TEXT", Strings.Record.memoArgument)

    /// Each piece's command collects it: a refused line clears the piece it would have set.
    nonisolated static let commandTable = CommandTable<RecordCommand>([
        CommandSpec(
            Name.account, summary: Strings.Record.accountSummary, collects: Name.account, account,
            build: RecordCommand.account),
        CommandSpec(
            Name.amount, summary: Strings.Record.amountSummary, collects: Name.amount, amount,
            build: RecordCommand.amount),
        CommandSpec(
            Name.payee, summary: Strings.Record.payeeSummary, collects: Name.payee, payee, build: RecordCommand.payee),
        CommandSpec(Name.category, summary: Strings.Record.categorySummary, collects: Name.category, category) {
            .category(try RecordLine.category($0))
        },
        CommandSpec(Name.on, summary: Strings.Record.onSummary, collects: Name.on, day) {
            .on(try TypedDay.day($0, hint: Strings.Record.onArgument))
        },
        CommandSpec(
            Name.memo, summary: Strings.Record.memoSummary, collects: Name.memo, memo, build: RecordCommand.memo),
        CommandSpec(Name.review, summary: Strings.Record.reviewSummary, command: .review),
        CommandSpec(Name.confirm, summary: Strings.Record.confirmSummary, effects: .changesData, command: .confirm),
        CommandSpec(Name.cancel, summary: Strings.Record.cancelSummary, command: .cancel),
    ])
}
