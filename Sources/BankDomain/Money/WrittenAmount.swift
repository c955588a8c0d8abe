public import Foundation

/// An amount as people write it, and as vbank writes it: `25`, `12.50`, `.5`, `1,000.50`, `$5`,
/// `-$12.00`, `+$100.00`, `€12.00`, `CHF 7.25`, `¥1,000`, `BHD 1.250`.
///
/// Commas group thousands, three digits to a group, and a point starts the decimals, as vbank
/// prints amounts. A form that could mean two amounts is refused rather than guessed: `12,50`
/// (12.50 or 1,250?), `1.000,50`, `1,2345`. The amount is kept as written, digits and decimals;
/// in minor units it depends on the currency (``minorUnits(in:)``): `12.50` is 1250 cents of a
/// dollar, and is no amount of yen, which have no decimals.
///
/// ```swift
/// let amount = try WrittenAmount(reading: "-$1,250.00")
/// // amount.currency == "USD", try amount.minorUnits(in: "USD") == -125_000
/// ```
public struct WrittenAmount: Sendable, Equatable {
    // MARK: - Constants

    /// The most decimals an amount may be written with: the most any currency has (ISO 4217).
    static let maximumDecimals = 4

    // MARK: - Properties

    /// The digits written, without the point and with the sign: `-1250` for `-12.50`.
    public let significand: Int64
    /// How many digits were written after the point: 2 for `-12.50`.
    public let decimals: Int
    /// The ISO 4217 code of the currency written with it (`$` is `USD`), or nil when none was.
    public let currency: String?

    /// The amount as a number: `-12.50`.
    public var decimal: Decimal {
        Decimal(
            sign: significand < 0 ? .minus : .plus, exponent: -decimals, significand: Decimal(significand.magnitude))
    }

    // MARK: - Initialization

    /// An amount already known: `significand` with `decimals` of its digits after the point.
    public init(significand: Int64, decimals: Int = 0, currency: String? = nil) {
        self.significand = significand
        self.decimals = decimals
        self.currency = currency
    }

    /// Reads `text`, ignoring blanks around it. Reads the bytes once, without allocating: it runs
    /// for every row of a statement.
    public init(reading text: String) throws(AmountTextError) {
        var bytes = text
        let read = bytes.withUTF8 { bytes in
            var reader = AmountReader(bytes: bytes)
            return Result { () throws(AmountShape) in try reader.read() }
        }
        switch read {
        case .success(let amount): self = amount
        case .failure(let shape): throw shape.error(for: text)
        }
    }

    // MARK: - Minor Units

    /// The amount in minor units of `currency`: `12.50` is 1250 cents of a dollar, `1,000` a
    /// thousand yen. Decimals beyond the currency's are refused unless they are zeros
    /// (`1,000.00` yen is a thousand).
    /// - Throws: ``AmountTextError/tooPrecise(_:currency:digits:)``, or
    ///   ``AmountTextError/tooLarge(_:maximum:)`` beyond ``MoneyBounds``.
    public func minorUnits(in currency: String) throws(AmountTextError) -> Int64 {
        let digits = Currency.digits(of: currency)
        var (value, places) = (significand, decimals)
        while places > digits, value % 10 == 0 {
            (value, places) = (value / 10, places - 1)
        }
        guard places <= digits else { throw .tooPrecise(text, currency: currency, digits: digits) }
        let (minor, overflowed) = value.multipliedReportingOverflow(by: Self.power(digits - places))
        guard !overflowed, MoneyBounds.contains(minor) else {
            throw .tooLarge(text, maximum: MoneyBounds.maximum(in: currency))
        }
        return minor
    }

    /// The amount as vbank writes its digits: `-12.50`, `1000`.
    var text: String {
        MinorUnits.plainText(significand, decimals: decimals)
    }

    private static func power(_ exponent: Int) -> Int64 {
        (0..<max(exponent, 0)).reduce(1) { power, _ in power * 10 }
    }

    // MARK: - Equatable

    /// Whether two amounts are the same money: `12.5` is `12.50`, and `$5` is not `5`.
    public static func == (lhs: WrittenAmount, rhs: WrittenAmount) -> Bool {
        lhs.currency == rhs.currency && lhs.decimal == rhs.decimal
    }
}

// MARK: - Reader

/// What is wrong with the shape of a written amount, before the text is named in an error.
private enum AmountShape: Error {
    case empty
    case notAnAmount
    case ambiguous
    case tooManyDecimals
    case tooLarge

    func error(for text: String) -> AmountTextError {
        let shown = text.trimmingBlanks
        switch self {
        case .empty: return .empty
        case .notAnAmount: return .notAnAmount(shown)
        case .ambiguous: return .ambiguous(shown)
        case .tooManyDecimals: return .tooManyDecimals(shown)
        case .tooLarge: return .tooLarge(shown, maximum: MoneyBounds.maximum)
        }
    }
}

/// Walks the bytes of one written amount: sign, currency, grouped digits, decimals.
private struct AmountReader {
    // MARK: - Constants

    /// The most whole digits read: more than any amount within the bound has in any currency,
    /// and few enough that they fit in 64 bits with every decimal after them.
    private static let maximumWholeDigits = 14
    private static let groupSize = 3

    // MARK: - Properties

    let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var end: Int

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        end = bytes.count
    }

    // MARK: - Reading

    mutating func read() throws(AmountShape) -> WrittenAmount {
        trimBlanks()
        guard position < end else { throw .empty }
        var isNegative = readSign()
        let currency = readCurrency()
        if currency != nil, !isNegative, peek == UInt8(ascii: "-") || peek == UInt8(ascii: "+") {
            isNegative = readSign()
        }
        let major = try readWholeDigits()
        let fraction = try readDecimals()
        guard major.digits > 0 || fraction.digits > 0 else { throw .notAnAmount }
        guard position == end else { throw peek == UInt8(ascii: ",") ? .ambiguous : .notAnAmount }
        var significand = major.value
        for _ in 0..<fraction.digits {
            significand *= 10
        }
        significand += fraction.value
        return WrittenAmount(
            significand: isNegative ? -significand : significand, decimals: fraction.digits, currency: currency)
    }

    // MARK: - Private

    private var peek: UInt8? { position < end ? bytes[position] : nil }

    private mutating func trimBlanks() {
        while position < end, bytes[position].isBlank { position += 1 }
        while end > position, bytes[end - 1].isBlank { end -= 1 }
    }

    private mutating func skipSpaces() {
        while position < end, bytes[position] == UInt8(ascii: " ") { position += 1 }
    }

    /// Whether a minus was read; a plus is read and means nothing.
    private mutating func readSign() -> Bool {
        switch peek {
        case UInt8(ascii: "-"):
            position += 1
            return true
        case UInt8(ascii: "+"):
            position += 1
            return false
        default:
            return false
        }
    }

    /// The code of a currency symbol (`$`, `€`, `£`, `¥`) or code (`CHF`) at the reader.
    private mutating func readCurrency() -> String? {
        let start = position
        if let first = peek, first.isUppercaseLetter {
            while let byte = peek, byte.isUppercaseLetter { position += 1 }
            guard position - start == 3 else {
                position = start
                return nil
            }
            let code = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            skipSpaces()
            return code
        }
        while let byte = peek, !byte.isDigit, byte != UInt8(ascii: "."), byte != UInt8(ascii: "-"),
            byte != UInt8(ascii: "+"), byte != UInt8(ascii: " ")
        {
            position += 1
        }
        let symbol = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard position > start, let code = Currency.code(ofSymbol: symbol) else {
            position = start
            return nil
        }
        skipSpaces()
        return code
    }

    /// The digits before the point, with commas between groups of three.
    private mutating func readWholeDigits() throws(AmountShape) -> (value: Int64, digits: Int) {
        var value: Int64 = 0
        var digits = 0
        var groupDigits = 0
        var isGrouped = false
        while let byte = peek {
            if byte.isDigit {
                guard digits < Self.maximumWholeDigits else { throw .tooLarge }
                value = value * 10 + Int64(byte &- UInt8(ascii: "0"))
                digits += 1
                groupDigits += 1
            } else if byte == UInt8(ascii: ",") {
                guard digits > 0 else { throw .notAnAmount }
                // 1234,567 and 1,23 could each be read two ways.
                guard isGrouped ? groupDigits == Self.groupSize : groupDigits <= Self.groupSize else {
                    throw .ambiguous
                }
                isGrouped = true
                groupDigits = 0
            } else {
                break
            }
            position += 1
        }
        guard !isGrouped || groupDigits == Self.groupSize else { throw .ambiguous }
        return (value, digits)
    }

    /// Up to ``WrittenAmount/maximumDecimals`` digits after a point.
    private mutating func readDecimals() throws(AmountShape) -> (value: Int64, digits: Int) {
        guard peek == UInt8(ascii: ".") else { return (0, 0) }
        position += 1
        var value: Int64 = 0
        var digits = 0
        while let byte = peek, byte.isDigit {
            value = value * 10 + Int64(byte &- UInt8(ascii: "0"))
            digits += 1
            position += 1
            guard digits <= WrittenAmount.maximumDecimals else {
                // 1.000,50 is a thousand written the other way round.
                while let next = peek, next.isDigit { position += 1 }
                throw peek == UInt8(ascii: ",") ? .ambiguous : .tooManyDecimals
            }
        }
        guard digits > 0 else { throw .notAnAmount }
        return (value, digits)
    }
}

// MARK: - Errors

/// Why a written amount cannot be read.
public enum AmountTextError: Error, Equatable, Sendable, LocalizedError {
    /// Nothing was written.
    case empty
    /// The text is not an amount at all.
    case notAnAmount(String)
    /// The text could mean two amounts, such as `12,50`.
    case ambiguous(String)
    /// More decimal places than any currency has.
    case tooManyDecimals(String)
    /// More decimal places than `currency` has: `digits`.
    case tooPrecise(String, currency: String, digits: Int)
    /// More than ``MoneyBounds/maximum``.
    case tooLarge(String, maximum: Decimal)

    // MARK: - LocalizedError

    /// What is wrong with it.
    public var errorDescription: String? {
        switch self {
        case .empty: Strings.Amounts.empty
        case .notAnAmount(let text): Strings.Amounts.notAnAmount(text)
        case .ambiguous(let text): Strings.Amounts.ambiguous(text)
        case .tooManyDecimals(let text): Strings.Amounts.tooManyDecimals(text)
        case .tooPrecise(let text, let currency, let digits): Strings.Amounts.tooPrecise(text, currency, digits)
        case .tooLarge(let text, let maximum): Strings.Amounts.tooLarge(text, maximum)
        }
    }

    /// The forms that are accepted.
    public var recoverySuggestion: String? {
        switch self {
        case .tooPrecise(_, let currency, let digits): Strings.Amounts.preciseForms(currency, digits)
        default: Strings.Amounts.acceptedForms
        }
    }
}

// MARK: - Bytes

extension UInt8 {
    fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    fileprivate var isUppercaseLetter: Bool { self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z") }
    fileprivate var isBlank: Bool {
        self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") || self == UInt8(ascii: "\r")
            || self == UInt8(ascii: "\n")
    }
}

extension String {
    /// The text without blanks around it, as an error quotes it.
    fileprivate var trimmingBlanks: String {
        let scalars = unicodeScalars.drop { $0 == " " || $0 == "\t" }
        return String(String.UnicodeScalarView(scalars.reversed().drop { $0 == " " || $0 == "\t" }.reversed()))
    }
}
