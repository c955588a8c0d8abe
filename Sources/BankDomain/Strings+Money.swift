import Foundation

extension Strings {
    /// What a user reads about amounts beyond the bank's bound.
    enum Bounds {
        private static let money = MoneyFormatter()

        static let amountHint = "Check the amount for a typo: one extra digit makes a thousand into ten thousand."
        static let balanceHint = "Move less, or move it into another account."
        static let sumTooLarge =
            "the amounts are too large to add up: the bank holds amounts beyond what one account may hold"
        static let sumHint = "'vbank verify' names them; restore a backup from before they were written."

        static func amountTooLarge(_ maximum: Decimal) -> String {
            "an amount may be at most \(money.string(maximum, currency: Currency.bankDefault))"
        }

        static func balanceTooLarge(_ account: String, _ maximum: Decimal) -> String {
            "that would take \(account) beyond \(money.string(maximum, currency: Currency.bankDefault)), "
                + "the most an account may hold or owe"
        }
    }

    /// What a user reads about an amount vbank cannot read.
    enum Amounts {
        private static let money = MoneyFormatter()

        static let empty = "no amount was given"
        static let acceptedForms = "Write amounts as vbank shows them: 25, 12.50, 1,250.00, $5 or -$12.00."

        static func notAnAmount(_ text: String) -> String {
            "'\(text)' is not an amount such as 12.50 or -$1,250.00"
        }

        static func ambiguous(_ text: String) -> String {
            "'\(text)' could be read two ways (a comma groups thousands, a point starts the cents)"
        }

        static func tooManyDecimals(_ text: String) -> String {
            "'\(text)' has more decimal places than any currency has"
        }

        static func tooPrecise(_ text: String, _ currency: String, _ digits: Int) -> String {
            switch digits {
            case 0: "'\(text)' has decimals, and \(currency) amounts have none"
            case 1: "'\(text)' has more than one decimal place, as \(currency) amounts have"
            default: "'\(text)' has more than \(digits) decimal places, as \(currency) amounts have"
            }
        }

        static func preciseForms(_ currency: String, _ digits: Int) -> String {
            let example = MinorUnits.plainText(1_250 * MinorUnits.perMajorUnit(of: currency), decimals: digits)
            return digits == 0
                ? "Write \(currency) amounts in whole units, such as \(example)."
                : "Write \(currency) amounts with up to \(digits) decimals, such as \(example)."
        }

        static func tooLarge(_ text: String, _ maximum: Decimal) -> String {
            "'\(text)' is more than \(money.string(maximum, currency: Currency.bankDefault)), "
                + "the most one amount may be"
        }
    }
}
