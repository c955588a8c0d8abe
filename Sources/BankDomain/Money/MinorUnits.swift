public import Foundation

/// Converts money between `Decimal` (an amount as people read it) and whole minor units of its
/// currency (what the bank keeps): cents of a dollar, yen, fils of a Bahraini dinar, as many
/// digits as ISO 4217 gives the currency (``Currency/digits(of:)``).
public enum MinorUnits {
    // MARK: - Constants

    /// Powers of ten up to the most digits any currency has.
    private static let powers: [Int64] = [1, 10, 100, 1_000, 10_000]

    // MARK: - Converting

    /// Minor units in one unit of `currency`: 100 for the dollar, 1 for the yen.
    public static func perMajorUnit(of currency: String) -> Int64 {
        perMajorUnit(digits: Currency.digits(of: currency))
    }

    /// Minor units in one unit of a currency whose minor unit has `digits` digits: 100 for 2.
    public static func perMajorUnit(digits: Int) -> Int64 {
        powers[min(max(digits, 0), powers.count - 1)]
    }

    /// `amount` in minor units of `currency`, or nil when it has more decimal places than the
    /// currency or does not fit.
    public static func minorUnits(of amount: Decimal, currency: String) -> Int64? {
        var scaled = amount * Decimal(perMajorUnit(of: currency))
        var rounded = Decimal()
        NSDecimalRound(&rounded, &scaled, 0, .plain)
        guard rounded == scaled, abs(rounded) <= Decimal(Int64.max) else { return nil }
        return NSDecimalNumber(decimal: rounded).int64Value
    }

    /// `minor` minor units of `currency` as an amount. Built from the digits and an exponent: no
    /// division, which costs more than a row's whole decoding.
    public static func amount(of minor: Int64, currency: String) -> Decimal {
        Decimal(
            sign: minor < 0 ? .minus : .plus, exponent: -Currency.digits(of: currency),
            significand: Decimal(minor.magnitude))
    }

    /// `amount` in minor units of `currency`, rounded half to even when it has more decimal
    /// places than the currency; clamped to the range of `Int64`.
    public static func roundedMinorUnits(of amount: Decimal, currency: String) -> Int64 {
        if let exact = minorUnits(of: amount, currency: currency) {
            return exact
        }
        var scaled = amount * Decimal(perMajorUnit(of: currency))
        var rounded = Decimal()
        NSDecimalRound(&rounded, &scaled, 0, .bankers)
        guard abs(rounded) <= Decimal(Int64.max) else { return rounded < 0 ? -Int64.max : Int64.max }
        return NSDecimalNumber(decimal: rounded).int64Value
    }

    /// `value` with `decimals` of its digits after a point, as a statement writes an amount:
    /// `-12.50` for -1250 with two, `1000` for 1000 with none; no grouping, no currency.
    public static func plainText(_ value: Int64, decimals: Int) -> String {
        let magnitude = value.magnitude
        let unit = UInt64(powers[min(max(decimals, 0), powers.count - 1)])
        let whole = (value < 0 ? "-" : "") + String(magnitude / unit)
        guard decimals > 0 else { return whole }
        let fraction = String(magnitude % unit)
        return whole + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    /// Whether `amount` has no more decimal places than `currency`.
    public static func isWholeMinorUnits(_ amount: Decimal, currency: String) -> Bool {
        minorUnits(of: amount, currency: currency) != nil
    }
}
