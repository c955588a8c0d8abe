extension Strings {
    // MARK: - Corrections

    /// What correcting a ledger row, or undoing a change, says when it refuses.
    enum Corrections {
        private static let money = MoneyFormatter()
        static let importsHint = "Type 'imports' to see this account's imports, numbered."
        static let splitHint =
            "Type each part's amount and category, such as 'split 30 groceries 12.50 household'; a last category without an amount takes the rest."

        static func message(_ refusal: CorrectionRefusal) -> String {
            switch refusal {
            case .openingRow: "an opening balance is what the account held when it opened; it stays as it is"
            case .transferCategory: "a transfer's category says it moved money between your accounts; it stays transfer"
            case .unchanged: "the row already says that; nothing was changed"
            case .changedSince: "the row has changed since, or is gone; nothing was undone"
            case .nothingToUndo: "this session has changed nothing that can be undone"
            case .splitParts: "a split has two parts or more, and at most \(SplitRules.maximumParts)"
            case .splitPartNotPositive: "each part of a split must be more than zero"
            case .splitRestTwice: "only one part can take the rest of the row"
            case .splitDoesNotAddUp(let parts, let whole, let currency):
                "the parts add up to \(money.string(parts, currency: currency)), the row is \(money.string(whole, currency: currency))"
            case .noSuchImport(let id): "this account has no import \(id)"
            case .importUndone(let id): "import \(id)'s rows were taken out already; nothing was changed"
            case .importHasNoRows(let id): "none of import \(id)'s rows is in the ledger any more; nothing was changed"
            }
        }

        static func hint(_ refusal: CorrectionRefusal) -> String? {
            switch refusal {
            case .openingRow: "Give the opening row a memo or a note; its amount and category stay."
            case .transferCategory: "Delete the transfer and record the money as spent or received instead."
            case .unchanged: nil
            case .changedSince: "Open the row to see its history, and correct it as it is now."
            case .nothingToUndo: "Undo takes back the records and corrections of this session, newest first."
            case .splitParts, .splitPartNotPositive, .splitRestTwice, .splitDoesNotAddUp: splitHint
            case .noSuchImport, .importUndone, .importHasNoRows: importsHint
            }
        }
    }
}
