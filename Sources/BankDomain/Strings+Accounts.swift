import Foundation

extension Strings {
    /// Opening, renaming and closing accounts.
    enum Accounts {
        private static let money = MoneyFormatter()

        static let emptyName = "the account name is empty"
        static let nameHint =
            "Give a name of up to \(AccountRules.maximumNameLength) characters, such as: new-account \"Rainy day\" savings"
        static let nameTakenHint = "Choose another name, or rename the other account first."
        static let currencyHint = "Give the three-letter ISO 4217 code, such as USD, EUR or CHF."
        static let openingHint =
            "A checking or savings account opens with what it holds (0 or more); a credit account with what is owed, such as --opening -250."
        static let beyondLimitHint = "Give the account's limit too, such as: --opening -250 --limit 1000"
        static let limitHint = "Only a credit account has a limit: leave it out for a checking or savings account."
        static let limitBelowOwedHint = "Pay the account down with 'transfer' first, or give a higher limit."
        static let balanceHint =
            "Move the money with 'transfer' first, from Home or the account; an account at zero can be closed."

        static func nameTooLong(_ length: Int, _ maximum: Int) -> String {
            "the account name has \(length) characters; a name may have at most \(maximum)"
        }

        static func nameIsNumber(_ name: String) -> String {
            "an account cannot be named \(name): a number picks an account by its place in the list"
        }

        static func nameTaken(_ name: String) -> String {
            "you already have an account named \(name)"
        }

        static func unknownCurrency(_ code: String) -> String {
            "'\(code)' is not an ISO 4217 currency an account can be kept in"
        }

        static func negativeOpening(_ type: AccountType) -> String {
            "a \(type.rawValue) account cannot open below zero"
        }

        static let positiveCreditOpening = "a credit account opens at zero or at what is owed on it, below zero"

        static func limitOnNonCredit(_ type: AccountType) -> String {
            "a \(type.rawValue) account has no credit limit"
        }

        static func limitBelowOwed(_ account: String, _ owed: Decimal, _ currency: String) -> String {
            "\(account) owes \(money.string(owed, currency: currency)), more than that limit"
        }

        static func openingBeyondLimit(_ limit: Decimal, _ currency: String) -> String {
            "a credit account cannot open owing more than its limit of \(money.string(limit, currency: currency))"
        }

        static func balanceNotZero(_ account: String, _ balance: Decimal, _ currency: String) -> String {
            let amount = money.string(balance.magnitude, currency: currency)
            return "\(account) \(balance < 0 ? "owes" : "holds") \(amount); only an account at zero can be closed"
        }

        static func alreadyClosed(_ name: String) -> String {
            "\(name) is already closed"
        }

        static func notClosed(_ name: String) -> String {
            "\(name) is open; only a closed account can be reopened"
        }

        static let openedHint =
            "Give the day the account opened, today or before, such as --opened 2026-11-01; its opening balance is what it held then."

        static func openedInTheFuture(_ day: CalendarDay) -> String {
            "an account cannot open on \(day.isoText), a day still to come"
        }

        static func openedOutsideTheLedger(_ day: CalendarDay) -> String {
            "an account cannot open on \(day.isoText): the ledger holds the years 1900 to 2099"
        }

        static let ibanHint =
            "Give the IBAN as your bank writes it, such as --iban 'DE89 3704 0044 0532 0130 00', or leave --iban out."

        static func badIBAN(_ text: String, _ problem: AccountError.IBANProblem) -> String {
            let shown = "'\(MemoText.cleaned(text))'"
            return switch problem {
            case .characters: "\(shown) is not an IBAN: an IBAN has letters and digits only"
            case .country: "\(shown) is not an IBAN: it does not start with the code of a country that has IBANs"
            case .length(let length): "\(shown) is not an IBAN: an IBAN of its country has \(length) characters"
            case .checkDigits: "\(shown) is not an IBAN: its check digits do not hold, so a character is mistyped"
            }
        }
    }
}
