import BankDomain
import BankStorage
import Foundation

/// The SQL of one read of an account's ledger on PostgreSQL, built so that the server walks
/// `(account_id, second, id)` in list order and stops after the page, or, for words, reads the
/// search index. A cursor is the row's `(second, id)`, compared as a row.
struct PostgresLedgerQuery {
    // MARK: - Properties

    let query: TransactionQuery
    private let words: SearchWords?

    // MARK: - Initialization

    init(_ query: TransactionQuery) {
        self.query = query
        // A key is looked up by its own index, not among the words.
        words = query.requestKey == nil ? query.text.map(SearchWords.init) : nil
    }

    /// Whether the query searches for words, which a page may first look for by walking the list.
    var searches: Bool {
        words.map { !$0.isEmpty } ?? false
    }

    /// Whether no row can match: text without letters or digits has no word to find.
    var matchesNothing: Bool {
        words?.isEmpty == true
    }

    // MARK: - Pages

    /// The window `request` asks for, in the direction the server walks it: newest first, or
    /// oldest first for ``isOldestFirst(_:)`` positions. With `walk`, only that many rows from
    /// the window's start are looked at, through the list's index, and searched for the words:
    /// the page is right when it comes back full, which common words make it, at a page's cost
    /// however long the ledger is. The planner cannot tell common prefixes from rare ones.
    func page(
        _ request: TransactionPageRequest, walkingAtMost walk: Int? = nil,
        columns: String = PostgresDecoding.transactionColumns
    ) -> PostgresStatement {
        var sql = conditions(withWords: walk == nil)
        let skip: Int
        switch request.position {
        case .newest(let skipping), .oldest(let skipping):
            skip = skipping
        case .olderThan(let cursor):
            skip = 0
            sql.append(cursor: cursor, comparison: "<")
        case .startingAt(let cursor):
            skip = 0
            sql.append(cursor: cursor, comparison: "<=")
        case .newerThan(let cursor):
            skip = 0
            sql.append(cursor: cursor, comparison: ">")
        }
        let order =
            "ORDER BY second \(Self.isOldestFirst(request.position) ? "ASC" : "DESC"), id "
            + (Self.isOldestFirst(request.position) ? "ASC" : "DESC")
        var source = "ledger_entry WHERE \(sql.text)"
        if let walk, let words, !words.isEmpty {
            sql.parameters += [String(walk), Self.prefixQuery(words)]
            let count = sql.parameters.count
            source =
                "(SELECT * FROM ledger_entry WHERE \(sql.text) \(order) LIMIT $\(count - 1)) AS walk "
                + "WHERE words @@ $\(count)::tsquery"
        }
        var parameters = sql.parameters
        let limit = parameters.count + 1
        parameters += [request.limit < 0 ? nil : String(request.limit), String(skip)]
        return PostgresStatement(
            "SELECT \(columns) FROM \(source) \(order) LIMIT $\(limit) OFFSET $\(limit + 1)",
            parameters)
    }

    /// Whether the server reads the window of `position` oldest first, so it must be reversed.
    static func isOldestFirst(_ position: TransactionPageRequest.Position) -> Bool {
        switch position {
        case .oldest, .newerThan: true
        case .newest, .olderThan, .startingAt: false
        }
    }

    // MARK: - Counts

    /// Counts the matching rows, reading at most `limit` + 1 of them (nil: all).
    func count(upTo limit: Int?) -> PostgresStatement {
        let sql = conditions(withWords: true)
        var text = "SELECT 1 FROM ledger_entry WHERE \(sql.text)"
        var parameters = sql.parameters
        if let limit {
            parameters.append(String(limit + 1))
            text += " LIMIT $\(parameters.count)"
        }
        return PostgresStatement("SELECT count(*) FROM (\(text)) AS matches", parameters)
    }

    /// Counts the matches among at most `walk` rows in list order, newest first, beside how many
    /// rows were walked: a walk shorter than `walk` read every row of the account.
    func countWalking(atMost walk: Int) -> PostgresStatement {
        let sql = conditions(withWords: false)
        let parameters = sql.parameters + [String(walk), words.map(Self.prefixQuery) ?? ""]
        let count = parameters.count
        return PostgresStatement(
            """
            SELECT count(*) FILTER (WHERE words @@ $\(count)::tsquery), count(*) FROM (
                SELECT words FROM ledger_entry WHERE \(sql.text) ORDER BY second DESC, id DESC LIMIT $\(count - 1)
            ) AS walk
            """, parameters)
    }

    // MARK: - Private

    /// A WHERE clause being built, with its parameters numbered in order.
    private struct Conditions {
        var parts: [String] = []
        var parameters: [String?] = []

        var text: String { parts.joined(separator: " AND ") }

        mutating func append(_ condition: (String) -> String, _ value: String) {
            parameters.append(value)
            parts.append(condition("$\(parameters.count)"))
        }

        mutating func append(_ condition: (String, String) -> String, _ first: String, _ second: String) {
            parameters += [first, second]
            parts.append(condition("$\(parameters.count - 1)", "$\(parameters.count)"))
        }

        mutating func append(cursor: TransactionCursor, comparison: String) {
            parameters += [String(LedgerSortKey.second(of: cursor.date)), String(cursor.id)]
            parts.append("(second, id) \(comparison) ($\(parameters.count - 1), $\(parameters.count))")
        }
    }

    private func conditions(withWords: Bool) -> Conditions {
        var sql = Conditions()
        sql.append({ "account_id = \($0)" }, String(query.accountID))
        // A row of a day is after a boundary by its day, a row of a moment by its moment; the
        // second, which the index walks, is bounded by the dates either may carry.
        if let from = query.from {
            sql.append({ "second >= \($0)" }, String(LedgerSortKey.second(of: from.earliestDate)))
            sql.append(
                { "(day >= \($0) OR (day IS NULL AND date >= \($1)))" }, String(from.day.daysSince1970),
                PostgresText.date(from.instant))
        }
        if let until = query.until {
            sql.append({ "second <= \($0)" }, String(LedgerSortKey.second(of: until.latestDate)))
            sql.append(
                { "(day < \($0) OR (day IS NULL AND date < \($1)))" }, String(until.day.daysSince1970),
                PostgresText.date(until.instant))
        }
        if let type = query.type {
            sql.append({ "type = \($0)" }, type.rawValue)
        }
        if let category = query.category {
            sql.append({ "category = \($0)" }, category.rawValue)
        }
        if let key = query.requestKey {
            sql.append({ "request_key = \($0)" }, key.text)
        }
        if withWords, let words, !words.isEmpty {
            sql.append({ "words @@ \($0)::tsquery" }, Self.prefixQuery(words))
        }
        return sql
    }

    /// Every word as a prefix of some word of the row: `'coff':* & 'corn':*`. The words are
    /// letters and digits only, so quoting them is enough.
    private static func prefixQuery(_ words: SearchWords) -> String {
        words.words.map { "'\($0)':*" }.joined(separator: " & ")
    }
}
