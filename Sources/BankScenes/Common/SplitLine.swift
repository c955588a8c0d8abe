import BankDomain
import Vipera

/// The parts of `split` as typed: `split 30 groceries 12.50 household`, each amount before its
/// category, and a last category without an amount for what the others leave
/// (`split 30 groceries household`).
enum SplitLine {
    /// The parts `text` names, in order.
    /// - Throws: ``CommandValidationError`` for a word that is neither an amount nor a category a
    ///   row may have, two amounts in a row, or an amount without its category.
    static func parts(_ text: String) throws -> [WrittenSplitPart] {
        var parts: [WrittenSplitPart] = []
        var pending: WrittenAmount?
        for word in text.split(separator: " ").map(String.init) {
            if let first = word.first, !TransactionCategory.amountStarts.contains(first) {
                let category = try RecordLine.category(word)
                do {
                    try RecordRules.checkCategory(category)
                } catch {
                    throw CommandValidationError(error.errorDescription ?? word, hint: error.recoverySuggestion)
                }
                parts.append(WrittenSplitPart(amount: pending, category: category))
                pending = nil
                continue
            }
            guard pending == nil else {
                throw CommandValidationError(Strings.TransactionDetail.amountWithoutCategory(word), hint: hint)
            }
            pending = try amount(word)
        }
        if pending != nil {
            throw CommandValidationError(Strings.TransactionDetail.lastAmountWithoutCategory, hint: hint)
        }
        return parts
    }

    // MARK: - Private

    /// The hint of every refused split, as the rules give it.
    private static var hint: String? { BankError.cannotCorrect(.splitParts).recoverySuggestion }

    /// The amount `word` writes.
    private static func amount(_ word: String) throws -> WrittenAmount {
        do {
            return try WrittenAmount(reading: word)
        } catch {
            throw CommandValidationError(error.errorDescription ?? word, hint: error.recoverySuggestion)
        }
    }
}
