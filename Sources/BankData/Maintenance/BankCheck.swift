import BankDomain
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
            return BankCheckReport(
                file: file, condition: condition, version: version, money: try money(of: db),
                talliesAgree: try talliesAgree(in: db))
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
            sql: """
                SELECT name, number, currency, balanceMinor, openingBalanceMinor + \(OpeningBalances.ledgerNetExpression)
                FROM account ORDER BY position, id
                """
        )
        .map { row in
            BankCheckReport.AccountBalance(
                name: row[0], number: row[1], currency: row[2], balanceMinor: row[3], ledgerMinor: row[4])
        }
        let rows = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM ledgerEntry") ?? 0
        return .checked(accounts: accounts, transactions: rows)
    }

    /// Whether each tally counts (and, by period, sums) every account's rows of each category and
    /// type as the ledger does. A tally row off by a period is not found; a row lost or counted
    /// twice is.
    private func talliesAgree(in db: Database) throws -> Bool {
        let ledger = try sums(
            db, "SELECT accountId, category, type, COUNT(*), SUM(amountMinor) FROM ledgerEntry GROUP BY 1, 2, 3")
        let counts = try sums(
            db,
            "SELECT accountId, category, type, SUM(entries), NULL FROM ledgerTally WHERE entries > 0 GROUP BY 1, 2, 3")
        guard counts == ledger.mapValues({ GroupSum(entries: $0.entries, amountMinor: nil) }) else { return false }
        for level in LedgerPeriodTally.levels {
            let tallied = try sums(
                db,
                "SELECT accountId, category, type, SUM(entries), SUM(amountMinor) FROM \(level.table) GROUP BY 1, 2, 3"
            )
            guard tallied.filter({ $0.value.entries > 0 }) == ledger else { return false }
        }
        return true
    }

    private func sums(_ db: Database, _ sql: String) throws -> [GroupKey: GroupSum] {
        var sums: [GroupKey: GroupSum] = [:]
        for row in try Row.fetchAll(db, sql: sql) {
            sums[GroupKey(accountID: row[0], category: row[1], type: row[2])] = GroupSum(
                entries: row[3], amountMinor: row[4])
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
        case .intact: 0
        case .damaged(let problems): problems
        }
    }
}
