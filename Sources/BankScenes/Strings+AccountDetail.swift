extension Strings {
    enum AccountDetail {
        static let typeLabel = "Type"
        static let numberLabel = "Number"
        static let ibanLabel = "IBAN"
        static let balanceLabel = "Balance"
        static let availableLabel = "Available"
        static let latestHeading = "Latest transactions"
        static let noTransactions = "No transactions yet."
        static let transactionsSummary = "Page through this account's transactions"
        static let transferSummary = "Move money out of this account"
        static let purpose =
            "One account: name, type, masked number, full IBAN, balance (and what is available on credit), and its last 10 transactions."
    }
}
