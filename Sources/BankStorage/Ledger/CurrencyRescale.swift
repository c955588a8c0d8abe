package import BankDomain

/// Schema v8 (server v6), minor units: before it, every amount was kept in hundredths of its
/// currency, whatever the currency; from it, in the currency's own minor unit (ISO 4217,
/// ``Currency/digits(of:)``): yen, fils of a dinar. Accounts in a currency of two digits, nearly
/// all of them, keep their amounts as they are.
///
/// A currency with more digits is exact: a Bahraini amount is multiplied by ten. One with none
/// cannot keep a fraction: each amount is rounded to the whole unit, half away from zero, and a
/// ledger row keeps one unit at least, as a row always moved some money; the balance is then the
/// opening balance and the ledger again, so the money invariant holds. Statement rows get the
/// import keys of their new amounts, so importing their statement again still adds nothing.
package enum CurrencyRescale {
    // MARK: - Rescaling

    /// `hundredths` in minor units of `currency`; at least one minor unit when `isLedgerAmount`.
    package static func rescaled(_ hundredths: Int64, currency: String, isLedgerAmount: Bool) -> Int64 {
        let digits = Currency.digits(of: currency)
        guard digits != 2 else { return hundredths }
        guard digits < 2 else {
            return hundredths.multipliedReportingOverflow(by: MinorUnits.perMajorUnit(of: currency) / 100).partialValue
        }
        let divisor = 100 / MinorUnits.perMajorUnit(of: currency)
        let (quotient, remainder) = hundredths.quotientAndRemainder(dividingBy: divisor)
        let rounded = quotient + (remainder.magnitude * 2 >= divisor.magnitude ? (hundredths < 0 ? -1 : 1) : 0)
        return isLedgerAmount ? max(rounded, 1) : rounded
    }

    /// Whether amounts in `currency` are kept otherwise than in hundredths.
    package static func changes(_ currency: String) -> Bool {
        Currency.digits(of: currency) != 2
    }

    /// The import key of a statement row of `day` whose amount went from `old` to `new` minor
    /// units, when it was keyed `key`; nil when it keeps its key.
    package static func rekeyed(
        _ key: Int64, day: CalendarDay, memo: String, category: String, old: Int64, new: Int64
    ) -> Int64? {
        guard old != new else { return nil }
        return StatementImportKey.rekeyed(
            key, was: .init(day: day, memo: memo, signedMinorUnits: old, category: category),
            is: .init(day: day, memo: memo, signedMinorUnits: new, category: category), day: day)
    }

}
