import BankDomain

/// A change to a ledger row in words, as a row's history, its corrections and the notices of
/// other sessions' changes say it: `category dining → groceries`, `deleted “Flat white”`.
enum CorrectionWording {
    /// What `correction` did, from what to what.
    static func change(_ correction: LedgerCorrection) -> String {
        let labels = Strings.TransactionDetail.self
        return switch correction.kind {
        case .record: labels.recordedChange(correction.after)
        case .category: labels.categoryChange(correction.before, correction.after)
        case .memo: labels.memoChange(correction.before, correction.after)
        case .note: labels.noteChange(correction.before, correction.after)
        case .delete: labels.deleteChange(correction.before)
        case .split: labels.splitChange(correction.before, correction.after)
        case .undo: labels.undoChange(correction.before)
        case .rule: labels.ruleChange(correction.before, correction.after)
        case .importUndone: labels.importUndoneChange(correction.before, correction.after)
        }
    }

    /// `correction` of the row whose memo is `memo`, as a notice says it: the row named first
    /// unless the change names it itself.
    static func notice(_ correction: LedgerCorrection, memo: String) -> String {
        let change = change(correction)
        guard !memo.isEmpty, ![.delete, .record, .importUndone].contains(correction.kind) else { return change }
        return Strings.Notices.corrected(memo, change)
    }
}
