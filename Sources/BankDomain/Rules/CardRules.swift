public import Foundation

/// Why a card cannot be added.
public enum CardRefusal: Sendable, Equatable {
    /// Last digits that are not exactly ``CardRules/endingDigits`` digits.
    case badEnding(String)
    /// An expiry that is not a month and a year, `09/29` or `09/2029`.
    case badExpiry(String)
    /// An expiry month that has already ended.
    case expired(month: Int, year: Int)
    /// An expiry further ahead than any card is issued for.
    case expiryTooFar(month: Int, year: Int, latestYear: Int)
    /// A holder's name that is empty, too long or holds a control character.
    case badHolder
    /// The account already has a card that works with these last digits.
    case alreadyOnAccount(ending: String, account: String)
}

/// What a card a person adds to their own bank must respect. vbank makes up no card numbers: a
/// card is known by the last digits printed on it, which are all a person needs to tell their
/// cards apart. The scene checks a card as it is asked for; the store again inside the write, on
/// the account and the cards as the write reads them.
public enum CardRules {
    // MARK: - Constants

    /// The digits a card is known by.
    public static let endingDigits = 4
    /// The longest holder's name.
    public static let maximumHolderLength = 60
    /// How many years ahead a card may expire.
    public static let maximumYearsAhead = 20
    /// The highest monthly limit the bank allows, in ``Currency/bankDefault``, which card limits
    /// are kept in; a card given no limit of its own has this one.
    public static let maximumMonthlyLimit: Decimal = 100_000

    // MARK: - Reading

    /// The last digits `text` gives.
    public static func ending(_ text: String) throws(BankError) -> String {
        guard text.count == endingDigits, text.allSatisfy({ $0.isASCII && $0.isWholeNumber }) else {
            throw .card(.badEnding(text))
        }
        return text
    }

    /// The month and year `text` gives, as a card prints them: `09/29`, or `09/2029`.
    public static func expiry(_ text: String) throws(BankError) -> (month: Int, year: Int) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let month = digits(parts[0], count: 1...2), (1...12).contains(month),
            let year = digits(parts[1], count: 2...4), parts[1].count != 3
        else { throw .card(.badExpiry(text)) }
        return (month, parts[1].count == 2 ? 2000 + year : year)
    }

    /// The holder's name in `text`, without blanks at its ends.
    public static func holder(_ text: String) throws(BankError) -> String {
        let holder = text.trimmingCharacters(in: .whitespaces)
        guard !holder.isEmpty, holder.count <= maximumHolderLength,
            !holder.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { throw BankError.card(.badHolder) }
        return holder
    }

    // MARK: - Checking

    /// Refuses a monthly limit that is not positive, beyond ``maximumMonthlyLimit``, or finer
    /// than the bank's currency.
    public static func checkMonthlyLimit(_ limit: Decimal) throws(BankError) {
        guard limit > 0, limit <= maximumMonthlyLimit,
            MinorUnits.isWholeMinorUnits(limit, currency: Currency.bankDefault)
        else { throw .invalidCardLimit(maximum: maximumMonthlyLimit) }
    }

    /// Refuses a card that has expired by `today`, and one that expires more than
    /// ``maximumYearsAhead`` years after it.
    public static func checkExpiry(_ card: NewCard, today: CalendarDay) throws(BankError) {
        let (month, year) = (card.expiryMonth, card.expiryYear)
        guard (year, month) >= (today.year, today.month) else { throw .card(.expired(month: month, year: year)) }
        let latestYear = today.year + maximumYearsAhead
        guard year <= latestYear else {
            throw .card(.expiryTooFar(month: month, year: year, latestYear: latestYear))
        }
    }

    /// Refuses a card on a closed account or on one of another person's (on a server, a card is
    /// its account owner's to add, as its limit is), one whose pieces were not read by the rules
    /// above, and one whose last digits a working card on the account has already.
    public static func checkNew(_ card: NewCard, on account: Account, among cards: [Card]) throws {
        try AccountRules.checkOpen(account)
        try SharingRules.checkOwns(account)
        _ = try ending(card.ending)
        guard (1...12).contains(card.expiryMonth) else { throw BankError.card(.badExpiry("\(card.expiryMonth)")) }
        guard try holder(card.holder) == card.holder else { throw BankError.card(.badHolder) }
        try checkMonthlyLimit(card.monthlyLimit)
        let taken = cards.contains { other in
            other.accountID == account.id && other.status == .active && other.number.hasSuffix(card.ending)
        }
        guard !taken else { throw BankError.card(.alreadyOnAccount(ending: card.ending, account: account.name)) }
    }

    // MARK: - Private

    private static func digits(_ text: Substring, count: ClosedRange<Int>) -> Int? {
        guard count.contains(text.count), text.allSatisfy({ $0.isASCII && $0.isWholeNumber }) else { return nil }
        return Int(text)
    }
}
