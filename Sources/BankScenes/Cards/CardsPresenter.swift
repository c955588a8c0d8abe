import BankDomain
import Vipera
import ViperaSpyable

/// The presentation logic of the cards scene.
@Spyable
protocol CardsPresentationLogic: PresentationLogic {
    func presentCards(_ response: Cards.FetchCards.Response)
    func presentUpdatedCard(_ response: Cards.UpdateCard.Response)
    func presentAddedCard(_ response: Cards.AddCard.Response)
}

/// Turns cards into rows with masked numbers (`**** **** **** 3456`), expiry, status and limit,
/// and says what a change or a new card became.
@MemberwiseInit
final class CardsPresenter: CardsPresentationLogic, ErrorPresenting {
    // MARK: - Properties

    weak var display: (any CardsDisplayLogic)?
    var errorDisplay: (any ErrorDisplaying)? { display }
    private let formatting: BankFormatting

    // MARK: - CardsPresentationLogic

    func presentCards(_ response: Cards.FetchCards.Response) {
        let accounts = Dictionary(response.accounts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let rows = response.cards.enumerated().map { offset, card in
            let account = accounts[card.accountID]
            let currency = account?.currency ?? Currency.bankDefault
            return Cards.FetchCards.ViewModel.Row(
                number: String(offset + 1),
                maskedNumber: formatting.maskedCardNumber(card.number),
                account: account?.name ?? Strings.Cards.unknownAccount,
                holder: card.holder,
                expiry: formatting.expiry(month: card.expiryMonth, year: card.expiryYear),
                status: card.status.rawValue,
                monthlyLimit: formatting.money.string(card.monthlyLimit, currency: currency),
                monthlyLimitMinor: MinorUnits.roundedMinorUnits(of: card.monthlyLimit, currency: currency),
                currency: currency
            )
        }
        display?.displayCards(
            Cards.FetchCards.ViewModel(
                rows: LaidOutRows(rows), emptyMessage: rows.isEmpty ? Strings.Cards.empty : nil,
                openAccounts: Self.openAccountNames(response.accounts)))
    }

    func presentUpdatedCard(_ response: Cards.UpdateCard.Response) {
        let card = formatting.maskedCardNumber(response.card.number)
        let message: String =
            switch response.change {
            case .freeze: Strings.Cards.frozen(card)
            case .unfreeze: Strings.Cards.unfrozen(card)
            case .limit(let limit):
                Strings.Cards.limitSet(card, formatting.money.string(limit, currency: Currency.bankDefault))
            }
        display?.displayUpdatedCard(Cards.UpdateCard.ViewModel(message: message))
    }

    /// The names of the accounts that are open, in one allocation: the list is drawn on every
    /// `cards`, and `filter` then `map` grew two arrays.
    private static func openAccountNames(_ accounts: [Account]) -> [String] {
        var names: [String] = []
        names.reserveCapacity(accounts.count)
        for account in accounts where !account.isClosed {
            names.append(account.name)
        }
        return names
    }

    func presentAddedCard(_ response: Cards.AddCard.Response) {
        let card = response.card
        let message = Strings.Cards.added(
            formatting.maskedCardNumber(card.number), account: response.account.name, holder: card.holder,
            expiry: formatting.expiry(month: card.expiryMonth, year: card.expiryYear),
            limit: formatting.money.string(card.monthlyLimit, currency: Currency.bankDefault))
        display?.displayAddedCard(Cards.AddCard.ViewModel(message: message))
    }
}
