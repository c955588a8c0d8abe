public import BankDomain
public import Foundation
public import Vipera

/// Everything presenters need to turn domain values into text, made once and shared: money,
/// dates relative to the clock, and masking of account and card numbers.
public struct BankFormatting: Sendable {
    // MARK: - Constants

    /// What a hidden balance looks like.
    public static let hiddenBalance = "••••"
    private static let visibleDigits = 4
    /// "-9,223,372,036,854,775,808" is the longest count.
    private static let countCapacity = 27

    // MARK: - Properties

    /// Money.
    public let money: MoneyFormatter
    /// Dates.
    public let dates: RelativeDateFormatter

    // MARK: - Initialization

    /// Creates the formatting for `clock` in `timeZone`, for a terminal that shows `glyphs`.
    /// - Parameters:
    ///   - clock: Now, which relative dates count from.
    ///   - timeZone: Where the user is.
    ///   - glyphs: What the terminal can show: with ``GlyphSet/ascii``, amounts are written with
    ///     their currency's code where its symbol is not ASCII (`EUR 5.00`).
    public init(clock: any BankClock, timeZone: TimeZone, glyphs: GlyphSet = .unicode) {
        dates = RelativeDateFormatter(clock: clock, timeZone: timeZone)
        money = MoneyFormatter(writesSymbols: glyphs == .unicode)
    }

    // MARK: - Money

    /// A balance, or `••••` when balances are hidden.
    public func balance(_ amount: Decimal, currency: String, isVisible: Bool) -> String {
        isVisible ? money.string(amount, currency: currency) : Self.hiddenBalance
    }

    /// A balance in minor units, or `••••` when balances are hidden.
    public func balance(minorUnits: Int64, currency: String, isVisible: Bool) -> String {
        isVisible ? money.string(minorUnits: minorUnits, currency: currency) : Self.hiddenBalance
    }

    /// A transaction's amount with its sign: `+$100.00`, `-$50.00`.
    public func signedAmount(of transaction: Transaction, currency: String) -> String {
        signedAmount(minorUnits: transaction.signedMinorUnits, currency: currency)
    }

    /// An amount in minor units with its sign: `+$100.00`, `-$50.00`.
    public func signedAmount(minorUnits: Int64, currency: String) -> String {
        money.string(minorUnits: minorUnits, currency: currency, sign: .always)
    }

    // MARK: - Counts and Durations

    /// A count with thousands separators: `1,000,000`. Written digit by digit into one string:
    /// every page of a list shows one.
    public func count(_ value: Int) -> String {
        ShortText.make(capacity: Self.countCapacity) { text in
            if value < 0 {
                text.append(byte: UInt8(ascii: "-"))
            }
            text.append(number: UInt64(value.magnitude), groupingThousands: true)
        }
    }

    /// A file's size as people read it: `812 bytes`, `606 KB`, `1.5 MB`, `2.3 GB` (powers of 1,000,
    /// as file managers show them).
    public func fileSize(_ bytes: Int64) -> String {
        let kilo: Int64 = 1_000
        guard bytes >= kilo else { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        guard bytes >= kilo * kilo else { return "\((bytes + kilo / 2) / kilo) KB" }
        let (unit, size) = bytes >= kilo * kilo * kilo ? ("GB", kilo * kilo * kilo) : ("MB", kilo * kilo)
        let tenths = (bytes * 10 + size / 2) / size
        return "\(tenths / 10).\(tenths % 10) \(unit)"
    }

    /// A duration as `0:07` or `1:02:03`.
    public func clock(seconds: Int) -> String {
        let (hours, rest) = max(seconds, 0).quotientAndRemainder(dividingBy: 3_600)
        let (minutes, secs) = rest.quotientAndRemainder(dividingBy: 60)
        let tail = (secs < 10 ? "0" : "") + String(secs)
        guard hours > 0 else { return String(minutes) + ":" + tail }
        return String(hours) + ":" + (minutes < 10 ? "0" : "") + String(minutes) + ":" + tail
    }

    // MARK: - Masking

    /// `****7890`: only the last four digits of an account number.
    public func maskedAccountNumber(_ number: String) -> String {
        guard number.count > Self.visibleDigits else { return number }
        return "****" + number.suffix(Self.visibleDigits)
    }

    /// `**** **** **** 3456`: only the last four digits of a card number.
    public func maskedCardNumber(_ number: String) -> String {
        guard number.count >= Self.visibleDigits else { return String(repeating: "*", count: number.count) }
        return "**** **** **** " + number.suffix(Self.visibleDigits)
    }

    /// `08/27`.
    public func expiry(month: Int, year: Int) -> String {
        (month < 10 ? "0" : "") + "\(month)/" + String(String(year).suffix(2))
    }
}
