import BankDomain
import BankStorage
import Foundation
import GRDB
import Logging

/// Checks a bank through an open connection, inside one read so that what it sums is one state
/// of the bank: SQLite's integrity check, the schema's version, the money invariant (every
/// balance is its opening balance plus its ledger) and the tallies that lists and charts read.
///
/// What SQLite's integrity check says goes to the log at debug level: it names pages, indexes and
/// codes, which the report counts instead.
struct BankCheck {
    // MARK: - Nested Types

    /// One account, category and type: what the ledger and each tally count and sum for it.
    private struct GroupKey: Hashable {
        let accountID: Int64
        let category: String
        let type: String
    }

    private struct GroupSum: Equatable {
        var entries: Int64
        var amountMinor: Int64?
    }

    // MARK: - Properties

    let logger: Logger

    // MARK: - Checking

    /// The report on the bank `db` holds, which is the file `file` (nil in memory).
    /// - Throws: ``NotABankFile`` when it is not a vbank bank; a `DatabaseError` when the file is
    ///   too damaged to tell.
    func report(of db: Database, file: String?) throws -> BankCheckReport {
        let condition = try integrity(of: db)
        let version: BankCheckReport.Version
        do {
            guard let found = try BankMigrations.version(of: db) else { throw NotABankFile() }
            version = found
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT {
            logger.debug("bank check could not read the version", metadata: ["detail": "\(error)"])
            return Self.unreadable(file: file, problems: condition.problems)
        }
        if case .newer = version {
            return BankCheckReport(
                file: file, condition: condition, version: version, money: .skipped, talliesAgree: nil)
        }
        do {
            let outOfBounds = try rowsOutOfBounds(in: db)
            return BankCheckReport(
                file: file, condition: condition, version: version, money: try money(of: db),
                talliesAgree: try talliesAgree(in: db), outOfBounds: outOfBounds.rows,
                outOfBoundsCount: outOfBounds.count, unbalancedTransfers: try unbalancedTransfers(in: db))
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT {
            logger.debug("bank check could not read the ledger", metadata: ["detail": "\(error)"])
            return BankCheckReport(
                file: file, condition: .damaged(problems: max(1, condition.problems)), version: version,
                money: .unreadable, talliesAgree: nil)
        }
    }

    /// The report on a file too damaged to read its version or its ledger.
    static func unreadable(file: String?, problems: Int = 1) -> BankCheckReport {
        BankCheckReport(
            file: file, condition: .damaged(problems: max(1, problems)), version: .unreadable, money: .unreadable,
            talliesAgree: nil)
    }

    // MARK: - Private

    private func integrity(of db: Database) throws -> BankCheckReport.Condition {
        let problems: [String]
        do {
            problems = try String.fetchAll(db, sql: "PRAGMA integrity_check")
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT {
            logger.debug("integrity check stopped", metadata: ["detail": "\(error)"])
            return .damaged(problems: 1)
        }
        guard problems != ["ok"] else { return .intact }
        for problem in problems {
            logger.debug("integrity check", metadata: ["problem": "\(problem)"])
        }
        return .damaged(problems: problems.count)
    }

    private func money(of db: Database) throws -> BankCheckReport.Money {
        guard try db.columns(in: "account").contains(where: { $0.name == "openingBalanceMinor" }) else {
            return .notRecorded
        }
        let accounts = try Row.fetchAll(
            db,
            sql:
                "SELECT id, name, number, currency, balanceMinor, openingBalanceMinor FROM account ORDER BY position, id"
        )
        .map { row in
            BankCheckReport.AccountBalance(
                name: row[1], number: row[2], currency: row[3], balanceMinor: row[4],
                ledgerMinor: try ledgerBalance(of: row[0], opening: row[5], in: db))
        }
        let rows = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM ledgerEntry") ?? 0
        return .checked(accounts: accounts, transactions: rows)
    }

    /// The opening balance plus the account's ledger; nil when that is too large to add up, as
    /// only rows written beyond ``MoneyBounds`` before it existed can make it.
    private func ledgerBalance(of accountID: Int64, opening: Int64, in db: Database) throws -> Int64? {
        do {
            let statement = try db.cachedStatement(
                sql: """
                    SELECT COALESCE(SUM(CASE type WHEN 'credit' THEN amountMinor ELSE -amountMinor END), 0)
                    FROM ledgerEntry WHERE accountId = ?
                    """)
            guard let row = try Row.fetchOne(statement, arguments: [accountID]) else { return opening }
            var balance = MinorSum(opening)
            try balance.add(try RowDecoding.minorUnits(row, 0))
            return balance.value
        } catch let error where Self.isTooLargeToAdd(error) {
            return nil
        }
    }

    /// The ledger rows beyond ``MoneyBounds``: the first few, and how many there are.
    private func rowsOutOfBounds(in db: Database) throws -> (rows: [BankCheckReport.OutOfBoundsRow], count: Int) {
        let outside =
            "amountMinor > \(MoneyBounds.maximumMinor) OR amountMinor <= 0 OR typeof(amountMinor) <> 'integer'"
        let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM ledgerEntry WHERE \(outside)") ?? 0
        guard count > 0 else { return ([], 0) }
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT ledgerEntry.id, account.name, account.currency, ledgerEntry.date, ledgerEntry.amountMinor,
                       ledgerEntry.type, \(try Self.hasDays(db) ? "ledgerEntry.day" : "NULL")
                FROM ledgerEntry JOIN account ON account.id = ledgerEntry.accountId
                WHERE \(outside) ORDER BY ledgerEntry.id LIMIT \(BankCheckReport.listedRowLimit)
                """
        )
        .map { row in
            let stored: DatabaseValue = row[4]
            let amount: Int64 =
                switch stored.storage {
                case .int64(let minor): minor
                case .double(let value): value < 0 ? .min : .max
                case .null, .string, .blob: 0
                }
            return BankCheckReport.OutOfBoundsRow(
                id: row[0], account: row[1], currency: row[2],
                when: (row[6] as Int?).map { LedgerDate.day(CalendarDay(daysSince1970: $0)) }
                    ?? .moment(Date(timeIntervalSince1970: row[3])),
                signedMinor: row[5] == TransactionType.credit.rawValue ? amount : 0 &- amount)
        }
        return (rows, count)
    }

    /// Whether `error` is a sum past 64 bits: SQLite's, or one vbank added.
    private static func isTooLargeToAdd(_ error: any Error) -> Bool {
        error as? BankError == .sumTooLarge || StorageFaultMapping.isIntegerOverflow(error)
    }

    /// Whether each tally counts (and, by period, sums) every account's rows of each category and
    /// type as the ledger does; nil when the ledger is too large to add up. A tally row off by a
    /// period is not found; a row lost or counted twice is.
    private func talliesAgree(in db: Database) throws -> Bool? {
        do {
            return try talliesMatch(in: db)
        } catch let error where Self.isTooLargeToAdd(error) {
            return nil
        }
    }

    /// The tallies by period hold the rows of moments, the tally by day the rows of days, and the
    /// counts every row. A bank from before rows had days (v8) has only rows of moments.
    private func talliesMatch(in db: Database) throws -> Bool {
        let ledgerSQL = "SELECT accountId, category, type, COUNT(*), SUM(amountMinor) FROM ledgerEntry"
        let group = " GROUP BY 1, 2, 3"
        let hasDays = try Self.hasDays(db)
        let moments = try sums(db, ledgerSQL + (hasDays ? " WHERE day IS NULL" : "") + group)
        let days = hasDays ? try sums(db, ledgerSQL + " WHERE day IS NOT NULL" + group) : [:]
        let ledger = moments.merging(days) { GroupSum(entries: $0.entries + $1.entries, amountMinor: nil) }
        let counts = try sums(
            db,
            "SELECT accountId, category, type, SUM(entries), NULL FROM ledgerTally WHERE entries > 0 GROUP BY 1, 2, 3")
        guard counts == ledger.mapValues({ GroupSum(entries: $0.entries, amountMinor: nil) }) else { return false }
        let tallySQL = { (table: String) in
            "SELECT accountId, category, type, SUM(entries), SUM(amountMinor) FROM \(table)" + group
        }
        for level in LedgerPeriodTally.levels {
            guard try sums(db, tallySQL(level.table)).filter({ $0.value.entries > 0 }) == moments else { return false }
        }
        guard hasDays else { return true }
        return try sums(db, tallySQL(CalendarDayTally.table)).filter({ $0.value.entries > 0 }) == days
    }

    /// How many transfers, by their key, do not have one credit and one debit of one amount; nil
    /// for a bank from before transfers kept their keys (v13).
    private func unbalancedTransfers(in db: Database) throws -> Int? {
        guard try db.columns(in: "ledgerEntry").contains(where: { $0.name == "requestKey" }) else { return nil }
        return try Int.fetchOne(
            db,
            sql: """
                SELECT COUNT(*) FROM (
                    SELECT requestKey FROM ledgerEntry WHERE requestKey IS NOT NULL AND category = 'transfer'
                    GROUP BY requestKey
                    HAVING COUNT(*) <> 2 OR SUM(type = 'credit') <> 1 OR MIN(amountMinor) <> MAX(amountMinor)
                )
                """) ?? 0
    }

    /// Whether the ledger's rows may be of days (v8 on).
    private static func hasDays(_ db: Database) throws -> Bool {
        try db.columns(in: "ledgerEntry").contains { $0.name == "day" }
    }

    private func sums(_ db: Database, _ sql: String) throws -> [GroupKey: GroupSum] {
        var sums: [GroupKey: GroupSum] = [:]
        for row in try Row.fetchAll(db, sql: sql) {
            let amount: Int64? = row.hasNull(atIndex: 4) ? nil : try RowDecoding.minorUnits(row, 4)
            sums[GroupKey(accountID: row[0], category: row[1], type: row[2])] = GroupSum(
                entries: row[3], amountMinor: amount)
        }
        return sums
    }
}

/// A file SQLite opens that holds no vbank bank: no migrations of vbank's, or nothing at all.
struct NotABankFile: Error {}

extension BankCheckReport.Condition {
    /// How many problems the integrity check found.
    var problems: Int {
        switch self {
        case .intact, .keptByServer: 0
        case .damaged(let problems): problems
        }
    }
}
