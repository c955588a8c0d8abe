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
        static let noFolder = "its folder does not exist"
        static let isFolder = "it is a folder"
        static let cannotWrite = "it cannot be written here"

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

        static func badDate(_ text: String, format: String) -> String {
            "'\(text)' is not a date in the format \(format)"
        }

        static func dateOutOfRange(_ text: String) -> String {
            "'\(text)' is outside the years 1900 to 2099"
        }

        static func badCategory(_ text: String) -> String {
            "'\(text)' is not a category"
        }

        static func unparsable(_ reason: String) -> String {
            "the file is not valid CSV (\(reason))"
        }
    }
}
