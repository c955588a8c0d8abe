extension Strings {
    enum Accounts {
        static let title = "Accounts"
        static let empty = "There are no accounts."
        static let numberColumn = "Number"
        static let openSummary = "Show one account"
        static let accountArgument = "The account's number in the list, or the start of its name"
        static let toggleSummary = "Show or hide balances everywhere"
        static let balancesShown = "Balances are shown."
        static let balancesHidden = "Balances are hidden; type '\(AccountsCommand.Name.toggleBalances)' to show them."
        static let purpose =
            "The customer's accounts as a table: number, name, type, masked account number and balance."
    }
}
