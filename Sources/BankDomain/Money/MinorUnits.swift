public import Foundation

/// Converts money between `Decimal` (the domain) and whole cents (the database).
public enum MinorUnits {
    // MARK: - Constants

    /// Minor units in a major unit; every supported currency has two decimal places.
    public static let perMajorUnit: Int64 = 100
    private static let decimalPlaces: Int16 = 2

    // MARK: - Converting

    /// `amount` in minor units, or nil when it has more than two decimal places or does not fit.
    public static func minorUnits(of amount: Decimal) -> Int64? {
        var scaled = amount * Decimal(perMajorUnit)
        var rounded = Decimal()
        NSDecimalRound(&rounded, &scaled, 0, .plain)
        guard rounded == scaled, abs(rounded) <= Decimal(Int64.max) else { return nil }
        return NSDecimalNumber(decimal: rounded).int64Value
    }

    /// `minor` minor units as an amount. Built from the digits and an exponent: no division,
    /// which costs more than a row's whole decoding.
    public static func amount(of minor: Int64) -> Decimal {
        Decimal(sign: minor < 0 ? .minus : .plus, exponent: -Int(decimalPlaces), significand: Decimal(minor.magnitude))
    }

    /// `amount` in minor units, rounded half to even when it has more than two decimal places;
    /// clamped to the range of `Int64`.
    public static func roundedMinorUnits(of amount: Decimal) -> Int64 {
        if let exact = minorUnits(of: amount) {
            return exact
        }
        var scaled = amount * Decimal(perMajorUnit)
        var rounded = Decimal()
        NSDecimalRound(&rounded, &scaled, 0, .bankers)
        guard abs(rounded) <= Decimal(Int64.max) else { return rounded < 0 ? -Int64.max : Int64.max }
        return NSDecimalNumber(decimal: rounded).int64Value
    }

    /// Whether `amount` has at most two decimal places.
    public static func isWholeMinorUnits(_ amount: Decimal) -> Bool {
        minorUnits(of: amount) != nil
    }
}
