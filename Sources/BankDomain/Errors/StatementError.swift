public import Foundation

/// What stops a statement import or export. An import that stops changes nothing.
public enum StatementError: Error, Equatable, Sendable, LocalizedError {
    /// The file could not be opened or read.
    case unreadable(path: String, reason: String)
    /// The header row lacks columns the import needs; `header` is what it names.
    case missingColumns([String], header: [String])
    /// A bad row, in a strict import.
    case badRow(line: Int, reason: String)
    /// The user cancelled the import.
    case cancelled
    /// The file could not be written.
    case unwritable(path: String, reason: String)
    /// The date format is not one dates can be read with.
    case badDateFormat(String)
    /// The separator is not one a statement's fields are parted by.
    case badSeparator(String)
    /// The encoding is not one vbank reads statements in.
    case badEncoding(String)
    /// Bytes that are not UTF-8, in a file read as UTF-8, at their line and column.
    case notUTF8(path: String, line: Int, column: Int)
    /// A rules file vbank cannot read, at the line and column where it stops making sense.
    case badRules(path: String, line: Int, column: Int, reason: String)
    /// A rules file that cannot be opened.
    case unreadableRules(path: String, reason: String)
    /// The statement would take the account's balance beyond ``MoneyBounds``.
    case balanceTooLarge(account: String, maximum: Decimal)
    /// A statement in a format other than CSV (OFX, QIF, CAMT.053, named in `format`) that stops
    /// being that format at `line` and `column`.
    case malformedFile(path: String, format: String, line: Int, column: Int, reason: String)
    /// An option that says how to read a CSV file, given for a file in `format`.
    case optionNotForFormat(option: String, format: String)
    /// A statement file that holds the transactions of several accounts, named in `accounts`.
    case severalAccounts(path: String, accounts: [String])
    /// The same bytes came in before, on `day` into `account`, as import `importID`, and that
    /// import stands.
    case alreadyImported(file: String, day: CalendarDay, account: String, importID: Int64)

    // MARK: - LocalizedError

    /// What went wrong.
    public var errorDescription: String? {
        switch self {
        case .unreadable(let path, let reason): Strings.Statement.unreadable(path, reason)
        case .missingColumns(let columns, let header): Strings.Statement.missingColumns(columns, header: header)
        case .badRow(let line, let reason): Strings.Statement.badRow(line, reason)
        case .cancelled: Strings.Statement.cancelled
        case .unwritable(let path, let reason): Strings.Statement.unwritable(path, reason)
        case .badDateFormat(let format): Strings.Statement.badDateFormat(format)
        case .badSeparator(let separator): Strings.Statement.badSeparator(separator)
        case .badEncoding(let encoding): Strings.Statement.badEncoding(encoding)
        case .notUTF8(let path, let line, let column): Strings.Statement.notUTF8(path, line: line, column: column)
        case .badRules(let path, let line, let column, let reason): "\(path):\(line):\(column): \(reason)"
        case .unreadableRules(let path, let reason): Strings.Statement.unreadableRules(path, reason)
        case .balanceTooLarge(let account, let maximum): Strings.Statement.balanceTooLarge(account, maximum)
        case .malformedFile(let path, let format, let line, let column, let reason):
            Strings.Statement.malformedFile(path, format: format, line: line, column: column, reason: reason)
        case .optionNotForFormat(let option, let format): Strings.Statement.optionNotForFormat(option, format: format)
        case .severalAccounts(let path, let accounts): Strings.Statement.severalAccounts(path, accounts: accounts)
        case .alreadyImported(let file, let day, let account, let id):
            Strings.Statement.alreadyImported(file, day: day, account: account, importID: id)
        }
    }

    /// What to do about it.
    public var recoverySuggestion: String? {
        switch self {
        case .unreadable: Strings.Statement.pathHint
        case .unwritable: Strings.Statement.writeHint
        case .missingColumns: Strings.Statement.columnsHint
        case .badRow: Strings.Statement.strictHint
        case .badDateFormat: Strings.Statement.dateFormatHint
        case .badSeparator: Strings.Statement.separatorHint
        case .badEncoding, .notUTF8: Strings.Statement.encodingHint
        case .badRules: Strings.Statement.rulesHint
        case .unreadableRules: Strings.Statement.rulesPathHint
        case .balanceTooLarge: Strings.Statement.balanceHint
        case .malformedFile: Strings.Statement.malformedFileHint
        case .optionNotForFormat: Strings.Statement.formatOptionsHint
        case .severalAccounts: Strings.Statement.severalAccountsHint
        case .alreadyImported(_, _, _, let id): Strings.Statement.alreadyImportedHint(id)
        case .cancelled: nil
        }
    }
}
