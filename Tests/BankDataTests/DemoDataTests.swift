import BankData
import BankDomain
import Foundation
import GRDB
import Testing

@Suite("Demo data")
struct DemoDataTests {
    @Test func accounts_coverEveryTypeInUSDWithValidIBANs() async throws {
        let bank = try TestBank()

        let accounts = try await bank.stores.accounts.allAccounts()

        #expect(accounts.map(\.name) == ["Everyday", "Rainy day", "Travel", "Visa", "Joint"])
        #expect(Set(accounts.map(\.type)) == Set(AccountType.allCases))
        #expect(accounts.allSatisfy { $0.currency == "USD" })
        #expect(accounts.allSatisfy { $0.iban.map(Self.isValidIBAN) == true && $0.ibanIsExample })
        #expect(accounts.first { $0.type == .credit }?.creditLimit == 5_000)
        #expect(accounts[0].balance == Decimal(string: "5432.50"))
    }

    @Test func transactions_areOverFiveHundredPerAccountWithinTheLast120Days() throws {
        let bank = try TestBank()

        let perAccount = try bank.database.read { db in
            try Row.fetchAll(
                db, sql: "SELECT accountId, COUNT(*), MIN(date), MAX(date) FROM ledgerEntry GROUP BY accountId")
        }

        #expect(perAccount.count == 5)
        for row in perAccount {
            let count: Int = row[1]
            let oldest = Date(timeIntervalSince1970: row[2])
            let newest = Date(timeIntervalSince1970: row[3])
            #expect(count >= 500)
            #expect(oldest >= testNow.addingTimeInterval(-120 * 86_400))
            #expect(newest < testNow)
        }
    }

    @Test func cards_areThreeWithValidNumbersAndOneFrozen() async throws {
        let cards = try await TestBank().stores.cards.allCards()

        #expect(cards.count == 3)
        #expect(cards.map(\.status) == [.active, .active, .frozen])
        #expect(cards.allSatisfy { $0.number.count == 16 && Self.passesLuhn($0.number) })
        #expect(cards.allSatisfy { $0.holder == "Alex Morgan" })
    }

    @Test func sameClock_givesTheSameData() throws {
        let first = try TestBank()
        let second = try TestBank()

        let dump = { (bank: TestBank) in
            try bank.database.read { db in
                try String.fetchAll(db, sql: "SELECT memo || amountMinor || date FROM ledgerEntry ORDER BY id")
                    + String.fetchAll(db, sql: "SELECT number || iban FROM account ORDER BY id")
                    + String.fetchAll(db, sql: "SELECT number FROM card ORDER BY id")
            }
        }
        #expect(try dump(first) == dump(second))
    }

    // MARK: - Private

    private static func isValidIBAN(_ iban: String) -> Bool {
        let rearranged = iban.dropFirst(4) + iban.prefix(4)
        var remainder = 0
        for character in rearranged {
            let value = character.wholeNumberValue ?? Int(character.asciiValue ?? 0) - 55
            for digit in String(value) {
                remainder = (remainder * 10 + (digit.wholeNumberValue ?? 0)) % 97
            }
        }
        return remainder == 1
    }

    private static func passesLuhn(_ number: String) -> Bool {
        let digits = number.compactMap(\.wholeNumberValue).reversed()
        let sum = digits.enumerated().reduce(0) { total, pair in
            let doubled = pair.offset % 2 == 1 ? pair.element * 2 : pair.element
            return total + (doubled > 9 ? doubled - 9 : doubled)
        }
        return sum % 10 == 0
    }
}
