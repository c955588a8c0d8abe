public import BankDomain
import Foundation
import GRDB

/// A bank database in SQLite, as ``BankDatabase`` opens it: what the stores and a session's
/// connection are made over. It keeps GRDB, the library BankData reads SQLite with, out of every
/// other module's sight: they hand the bank around, and only BankData looks inside.
public struct SQLiteBank: Sendable {
    // MARK: - Properties

    /// The database, for BankData and, through `@testable`, its tests.
    let writer: any DatabaseWriter
    /// Whether its tallies by period wait to be summed: a demo bank made in memory.
    let periodTallies: DeferredPeriodTallies

    /// The bank's file; nil for a bank in memory.
    public var file: String? {
        BankDatabase.file(at: writer.path)
    }

    // MARK: - Initialization

    init(_ writer: any DatabaseWriter, periodTallies: DeferredPeriodTallies = .current) {
        self.writer = writer
        self.periodTallies = periodTallies
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
