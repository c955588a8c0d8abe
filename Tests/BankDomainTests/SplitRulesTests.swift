import BankDomain
import Foundation
import PropertyBased
import Testing

@Suite("Splitting a ledger row")
struct SplitRulesTests {
    private let everyday = Account(
        id: 1, name: "Everyday", type: .checking, number: "1", iban: nil, currency: "USD", balanceMinor: 10_000)

    private func row(_ category: TransactionCategory = .shopping, _ minor: Int64 = 4_250) -> Transaction {
        Transaction(
            id: 7, accountID: 1, date: Date(timeIntervalSince1970: 0), memo: "Supermarket", category: category,
            amountMinor: minor, type: .debit, counterparty: "Supermarket")
    }

    private func written(_ amount: String?, _ category: TransactionCategory) throws -> WrittenSplitPart {
        WrittenSplitPart(amount: try amount.map { try WrittenAmount(reading: $0) }, category: category)
    }

    // MARK: - Reading

    @Test func aPartWithoutAnAmount_takesWhatTheOthersLeave() throws {
        // Given a $42.50 row and "30 groceries, the rest other"
        let typed = [try written("30", .groceries), try written(nil, .other)]

        // When the parts are read
        let parts = try SplitRules.parts(typed, of: row(), currency: "USD")

        // Then the rest is $12.50
        #expect(
            parts == [
                SplitPart(amountMinor: 3_000, category: .groceries), SplitPart(amountMinor: 1_250, category: .other),
            ])
    }

    @Test func partsThatDoNotAddUp_areRefusedWithBothSums() throws {
        let typed = [try written("30", .groceries), try written("10", .other)]
        #expect(throws: BankError.cannotCorrect(.splitDoesNotAddUp(parts: 40, whole: 42.5, currency: "USD"))) {
            try SplitRules.parts(typed, of: row(), currency: "USD")
        }
        // A rest of nothing or less is the same mistake: the amounts given already pass the row.
        let over = [try written("50", .groceries), try written(nil, .other)]
        #expect(throws: BankError.cannotCorrect(.splitDoesNotAddUp(parts: 50, whole: 42.5, currency: "USD"))) {
            try SplitRules.parts(over, of: row(), currency: "USD")
        }
    }

    @Test func twoRests_anotherCurrency_orTooManyDecimals_areRefused() throws {
        #expect(throws: BankError.cannotCorrect(.splitRestTwice)) {
            try SplitRules.parts([try written(nil, .groceries), try written(nil, .other)], of: row(), currency: "USD")
        }
        #expect(throws: BankError.currencyMismatch(source: "EUR", destination: "USD")) {
            try SplitRules.parts(
                [try written("€30", .groceries), try written(nil, .other)], of: row(), currency: "USD")
        }
        #expect(throws: AmountTextError.self) {
            try SplitRules.parts(
                [try written("1.5", .groceries), try written(nil, .other)], of: row(), currency: "JPY")
        }
    }

    // MARK: - Checking

    @Test func oneOrMoreThanTwentyParts_aPartOfNothing_orACategoryOnlyTheBankWrites_areRefused() {
        #expect(throws: BankError.cannotCorrect(.splitParts)) {
            try SplitRules.check([SplitPart(amountMinor: 4_250, category: .other)], of: row(), currency: "USD")
        }
        let many = (0..<21).map { _ in SplitPart(amountMinor: 1, category: .other) }
        #expect(throws: BankError.cannotCorrect(.splitParts)) {
            try SplitRules.check(many, of: row(.shopping, 21), currency: "USD")
        }
        #expect(throws: BankError.cannotCorrect(.splitPartNotPositive)) {
            try SplitRules.check(
                [SplitPart(amountMinor: 4_300, category: .other), SplitPart(amountMinor: -50, category: .fees)],
                of: row(), currency: "USD")
        }
        #expect(throws: BankError.notRecordable(.transfer)) {
            try SplitRules.check(
                [SplitPart(amountMinor: 4_000, category: .other), SplitPart(amountMinor: 250, category: .transfer)],
                of: row(), currency: "USD")
        }
    }

    @Test func partsWhoseSumOverflows_areRefused_notWrapped() {
        let huge = [
            SplitPart(amountMinor: .max, category: .other), SplitPart(amountMinor: .max, category: .fees),
            SplitPart(amountMinor: 2, category: .rent),
        ]
        #expect(throws: BankError.sumTooLarge) { try SplitRules.check(huge, of: row(), currency: "USD") }
    }

    @Test func openingAndTransferRows_areNotSplit() {
        let parts = [SplitPart(amountMinor: 4_000, category: .other), SplitPart(amountMinor: 250, category: .fees)]
        #expect(throws: BankError.cannotCorrect(.openingRow)) {
            try CorrectionRules.check(.split(parts), of: row(.opening), in: everyday)
        }
        #expect(throws: BankError.cannotCorrect(.transferCategory)) {
            try CorrectionRules.check(.split(parts), of: row(.transfer), in: everyday)
        }
        #expect(throws: Never.self) { try CorrectionRules.check(.split(parts), of: row(), in: everyday) }
    }

    @Test func theHistoryShowsEachPartInTheAccountsCurrency() {
        let parts = [
            SplitPart(amountMinor: 3_000, category: .groceries), SplitPart(amountMinor: 1_250, category: .other),
        ]
        #expect(SplitPart.summary(parts, currency: "USD") == "groceries $30.00 + other $12.50")
        #expect(SplitPart.summary(parts, currency: "JPY") == "groceries ¥3,000 + other ¥1,250")
    }

    // MARK: - Properties

    @Test func anyAmountsGivenWithARest_addUpToTheRow_orAreRefused() async {
        let wholes = Gen.int64(in: 2...1_000_000)
        let given = Gen.int64(in: 1...600_000).array(of: 1...5)
        await propertyCheck(input: wholes, given) { whole, given in
            // Given a row and parts of any amounts, a last part taking the rest
            let typed = try given.map { try written(MinorUnits.plainText($0, decimals: 2), .groceries) }

            // When they are read with the rest in other
            let parts = try? SplitRules.parts(
                typed + [try written(nil, .other)], of: row(.shopping, whole), currency: "USD")

            // Then they add up to the row exactly, every part more than zero, or the amounts given
            // leave nothing for the rest
            if let parts {
                #expect(parts.reduce(0) { $0 + $1.amountMinor } == whole)
                #expect(parts.allSatisfy { $0.amountMinor > 0 } && parts.count == given.count + 1)
            } else {
                #expect(given.reduce(0, +) >= whole)
            }
        }
    }
}
