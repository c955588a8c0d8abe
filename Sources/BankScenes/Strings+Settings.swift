import BankDomain

extension Strings {
    enum Settings {
        static let title = "Settings"
        static let pageSizeLabel = "Page size"
        static let showBalancesLabel = "Show balances"
        static let colourLabel = "Colour"
        static let noticesLabel = "Notices"
        static let setSummary =
            "Change a setting: set page-size N, set show-balances on|off, set colour on|off, set notices on|off"
        static let keyArgument = "page-size, show-balances, colour or notices"
        static let valueArgument = "A number for page-size; on or off for the others"
        static let purpose =
            "The customer's settings: transactions per page, whether balances are shown, colour, and notices of other sessions' changes; each change is saved at once and takes effect everywhere. Backups of the bank, restores from them, and checks of the bank."
        static let backupSummary = "Write a backup of the bank to a new file, and check the copy"
        static let restoreSummary = "Check a backup and show what it would replace; confirm replaces the bank with it"
        static let verifySummary = "Check the bank: its file, its version, and that every balance equals its ledger"
        static let backupFileArgument = "The new file the backup goes into"
        static let replaceFlag = "Write over the file if there is one (never the bank itself)"
        static let restoreFileArgument = "A backup that 'backup' wrote"
        static let yesFlag = "Restore at once, without waiting for 'confirm': for scripts"
        static let confirmSummary = "Restore from the backup that 'restore' checked"
        static let cancelSummary = "Keep the bank as it is: drop the restore that waits for 'confirm'"
        static let nothingToConfirm = "there is no restore waiting for 'confirm'"
        static let bankReplacedSinceReview =
            "another session replaced the bank since the restore was checked: nothing was restored"

        static func bankReplacedSinceReviewHint(_ path: String) -> String {
            "See what it would replace now: restore \(path)"
        }
        static let nothingToConfirmHint =
            "Type 'restore FILE' first: it checks the backup and shows what it would replace."
        static let nothingToCancel = "No restore was waiting; the bank is as it was."

        static func restoreWaits(_ file: String, replacing bank: String?, holding contents: String?) -> String {
            let replaced = bank.map { "the bank at \($0)" } ?? "the bank in memory"
            let holding = contents.map { " (\($0) now)" } ?? ""
            return "Restoring from \(file) replaces \(replaced)\(holding); the bank as it is now is kept beside it. "
                + "Type 'confirm' to restore, or 'cancel' to keep the bank as it is."
        }

        static func restoreCleared(_ file: String) -> String {
            "The restore from \(file) that waited for 'confirm' is dropped; the bank is as it was."
        }

        static func restoreCancelled(_ file: String) -> String {
            "Nothing was restored from \(file); the bank is as it was."
        }

        static func pageSizeChanged(_ size: Int) -> String {
            "Transaction pages now show \(size) rows."
        }

        static func balancesChanged(_ value: String) -> String {
            "Show balances is now \(value)."
        }

        static func colourChanged(_ value: String) -> String {
            "Colour is now \(value)."
        }

        static func noticesChanged(_ value: String) -> String {
            "Notices of other sessions' changes are now \(value)."
        }

        static func badPageSize(_ value: String, _ lowest: Int, _ highest: Int) -> String {
            "page-size must be a whole number from \(lowest) to \(highest), not '\(value)'"
        }

        static func badOnOff(_ key: String, _ value: String) -> String {
            "\(key) must be on or off, not '\(value)'"
        }

        // MARK: - Unsaved Changes

        static func notSaved(_ change: String, _ fault: StorageFault) -> String {
            let change = change.hasSuffix(".") ? String(change.dropLast()) : change
            return "\(change) for this session only: \(fault.causeText), so it was not saved. \(fault.hint)"
        }

        // MARK: - Checks

        static let fileLabel = "File"
        static let versionLabel = "Version"
        static let moneyLabel = "Money"
        static let talliesLabel = "Tallies"
        static let transfersLabel = "Transfers"
        static let intact = "whole: SQLite's integrity check found nothing wrong"
        static let storageLabel = "Storage"
        static let keptByServer = "kept by the PostgreSQL server, which checks its own pages (pg_amcheck)"
        static let restoreFromDumpHint =
            "Restore it from a copy pg_dump wrote: pg_restore --clean --dbname=DATABASE bank.dump."

        static func sound(onServer: Bool) -> String {
            onServer
                ? "The bank is sound: every balance equals its ledger."
                : "The bank is sound: its file is whole and every balance equals its ledger."
        }
        static func restoreHint(_ surface: BankScenes.Settings.Surface) -> String {
            switch surface {
            case .session: "Restore it from a backup: 'restore FILE' here, or vbank restore FILE."
            case .commandLine: "Restore it from a backup: vbank restore FILE."
            }
        }
        static let notRecorded = "not checked: the file is from before vbank recorded opening balances"
        static let unreadable = "not checked: the damage keeps the ledger from being read"
        static let versionUnreadable = "not read: the damage keeps it from being read"
        static let skipped = "not checked: a newer vbank wrote the file"

        static func checkTitle(_ file: String?) -> String {
            "Bank check · " + (file ?? "in memory")
        }

        static func damaged(_ problems: Int) -> String {
            "damaged: SQLite's integrity check found \(problems) problem\(problems == 1 ? "" : "s")"
        }

        static func currentVersion(_ number: Int) -> String {
            "\(number), the newest this vbank knows"
        }

        static func olderVersion(_ number: Int, _ current: Int) -> String {
            "\(number) of \(current): vbank brings it up to date when it opens it"
        }

        static func newerVersion(_ known: Int) -> String {
            "from a newer vbank; this one knows versions up to \(known)"
        }

        static func balancesAgree(_ accounts: Int, _ transactions: String) -> String {
            "every balance equals its ledger (\(contents(accounts, transactions)))"
        }

        static func mismatch(_ name: String, _ number: String, balance: String, ledger: String) -> String {
            "\(name) \(number): the balance is \(balance), but its ledger comes to \(ledger)"
        }

        static let amountsLabel = "Amounts"
        static func ledgerTooLarge(_ name: String, _ number: String, balance: String) -> String {
            "\(name) \(number): the balance is \(balance), and its ledger is too large to add up"
        }

        static func beyondBound(_ name: String, _ number: String, balance: String, bound: String) -> String {
            "\(name) \(number): the balance is \(balance), beyond \(bound), the most an account may hold or owe"
        }

        static func rowsBeyondBound(_ count: String, bound: String) -> String {
            "\(count) ledger row\(count == "1" ? " is" : "s are") beyond \(bound), the most one amount may be"
        }

        static func rowBeyondBound(_ id: Int64, _ account: String, _ day: String, _ amount: String) -> String {
            "#\(id) \(account), \(day): \(amount)"
        }

        static func moreRowsBeyondBound(_ count: String) -> String {
            "and \(count) more"
        }

        static func tallies(_ agree: Bool) -> String {
            agree ? "agree with the ledger" : "disagree with the ledger: lists and charts may count wrong"
        }

        static func transfers(unbalanced count: Int, _ written: String) -> String {
            count == 0
                ? "the two rows of each transfer balance"
                : "\(written) transfer\(count == 1 ? "'s" : "s'") two rows do not balance: money came or went without its pair"
        }

        static func contents(_ accounts: Int, _ transactions: String) -> String {
            "\(accounts) account\(accounts == 1 ? "" : "s"), \(transactions) transaction\(transactions == "1" ? "" : "s")"
        }

        static func bankProblems(_ count: Int) -> String {
            "the bank has \(problems(count))"
        }

        // MARK: - Backups

        static func copyProblemsHint(_ surface: BankScenes.Settings.Surface) -> String {
            switch surface {
            case .session: "Type 'verify' to see them, and restore the bank from an older backup."
            case .commandLine: "Run 'vbank verify' to see them, and restore the bank from an older backup."
            }
        }
        static let notRestored = "The bank was not replaced."
        static let refusedHint = "Restore from another backup, one that passes its check."

        static func backedUp(_ file: String, size: String, contents: String?) -> String {
            "Backed up the bank to '\(file)' (\(size)\(contents.map { ": " + $0 } ?? "")); the copy passes its check."
        }

        static func copyProblems(_ count: Int) -> String {
            "the copy has \(problems(count)), so the bank has them too"
        }

        static func kept(_ file: String) -> String {
            "The bank as it was is kept in '\(file)'."
        }

        static func restored(_ file: String, _ surface: BankScenes.Settings.Surface) -> String {
            switch surface {
            case .session: "Restored the bank from '\(file)'. Type 'home' to see it."
            case .commandLine: "Restored the bank from '\(file)'."
            }
        }

        static func refused(_ file: String, _ count: Int) -> String {
            "'\(file)' did not pass its check (\(problems(count))): the bank is as it was"
        }

        private static func problems(_ count: Int) -> String {
            "\(count) problem\(count == 1 ? "" : "s")"
        }
    }
}
