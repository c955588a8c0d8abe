import BankDomain
import BankStorage
import Foundation
import GRDB

/// The SQL of one read of an account's ledger, built for the query's actual shape so that SQLite
/// walks an index in list order and stops after the page: the account's sort-key index, one walk
/// per category and type the filter lets through (merged in order), or the search index for
/// words. Each shape has one SQL text, so its statement is compiled once.
struct LedgerQuery {
    // MARK: - Nested Types

    /// A statement's text and arguments.
    struct SQL {
        var text: String
        var arguments: StatementArguments
    }

    /// Which index the rows come from.
    enum Source: Equatable {
        /// The account's rows in order.
        case account
        /// The account's rows of these categories and types, one ordered walk each.
        case groups([LedgerTally.Group])
        /// The search index's matches for this FTS5 query.
        case search(String)

        var isSearch: Bool {
            if case .search = self { true } else { false }
        }

        var isGroups: Bool {
            if case .groups = self { true } else { false }
        }
    }

    // MARK: - Constants

    static let columns = RowDecoding.transactionColumns
    private static let searchColumns = columns.split(separator: ", ").map { "l.\($0)" }.joined(separator: ", ")

    // MARK: - Properties

    let query: TransactionQuery
    let words: SearchWords?
    let source: Source

    // MARK: - Initialization

    /// The read of `query` from `source`, which ``source(for:words:groups:)`` chooses.
    init(_ query: TransactionQuery, words: SearchWords?, source: Source) {
        self.query = query
        self.words = words
        self.source = source
    }

    /// The index a query reads: the search index when it has words the index can narrow, the
    /// category and type walks when it filters by those, else the account's own order.
    static func source(for query: TransactionQuery, words: SearchWords?, groups: [LedgerTally.Group]?) -> Source {
        if let words, let match = words.indexQuery(accountID: query.accountID) {
            return .search(match)
        }
        if let groups {
            return .groups(groups)
        }
        return .account
    }

    // MARK: - Pages

    /// The window `request` asks for, in the direction SQLite walks it: newest first, or, for
    /// ``isOldestFirst(_:)`` positions, oldest first.
    func page(_ request: TransactionPageRequest) -> SQL {
        let key = source.isSearch ? "ledgerSearch.rowid" : "sortKey"
        let (bound, skip) = Self.bound(of: request.position, key: key)
        let order = Self.isOldestFirst(request.position) ? "ASC" : "DESC"
        switch source {
        case .account:
            var sql = select(columns: Self.columns, from: "ledgerEntry", key: "sortKey", extra: bound)
            sql.text += " ORDER BY sortKey \(order) LIMIT ? OFFSET ?"
            sql.arguments += [request.limit, skip]
            return sql
        case .groups(let groups):
            return merged(groups, bound: bound, order: order, limit: request.limit, skip: skip)
        case .search(let match):
            var sql = searchSelect(columns: Self.searchColumns, match: match, extra: bound)
            sql.text += " ORDER BY ledgerSearch.rowid \(order) LIMIT ? OFFSET ?"
            sql.arguments += [request.limit, skip]
            return sql
        }
    }

    /// Every matching row, newest first: what an export writes.
    func everything() -> SQL {
        // SQLite reads a negative LIMIT as no limit.
        page(TransactionPageRequest(.newest(skipping: 0), limit: -1))
    }

    /// Whether SQLite reads the window of `position` oldest first, so it must be reversed.
    static func isOldestFirst(_ position: TransactionPageRequest.Position) -> Bool {
        switch position {
        case .oldest, .newerThan: true
        case .newest, .olderThan, .startingAt: false
        }
    }

    // MARK: - Counts

    /// Counts the matching rows, reading at most `limit` + 1 of them (nil: all).
    func count(upTo limit: Int?) -> SQL {
        var inner: SQL
        switch source {
        case .account:
            inner = select(columns: "1", from: "ledgerEntry", key: "sortKey", extra: nil)
        case .groups(let groups):
            inner = select(columns: "1", from: "ledgerEntry", key: "sortKey", extra: Self.groupCondition(groups))
        case .search(let match):
            inner = searchSelect(columns: "1", match: match, extra: nil)
        }
        if let limit {
            inner.text += " LIMIT ?"
            inner.arguments += [limit + 1]
        }
        return SQL(text: "SELECT COUNT(*) FROM (\(inner.text))", arguments: inner.arguments)
    }

    // MARK: - Private

    /// The WHERE conditions every shape shares, on the columns of `table` (a prefix such as
    /// `l.`), with the sort key spelled `key`.
    private func conditions(key: String, table: String = "") -> SQL {
        // A key's rows are found by the key's index: the account's own would walk every row.
        var parts = [query.requestKey == nil ? "\(table)accountId = ?" : "+\(table)accountId = ?"]
        var arguments: StatementArguments = [query.accountID]
        for (comparison, boundary) in [(">=", query.from), ("<", query.until)] {
            guard let boundary else { continue }
            let bound = Self.period(comparison, boundary, key: key, table: table)
            parts.append(bound.text)
            arguments += bound.arguments
        }
        // Grouped walks carry the category and type in each walk's own condition.
        if !source.isGroups {
            if let type = query.type {
                parts.append("\(table)type = ?")
                arguments += [type.rawValue]
            }
            if let category = query.category {
                parts.append("\(table)category = ?")
                arguments += [category.rawValue]
            }
        }
        if let key = query.requestKey {
            parts.append("\(table)requestKey = ?")
            arguments += [key.text]
        }
        if let words, words.isEmpty {
            // Text without letters or digits has no word for any row to match.
            parts.append("0")
        } else if let words, !words.isAnsweredByIndex {
            // A note of one's own is searched with the counterparty (``SearchIndex``).
            parts.append(
                "\(SearchWords.matchFunctionName)(\(table)memo, \(table)counterparty"
                    + " || coalesce(' ' || (SELECT note FROM ledgerNote WHERE entryId = \(table)id), ''), ?)")
            arguments += [words.joined]
        }
        return SQL(text: parts.joined(separator: " AND "), arguments: arguments)
    }

    /// Rows on the side of `boundary` that `comparison` (`>=` from it on, `<` before it) names: a
    /// row of a day by its day, a row of a moment by its moment. The sort key, which the index
    /// walks, is bounded by the date furthest out that such rows carry, when that is a whole
    /// second.
    private static func period(_ comparison: String, _ boundary: LedgerBoundary, key: String, table: String) -> SQL {
        let sql = SQL(
            text: "(\(table)day \(comparison) ? OR (\(table)day IS NULL AND \(table)date \(comparison) ?))",
            arguments: [boundary.day.daysSince1970, boundary.instant.timeIntervalSince1970])
        let loosest = comparison == ">=" ? boundary.earliestDate : boundary.latestDate
        guard let bound = LedgerSortKey.firstKey(from: loosest) else { return sql }
        return and(SQL(text: "\(key) \(comparison) ?", arguments: [bound]), sql)
    }

    private func select(columns: String, from table: String, key: String, extra: SQL?) -> SQL {
        var sql = conditions(key: key)
        if let extra { sql = Self.and(sql, extra) }
        return SQL(text: "SELECT \(columns) FROM \(table) WHERE \(sql.text)", arguments: sql.arguments)
    }

    private func searchSelect(columns: String, match: String, extra: SQL?) -> SQL {
        var sql = Self.and(
            SQL(text: "ledgerSearch MATCH ?", arguments: [match]), conditions(key: "ledgerSearch.rowid", table: "l."))
        if let extra { sql = Self.and(sql, extra) }
        return SQL(
            // CROSS JOIN keeps the search index the outer loop, which walks the matches in list
            // order: left to choose, SQLite may walk the account's rows and look each one up.
            // Each match is found through the account's sort-key index (`conditions` names it).
            // The + keeps a page's bound on the index's rowid: without it SQLite copies the bound
            // to the ledger's sort key and looks each match up by that range, not by its key.
            text: "SELECT \(columns) FROM ledgerSearch CROSS JOIN ledgerEntry AS l ON l.sortKey = +ledgerSearch.rowid "
                + "WHERE \(sql.text)",
            arguments: sql.arguments)
    }

    /// One ordered walk per group, each stopping after the window, merged in order.
    private func merged(_ groups: [LedgerTally.Group], bound: SQL?, order: String, limit: Int, skip: Int) -> SQL {
        guard !groups.isEmpty else {
            return SQL(text: "SELECT \(Self.columns) FROM ledgerEntry WHERE 0", arguments: [])
        }
        let walks = groups.map { group in
            let condition = SQL(text: "category = ? AND type = ?", arguments: [group.category, group.type])
            return select(
                columns: Self.columns, from: "ledgerEntry", key: "sortKey",
                extra: bound.map { Self.and(condition, $0) } ?? condition)
        }
        return Self.merge(walks, order: order, limit: limit, skip: skip)
    }

    /// Walks of the ledger, each in sort-key order through an index and stopping after the
    /// window, merged in order into one window: its rows after the first `skip`, at most `limit`.
    static func merge(_ walks: [SQL], order: String, limit: Int, skip: Int) -> SQL {
        var text: [String] = []
        var arguments: StatementArguments = []
        for walk in walks {
            text.append("SELECT * FROM (\(walk.text) ORDER BY sortKey \(order) LIMIT ?)")
            arguments += walk.arguments
            arguments += [skip + limit]
        }
        arguments += [limit, skip]
        return SQL(
            text: text.joined(separator: " UNION ALL ") + " ORDER BY sortKey \(order) LIMIT ? OFFSET ?",
            arguments: arguments)
    }

    /// The groups as IN lists, which a count can walk without merging them in order.
    private static func groupCondition(_ groups: [LedgerTally.Group]) -> SQL {
        let categories = Array(Set(groups.map(\.category))).sorted()
        let types = Array(Set(groups.map(\.type))).sorted()
        let placeholders = { (count: Int) in Array(repeating: "?", count: count).joined(separator: ", ") }
        return SQL(
            text: "category IN (\(placeholders(categories.count))) AND type IN (\(placeholders(types.count)))",
            arguments: StatementArguments(categories + types))
    }

    /// The key condition and the rows skipped for a window's position.
    private static func bound(of position: TransactionPageRequest.Position, key: String) -> (SQL?, skip: Int) {
        switch position {
        case .newest(let skipping), .oldest(let skipping):
            (nil, skipping)
        case .olderThan(let cursor):
            (SQL(text: "\(key) < ?", arguments: [LedgerSortKey.key(cursor)]), 0)
        case .startingAt(let cursor):
            (SQL(text: "\(key) <= ?", arguments: [LedgerSortKey.key(cursor)]), 0)
        case .newerThan(let cursor):
            (SQL(text: "\(key) > ?", arguments: [LedgerSortKey.key(cursor)]), 0)
        }
    }

    private static func and(_ left: SQL, _ right: SQL) -> SQL {
        SQL(text: "\(left.text) AND \(right.text)", arguments: left.arguments + right.arguments)
    }
}
