import BankDomain
import Foundation
import PropertyBased
import Testing

@Suite("Written amounts")
struct WrittenAmountTests {
    @Test(arguments: [
        ("25", Int64(2_500), String?.none), ("12.50", 1_250, nil), ("12.5", 1_250, nil), (".5", 50, nil),
        ("0.07", 7, nil), ("1,000.50", 100_050, nil), ("1,234,567.89", 123_456_789, nil), ("1000", 100_000, nil),
        ("$5", 500, "USD"), ("-$12.00", -1_200, "USD"), ("+$100.00", 10_000, "USD"), ("$-5", -500, "USD"),
        ("€12.00", 1_200, "EUR"), ("£0.07", 7, "GBP"), ("CHF 7.25", 725, "CHF"), ("  12  ", 1_200, nil),
        ("-3", -300, nil), ("$1,000,000,000.00", 100_000_000_000, "USD"), ("0", 0, nil),
    ])
    func whatPeopleAndVbankWrite_isRead_asCentsOfATwoDigitCurrency(text: String, minor: Int64, currency: String?)
        throws
    {
        let amount = try WrittenAmount(reading: text)

        #expect(try amount.minorUnits(in: currency ?? "USD") == minor)
        #expect(amount.currency == currency)
    }

    @Test(arguments: [
        ("¥1,000", "JPY", Int64(1_000)), ("1000", "JPY", 1_000), ("1,000.00", "JPY", 1_000), ("-5", "KRW", -5),
        ("BHD 1.234", "BHD", 1_234), ("1.5", "BHD", 1_500), ("12", "KWD", 12_000), ("CLF 0.0001", "CLF", 1),
        ("2.50", "EUR", 250),
    ])
    func anAmount_isInTheMinorUnitsOfItsCurrency(text: String, currency: String, minor: Int64) throws {
        #expect(try WrittenAmount(reading: text).minorUnits(in: currency) == minor)
    }

    @Test(arguments: [
        ("1000.50", "JPY", AmountTextError.tooPrecise("1000.50", currency: "JPY", digits: 0)),
        ("1.2345", "BHD", .tooPrecise("1.2345", currency: "BHD", digits: 3)),
        ("12.501", "USD", .tooPrecise("12.501", currency: "USD", digits: 2)),
        ("1000000000.01", "USD", .tooLarge("1000000000.01", maximum: MoneyBounds.maximum)),
        ("100000000001", "JPY", .tooLarge("100000000001", maximum: MoneyBounds.maximum(in: "JPY"))),
        ("-99999999999999", "USD", .tooLarge("-99999999999999", maximum: MoneyBounds.maximum)),
    ])
    func anAmountWithMoreDecimalsThanItsCurrency_orBeyondTheBound_isRefused(
        text: String, currency: String, error: AmountTextError
    ) throws {
        let amount = try WrittenAmount(reading: text)

        #expect(throws: error) { try amount.minorUnits(in: currency) }
    }

    @Test(arguments: [
        ("12,50", AmountTextError.ambiguous("12,50")), ("1.000,50", .ambiguous("1.000,50")),
        ("1,2345", .ambiguous("1,2345")), ("1234,567", .ambiguous("1234,567")), ("1,00", .ambiguous("1,00")),
        ("1.23456", .tooManyDecimals("1.23456")), ("abc", .notAnAmount("abc")), ("12.", .notAnAmount("12.")),
        ("--5", .notAnAmount("--5")), ("5-", .notAnAmount("5-")), ("1e3", .notAnAmount("1e3")),
        ("$", .notAnAmount("$")), (",5", .notAnAmount(",5")), ("", .empty), ("   ", .empty),
        ("999999999999999", .tooLarge("999999999999999", maximum: MoneyBounds.maximum)),
        ("99999999999999999999999999", .tooLarge("99999999999999999999999999", maximum: MoneyBounds.maximum)),
    ])
    func ambiguousAndImpossibleForms_areRefusedWithWhatWasTyped(text: String, error: AmountTextError) {
        #expect(throws: error) { try WrittenAmount(reading: text) }
    }

    @Test func everyRefusal_listsTheAcceptedForms_andATooPreciseOneWhatItsCurrencyAllows() {
        #expect(
            AmountTextError.ambiguous("12,50").recoverySuggestion
                == "Write amounts as vbank shows them: 25, 12.50, 1,250.00, $5 or -$12.00.")
        #expect(
            AmountTextError.ambiguous("12,50").errorDescription
                == "'12,50' could be read two ways (a comma groups thousands, a point starts the cents)")
        #expect(
            AmountTextError.tooPrecise("1000.50", currency: "JPY", digits: 0).errorDescription
                == "'1000.50' has decimals, and JPY amounts have none")
        #expect(
            AmountTextError.tooPrecise("1.2345", currency: "BHD", digits: 3).errorDescription
                == "'1.2345' has more than 3 decimal places, as BHD amounts have")
        #expect(
            AmountTextError.tooPrecise("1000.50", currency: "JPY", digits: 0).recoverySuggestion
                == "Write JPY amounts in whole units, such as 1250.")
        #expect(
            AmountTextError.tooPrecise("1.2345", currency: "BHD", digits: 3).recoverySuggestion
                == "Write BHD amounts with up to 3 decimals, such as 1250.000.")
    }

    // MARK: - Properties

    @Test func everyAmountVbankPrints_readsBackAsTheSameAmount_inItsCurrency() async {
        let minor = Gen.int64(in: -MoneyBounds.maximumMinor...MoneyBounds.maximumMinor)
        let currency = Gen.element(of: ["USD", "EUR", "GBP", "JPY", "CHF", "BHD", "KWD", "CLF", "KRW"])
            .map { $0 ?? "USD" }
        let sign = Gen.bool()
        await propertyCheck(count: 500, input: minor, currency, sign) { minor, currency, always in
            let text = MoneyFormatter().string(
                minorUnits: minor, currency: currency, sign: always ? .always : .negativeOnly)
            let read = try WrittenAmount(reading: text)
            #expect(try read.minorUnits(in: currency) == minor, "\(text)")
            #expect(read.currency == (Currency.symbol(of: currency) == nil ? currency : currency))
        }
    }

    @Test func noText_trapsOrReadsPastTheBound() async {
        let pieces: [String] = ["0", "1", "9", "5", ",", ".", "-", "+", "$", "€", " ", "CHF", "e", "000", "999"]
        let text = Gen.element(of: pieces).map { $0 ?? "" }.array(of: 0...40).map { $0.joined() }
        let currency = Gen.element(of: ["USD", "JPY", "BHD", "CLF"]).map { $0 ?? "USD" }
        await propertyCheck(count: 2_000, input: text, currency) { text, currency in
            if let amount = try? WrittenAmount(reading: text), let minor = try? amount.minorUnits(in: currency) {
                #expect(MoneyBounds.contains(minor))
            }
        }
    }

    @Test func plainDigits_readAsTheirValue_orAreRefusedAsTooLarge() async {
        let digits = Gen.number.string(of: 1...30)
        let cents = Gen.number.string(of: 0...2)
        await propertyCheck(count: 1_000, input: digits, cents) { whole, cents in
            let text = cents.isEmpty ? whole : whole + "." + cents
            let exact = (Decimal(string: text) ?? 0) * 100
            if exact <= Decimal(MoneyBounds.maximumMinor) {
                let read = try WrittenAmount(reading: text)
                #expect(Decimal(try read.minorUnits(in: "USD")) == exact)
                #expect(read.decimal * 100 == exact)
            } else {
                #expect(throws: AmountTextError.self) { try WrittenAmount(reading: text).minorUnits(in: "USD") }
            }
        }
    }
}
