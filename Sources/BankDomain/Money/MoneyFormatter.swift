public import Foundation

/// Writes amounts as customers read them: `$5,432.50`, `-$50.00`, `+$100.00`, `€12.00`,
/// `CHF 7.25`, `¥1,000`, `BHD 1.250`: with as many decimals as the currency has (ISO 4217). Builds
/// the text from whole minor units with no formatter objects, so it is cheap enough to call for
/// every row of a table.
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

    /// Sign, `184,467,440,737,095,516.15` (the longest a `UInt64` of cents can be) and a space.
    private static let capacity = 32

    // MARK: - Properties

    /// Whether a currency with a symbol outside ASCII (`€`, `£`, `¥`) is written with it; when
    /// not, with its code, as a terminal whose locale is not UTF-8 needs (`EUR 5.00`).
    private let writesSymbols: Bool

    // MARK: - Initialization

    /// Creates a formatter.
    /// - Parameter writesSymbols: Whether `€`, `£` and `¥` are written (`€5.00`), or the
    ///   currencies' codes (`EUR 5.00`) for a terminal that shows only ASCII.
    public init(writesSymbols: Bool = true) {
        self.writesSymbols = writesSymbols
    }

    // MARK: - Formatting

    /// `amount` in `currency`, with grouped thousands and the currency's decimals.
    public func string(_ amount: Decimal, currency: String, sign: SignStyle = .negativeOnly) -> String {
        string(minorUnits: MinorUnits.roundedMinorUnits(of: amount, currency: currency), currency: currency, sign: sign)
    }

    /// `minorUnits` minor units of `currency`, written into one string with no intermediate
    /// ones, so it is cheap enough for every row of a table.
    public func string(minorUnits: Int64, currency: String, sign: SignStyle = .negativeOnly) -> String {
        var symbol = Currency.symbol(of: currency)
        if !writesSymbols, let written = symbol, !written.utf8.allSatisfy({ $0 < 0x80 }) {
            symbol = nil
        }
        let digits = Currency.digits(of: currency)
        let perUnit = UInt64(MinorUnits.perMajorUnit(digits: digits))
        let magnitude = minorUnits.magnitude
        return ShortText.make(capacity: Self.capacity + (symbol ?? currency).utf8.count) { text in
            if minorUnits < 0 {
                text.append(byte: UInt8(ascii: "-"))
            } else if sign == .always {
                text.append(byte: UInt8(ascii: "+"))
            }
            if let symbol {
                text.append(symbol)
            } else {
                text.append(currency)
                text.append(byte: UInt8(ascii: " "))
            }
            text.append(number: magnitude / perUnit, groupingThousands: true)
            if digits > 0 {
                text.append(byte: UInt8(ascii: "."))
                text.append(number: magnitude % perUnit, minimumDigits: digits)
            }
        }
    }
}
