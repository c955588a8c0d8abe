import BankDomain
import Foundation
import PropertyBased
import Testing

@Suite("Account rules")
struct AccountRulesTests {
    private static let today = CalendarDay(year: 2026, month: 1, day: 15)
    private static let everyday = Account(
        id: 1, name: "Everyday", type: .checking, number: "1", iban: "DE1", currency: "USD", balanceMinor: 0)

    // MARK: - Names

    @Test(arguments: [
        ("Rainy day", "Rainy day"), ("  Bills\t", "Bills"), ("\u{1B}[31mRed\u{1B}[0m", "Red"), ("Café 2", "Café 2"),
        ("1st home", "1st home"),
    ])
    func aName_isCleanedAsAMemoIs(text: String, name: String) throws {
        #expect(try AccountRules.acceptedName(text) == name)
    }

    @Test func aName_isRefusedWhenEmpty_tooLong_orANumber() {
        #expect(throws: AccountError.emptyName) { try AccountRules.acceptedName(" \u{1B}[0m\n") }
        #expect(throws: AccountError.nameTooLong(length: 41, maximum: 40)) {
            try AccountRules.acceptedName(String(repeating: "ü", count: 41))
        }
        #expect(throws: AccountError.nameIsNumber("42")) { try AccountRules.acceptedName(" 42 ") }
        #expect(
            AccountError.nameIsNumber("42").errorDescription
                == "an account cannot be named 42: a number picks an account by its place in the list")
    }

    @Test func whateverNameComesIn_anAcceptedOneIsPrintable_short_andAcceptedAgainAsItIs() async {
        let pieces = [
            "a", "Z", " ", "é", "7", "\u{1B}", "[", "m", "\t", "\n", "\u{7F}", "\u{202E}", "'", ";", "\u{1F600}",
        ]
        let text = Gen.element(of: pieces).map { $0 ?? "" }.array(of: 0...50).map { $0.joined() }
        await propertyCheck(count: 2_000, input: text) { text in
            guard let name = try? AccountRules.acceptedName(text) else { return }
            #expect(!name.isEmpty && name.count <= AccountRules.maximumNameLength)
            #expect(!name.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            #expect(!name.allSatisfy { $0.isNumber })
            #expect((try? AccountRules.acceptedName(name)) == name)
        }
    }

    @Test func aName_isTakenIgnoringCase_butAnAccountMayRecaseItsOwn() throws {
        #expect(throws: AccountError.nameTaken("Everyday")) {
            try AccountRules.checkNameIsFree("EVERYDAY", among: [Self.everyday])
        }
        try AccountRules.checkNameIsFree("EVERYDAY", among: [Self.everyday], renaming: Self.everyday.id)
        try AccountRules.checkNameIsFree("Everyday savings", among: [Self.everyday])
    }

    // MARK: - Currencies

    @Test func aCurrency_isOneISO4217ListsWithAMinorUnit_inCapitals() throws {
        #expect(try AccountRules.acceptedCurrency("eur") == "EUR")
        #expect(try AccountRules.acceptedCurrency("jpy") == "JPY" && AccountRules.acceptedCurrency("BHD") == "BHD")
        for bad in ["EURO", "E1R", "€", "", "ÉUR", "XYZ", "XAU", "XXX", "HRK"] {
            #expect(throws: AccountError.unknownCurrency(bad)) { try AccountRules.acceptedCurrency(bad) }
        }
    }

    // MARK: - Opening Balances

    @Test func anOpening_isAcceptedExactlyWhenTheAccountCanHoldIt() async {
        let amounts = Gen.element(of: [
            0, 1, -1, 25_000, -25_000, MoneyBounds.maximumMinor, MoneyBounds.maximumMinor + 1,
            -MoneyBounds.maximumMinor - 1, .max, .min,
        ]).map { $0 ?? 0 }
        let types = Gen.element(of: AccountType.allCases).map { $0 ?? .checking }
        await propertyCheck(count: 1_000, input: amounts, amounts, types) { opening, limit, type in
            let withinBounds = MoneyBounds.contains(opening) && MoneyBounds.contains(limit) && limit >= 0
            // Only amounts within the bound are negated: -Int64.min does not exist.
            let fits =
                withinBounds && (type == .credit ? opening <= 0 && -opening <= limit : opening >= 0 && limit == 0)
            let accepted = (try? AccountRules.checkOpening(opening, limit: limit, type: type, currency: "USD")) != nil
            #expect(accepted == fits)
        }
    }

    @Test func anOpeningRow_movesTheBalanceByExactlyTheOpening() async {
        let amounts = Gen.int64(in: -MoneyBounds.maximumMinor...MoneyBounds.maximumMinor)
        await propertyCheck(count: 1_000, input: amounts) { opening in
            let account = NewAccount(
                name: "Jar", type: .savings, currency: "USD", openingMinor: opening, openedOn: Self.today)
            #expect((account.openingTransaction?.signedMinorUnits ?? 0) == opening)
            #expect(account.openingTransaction.map { (try? LedgerRules.check($0)) != nil } ?? true)
        }
    }

    @Test func aNewAccount_hasEveryPartChecked() throws {
        let account = try AccountRules.newAccount(
            name: " Holiday ", type: .credit, currency: "usd", openingMinor: -500, creditLimitMinor: 10_000,
            openedOn: Self.today, today: Self.today, among: [Self.everyday])
        #expect(account.name == "Holiday" && account.currency == "USD" && account.creditLimitMinor == 10_000)
        #expect(throws: AccountError.limitOnNonCredit(.savings)) {
            try AccountRules.newAccount(
                name: "Jar", type: .savings, currency: "USD", openingMinor: 0, creditLimitMinor: 100,
                today: Self.today, among: [])
        }
        #expect(throws: AccountError.openingBeyondLimit(limit: 0, currency: "USD")) {
            try AccountRules.newAccount(
                name: "Card", type: .credit, currency: "USD", openingMinor: -100, openedOn: Self.today,
                today: Self.today, among: [])
        }
    }

    @Test func anAccountOpensOnTheDayGiven_orTodayWhenItOpensWithMoney_orOnItsFirstRow() throws {
        let given = CalendarDay(year: 2025, month: 12, day: 1)
        let dated = try AccountRules.newAccount(
            name: "Old", type: .checking, currency: "USD", openingMinor: 5_000, openedOn: given, today: Self.today,
            among: [])
        let withMoney = try AccountRules.newAccount(
            name: "New", type: .checking, currency: "USD", openingMinor: 5_000, today: Self.today, among: [])
        let empty = try AccountRules.newAccount(
            name: "Empty", type: .checking, currency: "USD", openingMinor: 0, today: Self.today, among: [])

        #expect(dated.openedOn == given && dated.openingTransaction?.day == given)
        #expect(dated.openingTransaction?.category == .opening)
        #expect(withMoney.openedOn == Self.today && withMoney.openingTransaction?.day == Self.today)
        #expect(empty.openedOn == nil && empty.openingTransaction == nil)
    }

    @Test func anOpeningDayAfterToday_orOutsideTheLedger_isRefused() {
        let tomorrow = Self.today.next
        let ancient = CalendarDay(year: 1850, month: 1, day: 1)
        #expect(throws: AccountError.openedInTheFuture(tomorrow)) {
            try AccountRules.newAccount(
                name: "Jar", type: .savings, currency: "USD", openingMinor: 0, openedOn: tomorrow, today: Self.today,
                among: [])
        }
        #expect(throws: AccountError.openedOutsideTheLedger(ancient)) {
            try AccountRules.newAccount(
                name: "Jar", type: .savings, currency: "USD", openingMinor: 0, openedOn: ancient, today: Self.today,
                among: [])
        }
    }

    // MARK: - Closing

    @Test func onlyAnOpenAccountAtZero_canBeClosed() throws {
        try AccountRules.checkClosable(Self.everyday)
        let owing = Account(
            id: 2, name: "Visa", type: .credit, number: "2", iban: "DE2", currency: "USD", balanceMinor: -1_250,
            creditLimitMinor: 10_000)
        #expect(throws: AccountError.balanceNotZero(account: "Visa", balance: -12.5, currency: "USD")) {
            try AccountRules.checkClosable(owing)
        }
        #expect(
            AccountError.balanceNotZero(account: "Visa", balance: -12.5, currency: "USD").errorDescription
                == "Visa owes $12.50; only an account at zero can be closed")
        let closed = Account(
            id: 3, name: "Jar", type: .savings, number: "3", iban: "DE3", currency: "USD", balanceMinor: 0,
            isClosed: true)
        #expect(throws: AccountError.alreadyClosed("Jar")) { try AccountRules.checkClosable(closed) }
    }

    @Test func aTransfer_toOrFromAClosedAccount_isRefused() {
        let closed = Account(
            id: 3, name: "Jar", type: .savings, number: "3", iban: "DE3", currency: "USD", balanceMinor: 0,
            isClosed: true)
        #expect(throws: BankError.accountClosed("Jar")) {
            try TransferRules.checkAccounts(from: Self.everyday, to: closed)
        }
        #expect(throws: BankError.accountClosed("Jar")) {
            try TransferRules.checkAccounts(from: closed, to: Self.everyday)
        }
    }

    @Test func newAccountNumbers_areUniquePerIdentifier_withValidIBANs() {
        #expect(AccountNumber.number(for: 7) == "7700000007")
        #expect(Set((1...500).map(AccountNumber.number)).count == 500)
        let iban = IBAN.german(bankCode: AccountNumber.bankCode, accountNumber: AccountNumber.number(for: 7))
        let rearranged = (iban.dropFirst(4) + "1314" + iban.prefix(4).dropFirst(2))
        #expect(rearranged.reduce(0) { ($0 * 10 + ($1.wholeNumberValue ?? 0)) % 97 } == 1)
    }
}

@Suite("A credit account's limit")
struct CreditLimitRulesTests {
    private let visa = Account(
        id: 2, name: "Visa", type: .credit, number: "2", iban: nil, currency: "USD", balanceMinor: -40_000,
        creditLimitMinor: 50_000)

    @Test func aLimit_ofWhatTheAccountOwesOrMore_isTaken_andNoOtherIs() {
        #expect(throws: Never.self) { try AccountRules.checkLimit(40_000, of: visa) }
        #expect(throws: Never.self) { try AccountRules.checkLimit(MoneyBounds.maximumMinor, of: visa) }
        #expect(throws: AccountError.limitBelowOwed(account: "Visa", owed: 400, currency: "USD")) {
            try AccountRules.checkLimit(39_999, of: visa)
        }
        #expect(throws: BankError.amountTooLarge(maximum: MoneyBounds.maximum)) {
            try AccountRules.checkLimit(MoneyBounds.maximumMinor + 1, of: visa)
        }
        let savings = Account(
            id: 3, name: "Jar", type: .savings, number: "3", iban: nil, currency: "USD", balanceMinor: 0)
        #expect(throws: AccountError.limitOnNonCredit(.savings)) { try AccountRules.checkLimit(100, of: savings) }
    }
}
