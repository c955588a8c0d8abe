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
        static let keyLabel = "Key"
        static let typeLabel = "Type"
        static let accountLabel = "Account"
        static let purpose =
            "Every field of one transaction: signed amount, relative and full date, memo, counterparty, category, type, account, who wrote it, the key of the transfer that wrote it, its note and its history; corrects it (category, memo, note, split, delete) and takes back the session's last change (undo, confirm)."

        static let noteLabel = "Note"
        static let historyHeading = "History"
        static let undoneMark = " (undone)"
        static let undoLater = "'undo' takes it back."
        static let nothingReviewed = "there is no undo waiting for 'confirm'"
        static let undoHint = "Type 'undo' to review the last change of this session, then 'confirm'."

        static func account(_ name: String, _ masked: String) -> String {
            "\(name) (\(masked))"
        }

        // MARK: - Changes

        static func recordedChange(_ memo: String) -> String { "recorded \(quoted(memo))" }
        static func categoryChange(_ before: String, _ after: String) -> String { "category \(before) → \(after)" }
        static func memoChange(_ before: String, _ after: String) -> String {
            "memo \(quoted(before)) → \(quoted(after))"
        }
        static func noteChange(_ before: String, _ after: String) -> String {
            after.isEmpty ? "note \(quoted(before)) removed" : "note \(quoted(after))"
        }
        static func deleteChange(_ memo: String) -> String { "deleted \(quoted(memo))" }
        static func splitChange(_ category: String, _ parts: String) -> String { "split \(category) → \(parts)" }
        static func undoChange(_ kind: String) -> String { "undid the \(kind)" }
        static func importUndoneChange(_ file: String, _ importID: String) -> String {
            "took out import \(importID) (\(quoted(file)))"
        }
        static func ruleChange(_ before: String, _ after: String) -> String {
            "category \(before) → \(after) by a rule"
        }

        static func corrected(_ change: String) -> String { "Done: \(change)." }
        static func holds(_ account: String, _ balance: String) -> String { "\(account) holds \(balance)." }
        static func reviewUndo(_ change: String) -> String {
            "Undo: \(change). Type 'confirm' to take it back, or anything else to leave it."
        }
        static func undone(_ change: String) -> String { "Undone: \(change)." }

        private static func quoted(_ text: String) -> String { "“\(text)”" }

        // MARK: - Commands

        static let categorySummary = "Count this row in another category"
        static let categoryArgument = "The category, such as groceries"
        static let memoSummary = "Give this row another memo (a transfer's two sides together)"
        static let memoArgument = "The new memo"
        static let noteSummary = "Keep a note of your own with this row, which search finds; no text removes it"
        static let noteArgument = "The note"
        static let splitSummary = "Split this row into parts, each counted in its category, that add up to it"
        static let splitArgument = "Each part's amount and category; a last category alone takes the rest"
        static let lastAmountWithoutCategory = "the last amount has no category after it"
        static func amountWithoutCategory(_ word: String) -> String {
            "\(word) follows an amount without a category between them"
        }
        static let deleteSummary = "Take this row out of the ledger and its amount out of the balance"
        static let undoSummary = "Review the last record or correction of this session, to take it back"
        static let confirmSummary = "Take back the change 'undo' showed"
    }
}
