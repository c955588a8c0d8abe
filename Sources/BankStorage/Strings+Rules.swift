extension Strings {
    // MARK: - Rules

    /// What reading a rules file, and a record through it, says when it refuses.
    package enum Rules {
        package static let emptyPattern = "an 'if' needs a pattern after it, or on the lines below it"
        package static let noPattern = "this line sets a field, but no 'if' pattern comes before it"
        package static let includesTooDeep = "rules files include each other too deep: a file includes itself"
        package static let noFields = "'fields' names no field"
        package static let conditionalTable =
            "vbank does not read hledger's conditional tables yet: write each row as an if block"
        package static let tooLarge = "it is larger than any rules file (4 MB)"
        package static let notUTF8 = "a rules file is UTF-8 text, and this one is not"
        package static let bothAmounts = "both amount-in and amount-out have an amount"
        package static let noAmount = "the record has no amount: amount, amount-in and amount-out are all empty"

        package static func unknownDirective(_ word: String) -> String {
            "'\(word)' is not a rule vbank or hledger knows"
        }

        package static func unknownField(_ word: String) -> String {
            "'\(word)' is not a field an 'if' block can set"
        }

        package static func badSkip(_ value: String) -> String {
            "'skip \(value)' needs a number of records, from 0 to 1000"
        }

        package static func badSeparator(_ value: String) -> String {
            "'\(value)' is not a separator vbank reads: , ; or TAB"
        }

        package static func badDecimalMark(_ value: String) -> String {
            "'\(value)' is not a decimal mark: . or ,"
        }

        package static func badDateFormat(_ value: String) -> String {
            "'\(value)' is not a date format vbank reads: it needs %Y or %y, %m or %b, and %d"
        }

        package static func badEncoding(_ value: String) -> String {
            "'\(value)' is not an encoding vbank reads: utf-8, utf-16, latin1 or windows-1252"
        }

        package static func badPattern(_ pattern: String) -> String {
            "'\(pattern)' is not a regular expression"
        }

        package static func badDate(_ text: String, format: String?) -> String {
            "'\(text)' is not a date" + (format.map { " of the format \($0)" } ?? " such as 2026-01-31")
        }

        package static func noSuchField(_ name: String) -> String {
            "%\(name) names no field of 'fields', and is kept as written"
        }

        package static func badAmount(_ text: String) -> String {
            "'\(text)' is not an amount"
        }

        package static func unreadableInclude(_ path: String, _ reason: String) -> String {
            "cannot include '\(path)': \(reason)"
        }
    }
}
