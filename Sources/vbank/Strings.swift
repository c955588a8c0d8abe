import BankDomain
import Vipera

/// The user-facing text of the vbank executable, in one place.
enum Strings {
    /// Said once as a session starts on a bank it cannot write.
    static func readingOnly(_ fault: StorageFault) -> String {
        "\(fault.causeText): vbank opened the bank for reading only and refuses changes. \(fault.hint)"
    }

    /// Said as a session starts on a bank file it just made: a mistyped path must not pass for
    /// the user's bank.
    static func createdBank(_ path: String) -> String {
        "created a new bank with demo data at \(path)"
    }

    static func noBankAt(_ path: String) -> String {
        "there is no bank at \(path): vbank made nothing there"
    }

    static func noBankAtHint(_ path: String) -> String {
        let quoted = shellWord(path)
        return "Make an empty bank there with: vbank init --db \(quoted); "
            + "or one with demo data to try vbank: vbank --db \(quoted) --demo."
    }

    /// Said as a session starts at a terminal with a stopped clock.
    static func fixedClock(at moment: String, by source: String) -> String {
        "the clock is stopped at \(moment) by \(source): whatever you change is dated then"
            + (source == "--now" ? "" : "; unset \(source) for the real time")
    }

    /// Said as a dry run starts on a path with no bank yet.
    static func checkingNewBank(_ path: String) -> String {
        "there is no bank at \(path) yet: the commands are checked against a new demo bank in memory, and no file is made"
    }

    /// Said as a session starts on a server database it just filled.
    static func createdServerBank(_ address: String) -> String {
        "created a new bank with demo data in \(address)"
    }

    static func madeEmptyBank(_ place: String) -> String {
        "made a new, empty bank at \(place)"
    }

    static let madeEmptyBankNext =
        "Start vbank, type 'accounts', then open your first account, such as: new-account Everyday checking --opening 120.50"

    static func fileBankExists(_ path: String) -> String {
        "there is already a file at \(path); init left it as it is"
    }

    static func serverBankExists(_ address: String) -> String {
        "\(address) already holds a bank; init left it as it is"
    }

    static func noBankFileToCopy(_ path: String) -> String {
        "there is no bank file at \(path); copy changed nothing"
    }

    static let noBankFileToCopyHint = "Give the bank file with --db PATH."
    static let copyNeedsAServer = "copy writes to a PostgreSQL server: --to takes a postgresql:// address"

    static func copyTargetHoldsAccounts(_ address: String) -> String {
        "\(address) already holds accounts; copy wrote nothing there"
    }

    static let copyTargetHint =
        "Copy into a database without a bank: createdb NAME, then vbank copy --to postgresql:///NAME."

    static func copiedBank(_ path: String, to address: String, accounts: Int, transactions: Int, cards: Int) -> String {
        "copied \(path) to \(address): \(accounts) accounts, \(transactions) transactions and \(cards) cards, "
            + "in one transaction; you own every account"
    }

    static let bankExistsHint = "Give another place with --db, or start vbank on the bank that is there."

    static let dryRunOnServer = "--check works on bank files, not on a bank on a PostgreSQL server"
    static let dryRunOnServerHint =
        "Try the commands on a copy instead: --db :memory: for the demo bank, or a database restored from pg_dump."

    static let noDefaultDatabase = "cannot find a place for the database: neither XDG_DATA_HOME nor HOME is set"
    static let noDefaultDatabaseHint = "Give a file with --db PATH, or --db :memory: for a throw-away bank."

    static func cannotCreateFolder(_ folder: String, _ reason: String) -> String {
        "cannot create the folder '\(folder)': \(reason)"
    }

    /// `text` as a shell reads it back: as it is when it holds only characters a shell leaves
    /// alone, else in single quotes.
    private static func shellWord(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                $0.isASCII
                    && (($0.properties.isAlphabetic) || ("0"..."9").contains($0)
                        || "._/-+,:@%~".unicodeScalars.contains($0))
            }
        return plain ? text : ShellQuoting.singleQuoted(text)
    }
}
