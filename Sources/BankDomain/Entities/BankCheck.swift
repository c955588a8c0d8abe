public import Foundation

/// What a check of a bank found: whether its file is whole, which version of vbank wrote it, and
/// whether every balance equals its opening balance plus its ledger (the money invariant).
public struct BankCheckReport: Sendable, Equatable {
    // MARK: - Nested Types

    /// The storage: a file as SQLite's integrity check finds it, or a database server's.
    public enum Condition: Sendable, Equatable {
        /// Every page and index reads as it should.
        case intact
        /// The check found `problems` things wrong, or could not finish (`problems` is then 1).
        case damaged(problems: Int)
        /// The bank is on a database server, which keeps its own pages whole: vbank checks the
        /// money and the tallies, and `pg_amcheck` the pages.
        case keptByServer
    }

    /// The schema's version against the versions this vbank knows.
    public enum Version: Sendable, Equatable {
        /// The newest this vbank knows.
        case current(Int)
        /// An older one, which vbank brings up to date when it opens the file.
        case older(Int, current: Int)
        /// Written by a newer vbank.
        case newer(known: Int)
        /// The damage keeps the version from being read.
        case unreadable
    }

    /// One account's balance against its ledger.
    public struct AccountBalance: Sendable, Equatable {
        /// The account's name.
        public let name: String
        /// Its number, shown masked.
        public let number: String
        /// Its currency.
        public let currency: String
        /// The balance it records, in minor units.
        public let balanceMinor: Int64
        /// Its opening balance plus every credit less every debit of its ledger, in minor units;
        /// nil when that is too large to add up.
        public let ledgerMinor: Int64?

        /// Whether the balance is what the ledger says.
        public var agrees: Bool { balanceMinor == ledgerMinor }

        /// Whether the balance is within ``MoneyBounds``.
        public var isWithinBounds: Bool { MoneyBounds.contains(balanceMinor) }

        /// Creates a line of the check.
        public init(name: String, number: String, currency: String, balanceMinor: Int64, ledgerMinor: Int64?) {
            self.name = name
            self.number = number
            self.currency = currency
            self.balanceMinor = balanceMinor
            self.ledgerMinor = ledgerMinor
        }
    }

    /// A ledger row whose amount is beyond ``MoneyBounds`` (or not a positive whole number of
    /// minor units), written before the bound existed or behind vbank's back.
    public struct OutOfBoundsRow: Sendable, Equatable {
        /// The row's identifier, as `open #ID` takes it.
        public let id: Int64
        /// The account's name.
        public let account: String
        /// The account's currency.
        public let currency: String
        /// When the row happened: on a day, or at a moment.
        public let when: LedgerDate
        /// The amount with its sign, in minor units.
        public let signedMinor: Int64

        /// Creates a finding.
        public init(id: Int64, account: String, currency: String, when: LedgerDate, signedMinor: Int64) {
            self.id = id
            self.account = account
            self.currency = currency
            self.when = when
            self.signedMinor = signedMinor
        }
    }

    /// The money invariant.
    public enum Money: Sendable, Equatable {
        /// Every account's balance against its ledger, and how many ledger rows there are.
        case checked(accounts: [AccountBalance], transactions: Int)
        /// The file is from before vbank recorded opening balances, so a balance cannot be set
        /// against its ledger; vbank records them when it brings the file up to date.
        case notRecorded
        /// The damage stopped the check from reading the ledger.
        case unreadable
        /// Not checked: a newer vbank wrote the file, whose schema this one does not know.
        case skipped
    }

    // MARK: - Properties

    /// The file checked; nil for a bank in memory.
    public let file: String?
    /// Whether the file is whole.
    public let condition: Condition
    /// Which vbank wrote it.
    public let version: Version
    /// Whether the balances equal the ledger.
    public let money: Money
    /// Whether the tallies that lists and charts read agree with the ledger; nil when the ledger
    /// could not be read or added up.
    public let talliesAgree: Bool?
    /// The first ledger rows beyond ``MoneyBounds``, oldest first; at most ``listedRowLimit``.
    public let outOfBounds: [OutOfBoundsRow]
    /// How many ledger rows are beyond ``MoneyBounds``, listed or not.
    public let outOfBoundsCount: Int
    /// How many transfers, known by their key, do not have one credit and one debit of one
    /// amount; nil when not checked (a bank from before transfers kept their keys).
    public let unbalancedTransfers: Int?

    /// The most rows beyond the bound a report lists.
    public static let listedRowLimit = 20

    // MARK: - Initialization

    /// Creates a report.
    public init(
        file: String?, condition: Condition, version: Version, money: Money, talliesAgree: Bool?,
        outOfBounds: [OutOfBoundsRow] = [], outOfBoundsCount: Int = 0, unbalancedTransfers: Int? = nil
    ) {
        self.file = file
        self.condition = condition
        self.version = version
        self.money = money
        self.talliesAgree = talliesAgree
        self.outOfBounds = outOfBounds
        self.outOfBoundsCount = outOfBoundsCount
        self.unbalancedTransfers = unbalancedTransfers
    }

    // MARK: - Findings

    /// How many things are wrong: the damage, a newer version, each account whose balance is not
    /// its ledger or is beyond ``MoneyBounds``, tallies that disagree, each row beyond the bound,
    /// and each transfer whose two rows do not balance.
    public var problemCount: Int {
        var count = 0
        if case .damaged = condition { count += 1 }
        if case .newer = version { count += 1 }
        if case .checked(let accounts, _) = money {
            count += accounts.filter { !$0.agrees }.count + accounts.filter { !$0.isWithinBounds }.count
        }
        if talliesAgree == false { count += 1 }
        return count + outOfBoundsCount + (unbalancedTransfers ?? 0)
    }

    /// Whether nothing is wrong: the bank can be trusted, and restored from.
    public var isSound: Bool { problemCount == 0 }
}

/// A backup that was written.
public struct BankBackup: Sendable, Equatable {
    /// Where it is.
    public let file: String
    /// Its size.
    public let bytes: Int64
    /// The check of the copy.
    public let check: BankCheckReport

    /// Creates the record of a backup.
    public init(file: String, bytes: Int64, check: BankCheckReport) {
        self.file = file
        self.bytes = bytes
        self.check = check
    }
}

/// How a restore ended.
public enum BankRestore: Sendable, Equatable {
    /// The bank now holds what `file` held; the bank before it was kept at `keptAt` (nil for a
    /// bank in memory, which has no file to keep).
    case restored(file: String, keptAt: String?, check: BankCheckReport)
    /// The file did not pass its check, so the bank was left as it was.
    case refused(check: BankCheckReport)
}

/// What a restore would do, before it does anything: the backup's check, and the bank it would
/// replace.
public struct RestorePlan: Sendable, Equatable {
    /// How much a bank holds.
    public struct Contents: Sendable, Equatable {
        /// Its accounts.
        public let accounts: Int
        /// Its ledger rows.
        public let transactions: Int

        /// Creates a count.
        public init(accounts: Int, transactions: Int) {
            self.accounts = accounts
            self.transactions = transactions
        }
    }

    /// The backup.
    public let file: String
    /// Its check: a restore goes ahead only when it is sound.
    public let check: BankCheckReport
    /// The bank's file, which the restore replaces; nil for a bank in memory.
    public let replaces: String?
    /// What the bank holds now; nil when it cannot be read.
    public let current: Contents?

    /// Creates a plan.
    public init(file: String, check: BankCheckReport, replaces: String?, current: Contents?) {
        self.file = file
        self.check = check
        self.replaces = replaces
        self.current = current
    }
}
