import BankData
import BankDomain
import Foundation

/// Each person's categories and rules on PostgreSQL. A person starts with the built-in
/// categories the first time they read or change theirs; renaming or merging a category moves
/// the rows of the accounts they may move money on, with their tallies, in one transaction.
/// Every statement names the person's rows itself (`owner = current_user`): row-level security
/// keeps them apart for the bank's people, but a superuser passes through it.
struct PostgresCategoryStore: CategoryStore {
    // MARK: - Constants

    /// Gives the person the built-in categories when they have none yet.
    private static let seeding = PostgresStatement(
        """
        INSERT INTO category (name, kind, position)
        SELECT name, kind, position FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS d (name, kind, position)
        WHERE NOT EXISTS (SELECT 1 FROM category WHERE owner = current_user)
        ON CONFLICT DO NOTHING
        """,
        [
            PostgresText.array(CategoryDefinition.defaults.map(\.category.rawValue)),
            PostgresText.array(CategoryDefinition.defaults.map(\.kind.rawValue)),
        ])
    /// Open accounts the person may move money on, as a condition on `account_id`.
    private static let changeable =
        "\(PostgresSchema.movable("account_id")) AND account_id IN (SELECT id FROM account WHERE closed_at IS NULL)"
    /// The tallies by category: table, key columns besides category and type.
    private static let tallies: [(table: String, keys: String)] =
        [("ledger_tally", "account_id")] + PostgresSchema.periodTallies.map { ($0.table, "account_id, bucket") }
        + [(PostgresSchema.calendarDayTally, "account_id, day")]

    // MARK: - Properties

    let database: ServerDatabase
    let session: String

    // MARK: - CategoryStore

    func categoryBook() async throws -> CategoryBook {
        let book = try await database.read(.categoryBook) { connection in try Self.book(on: connection) }
        guard book.definitions.isEmpty else { return book }
        return try await database.write(during: .saving) { transaction in
            _ = try transaction.begin([Self.seeding])
            let book = try Self.book(on: transaction.connection)
            _ = try transaction.commit()
            return book
        }
    }

    func addCategory(_ definition: CategoryDefinition) async throws {
        try await writing { transaction, book in
            try CategoryRules.checkNew(definition, in: book)
            _ = try transaction.commit([
                PostgresStatement(
                    """
                    INSERT INTO category (name, kind, position)
                    SELECT $1, $2, coalesce(max(position), 0) + 1 FROM category WHERE owner = current_user
                    """, [definition.category.rawValue, definition.kind.rawValue])
            ])
        }
    }

    func move(_ move: CategoryMove) async throws -> CategoryMoveReceipt {
        try await writing { transaction, book in
            let (from, to): (TransactionCategory, TransactionCategory)
            let definition: PostgresStatement
            switch move {
            case .rename(let category, let name):
                try CategoryRules.checkRename(category, to: name, in: book)
                (from, to) = (category, name)
                definition = PostgresStatement(
                    "UPDATE category SET name = $1 WHERE owner = current_user AND name = $2",
                    [name.rawValue, category.rawValue])
            case .merge(let category, let target):
                try CategoryRules.checkMerge(category, into: target, in: book)
                (from, to) = (category, target)
                definition = PostgresStatement(
                    "DELETE FROM category WHERE owner = current_user AND name = $1", [category.rawValue])
            }
            let arguments = [to.rawValue, from.rawValue]
            let results = try transaction.commit(
                [
                    definition,
                    PostgresStatement(
                        """
                        WITH moved AS (
                            UPDATE ledger_entry SET category = $1 WHERE category = $2 AND \(Self.changeable)
                            RETURNING 1
                        ) SELECT count(*) FROM moved
                        """, arguments),
                    PostgresStatement(
                        """
                        WITH moved AS (UPDATE category_rule SET category = $1 WHERE owner = current_user AND category = $2 RETURNING 1)
                        SELECT count(*) FROM moved
                        """, arguments),
                ] + Self.tallies.flatMap { Self.movingTally($0.table, keys: $0.keys, arguments) })
            return CategoryMoveReceipt(
                move: move, rows: Int(try results[1].int64(0, 0)), rules: Int(try results[2].int64(0, 0)))
        }
    }

    func addRule(_ rule: CategoryRule) async throws -> [CategoryRule] {
        try await writing { transaction, book in
            try CategoryRules.checkRule(rule, in: book)
            _ = try transaction.commit([
                PostgresStatement(
                    """
                    INSERT INTO category_rule (position, pattern, category)
                    SELECT coalesce(max(position), 0) + 1, $1, $2 FROM category_rule WHERE owner = current_user
                    """, [rule.pattern, rule.category.rawValue])
            ])
            return book.rules + [rule]
        }
    }

    func removeRule(at position: Int) async throws -> CategoryRule {
        try await writing { transaction, book in
            try CategoryRules.checkRulePosition(position, in: book)
            let at = [String(position)]
            _ = try transaction.commit([
                PostgresStatement("DELETE FROM category_rule WHERE owner = current_user AND position = $1::int", at),
                // Through negatives, so that no position is held twice while they shift.
                PostgresStatement(
                    "UPDATE category_rule SET position = -(position - 1) WHERE owner = current_user AND position > $1::int",
                    at),
                PostgresStatement(
                    "UPDATE category_rule SET position = -position WHERE owner = current_user AND position < 0"),
            ])
            return book.rules[position - 1]
        }
    }

    func recategorise(applying: Bool) async throws -> [RuleCategorisation] {
        try await writing { transaction, book in
            let found = try Self.categorisations(by: book, on: transaction.connection)
            guard applying else {
                _ = try transaction.commit()
                return found
            }
            let ledger = PostgresCorrectedLedger(connection: transaction.connection, session: session)
            for change in found {
                try ledger.setCategory(change.category, of: [change.transaction])
                _ = try ledger.record(
                    .rule, of: [change.transaction], before: change.transaction.category.rawValue,
                    after: change.category.rawValue)
            }
            _ = try transaction.commit()
            return found
        }
    }

    // MARK: - Private

    /// Runs `work` in a write that gave the person the built-in categories if they had none,
    /// with the person's book as the write reads it.
    private func writing<Value>(_ work: (ServerDatabase.Transaction, CategoryBook) throws -> Value) async throws
        -> Value
    {
        try await database.write(during: .saving) { transaction in
            _ = try transaction.begin([Self.seeding])
            return try work(transaction, try Self.book(on: transaction.connection))
        }
    }

    /// The person's book inside a write that has begun, given the built-in categories first if
    /// they had none.
    static func book(seedingOn connection: PostgresConnection) throws -> CategoryBook {
        try book(on: connection, seeding: true)
    }

    private static func book(on connection: PostgresConnection, seeding: Bool = false) throws -> CategoryBook {
        let results = try connection.pipeline(
            (seeding ? [Self.seeding] : []) + [
                PostgresStatement("SELECT name, kind FROM category WHERE owner = current_user ORDER BY position"),
                PostgresStatement(
                    "SELECT pattern, category FROM category_rule WHERE owner = current_user ORDER BY position"),
            ]
        ).suffix(2).map(\.self)
        let definitions = try (0..<results[0].count).map { row in
            CategoryDefinition(
                try RowDecoding.value(TransactionCategory.self, try results[0].string(row, 0)),
                kind: try RowDecoding.value(CategoryKind.self, try results[0].string(row, 1)))
        }
        let rules = try (0..<results[1].count).map { row in
            CategoryRule(
                pattern: try results[1].string(row, 0),
                category: try RowDecoding.value(TransactionCategory.self, try results[1].string(row, 1)))
        }
        return CategoryBook(definitions: definitions, rules: rules)
    }

    /// Adds a tally's rows of the category in `$2` to those of the category in `$1`, and empties
    /// the first, on the accounts the person may change.
    private static func movingTally(_ table: String, keys: String, _ arguments: [String]) -> [PostgresStatement] {
        [
            PostgresStatement(
                """
                INSERT INTO \(table) (\(keys), category, type, entries, amount_minor)
                SELECT \(keys), $1, type, entries, amount_minor FROM \(table) WHERE category = $2 AND \(changeable)
                ON CONFLICT (\(keys), category, type) DO UPDATE
                    SET entries = \(table).entries + excluded.entries,
                        amount_minor = \(table).amount_minor + excluded.amount_minor
                """, arguments),
            PostgresStatement(
                "UPDATE \(table) SET entries = 0, amount_minor = 0 WHERE category = $1 AND \(changeable)",
                [arguments[1]]),
        ]
    }

    /// The rows in `other` of open accounts the person may change, not categorised by hand,
    /// that a rule of `book` matches.
    private static func categorisations(by book: CategoryBook, on connection: PostgresConnection) throws
        -> [RuleCategorisation]
    {
        guard !book.rules.isEmpty else { return [] }
        let rows = try connection.execute(
            """
            SELECT \(PostgresDecoding.transactionColumns) FROM ledger_entry AS e
            WHERE category = $1 AND \(changeable) AND NOT EXISTS (
                SELECT 1 FROM ledger_correction AS c WHERE c.entry_id = e.id AND c.undone_by IS NULL
                    AND (c.kind IN ('category', 'split') OR (c.kind = 'record' AND c.before <> ''))
            )
            ORDER BY id
            """, [TransactionCategory.other.rawValue])
        return try PostgresDecoding.transactions(rows).compactMap { transaction in
            book.categoryByRules(for: transaction.memo).map {
                RuleCategorisation(transaction: transaction, category: $0.category, rule: $0.rule)
            }
        }
    }
}
