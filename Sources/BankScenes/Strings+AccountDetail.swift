import BankDomain

extension Strings {
    enum AccountDetail {
        /// The scene as a place in prose: "it works in an account".
        static let place = "an account"
        static let typeLabel = "Type"
        static let numberLabel = "Number"
        static let ibanLabel = "IBAN"

        static func exampleIBAN(_ iban: String) -> String {
            "\(iban) (an example)"
        }
        static let reconciledLabel = "Reconciled"
        static func reconciledValue(_ day: String, _ balance: String) -> String { "\(day), at \(balance)" }
        static let reconcileSummary = "Check this account against the bank's balance at the end of a day"
        static let setLimitSummary = "Give a credit account a new limit: set limit 6,000"
        static let limitWordArgument = "The word 'limit'"
        static let limitArgument = "The new limit, no less than what the account owes"

        static func limitSet(_ account: String, _ limit: String, available: String) -> String {
            "\(account)'s credit limit is now \(limit); \(available) is available."
        }
        static let figureArgument =
            "The bank's balance, and 'on' a day (today unless given), such as 1,234.56 on 2026-11-30"
        static let reconcileHint =
            "Type the bank's balance, such as 'reconcile 1,234.56' or 'reconcile 1,234.56 on 2026-11-30'."
        static func notAReconcileWord(_ word: String) -> String { "'\(word)' is neither 'on' nor part of a day" }

        static func reconciled(_ account: String, _ balance: String, _ day: String) -> String {
            "Reconciled: \(account) held \(balance) at the end of \(day), as the bank says. The rows on or before it are reconciled."
        }
        static func differs(
            _ account: String, holds ledger: String, _ day: String, bank: String, gap: String, less: Bool
        ) -> String {
            "\(account) held \(ledger) at the end of \(day); the bank says \(bank), \(gap) \(less ? "more" : "less"). Nothing was recorded."
        }
        static func sinceReconciled(_ day: String) -> String { "the reconciliation of \(day)" }
        static func rowsSince(_ count: String, since: String?) -> String {
            "\(count) \(plural(count, "row")) since \(since ?? "the account began")."
        }
        static let suspectsHint =
            "Each row above is of the difference or half of it: one the bank does not have, or one the wrong way round. Correct or delete it, or record what is missing, then reconcile again."
        static func noSuspects(_ gap: String) -> String {
            "No row since then is of \(gap) or half of it: a row may be missing (record it with 'spend' or 'receive'), or split across rows. Reconcile an earlier day to find where they part."
        }
        static let balanceLabel = "Balance"
        static let availableLabel = "Available"
        static let latestHeading = "Latest transactions"
        static let noTransactions = "No transactions yet."
        static let transactionsSummary = "Page through this account's transactions"
        static let transferSummary = "Move money out of this account"
        static let importSummary = "Read a bank statement (CSV, OFX, QIF or CAMT.053) into this account"
        static let insightsSummary = "See where this account's money went"
        static let balanceHistoryLabel = "30 days"
        static let fileArgument = "The statement file"
        static let dateFormatOption = "How its dates are written, such as dd/MM/yyyy (yyyy-MM-dd unless given)"
        static let strictFlag = "Stop at the first bad row and import nothing"
        static let separatorOption = "What parts its fields: , ; or tab (found by the header unless given)"
        /// The most rules a summary names; the rest are counted.
        static let listedRules = 3

        static func passedOverRules(_ rules: [String]) -> String {
            let listed = rules.prefix(listedRules).map { MemoText.cleaned($0) }.joined(separator: "; ")
            let more = rules.count > listedRules ? "; and \(rules.count - listedRules) more" : ""
            return "vbank has no use for, and passed over, these rules: \(listed)\(more)."
        }

        static func sameFile(day: String, account: String, importID: Int64) -> String {
            "The file was imported on \(day) into \(MemoText.cleaned(account)) (import \(importID))."
        }

        static let rulesOption =
            "hledger CSV rules that describe the file: a path, or a name kept in ~/.config/vbank/rules"
        static let encodingOption =
            "What its bytes are in: utf-8, utf-16, latin1 or windows-1252 (UTF-8, or UTF-16 with its mark, unless given)"
        static let lineColumn = "Line"
        static let problemColumn = "Skipped because"

        /// The balance line's caption: ASCII, so it reads in any locale.
        static func balanceHistoryCaption(_ first: String, _ last: String) -> String {
            "\(first) to \(last)"
        }

        static func importProgress(read: String, of total: String, rate: String, left: String) -> String {
            "\(read) of \(total) rows · \(rate) rows/s · \(left) left"
        }

        static func wouldImport(
            _ count: String, into account: String, from path: String, net: String, passedOver: PassedOver
        ) -> String {
            "--check: would import \(count) \(plural(count, "transaction")) into \(account) from \(path)"
                + " (\(net) in all)" + passedOver.text(bad: "bad") + "; nothing was imported."
        }

        /// The rows of a statement an import did not add, each count nil when there were none.
        struct PassedOver {
            /// Rows an earlier import of the same statement added.
            let duplicates: String?
            /// Rows of the bank's own export that its ledger holds.
            let ownRows: String?
            /// Rows that could not be read.
            let bad: String?

            func text(bad badWord: String) -> String {
                var text = ""
                if let duplicates {
                    text += "; \(duplicates) \(plural(duplicates, "row")) already imported"
                }
                if let ownRows {
                    text += "; \(ownRows) \(plural(ownRows, "row")) already in the ledger (this bank's own export)"
                }
                if let bad {
                    text += "; \(bad) \(badWord) \(plural(bad, "row"))"
                }
                return text
            }
        }

        static let sampleHeading = "The statement's first rows:"
        static let firstRowsHeading = "The first rows it would import:"
        static let lastRowsHeading = "The last:"
        static let previewFlag = "Say what the import would do, and import nothing"
        static let formatWithRules = "--format and --rules both say how dates are written; nothing was imported"
        static let formatWithRulesHint = "Leave out --format: the rules' date-format says it (date-format %d/%m/%Y)."
        static let confirmImportSummary = "Import the statement previewed, or take out the import 'undo-import' showed"
        static let importNotReviewed = "there is no import waiting for 'confirm'"
        static let importNotReviewedHint =
            "At a terminal, 'import FILE' of more than a few rows shows what it would import, then waits for 'confirm'."
        static let confirmImportPrompt =
            "Type 'confirm' to import them; any other command of this account leaves it as it is."
        static let changedSinceReview = "The statement no longer reads as it did: here is what it would import now."

        static func wouldBring(
            _ count: String, into account: String, from path: String, moneyIn: String, moneyOut: String,
            passedOver: PassedOver
        ) -> String {
            "Would import \(count) \(plural(count, "transaction")) into \(account) from \(path): \(moneyIn) in, "
                + "\(moneyOut) out" + passedOver.text(bad: "bad") + ". Nothing was imported."
        }

        static func byCategory(_ counts: [(name: String, rows: String)]) -> String {
            "By category: " + counts.map { "\($0.name) \($0.rows)" }.joined(separator: ", ") + "."
        }

        static func badRow(_ path: String, line: Int, _ reason: String) -> String {
            "\(path), line \(line): \(reason)"
        }

        static func streamProgress(read: String, rate: String) -> String {
            "\(read) rows · \(rate) rows/s"
        }

        static func imported(
            _ count: String, into account: String, from path: String, passedOver: PassedOver, seconds: Double,
            rate: String
        ) -> String {
            var text = "Imported \(count) \(plural(count, "transaction")) into \(account) from \(path)"
            text += passedOver.text(bad: "bad")
            if passedOver.bad != nil {
                text += " skipped"
            }
            return text + " (\(seconds) s, \(rate) rows/s)."
        }

        fileprivate static func plural(_ count: String, _ noun: String) -> String {
            count == "1" ? noun : noun + "s"
        }

        static func balancesAgree(_ days: String, plural: Bool) -> String {
            "Its balance column agrees with the account at the end of each of its \(days) \(plural ? "days" : "day")."
        }
        static func balancesPart(line: Int, day: String, statement: String, account: String) -> String {
            "Its balance column parts from the account at line \(line): it says \(statement) at the end of \(day), "
                + "the account holds \(account); a row before it may be missing, doubled or of another amount "
                + "('reconcile' an earlier day to narrow it)."
        }

        static func countedAsOther(_ count: String, names: [String]) -> String {
            let listed = names.map { "'\($0)'" }.joined(separator: ", ")
            return "\(count) \(plural(count, "row")) of categories vbank does not know (\(listed)) counted as other; "
                + "'import --strict' refuses them instead."
        }

        static func moreProblems(_ count: String) -> String {
            "and \(count) more bad \(plural(count, "row"))"
        }
        static let purpose =
            "One account: name, type, masked number, full IBAN, balance (and what is available on credit), and its last 10 transactions."
    }
}

extension Strings.AccountDetail {
    // MARK: - Imports

    static let importsSummary = "List this account's imports, numbered for 'undo-import'"
    static let undoImportSummary = "Review taking an import's rows out again, to 'confirm'"
    static let importNumberArgument = "The import's number, as 'imports' lists it"
    static let noImports = "No imports yet: 'import FILE' brings a bank's statement in."
    static let importStands = "in the ledger"
    static let importUndoPrompt =
        "Type 'confirm' to take them out; 'undo' puts them back. Any other command of this account leaves them."
    static let numberColumn = "#"
    static let importedColumn = "Imported"
    static let fileColumn = "File"
    static let formatColumn = "Format"
    static let rulesColumn = "Rules"
    static let rowsColumn = "Rows"
    static let sumColumn = "Sum"
    static let stateColumn = "Now"

    static func importsTitle(_ account: String) -> String {
        "Imports into \(MemoText.cleaned(account))"
    }

    static func importTakenOut(_ day: String) -> String {
        "taken out \(day)"
    }

    static func importRowsLeft(_ left: String, of rows: String) -> String {
        "\(left) of \(rows) rows left"
    }

    static func importUndoReview(
        number: Int64, rows: String, file: String, day: String, sum: String, account: String, from: String, to: String
    ) -> String {
        "undo-import \(number) takes out the \(rows) rows '\(MemoText.cleaned(file))' added on \(day) (\(sum) in all): "
            + "\(MemoText.cleaned(account))'s balance goes from \(from) to \(to)."
    }

    static func importUndone(number: Int64, rows: String, file: String, account: String, balance: String) -> String {
        "Took out import \(number): the \(rows) rows of '\(MemoText.cleaned(file))'. "
            + "\(MemoText.cleaned(account))'s balance is \(balance); 'undo' puts them back."
    }
}
