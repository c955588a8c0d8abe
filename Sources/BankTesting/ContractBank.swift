import BankData
public import BankDomain
import BankPostgres
public import Foundation

/// Where a store test's bank is kept: the same tests run on each.
public enum StoreBackend: String, CaseIterable, Sendable, CustomStringConvertible {
    /// A bank in SQLite, in memory.
    case sqlite
    /// A bank on the tests' PostgreSQL server, in a database of its own.
    case postgres

    /// The backend's name, as test results show it.
    public var description: String { rawValue }
}

/// A new demo bank on one backend, and its stores: what the store contract suite runs against,
/// so that every store test holds on SQLite and on PostgreSQL from one code.
public struct ContractBank: Sendable {
    // MARK: - Properties

    /// The backend.
    public let backend: StoreBackend
    /// The stores over the bank.
    public let stores: BankStores
    /// Makes a feed of what other sessions write to the bank from then on, as a session hears it.
    public let changeFeed: @Sendable () -> any LedgerChangeFeed
    /// Tells the stores that a command starts, as a session does.
    public let commandWillRun: @Sendable () -> Void
    /// Round trips to the server so far; 0 on SQLite.
    public let roundTrips: @Sendable () -> Int
    /// The bank's address on the server; nil on SQLite.
    public let address: String?
    /// Every transaction of an account, newest first, read with plain SQL around the stores.
    private let plainLedger: @Sendable (Account.ID) throws -> [Transaction]

    // MARK: - Initialization

    /// A new demo bank dated by `now`, with statements in `timeZone`; or, with `place`, the bank
    /// there, made when there is none yet: a file's path on SQLite, an address on the server (a
    /// path there means a new database).
    public init(_ backend: StoreBackend, now: Date, timeZone: TimeZone, sharing place: String? = nil) throws {
        self.backend = backend
        let clock = FixedClock(now: now)
        switch backend {
        case .sqlite:
            let database = try SQLiteBank.open(path: place ?? SQLiteBank.inMemoryPath, clock: clock)
            let connection = database.session(timeZone: timeZone)
            stores = connection.stores
            changeFeed = { connection.changeFeed() }
            commandWillRun = { connection.commandWillRun() }
            roundTrips = { 0 }
            address = nil
            plainLedger = { id in try database.plainLedger(of: id) }
        case .postgres:
            let server = try TestPostgresServer.shared()
            let (database, url) =
                if let place, PostgresAddress.isServerAddress(place) {
                    (try server.databaseName(in: place), place)
                } else {
                    try server.freshDatabase()
                }
            let bank = try PostgresBank.open(try PostgresAddress(url), clock: clock, timeZone: timeZone)
            stores = bank.stores
            changeFeed = { bank.changeFeed() }
            commandWillRun = { bank.commandWillRun() }
            roundTrips = { bank.roundTrips }
            address = url
            plainLedger = { id in try ServerLedger.transactions(of: id, in: database) }
        }
    }

    // MARK: - Reading

    /// The balance of account `id`, in minor units.
    public func balanceMinor(of id: Account.ID) async throws -> Int64 {
        try await stores.accounts.account(id: id).balanceMinor
    }

    /// The sum of every balance, in minor units.
    public func totalMinor() async throws -> Int64 {
        try await stores.accounts.allAccounts().reduce(0) { $0 + $1.balanceMinor }
    }

    /// Every transaction of account `id`, newest first, as plain SQL reads them: what the stores'
    /// pages are checked against.
    public func ledger(of id: Account.ID) throws -> [Transaction] {
        try plainLedger(id)
    }

    /// How many ledger rows there are, read plainly.
    public func ledgerCount() async throws -> Int {
        try await stores.accounts.allAccounts().reduce(0) { $0 + (try ledger(of: $1.id).count) }
    }

    /// How many ledger rows account `id` has.
    public func ledgerCount(of id: Account.ID) async throws -> Int {
        switch try await stores.transactions.count(matching: TransactionQuery(accountID: id), upTo: nil) {
        case .exactly(let count): count
        case .moreThan(let count): count + 1
        }
    }
}
