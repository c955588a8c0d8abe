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
        static let authorLabel = "Written by"
        static let writtenByYou = "you"
        static let writtenByNobodyRecorded = "not recorded (before the bank kept who wrote its rows)"
        static let typeLabel = "Type"
        static let accountLabel = "Account"
        static let purpose =
            "Every field of one transaction: signed amount, relative and full date, memo, counterparty, category, type, account, and who wrote it."

        static func account(_ name: String, _ masked: String) -> String {
            "\(name) (\(masked))"
        }
    }
}
