import BankDomain
import BankStorage
import GRDB

/// The categories and rules of a bank file (schema v11), and the writes that move rows from one
/// category to another with their tallies, inside the write that asked for them.
enum CategoryLog {
    // MARK: - Nested Types

    /// A tally kept by category: its table, the columns of its key besides the category and
    /// type, and the columns it sums.
    private struct Tally {
        let table: String
        let keys: [String]
        let sums: [String]
    }

    // MARK: - Constants

    private static let tallies =
        [Tally(table: "ledgerTally", keys: ["accountId"], sums: ["entries"])]
        + LedgerPeriodTally.levels.map {
            Tally(table: $0.table, keys: ["accountId", "bucket"], sums: ["entries", "amountMinor"])
        }
        + [Tally(table: CalendarDayTally.table, keys: ["accountId", "day"], sums: ["entries", "amountMinor"])]

    // MARK: - Schema

    /// Creates the tables with the built-in categories, and any other category a row has.
    static func create(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE category (
                    name TEXT PRIMARY KEY,
                    kind TEXT NOT NULL,
                    position INTEGER NOT NULL
                ) WITHOUT ROWID;
                CREATE TABLE categoryRule (
                    position INTEGER PRIMARY KEY,
                    pattern TEXT NOT NULL,
                    category TEXT NOT NULL
                );
                """)
        for definition in CategoryDefinition.defaults {
            try add(definition, in: db)
        }
        try db.execute(
            sql: """
                INSERT INTO category (name, kind, position)
                SELECT category, 'spending', (SELECT count(*) FROM category) + row_number() OVER (ORDER BY category)
                FROM (SELECT DISTINCT category FROM ledgerTally WHERE category NOT IN (SELECT name FROM category))
                """)
    }

    // MARK: - Reading

    /// The categories and rules.
    static func book(in db: Database) throws -> CategoryBook {
        let definitions = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT name, kind FROM category ORDER BY position")
        ).map { row in
            CategoryDefinition(
                try RowDecoding.value(TransactionCategory.self, row[0]),
                kind: try RowDecoding.value(CategoryKind.self, row[1]))
        }
        let rules = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT pattern, category FROM categoryRule ORDER BY position")
        ).map { row in
            CategoryRule(pattern: row[0], category: try RowDecoding.value(TransactionCategory.self, row[1]))
        }
        return CategoryBook(definitions: definitions, rules: rules)
    }

    // MARK: - Writing

    /// Adds `definition` after the others.
    static func add(_ definition: CategoryDefinition, in db: Database) throws {
        try db.cachedStatement(
            sql: """
                INSERT INTO category (name, kind, position)
                VALUES (?, ?, (SELECT coalesce(max(position), 0) + 1 FROM category))
                """
        ).execute(arguments: [definition.category.rawValue, definition.kind.rawValue])
    }

    /// Renames a category or merges it into another: its rows, tallies and rules move, and the
    /// category it leaves is gone.
    /// - Returns: How many rows and rules moved.
    static func move(_ move: CategoryMove, in db: Database) throws -> CategoryMoveReceipt {
        let (from, to): (TransactionCategory, TransactionCategory)
        switch move {
        case .rename(let category, let name):
            (from, to) = (category, name)
            try db.execute(
                sql: "UPDATE category SET name = ? WHERE name = ?", arguments: [name.rawValue, category.rawValue])
        case .merge(let category, let target):
            (from, to) = (category, target)
            try db.execute(sql: "DELETE FROM category WHERE name = ?", arguments: [category.rawValue])
        }
        let arguments: StatementArguments = [to.rawValue, from.rawValue]
        try db.execute(sql: "UPDATE ledgerEntry SET category = ? WHERE category = ?", arguments: arguments)
        let rows = db.changesCount
        try db.execute(sql: "UPDATE categoryRule SET category = ? WHERE category = ?", arguments: arguments)
        let rules = db.changesCount
        for tally in tallies {
            try db.execute(sql: mergeSQL(tally), arguments: arguments)
            try db.execute(sql: "DELETE FROM \(tally.table) WHERE category = ?", arguments: [from.rawValue])
        }
        return CategoryMoveReceipt(move: move, rows: rows, rules: rules)
    }

    /// Adds `rule` after the others.
    static func add(_ rule: CategoryRule, in db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO categoryRule (position, pattern, category)
                VALUES ((SELECT coalesce(max(position), 0) + 1 FROM categoryRule), ?, ?)
                """, arguments: [rule.pattern, rule.category.rawValue])
    }

    /// Takes away the rule at `position` from 1, and closes the gap.
    static func removeRule(at position: Int, in db: Database) throws {
        try db.execute(sql: "DELETE FROM categoryRule WHERE position = ?", arguments: [position])
        // Through negatives, so that no position is held twice while they shift.
        try db.execute(
            sql: "UPDATE categoryRule SET position = -(position - 1) WHERE position > ?", arguments: [position])
        try db.execute(sql: "UPDATE categoryRule SET position = -position WHERE position < 0")
    }

    // MARK: - Private

    /// Adds a tally's rows of the category in `?2` to those of the category in `?1`.
    private static func mergeSQL(_ tally: Tally) -> String {
        let keys = tally.keys.joined(separator: ", ")
        let sums = tally.sums.joined(separator: ", ")
        let added = tally.sums.map { "\($0) = \($0) + excluded.\($0)" }.joined(separator: ", ")
        return """
            INSERT INTO \(tally.table) (\(keys), category, type, \(sums))
            SELECT \(keys), ?1, type, \(sums) FROM \(tally.table) WHERE category = ?2
            ON CONFLICT (\(keys), category, type) DO UPDATE SET \(added)
            """
    }
}
