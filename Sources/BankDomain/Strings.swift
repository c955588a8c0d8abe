import Foundation

/// The user-facing text of the bank's domain, in one place. Error messages start in lower case
/// because they follow `error:`.
enum Strings {
    private static let money = MoneyFormatter()

    static let sameAccount = "the source and destination are the same account"
    static let sameAccountHint = "Pick two different accounts with 'from' and 'to'."
    static let currencyMismatchHint = "Transfers work only between accounts in the same currency."
    static let invalidAmount = "the amount must be more than zero"
    static let invalidAmountHint = "Type an amount such as 25 or 12.50."
    static let fundsHint = "Choose a smaller amount or another source account."
    static let refreshHint = "Type 'refresh' or go back to see what is there now."
    static func refusedByServer(_ reason: String) -> String { "the bank's server refused: \(reason)" }
    static func requestKeyReused(_ key: RequestKey) -> String {
        "the key \(key) was given to another change; nothing was changed"
    }
    static let requestKeyReusedHint = "Confirm the change again: it gets a key of its own."
    static let cardLimitHint = "Type a limit such as 1500."

    static let dateOutOfRangeHint = "The ledger records dates from 1900 to 2099."
    static let emptyMemo = "the memo is empty"
    static let amountCurrencyHint = "Write the amount in the account's currency, or without one, such as 25.00."

    static func tooPrecise(_ currency: String, _ digits: Int) -> String {
        digits == 0
            ? "\(currency) amounts have no decimal places"
            : "\(currency) amounts have at most \(digits) decimal place\(digits == 1 ? "" : "s")"
    }

    static func amountInOtherCurrency(_ written: String, _ account: String, _ currency: String) -> String {
        "the amount is in \(written), but \(account) is in \(currency)"
    }
    static let memoHint = "A memo is text of up to \(MemoText.maximumLength) characters, such as: Rent for March."

    static func memoTooLong(_ length: Int, _ maximum: Int) -> String {
        "the memo has \(length) characters; a memo may have at most \(maximum)"
    }

    static func dateOutOfRange(_ date: Date) -> String {
        "the date \(date.formatted(.iso8601.year().month().day())) is outside the years 1900 to 2099"
    }

    static func accountNotFound(_ id: Account.ID) -> String {
        "account \(id) does not exist"
    }

    static func accountClosed(_ name: String) -> String {
        "\(name) is closed; no money can move to or from it"
    }

    static func transactionNotFound(_ id: Transaction.ID) -> String {
        "transaction \(id) does not exist"
    }

    static func cardNotFound(_ id: Card.ID) -> String {
        "card \(id) does not exist"
    }

    static func currencyMismatch(_ source: String, _ destination: String) -> String {
        "cannot transfer from \(source) to \(destination)"
    }

    static func insufficientFunds(_ available: Decimal, _ currency: String) -> String {
        "insufficient funds: \(money.string(available, currency: currency)) available"
    }

    static func creditLimitExceeded(_ available: Decimal, _ currency: String) -> String {
        "that would pass the credit limit: \(money.string(available, currency: currency)) available"
    }

    static func cardAlreadyInStatus(_ status: CardStatus) -> String {
        "the card is already \(status.rawValue)"
    }

    static func invalidCardLimit(_ maximum: Decimal) -> String {
        "a monthly limit must be more than zero and at most \(money.string(maximum, currency: Currency.bankDefault))"
    }

    // MARK: - Statements

    enum Statement {
        static let cancelled = "the import was cancelled; the account is as it was"
        static let pathHint = "Give the path of a file you can read, such as: import statement.csv"
        static let writeHint = "Give a path in a folder you can write to, such as: export statement.csv"
        static let columnsHint =
            "The first row names the columns: date, memo, amount and, if you like, category; "
            + "fields are parted by commas, semicolons or tabs (--separator picks one)."
        static let strictHint = "Mend that row, or import without --strict to skip bad rows."

        static func unreadable(_ path: String, _ reason: String) -> String {
            "cannot read '\(path)': \(reason)"
        }

        static func missingColumns(_ columns: [String], header: [String]) -> String {
            let named = header.prefix(maximumNamedColumns).map { "'\(MemoText.cleaned($0))'" }
            return "the statement has no " + columns.joined(separator: ", ") + " column"
                + (columns.count == 1 ? "" : "s") + "; its header names "
                + (named.isEmpty ? "none" : named.joined(separator: ", "))
                + (header.count > maximumNamedColumns ? ", …" : "")
        }

        /// The most columns of a header a message names.
        private static let maximumNamedColumns = 8

        static func badRow(_ line: Int, _ reason: String) -> String {
            "line \(line): \(reason); nothing was imported"
        }

        static func unwritable(_ path: String, _ reason: String) -> String {
            "cannot write '\(path)': \(reason)"
        }

        static let dateFormatHint =
            "Write the format with y for the year, M for the month and d for the day, such as dd/MM/yyyy or MM-dd-yyyy."
        static let balanceHint = "Import the statement into another account, or check its amounts for typos."

        static let separatorHint = "Give --separator ',' or ';' or tab, or leave it out to find it by the header."

        static func badSeparator(_ separator: String) -> String {
            "'\(MemoText.cleaned(separator))' is not a separator vbank reads statements with; no row was read"
        }

        static let rulesPathHint =
            "Give the rules file's path, or keep it as NAME.rules in ~/.config/vbank/rules and give its name."

        static func unreadableRules(_ path: String, _ reason: String) -> String {
            "cannot read the rules '\(path)': \(reason); nothing was imported"
        }

        static let rulesHint =
            "vbank reads hledger's CSV rules: skip, fields, separator, decimal-mark, date-format, encoding, include, field assignments and if blocks."
        static let encodingHint =
            "Name the file's encoding: --encoding latin1, windows-1252, utf-16 or utf-8 (a UTF-16 file with its mark is found alone)."

        static func badEncoding(_ encoding: String) -> String {
            "'\(MemoText.cleaned(encoding))' is not an encoding vbank reads statements in; no row was read"
        }

        static func notUTF8(_ path: String, line: Int, column: Int) -> String {
            "cannot read '\(path)': it is not UTF-8 text (line \(line), column \(column)); nothing was imported"
        }

        static func badDateFormat(_ format: String) -> String {
            "'\(format)' is not a date format vbank can read dates with; no row was read"
        }

        static let malformedFileHint =
            "Download the statement from the bank again (a file cut short reads this way), or import its CSV export."
        static let formatOptionsHint =
            "OFX and CAMT.053 files say how to read them; a QIF file takes --format for its dates and --encoding."
        static let severalAccountsHint =
            "Download the statement of one account at a time, and import it into that account."

        static func malformedFile(_ path: String, format: String, line: Int, column: Int, reason: String) -> String {
            "\(path):\(line):\(column): not \(format) as banks write it: \(reason); nothing was imported"
        }

        static func optionNotForFormat(_ option: String, format: String) -> String {
            "\(option) is for CSV statements, and this file is \(format); nothing was imported"
        }

        static func severalAccounts(_ path: String, accounts: [String]) -> String {
            let named = accounts.prefix(maximumNamedColumns).map { "'\(MemoText.cleaned($0))'" }
            return "'\(path)' holds the transactions of \(accounts.count) accounts ("
                + named.joined(separator: ", ") + (accounts.count > maximumNamedColumns ? ", …" : "")
                + "); vbank imports one account's statement at a time; nothing was imported"
        }

        static func alreadyImported(_ file: String, day: CalendarDay, account: String, importID: Int64) -> String {
            let month = monthNames[(day.month - 1 + 12) % 12]
            return "'\(MemoText.cleaned(file))' was imported on \(month) \(day.day), \(day.year) into "
                + "\(MemoText.cleaned(account)) (import \(importID)), and is not imported twice; nothing was imported"
        }

        static func alreadyImportedHint(_ importID: Int64) -> String {
            "To read it again another way, type 'undo-import \(importID)' in that account first; 'imports' lists them."
        }

        private static let monthNames = [
            "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
        ]

        static func balanceTooLarge(_ account: String, _ maximum: Decimal) -> String {
            "the statement would take \(account) beyond \(money.string(maximum, currency: Currency.bankDefault)), "
                + "the most an account may hold or owe; nothing was imported"
        }
    }
}
