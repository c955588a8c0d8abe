import BankDomain
import Foundation
import Testing

@testable import BankStorage

@Suite("Statement rows")
struct StatementRowParserTests {
    @Test func aRow_isTrimmed_andTheSignGivesTheType() throws {
        // Given
        var parser = try StatementRowParser(
            header: [" Date ", "MEMO", "amount", "Category"], currency: "USD", options: .init())

        // When
        let credit = parser.transaction(from: [" 2026-01-02 ", "  Refund\n", " 5.00 ", " Shopping "])
        let debit = parser.transaction(from: ["2026-01-02", "Tea", "-1", ""])

        // Then
        #expect(
            try credit.get()
                == NewTransaction(
                    day: CalendarDay(year: 2026, month: 1, day: 2), memo: "Refund", category: .shopping,
                    amountMinor: 500, type: .credit, counterparty: "Refund"))
        #expect(try debit.get().type == .debit && debit.get().category == .other && debit.get().amountMinor == 100)
        #expect(
            parser.transaction(from: ["2026-01-02"])
                == .failure(StatementRowProblem("the row has only 1 field; the header names 4")))
    }

    @Test func aCategoryVbankDoesNotKnow_isOther_andCounted_unlessTheImportIsStrict() throws {
        // Given a statement whose rows are of categories of its bank's own
        let header = ["date", "memo", "amount", "category"]
        var lenient = try StatementRowParser(header: header, currency: "USD", options: .init())
        var strict = try StatementRowParser(header: header, currency: "USD", options: .init(isStrict: true))
        let rows = [
            ["2026-01-02", "Pay", "2500", "Income"], ["2026-01-03", "Lunch", "-12", "food & drink"],
            ["2026-01-04", "Bonus", "100", "income"], ["2026-01-05", "Tea", "-2", "dining"],
        ]

        // When they are read
        let read = rows.map { lenient.transaction(from: $0) }

        // Then each is a good row, those vbank does not know in other, counted with their names once
        #expect(try read.map { try $0.get().category } == [.other, .other, .other, .dining])
        #expect(lenient.unknownCategories.rows == 3 && lenient.unknownCategories.names == ["income", "food & drink"])
        // And a strict import refuses such a row, as a bad row
        #expect(strict.transaction(from: rows[1]) == .failure(StatementRowProblem("'food & drink' is not a category")))
    }

    @Test func aRowWithMoreFieldsThanTheHeader_isBad_becauseItsColumnsMayHaveShifted() throws {
        // Given a memo with an unquoted comma
        var parser = try makeParser()

        // When
        let row = parser.transaction(from: ["2026-01-02", "Coffee", " large", "-4.50"])

        // Then
        #expect(
            row
                == .failure(
                    StatementRowProblem(
                        "the row has 4 fields but the header names 3: a memo with a comma must be in double quotes")))
    }

    @Test func amounts_areReadAsVbankWritesThem_andAmbiguousOnesAreBadRows() throws {
        var parser = try makeParser()

        #expect(try parser.transaction(from: ["2026-01-02", "Rent", " -$1,250.00 "]).get().amountMinor == 125_000)
        #expect(try parser.transaction(from: ["2026-01-02", "Rent", "-$1,250.00"]).get().type == .debit)
        #expect(try parser.transaction(from: ["2026-01-02", "Pay", "+$5"]).get().amountMinor == 500)
        for (text, reason) in [
            ("12,50", "'12,50' could be read two ways (a comma groups thousands, a point starts the cents)"),
            ("€5", "the amount is in EUR but the account is in USD"),
            ("999999999999999", "'999999999999999' is more than $1,000,000,000.00, the most one amount may be"),
            ("0.00", "the amount is zero"),
        ] {
            #expect(parser.transaction(from: ["2026-01-02", "Rent", text]) == .failure(StatementRowProblem(reason)))
        }
    }

    @Test func memos_areCleanedAndHeldToTheirLimit_andAnExportsFormulaGuardComesOff() throws {
        var parser = try makeParser()
        let long = String(repeating: "x", count: MemoText.maximumLength + 1)

        #expect(try parser.transaction(from: ["2026-01-02", "\u{1B}[31mRED\u{1B}[0m\u{07}", "1"]).get().memo == "RED")
        #expect(try parser.transaction(from: ["2026-01-02", "'=HYPERLINK(x)", "1"]).get().memo == "=HYPERLINK(x)")
        #expect(try parser.transaction(from: ["2026-01-02", "'quoted", "1"]).get().memo == "'quoted")
        #expect(
            parser.transaction(from: ["2026-01-02", "  ", "1"]) == .failure(StatementRowProblem("the memo is empty")))
        #expect(
            parser.transaction(from: ["2026-01-02", long, "1"])
                == .failure(StatementRowProblem("the memo has 201 characters; a memo may have at most 200")))
    }

    private func makeParser() throws -> StatementRowParser {
        try StatementRowParser(
            header: ["date", "memo", "amount"], currency: "USD", options: .init())
    }
}
