extension Strings {
    // MARK: - Cards

    /// What adding a card says when it refuses.
    enum Cards {
        static func message(_ refusal: CardRefusal) -> String {
            switch refusal {
            case .badEnding(let text):
                "'\(text)' is not a card's last \(CardRules.endingDigits) digits"
            case .badExpiry(let text): "'\(text)' is not an expiry month: a card prints one as 09/29"
            case .expired(let month, let year): "a card that expired in \(expiry(month, year)) cannot be added"
            case .expiryTooFar(let month, let year, let latestYear):
                "\(expiry(month, year)) is too far ahead: cards expire by \(latestYear)"
            case .badHolder:
                "a holder's name is 1 to \(CardRules.maximumHolderLength) characters, as printed on the card"
            case .alreadyOnAccount(let ending, let account):
                "\(account) already has a card ending \(ending)"
            }
        }

        static func hint(_ refusal: CardRefusal) -> String? {
            switch refusal {
            case .badEnding: "Type the last \(CardRules.endingDigits) digits printed on the card, such as 4821."
            case .badExpiry, .expiryTooFar: "Type the month and year printed on the card, such as 09/29."
            case .expired: "Add the card that replaced it."
            case .badHolder: "Type the name printed on the card, such as Ann Smith."
            case .alreadyOnAccount: "Freeze the old card first if this one replaces it."
            }
        }

        private static func expiry(_ month: Int, _ year: Int) -> String {
            (month < 10 ? "0" : "") + "\(month)/\(year)"
        }
    }
}
