package import BankDomain
import Foundation

/// What a cached read was, so equal reads share one result.
package enum BankReadKey: Hashable, Sendable {
    case allAccounts(includingClosed: Bool)
    case account(Account.ID)
    case bankIdentity
    case transactionPage(TransactionQuery, TransactionPageRequest)
    case transactionCount(TransactionQuery, limit: Int?)
    case transaction(Transaction.ID)
    case authoredTransaction(Transaction.ID)
    case transactionNotes(Transaction.ID)
    case latestReconciliation(Account.ID)
    case balanceAfter(TransactionCursor, Account.ID, fromOldest: Bool)
    case categoryBook
    case recentTransactions(limit: Int)
    case totals(TotalsReadKey)
    case allCards
    case settings
    case shares
}

/// What a read of totals asks for: some accounts' totals in each of some periods.
///
/// Equal only when every account and period is, but hashed by the accounts and the periods'
/// count and ends: a balance history asks for a period a day, and hashing each of them at every
/// read cost more than the read it kept (7,000 instructions of an account opened).
package struct TotalsReadKey: Hashable, Sendable {
    // MARK: - Properties

    package let accounts: [Account.ID]
    package let periods: [LedgerPeriod]

    // MARK: - Initialization

    package init(_ accounts: [Account.ID], _ periods: [LedgerPeriod]) {
        self.accounts = accounts
        self.periods = periods
    }

    // MARK: - Hashable

    package func hash(into hasher: inout Hasher) {
        hasher.combine(accounts)
        hasher.combine(periods.count)
        hasher.combine(periods.first)
        hasher.combine(periods.last)
    }
}

/// The state of the database that cached reads were made in.
package struct Revision: Equatable, Sendable {
    /// `PRAGMA data_version` on SQLite, the revision row on a server: commits by other connections.
    package let dataVersion: Int64
    /// `sqlite3_total_changes()`: rows this connection changed; 0 where the revision counts them.
    package let localChanges: Int

    package init(dataVersion: Int64, localChanges: Int = 0) {
        self.dataVersion = dataVersion
        self.localChanges = localChanges
    }
}

/// A read's value as the cache keeps it: a class, so taking it back out is a cast of a class,
/// not the search for a protocol conformance that a cast from `any Sendable` makes.
package final class CachedRead<Value: Sendable>: Sendable {
    package let value: Value

    package init(_ value: Value) {
        self.value = value
    }
}

/// The reads made since the database was last seen to change, and, when a session says where
/// its commands start, whether the database was asked yet in the current one.
package struct ReadCache {
    // MARK: - Constants

    /// More distinct reads than this between two changes start the cache afresh, so memory stays
    /// flat however long a session browses.
    package static let maximumEntries = 256

    // MARK: - Properties

    private var revision: Revision?
    private var entries: [BankReadKey: AnyObject] = [:]
    /// The settings read, kept apart from the table: every command that shows an amount asks for
    /// them, and a look-up here is a branch where one in the table hashes and compares the key
    /// (600 instructions a command).
    private var settings: AnyObject?
    /// Whether a session tells the cache where each command starts.
    private var isPerCommand = false
    /// Whether ``revision`` was read from the database in the current command, since this
    /// connection last wrote.
    private var isConfirmed = false
    /// How many times everything was forgotten: the database's counters may start over then.
    private var generation = 0

    /// An empty cache.
    package init() {}

    /// The revision the current command already read, which reads may trust without asking.
    package var confirmedRevision: Revision? {
        isPerCommand && isConfirmed ? revision : nil
    }

    // MARK: - Commands

    /// A new command starts: the next read asks the database again.
    package mutating func commandWillRun() {
        isPerCommand = true
        isConfirmed = false
    }

    /// This connection wrote: the next read asks the database again.
    package mutating func didWrite() {
        isConfirmed = false
    }

    /// The database changed in a way its counters do not show (a restore wrote every page):
    /// nothing read before counts.
    package mutating func forgetEverything() {
        revision = nil
        isConfirmed = false
        generation += 1
        entries.removeAll(keepingCapacity: true)
        settings = nil
    }

    // MARK: - Revisions

    /// The revision the current command's reads see, when it already read it.
    package var confirmedBankRevision: BankRevision? {
        confirmedRevision.map { bankRevision($0) }
    }

    /// Takes `revision`, just read from the database, as what the current command's reads see:
    /// everything read before a change is forgotten.
    package mutating func confirm(_ revision: Revision) -> BankRevision {
        if self.revision != revision {
            self.revision = revision
            entries.removeAll(keepingCapacity: true)
            settings = nil
        }
        isConfirmed = true
        return bankRevision(revision)
    }

    // MARK: - Entries

    // The entries are handed out as the objects kept, and each backend's generic read casts them
    // to its `CachedRead<Value>`: specialized there for each value, the cast is the only typed
    // step, where a generic method of this module, called across the module boundary, looked up
    // its value type's metadata at every read (about 5,000 instructions a command).

    /// What `key` read, when the current command already confirmed the revision.
    package func keptWithoutAsking(for key: BankReadKey) -> AnyObject? {
        confirmedRevision == nil ? nil : entry(for: key)
    }

    /// What `key` read at `revision`, just read from the database; everything read before a
    /// change is forgotten first.
    package mutating func kept(for key: BankReadKey, at revision: Revision) -> AnyObject? {
        _ = confirm(revision)
        return entry(for: key)
    }

    /// Keeps `read` (a ``CachedRead``) as what `key` read at `revision`, unless the database
    /// changed meanwhile.
    package mutating func keep(_ read: AnyObject, for key: BankReadKey, at revision: Revision) {
        guard self.revision == revision else { return }
        if case .settings = key {
            settings = read
            return
        }
        if entries.count >= Self.maximumEntries {
            entries.removeAll(keepingCapacity: true)
        }
        entries[key] = read
    }

    // MARK: - Private

    private func entry(for key: BankReadKey) -> AnyObject? {
        if case .settings = key {
            return settings
        }
        return entries[key]
    }

    private func bankRevision(_ revision: Revision) -> BankRevision {
        BankRevision(dataVersion: revision.dataVersion, localChanges: revision.localChanges, generation: generation)
    }
}
