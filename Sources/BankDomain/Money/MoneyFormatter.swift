public import Foundation

/// Writes amounts as customers read them: `$5,432.50`, `-$50.00`, `+$100.00`, `€12.00`,
/// `CHF 7.25`. Builds the text from whole cents with no formatter objects, so it is cheap enough
/// to call for every row of a table.
public struct MoneyFormatter: Sendable {
    // MARK: - Nested Types

    /// Whether a positive amount gets a plus sign.
    public enum SignStyle: Sendable {
        /// Only negative amounts are signed: balances.
        case negativeOnly
        /// Both signs are written: transaction amounts.
        case always
    }

    // MARK: - Constants

    private static let symbols = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥"]
    private static let groupSize = 3

    // MARK: - Initialization

    /// Creates a formatter.
    public init() {}

    // MARK: - Formatting

    /// `amount` in `currency`, with grouped thousands and two decimals.
    public func string(_ amount: Decimal, currency: String, sign: SignStyle = .negativeOnly) -> String {
        let minor = MinorUnits.minorUnits(of: amount) ?? roundedMinorUnits(of: amount)
        return string(minorUnits: minor, currency: currency, sign: sign)
    }

    /// `minorUnits` cents in `currency`.
    public func string(minorUnits: Int64, currency: String, sign: SignStyle = .negativeOnly) -> String {
        let magnitude = minorUnits.magnitude
        let whole = magnitude / UInt64(MinorUnits.perMajorUnit)
        let cents = magnitude % UInt64(MinorUnits.perMajorUnit)
        var text = ""
        text.reserveCapacity(24)
        if minorUnits < 0 {
            text.append("-")
        } else if sign == .always {
            text.append("+")
        }
        if let symbol = Self.symbols[currency] {
            text.append(symbol)
        } else {
            text.append(currency)
            text.append(" ")
        }
        appendGrouped(whole, to: &text)
        text.append(".")
        if cents < 10 {
            text.append("0")
        }
        text.append(String(cents))
        return text
    }

    // MARK: - Private

    private func appendGrouped(_ value: UInt64, to text: inout String) {
        let digits = String(value)
        let leading = digits.count % Self.groupSize
        for (index, digit) in digits.enumerated() {
            if index > 0, (index - leading) % Self.groupSize == 0 {
                text.append(",")
            }
            text.append(digit)
        }
    }

    private func roundedMinorUnits(of amount: Decimal) -> Int64 {
        var scaled = amount * Decimal(MinorUnits.perMajorUnit)
        var rounded = Decimal()
        NSDecimalRound(&rounded, &scaled, 0, .bankers)
        return NSDecimalNumber(decimal: rounded).int64Value
    }
}
