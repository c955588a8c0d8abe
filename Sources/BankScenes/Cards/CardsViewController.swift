import BankDomain
import Foundation
public import Vipera
import ViperaSpyable

/// The display logic of the cards scene.
@Spyable
protocol CardsDisplayLogic: ErrorDisplaying {
    func displayCards(_ viewModel: Cards.FetchCards.ViewModel)
    func displayUpdatedCard(_ viewModel: Cards.UpdateCard.ViewModel)
    func displayAddedCard(_ viewModel: Cards.AddCard.ViewModel)
}

/// The cards as a table, with a card of one's own added, freezing and monthly limits.
@MemberwiseInit
public final class CardsViewController: DescribedChoiceScene, ConsoleDisplaying {
    // MARK: - Constants

    nonisolated static let cardAccounts: ChoiceSource = "cards"
    nonisolated static let openAccounts: ChoiceSource = "accounts"

    // MARK: - Properties

    /// Where the table is written.
    public let console: any Console
    let interactor: any CardsBusinessLogic
    let router: any CardsRoutingLogic
    /// The rows shown, for `freeze`: their account names are read from them only when a line
    /// asks, not for every list shown.
    private var shownRows: LaidOutRows<Cards.FetchCards.ViewModel.Row> = []
    /// The open accounts as last listed, for `new-card`.
    private var openAccountNames: [String] = []

    // MARK: - Scene

    /// `Cards`, in `where` and JSON output.
    public nonisolated static let sceneName = "Cards"

    /// "Cards".
    public var title: String { Strings.Cards.title }

    /// `new-card`, `freeze`, `unfreeze` and `limit`.
    public var commands: CommandTable<CardsCommand> { Self.commandTable }

    /// Lists the cards.
    public func sceneDidLoad() async {
        await interactor.fetchCards()
    }

    /// Turns a command into a request.
    public func handle(_ command: CardsCommand) async {
        switch command {
        case .freeze(let item): await update(item, .freeze)
        case .unfreeze(let item): await update(item, .unfreeze)
        case .limit(let item, let amount): await update(item, .limit(amount))
        case .newCard(let application): await interactor.addCard(Cards.AddCard.Request(application: application))
        }
    }

    /// The cards' account names, so `freeze visa` works, and the open accounts a card may be
    /// added to.
    public func choices(for source: ChoiceSource) -> [String] {
        switch source {
        case Self.cardAccounts: shownRows.map(\.account)
        case Self.openAccounts: openAccountNames
        default: []
        }
    }

    /// Each card's number and status, for Tab and `?`.
    public func choiceDescriptions(for source: ChoiceSource) -> [String] {
        source == Self.cardAccounts ? shownRows.map(ChoiceDescription.card) : []
    }

    // MARK: - Private

    private func update(_ item: ListItem, _ change: Cards.UpdateCard.Change) async {
        await interactor.updateCard(Cards.UpdateCard.Request(pick: ListPick(item), change: change))
    }
}

// MARK: - CardsDisplayLogic

extension CardsViewController: CardsDisplayLogic {
    func displayCards(_ viewModel: Cards.FetchCards.ViewModel) {
        shownRows = viewModel.rows
        openAccountNames = viewModel.openAccounts
        let content = EmptyState.showing(
            viewModel.emptyMessage, otherwise: RowTable(columns: Self.tableColumns, rows: viewModel.rows))
        show(viewModel, kind: "cards") { RenderGroup([Heading(Strings.Cards.title), content]) }
    }

    func displayUpdatedCard(_ viewModel: Cards.UpdateCard.ViewModel) {
        show(viewModel, kind: "updatedCard") { Notice(.success, viewModel.message) }
    }

    func displayAddedCard(_ viewModel: Cards.AddCard.ViewModel) {
        show(viewModel, kind: "addedCard") { Notice(.success, viewModel.message) }
    }
}

// MARK: - Layout

extension CardsViewController {
    nonisolated static let tableColumns: [RowTable.Column<Cards.FetchCards.ViewModel.Row.Column>] = [
        .init(Strings.Common.numberColumn, alignment: .right, .number),
        .init(Strings.Cards.cardColumn, shrinking: .whole, .maskedNumber),
        .init(Strings.Common.accountColumn, .account),
        .init(Strings.Cards.holderColumn, .holder),
        .init(Strings.Cards.expiryColumn, shrinking: .whole, .expiry),
        .init(Strings.Cards.statusColumn, .status),
        .init(Strings.Cards.limitColumn, alignment: .right, .monthlyLimit),
    ]
}

// MARK: - Commands

extension CardsViewController {
    nonisolated static let card = TypedParameter.item("CARD", from: cardAccounts, Strings.Cards.cardArgument)
    nonisolated static let limit = TypedParameter.amount("AMOUNT", Strings.Cards.amountArgument)
    nonisolated static let account = TypedParameter.dynamicChoice(
        "ACCOUNT", from: openAccounts, Strings.Cards.accountArgument)
    nonisolated static let ending = TypedParameter.formatted("ENDING", "dddd", Strings.Cards.endingArgument)
    nonisolated static let expires = TypedParameter.formatted("EXPIRES", "mm/yy", Strings.Cards.expiresArgument)
    nonisolated static let holder = TypedParameter.words("HOLDER", Strings.Cards.holderArgument)
    nonisolated static let limitOption = TypedParameter.amountOption("limit", Strings.Cards.limitOption)

    /// A limit as typed, in the bank's own currency, which card limits are kept in: refused as the
    /// command is read when it is in another currency or has more decimals than that one.
    nonisolated static func limitAmount(_ amount: WrittenAmount) throws -> Decimal {
        guard amount.currency == nil || amount.currency == Currency.bankDefault else {
            throw CommandValidationError(Strings.Cards.limitCurrency(amount.currency ?? "", Currency.bankDefault))
        }
        do {
            let minor = try amount.minorUnits(in: Currency.bankDefault)
            return MinorUnits.amount(of: minor, currency: Currency.bankDefault)
        } catch {
            throw CommandValidationError(error.errorDescription ?? "", hint: error.recoverySuggestion)
        }
    }

    /// A card as `new-card` reads it, each piece refused as the line is read when no card has it.
    nonisolated static func application(
        account: String, ending: String, expires: String, holder: String, limit: WrittenAmount?
    ) throws -> CardApplication {
        do {
            let expiry = try CardRules.expiry(expires)
            let monthlyLimit = try limit.map(limitAmount) ?? CardRules.maximumMonthlyLimit
            try CardRules.checkMonthlyLimit(monthlyLimit)
            return CardApplication(
                account: account, ending: try CardRules.ending(ending), expiryMonth: expiry.month,
                expiryYear: expiry.year, holder: try CardRules.holder(holder), monthlyLimit: monthlyLimit)
        } catch let error as BankError {
            throw CommandValidationError(error.errorDescription ?? "", hint: error.recoverySuggestion)
        }
    }

    nonisolated static let commandTable = CommandTable<CardsCommand>([
        CommandSpec(
            "freeze", summary: Strings.Cards.freezeSummary, effects: .changesData, card, build: CardsCommand.freeze),
        CommandSpec(
            "unfreeze", summary: Strings.Cards.unfreezeSummary, effects: .changesData, card,
            build: CardsCommand.unfreeze),
        CommandSpec("limit", summary: Strings.Cards.limitSummary, effects: .changesData, card, limit) { card, amount in
            .limit(card, try limitAmount(amount))
        },
        CommandSpec(
            "new-card", summary: Strings.Cards.newCardSummary, effects: .changesData, account, ending, expires,
            holder, limitOption
        ) { account, ending, expires, holder, limit in
            .newCard(
                try application(account: account, ending: ending, expires: expires, holder: holder, limit: limit))
        },
    ])
}
