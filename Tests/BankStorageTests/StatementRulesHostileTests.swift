import BankDomain
import Foundation
import PropertyBased
import Testing

@testable import BankStorage

/// Whatever a bank's file holds, a record through rules becomes a row, a skip or a problem: never
/// a crash, and never a field altered silently.
@Suite("Hostile records through hledger rules")
struct StatementRulesHostileTests {
    private static let pieces = [
        "a", "Z", "0", "9", "-", "+", "(", ")", ",", ".", "'", " ", "\u{00A0}", "€", "$", "%", "/", ":", "\"", "é",
        "\u{1B}", "\u{0}", "\u{202E}", "🍰", "\n", "\r", "\t", "2026", "12", "31", "jan",
    ]
    private static let text = Gen.element(of: pieces).map { $0 ?? "" }.array(of: 0...12).map { $0.joined() }

    @Test func anyBytesInAnyField_makeARowASkipOrAProblem_neverACrash() async throws {
        let sut = StatementRulesMapper(
            rules: try StatementRulesParser.parse(
                """
                fields date, description, amount-in, amount-out, balance, type
                decimal-mark ,
                date-format %d.%m.%Y
                currency EUR
                if %type ^x
                  skip
                if €|\\(
                  account2 expenses:%description
                  amount -%amount-in
                """, path: "hostile.rules"
            ) { name throws(StatementError) in throw .unreadableRules(path: name, reason: "none") })
        await propertyCheck(count: 2_000, input: Self.text.array(of: 0...8)) { fields in
            switch sut.map(fields) {
            case .row(let row):
                // A row has vbank's five columns, its day as yyyy-MM-dd, and its memo as given
                #expect(row.count == StatementRulesMapper.columns.count)
                #expect(row[0].count == 10 && row[0].utf8.allSatisfy { (48...57).contains($0) || $0 == 45 })
                #expect(row[1] == (fields.count > 1 ? fields[1] : ""))
            case .skipped, .ended, .problem:
                break
            }
        }
    }

    @Test func anyTextAsADate_orAnAmount_isReadOrRefused_neverACrash() async {
        let formats = ["%d.%m.%Y", "%m/%d/%y", "%d %b %Y", "%Y%m%d"].compactMap(StrftimeDates.init(format:))
        await propertyCheck(count: 2_000, input: Self.text) { text in
            for dates in formats {
                if let day = dates.day(from: text) {
                    #expect((1...12).contains(day.month) && (1...31).contains(day.day))
                }
            }
            if let amount = StatementRulesAmount.normalised(text, decimalComma: true) {
                #expect(amount.contains { $0.isASCII && $0.isNumber })
            }
        }
    }
}
