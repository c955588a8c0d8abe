package import BankDomain
package import Foundation

/// The columns an export writes: the ones an import reads back, and where each row came from.
package enum StatementFile {
    // MARK: - Writing

    /// The fields of one exported row of the bank `bank`, of an account in `currency`: its day (a
    /// row of a moment, the day of the moment in the formatter's time zone), memo, signed amount,
    /// category and reference.
    package static func fields(of transaction: Transaction, dates: DateFormatter, bank: String, currency: String)
        -> [String]
    {
        [
            transaction.day?.isoText ?? dates.string(from: transaction.date),
            StatementCSV.exportedMemo(transaction.memo), amountText(transaction.signedMinorUnits, currency: currency),
            transaction.category.rawValue, StatementReference.text(bank: bank, row: transaction.id),
        ]
    }

    /// The formatter of the dates an export writes, in the import's default format.
    package static func dateFormatter(timeZone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = StatementImportOptions.defaultDateFormat
        return formatter
    }

    /// `-12.50` for -1250 minor units of a dollar, `-1250` for as many yen: as many decimals as
    /// `currency` has, which an import reads back.
    package static func amountText(_ minor: Int64, currency: String) -> String {
        MinorUnits.plainText(minor, decimals: Currency.digits(of: currency))
    }
}
