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
}
