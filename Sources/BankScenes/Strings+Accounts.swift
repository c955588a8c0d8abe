extension Strings {
    enum Accounts {
        static let title = "Accounts"
        static let empty = "There are no accounts yet. Open one with: new-account NAME checking|savings|credit"
        static let numberColumn = "Number"
        static let openSummary = "Show one account"
        static let accountArgument = "The account's number in the list, or the start of its name"
        static let toggleSummary = "Show or hide balances everywhere"
        static let balancesShown = "Balances are shown."
        static let balancesHidden = "Balances are hidden; type '\(AccountsCommand.Name.toggleBalances)' to show them."
        static let newAccountSummary = "Open a new account: checking, savings or credit"
        static let renameSummary = "Give an account a new name"
        static let closeSummary = "Close an account that holds nothing; its history stays"
        static let reopenSummary = "Open a closed account again, with its history ('accounts --closed' lists it)"
        static let nameArgument = "The new account's name; quote a name with spaces, such as \"Rainy day\""
        static let newNameArgument = "The account's new name"
        static let typeArgument = "checking, savings or credit"
        static let currencyOption = "The three-letter currency code, such as EUR; by default the first account's"
        static let openingOption =
            "What the account holds when it opens; for a credit account what is owed, such as -250"
        static let limitOption = "How far below zero a credit account may go"
        static let ibanOption = "The account's IBAN, as its bank gives it (checked); none unless given"
        static let openedOption =
            "The day it opened, as YYYY-MM-DD: its opening balance is what it held then, and no row may come"
            + " before it; today, for an account opened with money, unless given"

        static func notADay(_ text: String) -> String {
            "'\(text)' is not a day such as 2026-11-01"
        }

        static func opened(_ name: String, type: String, balance: String) -> String {
            "Opened \(name), a \(type) account, at \(balance)."
        }

        static func renamed(_ before: String, to name: String) -> String {
            "Renamed \(before) to \(name)."
        }

        static func reopened(_ name: String) -> String {
            "Reopened \(name), with its history: money moves in and out of it again."
        }
        static func closedType(_ type: String) -> String { "\(type), closed" }

        static func closed(_ name: String) -> String {
            "Closed \(name). Its transactions stay in history, exports and insights; 'refresh' lists the accounts "
                + "numbered anew."
        }

        static let purpose =
            "The customer's accounts as a table: number, name, type, masked account number and balance."
    }
}
