import BankDomain
import Foundation
import Testing

@Suite("Money")
struct MoneyTests {
    private let formatter = MoneyFormatter()

    @Test(arguments: [
        ("5432.50", "$5,432.50"), ("0", "$0.00"), ("0.05", "$0.05"), ("-50", "-$50.00"),
        ("1234567.89", "$1,234,567.89"),
        ("999.99", "$999.99"), ("1000", "$1,000.00"), ("-0.01", "-$0.01"),
    ])
    func balances_areWrittenWithGroupingAndTwoDecimals(amount: String, expected: String) {
        #expect(formatter.string(Decimal(string: amount) ?? 0, currency: "USD") == expected)
    }

    @Test func transactionAmounts_carryBothSigns() {
        #expect(formatter.string(100, currency: "USD", sign: .always) == "+$100.00")
        #expect(formatter.string(-50, currency: "USD", sign: .always) == "-$50.00")
    }

    @Test func otherCurrencies_useTheirSymbolOrCode() {
        #expect(formatter.string(12, currency: "EUR") == "€12.00")
        #expect(formatter.string(Decimal(string: "7.25") ?? 0, currency: "CHF") == "CHF 7.25")
    }

    @Test func moreThanTwoDecimals_areRoundedForDisplay() {
        #expect(formatter.string(Decimal(string: "1.005") ?? 0, currency: "USD") == "$1.00")
        #expect(formatter.string(Decimal(string: "1.015") ?? 0, currency: "USD") == "$1.02")
    }

    @Test func minorUnits_roundTripAndRefuseFractionsOfACent() {
        #expect(MinorUnits.minorUnits(of: Decimal(string: "5432.50") ?? 0) == 543_250)
        #expect(MinorUnits.minorUnits(of: -1) == -100)
        #expect(MinorUnits.minorUnits(of: Decimal(string: "0.001") ?? 0) == nil)
        #expect(MinorUnits.amount(of: 543_250) == Decimal(string: "5432.5"))
        #expect(MinorUnits.minorUnits(of: Decimal(string: "1e30") ?? 0) == nil)
    }
}
