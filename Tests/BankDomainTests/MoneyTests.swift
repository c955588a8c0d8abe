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

    @Test func forATerminalThatShowsOnlyASCII_symbolsOutsideASCII_becomeCodes() {
        let ascii = MoneyFormatter(writesSymbols: false)

        #expect(ascii.string(minorUnits: 500, currency: "EUR") == "EUR 5.00")
        #expect(ascii.string(minorUnits: -100, currency: "GBP", sign: .always) == "-GBP 1.00")
        #expect(ascii.string(minorUnits: 1_000, currency: "JPY") == "JPY 1,000")
        #expect(ascii.string(minorUnits: 500, currency: "USD") == "$5.00")
        #expect(ascii.string(minorUnits: 725, currency: "CHF") == "CHF 7.25")
    }

    @Test func moreThanTwoDecimals_areRoundedForDisplay() {
        #expect(formatter.string(Decimal(string: "1.005") ?? 0, currency: "USD") == "$1.00")
        #expect(formatter.string(Decimal(string: "1.015") ?? 0, currency: "USD") == "$1.02")
    }

    @Test func minorUnits_roundTripAndRefuseFractionsOfACent() {
        #expect(MinorUnits.minorUnits(of: Decimal(string: "5432.50") ?? 0, currency: "USD") == 543_250)
        #expect(MinorUnits.minorUnits(of: -1, currency: "USD") == -100)
        #expect(MinorUnits.minorUnits(of: Decimal(string: "0.001") ?? 0, currency: "USD") == nil)
        #expect(MinorUnits.amount(of: 543_250, currency: "USD") == Decimal(string: "5432.5"))
        #expect(MinorUnits.minorUnits(of: Decimal(string: "1e30") ?? 0, currency: "USD") == nil)
    }

    @Test func minorUnits_areThoseOfTheCurrency_asISO4217GivesThem() {
        #expect(MinorUnits.minorUnits(of: 1_000, currency: "JPY") == 1_000)
        #expect(MinorUnits.minorUnits(of: Decimal(string: "1000.5") ?? 0, currency: "JPY") == nil)
        #expect(MinorUnits.minorUnits(of: Decimal(string: "1.234") ?? 0, currency: "BHD") == 1_234)
        #expect(MinorUnits.amount(of: 1_234, currency: "KWD") == Decimal(string: "1.234"))
        #expect(MinorUnits.perMajorUnit(of: "CLF") == 10_000)
        #expect(formatter.string(minorUnits: 100_050, currency: "JPY") == "¥100,050")
        #expect(formatter.string(minorUnits: -1_250, currency: "BHD") == "-BHD 1.250")
        #expect(formatter.string(minorUnits: 7, currency: "CLF", sign: .always) == "+CLF 0.0007")
        #expect(Currency.minorDigits(of: "XYZ") == nil && Currency.minorDigits(of: "XAU") == nil)
        #expect(Currency.minorDigits(of: "EUR") == 2 && Currency.minorDigits(of: "ISK") == 0)
    }

    @Test func perMajorUnit_ofEveryListedCurrency_isTenToItsDigits() {
        // Given every code ISO 4217 lists, and codes that are not currencies
        for code in Currency.isoCodes {
            // When its minor units per unit are asked for by code and by digits
            let digits = Currency.digits(of: code)

            // Then both are ten to the power of its digits
            let expected = (0..<digits).reduce(Int64(1)) { power, _ in power * 10 }
            #expect(MinorUnits.perMajorUnit(of: code) == expected, "\(code)")
            #expect(MinorUnits.perMajorUnit(digits: digits) == expected, "\(code)")
        }
        #expect(Currency.minorDigits(of: "usd") == nil && Currency.minorDigits(of: "USDX") == nil)
        #expect(MinorUnits.perMajorUnit(of: "QQQ") == 100)
    }

    @Test func everyThreeLetterCode_hasDigitsExactlyWhenISO4217ListsIt() {
        // Given every code of three capital letters there can be
        let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
        let listed = Set(Currency.isoCodes)
        var codesWithDigits = Set<String>()

        // When each is looked up
        for first in letters {
            for second in letters {
                for third in letters where Currency.minorDigits(of: first + second + third) != nil {
                    codesWithDigits.insert(first + second + third)
                }
            }
        }

        // Then the codes with digits are the listed ones, and every listed one has 0, 2, 3 or 4
        #expect(codesWithDigits == listed)
        #expect(listed.count > 150)
        #expect(listed.allSatisfy { [0, 2, 3, 4].contains(Currency.minorDigits(of: $0)) })
    }

    @Test(arguments: ["", "EU", "EURO", "eur", "Eur", "EU1", "E R", "ÉUR", "EUR\u{301}", "US$"])
    func codesThatAreNotThreeCapitalLetters_haveNoDigitsAndAreWrittenWithTwo(code: String) {
        #expect(Currency.minorDigits(of: code) == nil)
        #expect(!Currency.isISO4217(code))
        #expect(Currency.digits(of: code) == 2)
    }

    @Test func minorUnits_extremes_areWrittenInFull() {
        #expect(formatter.string(minorUnits: .max, currency: "USD") == "$92,233,720,368,547,758.07")
        #expect(formatter.string(minorUnits: .min, currency: "USD") == "-$92,233,720,368,547,758.08")
        #expect(formatter.string(minorUnits: 7, currency: "GBP", sign: .always) == "+£0.07")
    }

    @Test func roundedMinorUnits_roundHalfToEvenAndClampHugeAmounts() {
        #expect(MinorUnits.roundedMinorUnits(of: Decimal(string: "12.345") ?? 0, currency: "USD") == 1_234)
        #expect(MinorUnits.roundedMinorUnits(of: Decimal(string: "12.355") ?? 0, currency: "USD") == 1_236)
        #expect(MinorUnits.roundedMinorUnits(of: Decimal(string: "12.5") ?? 0, currency: "JPY") == 12)
        #expect(MinorUnits.roundedMinorUnits(of: Decimal(string: "1e30") ?? 0, currency: "USD") == .max)
        #expect(MinorUnits.roundedMinorUnits(of: Decimal(string: "-1e30") ?? 0, currency: "USD") == -.max)
    }

    @Test func entities_keepMinorUnits_andShowThemAsAmounts() {
        let account = Account(
            id: 1, name: "Visa", type: .credit, number: "1", iban: "X", currency: "USD",
            balance: Decimal(string: "-12.50") ?? 0, creditLimit: 1_000)
        let debit = Transaction(
            id: 1, accountID: 1, date: Date(timeIntervalSince1970: 0), memo: "m", category: .dining,
            amountMinor: 420, type: .debit, counterparty: "c")
        let yen = Account(
            id: 2, name: "Tokyo", type: .savings, number: "2", iban: nil, currency: "JPY", balance: 1_000)

        #expect(account.balanceMinor == -1_250)
        #expect(account.availableMinor == 98_750)
        #expect(account.available == Decimal(string: "987.50"))
        #expect(debit.amountMinor == 420)
        #expect(debit.signedMinorUnits == -420)
        #expect(yen.balanceMinor == 1_000 && yen.balance == 1_000)
    }
}
