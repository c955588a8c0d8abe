import BankDomain
import BankStorage

/// How rows reach the ledger on PostgreSQL, whichever path writes them (a transfer, an import, the
/// demo bank): each row held to ``LedgerRules`` first, then one statement that inserts them in
/// order, skips rows an earlier import of the same statement added, and adds what went in to the
/// tallies by category and by period. The statement returns how many rows went in and what they
/// move the balance by, summed by the server past 64 bits so that an overflow is seen.
enum LedgerWrite {
    // MARK: - Constants

    /// The columns a row is given in, in the order of ``fields(of:)``; `ordinal` orders them.
    static let columns =
        "account_id bigint, date double precision, day integer, memo text, category text, amount_minor bigint, "
        + "type text, counterparty text, import_key bigint, import_id bigint, words text"

    static let columnNames = columns.split(separator: ",").map {
        String($0.trimmingCharacters(in: .whitespaces).split(separator: " ")[0])
    }

    // MARK: - Rows

    /// The row's values as text, in ``columns`` order; its words are the folded words of its memo
    /// and counterparty that search compares, each once.
    /// - Throws: ``BankError`` when the row breaks ``LedgerRules``.
    static func fields(of row: LedgerRow, importID: Int64? = nil) throws(BankError) -> [String?] {
        try values(of: row, importID: importID) { $0.joined(separator: " ") }
    }

    /// The ledger's own columns that ``ledgerFields(of:)`` gives, for a COPY straight into it:
    /// ``columns``' names, then `second`.
    static let ledgerColumns = (columnNames + ["second"]).joined(separator: ", ")

    /// The row's values as text in ``ledgerColumns`` order: its words and its second as the
    /// server stores them, which the statements of ``insert(_:)`` compute.
    /// - Throws: ``BankError`` when the row breaks ``LedgerRules``.
    static func ledgerFields(of row: LedgerRow, importID: Int64? = nil) throws(BankError) -> [String?] {
        try values(of: row, importID: importID, words: PostgresText.tsvector)
            + [String(LedgerSortKey.second(of: row.transaction.date))]
    }

    // MARK: - Statements

    /// Inserts `rows` given as parameters, one array per column, of the import `importID` if they
    /// came in by one: for a few rows, such as a transfer's two, or an import put back.
    static func insert(_ rows: [LedgerRow], importID: Int64? = nil) throws(BankError) -> PostgresStatement {
        let fields = try rows.map { row throws(BankError) in try Self.fields(of: row, importID: importID) }
        let arrays = columnNames.indices.map { column in PostgresText.array(fields.map { $0[column] }) }
        let types = columns.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).split(separator: " ") }
        let unnest = types.enumerated().map { index, parts in
            "$\(index + 1)::\(parts.dropFirst().joined(separator: " "))[]"
        }
        let source =
            "SELECT * FROM unnest(\(unnest.joined(separator: ", "))) WITH ORDINALITY AS r(\(columnNames.joined(separator: ", ")), ordinal)"
        return PostgresStatement(insertSQL(from: source), arrays)
    }

    /// Adds rows already in the ledger to the tallies, given summed by quarter of an hour (rows
    /// of moments) and by day (rows of days): what a COPY straight into the ledger leaves to do.
    /// Returns what ``added(_:)`` reads.
    static func addToTallies(
        _ quarters: [LedgerPeriodTally.Key: LedgerPeriodTally.Sum], days: [CalendarDayTally.Key: LedgerPeriodTally.Sum]
    ) -> PostgresStatement {
        let quarterKeys = Array(quarters.keys)
        let dayKeys = Array(days.keys)
        let arrays = [
            PostgresText.array(quarterKeys.map { String($0.accountID) }),
            PostgresText.array(quarterKeys.map { String($0.quarter) }),
            PostgresText.array(quarterKeys.map(\.category)),
            PostgresText.array(quarterKeys.map(\.type)),
            PostgresText.array(quarterKeys.map { String(quarters[$0]?.entries ?? 0) }),
            PostgresText.array(quarterKeys.map { String(quarters[$0]?.amountMinor ?? 0) }),
            PostgresText.array(dayKeys.map { String($0.accountID) }),
            PostgresText.array(dayKeys.map { String($0.day) }),
            PostgresText.array(dayKeys.map(\.category)),
            PostgresText.array(dayKeys.map(\.type)),
            PostgresText.array(dayKeys.map { String(days[$0]?.entries ?? 0) }),
            PostgresText.array(dayKeys.map { String(days[$0]?.amountMinor ?? 0) }),
        ]
        let quarterSource = """
            SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::bigint[], $6::bigint[])
                AS q(account_id, bucket, category, type, entries, amount_minor)
            """
        let daySource = """
            SELECT * FROM unnest($7::bigint[], $8::integer[], $9::text[], $10::text[], $11::bigint[], $12::bigint[])
                AS d(account_id, day, category, type, entries, amount_minor)
            """
        return PostgresStatement("WITH \(tallying(quarters: quarterSource, days: daySource))", arrays)
    }

    /// How many rows a statement of ``insert(_:)`` added, and their net in minor units.
    static func added(_ rows: PostgresRows) throws -> (entries: Int, netMinor: Int64) {
        guard rows.count == 1 else { throw PostgresError.unexpectedResult("the ledger insert returned no counts") }
        return (try rows.int(0, 0), try rows.minorSum(0, 1))
    }

    // MARK: - Private

    /// The row's values in ``columns`` order, of the import `importID` if it came in by one, its
    /// words written by `words`, once it is held to ``LedgerRules``.
    private static func values(of row: LedgerRow, importID: Int64?, words: ([String]) -> String) throws(BankError)
        -> [String?]
    {
        let transaction = row.transaction
        try LedgerRules.check(transaction)
        return [
            String(row.accountID), PostgresText.date(transaction.date),
            transaction.day.map { String($0.daysSince1970) },
            transaction.memo,
            transaction.category.rawValue, String(transaction.amountMinor), transaction.type.rawValue,
            transaction.counterparty, row.importKey.map { String($0) }, importID.map { String($0) },
            words(self.words(of: transaction)),
        ]
    }

    /// The folded words of the memo and counterparty that search compares, each once. An
    /// imported row's counterparty is its memo, folded once; and a row has a handful of words,
    /// which a linear look keeps unique more cheaply than hashing each (this runs once a row of
    /// an import, on the client's half of two cores that the server needs).
    private static func words(of transaction: NewTransaction) -> [String] {
        words(memo: transaction.memo, counterparty: transaction.counterparty)
    }

    /// The search words of a row with `memo`, `counterparty` and a note of one's own, as the
    /// `words` column takes them.
    static func searchWords(memo: String, counterparty: String, note: String) -> String {
        PostgresText.tsvector(words(memo: memo, counterparty: counterparty, note: note))
    }

    /// The search words of a row with `memo`, `counterparty` and a note of one's own, as
    /// ``insertSQL(from:stamping:into:)`` and the bank's functions take them: separated by spaces.
    static func insertedWords(memo: String, counterparty: String, note: String = "") -> String {
        words(memo: memo, counterparty: counterparty, note: note).joined(separator: " ")
    }

    private static func words(memo: String, counterparty: String, note: String = "") -> [String] {
        var words = SearchWords.words(of: memo)
        if counterparty != memo {
            words += SearchWords.words(of: counterparty)
        }
        if !note.isEmpty {
            words += SearchWords.words(of: note)
        }
        var unique: [String] = []
        unique.reserveCapacity(words.count)
        for word in words where !unique.contains(word) {
            unique.append(word)
        }
        return unique
    }

    /// The statement that inserts the rows `source` selects (``columns`` and `ordinal`), each
    /// with the `stamping` columns set to their SQL values, and tallies them; its last `SELECT`
    /// goes `into` variables when it runs inside a server function.
    static func insertSQL(
        from source: String, stamping: [(column: String, value: String)] = [], into variables: String? = nil
    ) -> String {
        let names = columnNames.filter { $0 != "words" }.joined(separator: ", ")
        let stamped = stamping.map { ", \($0.column)" }.joined()
        let stamps = stamping.map { ", \($0.value)" }.joined()
        return """
            WITH source AS (\(source)),
            new AS (
                INSERT INTO ledger_entry (\(names), second, words\(stamped))
                SELECT \(names), floor(date)::bigint, array_to_tsvector(string_to_array(words, ' '))\(stamps)
                FROM source ORDER BY ordinal
                ON CONFLICT (account_id, import_key) WHERE import_key IS NOT NULL DO NOTHING
                RETURNING account_id, second, day, category, type, amount_minor
            ),
            \(tallying(
                quarters: """
                    SELECT account_id, \(PostgresSchema.bucket(LedgerPeriodTally.quarterHour)) AS bucket, category, type,
                        count(*) AS entries, sum(amount_minor) AS amount_minor
                    FROM new WHERE day IS NULL GROUP BY 1, 2, 3, 4
                    """,
                days: """
                    SELECT account_id, day, category, type, count(*) AS entries, sum(amount_minor) AS amount_minor
                    FROM new WHERE day IS NOT NULL GROUP BY 1, 2, 3, 4
                    """, into: variables))
            """
    }

    /// The end of a statement (after `WITH` and its own parts) that adds the rows `changes`
    /// selects to every tally: each row's `account_id`, `second`, `day`, `category`, `type`, and
    /// the `entries` and `amount_minor` it adds, negative for a row taken out. Its count and net go
    /// `into` variables, as it runs inside a server function.
    static func tallied(changes: String, into variables: String) -> String {
        let sums = "category, type, sum(entries) AS entries, sum(amount_minor) AS amount_minor FROM changes"
        let quarter = PostgresSchema.bucket(LedgerPeriodTally.quarterHour)
        return """
            changes AS (\(changes)),
            \(tallying(
                quarters: "SELECT account_id, \(quarter) AS bucket, \(sums) WHERE day IS NULL GROUP BY 1, 2, 3, 4",
                days: "SELECT account_id, day, \(sums) WHERE day IS NOT NULL GROUP BY 1, 2, 3, 4",
                into: variables))
            """
    }

    /// The end of a statement that adds `quarters` (rows of moments summed by account, quarter of
    /// an hour, category and type) and `days` (rows of days summed by account, day, category and
    /// type) to every tally and returns their count and net. Each level adds up the quarters, as
    /// the SQLite tallies do: grouping every new row four times cost a million-row import 0.4 s.
    private static func tallying(quarters: String, days: String, into variables: String? = nil) -> String {
        let quarter = LedgerPeriodTally.quarterHour
        let periods = PostgresSchema.periodTallies.map { tally in
            tallyUpsert(
                into: tally.table, from: "quarters", keys: "account_id, bucket, category, type",
                select: "account_id, bucket / \(tally.level.seconds / quarter.seconds) AS bucket, category, type")
        }
        return """
            quarters AS (\(quarters)),
            days AS (\(days)),
            every AS (
                SELECT account_id, category, type, entries, amount_minor FROM quarters
                UNION ALL SELECT account_id, category, type, entries, amount_minor FROM days
            ),
            counted AS (\(tallyUpsert(into: "ledger_tally", from: "every", keys: "account_id, category, type", select: "account_id, category, type"))),
            by_day AS (\(tallyUpsert(into: PostgresSchema.calendarDayTally, from: "days", keys: "account_id, day, category, type", select: "account_id, day, category, type"))),
            \(periods.enumerated().map { "period\($0.offset) AS (\($0.element))" }.joined(separator: ",\n"))
            SELECT coalesce(sum(entries), 0), coalesce(sum(CASE type WHEN 'credit' THEN amount_minor ELSE -amount_minor END), 0)
            \(variables.map { "INTO \($0) " } ?? "")FROM every
            """
    }

    /// Adds the new rows' sums in `source`, grouped by `select` (which names the `keys`), to
    /// `table`. The grouping is by position: by name it would be by the source's own columns.
    private static func tallyUpsert(into table: String, from source: String, keys: String, select: String) -> String {
        """
        INSERT INTO \(table) AS t (\(keys), entries, amount_minor)
        SELECT \(select), sum(entries), sum(amount_minor) FROM \(source)
        GROUP BY \(keys.split(separator: ",").indices.map { String($0 + 1) }.joined(separator: ", "))
        ON CONFLICT (\(keys)) DO UPDATE
        SET entries = t.entries + excluded.entries, amount_minor = t.amount_minor + excluded.amount_minor
        """
    }
}
