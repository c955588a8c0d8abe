public import Foundation

/// What a split of a ledger row must respect: two parts or more, each more than zero and in a
/// category a person may give a row, adding up to the row exactly.
public enum SplitRules {
    // MARK: - Constants

    /// The most parts one row is split into.
    public static let maximumParts = 20

    // MARK: - Reading

    /// The parts `written` asks for, of `row` on an account in `currency`: amounts in minor units,
    /// and a part typed without an amount given what the others leave.
    /// - Throws: ``AmountTextError`` for an amount the currency cannot hold, or ``BankError`` for
    ///   an amount in another currency, more than one part without an amount, or parts that
    ///   ``check(_:of:currency:)`` refuses.
    public static func parts(_ written: [WrittenSplitPart], of row: Transaction, currency: String) throws
        -> [SplitPart]
    {
        guard written.filter({ $0.amount == nil }).count <= 1 else { throw BankError.cannotCorrect(.splitRestTwice) }
        var parts: [SplitPart?] = []
        var given: Int64 = 0
        for part in written {
            guard let amount = part.amount else {
                parts.append(nil)
                continue
            }
            if let typed = amount.currency, typed != currency {
                throw BankError.currencyMismatch(source: typed, destination: currency)
            }
            let minor = try amount.minorUnits(in: currency)
            given = try sum(given, minor)
            parts.append(SplitPart(amountMinor: minor, category: part.category))
        }
        let rest = row.amountMinor - given
        if parts.contains(nil), rest <= 0 {
            throw BankError.cannotCorrect(
                .splitDoesNotAddUp(
                    parts: MinorUnits.amount(of: given, currency: currency),
                    whole: MinorUnits.amount(of: row.amountMinor, currency: currency), currency: currency))
        }
        let resolved = zip(parts, written).map { part, typed in
            part ?? SplitPart(amountMinor: rest, category: typed.category)
        }
        try check(resolved, of: row, currency: currency)
        return resolved
    }

    // MARK: - Checking

    /// Refuses fewer than two parts or more than ``maximumParts``, a part of nothing or less, a
    /// category a person may not give a row, and parts that do not add up to `row`.
    public static func check(_ parts: [SplitPart], of row: Transaction, currency: String) throws(BankError) {
        guard parts.count >= 2, parts.count <= maximumParts else { throw .cannotCorrect(.splitParts) }
        var total: Int64 = 0
        for part in parts {
            guard part.amountMinor > 0 else { throw .cannotCorrect(.splitPartNotPositive) }
            try RecordRules.checkCategory(part.category)
            total = try sum(total, part.amountMinor)
        }
        guard total == row.amountMinor else {
            throw .cannotCorrect(
                .splitDoesNotAddUp(
                    parts: MinorUnits.amount(of: total, currency: currency),
                    whole: MinorUnits.amount(of: row.amountMinor, currency: currency), currency: currency))
        }
    }

    // MARK: - Private

    private static func sum(_ total: Int64, _ amount: Int64) throws(BankError) -> Int64 {
        let (sum, overflow) = total.addingReportingOverflow(amount)
        guard !overflow else { throw .sumTooLarge }
        return sum
    }
}
