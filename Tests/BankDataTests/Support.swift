import BankDomain
import BankTesting
import Foundation
import GRDB
import Synchronization
import Testing

@testable import BankData
@testable import BankPostgres
@testable import BankStorage

/// The moment the tests' demo data is dated by: 15 January 2026, 10:00 UTC.
let testNow = Date(timeIntervalSince1970: 1_768_471_200)
/// The day of ``testNow``.
let testToday = CalendarDay(year: 2026, month: 1, day: 15)

/// The tests' time zone.
let utc = TimeZone(secondsFromGMT: 0) ?? .current

/// A migrated, seeded in-memory database and its stores.
struct TestBank {
    let sqliteBank: SQLiteBank
    var database: any DatabaseWriter { sqliteBank.writer }
    let stores: BankStores

    init() throws {
        sqliteBank = try SQLiteBank.open(path: SQLiteBank.inMemoryPath, clock: FixedClock(now: testNow))
        stores = SQLiteBank.stores(for: sqliteBank, timeZone: utc)
    }

    /// The balance of account `id`, in minor units.
    func balanceMinor(of id: Int64) throws -> Int64 {
        try database.read { db in
            try Int64.fetchOne(db, sql: "SELECT balanceMinor FROM account WHERE id = ?", arguments: [id]) ?? 0
        }
    }

    /// How many ledger rows account `id` has.
    func ledgerCount(of id: Int64) throws -> Int {
        try database.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM ledgerEntry WHERE accountId = ?", arguments: [id]) ?? 0
        }
    }

    /// The sum of every balance, in minor units.
    func totalMinor() throws -> Int64 {
        try database.read { db in try Int64.fetchOne(db, sql: "SELECT SUM(balanceMinor) FROM account") ?? 0 }
    }

    /// How many ledger rows there are.
    func ledgerCount() throws -> Int {
        try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM ledgerEntry") ?? 0 }
    }
}

/// A fresh temporary directory.
func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "vbank-data-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Writes `bytes` to a new file `name` in `folder`, and gives its path.
func writeFile(_ name: String, _ bytes: [UInt8], in folder: String) throws -> String {
    let path = folder + "/" + name
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
}

extension TransactionStore {
    /// The newest `limit` transactions `query` matches, after skipping the newest `skipping`.
    func newest(_ limit: Int, matching query: TransactionQuery, skipping: Int = 0) async throws -> [Transaction] {
        try await transactions(matching: query, page: TransactionPageRequest(.newest(skipping: skipping), limit: limit))
    }

    /// How many transactions `query` matches, counted to the end.
    func exactCount(matching query: TransactionQuery) async throws -> Int {
        switch try await count(matching: query, upTo: nil) {
        case .exactly(let count): count
        case .moreThan(let count): count + 1
        }
    }
}

/// Another connection holding a bank's write lock on a thread of its own, as another vbank in the
/// middle of a long import would, until it is told to let go.
final class WriteLock: Sendable {
    private struct State {
        var held = false
        var letGo = false
        var done = false
    }

    private let state = Mutex(State())

    /// Takes the lock on the database at `path` on a thread of its own.
    init(path: String) throws {
        let other = try DatabaseQueue(path: path)
        let thread = Thread { [self] in
            do {
                try other.writeWithoutTransaction { db in
                    try db.execute(sql: "BEGIN IMMEDIATE")
                    self.state.withLock { $0.held = true }
                    while !self.state.withLock({ $0.letGo }) {
                        Thread.sleep(forTimeInterval: 0.01)
                    }
                    try db.execute(sql: "ROLLBACK")
                }
            } catch {
                Issue.record(error, "the other connection could not hold the lock")
            }
            self.state.withLock { $0.done = true }
        }
        thread.start()
    }

    /// Waits until the lock is held, or its thread gave up.
    func taken() async throws {
        while !state.withLock({ $0.held || $0.done }) {
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    /// Lets the lock go, and waits until it is.
    func release() async throws {
        state.withLock { $0.letGo = true }
        while !state.withLock({ $0.done }) {
            try await Task.sleep(for: .milliseconds(10))
        }
    }
}

extension LedgerPeriod {
    /// The period of `instants` as seen in UTC: its moments, and the days whose first moment in
    /// UTC falls within them.
    init(utc instants: Range<Date>) {
        let day = { (date: Date) in Int((date.timeIntervalSince1970 / 86_400).rounded(.up)) }
        self.init(
            instants: instants, days: day(instants.lowerBound)..<max(day(instants.lowerBound), day(instants.upperBound))
        )
    }
}

extension ContractBank {
    /// A person newly admitted to this server bank, with `shares` of its accounts, seeing the
    /// bank through a connection of their own.
    func admittedPerson(sharing shares: [(Account.ID, ShareLevel)]) throws -> ContractBank {
        try admittedLogin(sharing: shares).bank
    }

    /// A person newly admitted to this server bank, as ``admittedPerson(sharing:)``, with their
    /// login, for what they type at psql.
    func admittedLogin(sharing shares: [(Account.ID, ShareLevel)]) throws -> (login: String, bank: ContractBank) {
        let server = try TestPostgresServer.shared()
        let database = try server.databaseName(in: address ?? "")
        let login = "person_\(getpid())_\(UInt32.random(in: 0...UInt32.max))"
        try server.admit(login, database: database)
        for (account, level) in shares {
            try server.psql(
                "INSERT INTO account_share (account_id, person, level) VALUES (\(account), '\(login)', '\(level.rawValue)')",
                database: database)
        }
        let bank = try ContractBank(
            .postgres, now: testNow, timeZone: utc, sharing: server.url(of: database, user: login))
        return (login, bank)
    }
}

extension PostgresSchema {
    /// The first `count` migrations as one psql script, as a vbank of then applied them.
    static func script(through count: Int) -> String {
        var script =
            "CREATE TABLE vbank_migration (id integer PRIMARY KEY, name text NOT NULL, "
            + "applied_at timestamptz NOT NULL DEFAULT now());"
        for (index, migration) in migrations.prefix(count).enumerated() {
            script +=
                migration.sql + ";\nINSERT INTO vbank_migration (id, name) VALUES (\(index + 1), 'v\(index + 1)');\n"
        }
        return script
    }
}
