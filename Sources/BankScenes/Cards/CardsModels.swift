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

            let rows: [Row]
            let emptyMessage: String?
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
}
