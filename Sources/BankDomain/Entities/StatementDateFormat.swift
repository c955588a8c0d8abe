import Foundation

/// The format of a statement's date column, in Unicode date pattern letters (`dd/MM/yyyy`),
/// checked before any row is read: a format vbank cannot read dates with would make every row
/// a bad one.
public enum StatementDateFormat {
    // MARK: - Constants

    /// The pattern letters a day's date is written with: years, months, days and weekday names.
    private static let dateLetters: Set<Character> = ["y", "u", "M", "L", "d", "E"]
    /// A day every accepted format can write and read back: the last of a year, so day and month
    /// cannot be taken for each other.
    private static let probe = Date(timeIntervalSince1970: 1_798_675_200)

    // MARK: - Checking

    /// Refuses a format without a year, a month and a day, with letters that are not about the
    /// day, or that does not read back the dates it writes.
    public static func check(_ format: String) throws(StatementError) {
        let letters = patternLetters(of: format)
        guard letters.isSubset(of: dateLetters), !letters.isDisjoint(with: ["y", "u"]),
            !letters.isDisjoint(with: ["M", "L"]), letters.contains("d"), readsBack(format)
        else { throw .badDateFormat(format) }
    }

    // MARK: - Private

    /// The pattern letters outside quoted text.
    private static func patternLetters(of format: String) -> Set<Character> {
        var letters: Set<Character> = []
        var isQuoted = false
        for character in format {
            if character == "'" {
                isQuoted.toggle()
            } else if !isQuoted, character.isASCII, character.isLetter {
                letters.insert(character)
            }
        }
        return letters
    }

    private static func readsBack(_ format: String) -> Bool {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = format
        formatter.isLenient = false
        return formatter.date(from: formatter.string(from: probe)) == probe
    }
}
