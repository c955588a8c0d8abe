import BankDomain

/// The user-facing text of the bank's data layer, in one place.
enum Strings {
    // MARK: - Faults

    /// Reasons a file cannot be opened, after "cannot open 'FILE': ".
    enum Faults {
        static let notReadable = "it is not readable for you"
        static let refused = "the system would not open it"
        static let badPath = "that is not a path a file can have"
    }

    // MARK: - Statements

    enum Statements {
        static let zeroAmount = "the amount is zero"
        static let notAFile = "it is not a file"
        static let noSuchFile = "no such file"
        static let noHeader = "the file is not valid CSV (there is no header row)"

        static func badHeader(_ reason: String) -> String {
            "the header row is not valid CSV: \(reason)"
        }
        static let permissionDenied = "permission denied"

        static func quoteClosedTooSoon(column: Int, followedBy character: String) -> String {
            "the quote at column \(column) closes its field, but '\(character)' follows it: "
                + "a quote inside a quoted field is written twice (\"\")"
        }

        static func unclosedQuote(column: Int, linesRunOver: Int, withinLimit: Bool) -> String {
            let end = withinLimit ? "within 1 MiB" : "before the end of the file"
            let lines = linesRunOver == 1 ? "the line after it" : "the \(linesRunOver) lines after it"
            return "the quote at column \(column) is not closed \(end)"
                + (linesRunOver > 0 ? "; \(lines) were read as rows of their own" : "")
        }

        static func brokenUTF16(character: Int) -> String {
            "its UTF-16 text breaks off at character \(character)"
        }

        static func tooFewFields(_ count: Int, header: Int) -> String {
            "the row has only \(count) field\(count == 1 ? "" : "s"); the header names \(header)"
        }

        static func tooManyFields(_ count: Int, header: Int) -> String {
            "the row has \(count) fields but the header names \(header): "
                + "a memo with a comma must be in double quotes"
        }

        static func otherCurrency(_ written: String, account: String) -> String {
            "the amount is in \(written) but the account is in \(account)"
        }

        static func beforeOpening(_ day: CalendarDay, openedOn: CalendarDay) -> String {
            "the row is dated \(day.isoText), before the account opened on \(openedOn.isoText); an account holds"
                + " nothing from before the day it opened (new-account NAME --opened DAY gives an earlier one)"
        }

        static func badDate(_ text: String, format: String) -> String {
            "'\(text)' is not a date in the format \(format)"
        }

        static func dateOutOfRange(_ text: String) -> String {
            "'\(text)' is outside the years 1900 to 2099"
        }

        static func badCategory(_ text: String) -> String {
            "'\(text)' is not a category"
        }

    }
}
