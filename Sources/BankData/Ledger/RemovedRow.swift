package import BankDomain
package import Foundation

/// A ledger row as a delete took it out, kept with the delete's record so that an undo puts it
/// back as it was: its identifier, day, import key and note too.
package struct RemovedRow: Codable, Sendable, Equatable {
    package let id: Int64
    package let accountID: Int64
    package let date: Double
    package let day: Int?
    package let memo: String
    package let category: String
    package let amountMinor: Int64
    package let type: String
    package let counterparty: String
    package let importKey: Int64?
    package let note: String

    /// `transaction` as it was removed, with its import key and note.
    package init(_ transaction: Transaction, importKey: Int64?, note: String) {
        id = transaction.id
        accountID = transaction.accountID
        date = transaction.date.timeIntervalSince1970
        day = transaction.day?.daysSince1970
        memo = transaction.memo
        category = transaction.category.rawValue
        amountMinor = transaction.amountMinor
        type = transaction.type.rawValue
        counterparty = transaction.counterparty
        self.importKey = importKey
        self.note = note
    }

    /// The row as the ledger holds it, under `id`.
    package func transaction(id: Int64? = nil) throws -> Transaction {
        guard let category = TransactionCategory(rawValue: category), let type = TransactionType(rawValue: type) else {
            throw BankError.cannotCorrect(.changedSince)
        }
        return Transaction(
            id: id ?? self.id, accountID: accountID, date: Date(timeIntervalSince1970: date),
            day: day.map(CalendarDay.init(daysSince1970:)), memo: memo, category: category, amountMinor: amountMinor,
            type: type, counterparty: counterparty)
    }

    /// The row to insert again.
    package func ledgerRow() throws -> LedgerRow {
        LedgerRow(accountID: accountID, transaction: NewTransaction(try transaction()), importKey: importKey)
    }

    // MARK: - Encoding

    /// Rows as the correction record keeps them.
    package static func encoded(_ rows: [RemovedRow]) -> String {
        (try? JSONEncoder().encode(rows)).flatMap { String(bytes: $0, encoding: .utf8) } ?? "[]"
    }

    /// Rows a correction record kept.
    package static func decoded(_ text: String) throws -> [RemovedRow] {
        do {
            return try JSONDecoder().decode([RemovedRow].self, from: Data(text.utf8))
        } catch {
            throw BankError.cannotCorrect(.changedSince)
        }
    }
}

/// A change an undo can still take back: the change as recorded, and the rows a delete took out.
package struct UndoableChange: Sendable {
    package let correction: LedgerCorrection
    package let removed: [RemovedRow]

    package init(correction: LedgerCorrection, removed: [RemovedRow]) {
        self.correction = correction
        self.removed = removed
    }
}
