import Foundation
public import Vipera
import ViperaSpyable

/// The display logic of the transfer scene.
@Spyable
protocol TransferDisplayLogic: ErrorDisplaying {
    func displayDraft(_ viewModel: Transfer.ShowDraft.ViewModel)
    func displayReview(_ viewModel: Transfer.Review.ViewModel)
    func displayFinished(_ viewModel: Transfer.Finish.ViewModel)
    func displayUnavailable(_ viewModel: ErrorViewModel)
}

/// The transfer flow: the data collected so far and what is missing, then review and confirm.
@MemberwiseInit
public final class TransferViewController: CollectingScene, DescribedChoiceScene, ConsoleDisplaying {
    // MARK: - Constants

    nonisolated static let accountNames: ChoiceSource = "accounts"

    // MARK: - Properties

    /// Where the flow is written.
    public let console: any Console
    let interactor: any TransferBusinessLogic
    let router: any TransferRoutingLogic
    private var shownAccounts: [DraftAccountRow] = []

    // MARK: - Scene

    /// `Transfer`, in `where` and JSON output.
    public nonisolated static let sceneName = "Transfer"

    /// "Transfer".
    public var title: String { Strings.Transfer.title }

    /// `from`, `to`, `amount`, `memo`, `review`, `confirm` and `cancel`.
    public var commands: CommandTable<TransferCommand> { Self.commandTable }

    /// Shows the accounts and what is still needed.
    public func sceneDidLoad() async {
        await interactor.showDraft()
    }

    /// Tells the starting scene the flow was left, unless it already finished.
    public func sceneWillBeRemoved() {
        interactor.leave()
    }

    /// Turns a command into a request.
    public func handle(_ command: TransferCommand) async {
        switch command {
        case .from(let item): await update(.source(ListPick(item)))
        case .to(let item): await update(.destination(ListPick(item)))
        case .amount(let amount): await update(.amount(amount))
        case .memo(let memo): await update(.memo(memo))
        case .review: await interactor.review()
        case .confirm: await interactor.confirm()
        case .cancel: await interactor.cancel()
        }
    }

    /// The accounts shown, for `from` and `to`.
    public func choices(for source: ChoiceSource) -> [String] {
        source == Self.accountNames ? shownAccounts.map(\.name) : []
    }

    /// Each account's number and what it has available, for Tab and `?`.
    public func choiceDescriptions(for source: ChoiceSource) -> [String] {
        source == Self.accountNames ? shownAccounts.map(ChoiceDescription.draftAccount) : []
    }

    /// Clears the piece a refused line would have set, and shows the refusal saying so.
    public func refuse(_ refusal: ErrorViewModel, collecting piece: String) async {
        guard let field = Transfer.Field(piece: piece) else {
            displayError(refusal)
            return
        }
        await interactor.forget(Transfer.Forget.Request(field: field, refusal: refusal))
    }

    // MARK: - Private

    private func update(_ change: Transfer.UpdateDraft.Change) async {
        await interactor.updateDraft(Transfer.UpdateDraft.Request(change: change))
    }
}

// MARK: - TransferDisplayLogic

extension TransferViewController: TransferDisplayLogic, FlowEnding {
    var origin: any OriginRouting { router }

    func displayDraft(_ viewModel: Transfer.ShowDraft.ViewModel) {
        if !viewModel.accounts.isEmpty {
            shownAccounts = viewModel.accounts
        }
        show(viewModel, kind: "draft") {
            DraftLayout.render(
                title: Strings.Transfer.title, accounts: viewModel.accounts,
                fields: viewModel.fields, nextStep: viewModel.nextStep)
        }
    }

    func displayReview(_ viewModel: Transfer.Review.ViewModel) {
        show(viewModel, kind: "review") { Notice(.info, viewModel.message) }
    }

    func displayFinished(_ viewModel: Transfer.Finish.ViewModel) {
        show(viewModel, kind: "finished")
        leaveFlow()
    }
}

// MARK: - Commands

extension TransferViewController {
    private typealias Name = TransferCommand.Name

    nonisolated static let account = TypedParameter.item(
        "ACCOUNT", from: accountNames, Strings.Transfer.accountArgument)
    nonisolated static let amount = TypedParameter.amount("AMOUNT", Strings.Transfer.amountArgument)
    nonisolated static let memo = TypedParameter.words("TEXT", Strings.Transfer.memoArgument)

    /// `from`, `to`, `amount` and `memo` each collect a piece of the transfer: a refused line
    /// clears the piece it would have set.
    nonisolated static let commandTable = CommandTable<TransferCommand>([
        CommandSpec(
            Name.from, summary: Strings.Transfer.fromSummary, collects: Name.from, account, build: TransferCommand.from),
        CommandSpec(
            Name.to, summary: Strings.Transfer.toSummary, collects: Name.to, account, build: TransferCommand.to),
        CommandSpec(
            Name.amount, summary: Strings.Transfer.amountSummary, collects: Name.amount, amount,
            build: TransferCommand.amount),
        CommandSpec(
            Name.memo, summary: Strings.Transfer.memoSummary, collects: Name.memo, memo, build: TransferCommand.memo),
        CommandSpec(Name.review, summary: Strings.Transfer.reviewSummary, command: .review),
        CommandSpec(Name.confirm, summary: Strings.Transfer.confirmSummary, effects: .changesData, command: .confirm),
        CommandSpec(Name.cancel, summary: Strings.Transfer.cancelSummary, command: .cancel),
    ])
}
