import BankDomain
import BankStorage
import Foundation
import GRDB

/// Schema v8's days given to a bank file's rows.
extension DayMigration {
    // MARK: - Constants

    /// Rows read and rewritten at a time.
    private static let batchSize = 10_000

    // MARK: - Migrating

    /// Gives the ledger its days, in the migration's transaction, seen from `timeZone`.
    static func migrate(_ db: Database, timeZone: TimeZone) throws {
        try db.execute(
            sql: """
                ALTER TABLE ledgerEntry ADD COLUMN day INTEGER;
                ALTER TABLE account ADD COLUMN openedOn INTEGER;
                """)
        try giveStatementRowsTheirDays(db, timeZone: timeZone)
        try markOpenings(db, timeZone: timeZone)
    }

    /// Makes every tally and the search index again, once the rows have their days and amounts:
    /// sort keys moved with the dates, openings changed category, amounts changed their scale.
    static func rebuildTallies(_ db: Database) throws {
        try LedgerPeriodTally.rebuild(db)
        try CalendarDayTally.create(db)
        try db.execute(sql: "DELETE FROM ledgerTally")
        try LedgerTally.record(rowsAfter: 0, in: db)
        try db.execute(sql: "DROP TABLE ledgerSearch; DROP TABLE ledgerSearchState")
        try SearchIndex.create(db)
    }

    // MARK: - Private

    private static func giveStatementRowsTheirDays(_ db: Database, timeZone: TimeZone) throws {
        var last: Int64 = 0
        while true {
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT id, date, importKey, memo, amountMinor, type, category FROM ledgerEntry
                    WHERE importKey IS NOT NULL AND id > ? ORDER BY id LIMIT ?
                    """,
                arguments: [last, batchSize])
            guard let final = rows.last else { return }
            for row in rows {
                try giveDay(to: row, db, timeZone: timeZone)
            }
            last = final[0]
        }
    }

    private static func giveDay(to row: Row, _ db: Database, timeZone: TimeZone) throws {
        let (id, seconds, oldKey): (Int64, Double, Int64) = (row[0], row[1], row[2])
        let day = day(ofMoment: seconds, in: timeZone)
        try db.cachedStatement(sql: "UPDATE ledgerEntry SET day = ?, date = ? WHERE id = ?")
            .execute(arguments: [day.daysSince1970, day.noonUTC.timeIntervalSince1970, id])
        let amount: Int64 = row[4]
        let signed = (row[5] as String) == TransactionType.credit.rawValue ? amount : -amount
        let (memo, category): (String, String) = (row[3], row[6])
        guard
            let key = StatementImportKey.rekeyed(
                oldKey, was: .init(seconds: seconds, memo: memo, signedMinorUnits: signed, category: category),
                is: .init(day: day, memo: memo, signedMinorUnits: signed, category: category), day: day),
            key != oldKey
        else { return }
        // A key another row of the account took stays as it was rather than failing the migration.
        try db.cachedStatement(sql: "UPDATE OR IGNORE ledgerEntry SET importKey = ? WHERE id = ?")
            .execute(arguments: [key, id])
    }

    /// An account's opening row (what `new-account --opening` wrote before v8): an opening, on the
    /// account's first day, which is its opening day from now on.
    private static func markOpenings(_ db: Database, timeZone: TimeZone) throws {
        let openings = try Row.fetchAll(
            db,
            sql: """
                SELECT id, accountId, date FROM ledgerEntry
                WHERE memo = ? AND category = 'other' AND importKey IS NULL ORDER BY id
                """,
            arguments: [NewAccount.openingMemo])
        for opening in openings {
            let (id, accountID, seconds): (Int64, Int64, Double) = (opening[0], opening[1], opening[2])
            let firstOther = try Row.fetchOne(
                db,
                sql: "SELECT day, date FROM ledgerEntry WHERE accountId = ? AND id <> ? ORDER BY sortKey LIMIT 1",
                arguments: [accountID, id])
            var day = Self.day(ofMoment: seconds, in: timeZone)
            if let firstOther {
                let otherDay =
                    (firstOther[0] as Int?).map(CalendarDay.init(daysSince1970:))
                    ?? Self.day(ofMoment: firstOther[1], in: timeZone)
                day = min(day, otherDay)
            }
            try db.execute(
                sql: "UPDATE ledgerEntry SET category = 'opening', day = ?, date = ? WHERE id = ?",
                arguments: [day.daysSince1970, day.ledgerDate(of: .opening).timeIntervalSince1970, id])
            try db.execute(
                sql: "UPDATE account SET openedOn = ? WHERE id = ?", arguments: [day.daysSince1970, accountID])
        }
    }
}
