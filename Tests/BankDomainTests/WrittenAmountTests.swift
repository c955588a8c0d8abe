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
    func whatPeopleAndVbankWrite_isRead(text: String, minor: Int64, currency: String?) throws {
        #expect(try WrittenAmount(reading: text) == WrittenAmount(minorUnits: minor, currency: currency))
    }

    @Test(arguments: [
        ("12,50", AmountTextError.ambiguous("12,50")), ("1.000,50", .ambiguous("1.000,50")),
        ("1,2345", .ambiguous("1,2345")), ("1234,567", .ambiguous("1234,567")), ("1,00", .ambiguous("1,00")),
        ("1.234", .tooManyDecimals("1.234")), ("abc", .notAnAmount("abc")), ("12.", .notAnAmount("12.")),
        ("--5", .notAnAmount("--5")), ("5-", .notAnAmount("5-")), ("1e3", .notAnAmount("1e3")),
        ("$", .notAnAmount("$")), (",5", .notAnAmount(",5")), ("", .empty), ("   ", .empty),
        ("1000000000.01", .tooLarge("1000000000.01", maximum: MoneyBounds.maximum)),
        ("999999999999999", .tooLarge("999999999999999", maximum: MoneyBounds.maximum)),
        ("-99999999999999", .tooLarge("-99999999999999", maximum: MoneyBounds.maximum)),
        ("99999999999999999999999999", .tooLarge("99999999999999999999999999", maximum: MoneyBounds.maximum)),
    ])
    func ambiguousAndImpossibleForms_areRefusedWithWhatWasTyped(text: String, error: AmountTextError) {
        #expect(throws: error) { try WrittenAmount(reading: text) }
    }

    @Test func everyRefusal_listsTheAcceptedForms() {
        #expect(
            AmountTextError.ambiguous("12,50").recoverySuggestion
                == "Write amounts as vbank shows them: 25, 12.50, 1,250.00, $5 or -$12.00.")
        #expect(
            AmountTextError.ambiguous("12,50").errorDescription
                == "'12,50' could be read two ways (a comma groups thousands, a point starts the cents)")
    }

    // MARK: - Properties

    @Test func everyAmountVbankPrints_readsBackAsTheSameAmount() async {
        let minor = Gen.int64(in: -MoneyBounds.maximumMinor...MoneyBounds.maximumMinor)
        let currency = Gen.element(of: ["USD", "EUR", "GBP", "JPY", "CHF"]).map { $0 ?? "USD" }
        let sign = Gen.bool()
        await propertyCheck(count: 500, input: minor, currency, sign) { minor, currency, always in
            let text = MoneyFormatter().string(
                minorUnits: minor, currency: currency, sign: always ? .always : .negativeOnly)
            let read = try WrittenAmount(reading: text)
            #expect(read == WrittenAmount(minorUnits: minor, currency: currency))
        }
    }

    @Test func noText_trapsOrReadsPastTheBound() async {
        let pieces: [String] = ["0", "1", "9", "5", ",", ".", "-", "+", "$", "€", " ", "CHF", "e", "000", "999"]
        let text = Gen.element(of: pieces).map { $0 ?? "" }.array(of: 0...40).map { $0.joined() }
        await propertyCheck(count: 2_000, input: text) { text in
            if let amount = try? WrittenAmount(reading: text) {
                #expect(MoneyBounds.contains(amount.minorUnits))
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
                #expect(Decimal(read.minorUnits) == exact)
            } else {
                #expect(throws: AmountTextError.tooLarge(text, maximum: MoneyBounds.maximum)) {
                    try WrittenAmount(reading: text)
                }
            }
        }
    }
}
