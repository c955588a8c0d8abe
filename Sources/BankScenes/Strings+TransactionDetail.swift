extension Strings {
    enum TransactionDetail {
        /// The scene as a place in prose: "it works in a transaction".
        static let place = "a transaction"
        static let title = "Transaction"
        static let amountLabel = "Amount"
        static let dateLabel = "Date"
        static let whenLabel = "When"
        static let memoLabel = "Memo"
        static let counterpartyLabel = "Counterparty"
        static let categoryLabel = "Category"
        static let typeLabel = "Type"
        static let accountLabel = "Account"
        static let purpose =
            "Every field of one transaction: signed amount, relative and full date, memo, counterparty, category, type, account."

        static func account(_ name: String, _ masked: String) -> String {
            "\(name) (\(masked))"
        }
    }
}
