import BankDomain
import Foundation
import PropertyBased
import Testing

@testable import BankStorage

@Suite("A bank's records through hledger rules")
struct StatementRulesMapperTests {
    private static func mapper(_ text: String) throws -> StatementRulesMapper {
        StatementRulesMapper(
            rules: try StatementRulesParser.parse(text, path: "bank.rules") { name throws(StatementError) in
                throw .unreadableRules(path: name, reason: "none")
            })
    }

    @Test func aRecord_becomesVbanksColumns_withTheLastMatchingBlockWinning() throws {
        // Given rules with a currency, two blocks that match one record, and a field interpolated
        let sut = try Self.mapper(
            """
            fields date, description, amount, type
            date-format %m/%d/%Y
            currency USD
            if STARBUCKS
              account2 expenses:food:coffee
            if %type DEBIT_CARD
            && starbucks
              account2 expenses:dining
              description %description (card)
            """)

        // When a record both blocks match, and one only the first matches, are mapped
        let both = sut.map(["01/12/2026", "STARBUCKS 1234", "-5.75", "DEBIT_CARD"])
        let first = sut.map(["01/13/2026", "Starbucks online", "-1,205.00", "ACH"])

        // Then each has vbank's columns, the later block's assignments winning
        #expect(both == .row(["2026-01-12", "STARBUCKS 1234 (card)", "USD -5.75", "dining", ""]))
        #expect(first == .row(["2026-01-13", "Starbucks online", "USD -1205.00", "coffee", ""]))
    }

    @Test func moneyInAndOut_inTwoColumns_withADecimalComma_andABalance() throws {
        let sut = try Self.mapper(
            """
            fields date, description, amount-in, amount-out, balance
            decimal-mark ,
            date-format %d.%m.%Y
            """)

        #expect(
            sut.map(["02.01.2026", "REWE", "", "23,45", "1.976,55"])
                == .row(["2026-01-02", "REWE", "-23.45", "", "1976.55"]))
        #expect(
            sut.map(["05.01.2026", "Gehalt", "3.100,00", "0,00", ""])
                == .row(["2026-01-05", "Gehalt", "3100.00", "", ""]))
        #expect(sut.map(["05.01.2026", "Both", "1,00", "2,00", ""]) == .problem(Strings.Rules.bothAmounts))
        #expect(sut.map(["05.01.2026", "None", "", "", ""]) == .problem(Strings.Rules.noAmount))
        #expect(
            sut.map(["31.02.2026", "No day", "1,00", "", ""])
                == .problem(Strings.Rules.badDate("31.02.2026", format: "%d.%m.%Y")))
    }

    @Test func aCardsPurchases_writtenPositive_areFlippedByTheRules() throws {
        let sut = try Self.mapper("fields date, description, amount\namount -%amount\n")

        #expect(sut.map(["2026-01-03", "NETFLIX", "15.49"]) == .row(["2026-01-03", "NETFLIX", "-15.49", "", ""]))
        #expect(sut.map(["2026-01-04", "PAYMENT", "-200.00"]) == .row(["2026-01-04", "PAYMENT", "200.00", "", ""]))
        #expect(sut.map(["2026-01-05", "FEE", "abc"]) == .problem(Strings.Rules.badAmount("-abc")))
    }

    @Test func skipAndEnd_passOverARecord_andTheRest() throws {
        let sut = try Self.mapper("fields date, description, amount\nif ^pending\n  skip\nif Total\n  end\n")

        #expect(sut.map(["pending", "x", "1"]) == .skipped)
        #expect(sut.map(["", "Total", "9"]) == .ended)
        #expect(sut.map(["2026-01-02", "Tea", "-2"]) == .row(["2026-01-02", "Tea", "-2", "", ""]))
    }

    @Test func aCategory_isTheAccountsLastSegment_orOneSetAsItself() throws {
        let sut = try Self.mapper(
            "fields date, description, amount, account2\nif rent\n  category housing\n")

        #expect(
            sut.map(["2026-01-02", "Tesco", "-9", "Expenses:Food:Groceries"])
                == .row(["2026-01-02", "Tesco", "-9", "Groceries", ""]))
        #expect(
            sut.map(["2026-01-02", "Rent", "-900", "expenses:home"])
                == .row(["2026-01-02", "Rent", "-900", "housing", ""]))
    }

    // MARK: - Tests of a block

    @Test func aPlainWordOrWordsPartedByBars_areFoundWithoutCase_asARegularExpressionWouldFindThem() async {
        let words = ["tesco", "TESCO", "Shell", "oil", "a", "é", "BÄCKEREI", "x y", "9"]
        let records = Gen.element(of: ["Tesco Stores", "SHELL OIL 12", "Bäckerei Müller", "x  y", "", "a,b", "9,99"])
            .map { $0 ?? "" }
        let patterns = Gen.element(of: words).map { $0 ?? "" }.array(of: 1...3).map { $0.joined(separator: "|") }
        await propertyCheck(count: 500, input: records, patterns) { record, pattern in
            let test = StatementRulesTest(StatementRules.Matcher(pattern: pattern), positions: [:])
            let fields = record.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            let expected = pattern.split(separator: "|").contains { record.lowercased().contains($0.lowercased()) }
            #expect(
                test.holds(fields: fields, record: record, loweredRecord: { Array(record.lowercased().utf8) })
                    == expected, "\(pattern) in \(record)")
        }
    }

    @Test func aTestOfOneField_byNameOrNumber_negated_orAnchored() {
        let fields = ["2026-01-02", "ACH_CREDIT", "Payroll ACME"]
        let record = fields.joined(separator: ",")
        let holds = { (matcher: StatementRules.Matcher) in
            StatementRulesTest(matcher, positions: ["type": 2]).holds(
                fields: fields, record: record, loweredRecord: { Array(record.lowercased().utf8) })
        }

        #expect(holds(.init(field: "type", pattern: "ach_credit")))
        #expect(holds(.init(field: "3", pattern: "^payroll")))
        #expect(!holds(.init(field: "2", pattern: "^payroll")))
        #expect(holds(.init(field: "type", pattern: "DEBIT", isNegated: true)))
        #expect(!holds(.init(field: "nosuch", pattern: "ACH")))
        #expect(holds(.init(pattern: "acme$")))
    }

    // MARK: - Amounts

    @Test func anyAmountWritten_withThousandsMarksSignsOrParentheses_meansTheSameNumber() async {
        let minors = Gen.int(in: -99_999_999...99_999_999)
        let forms = Gen.int(in: 0...3)
        await propertyCheck(count: 1_000, input: minors, forms) { minor, form in
            let units = abs(minor) / 100
            let cents = abs(minor) % 100
            let grouped = Self.grouped(units, mark: form.isMultiple(of: 2) ? "," : ".")
            let decimal = form.isMultiple(of: 2) ? "." : ","
            let body = grouped + decimal + (cents < 10 ? "0" : "") + String(cents)
            let written = minor < 0 ? (form >= 2 ? "(" + body + ")" : "-" + body) : body
            let read = StatementRulesAmount.normalised(written, decimalComma: !form.isMultiple(of: 2))
            let expected = (minor < 0 ? "-" : "") + String(units) + "." + (cents < 10 ? "0" : "") + String(cents)
            #expect(read == expected, "\(written)")
        }
    }

    @Test func amountsAsCountriesWriteThem_withSpacesApostrophesOrCurrencySigns_areRead() {
        #expect(StatementRulesAmount.normalised("1\u{00A0}234,56", decimalComma: true) == "1234.56")
        #expect(StatementRulesAmount.normalised("1 234,56 €", decimalComma: true) == "1234.56€")
        #expect(StatementRulesAmount.normalised("1'234.56", decimalComma: false) == "1234.56")
        #expect(StatementRulesAmount.normalised("-$1,234.56", decimalComma: false) == "-$1234.56")
        #expect(StatementRulesAmount.normalised("--5", decimalComma: false) == "5")
        #expect(StatementRulesAmount.normalised("5-", decimalComma: false) == nil)
        #expect(StatementRulesAmount.normalised("€", decimalComma: false) == nil)
    }

    // MARK: - Dates

    @Test(arguments: ["%Y-%m-%d", "%d/%m/%Y", "%m/%d/%y", "%-d.%-m.%Y", "%d %b %Y", "%B %e, %Y", "%Y%m%d %H:%M:%S"])
    func everyDay_writtenInAFormat_isReadBackAsThatDay(format: String) async throws {
        let dates = try #require(StrftimeDates(format: format))
        let days = Gen.int(in: 10_957...47_481)  // 2000-01-01 to 2099-12-31
        await propertyCheck(count: 500, input: days) { days in
            let day = CalendarDay(daysSince1970: days)
            #expect(dates.day(from: Self.written(day, format)) == day, "\(Self.written(day, format))")
        }
    }

    // MARK: - Private

    private static func grouped(_ value: Int, mark: String) -> String {
        let digits = String(value)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += mark }
            result.append(digit)
        }
        return result
    }

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// `day` as `strftime` writes it in `format`, for the letters the reader knows.
    private static func written(_ day: CalendarDay, _ format: String) -> String {
        let two = { (value: Int) in (value < 10 ? "0" : "") + String(value) }
        return
            format
            .replacingOccurrences(of: "%Y", with: String(day.year))
            .replacingOccurrences(of: "%y", with: two(day.year % 100))
            .replacingOccurrences(of: "%-m", with: String(day.month))
            .replacingOccurrences(of: "%-d", with: String(day.day))
            .replacingOccurrences(of: "%m", with: two(day.month))
            .replacingOccurrences(of: "%d", with: two(day.day))
            .replacingOccurrences(of: "%e", with: String(day.day))
            .replacingOccurrences(of: "%b", with: String(monthNames[day.month - 1].prefix(3)))
            .replacingOccurrences(of: "%B", with: monthNames[day.month - 1])
            .replacingOccurrences(of: "%H", with: "23").replacingOccurrences(of: "%M", with: "59")
            .replacingOccurrences(of: "%S", with: "07")
    }
}
