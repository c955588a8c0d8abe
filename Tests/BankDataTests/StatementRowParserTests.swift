import BankDomain
import Foundation
import Testing

@testable import BankData

@Suite("Statement rows")
struct StatementRowParserTests {
    @Test(arguments: [
        ("-12.50", Int64(-1_250)), ("12.5", 1_250), ("+3", 300), ("1000", 100_000), ("0.07", 7),
        ("999999999999999.99", 99_999_999_999_999_999),
    ])
    func anAmount_isReadInMinorUnits(text: String, minor: Int64) {
        #expect(StatementRowParser.minorUnits(text) == minor)
    }

    @Test(arguments: [
        "", "-", "+", ".5", "5.", "1.234", "1,000", "abc", "--1", "1e5", "1-", "1.2.3", "1000000000000000",
    ])
    func anythingElse_isNotAnAmount(text: String) {
        #expect(StatementRowParser.minorUnits(text) == nil)
    }

    @Test func aRow_isTrimmed_andTheSignGivesTheType() throws {
        // Given
        var parser = try StatementRowParser(
            header: [" Date ", "MEMO", "amount", "Category"], options: .init(),
            timeZone: TimeZone(secondsFromGMT: 0) ?? .current)

        // When
        let credit = parser.transaction(from: [" 2026-01-02 ", "  Refund\n", " 5.00 ", " Shopping "])
        let debit = parser.transaction(from: ["2026-01-02", "Tea", "-1", ""])

        // Then
        #expect(
            try credit.get()
                == NewTransaction(
                    date: Date(timeIntervalSince1970: 1_767_312_000), memo: "Refund", category: .shopping,
                    amountMinor: 500,
                    type: .credit, counterparty: "Refund"))
        #expect(try debit.get().type == .debit && debit.get().category == .other && debit.get().amountMinor == 100)
        #expect(parser.transaction(from: ["2026-01-02"]) == .failure(StatementRowProblem("the row has only 1 field")))
        #expect(
            parser.transaction(from: ["2026-01-02", "x", "1", "food"])
                == .failure(StatementRowProblem("'food' is not a category")))
    }
}
