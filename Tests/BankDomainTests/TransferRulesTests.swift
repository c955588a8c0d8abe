import BankDomain
import Foundation
import Testing

@Suite("Transfer rules")
struct TransferRulesTests {
    private let everyday = Account(
        id: 1, name: "Everyday", type: .checking, number: "1234567890", iban: "DE00", currency: "USD", balance: 100
    )
    private let savings = Account(
        id: 2, name: "Savings", type: .savings, number: "2", iban: "DE01", currency: "USD", balance: 0
    )
    private let visa = Account(
        id: 3, name: "Visa", type: .credit, number: "3", iban: "DE02", currency: "USD", balance: -400, creditLimit: 500
    )
    private let euro = Account(
        id: 4, name: "Euro", type: .checking, number: "4", iban: "DE03", currency: "EUR", balance: 9)

    private func order(_ amount: Decimal, from source: Account, to destination: Account) -> TransferOrder {
        TransferOrder(sourceID: source.id, destinationID: destination.id, amount: amount, memo: "", date: Date())
    }

    @Test func validOrder_passes() throws {
        try TransferRules.check(order(100, from: everyday, to: savings), from: everyday, to: savings)
        try TransferRules.check(order(100, from: visa, to: everyday), from: visa, to: everyday)
    }

    @Test func everyRule_hasItsError() {
        #expect(throws: BankError.sameAccount) {
            try TransferRules.check(order(1, from: everyday, to: everyday), from: everyday, to: everyday)
        }
        #expect(throws: BankError.invalidAmount) {
            try TransferRules.check(order(-1, from: everyday, to: savings), from: everyday, to: savings)
        }
        #expect(throws: BankError.currencyMismatch(source: "USD", destination: "EUR")) {
            try TransferRules.check(order(1, from: everyday, to: euro), from: everyday, to: euro)
        }
        #expect(throws: BankError.insufficientFunds(available: 100, currency: "USD")) {
            try TransferRules.check(
                order(Decimal(string: "100.01") ?? 0, from: everyday, to: savings), from: everyday, to: savings)
        }
        #expect(throws: BankError.creditLimitExceeded(available: 100, currency: "USD")) {
            try TransferRules.check(order(101, from: visa, to: everyday), from: visa, to: everyday)
        }
    }

    @Test func anAmountHasAtMostTheDecimalsOfItsAccountsCurrency() throws {
        let tokyo = Account(
            id: 5, name: "Tokyo", type: .checking, number: "5", iban: nil, currency: "JPY", balance: 10_000)
        let osaka = Account(id: 6, name: "Osaka", type: .savings, number: "6", iban: nil, currency: "JPY", balance: 0)

        #expect(try TransferRules.check(order(1_000, from: tokyo, to: osaka), from: tokyo, to: osaka) == 1_000)
        #expect(throws: BankError.tooPrecise(currency: "JPY", digits: 0)) {
            try TransferRules.check(order(Decimal(string: "0.5") ?? 0, from: tokyo, to: osaka), from: tokyo, to: osaka)
        }
        #expect(throws: BankError.tooPrecise(currency: "USD", digits: 2)) {
            try TransferRules.check(
                order(Decimal(string: "1.005") ?? 0, from: everyday, to: savings), from: everyday, to: savings)
        }
        #expect(try TransferRules.checkAmount(Decimal(string: "1.234") ?? 0, currency: "BHD") == 1_234)
    }

    @Test func available_isBalanceOrBalancePlusCreditLimit() {
        #expect(everyday.available == 100)
        #expect(visa.available == 100)
    }

    @Test func errors_describeThemselvesWithMoneyAndHints() {
        #expect(
            BankError.insufficientFunds(available: Decimal(string: "5432.5") ?? 0, currency: "USD").errorDescription
                == "insufficient funds: $5,432.50 available")
        #expect(
            BankError.insufficientFunds(available: 0, currency: "USD").recoverySuggestion
                == "Choose a smaller amount or another source account.")
        #expect(BankError.cardAlreadyInStatus(.frozen).errorDescription == "the card is already frozen")
    }

    @Test func settings_changeOneFieldAtATime() {
        let settings = UserSettings.defaults.withPageSize(10).withShowsBalances(false).withUsesColour(false)

        #expect(settings == UserSettings(pageSize: 10, showsBalances: false, usesColour: false))
        #expect(UserSettings.defaults == UserSettings(pageSize: 20, showsBalances: true, usesColour: true))
    }

    @Test func anAmountBeyondTheBound_orOneThatWouldTakeABalanceBeyondIt_isRefused() throws {
        let rich = Account(
            id: 5, name: "Rich", type: .savings, number: "5", iban: "DE05", currency: "USD",
            balanceMinor: MoneyBounds.maximumMinor)
        let full = Account(
            id: 6, name: "Full", type: .savings, number: "6", iban: "DE06", currency: "USD",
            balanceMinor: MoneyBounds.maximumMinor)

        #expect(throws: BankError.amountTooLarge(maximum: 1_000_000_000)) {
            try TransferRules.check(order(1_000_000_001, from: rich, to: savings), from: rich, to: savings)
        }
        #expect(throws: BankError.balanceTooLarge(account: "Full", maximum: 1_000_000_000)) {
            try TransferRules.check(order(1, from: rich, to: full), from: rich, to: full)
        }
        #expect(
            try TransferRules.check(order(1_000_000_000, from: rich, to: savings), from: rich, to: savings)
                == 100_000_000_000)
    }

    @Test func ledgerRows_areHeldToTheBoundAndTheRecordableDates() throws {
        let row = { (minor: Int64, date: Date) in
            NewTransaction(
                date: date, memo: "m", category: .other, amountMinor: minor, type: .credit, counterparty: "c")
        }
        let day = Date(timeIntervalSince1970: 1_767_312_000)

        try LedgerRules.check(row(MoneyBounds.maximumMinor, day))
        #expect(throws: BankError.amountTooLarge(maximum: 1_000_000_000)) {
            try LedgerRules.check(row(MoneyBounds.maximumMinor + 1, day))
        }
        #expect(throws: BankError.invalidAmount) { try LedgerRules.check(row(0, day)) }
        #expect(throws: BankError.dateOutOfRange(Date(timeIntervalSince1970: 5_000_000_000))) {
            try LedgerRules.check(row(1, Date(timeIntervalSince1970: 5_000_000_000)))
        }
    }

    @Test(arguments: ["yyyy-MM-dd", "dd/MM/yyyy", "MM-dd-yyyy", "d MMM yyyy", "EEE, dd MMM yyyy", "yyyy'T'MM'T'dd"])
    func aDateFormatWithYearMonthAndDay_isAccepted(format: String) throws {
        try StatementDateFormat.check(format)
    }

    @Test(arguments: ["garbage", "", "yyyy-MM", "dd/MM", "yyyy-MM-dd HH:mm", "yyyy-dd-dd", "'yyyy-MM-dd'"])
    func anyOtherDateFormat_isRefusedBeforeAnyRowIsRead(format: String) {
        #expect(throws: StatementError.badDateFormat(format)) { try StatementDateFormat.check(format) }
    }
}
