package import BankDomain

/// The user-facing text of the bank's data layer, in one place.
package enum Strings {
    // MARK: - Faults

    /// Reasons a file cannot be opened, after "cannot open 'FILE': ".
    package enum Faults {
        package static let notReadable = "it is not readable for you"
        package static let refused = "the system would not open it"
        package static let badPath = "that is not a path a file can have"
    }

    // MARK: - Statements

    package enum Statements {
        package static let zeroAmount = "the amount is zero"
        package static let notAFile = "it is not a file"
        package static let noSuchFile = "no such file"
        package static let noHeader = "the file is not valid CSV (there is no header row)"

        package static func badHeader(_ reason: String) -> String {
            "the header row is not valid CSV: \(reason)"
        }
        package static let permissionDenied = "permission denied"

        package static func quoteClosedTooSoon(column: Int, followedBy character: String) -> String {
            "the quote at column \(column) closes its field, but '\(character)' follows it: "
                + "a quote inside a quoted field is written twice (\"\")"
        }

        package static func unclosedQuote(column: Int, linesRunOver: Int, withinLimit: Bool) -> String {
            let end = withinLimit ? "within 1 MiB" : "before the end of the file"
            let lines = linesRunOver == 1 ? "the line after it" : "the \(linesRunOver) lines after it"
            return "the quote at column \(column) is not closed \(end)"
                + (linesRunOver > 0 ? "; \(lines) were read as rows of their own" : "")
        }

        package static func brokenUTF16(character: Int) -> String {
            "its UTF-16 text breaks off at character \(character)"
        }

        package static func tooFewFields(_ count: Int, header: Int) -> String {
            "the row has only \(count) field\(count == 1 ? "" : "s"); the header names \(header)"
        }

        package static func tooManyFields(_ count: Int, header: Int) -> String {
            "the row has \(count) fields but the header names \(header): "
                + "a memo with a comma must be in double quotes"
        }

        package static func otherCurrency(_ written: String, account: String) -> String {
            "the amount is in \(written) but the account is in \(account)"
        }

        package static func beforeOpening(_ day: CalendarDay, openedOn: CalendarDay) -> String {
            "the row is dated \(day.isoText), before the account opened on \(openedOn.isoText); an account holds"
                + " nothing from before the day it opened (new-account NAME --opened DAY gives an earlier one)"
        }

        package static func badDate(_ text: String, format: String) -> String {
            "'\(text)' is not a date in the format \(format)"
        }

        package static func dateOutOfRange(_ text: String) -> String {
            "'\(text)' is outside the years 1900 to 2099"
        }

        package static func badCategory(_ text: String) -> String {
            "'\(text)' is not a category"
        }

    }
}
