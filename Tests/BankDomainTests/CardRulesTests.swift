import BankDomain
import Foundation
import PropertyBased
import Testing

@Suite("A card of one's own and the rules it is added by")
struct CardRulesTests {
    private static let everyday = Account(
        id: 1, name: "Everyday", type: .checking, number: "1", iban: nil, currency: "USD", balanceMinor: 0)
    private static let today = CalendarDay(year: 2026, month: 11, day: 28)

    private static func card(
        ending: String = "4821", month: Int = 9, year: Int = 2029, limit: Decimal = 1_500, holder: String = "Ann Smith"
    ) -> NewCard {
        NewCard(
            accountID: 1, ending: ending, holder: holder, expiryMonth: month, expiryYear: year, monthlyLimit: limit)
    }

    // MARK: - Reading

    @Test func anExpiry_isReadAsACardPrintsIt_withTwoOrFourDigitsOfYear() throws {
        #expect(try CardRules.expiry("09/29") == (9, 2029))
        #expect(try CardRules.expiry("9/2031") == (9, 2031))
        #expect(try CardRules.expiry("12/00") == (12, 2000))
    }

    @Test(arguments: [
        "", "0929", "13/29", "00/29", "09/", "/29", "09/029", "09/20299", "09-29", "a9/29", "09/2a", "٠٩/٢٩",
    ])
    func anExpiry_noCardPrints_isRefused(text: String) {
        #expect(throws: BankError.card(.badExpiry(text))) { try CardRules.expiry(text) }
    }

    @Test func everyMonthAndYear_isReadBackFromHowACardPrintsIt() async {
        let months = Gen.int(in: 1...12)
        let years = Gen.int(in: 2000...2099)
        await propertyCheck(count: 1_000, input: months, years) { month, year in
            let padded = (month < 10 ? "0" : "") + "\(month)"
            let short = try? CardRules.expiry("\(padded)/\(year % 100 < 10 ? "0" : "")\(year % 100)")
            let long = try? CardRules.expiry("\(month)/\(year)")
            #expect(short?.month == month && short?.year == year)
            #expect(long?.month == month && long?.year == year)
        }
    }

    @Test(arguments: ["482", "48210", "48a1", "", " 482", "٤٨٢١", "4 21"])
    func lastDigits_thatAreNotFourDigits_areRefused(text: String) {
        #expect(throws: BankError.card(.badEnding(text))) { try CardRules.ending(text) }
    }

    @Test func aHolder_isKeptWithoutBlanksAtItsEnds_andAnEmptyLongOrControlOneIsRefused() throws {
        #expect(try CardRules.holder("  Ann Smith ") == "Ann Smith")
        for refused in ["", "   ", "Ann\u{1B}[2J", String(repeating: "x", count: CardRules.maximumHolderLength + 1)] {
            #expect(throws: BankError.card(.badHolder)) { try CardRules.holder(refused) }
        }
    }

    // MARK: - Checking

    @Test func anExpiry_fromThisMonthToTwentyYearsAhead_isTaken_andNoOther() throws {
        try CardRules.checkExpiry(Self.card(month: 11, year: 2026), today: Self.today)
        try CardRules.checkExpiry(Self.card(month: 12, year: 2046), today: Self.today)
        #expect(throws: BankError.card(.expired(month: 10, year: 2026))) {
            try CardRules.checkExpiry(Self.card(month: 10, year: 2026), today: Self.today)
        }
        #expect(throws: BankError.card(.expiryTooFar(month: 1, year: 2047, latestYear: 2046))) {
            try CardRules.checkExpiry(Self.card(month: 1, year: 2047), today: Self.today)
        }
    }

    @Test func aMonthlyLimit_isPositive_atMostTheBanksMost_andInWholeCents() throws {
        try CardRules.checkMonthlyLimit(0.01)
        try CardRules.checkMonthlyLimit(CardRules.maximumMonthlyLimit)
        for refused: Decimal in [0, -5, 100_000.01, Decimal(string: "10.005") ?? 0] {
            #expect(throws: BankError.invalidCardLimit(maximum: CardRules.maximumMonthlyLimit)) {
                try CardRules.checkMonthlyLimit(refused)
            }
        }
    }

    @Test func aCard_isRefused_onAClosedAccount_anotherPersons_orWhereAWorkingCardHasItsDigits() throws {
        let closed = Account(
            id: 1, name: "Everyday", type: .checking, number: "1", iban: nil, currency: "USD", balanceMinor: 0,
            isClosed: true)
        let shared = Account(
            id: 1, name: "Kitty", type: .checking, number: "1", iban: nil, currency: "USD", balanceMinor: 0,
            owner: "ann", access: .shared(.transfer))
        let working = Card(
            id: 1, accountID: 1, number: "4539000000004821", holder: "Ann", expiryMonth: 1, expiryYear: 2030,
            status: .active, monthlyLimit: 10)
        let frozen = Card(
            id: 2, accountID: 1, number: "7777", holder: "Ann", expiryMonth: 1, expiryYear: 2030, status: .frozen,
            monthlyLimit: 10)

        #expect(throws: BankError.accountClosed("Everyday")) {
            try CardRules.checkNew(Self.card(), on: closed, among: [])
        }
        #expect(throws: AccountError.notOwner(account: "Kitty", owner: "ann")) {
            try CardRules.checkNew(Self.card(), on: shared, among: [])
        }
        #expect(throws: BankError.card(.alreadyOnAccount(ending: "4821", account: "Everyday"))) {
            try CardRules.checkNew(Self.card(), on: Self.everyday, among: [working])
        }
        // A frozen card's digits may come back on the card that replaces it
        try CardRules.checkNew(Self.card(ending: "7777"), on: Self.everyday, among: [working, frozen])
        #expect(throws: BankError.card(.badHolder)) {
            try CardRules.checkNew(Self.card(holder: " Ann "), on: Self.everyday, among: [])
        }
    }
}
