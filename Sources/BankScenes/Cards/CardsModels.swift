import BankDomain
public import Foundation
public import Vipera
import ViperaSpyable

/// The use cases of the cards scene.
enum Cards {
    // MARK: - Fetch Cards

    /// List the cards.
    enum FetchCards {
        struct Response: Sendable, Equatable {
            let cards: [Card]
            let accounts: [Account]
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            @TableRow
            struct Row: Sendable, Equatable, Encodable {
                let number: String
                let maskedNumber: String
                let account: String
                let holder: String
                let expiry: String
                let status: String
                let monthlyLimit: String
                /// The limit in minor units and its currency, for programs.
                let monthlyLimitMinor: Int64
                let currency: String
            }

            let rows: LaidOutRows<Row>
            let emptyMessage: String?
            /// The open accounts, which `new-card` completes: for the scene, not for programs.
            let openAccounts: [String]

            private enum CodingKeys: String, CodingKey {
                case rows, emptyMessage
            }
        }
    }

    // MARK: - Add Card

    /// Add a card of one's own to an account, then list the cards again.
    enum AddCard {
        struct Request: Sendable, Equatable {
            let application: CardApplication
        }

        struct Response: Sendable, Equatable {
            let card: Card
            let account: Account
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let message: String
        }
    }

    // MARK: - Update Card

    /// Freeze, unfreeze or change the limit of one card, then list them again.
    enum UpdateCard {
        enum Change: Sendable, Equatable {
            case freeze
            case unfreeze
            case limit(Decimal)
        }

        struct Request: Sendable, Equatable {
            let pick: ListPick
            let change: Change
        }

        struct Response: Sendable, Equatable {
            let card: Card
            let change: Change
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let message: String
        }
    }
}

/// The commands of the cards scene.
public enum CardsCommand: Sendable, Equatable {
    /// Freeze the card picked from the list.
    case freeze(ListItem)
    /// Unfreeze it.
    case unfreeze(ListItem)
    /// Set its monthly limit.
    case limit(ListItem, Decimal)
    /// Add a card of one's own to an account.
    case newCard(CardApplication)
}

/// A card as `new-card` reads it: its pieces read by ``CardRules`` as the line is, its account
/// still a name, found as the card is added.
public struct CardApplication: Sendable, Equatable {
    /// The account's name, as the list of choices spells it.
    public let account: String
    /// The last digits printed on the card.
    public let ending: String
    /// The expiry month, 1 to 12.
    public let expiryMonth: Int
    /// The expiry year, four digits.
    public let expiryYear: Int
    /// The name printed on the card.
    public let holder: String
    /// The most it may spend in a month, in the bank's own currency.
    public let monthlyLimit: Decimal
}
