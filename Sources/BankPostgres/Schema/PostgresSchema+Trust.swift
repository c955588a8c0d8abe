import BankDomain
import BankStorage
import Foundation

extension PostgresSchema {
    // MARK: - Version 6

    /// What the bank holds is what the user gave and meant: IBANs the user's to give (the ones
    /// earlier vbanks made up kept as examples), the bank's identity for drafts to name, rows of
    /// calendar days tallied by day, and accounts' opening days. The rows themselves get their
    /// days afterwards, in Swift (``giveRowsTheirDays(on:)``).
    static let version6 = """
        ALTER TABLE account ALTER COLUMN iban DROP NOT NULL,
            ADD COLUMN iban_is_example boolean NOT NULL DEFAULT false,
            ADD COLUMN opened_on integer;
        UPDATE account SET iban_is_example = true;
        CREATE TABLE bank_identity (
            id integer PRIMARY KEY CHECK (id = 1),
            identity text NOT NULL,
            generation text NOT NULL
        );
        INSERT INTO bank_identity (id, identity, generation)
            VALUES (1, md5(random()::text || clock_timestamp()::text), md5(random()::text || clock_timestamp()::text));
        ALTER TABLE ledger_entry ADD COLUMN day integer;
        CREATE TABLE \(calendarDayTally) (
            account_id bigint NOT NULL,
            day integer NOT NULL,
            category text COLLATE "C" NOT NULL,
            type text COLLATE "C" NOT NULL,
            entries bigint NOT NULL,
            amount_minor bigint NOT NULL,
            PRIMARY KEY (account_id, day, category, type)
        );
        ALTER TABLE \(calendarDayTally) ENABLE ROW LEVEL SECURITY;
        ALTER TABLE \(calendarDayTally) FORCE ROW LEVEL SECURITY;
        CREATE POLICY seen ON \(calendarDayTally) FOR SELECT USING (\(seen("account_id")));
        CREATE POLICY written ON \(calendarDayTally) FOR INSERT WITH CHECK (\(movable("account_id")));
        CREATE POLICY changed ON \(calendarDayTally) FOR UPDATE USING (\(movable("account_id")));
        GRANT SELECT ON bank_identity TO \(people);
        GRANT SELECT, INSERT, UPDATE ON \(calendarDayTally) TO \(people);
        """

    /// Gives the rows of a v5 ledger their days, as ``DayMigration`` does for a bank file, on
    /// `connection` inside the migration's transaction: statement rows the day of their moment
    /// (new import keys), opening rows openings on their account's first day; then amounts their
    /// currency's minor unit (``rescaleCurrencies(on:)``), and every tally is summed again. The
    /// server's time zone stands in for where the rows were imported.
    static func giveRowsTheirDays(on connection: PostgresConnection) throws {
        let zone = TimeZone(identifier: try connection.execute("SHOW TimeZone").string(0, 0)) ?? .current
        var last: Int64 = 0
        while true {
            let rows = try connection.execute(
                """
                SELECT id, date, import_key, memo, amount_minor, type, category FROM ledger_entry
                WHERE import_key IS NOT NULL AND id > $1 ORDER BY id LIMIT 10000
                """, [String(last)])
            guard rows.count > 0 else { break }
            for row in 0..<rows.count {
                try giveDay(to: rows, row, in: zone, on: connection)
            }
            last = try rows.int64(rows.count - 1, 0)
        }
        try markOpenings(on: connection, in: zone)
        try rescaleCurrencies(on: connection)
        try sumTalliesAgain(on: connection)
    }

    // MARK: - Private

    private static func giveDay(to rows: PostgresRows, _ row: Int, in zone: TimeZone, on connection: PostgresConnection)
        throws
    {
        let seconds = try rows.double(row, 1)
        let day = DayMigration.day(ofMoment: seconds, in: zone)
        let amount = try rows.int64(row, 4)
        let oldKey = try rows.int64(row, 2)
        let (memo, category) = (try rows.string(row, 3), try rows.string(row, 6))
        let signed = try rows.string(row, 5) == TransactionType.credit.rawValue ? amount : -amount
        let key = StatementImportKey.rekeyed(
            oldKey, was: .init(seconds: seconds, memo: memo, signedMinorUnits: signed, category: category),
            is: .init(day: day, memo: memo, signedMinorUnits: signed, category: category), day: day)
        _ = try connection.execute(
            """
            UPDATE ledger_entry SET day = $1, date = $2, second = $3,
                import_key = CASE WHEN EXISTS (SELECT 1 FROM ledger_entry AS other
                    WHERE other.account_id = ledger_entry.account_id AND other.import_key = $4) THEN import_key
                    ELSE $4 END
            WHERE id = $5
            """,
            [
                String(day.daysSince1970), PostgresText.date(day.noonUTC),
                String(LedgerSortKey.second(of: day.noonUTC)), String(key ?? oldKey), String(try rows.int64(row, 0)),
            ])
    }

    private static func markOpenings(on connection: PostgresConnection, in zone: TimeZone) throws {
        let openings = try connection.execute(
            """
            SELECT id, account_id, date, (SELECT coalesce(other.day, -1)::text || ' ' || other.date::text
                FROM ledger_entry AS other WHERE other.account_id = opening.account_id AND other.id <> opening.id
                ORDER BY other.second, other.id LIMIT 1)
            FROM ledger_entry AS opening
            WHERE memo = $1 AND category = 'other' AND import_key IS NULL ORDER BY id
            """, [NewAccount.openingMemo])
        for row in 0..<openings.count {
            var day = DayMigration.day(ofMoment: try openings.double(row, 2), in: zone)
            if let first = openings.text(row, 3)?.split(separator: " "), first.count == 2,
                let firstDay = Int(first[0]), let firstSeconds = Double(first[1])
            {
                day = min(
                    day,
                    firstDay >= 0
                        ? CalendarDay(daysSince1970: firstDay) : DayMigration.day(ofMoment: firstSeconds, in: zone))
            }
            _ = try connection.execute(
                """
                WITH opening AS (
                    UPDATE ledger_entry SET category = 'opening', day = $1, date = $2, second = $3 WHERE id = $4
                    RETURNING account_id)
                UPDATE account SET opened_on = $1 WHERE id = (SELECT account_id FROM opening)
                """,
                [
                    String(day.daysSince1970), PostgresText.date(day.ledgerDate(of: .opening)),
                    String(LedgerSortKey.second(of: day.ledgerDate(of: .opening))), String(try openings.int64(row, 0)),
                ])
        }
    }

    /// Sums every tally from the ledger again: rows moved between periods and categories.
    private static func sumTalliesAgain(on connection: PostgresConnection) throws {
        let quarter = "(\(bucket(LedgerPeriodTally.quarterHour)))"
        var script = """
            DELETE FROM ledger_tally;
            INSERT INTO ledger_tally (account_id, category, type, entries, amount_minor)
                SELECT account_id, category, type, count(*), sum(amount_minor) FROM ledger_entry GROUP BY 1, 2, 3;
            INSERT INTO \(calendarDayTally) (account_id, day, category, type, entries, amount_minor)
                SELECT account_id, day, category, type, count(*), sum(amount_minor) FROM ledger_entry
                WHERE day IS NOT NULL GROUP BY 1, 2, 3, 4;
            """
        for tally in periodTallies {
            let factor = tally.level.seconds / LedgerPeriodTally.quarterHour.seconds
            script += """
                DELETE FROM \(tally.table);
                INSERT INTO \(tally.table) (account_id, bucket, category, type, entries, amount_minor)
                    SELECT account_id, \(quarter) / \(factor), category, type, count(*), sum(amount_minor)
                    FROM ledger_entry WHERE day IS NULL GROUP BY 1, 2, 3, 4;
                """
        }
        try connection.executeScript(script)
    }
}
