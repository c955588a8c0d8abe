import BankData
import BankDomain
import BankTesting
import Foundation
import Testing

/// A credit account's limit changed, on every backend from one code.
@Suite("Credit limit contract")
struct CreditLimitContractTests {
    @Test(arguments: StoreBackend.allCases)
    func aCreditAccount_takesAnyLimitOfWhatItOwesOrMore_andNothingElseDoes(backend: StoreBackend) async throws {
        // Given a card owing $250.00 on a $1,000.00 limit, and a savings account
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let accounts = bank.stores.accountManagement
        let card = try await accounts.open(
            try AccountRules.newAccount(
                name: "Card", type: .credit, currency: "USD", openingMinor: -25_000, creditLimitMinor: 100_000,
                today: testToday, iban: nil, among: try await bank.stores.accounts.allAccounts()))
        let jar = try await accounts.open(
            try AccountRules.newAccount(
                name: "Jar", type: .savings, currency: "USD", openingMinor: 0, today: testToday, iban: nil,
                among: try await bank.stores.accounts.allAccounts()))

        // When its limit is raised, lowered to what it owes, and lowered below
        let raised = try await accounts.setCreditLimit(accountID: card.id, limitMinor: 600_000)
        let lowered = try await accounts.setCreditLimit(accountID: card.id, limitMinor: 25_000)

        // Then the first two hold, and what it may still spend follows them
        #expect(raised.creditLimitMinor == 600_000 && raised.balanceMinor == -25_000)
        #expect(lowered.creditLimitMinor == 25_000)
        #expect(try await bank.stores.accounts.account(id: card.id).creditLimitMinor == 25_000)
        await #expect(throws: AccountError.limitBelowOwed(account: "Card", owed: 250, currency: "USD")) {
            _ = try await accounts.setCreditLimit(accountID: card.id, limitMinor: 24_999)
        }
        await #expect(throws: AccountError.limitOnNonCredit(.savings)) {
            _ = try await accounts.setCreditLimit(accountID: jar.id, limitMinor: 100)
        }
        await #expect(throws: BankError.amountTooLarge(maximum: MoneyBounds.maximum)) {
            _ = try await accounts.setCreditLimit(accountID: card.id, limitMinor: Int64.max)
        }
        #expect(try await bank.stores.accounts.account(id: card.id).creditLimitMinor == 25_000)
    }
}

/// On a server, only the owner changes an account's limit.
@Suite("A credit limit on a server", .serialized)
struct ServerCreditLimitTests {
    @Test func aPersonTheCardIsSharedWith_cannotChangeItsLimit() async throws {
        // Given the administrator's Visa, shared with a person for transfer
        let administrator = try ContractBank(.postgres, now: testNow, timeZone: utc)
        let person = try administrator.admittedPerson(sharing: [(4, .transfer)])
        let before = try await administrator.stores.accounts.account(id: 4)

        // When the person raises its limit, Then it is refused and the limit is as it was
        await #expect(throws: (any Error).self) {
            _ = try await person.stores.accountManagement.setCreditLimit(accountID: 4, limitMinor: 900_000)
        }
        #expect(try await administrator.stores.accounts.account(id: 4).creditLimitMinor == before.creditLimitMinor)
    }
}
