extension Strings {
    enum Home {
        static let title = "Home"
        static let totalLabel = "Total balance"
        static let totalTooLarge =
            "too large to add up: an account holds more than vbank allows ('vbank verify' names the rows)"
        static let accountsHeading = "Accounts"
        static let noTransactions = "No transactions yet."
        static let noAccounts = "No accounts yet: type 'accounts', then open one with new-account."
        static let unknownAccount = "—"
        static let accountsSummary = "Show the accounts"
        static let closedFlag = "List closed accounts too, to open them or 'reopen' them"
        static let cardsSummary = "Show the cards"
        static let transferSummary = "Move money between accounts"
        static let settingsSummary = "Show and change the settings"
        static let categoriesSummary = "Show and change the categories and the rules that categorise rows"
        static let insightsSummary = "See where the money went, by category and month"
        static let recentSummary = "Show the newest transactions across every account"
        static let recentArgument = "How many, \(BankScenes.Home.ShowRecent.overviewCount) unless given"
        static let purpose =
            "The app's first scene: the total balance, every account's balance, and the \(BankScenes.Home.ShowRecent.overviewCount) newest transactions; the way to accounts, cards, transfers, insights and settings."

        static func recentHeading(_ count: Int) -> String {
            switch count {
            case 0: "Latest transactions"
            case 1: "Latest transaction"
            default: "Latest \(count) transactions"
            }
        }
    }
}
