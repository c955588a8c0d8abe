import BankDomain
import Foundation

/// Turns the rows of a statement into transactions: finds the columns by the header, then reads
/// each row's date, memo, amount and category, or says what is wrong with it.
struct StatementRowParser {
    // MARK: - Nested Types

    /// Where each column is in a row.
    struct Columns: Equatable {
        let date: Int
        let memo: Int
        let amount: Int
        let category: Int?
    }

    // MARK: - Constants

    /// The most digits an amount may have: beyond it, sums could overflow.
    private static let maximumDigits = 15

    // MARK: - Properties

    let columns: Columns
    private var dates: StatementDates

    // MARK: - Initialization

    /// Finds the columns in `header` (names compared without case or surrounding spaces).
    init(header: [String], options: StatementImportOptions, timeZone: TimeZone) throws(StatementError) {
        let names = header.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        let position = { (name: String) in names.firstIndex(of: name) }
        let missing = ["date", "memo", "amount"].filter { position($0) == nil }
        guard missing.isEmpty, let date = position("date"), let memo = position("memo"), let amount = position("amount")
        else { throw .missingColumns(missing) }
        columns = Columns(date: date, memo: memo, amount: amount, category: position("category"))
        dates = StatementDates(format: options.dateFormat, timeZone: timeZone)
    }

    // MARK: - Parsing

    /// The transaction `fields` describe, or the reason they do not.
    mutating func transaction(from fields: [String]) -> Result<NewTransaction, StatementRowProblem> {
        guard fields.count > max(columns.date, columns.memo, columns.amount, columns.category ?? 0) else {
            return .failure(.init(Strings.Statements.tooFewFields(fields.count)))
        }
        let dateText = fields[columns.date].trimmingBlanks
        guard let date = dates.date(from: dateText) else {
            return .failure(.init(Strings.Statements.badDate(dateText, format: dates.format)))
        }
        guard NewTransaction.recordableDates.contains(date) else {
            return .failure(.init(Strings.Statements.dateOutOfRange(dateText)))
        }
        let amountText = fields[columns.amount].trimmingBlanks
        guard let signed = Self.minorUnits(amountText) else {
            return .failure(.init(Strings.Statements.badAmount(amountText)))
        }
        guard signed != 0 else { return .failure(.init(Strings.Statements.zeroAmount)) }
        let categoryText = columns.category.map { fields[$0].trimmingBlanks.lowercased() } ?? ""
        guard let category = categoryText.isEmpty ? .other : TransactionCategory(rawValue: categoryText) else {
            return .failure(.init(Strings.Statements.badCategory(categoryText)))
        }
        let memo = fields[columns.memo].trimmingBlanks
        return .success(
            NewTransaction(
                date: date, memo: memo, category: category, amountMinor: signed.magnitude.asInt64,
                type: signed > 0 ? .credit : .debit, counterparty: memo))
    }

    /// `-12.50`, `12.5`, `+3` and `1000` in minor units; nil for anything else. Reads the bytes
    /// once: this runs for every row of a statement.
    static func minorUnits(_ text: String) -> Int64? {
        var major: Int64 = 0
        var cents: Int64 = 0
        var wholeDigits = 0
        var fractionDigits = -1
        var isNegative = false
        for (index, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "-") where index == 0: isNegative = true
            case UInt8(ascii: "+") where index == 0: break
            case UInt8(ascii: ".") where fractionDigits < 0 && wholeDigits > 0: fractionDigits = 0
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int64(byte - UInt8(ascii: "0"))
                if fractionDigits < 0 {
                    guard wholeDigits < maximumDigits else { return nil }
                    major = major * 10 + digit
                    wholeDigits += 1
                } else {
                    guard fractionDigits < 2 else { return nil }
                    cents = cents * 10 + digit
                    fractionDigits += 1
                }
            default: return nil
            }
        }
        guard wholeDigits > 0, fractionDigits != 0 else { return nil }
        let minor = major * MinorUnits.perMajorUnit + (fractionDigits == 1 ? cents * 10 : cents)
        return isNegative ? -minor : minor
    }
}

/// Why a row of a statement cannot be imported.
struct StatementRowProblem: Error, Equatable {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}

extension String {
    /// The text without spaces, tabs and line breaks at either end. Foundation's
    /// `trimmingCharacters(in:)` goes through NSString and cost a third of an import.
    fileprivate var trimmingBlanks: String {
        let bytes = utf8
        guard let first = bytes.firstIndex(where: { !Self.isBlank($0) }) else { return "" }
        guard let last = bytes.lastIndex(where: { !Self.isBlank($0) }) else { return "" }
        if first == bytes.startIndex && last == bytes.index(before: bytes.endIndex) {
            return self
        }
        return String(self[first...last])
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }
}

extension UInt64 {
    fileprivate var asInt64: Int64 { Int64(clamping: self) }
}
