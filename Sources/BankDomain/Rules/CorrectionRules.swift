public import Foundation

/// Why a correction or an undo was refused.
public enum CorrectionRefusal: Sendable, Equatable {
    /// An opening balance is what the account held when it opened: not deleted or recategorised.
    case openingRow
    /// A transfer's category says it moved money between two accounts.
    case transferCategory
    /// The row already says what was asked.
    case unchanged
    /// The row has changed since the change being undone, or is gone.
    case changedSince
    /// The session has changed nothing it could undo.
    case nothingToUndo
    /// A split has fewer than two parts, or more than ``SplitRules/maximumParts``.
    case splitParts
    /// A part of a split is of nothing or less.
    case splitPartNotPositive
    /// More than one part of a split was typed without an amount.
    case splitRestTwice
    /// A split's parts add up to `parts`, not to the row's `whole`.
    case splitDoesNotAddUp(parts: Decimal, whole: Decimal, currency: String)
    /// The account has no import numbered so.
    case noSuchImport(StatementImportRecord.ID)
    /// The import's rows were taken out already.
    case importUndone(StatementImportRecord.ID)
    /// None of the import's rows is in the ledger any more: each was deleted.
    case importHasNoRows(StatementImportRecord.ID)
}

/// What a correction of a ledger row must respect, checked by the scene as it is asked for and
/// by the store again inside the write, on the rows and accounts as the write reads them.
public enum CorrectionRules {
    // MARK: - Checking

    /// Checks `correction` of `row` on `account`; a transfer's other side is checked the same way.
    /// - Returns: The correction as it will be written: a memo or a note cleaned.
    public static func check(_ correction: Correction, of row: Transaction, in account: Account) throws(BankError)
        -> Correction
    {
        try RecordRules.checkAccount(account)
        switch correction {
        case .category(let category):
            guard row.category != .opening else { throw .cannotCorrect(.openingRow) }
            guard row.category != .transfer else { throw .cannotCorrect(.transferCategory) }
            try RecordRules.checkCategory(category)
            guard category != row.category else { throw .cannotCorrect(.unchanged) }
            return correction
        case .memo(let memo):
            let accepted = try MemoText.accepted(memo)
            guard accepted != row.memo else { throw .cannotCorrect(.unchanged) }
            return .memo(accepted)
        case .note(let note):
            let cleaned = MemoText.cleaned(note)
            guard cleaned.isEmpty || cleaned.count <= MemoText.maximumLength else {
                throw .memoTooLong(length: cleaned.count, maximum: MemoText.maximumLength)
            }
            return .note(cleaned)
        case .delete:
            guard row.category != .opening else { throw .cannotCorrect(.openingRow) }
            return correction
        case .split(let parts):
            guard row.category != .opening else { throw .cannotCorrect(.openingRow) }
            guard row.category != .transfer else { throw .cannotCorrect(.transferCategory) }
            try SplitRules.check(parts, of: row, currency: account.currency)
            return correction
        }
    }

    /// Checks `correction` of each of `rows` (a row, or a transfer's two sides) on its account
    /// among `accounts`.
    /// - Returns: The correction as it will be written.
    public static func check(_ correction: Correction, of rows: [Transaction], in accounts: [Account])
        throws(BankError) -> Correction
    {
        var checked = correction
        for row in rows {
            guard let account = accounts.first(where: { $0.id == row.accountID }) else {
                throw .accountNotFound(row.accountID)
            }
            checked = try check(correction, of: row, in: account)
        }
        return checked
    }

    /// The balance `account` has once `row` is taken out of its ledger (`removing`) or put back:
    /// money taken out must have been there, as for a transfer from the account.
    public static func balance(of account: Account, removing row: Transaction, _ removing: Bool = true)
        throws(BankError) -> Int64
    {
        let move = removing ? -row.signedMinorUnits : row.signedMinorUnits
        if move < 0 {
            try TransferRules.checkFunds(MinorUnits.amount(of: -move, currency: account.currency), in: account)
        }
        return try MoneyBounds.balance(of: account, movedBy: move)
    }
}
