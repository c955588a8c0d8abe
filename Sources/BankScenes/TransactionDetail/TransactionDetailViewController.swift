import BankDomain
public import Vipera
import ViperaSpyable

/// The display logic of the transaction detail scene.
@Spyable
protocol TransactionDetailDisplayLogic: ErrorDisplaying {
    func displayCategoryChoices(_ viewModel: CategoryChoices.ViewModel)
    func displayTransaction(_ viewModel: TransactionDetail.ShowTransaction.ViewModel)
    func displayCorrection(_ viewModel: TransactionDetail.Correct.ViewModel)
    func displayUndo(_ viewModel: TransactionDetail.Undo.ViewModel)
    func displayRowGone()
}

/// Every field of one transaction, its note and its history; `category`, `memo`, `note`, `split`
/// and `delete` correct it, `undo` and `confirm` take back the session's last change.
@MemberwiseInit
public final class TransactionDetailViewController: DescribedChoiceScene, SuggestionLoadingScene, ConsoleDisplaying {
    // MARK: - Constants

    nonisolated static let categories: ChoiceSource = "categories"

    // MARK: - Properties

    /// Where the transaction is written.
    public let console: any Console
    let interactor: any TransactionDetailBusinessLogic
    let router: any TransactionDetailRoutingLogic
    /// The bank's categories, which Tab and `?` suggest: read only when the session asks.
    private var categoryChoices = CategoryChoices.ViewModel.none

    // MARK: - Scene

    /// `TransactionDetail`, in `where` and JSON output.
    public nonisolated static let sceneName = "TransactionDetail"

    /// "Transaction".
    public var title: String { Strings.TransactionDetail.title }

    /// `category`, `memo`, `note`, `split`, `delete`, `undo` and `confirm`.
    public var commands: CommandTable<TransactionDetailCommand> { Self.commandTable }

    /// Shows the transaction.
    public func sceneDidLoad() async {
        await interactor.showTransaction()
    }

    /// Runs a correction, or reviews or confirms an undo.
    public func handle(_ command: TransactionDetailCommand) async {
        switch command {
        case .category(let category): await interactor.correct(.init(correction: .category(category)))
        case .memo(let memo): await interactor.correct(.init(correction: .memo(memo)))
        case .note(let note): await interactor.correct(.init(correction: .note(note)))
        case .split(let parts): await interactor.split(.init(parts: parts))
        case .delete: await interactor.correct(.init(correction: .delete))
        case .undo: await interactor.reviewUndo()
        case .confirm: await interactor.confirmUndo()
        }
    }

    /// The bank's categories, for `category`.
    public func choices(for source: ChoiceSource) -> [String] {
        source == Self.categories ? categoryChoices.names : []
    }

    /// Each category's kind, for Tab and `?`.
    public func choiceDescriptions(for source: ChoiceSource) -> [String] {
        source == Self.categories ? categoryChoices.kinds : []
    }

    /// Reads the categories Tab and `?` suggest, at a terminal before each line.
    public func loadSuggestions() async {
        await interactor.loadCategoryChoices()
    }
}

// MARK: - TransactionDetailDisplayLogic

extension TransactionDetailViewController: TransactionDetailDisplayLogic {
    func displayTransaction(_ viewModel: TransactionDetail.ShowTransaction.ViewModel) {
        let pairs = viewModel.fields.map { KeyValueList.Pair($0.label, $0.value, style: $0.isCredit ? .green : nil) }
        show(viewModel, kind: "transaction") {
            var parts: [any Renderable] = [Heading(Strings.TransactionDetail.title), KeyValueList(pairs)]
            if !viewModel.history.isEmpty {
                parts.append(Heading(Strings.TransactionDetail.historyHeading))
                parts += viewModel.history.map { Paragraph($0) as any Renderable }
            }
            return RenderGroup(parts)
        }
    }

    func displayCategoryChoices(_ viewModel: CategoryChoices.ViewModel) {
        categoryChoices = viewModel
    }

    func displayCorrection(_ viewModel: TransactionDetail.Correct.ViewModel) {
        show(viewModel, kind: "correction") { Notice(.success, viewModel.message) }
    }

    func displayUndo(_ viewModel: TransactionDetail.Undo.ViewModel) {
        show(viewModel, kind: "undo") { Notice(.info, viewModel.message) }
    }

    /// The row was deleted, or its record undone: the list it was opened from is shown again.
    func displayRowGone() {
        do {
            try router.routeBackToList()
        } catch {
            displayError(ErrorViewModel(error))
        }
    }
}

// MARK: - Commands

extension TransactionDetailViewController {
    nonisolated static let category = TypedParameter.text(
        "CATEGORY", suggesting: categories, Strings.TransactionDetail.categoryArgument)
    nonisolated static let memo = TypedParameter.words("MEMO", Strings.TransactionDetail.memoArgument)
    nonisolated static let note = TypedParameter.optionalWords("NOTE", Strings.TransactionDetail.noteArgument)
    nonisolated static let parts = TypedParameter.words("PARTS", Strings.TransactionDetail.splitArgument)

    nonisolated static let commandTable = CommandTable<TransactionDetailCommand>([
        CommandSpec("category", summary: Strings.TransactionDetail.categorySummary, effects: .changesData, category) {
            .category(try RecordLine.category($0))
        },
        CommandSpec("memo", summary: Strings.TransactionDetail.memoSummary, effects: .changesData, memo) {
            .memo($0)
        },
        CommandSpec("note", summary: Strings.TransactionDetail.noteSummary, effects: .changesData, note) {
            .note($0 ?? "")
        },
        CommandSpec("split", summary: Strings.TransactionDetail.splitSummary, effects: .changesData, parts) {
            .split(try SplitLine.parts($0))
        },
        CommandSpec(
            "delete", summary: Strings.TransactionDetail.deleteSummary, effects: .changesData, command: .delete),
        CommandSpec("undo", summary: Strings.TransactionDetail.undoSummary, command: .undo),
        CommandSpec(
            "confirm", summary: Strings.TransactionDetail.confirmSummary, effects: .changesData, command: .confirm),
    ])
}
