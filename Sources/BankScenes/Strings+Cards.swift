extension Strings {
    enum Cards {
        static let title = "Cards"
        static let empty = "There are no cards."
        static let unknownAccount = "—"
        static let cardColumn = "Card"
        static let holderColumn = "Holder"
        static let expiryColumn = "Expires"
        static let statusColumn = "Status"
        static let limitColumn = "Monthly limit"
        static let freezeSummary = "Block a card until it is unfrozen"
        static let unfreezeSummary = "Let a frozen card be used again"
        static let limitSummary = "Set how much a card may spend in a month"
        static let cardArgument = "The card's number in the list, or the start of its account's name"
        static let amountArgument = "The new monthly limit, such as 1,500 or $2,000.00, up to $100,000.00"
        static let newCardSummary = "Add a card of your own, by the last 4 digits printed on it"
        static let accountArgument = "The account the card spends from (quote a name of several words)"
        static let endingArgument = "The last 4 digits printed on the card"
        static let expiresArgument = "The expiry month printed on the card"
        static let holderArgument = "The name printed on the card"
        static let limitOption = "The most it may spend in a month; $100,000.00, the bank's most, when left out"
        static let noSuchAccountHint = "'accounts' at Home lists them; Tab after new-card offers the open ones."
        static let purpose =
            "The customer's cards as a table: masked number (**** **** **** 3456), account, holder, expiry, status and monthly limit; adding a card of one's own, freezing, unfreezing and limits."

        static func added(_ card: String, account: String, holder: String, expiry: String, limit: String) -> String {
            "Added \(card) on \(account) for \(holder), expiring \(expiry), with a monthly limit of \(limit)."
        }

        static func noSuchAccount(_ name: String) -> String {
            "there is no open account named '\(name)'"
        }

        static func frozen(_ card: String) -> String {
            "Froze \(card)."
        }

        static func unfrozen(_ card: String) -> String {
            "Unfroze \(card)."
        }

        static func limitSet(_ card: String, _ limit: String) -> String {
            "The monthly limit of \(card) is now \(limit)."
        }

        static func limitCurrency(_ written: String, _ currency: String) -> String {
            "a card's limit is in \(currency), not \(written)"
        }
    }
}
