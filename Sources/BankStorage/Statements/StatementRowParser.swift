package import BankDomain
import Foundation

/// Turns the rows of a statement into transactions: finds the columns by the header, then reads
/// each row's date, memo, amount and category, or says what is wrong with it.
package struct StatementRowParser {
    // MARK: - Nested Types

    /// Where each column is in a row.
    package struct Columns: Equatable {
        package let date: Int
        package let memo: Int
        package let amount: Int
        package let category: Int?
        /// Where an export of vbank said which row of its bank each row was.
        package let reference: Int?
        /// Where the bank wrote the balance after each row, if it did.
        package var balance: Int?
        /// Where a statement file gives its own identifier of each row (OFX's FITID), if it does.
        package var fileID: Int?
    }

    // MARK: - Constants

    /// The columns every statement must have.
    package static let requiredColumns = ["date", "memo", "amount"]

    // MARK: - Properties

    package let columns: Columns
    /// How many fields the header names: a row with more has a field the header does not name.
    private let headerFields: Int
    /// The account's currency: an amount written in another is a bad row.
    private let currency: String
    /// The day the account opened: a row dated before it is a bad row.
    private let openedOn: CalendarDay?
    /// This bank's identity, by which its own exported rows are known.
    private let bank: String?
    /// Whether a category vbank does not know is a bad row, as in a strict import, rather than
    /// `other`.
    private let refusesUnknownCategories: Bool
    /// The categories a row may name, and the rules that categorise a row that names none.
    private let book: CategoryBook
    private var dates: StatementDates
    /// The rows whose category vbank does not know, counted as `other`, and the first of those
    /// categories' names.
    private(set) var unknownCategories = StatementImportResult.UnknownCategories()

    // MARK: - Initialization

    /// Finds the columns in `header` (names compared without case or surrounding spaces), for an
    /// account in `currency` of the bank whose identity is `bank`. Dates are calendar days, read
    /// without a time zone.
    package init(
        header: [String], currency: String, openedOn: CalendarDay? = nil, bank: String? = nil,
        book: CategoryBook = .defaults, options: StatementImportOptions, fileIDColumn: Int? = nil
    ) throws(StatementError) {
        let names = Self.columnNames(header)
        let position = { (name: String) in names.firstIndex(of: name) }
        let missing = Self.requiredColumns.filter { position($0) == nil }
        guard missing.isEmpty, let date = position("date"), let memo = position("memo"), let amount = position("amount")
        else { throw .missingColumns(missing, header: header) }
        columns = Columns(
            date: date, memo: memo, amount: amount, category: position("category"),
            reference: position(StatementReference.column), balance: position("balance"), fileID: fileIDColumn)
        headerFields = header.count
        self.currency = currency
        self.openedOn = openedOn
        self.bank = bank
        refusesUnknownCategories = options.isStrict
        self.book = book
        dates = StatementDates(format: options.dateFormat)
    }

    /// Whether `header` names every column of `required`, as the parser finds them.
    package static func names(_ required: [String], in header: [String]) -> Bool {
        let names = Set(columnNames(header))
        return required.allSatisfy(names.contains)
    }

    /// The header's names as columns are found by: without case or surrounding blanks.
    private static func columnNames(_ header: [String]) -> [String] {
        header.map { $0.trimmingBlanks.lowercased() }
    }

    // MARK: - Parsing

    /// The row of this bank that `fields` were exported from, by their reference; nil for a row
    /// of another bank or of no bank.
    package func ownRow(in fields: [String]) -> Transaction.ID? {
        guard let column = columns.reference, let bank, column < fields.count else { return nil }
        return StatementReference.row(in: fields[column][...], ofBank: bank)
    }

    /// The file's own identifier of the row `fields` are; nil when the file gives none.
    package func fileID(in fields: [String]) -> String? {
        guard let column = columns.fileID, column < fields.count, !fields[column].isEmpty else { return nil }
        return fields[column]
    }

    /// The balance after the row `fields` are, as the statement's balance column gives it; nil
    /// when it has none, or none this account's currency can hold.
    package func balance(in fields: [String]) -> Int64? {
        guard let column = columns.balance, column < fields.count,
            let written = try? WrittenAmount(reading: fields[column]), written.currency ?? currency == currency
        else { return nil }
        return try? written.minorUnits(in: currency)
    }

    /// The transaction `fields` describe, or the reason they do not. A row of this bank's own
    /// export (`ownRow`) is not held to the account's opening day: the bank wrote it, and the
    /// import passes over it while the ledger holds it.
    package mutating func transaction(from fields: [String], ownRow: Transaction.ID? = nil)
        -> Result<NewTransaction, StatementRowProblem>
    {
        guard fields.count > max(columns.date, columns.memo, columns.amount, columns.category ?? 0) else {
            return .failure(.init(Strings.Statements.tooFewFields(fields.count, header: headerFields)))
        }
        // Empty fields past the header's (a comma at the end of every row) hold nothing to lose.
        guard fields.count <= headerFields || fields[headerFields...].allSatisfy({ $0.trimmingBlanks.isEmpty }) else {
            return .failure(.init(Strings.Statements.tooManyFields(fields.count, header: headerFields)))
        }
        let dateText = fields[columns.date].trimmingBlanks
        guard let day = dates.day(from: dateText) else {
            return .failure(.init(Strings.Statements.badDate(dateText, format: dates.format)))
        }
        guard NewTransaction.recordableDays.contains(day.daysSince1970) else {
            return .failure(.init(Strings.Statements.dateOutOfRange(dateText)))
        }
        if let openedOn, day < openedOn, ownRow == nil {
            return .failure(.init(Strings.Statements.beforeOpening(day, openedOn: openedOn)))
        }
        let amount: Int64
        do {
            let written = try WrittenAmount(reading: fields[columns.amount])
            if let code = written.currency, code != currency {
                return .failure(.init(Strings.Statements.otherCurrency(code, account: currency)))
            }
            amount = try written.minorUnits(in: currency)
        } catch {
            return .failure(.init(error.errorDescription ?? ""))
        }
        guard amount != 0 else { return .failure(.init(Strings.Statements.zeroAmount)) }
        let memo: String
        do {
            memo = try MemoText.accepted(StatementCSV.withoutFormulaGuard(fields[columns.memo]))
        } catch {
            return .failure(.init(error.errorDescription ?? ""))
        }
        let categoryText = columns.category.map { fields[$0].trimmingBlanks.lowercased() } ?? ""
        guard let category = category(named: categoryText) else {
            return .failure(.init(Strings.Statements.badCategory(categoryText)))
        }
        return .success(
            NewTransaction(
                day: day, memo: memo, category: category, amountMinor: abs(amount),
                type: amount > 0 ? .credit : .debit, counterparty: memo))
    }
}

extension StatementRowParser {
    /// `transaction`, read from `fields`, in the category the first rule that matches its memo
    /// gives, when the row names no category; as it is otherwise. The import key is of the row as
    /// the statement has it: rules added later do not make a row imported before a new one.
    package func categorisedByRules(_ transaction: NewTransaction, from fields: [String]) -> NewTransaction {
        guard !book.rules.isEmpty, columns.category.map({ fields[$0].trimmingBlanks.isEmpty }) ?? true,
            let category = book.categoryByRules(for: transaction.memo)?.category
        else { return transaction }
        return transaction.inCategory(category)
    }

    /// The category of a row that names `text` (lower case): the one it names, if the bank has it;
    /// `other` for a row that names none; for a category the bank lacks, `other`, counted, or nil
    /// in a strict import.
    fileprivate mutating func category(named text: String) -> TransactionCategory? {
        guard !text.isEmpty else { return .other }
        if let category = TransactionCategory(rawValue: text), book.has(category) {
            return category
        }
        guard !refusesUnknownCategories else { return nil }
        unknownCategories.count(text)
        return .other
    }
}

/// Why a row of a statement cannot be imported.
package struct StatementRowProblem: Error, Equatable {
    package let reason: String

    package init(_ reason: String) {
        self.reason = reason
    }
}
