public import BankDomain
import Foundation
import GRDB

/// The bank kept in SQLite: a file, or memory for a throw-away run. Its static functions open it
/// (``open(path:clock:logger:)``, ``openForSession(path:clock:logger:)``, ``openCopy(of:clock:logger:)``);
/// an opened bank says how it was opened and makes the stores and sessions that work on it. It
/// keeps GRDB, the library BankData reads SQLite with, out of every other module's sight: they
/// hand the bank around, and only BankData looks inside.
public struct SQLiteBank: Sendable {
    // MARK: - Properties

    /// The database, for BankData and, through `@testable`, its tests.
    let writer: any DatabaseWriter
    /// Whether its tallies by period wait to be summed: a demo bank made in memory.
    let periodTallies: DeferredPeriodTallies
    /// The bank's file, which errors name and backups read; nil for a bank in memory. A copy in
    /// memory of a file names the file it copied.
    public let file: String?
    /// Why a session may only read the bank: the fault that kept its file from being written,
    /// when the bank is a copy in memory of a file that can be read but not written.
    public let readOnlyBecause: StorageFault?
    /// Whether opening the bank made its file, or for a dry run's copy would have.
    public let wasCreated: Bool

    // MARK: - Initialization

    init(
        _ writer: any DatabaseWriter, periodTallies: DeferredPeriodTallies = .current, file: String? = nil,
        readOnlyBecause: StorageFault? = nil, wasCreated: Bool = false
    ) {
        self.writer = writer
        self.periodTallies = periodTallies
        self.file = file
        self.readOnlyBecause = readOnlyBecause
        self.wasCreated = wasCreated
    }

    /// The same bank, saying whether opening it made its file.
    func with(wasCreated: Bool) -> SQLiteBank {
        SQLiteBank(
            writer, periodTallies: periodTallies, file: file, readOnlyBecause: readOnlyBecause, wasCreated: wasCreated)
    }

    // MARK: - Reading

    /// The settings saved in the bank, read at once and without the stores: start-up applies the
    /// colour setting before the first prompt. Nil when they cannot be read, which the session's
    /// first command will report.
    public func savedSettings() -> UserSettings? {
        try? writer.read { db in try SQLiteSettingsStore.settings(in: db) }
    }

    /// Every transaction of account `id`, newest first, read with plain SQL around the stores:
    /// what the store contract's tests check pages against.
    package func plainLedger(of id: Account.ID) throws -> [Transaction] {
        try writer.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT id, accountId, date, memo, category, amountMinor, type, counterparty, day FROM ledgerEntry
                    WHERE accountId = ? ORDER BY date DESC, id DESC
                    """,
                arguments: [id]
            ).map { row in
                Transaction(
                    id: row[0], accountID: row[1], date: Date(timeIntervalSince1970: row[2]),
                    day: (row[8] as Int?).map(CalendarDay.init(daysSince1970:)), memo: row[3],
                    category: TransactionCategory(rawValue: row[4]) ?? .other, amountMinor: row[5],
                    type: TransactionType(rawValue: row[6]) ?? .debit, counterparty: row[7])
            }
        }
    }
}
