package import BankDomain
import Foundation

/// A ledger row as a delete took it out, kept with the delete's record so that an undo puts it
/// back as it was: its identifier, day, import key and note too.
package struct RemovedRow: Codable, Sendable, Equatable {
    /// Its identifier in the ledger it was taken out of; a copy of the bank gives it another.
    package var id: Int64
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
    /// The import it came in by, so that an undo puts it back as that import's row.
    package let importID: Int64?

    /// `transaction` as it was removed, with its import key and note, and the import it came in by.
    package init(_ transaction: Transaction, importKey: Int64?, note: String, importID: Int64? = nil) {
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
        self.importID = importID
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

/// What a split keeps with its record so that an undo puts the row back: the row as it was, and
/// its parts as the split wrote them, which must be as they were for the undo to take them out.
package struct SplitRecord: Codable, Sendable, Equatable {
    /// One part as the split wrote it.
    package struct Part: Codable, Sendable, Equatable {
        package var id: Int64
        package let amountMinor: Int64
        package let category: String

        package init(id: Int64, amountMinor: Int64, category: String) {
            self.id = id
            self.amountMinor = amountMinor
            self.category = category
        }

        /// Whether `row` is this part as the split left it.
        package func isStill(_ row: Transaction) -> Bool {
            row.id == id && row.amountMinor == amountMinor && row.category.rawValue == category
        }
    }

    package var original: RemovedRow
    package var parts: [Part]

    package init(original: RemovedRow, parts: [Part]) {
        self.original = original
        self.parts = parts
    }

    /// The record as the correction log keeps it.
    package var encoded: String {
        (try? JSONEncoder().encode(self)).flatMap { String(bytes: $0, encoding: .utf8) } ?? "{}"
    }

    /// A record the correction log kept.
    package static func decoded(_ text: String) throws -> SplitRecord {
        do {
            return try JSONDecoder().decode(SplitRecord.self, from: Data(text.utf8))
        } catch {
            throw BankError.cannotCorrect(.changedSince)
        }
    }
}

/// A change an undo can still take back: the change as recorded, the rows a delete took out, and
/// what a split replaced.
package struct UndoableChange: Sendable {
    package let correction: LedgerCorrection
    package let removed: [RemovedRow]
    package let split: SplitRecord?

    /// `correction`, with what the log kept for it (`kept`): the rows a delete took out, or a split's record.
    package init(correction: LedgerCorrection, kept: String?) throws {
        self.correction = correction
        switch (correction.kind, kept) {
        case (.split, let kept?):
            split = try SplitRecord.decoded(kept)
            removed = []
        case (.split, nil):
            throw BankError.cannotCorrect(.changedSince)
        default:
            split = nil
            removed = try kept.map(RemovedRow.decoded) ?? []
        }
    }
}
